import type { PortalMessages } from '@coop-portal/api-client';

/**
 * Warns in the console about every override in `portal-config.json`'s `messages` that names a
 * language, catalogue or message the portal does not have, or gives a value of the wrong kind:
 * each is ignored where it would apply, never fatal. The list of catalogues it checks against
 * loads on demand, only for a configuration with messages.
 */
export function warnAboutConfigMessages(messages: PortalMessages | undefined): Promise<void> {
  if (!messages) return Promise.resolve();
  return import('./checkConfigMessages').then(
    ({ checkConfigMessages }) => checkConfigMessages(messages),
    (error: unknown) => {
      console.warn(
        'The list of message catalogues could not be loaded: the names in portal-config.json’s messages were not checked.',
        error,
      );
    },
  );
}
