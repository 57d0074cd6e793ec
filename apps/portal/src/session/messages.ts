import { plural, type CatalogueTranslations } from '@coop-portal/ui';

/** The time left, in words: '2 minutes', '1 minute 5 seconds', '45 seconds'. */
function duration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const minutePart = `${minutes} ${plural('en-US', minutes, { one: 'minute', other: 'minutes' })}`;
  const secondPart = `${rest} ${plural('en-US', rest, { one: 'second', other: 'seconds' })}`;
  if (minutes === 0) return secondPart;
  return rest === 0 ? minutePart : `${minutePart} ${secondPart}`;
}

/**
 * Wording of the session warning (WCAG 2.2.1 timing adjustable; not in the specs). Functions take
 * the seconds left.
 */
export const sessionMessages = {
  warningTitle: 'Your session is about to end',
  /** The dialog's message, with the time left counting down. */
  warning: (secondsLeft: number) =>
    `For your security, you will be signed out in ${duration(secondsLeft)}. Do you want to stay signed in?`,
  /** Announced politely when the dialog opens and at each whole minute and at 30 seconds. */
  announcement: (secondsLeft: number) => `${duration(secondsLeft)} left before you are signed out.`,
  staySignedIn: 'Stay signed in',
  signOut: 'Sign out',
  renewing: 'Renewing your session',
  renewFailed: 'We could not renew your session. Please try again.',
};

export type SessionMessages = typeof sessionMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const sessionTranslations: CatalogueTranslations<SessionMessages> = {
  name: 'portal.session',
  'es-US': () => import('./messages.es').then((module) => module.sessionMessagesEs),
};
