import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The Application for Service pages by route path (doc 1 §2.3, doc 3 §2.1: service-type, public,
 * loaded on demand): the account type choice, then the application for the type in the address.
 */
export const screens = {
  'service-type/select-service-type': {
    lazy: page(pageModules['service-type/select-service-type'], 'SelectServiceTypePage'),
  },
  'service-type/application-for-service': {
    lazy: page(pageModules['service-type/application-for-service'], 'ApplicationForServicePage'),
  },
} satisfies Screens;
