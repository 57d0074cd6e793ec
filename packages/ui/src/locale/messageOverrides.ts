import type { Locale } from './locales';

/**
 * One catalogue's wording as a co-op gives it, by message name: a message's text, or, for a group
 * of messages (`home: { title, welcome }`), an object of them.
 */
export interface MessageOverrideTree {
  readonly [message: string]: string | MessageOverrideTree;
}

/** A co-op's wording in one language, by catalogue name (`quickPay`, `kit.dialog`, `portal.frame`…). */
export interface CatalogueOverrides {
  readonly [catalogue: string]: MessageOverrideTree;
}

/**
 * A co-op's wording by language, then catalogue name, then message name. A message that is text
 * takes text; a message that is a function (it has values to put in: an amount, a name) takes a
 * template, where `{0}`, `{1}`… stand for its values in order. Both are shown as text, never as
 * HTML.
 */
export type MessageOverrides = { readonly [L in Locale]?: CatalogueOverrides };

type Catalogue = Readonly<Record<string, unknown>>;

/** Whether a value is an object of messages (not null, not an array). */
export const isGroup = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with the override at this path (language, catalogue, message…), in one line. */
export const overrideProblem = (path: readonly string[], reason: string): string =>
  `Message override ignored, messages${path.map((key) => `[${JSON.stringify(key)}]`).join('')}: ${reason}.`;

const warned = new Set<string>();

/** Says in the console that an override is ignored and why, once however often it is met. */
export function warnOnce(problem: string): void {
  if (warned.has(problem)) return;
  warned.add(problem);
  console.warn(problem);
}

/**
 * A message function that puts its values in a co-op's template: `{0}` is the first value, `{1}`
 * the second…, each as text; a placeholder with no value stays as written.
 */
function fromTemplate(template: string) {
  return (...values: unknown[]) =>
    template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
      const value = values[Number(index)];
      return value === undefined ? placeholder : String(value);
    });
}

/**
 * The catalogue with a co-op's wording applied on top: only messages the catalogue has, each with
 * a value of its kind (text for text and for a function, an object for a group); anything else is
 * ignored with a warning. Unchanged groups keep their identity.
 */
function applied(catalogue: Catalogue, tree: unknown, path: readonly string[]): Catalogue {
  if (!isGroup(tree)) {
    warnOnce(overrideProblem(path, 'expected an object of messages'));
    return catalogue;
  }
  let result: Record<string, unknown> | undefined;
  for (const [key, given] of Object.entries(tree)) {
    const at = [...path, key];
    if (!Object.hasOwn(catalogue, key)) {
      warnOnce(overrideProblem(at, 'no such message'));
      continue;
    }
    const current = catalogue[key];
    let next: unknown;
    if (typeof current === 'string' || typeof current === 'function') {
      if (typeof given !== 'string') {
        warnOnce(overrideProblem(at, 'expected a string'));
        continue;
      }
      next = typeof current === 'string' ? given : fromTemplate(given);
    } else if (isGroup(current)) {
      next = applied(current, given, at);
      if (next === current) continue;
    } else {
      continue;
    }
    result ??= { ...catalogue };
    result[key] = next;
  }
  return result ?? catalogue;
}

/** By a catalogue's overrides (one language's, one catalogue's), then by the catalogue itself. */
const cache = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * A catalogue in a language with the co-op's wording for that language and catalogue on top: the
 * same object when there is none, and the same result for the same catalogue and overrides, so
 * that what depends on it is not computed again.
 */
export function withOverrides<T>(
  catalogue: T,
  overrides: MessageOverrides | undefined,
  locale: Locale,
  name: string,
): T {
  const tree: unknown = overrides?.[locale]?.[name];
  if (tree === undefined || !isGroup(catalogue)) return catalogue;
  if (!isGroup(tree)) {
    warnOnce(overrideProblem([locale, name], 'expected an object of messages'));
    return catalogue;
  }
  let byCatalogue = cache.get(tree);
  if (!byCatalogue) {
    byCatalogue = new WeakMap();
    cache.set(tree, byCatalogue);
  }
  let result = byCatalogue.get(catalogue);
  if (!result) {
    result = applied(catalogue, tree, [locale, name]);
    byCatalogue.set(catalogue, result);
  }
  return result as T;
}
