// What every `<coop-…>` loader script shares: the element (a themed button drawn at once, or
// inline an empty root), the widget script fetched with its SRI hash on intent or at once when
// inline, and `window.CoopPortalEmbed`. Each loader (`loader.ts`: `<coop-quick-pay>`,
// `outageLoader.ts`: `<coop-outage>`) is built on its own with its widget file's name and hash;
// both may be on one page: the first defines `window.CoopPortalEmbed`, and each registers its
// widget there (`loadersKey`), so either's widget script reaches its own loader. Besides types it
// imports only constants (its CSS), never React or a widget, so each loader stays a few kilobytes.
import type { Locale } from '@coop-portal/ui/locales';
import type { EmbedWidget, MountedWidget, MountOptions } from '../core';
import { hostCss, triggerCss } from '../hostStyles';
import { embedLocale } from '../language';
import {
  loadersKey,
  registerKey,
  type CoopPortalEmbed,
  type WidgetLoader,
  type WidgetModule,
} from './protocol';

/** What one loader script defines: its element and the widget script it fetches. */
export interface LoaderConfig {
  version: string;
  /** The custom element's tag, e.g. 'coop-quick-pay'. */
  tag: string;
  /** The widget its script mounts (`MountOptions.widget`). */
  widget: 'quick-pay' | 'outage';
  /** The attributes the element observes. */
  attributes: readonly string[];
  /** The button's text unless the page sets `label`, in each language. */
  defaultLabels: Readonly<Record<Locale, string>>;
  /** The error event (`step: 'load'`) when the widget cannot start. */
  errorEvent: 'coop-quick-pay:error' | 'coop-outage:error';
  /** The widget script: its file name (beside the loader) and its SRI hash. */
  widgetFile: string;
  widgetIntegrity: string;
  /** The theme's tokens, for the button the loader draws. */
  themeCss: string;
}

