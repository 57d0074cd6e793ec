import type { EmbedWidget, MountedWidget, MountOptions } from '../core';

/** What the widget script hands to the loader once it has run. */
export interface WidgetModule {
  version: string;
  /** The widgets it mounts (left out: Quick Pay's script). */
  widgets?: readonly EmbedWidget[];
  mount(element: HTMLElement, options: MountOptions): MountedWidget;
}

/** One loader's part of the namespace: fetches its widget script, takes it when it registers. */
export interface WidgetLoader {
  load(): Promise<WidgetModule>;
  deliver(module: WidgetModule): void;
}

/** The key (on `window.CoopPortalEmbed`) through which the widget script registers. */
export const registerKey = Symbol.for('@coop-portal/embed:register');

/** The key (on `window.CoopPortalEmbed`) of the loaders on the page, by widget. */
export const loadersKey = Symbol.for('@coop-portal/embed:loaders');

/** `window.CoopPortalEmbed`: the one global besides the custom element. */
export interface CoopPortalEmbed {
  /** The package version of this script. */
  readonly version: string;
  /** Fetches a widget's script (once; default Quick Pay); resolves when it can render. */
  load(widget?: EmbedWidget): Promise<void>;
  /** `mount(element, options) → { update, open, unmount }`, fetching the widget first if needed. */
  mount(element: HTMLElement, options: MountOptions): MountedWidget;
  [registerKey]: (widget: WidgetModule) => void;
  [loadersKey]: Partial<Record<EmbedWidget, WidgetLoader>>;
}

declare global {
  interface Window {
    CoopPortalEmbed?: CoopPortalEmbed;
  }
}
