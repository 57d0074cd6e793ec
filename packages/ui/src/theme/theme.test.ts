import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { applyThemeOverrides, toCustomProperties, tokenVarName } from './cssVar';
import { vars } from './contract.css';
import {
  breakpoints,
  darkColors,
  lightColors,
  lightTheme,
  media,
  type ColorTokens,
} from './tokens';

/**
 * Every text/background pair a component draws, with the WCAG 2.2 AA minimum it must meet: 4.5:1
 * for text, 3:1 for the parts of controls and focus indicators (1.4.11). The backgrounds are the
 * surfaces, the hover/pressed/selected tints of quiet controls (menu items, options, table rows,
 * tabs, calendar days, pagination) and the status surfaces of alerts, banners and toasts.
 */
function pairs(c: ColorTokens): [string, string, string, number][] {
  const text = 4.5;
  const ui = 3;
  const list: [string, string, string, number][] = [];
  const backgrounds: Record<string, string> = {
    'surface.page': c.surface.page,
    'surface.raised': c.surface.raised,
    'surface.sunken': c.surface.sunken,
    'action.quiet.backgroundHover': c.action.quiet.backgroundHover,
    'action.quiet.backgroundPressed': c.action.quiet.backgroundPressed,
  };
  for (const [name, background] of Object.entries(backgrounds)) {
    for (const fg of ['default', 'muted', 'link', 'linkHover'] as const) {
      list.push([`text.${fg} on ${name}`, c.text[fg], background, text]);
    }
    // Field errors and the required mark; the quiet action (link-like buttons).
    list.push([`status.danger.text on ${name}`, c.status.danger.text, background, text]);
    list.push([`action.quiet.text on ${name}`, c.action.quiet.text, background, text]);
    list.push([`action.secondary.text on ${name}`, c.action.secondary.text, background, text]);
    // Control borders, check marks, selected indicators, focus rings.
    list.push([`border.strong on ${name}`, c.border.strong, background, ui]);
    list.push([`focus.ring on ${name}`, c.focus.ring, background, ui]);
    list.push([
      `action.primary.background on ${name}`,
      c.action.primary.background,
      background,
      ui,
    ]);
    list.push([`action.danger.background on ${name}`, c.action.danger.background, background, ui]);
    list.push([`action.secondary.border on ${name}`, c.action.secondary.border, background, ui]);
  }
  for (const tone of ['primary', 'danger'] as const) {
    const a = c.action[tone];
    for (const state of ['background', 'backgroundHover', 'backgroundPressed'] as const) {
      list.push([`action.${tone}.text on ${state}`, a.text, a[state], text]);
    }
  }
  const s = c.action.secondary;
  for (const state of ['background', 'backgroundHover', 'backgroundPressed'] as const) {
    list.push([`action.secondary.text on ${state}`, s.text, s[state], text]);
  }
  list.push([
    'action.disabled.text on background',
    c.action.disabled.text,
    c.action.disabled.background,
    text,
  ]);
  // A menu item held down.
  list.push(['text.default on border.subtle', c.text.default, c.border.subtle, text]);
  // Tooltips: inverse text on the default text colour.
  list.push(['text.inverse on text.default', c.text.inverse, c.text.default, text]);
  // An invalid selected day, an invalid ticked checkbox: page colour on the danger colour.
  list.push(['surface.page on status.danger.text', c.surface.page, c.status.danger.text, text]);
  for (const [tone, s2] of Object.entries(c.status)) {
    list.push([`status.${tone}.text on its surface`, s2.text, s2.surface, text]);
    // Sanitised HTML or other content inside a message keeps the page's text colours.
    list.push([`text.default on status.${tone}.surface`, c.text.default, s2.surface, text]);
    list.push([`text.link on status.${tone}.surface`, c.text.link, s2.surface, text]);
    list.push([`focus.ring on status.${tone}.surface`, c.focus.ring, s2.surface, ui]);
    list.push([`status.${tone}.border on surface.page`, s2.border, c.surface.page, ui]);
  }
  // Chart marks (bars, lines, legend swatches) on the surfaces a chart sits on, and the pattern
  // ink over each mark, so a pattern shows in both themes.
  for (const [mark, colour] of Object.entries(c.chart)) {
    if (mark === 'ink') continue;
    list.push([`chart.${mark} on surface.page`, colour, c.surface.page, ui]);
    list.push([`chart.${mark} on surface.raised`, colour, c.surface.raised, ui]);
    list.push([`chart.ink on chart.${mark}`, c.chart.ink, colour, ui]);
  }
  return list;
}

describe('theme: every text/background pair meets WCAG 2.2 AA', () => {
  for (const [theme, colors] of [
    ['light', lightColors],
    ['dark', darkColors],
  ] as const) {
    it.each(pairs(colors))(`${theme}: %s`, (_name, fg, bg, minimum) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
    });
  }

  it('checks every colour a component can draw text in', () => {
    // A new text colour token must be added to the pairs above.
    expect(Object.keys(lightColors.text).sort()).toEqual([
      'default',
      'inverse',
      'link',
      'linkHover',
      'muted',
    ]);
    expect(pairs(lightColors).length).toBeGreaterThan(80);
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('red', '#fff')).toThrow(TypeError);
  });
});

describe('theme: a co-op rebrands by token values or custom properties', () => {
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

describe('theme: the contract of --coop-… custom properties', () => {
  it('has colour with states and status tones, type, space, radius, shadow, motion and z-index', () => {
    expect(Object.keys(vars).sort()).toEqual([
      'breakpoint',
      'color',
      'font',
      'motion',
      'radius',
      'shadow',
      'size',
      'space',
      'zIndex',
    ]);
    expect(Object.keys(vars.color.status).sort()).toEqual(['danger', 'info', 'success', 'warning']);
    expect(vars.color.action.primary.backgroundPressed).toBe(
      'var(--coop-color-action-primary-background-pressed)',
    );
    expect(vars.font.size.md).toBe('var(--coop-font-size-md)');
    expect(vars.zIndex.overlay).toBe('var(--coop-z-index-overlay)');
  });

  it('sizes controls 44px high with targets of at least 24px', () => {
    expect(vars.size.control).toBe('var(--coop-size-control)');
    expect(lightTheme.size.control).toBe('44px');
    expect(lightTheme.size.target).toBe('24px');
  });

  it('has the specs’ 600px mobile breakpoint as a token and as the media query', () => {
    expect(vars.breakpoint.mobile).toBe('var(--coop-breakpoint-mobile)');
    expect(lightTheme.breakpoint.mobile).toBe('600px');
    expect(breakpoints.mobile).toBe(600);
    expect(media.mobile).toBe('screen and (max-width: 599.98px)');
  });
});
