import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  VisuallyHidden,
} from 'react-aria-components';
import { cx } from '../classNames';
import { toneColors } from '../Alert/Alert.css';
import { alertMessages } from '../Alert/messages';
import { ToneIcon } from '../Alert/ToneIcon';
import { CloseButtonFrame } from '../Dialog/CloseButton';
import { dialogMessages } from '../Dialog/messages';
import { useKitCatalogue } from '../locale';
import { toastMessages } from './messages';
import * as styles from './Toast.css';

export type ToastTone = 'success' | 'info';
export const toastTones = ['success', 'info'] as const satisfies readonly ToastTone[];

export interface ToastOptions {
  /** A bold title above the message. */
  title?: ReactNode;
  /** success (default) or info. */
  tone?: ToastTone;
  /**
   * Milliseconds before it closes by itself (default: the provider's `timeout`); `null` keeps it
   * until it is closed. The time stops while the pointer is over the toasts or focus is in them.
   */
  timeout?: number | null;
  /** Called when it closes, by itself or by the member. */
  onClose?: () => void;
}

export interface ToastApi {
  /** Shows a message and returns its key. */
  show: (message: ReactNode, options?: ToastOptions) => string;
  /** Shows a success message (the same as `show`). */
  success: (message: ReactNode, options?: Omit<ToastOptions, 'tone'>) => string;
  /** Shows an informational message. */
  info: (message: ReactNode, options?: Omit<ToastOptions, 'tone'>) => string;
  /** Closes a toast by its key. */
  close: (key: string) => void;
}

interface ToastContent {
  message: ReactNode;
  title?: ReactNode;
  tone: ToastTone;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default milliseconds before a toast closes by itself (default 8000). */
  timeout?: number;
  /** How many toasts show at once; later ones wait (default 3). */
  maxVisibleToasts?: number;
  /** The name of the toasts' region landmark (default 'Notifications'). */
  label?: string;
  /** Each toast's close button name (default 'Close'). */
  closeLabel?: string;
  /** The tone names read before each message (default 'Success', 'Information'). */
  toneLabels?: Partial<Record<ToastTone, string>>;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows short success messages ("toasts") for the tree inside it; `useToast()` shows one. Each is
 * announced politely (`role="status"`), has a close button, and closes by itself after `timeout`
 * — the time stops while the pointer is over the toasts or focus is in them (WCAG 2.2.1), and F6
 * reaches their region from the keyboard. Built on react-aria-components' toast (still marked
 * UNSTABLE there); the region is rendered in a portal that follows react-aria's
 * `UNSAFE_PortalProvider`, so it also works inside an embed's shadow root.
 */
export function ToastProvider({
  children,
  timeout = 8000,
  maxVisibleToasts = 3,
  label,
  closeLabel,
  toneLabels,
}: ToastProviderProps) {
  // All read as the provider mounts, so that a toast never waits for a translation to appear.
  const messages = useKitCatalogue('toast', toastMessages);
  const alert = useKitCatalogue('alert', alertMessages);
  const dialog = useKitCatalogue('dialog', dialogMessages);
  const [queue] = useState(() => new ToastQueue<ToastContent>({ maxVisibleToasts }));
  const api = useMemo<ToastApi>(() => {
    const show = (message: ReactNode, options: ToastOptions = {}) =>
      queue.add(
        { message, title: options.title, tone: options.tone ?? 'success' },
        {
          timeout: options.timeout === null ? undefined : (options.timeout ?? timeout),
          onClose: options.onClose,
        },
      );
    return {
      show,
      success: (message, options) => show(message, { ...options, tone: 'success' }),
      info: (message, options) => show(message, { ...options, tone: 'info' }),
      close: (key) => queue.close(key),
    };
  }, [queue, timeout]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <AriaToastRegion queue={queue} aria-label={label ?? messages.label} className={styles.region}>
        {({ toast }) => {
          const { message, title, tone } = toast.content;
          return (
            <AriaToast
              toast={toast}
              data-tone={tone}
              className={cx(styles.toast, toneColors[tone])}
            >
              <ToneIcon tone={tone} className={styles.icon} />
              {/* A polite status rather than react-aria's default alert: these are confirmations. */}
              <AriaToastContent role="status" aria-live="polite" className={styles.content}>
                <VisuallyHidden>{`${toneLabels?.[tone] ?? alert.toneLabels[tone]}: `}</VisuallyHidden>
                <Text slot="title" className={title ? styles.title : styles.description}>
                  {title ?? message}
                </Text>
                {title ? (
                  <Text slot="description" className={styles.description}>
                    {message}
                  </Text>
                ) : null}
              </AriaToastContent>
              <CloseButtonFrame slot="close" label={closeLabel ?? dialog.close} />
            </AriaToast>
          );
        }}
      </AriaToastRegion>
    </ToastContext.Provider>
  );
}

/** Shows toasts from anywhere inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> around it.');
  return api;
}
