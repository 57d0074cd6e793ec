import { useSyncExternalStore } from 'react';

/** A bar the tooltip may tell about, and where: its top centre in the chart frame's pixels. */
export interface TooltipAnchor {
  index: number;
  x: number;
  y: number;
}

/** The bar hovered and the bar focused; the hovered one wins. Escape hides it until the next. */
export interface TooltipState {
  hover: TooltipAnchor | null;
  focus: TooltipAnchor | null;
  dismissed: boolean;
}

/**
 * The tooltip's state lives outside the chart's React state, so hovering a bar re-renders only the
 * tooltip, never the hundreds of bars.
 */
export function createTooltipStore() {
  let state: TooltipState = { hover: null, focus: null, dismissed: false };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change: Partial<TooltipState>) {
      const next = { ...state, ...change };
      if (
        next.hover?.index === state.hover?.index &&
        next.focus?.index === state.focus?.index &&
        next.dismissed === state.dismissed
      ) {
        return;
      }
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type TooltipStore = ReturnType<typeof createTooltipStore>;

/** The bar whose tooltip shows, or null. */
export function useTooltipAnchor(store: TooltipStore): TooltipAnchor | null {
  return useSyncExternalStore(store.subscribe, () => {
    const { hover, focus, dismissed } = store.get();
    return dismissed ? null : (hover ?? focus);
  });
}

/** Where a bar element is, relative to the frame the tooltip is placed in. */
export function anchorOf(target: EventTarget | null): TooltipAnchor | null {
  if (!(target instanceof Element)) return null;
  const value = target.getAttribute('data-chart-index');
  const frame = target.closest('[data-chart-frame]');
  if (value === null || !frame) return null;
  const bar = target.getBoundingClientRect();
  const box = frame.getBoundingClientRect();
  return { index: Number(value), x: bar.left + bar.width / 2 - box.left, y: bar.top - box.top };
}
