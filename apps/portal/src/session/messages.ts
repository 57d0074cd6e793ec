/** The time left, in words: '2 minutes', '1 minute 5 seconds', '45 seconds'. */
function duration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const minutePart = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const secondPart = rest === 1 ? '1 second' : `${rest} seconds`;
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
