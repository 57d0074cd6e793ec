import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';

export type Tone = 'info' | 'success' | 'warning' | 'error';
export const tones = ['info', 'success', 'warning', 'error'] as const satisfies readonly Tone[];

const icons: Record<Tone, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/**
 * The tone's icon: each tone has its own shape (circle-i, circle-check, triangle, octagon), so the
 * tone never rests on colour alone. Decorative: the tone's name is given as text next to it.
 */
export function ToneIcon({ tone, className }: { tone: Tone; className?: string }) {
  const ToneShape = icons[tone];
  return <ToneShape className={className} data-tone={tone} />;
}
