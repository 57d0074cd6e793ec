import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The Service Requests page by route path (doc 3 §2.1, §2.5), guarded by the route table (also
 * under pages/, as routes.tsx's alias).
 */
export const screens = {
  'service-requests': {
    lazy: page(pageModules['service-requests'], 'ServiceRequestsPage'),
  },
} satisfies Screens;
