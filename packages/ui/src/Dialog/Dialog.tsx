import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  composeRenderProps,
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogTriggerProps as AriaDialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { deepActiveElement } from '../focus/deepActiveElement';
import { composeClassName } from '../internal/renderProps';
import { useKitCatalogue } from '../locale';
import { CloseButtonFrame } from './CloseButton';
import * as styles from './Dialog.css';
import { dialogMessages } from './messages';
import { useOverlayState, type OverlayStateProps } from './useOverlayState';

export type DialogSize = 'sm' | 'md' | 'lg';
/** sm 400px (help and warning dialogs), md 600px (Quick Pay), lg 900px. */
export const dialogSizes = ['sm', 'md', 'lg'] as const satisfies readonly DialogSize[];

type Slot = ReactNode | ((helpers: { close: () => void }) => ReactNode);

export interface DialogProps extends OverlayStateProps {
  /** The visible title, a heading that names the dialog. */
  title: ReactNode;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The body; scrolls when it is taller than the dialog. A function receives `close`. */
  children?: Slot;
  /** Actions (buttons) in a footer that stays visible while the body scrolls. */
  footer?: Slot;
  /** A preset width: sm 400px, md 600px (default), lg 900px. */
  size?: DialogSize;
  /** Any CSS width, e.g. '600px', '94%', '80vw'; wins over `size`. Never wider than the screen. */
  width?: string;
  /** Any CSS height, e.g. '90%'; by default the dialog is as tall as its content. */
  height?: string;
  /** Under 600px wide the dialog takes the whole screen (default true). */
  fullScreenOnMobile?: boolean;
  /**
   * Whether Escape and the close button close the dialog (default true). Set false for a dialog
   * that must be answered through its own actions.
   */
  isDismissable?: boolean;
  /** Whether a click on the backdrop closes the dialog (default false). */
  closeOnOutsideClick?: boolean;
  /** Show the × button in the header (default: when `isDismissable`). */
  showCloseButton?: boolean;
  /** The close button's accessible name (default 'Close'). */
  closeLabel?: string;
  /** 'alertdialog' for a confirmation that interrupts (used by AlertDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that describes the dialog, if any. */
  'aria-describedby'?: string;
  /**
   * The dialog box's class, after the kit's own: a string or a function of react-aria's modal
   * render props (`isEntering`, `isExiting`).
   */
  className?: ModalOverlayProps['className'];
  /** The dialog box's inline style, a value or a function of the same render props. */
  style?: ModalOverlayProps['style'];
}

const varName = (cssVar: string) => cssVar.replace(/^var\((--[^),]+).*\)$/, '$1');

function useIsScrollable(ref: RefObject<HTMLElement | null>) {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    const resizes = new ResizeObserver(check);
    const observeChildren = () => {
      for (const child of Array.from(element.children)) resizes.observe(child);
    };
    resizes.observe(element);
    observeChildren();
    // Content that changes (a step of a wizard, a list that loads) can start or stop scrolling.
    const mutations = new MutationObserver(() => {
      observeChildren();
      check();
    });
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return scrollable;
}

function DialogBody({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  // A body that scrolls takes focus, so keyboard users can scroll it (and axe's
  // scrollable-region-focusable rule holds); otherwise it stays out of the tab order.
  return (
    <div
      ref={ref}
      className={styles.body}
      role={scrollable ? 'region' : undefined}
      aria-labelledby={scrollable ? labelledBy : undefined}
      tabIndex={scrollable ? 0 : undefined}
    >
      {children}
    </div>
  );
}

/**
 * Puts focus back on what had it when the dialog opened, as soon as the dialog is gone. react-aria
 * does the same a frame later, and until then focus is on the page's body, where whatever runs
 * first in that frame can take it: a dialog under this one keeping focus inside itself moved it to
 * its first control (its close button) when a confirmation over it was answered before the next
 * frame (a busy phone, a quick key). Rendered last in the modal, so its clean-up runs after the
 * modal's own, which makes the page outside usable again, and after any dialog opened inside it.
 * Leaves focus alone if something already has it (a click elsewhere, a view that focused its
 * heading).
 */
function ReturnFocusOnClose() {
  const [opener] = useState(() => deepActiveElement());
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
      const { body } = opener.ownerDocument;
      const active = deepActiveElement(opener.ownerDocument);
      if (opener === body || (active && active !== body)) return;
      opener.focus({ preventScroll: true });
    },
    [opener],
  );
  return null;
}

