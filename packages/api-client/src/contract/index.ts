import { getSiteSettings } from './siteSettings';

export * from './endpoint';
export * from './siteSettings';

/** Every endpoint of the contract, by id. */
export const endpoints = { getSiteSettings } as const;