/** Defines the element of `config` and, if no loader has yet, `window.CoopPortalEmbed`. */
export function startLoader(config: LoaderConfig) {
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
      script.src = new URL(config.widgetFile, baseUrl).href;
      script.integrity = config.widgetIntegrity;
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

  /** The element's `load` failure, as its error event. */
  function emitLoadError(host: Element, message: string) {
    host.dispatchEvent(
      new CustomEvent(config.errorEvent, {
        detail: { step: 'load', message },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /**
   * `<coop-… api-base-url="…" application-id="…">`: the widget in an open shadow root. See the
   * package README for the attributes, events, parts and theming.
   */
  class CoopEmbedElement extends HTMLElement {
    static readonly observedAttributes = config.attributes;
    #mounted: MountedWidget | undefined;
    #placeholder: HTMLElement | undefined;
    #wantsOpen = false;
    #loading = false;
    /** A press on the placeholder button that has not ended yet: its end, after the click. */
    #press: Promise<void> | undefined;
    /** Watches the page's `lang` attributes while the element is in the page (see #watchLanguage). */
    #languageWatch: MutationObserver | undefined;
    #locale: Locale | undefined;

    /** Opens the widget's dialog (fetching the widget first if needed). */
    open() {
      if (this.#mounted) this.#mounted.open();
      else {
        this.#wantsOpen = true;
        void this.#load();
      }
    }

    connectedCallback() {
      this.#applyTheme();
      this.#watchLanguage();
      if (this.#mounted || this.#placeholder) return;
      this.#drawPlaceholder();
      if (this.getAttribute('mode') === 'inline') void this.#load();
    }

    disconnectedCallback() {
      this.#languageWatch?.disconnect();
      this.#languageWatch = undefined;
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
      } else if (this.#placeholder && (name === 'label' || name === 'lang')) {
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
      return this.getAttribute('label')?.trim() || config.defaultLabels[embedLocale(this)];
    }

    /**
     * Follows the page's language while the element has no `lang` of its own: a page that switches
     * language (its `<html lang>`, or an element's above this one) switches the widget too. Only
     * `lang` attributes are watched.
     */
    #watchLanguage() {
      if (this.#languageWatch) return;
      this.#locale = embedLocale(this);
      this.#languageWatch = new MutationObserver(() => {
        const locale = embedLocale(this);
        if (locale === this.#locale) return;
        this.#locale = locale;
        if (this.#mounted) {
          const options = this.#options();
          if (typeof options !== 'string') this.#mounted.update(options);
        } else {
          const button = this.#placeholderButton();
          if (button) button.textContent = this.#label();
        }
      });
      this.#languageWatch.observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['lang'],
        subtree: true,
      });
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
      if (missing.length > 0) return `<${config.tag}>: missing ${missing.join(', ')}`;
      const theme = this.getAttribute('theme');
      const timeout = Number(this.getAttribute('request-timeout'));
      return {
        widget: config.widget,
        apiBaseUrl: apiBaseUrl!,
        applicationId: applicationId!,
        accountNumber: this.getAttribute('account-number'),
        mode: this.getAttribute('mode') === 'inline' ? 'inline' : 'button',
        label: this.getAttribute('label')?.trim() || undefined,
        locale: embedLocale(this),
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
        loaderSheet.replaceSync([config.themeCss, hostCss, triggerCss].join('\n'));
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
        emitLoadError(this, options);
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
        emitLoadError(this, message);
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

  /** This loader's part of the namespace: fetch its widget, and take it when it registers. */
  const loader: WidgetLoader = {
    load: loadWidget,
    deliver: (module) => {
      widget ??= module;
    },
  };

  const namespace: CoopPortalEmbed =
    window.CoopPortalEmbed ?? createNamespace(config.version, loadersOf(undefined));
  loadersOf(namespace)[config.widget] ??= loader;
  if (!customElements.get(config.tag)) customElements.define(config.tag, CoopEmbedElement);
}

type Loaders = Partial<Record<EmbedWidget, WidgetLoader>>;

/** The loaders registered on the namespace (a fresh map for a namespace about to be made). */
function loadersOf(namespace: CoopPortalEmbed | undefined): Loaders {
  return namespace?.[loadersKey] ?? {};
}

/** The widgets a widget script mounts (a script without the list is Quick Pay's). */
const widgetsOf = (module: WidgetModule) => module.widgets ?? ['quick-pay'];

/** Defines `window.CoopPortalEmbed` (frozen; its loaders map is where each loader registers). */
function createNamespace(version: string, loaders: Loaders): CoopPortalEmbed {
  const loaderFor = (name: EmbedWidget) => {
    const found = loaders[name];
    if (!found) throw new TypeError(`@coop-portal/embed: no loader for the "${name}" widget`);
    return found;
  };
  const namespace: CoopPortalEmbed = {
    version,
    load: (name = 'quick-pay') =>
      loaderFor(name)
        .load()
        .then(() => undefined),
    mount: (element, options) => lazyMount(loaderFor(options.widget), element, options),
    [registerKey]: (module) => {
      for (const name of widgetsOf(module)) loaders[name]?.deliver(module);
    },
    [loadersKey]: loaders,
  };
  Object.defineProperty(window, 'CoopPortalEmbed', { value: Object.freeze(namespace) });
  return namespace;
}

/** `mount()` before the widget is fetched: calls wait for it, in order. */
function lazyMount(
  loader: WidgetLoader,
  element: HTMLElement,
  options: MountOptions,
): MountedWidget {
  let real: MountedWidget | undefined;
  let pending: ((widget: MountedWidget) => void)[] = [];
  let unmounted = false;
  const run = (call: (widget: MountedWidget) => void) => {
    if (real) call(real);
    else pending.push(call);
  };
  loader.load().then(
    (loaded) => {
      if (unmounted) return;
      real = loaded.mount(element, options);
      for (const call of pending) call(real);
      pending = [];
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const event = options.widget === 'outage' ? 'coop-outage:error' : 'coop-quick-pay:error';
      element.dispatchEvent(
        new CustomEvent(event, {
          detail: { step: 'load', message },
          bubbles: true,
          composed: true,
        }),
      );
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