/**
 * A modal dialog on react-aria-components: a visible title names it, focus moves in and stays in
 * while it is open and returns to what opened it, Escape closes it unless `isDismissable` is
 * false. The header and footer stay put while a long body scrolls; under 600px wide it takes the
 * whole screen. Open it with `isOpen`/`onOpenChange`, or put it in a `DialogTrigger` after the
 * button that opens it. Rendered in a portal that follows react-aria's `UNSAFE_PortalProvider`,
 * so it also works inside an embed's shadow root.
 */
export function Dialog({
  title,
  headingLevel = 2,
  children,
  footer,
  size = 'md',
  width,
  height,
  fullScreenOnMobile = true,
  isDismissable = true,
  closeOnOutsideClick = false,
  showCloseButton = isDismissable,
  closeLabel,
  role = 'dialog',
  'aria-describedby': describedBy,
  className,
  style,
  isOpen,
  defaultOpen,
  onOpenChange,
}: DialogProps) {
  const state = useOverlayState({ isOpen, defaultOpen, onOpenChange });
  // Read while the dialog is still closed, so that opening it never waits for a translation.
  const messages = useKitCatalogue('dialog', dialogMessages);
  const titleId = useId();
  const geometry: Record<string, string> = {};
  if (width) geometry[varName(styles.widthVar)] = width;
  if (height) geometry[varName(styles.heightVar)] = height;
  const close = () => state.setOpen(false);
  const render = (slot: Slot) => (typeof slot === 'function' ? slot({ close }) : slot);
  return (
    <ModalOverlay
      isOpen={state.isOpen}
      onOpenChange={state.setOpen}
      isDismissable={closeOnOutsideClick}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
      // A press on the backdrop leaves focus where it was, in the dialog. The browser would move it
      // to the page's body, and react-aria brings it back only a frame later: a key pressed in
      // between (Escape) would go to the body, and the dialog would not hear it.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      // A confirmation opens over another dialog (Quick Pay's "Quit payment"). react-aria makes
      // everything outside an open modal inert, also what is added later: inside a shadow root
      // (an embed) the first dialog's watcher stays on and made the confirmation itself inert.
      // react-aria leaves nodes marked as its top layer alone; the confirmation is the top layer.
      data-react-aria-top-layer={role === 'alertdialog' ? '' : undefined}
    >
      <Modal
        className={composeClassName(className, styles.modal({ size, fullScreenOnMobile }))}
        style={composeRenderProps(style, (own): CSSProperties => ({ ...geometry, ...own }))}
      >
        <AriaDialog
          role={role}
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          className={styles.dialog}
        >
          <div className={styles.header}>
            <Heading id={titleId} level={headingLevel} className={styles.title}>
              {title}
            </Heading>
            {showCloseButton ? (
              <CloseButtonFrame label={closeLabel ?? messages.close} onPress={close} />
            ) : null}
          </div>
          {children !== undefined && children !== null ? (
            <DialogBody labelledBy={titleId}>{render(children)}</DialogBody>
          ) : null}
          {footer ? <div className={styles.footer}>{render(footer)}</div> : null}
        </AriaDialog>
        <ReturnFocusOnClose />
      </Modal>
    </ModalOverlay>
  );
}

export type DialogTriggerProps = AriaDialogTriggerProps;

/**
 * Opens the `Dialog` (or `AlertDialog`) that follows its trigger button, and returns focus to the
 * button when it closes: `<DialogTrigger><Button>Help</Button><Dialog title="Help">…</Dialog></DialogTrigger>`.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
