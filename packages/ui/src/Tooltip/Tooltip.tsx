import type { ReactElement, ReactNode } from 'react';
import {
  Focusable,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type Placement,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { composeClassName } from '../internal/renderProps';
import * as styles from './Tooltip.css';

export type TooltipPlacement = Placement;

export interface TooltipProps {
  /** The text shown, also given to the trigger as its accessible description while shown. */
  content: ReactNode;
  /**
   * The trigger: a react-aria control of this kit (Button, Link…). With `isTriggerDisabled`, any
   * disabled control.
   */
  children: ReactElement;
  /**
   * The control is disabled: wrap it in a focusable stand-in (a disabled button to assistive
   * technology) so hovering it or tabbing to it still shows the text — e.g. a restricted payment
   * type with 'Credit Card Payment Restricted.'
   */
  isTriggerDisabled?: boolean;
  /** Where it appears (default 'top'); it flips when there is no room. */
  placement?: TooltipPlacement;
  /** Milliseconds of hovering before it shows (default 600). Keyboard focus shows it at once. */
  delay?: number;
  /** Milliseconds before it hides after the pointer leaves (default 300). */
  closeDelay?: number;
  /** Turns the tooltip off. */
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * The tooltip bubble's class, after the kit's own: a string or a function of react-aria's
   * tooltip render props (`placement`, `isEntering`, `isExiting`).
   */
  className?: AriaTooltipProps['className'];
  style?: AriaTooltipProps['style'];
}

/**
 * A tooltip on react-aria-components: shown on hover and on keyboard focus, hidden with Escape,
 * and tied to its trigger as an accessible description while shown. Works on disabled controls
 * through `isTriggerDisabled`. Keep essential information out of tooltips only: touch screens do
 * not hover.
 */
export function Tooltip({
  content,
  children,
  isTriggerDisabled = false,
  placement = 'top',
  delay = 600,
  closeDelay = 300,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  style,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {isTriggerDisabled ? (
        <Focusable>
          <span role="button" aria-disabled="true" tabIndex={0} className={styles.disabledTrigger}>
            {children}
          </span>
        </Focusable>
      ) : (
        children
      )}
      <AriaTooltip
        placement={placement}
        offset={10}
        className={composeClassName(className, styles.tooltip)}
        style={style}
      >
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
