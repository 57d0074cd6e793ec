// What Lighthouse's simulation (Lantern) counts towards a page's largest contentful paint: the
// requests and main-thread tasks of its graph, with the times it simulated for them on a slow 4G
// phone. The figure Lighthouse reports is the end of the last of them, so the rows that end last,
// and what they wait on, are where to look. Reads Lighthouse's own modules (lighthouse 12), which
// its public API does not export: a tool for `pnpm bench:lighthouse`, not for the product.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** The names of the trace events that say what a main-thread task did. */
const TASK_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'ParseHTML',
  'Layout',
  'Paint',
]);

/** An address without its origin, at most 70 characters. */
const short = (/** @type {string} */ url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);

/**
 * The simulated LCP of one Lighthouse run and the graph behind it, one line per request or task,
 * in the order the simulation started them.
 * @param {import('lighthouse').Artifacts} artifacts the run's artifacts (`result.artifacts`)
 * @param {import('lighthouse').Config.Settings} settings the run's settings (`result.lhr.configSettings`)
 * @returns {Promise<string>}
 */
export async function lcpGraph(artifacts, settings) {
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const result = await LanternLargestContentfulPaint.request(
    /** @type {any} */ (data),
    /** @type {any} */ (context),
  );
  const lines = [
    `simulated LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}); the pessimistic graph: row, start and end in ms, what, the rows it waits on:`,
  ];
  const timings = [...result.pessimisticEstimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  /** @param {any} node */
  const describe = (node) =>
    node.type === 'network'
      ? `${node.request.resourceType ?? 'Other'} ${short(node.request.url)}`
      : `task ${node.childEvents
          .filter((/** @type {any} */ event) => TASK_EVENTS.has(event.name))
          .map((/** @type {any} */ event) => {
            const url = /** @type {{ data?: { url?: string } }} */ (event.args)?.data?.url;
            return url ? `${event.name} ${short(url)}` : event.name;
          })
          .slice(0, 4)
          .join(', ')}`;
  const rows = new Map(timings.map(([node], index) => [node, index + 1]));
  for (const [node, timing] of timings) {
    // What the row waits on, by row number (0: outside the graph's timings, the document's start).
    const after = node
      .getDependencies()
      .map((/** @type {any} */ dependency) => rows.get(dependency) ?? 0)
      .join(',');
    lines.push(
      `${String(rows.get(node)).padStart(3)} ${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${describe(node)}${after ? `  (after ${after})` : ''}`,
    );
  }
  return lines.join('\n');
}
