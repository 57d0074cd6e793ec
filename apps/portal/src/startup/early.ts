import { startEarly } from './earlyStart';

/**
 * The portal's first script (index.html loads it ahead of the portal's code; see earlyStart.ts):
 * the runtime configuration, then the start-up reads or the demo backend, on their way while the
 * portal's code downloads. main.tsx reads their answers through `early.fetch`.
 */
export const early = startEarly(import.meta.env.BASE_URL);
