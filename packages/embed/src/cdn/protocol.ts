import type { MountedWidget, MountOptions } from '../core';

/** What the widget script hands to the loader once it has run. */
export interface WidgetModule {
  version: string;
  mount(element: HTMLElement, options: MountOptions): MountedWidget;
}

/** The key (on `window.CoopPortalEmbed`) through which the widget script registers. */
export const registerKey = Symbol.for('@coop-portal/embed:register');

/** `window.CoopPortalEmbed`: the one global besides the custom element. */
export interface CoopPortalEmbed {
  /** The package version of this script. */
  readonly version: string;
  /** Fetches the widget (once); resolves when it can render. */
  load(): Promise<void>;
  /** `mount(element, options) → { update, open, unmount }`, fetching the widget first if needed. */
  mount(element: HTMLElement, options: MountOptions): MountedWidget;
  [registerKey]: (widget: WidgetModule) => void;
}

declare global {
  interface Window {
    CoopPortalEmbed?: CoopPortalEmbed;
  }
}
