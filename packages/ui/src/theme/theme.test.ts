import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { applyThemeOverrides, toCustomProperties, tokenVarName } from './cssVar';
import { darkColors, lightColors, type ColorTokens } from './tokens';

/** Every text/background pair a component draws, with the WCAG 2.2 AA minimum it must meet. */
function pairs(c: ColorTokens): [string, string, string, number][] {
  const text = 4.5;
  const ui = 3;
  const list: [string, string, string, number][] = [];
  for (const [name, surface] of Object.entries(c.surface)) {
    if (name === 'backdrop') continue;
    list.push([`text.default on surface.${name}`, c.text.default, surface, text]);
    list.push([`text.muted on surface.${name}`, c.text.muted, surface, text]);
    list.push([`text.link on surface.${name}`, c.text.link, surface, text]);
    list.push([`text.linkHover on surface.${name}`, c.text.linkHover, surface, text]);
    list.push([`border.strong on surface.${name}`, c.border.strong, surface, ui]);
    list.push([`focus.ring on surface.${name}`, c.focus.ring, surface, ui]);
  }
  for (const tone of ['primary', 'danger'] as const) {
    const a = c.action[tone];
    for (const state of ['background', 'backgroundHover', 'backgroundPressed'] as const) {
      list.push([`action.${tone}.text on ${state}`, a.text, a[state], text]);
    }
    list.push([`action.${tone}.background on surface.page`, a.background, c.surface.page, ui]);
  }
  const s = c.action.secondary;
  for (const state of ['background', 'backgroundHover', 'backgroundPressed'] as const) {
    list.push([`action.secondary.text on ${state}`, s.text, s[state], text]);
  }
  list.push(['action.secondary.border on surface.page', s.border, c.surface.page, ui]);
  const q = c.action.quiet;
  for (const state of ['backgroundHover', 'backgroundPressed'] as const) {
    list.push([`action.quiet.text on ${state}`, q.text, q[state], text]);
  }
  list.push(['action.quiet.text on surface.page', q.text, c.surface.page, text]);
  list.push([
    'action.disabled.text on background',
    c.action.disabled.text,
    c.action.disabled.background,
    text,
  ]);
  list.push(['text.inverse on text.default', c.text.inverse, c.text.default, text]);
  for (const [tone, s2] of Object.entries(c.status)) {
    list.push([`status.${tone}.text on surface`, s2.text, s2.surface, text]);
    list.push([`status.${tone}.border on surface.page`, s2.border, c.surface.page, ui]);
  }
  return list;
}

describe('issue 5 theme: every text/background pair meets WCAG 2.2 AA', () => {
  for (const [theme, colors] of [
    ['light', lightColors],
    ['dark', darkColors],
  ] as const) {
    it.each(pairs(colors))(`${theme}: %s`, (_name, fg, bg, minimum) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
    });
  }

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('red', '#fff')).toThrow(TypeError);
  });
});

describe('issue 5 theme: a co-op rebrands by token values or custom properties', () => {
  it('names every token as a prefixed custom property', () => {
    expect(tokenVarName(['color', 'action', 'primary', 'backgroundHover'])).toBe(
      '--coop-color-action-primary-background-hover',
    );
  });

  it('turns token values into custom properties and applies them', () => {
    const overrides = { color: { action: { primary: { background: '#004b87' } } } };
    expect(toCustomProperties(overrides)).toEqual({
      '--coop-color-action-primary-background': '#004b87',
    });
    const element = document.createElement('div');
    applyThemeOverrides(element, overrides);
    applyThemeOverrides(element, { '--coop-radius-md': '2px', '--evil': 'x' });
    expect(element.style.getPropertyValue('--coop-color-action-primary-background')).toBe(
      '#004b87',
    );
    expect(element.style.getPropertyValue('--coop-radius-md')).toBe('2px');
    expect(element.style.getPropertyValue('--evil')).toBe('');
  });
});
