import type { Metric } from 'web-vitals';

/**
 * Core Web Vitals in the field, for the co-op's analytics: when an analytics code is set, the
 * portal reports each page's Largest Contentful Paint, Interaction to Next Paint and Cumulative
 * Layout Shift as Google tag events (the `web-vitals` library, loaded only then). Layout shifts and
 * slow interactions are reported as they happen, each with the path of the page shown at that
 * moment, so a route's figures are its own; the largest paint belongs to the page the visit
 * started on. Paths carry no query, so account numbers stay out of them.
 */

let started = false;

/** The Google tag event of one report (value as the tag expects it: CLS × 1000, whole numbers). */
export function vitalsEvent(
  metric: Pick<Metric, 'name' | 'id' | 'value' | 'delta' | 'rating'>,
  pagePath: string,
) {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    value: Math.round(metric.delta * scale),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    page_path: pagePath,
    non_interaction: true,
  };
}

/**
 * Starts the reports once per visit; later calls do nothing. `currentPath` gives the path of the
 * page shown (the router's, without the query).
 */
export async function startWebVitals(
  currentPath: () => string,
  win: Window = window,
): Promise<void> {
  if (started) return;
  started = true;
  const landingPath = currentPath();
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const send = (metric: Metric, pagePath: string) =>
    win.gtag?.('event', metric.name, vitalsEvent(metric, pagePath));
  onLCP((metric) => send(metric, landingPath));
  onCLS((metric) => send(metric, currentPath()), { reportAllChanges: true });
  onINP((metric) => send(metric, currentPath()), { reportAllChanges: true });
}
