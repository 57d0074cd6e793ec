export type Tone = 'info' | 'success' | 'warning' | 'error';
export const tones = ['info', 'success', 'warning', 'error'] as const satisfies readonly Tone[];

/** What each tone is called when it is read out (the icon itself is decorative). */
export const defaultToneLabels: Record<Tone, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

const shapes: Record<Tone, string> = {
  // A circle with an i.
  info: 'M12 2.75a9.25 9.25 0 1 1 0 18.5a9.25 9.25 0 1 1 0-18.5z M12 11v5.5 M12 7.75v.01',
  // A circle with a check mark.
  success: 'M12 2.75a9.25 9.25 0 1 1 0 18.5a9.25 9.25 0 1 1 0-18.5z M7.75 12.25l2.75 2.75l5.75-6',
  // A triangle with an exclamation mark.
  warning: 'M12 3.25L21.5 20H2.5z M12 9.75v4.5 M12 17v.01',
  // An octagon with an exclamation mark.
  error: 'M8.2 2.75h7.6l5.45 5.45v7.6l-5.45 5.45H8.2l-5.45-5.45V8.2z M12 7.25v6 M12 16.5v.01',
};

/**
 * The tone's icon: each tone has its own shape (circle-i, circle-check, triangle, octagon), so the
 * tone never rests on colour alone. Decorative: the tone's name is given as text next to it.
 */
export function ToneIcon({ tone, className }: { tone: Tone; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-tone={tone}
    >
      <path d={shapes[tone]} />
    </svg>
  );
}
