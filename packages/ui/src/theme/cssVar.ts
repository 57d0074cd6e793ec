import type { ThemeTokens } from './tokens';

/** The prefix of every custom property of the theme. */
export const TOKEN_PREFIX = 'coop';

/** `['color','action','primary','text']` → `--coop-color-action-primary-text`. */
export function tokenVarName(path: readonly string[]): `--${string}` {
  const kebab = path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
  return `--${TOKEN_PREFIX}-${kebab.join('-')}`;
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type ThemeOverrides = DeepPartial<ThemeTokens>;

/**
 * Turns (partial) token values into custom property declarations, e.g. for a co-op's rebrand:
 * `toCustomProperties({ color: { action: { primary: { background: '#004b87' } } } })`
 * → `{ '--coop-color-action-primary-background': '#004b87' }`.
 */
export function toCustomProperties(overrides: ThemeOverrides): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      out[tokenVarName(path)] = node;
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    }
  };
  walk(overrides, []);
  return out;
}

/**
 * Applies custom property values to an element (the document root, or an embed's host element).
 * Accepts token overrides or ready `--coop-…` names; other names are ignored.
 */
export function applyThemeOverrides(
  element: HTMLElement,
  overrides: ThemeOverrides | Record<string, string>,
): void {
  const entries = Object.entries(overrides).every(([key]) => key.startsWith('--'))
    ? Object.entries(overrides as Record<string, string>)
    : Object.entries(toCustomProperties(overrides as ThemeOverrides));
  for (const [name, value] of entries) {
    if (name.startsWith(`--${TOKEN_PREFIX}-`) && typeof value === 'string') {
      element.style.setProperty(name, value);
    }
  }
}
