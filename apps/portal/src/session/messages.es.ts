import { plural } from '@coop-portal/ui';
import type { SessionMessages } from './messages';

/** The time left, in words: '2 minutos', '1 minuto 5 segundos', '45 segundos'. */
function duration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const minutePart = `${minutes} ${plural('es-US', minutes, { one: 'minuto', other: 'minutos' })}`;
  const secondPart = `${rest} ${plural('es-US', rest, { one: 'segundo', other: 'segundos' })}`;
  if (minutes === 0) return secondPart;
  return rest === 0 ? minutePart : `${minutePart} ${secondPart}`;
}

/** The session warning's wording in Spanish (US). Functions take the seconds left. */
export const sessionMessagesEs = {
  warningTitle: 'Su sesión está por terminar',
  warning: (secondsLeft: number) =>
    `Por su seguridad, su sesión se cerrará en ${duration(secondsLeft)}. ¿Desea mantener la sesión iniciada?`,
  announcement: (secondsLeft: number) => `Su sesión se cerrará en ${duration(secondsLeft)}.`,
  staySignedIn: 'Mantener la sesión iniciada',
  signOut: 'Cerrar sesión',
  renewing: 'Renovando su sesión',
  renewFailed: 'No pudimos renovar su sesión. Intente de nuevo.',
} satisfies SessionMessages;
