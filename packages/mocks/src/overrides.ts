/** The localStorage key whose JSON the demo backend merges into its answers on every request. */
export const DEMO_OVERRIDES_KEY = 'coop-portal:demo-overrides';

/**
 * Overrides of features, settings, configuration, maintenance and failing calls without
 * rebuilding: `{ "features": { "QuickPay": false }, "settings": { …site settings… }, "config": {
 * …site configuration fields and configuration keys… }, "maintenance": true, "failures": {
 * "getMyMeterUrl": 500 }, "outageInfo": { "hideOutageCallBackRequest": true } }`.
 */
export interface DemoOverrides {
  features?: Record<string, boolean>;
  settings?: Record<string, unknown>;
  config?: Record<string, unknown>;
  maintenance?: boolean;
  /**
   * Calls that fail, by the contract's endpoint id (e.g. `getLinkedAccounts`), with the error
   * status they answer (400-599; any other value is ignored).
   */
  failures?: Record<string, number>;
  /**
   * Fields laid over every account's outage info (doc 2 §3), e.g. `{ "hideOutageCallBackRequest":
   * true }` hides the call-back request, `{ "callbackCheckBoxDefaultValue": false }` leaves it off.
   */
  outageInfo?: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Overrides set in code (Node tests, the Node mock server); merged under the browser's. */
let codeOverrides: DemoOverrides = {};

/** Sets overrides from code (e.g. a test: `setDemoOverrides({ maintenance: true })`). */
export function setDemoOverrides(overrides: DemoOverrides = {}) {
  codeOverrides = overrides;
}

/** The overrides in force for this request: code overrides, then the browser's localStorage. */
export function readDemoOverrides(): DemoOverrides {
  let stored: DemoOverrides = {};
  try {
    const raw =
      typeof localStorage === 'undefined' ? null : localStorage.getItem(DEMO_OVERRIDES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (isRecord(parsed)) stored = parsed;
  } catch {
    // A malformed value is ignored (and the demo keeps answering).
  }
  const pick = (key: 'features' | 'settings' | 'config' | 'outageInfo') => {
    const merged = {
      ...(isRecord(codeOverrides[key]) ? codeOverrides[key] : {}),
      ...(isRecord(stored[key]) ? stored[key] : {}),
    };
    return Object.keys(merged).length ? merged : undefined;
  };
  const failures = { ...errorStatuses(codeOverrides.failures), ...errorStatuses(stored.failures) };
  const features = pick('features');
  const settings = pick('settings');
  const config = pick('config');
  const outageInfo = pick('outageInfo');
  const maintenance =
    typeof stored.maintenance === 'boolean' ? stored.maintenance : codeOverrides.maintenance;
  return {
    ...(features ? { features: features as Record<string, boolean> } : {}),
    ...(settings ? { settings } : {}),
    ...(config ? { config } : {}),
    ...(outageInfo ? { outageInfo } : {}),
    ...(maintenance === undefined ? {} : { maintenance }),
    ...(Object.keys(failures).length ? { failures } : {}),
  };
}

/** The entries of a failures override whose value is an error status (a whole number, 400-599). */
function errorStatuses(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' &&
        Number.isInteger(entry[1]) &&
        entry[1] >= 400 &&
        entry[1] <= 599,
    ),
  );
}

/** `base` with the override's keys laid over it (same type: the answer is still checked). */
export function mergeOverride<T extends object>(
  base: T,
  patch: Record<string, unknown> | undefined,
): T {
  return patch ? ({ ...base, ...patch } as T) : base;
}
