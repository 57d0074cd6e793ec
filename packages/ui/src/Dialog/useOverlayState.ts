import { useCallback, useContext, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';

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
 * The open state of a modal: controlled by `isOpen`, kept here from `defaultOpen`, or — when neither
 * is given — taken from a surrounding `DialogTrigger`. Closing goes through one place, so a wrapper
 * (AlertDialog) can tell why its dialog closed.
 */
export function useOverlayState({
  isOpen,
  defaultOpen,
  onOpenChange,
}: OverlayStateProps): OverlayState {
  const trigger = useContext(OverlayTriggerStateContext);
  const [own, setOwn] = useState(defaultOpen ?? false);
  const fromTrigger = isOpen === undefined && defaultOpen === undefined && trigger !== null;
  const setOpen = useCallback(
    (next: boolean) => {
      if (fromTrigger) trigger.setOpen(next);
      else if (isOpen === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [fromTrigger, trigger, isOpen, onOpenChange],
  );
  return { isOpen: fromTrigger ? trigger.isOpen : (isOpen ?? own), setOpen };
}
