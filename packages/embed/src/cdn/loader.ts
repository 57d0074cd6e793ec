// The `<coop-quick-pay>` loader: the one script a co-op page includes. It defines the element and
// `window.CoopPortalEmbed`, draws the themed button at once, and fetches the widget script (React,
// the dialog, the API client) only on intent — pointer over, focus or click — or at once when
// `mode="inline"`. Besides types it imports only constants (its CSS, the attribute names, the
// default label), never React or the widget, so it stays a few kilobytes.
import type { MountedWidget, MountOptions } from '../core';
import type { CoopQuickPayElement as CoopQuickPayElementApi } from '../element';
import type { QuickPayEventMap } from '../events';
import { hostCss, triggerCss } from '../hostStyles';
import { quickPayAttributes } from '../quickPay/attributes';
import { defaultQuickPayLabel } from '../quickPay/label';
import { registerKey, type CoopPortalEmbed, type WidgetModule } from './protocol';

declare const __COOP_VERSION__: string;
declare const __COOP_WIDGET_FILE__: string;
declare const __COOP_WIDGET_INTEGRITY__: string;
declare const __COOP_THEME_CSS__: string;

const current = document.currentScript as HTMLScriptElement | null;
const baseUrl = current?.src || document.baseURI;
const nonce = current?.nonce;

let widget: WidgetModule | undefined;
let loading: Promise<WidgetModule> | undefined;

/** Fetches the widget script once, with its SRI hash, as a classic script (no eval, no blob). */
function loadWidget(): Promise<WidgetModule> {
  if (widget) return Promise.resolve(widget);
  loading ??= new Promise<WidgetModule>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(__COOP_WIDGET_FILE__, baseUrl).href;
    script.integrity = __COOP_WIDGET_INTEGRITY__;
    script.crossOrigin = 'anonymous';
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      script.remove();
      if (widget) resolve(widget);
      else reject(new Error(`@coop-portal/embed: ${script.src} did not register`));
    };
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error(`@coop-portal/embed: could not load ${script.src}`));
    };
    document.head.append(script);
  });
  return loading;
}

let loaderSheet: CSSStyleSheet | undefined;

function emit<Name extends keyof QuickPayEventMap>(
  host: Element,
  name: Name,
  detail: QuickPayEventMap[Name],
) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * `<coop-quick-pay api-base-url="…" application-id="…">`: Quick Pay in an open shadow root. See
 * the package README for the attributes, events, parts and theming.
 */
class CoopQuickPayElement extends HTMLElement implements CoopQuickPayElementApi {
  static readonly observedAttributes = quickPayAttributes;
  #mounted: MountedWidget | undefined;
  #placeholder: HTMLElement | undefined;
  #wantsOpen = false;
  #loading = false;
  /** A press on the placeholder button that has not ended yet: its end, after the click. */
  #press: Promise<void> | undefined;

  /** Opens the Quick Pay dialog (fetching the widget first if needed). */
  open() {
    if (this.#mounted) this.#mounted.open();
    else {
      this.#wantsOpen = true;
      void this.#load();
    }
  }

  connectedCallback() {
    this.#applyTheme();
    if (this.#mounted || this.#placeholder) return;
    this.#drawPlaceholder();
    if (this.getAttribute('mode') === 'inline') void this.#load();
  }

  disconnectedCallback() {
    this.#mounted?.unmount();
    this.#mounted = undefined;
    this.#placeholder?.remove();
    this.#placeholder = undefined;
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null) {
    if (previous === next) return;
    if (name === 'theme') this.#applyTheme();
    if (this.#mounted) {
      const options = this.#options();
      if (typeof options !== 'string') this.#mounted.update(options);
    } else if (this.#placeholder && name === 'label') {
      const button = this.#placeholderButton();
      if (button) button.textContent = this.#label();
    } else if (this.#placeholder && name === 'mode') {
      this.#placeholder.remove();
      this.#placeholder = undefined;
      this.#drawPlaceholder();
      if (next === 'inline') void this.#load();
    }
  }

  #label() {
    return this.getAttribute('label')?.trim() || defaultQuickPayLabel;
  }

  #applyTheme() {
    const theme = this.getAttribute('theme');
    if (theme === 'light' || theme === 'dark') this.setAttribute('data-coop-theme', theme);
    else this.removeAttribute('data-coop-theme');
  }

