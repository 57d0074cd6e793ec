import { describe, expect, it } from 'vitest';
import * as spanish from './es';
import * as validation from './index';

/** Every `…Messages` catalogue the package exports, by name, from its feature namespaces. */
function englishCatalogues(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const feature of Object.values(validation)) {
    if (typeof feature !== 'object' || feature === null) continue;
    for (const [name, value] of Object.entries(feature)) {
      if (name.endsWith('Messages') && typeof value === 'object') found.set(name, value);
    }
  }
  return found;
}

/**
 * The differences between two catalogues' shapes: a key in one and not the other, a text where the
 * other has a function or a group, at any depth.
 */
function shapeDifferences(english: unknown, translated: unknown, path = ''): string[] {
  if (typeof english !== typeof translated)
    return [`${path}: ${typeof english} ≠ ${typeof translated}`];
  if (typeof english === 'function') {
    const arity = (english as (...args: unknown[]) => unknown).length;
    const translatedArity = (translated as (...args: unknown[]) => unknown).length;
    return arity === translatedArity ? [] : [`${path}: ${arity} ≠ ${translatedArity} parameters`];
  }
  if (typeof english === 'string') {
    return (translated as string).trim() === '' ? [`${path}: empty`] : [];
  }
  if (typeof english !== 'object' || english === null) return [];
  const keys = new Set([...Object.keys(english), ...Object.keys(translated as object)]);
  return [...keys].flatMap((key) =>
    shapeDifferences(
      (english as Record<string, unknown>)[key],
      (translated as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    ),
  );
}

describe('the rules’ messages in Spanish (US): each catalogue mirrors its English one', () => {
  const english = englishCatalogues();

  it.each(Object.entries(spanish))(
    '%s has every key of its English catalogue, and no other',
    (name, catalogue) => {
      const englishName = name.replace(/Es$/, '');
      expect(english.has(englishName), `no English catalogue named ${englishName}`).toBe(true);
      expect(shapeDifferences(english.get(englishName), catalogue)).toEqual([]);
    },
  );
});
