import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Report = (metric: Metric) => void;
const reporters = vi.hoisted(() => ({}) as Record<string, { report: Report; options?: unknown }>);
vi.mock('web-vitals', () => ({
  onLCP: (report: Report, options?: unknown) => (reporters.LCP = { report, options }),
  onCLS: (report: Report, options?: unknown) => (reporters.CLS = { report, options }),
  onINP: (report: Report, options?: unknown) => (reporters.INP = { report, options }),
}));

const metric = (name: Metric['name'], value: number, delta = value): Metric =>
  ({
    name,
    value,
    delta,
    id: `v5-${name}`,
    rating: 'good',
    entries: [],
    navigationType: 'navigate',
  }) as unknown as Metric;

afterEach(() => {
  delete window.gtag;
});

describe('Core Web Vitals reported to the co-op’s analytics', () => {
  it('sends LCP for the landing page, and CLS and INP as they change with the page shown then', async () => {
    // A fresh module: another test file of this worker may have started the reports already.
    vi.resetModules();
    const { startWebVitals } = await import('./webVitals');
    const events: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void events.push(args);
    let shown = '/accountoverview';
    await startWebVitals(() => shown);
    await startWebVitals(() => shown);
    expect(reporters.CLS?.options).toEqual({ reportAllChanges: true });
    expect(reporters.INP?.options).toEqual({ reportAllChanges: true });
    shown = '/usage-tracker';
    reporters.LCP?.report(metric('LCP', 1834.6));
    reporters.CLS?.report(metric('CLS', 0.1234, 0.0234));
    reporters.INP?.report(metric('INP', 96));
    expect(events).toEqual([
      ['event', 'LCP', expect.objectContaining({ value: 1835, page_path: '/accountoverview' })],
      [
        'event',
        'CLS',
        expect.objectContaining({
          value: 23,
          metric_value: 0.1234,
          metric_delta: 0.0234,
          page_path: '/usage-tracker',
          non_interaction: true,
        }),
      ],
      ['event', 'INP', expect.objectContaining({ value: 96, page_path: '/usage-tracker' })],
    ]);
  });
});
