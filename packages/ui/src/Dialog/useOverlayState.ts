import { useContext } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';

export interface OverlayStateProps {
  /** Whether the overlay is open (controlled). */
  isOpen?: boolean;
  /** Whether the overlay is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the overlay opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

export interface OverlayState {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}

/**
 * The open state of a modal: controlled by `isOpen`, kept from `defaultOpen` (react-stately's
 * `useOverlayTriggerState` either way), or — when neither is given — the state of a surrounding
 * `DialogTrigger`, whose changes are reported to `onOpenChange` too. Closing goes through one
 * place, so a wrapper (AlertDialog) can tell why its dialog closed.
 */
export function useOverlayState({
  isOpen,
  defaultOpen,
  onOpenChange,
}: OverlayStateProps): OverlayState {
  const trigger = useContext(OverlayTriggerStateContext);
  const fromTrigger = isOpen === undefined && defaultOpen === undefined && trigger !== null;
  const own = useOverlayTriggerState({
    isOpen,
    defaultOpen,
    onOpenChange: fromTrigger ? undefined : onOpenChange,
  });
  if (!fromTrigger) return own;
  return {
    isOpen: trigger.isOpen,
    setOpen: (next) => {
      trigger.setOpen(next);
      onOpenChange?.(next);
    },
  };
}
