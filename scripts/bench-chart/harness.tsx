// What each benchmark page runs: the chart renders into a 960 px wide container, and the page
// exposes `window.chartBench` for run.mjs to time the first render and a data update.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { benchDays, type BenchDay } from './data';

declare global {
  interface Window {
    chartBench?: {
      name: string;
      /** Milliseconds from render() until the DOM stopped changing (laid out each time). */
      firstRender: () => Promise<number>;
      update: () => Promise<number>;
      /** SVG shapes drawn: a check that every chart drew all its bars. */
      shapes: () => number;
    };
  }
}

/** How long the DOM has to stay unchanged for a render to count as finished. */
const QUIET_MS = 250;

/**
 * Times `render`: from the call until the last change to the container's DOM, each change laid out
 * (a forced layout in the mutation callback), so a chart that draws in several passes (measuring
 * its size first, a store update after mount…) is timed until its final picture, as a person sees
 * it. The quiet wait after the last change is not counted.
 */
function timeRender(container: HTMLElement, render: () => void): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    let timer = 0;
    const finish = () => {
      observer.disconnect();
      resolve(last - start);
    };
    const observer = new MutationObserver(() => {
      container.getBoundingClientRect();
      last = performance.now();
      window.clearTimeout(timer);
      timer = window.setTimeout(finish, QUIET_MS);
    });
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    render();
    container.getBoundingClientRect();
    last = performance.now();
    timer = window.setTimeout(finish, QUIET_MS);
  });
}

export function mountBench(name: string, chart: (days: BenchDay[]) => ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The benchmark page has no #root.');
  const root = createRoot(container);
  const versions = [benchDays(0), benchDays(1)] as const;
  let shown: 0 | 1 = 0;
  window.chartBench = {
    name,
    firstRender: () =>
      timeRender(container, () => flushSync(() => root.render(chart(versions[0])))),
    update: () => {
      shown = shown === 0 ? 1 : 0;
      return timeRender(container, () => flushSync(() => root.render(chart(versions[shown]))));
    },
    shapes: () => container.querySelectorAll('svg rect, svg path').length,
  };
}