  #options(): MountOptions | string {
    const apiBaseUrl = this.getAttribute('api-base-url')?.trim();
    const applicationId = this.getAttribute('application-id')?.trim();
    const missing = [!apiBaseUrl && 'api-base-url', !applicationId && 'application-id'].filter(
      Boolean,
    );
    if (missing.length > 0) return `<coop-quick-pay>: missing ${missing.join(', ')}`;
    const theme = this.getAttribute('theme');
    const timeout = Number(this.getAttribute('request-timeout'));
    return {
      widget: 'quick-pay',
      apiBaseUrl: apiBaseUrl!,
      applicationId: applicationId!,
      accountNumber: this.getAttribute('account-number'),
      mode: this.getAttribute('mode') === 'inline' ? 'inline' : 'button',
      label: this.#label(),
      colorScheme: theme === 'light' || theme === 'dark' ? theme : undefined,
      requestTimeoutMs: timeout > 0 ? timeout : undefined,
    };
  }

  #placeholderButton() {
    return this.#placeholder?.querySelector('button');
  }

  /**
   * The button, drawn by the loader until the widget arrives (same look, same part name); inline,
   * an empty root (the widget is on its way and draws no button).
   */
  #drawPlaceholder() {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!loaderSheet) {
      loaderSheet = new CSSStyleSheet();
      loaderSheet.replaceSync([__COOP_THEME_CSS__, hostCss, triggerCss].join('\n'));
    }
    shadow.adoptedStyleSheets = [loaderSheet];
    const root = document.createElement('div');
    root.className = 'coop-embed-root';
    shadow.append(root);
    this.#placeholder = root;
    if (this.getAttribute('mode') === 'inline') return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'coop-embed-trigger';
    button.setAttribute('part', 'button');
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-expanded', 'false');
    button.textContent = this.#label();
    const intent = () => void this.#load();
    button.addEventListener('pointerenter', intent);
    button.addEventListener('focus', intent);
    button.addEventListener('click', () => this.open());
    this.#watchPress(button);
    root.append(button);
  }

  /**
   * Notes a press on the placeholder button (a pointer down, or Space held) until it ends. The
   * widget arriving mid-press must not swap the button: the press would start on one button and
   * end on another, the browser would send no click, and Quick Pay would not open. So the swap
   * waits for the end of the press and the click it sends (the same task as the release).
   */
  #watchPress(button: HTMLButtonElement) {
    const pressUntil = (ends: readonly string[]) => {
      if (this.#press) return;
      this.#press = new Promise((resolve) => {
        const end = () => {
          for (const name of ends) window.removeEventListener(name, end, true);
          setTimeout(() => {
            this.#press = undefined;
            resolve();
          });
        };
        for (const name of ends) window.addEventListener(name, end, true);
      });
    };
    button.addEventListener('pointerdown', () => pressUntil(['pointerup', 'pointercancel']));
    button.addEventListener('keydown', (event) => {
      if (event.key === ' ') pressUntil(['keyup', 'blur']);
    });
  }

  async #load() {
    if (this.#mounted || this.#loading) return;
    const options = this.#options();
    if (typeof options === 'string') {
      console.error(options);
      emit(this, 'coop-quick-pay:error', { step: 'load', message: options });
      return;
    }
    this.#loading = true;
    this.#placeholderButton()?.setAttribute('aria-busy', 'true');
    let loaded: WidgetModule;
    try {
      loaded = await loadWidget();
      // The widget replaces the placeholder only between presses (see #watchPress).
      while (this.#press) await this.#press;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.#placeholderButton()?.removeAttribute('aria-busy');
      emit(this, 'coop-quick-pay:error', { step: 'load', message });
      return;
    } finally {
      this.#loading = false;
    }
    if (!this.isConnected || this.#mounted) return;
    const shadow = this.shadowRoot!;
    const placeholderButton = this.#placeholderButton();
    const hadFocus = Boolean(placeholderButton) && shadow.activeElement === placeholderButton;
    const latest = this.#options();
    this.#mounted = loaded.mount(this, typeof latest === 'string' ? options : latest);
    this.#placeholder?.remove();
    this.#placeholder = undefined;
    if (hadFocus) shadow.querySelector<HTMLElement>('.coop-embed-trigger')?.focus();
    if (this.#wantsOpen) {
      this.#wantsOpen = false;
      this.#mounted.open();
    }
  }
}

/** `mount()` before the widget is fetched: calls wait for it, in order. */
function lazyMount(element: HTMLElement, options: MountOptions): MountedWidget {
  let real: MountedWidget | undefined;
  let pending: ((widget: MountedWidget) => void)[] = [];
  let unmounted = false;
  const run = (call: (widget: MountedWidget) => void) => {
    if (real) call(real);
    else pending.push(call);
  };
  loadWidget().then(
    (loaded) => {
      if (unmounted) return;
      real = loaded.mount(element, options);
      for (const call of pending) call(real);
      pending = [];
    },
    (error: unknown) => {
      emit(element, 'coop-quick-pay:error', {
        step: 'load',
        message: error instanceof Error ? error.message : String(error),
      });
    },
  );
  return {
    update: (next) => run((widget) => widget.update(next)),
    open: () => run((widget) => widget.open()),
    unmount: () => {
      unmounted = true;
      real?.unmount();
      pending = [];
    },
  };
}

if (!window.CoopPortalEmbed) {
  const namespace: CoopPortalEmbed = {
    version: __COOP_VERSION__,
    load: () => loadWidget().then(() => undefined),
    mount: lazyMount,
    [registerKey]: (module) => {
      widget ??= module;
    },
  };
  Object.defineProperty(window, 'CoopPortalEmbed', { value: Object.freeze(namespace) });
}
if (!customElements.get('coop-quick-pay')) {
  customElements.define('coop-quick-pay', CoopQuickPayElement);
}
