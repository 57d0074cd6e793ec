import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { kitStoryParameters } from '../storyParameters';
import { contrastRatio } from './contrast';
import { applyThemeOverrides, tokenVarName } from './cssVar';
import { darkColors, lightColors, lightTheme, media } from './tokens';

const meta = {
  title: 'UI/Theme',
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'The theme contract: every token is a `--coop-…` custom property, set on `:root, :host` in ' +
          'the cascade layer `coop-theme`, so the same stylesheet themes the portal and an embed’s ' +
          'shadow root. Light by default, dark under `prefers-color-scheme: dark`, unless ' +
          '`data-coop-theme="light"` or `"dark"` forces one (on `<html>`, an embed’s host or any ' +
          'container); `prefers-reduced-motion` sets the motion durations to 0ms. Component rules ' +
          'sit in the later layer `coop-components`, so a consumer’s own CSS wins. The toolbar’s ' +
          'Theme switch sets `data-coop-theme` on `<html>`. Rebrand with CSS (`--coop-…` on `:root` ' +
          'or a container) or TypeScript (`applyThemeOverrides(element, tokens)`).',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Leaf = { path: string[]; light: string; dark: string };

function colourLeaves(light: object, dark: object, path: string[] = ['color']): Leaf[] {
  return Object.entries(light).flatMap(([key, value]) => {
    const other = (dark as Record<string, unknown>)[key];
    return typeof value === 'string'
      ? [{ path: [...path, key], light: value, dark: String(other) }]
      : colourLeaves(value as object, other as object, [...path, key]);
  });
}

const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--coop-color-border-subtle)',
};

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 40,
        height: 24,
        verticalAlign: 'middle',
        borderRadius: 4,
        border: '1px solid var(--coop-color-border-strong)',
        background: colour,
      }}
    />
  );
}

/** Every colour token: its custom property and its value in each theme; the swatch is the current theme's. */
export const Colours: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: 8 }}>
        Colour tokens
      </caption>
      <thead>
        <tr>
          {['Token', 'Custom property', 'Current theme', 'Light', 'Dark'].map((heading) => (
            <th key={heading} scope="col" style={{ ...cell, textAlign: 'start' }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {colourLeaves(lightColors, darkColors).map(({ path, light, dark }) => {
          const name = tokenVarName(path);
          return (
            <tr key={name}>
              <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 400 }}>
                {path.slice(1).join('.')}
              </th>
              <td style={cell}>
                <code>{name}</code>
              </td>
              <td style={cell}>
                <Swatch colour={`var(${name})`} />
              </td>
              <td style={cell}>
                <code>{light}</code>
              </td>
              <td style={cell}>
                <code>{dark}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows.length - 1).toBe(colourLeaves(lightColors, darkColors).length);
  },
};

/** The main text pairs and their WCAG contrast in each theme (the unit test checks every pair). */
export const ContrastPairs: Story = {
  render: () => {
    const pairs: [string, (c: typeof lightColors) => [string, string]][] = [
      ['Text on page', (c) => [c.text.default, c.surface.page]],
      ['Muted text on raised surface', (c) => [c.text.muted, c.surface.raised]],
      ['Link on page', (c) => [c.text.link, c.surface.page]],
      ['Primary button', (c) => [c.action.primary.text, c.action.primary.background]],
      ['Danger button', (c) => [c.action.danger.text, c.action.danger.background]],
      ['Error text on page', (c) => [c.status.danger.text, c.surface.page]],
      ['Warning alert', (c) => [c.status.warning.text, c.status.warning.surface]],
      ['Tooltip', (c) => [c.text.inverse, c.text.default]],
    ];
    return (
      <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
        <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: 8 }}>
          Contrast (WCAG 2.2 AA: 4.5:1 for text)
        </caption>
        <thead>
          <tr>
            {['Pair', 'Light', 'Dark'].map((heading) => (
              <th key={heading} scope="col" style={{ ...cell, textAlign: 'start' }}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pairs.map(([name, pick]) => (
            <tr key={name}>
              <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 400 }}>
                {name}
              </th>
              {[lightColors, darkColors].map((colours, index) => {
                const [fg, bg] = pick(colours);
                return (
                  <td key={index} style={cell} data-ratio={contrastRatio(fg, bg).toFixed(2)}>
                    {`${contrastRatio(fg, bg).toFixed(2)}:1`}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
  play: async ({ canvasElement }) => {
    for (const ratio of canvasElement.querySelectorAll('[data-ratio]')) {
      await expect(Number(ratio.getAttribute('data-ratio'))).toBeGreaterThanOrEqual(4.5);
    }
  },
};

/** Type scale, space, radius and shadow tokens. */
export const Scales: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-label="Type scale">
        {Object.keys(lightTheme.font.size).map((size) => (
          <p
            key={size}
            style={{ margin: '4px 0', fontSize: `var(--coop-font-size-${size})`, lineHeight: 1.25 }}
          >
            {`font.size.${size} — Prairie Rivers Electric & Water Cooperative`}
          </p>
        ))}
      </section>
      <section aria-label="Space" style={{ display: 'grid', gap: 4 }}>
        {Object.entries(lightTheme.space).map(([size, value]) => (
          <div key={size} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <code style={{ width: 120 }}>{`space.${size} ${value}`}</code>
            <span
              aria-hidden="true"
              style={{
                width: `var(--coop-space-${size})`,
                height: 16,
                background: 'var(--coop-color-action-primary-background)',
              }}
            />
          </div>
        ))}
      </section>
      <section
        aria-label="Radius and shadow"
        style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}
      >
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <div
            key={size}
            style={{
              padding: 16,
              minWidth: 96,
              borderRadius: `var(--coop-radius-${size})`,
              boxShadow: `var(--coop-shadow-${size})`,
              border: '1px solid var(--coop-color-border-subtle)',
              background: 'var(--coop-color-surface-raised)',
            }}
          >
            <code>{`radius/shadow.${size}`}</code>
          </div>
        ))}
      </section>
    </div>
  ),
};

function Themed({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  return (
    <section
      data-coop-theme={theme}
      data-testid={theme}
      aria-label={`Forced ${theme} theme`}
      style={{
        display: 'grid',
        gap: 12,
        padding: 16,
        background: 'var(--coop-color-surface-page)',
        color: 'var(--coop-color-text-default)',
        border: '1px solid var(--coop-color-border-subtle)',
      }}
    >
      {children}
    </section>
  );
}

/** A custom property's colour as `#rrggbb` (a minified stylesheet may hold `#fff`). */
const hexOf = (value: string | undefined) => {
  const hex = (value ?? '').trim().toLowerCase();
  return /^#[0-9a-f]{3}$/.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
};

const hexToRgb = (hex: string) => {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** `data-coop-theme` forces a theme on any container, whatever the system or the page uses. */
export const ForcedThemes: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
      }}
    >
      {(['light', 'dark'] as const).map((theme) => (
        <Themed key={theme} theme={theme}>
          <Button>{`Pay (${theme})`}</Button>
          <Alert tone="success">{`Payment received (${theme}).`}</Alert>
        </Themed>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [theme, colours] of [
      ['light', lightColors],
      ['dark', darkColors],
    ] as const) {
      const box = canvas.getByTestId(theme);
      const style = getComputedStyle(box);
      await expect(hexOf(style.getPropertyValue('--coop-color-surface-page'))).toBe(
        colours.surface.page,
      );
      await expect(style.colorScheme).toBe(theme);
      await expect(style.backgroundColor).toBe(hexToRgb(colours.surface.page));
      const pay = canvas.getByRole('button', { name: `Pay (${theme})` });
      await expect(getComputedStyle(pay).backgroundColor).toBe(
        hexToRgb(colours.action.primary.background),
      );
      await expect(pay.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

type FoundRule = { context: string[]; selector: string; style: CSSStyleDeclaration };

/** Every style rule of the page's style sheets, with the layers and media queries around it. */
function styleRules(): FoundRule[] {
  const found: FoundRule[] = [];
  const walk = (rules: CSSRuleList, context: string[]) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSLayerBlockRule)
        walk(rule.cssRules, [...context, `@layer ${rule.name}`]);
      else if (rule instanceof CSSMediaRule)
        walk(rule.cssRules, [...context, `@media ${rule.conditionText}`]);
      else if (rule instanceof CSSStyleRule)
        found.push({ context, selector: rule.selectorText, style: rule.style });
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules, []);
    } catch {
      // a cross-origin sheet: not ours
    }
  }
  return found;
}

const themeRule = (rules: FoundRule[], selector: RegExp, context: string[]) =>
  rules.find((r) => selector.test(r.selector) && r.context.join(' | ') === context.join(' | '));

/**
 * What the stylesheet does, read back from the browser: the tokens on `:root, :host` in the layer
 * `coop-theme`; dark values under `prefers-color-scheme: dark` and under `data-coop-theme="dark"`;
 * zero motion under `prefers-reduced-motion`; every component rule in the layer `coop-components`.
 */
export const Stylesheet: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button>Pay</Button>
      <Alert tone="info">
        The stylesheet of this page is checked by this story’s play function.
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rules = styleRules();
    const root = /^:root,\s*:host$/;
    const base = themeRule(rules, root, ['@layer coop-theme']);
    await expect(base).toBeDefined();
    await expect(hexOf(base?.style.getPropertyValue('--coop-color-surface-page'))).toBe(
      lightColors.surface.page,
    );
    await expect(base?.style.getPropertyValue('--coop-size-control').trim()).toBe('44px');
    await expect(base?.style.getPropertyValue('--coop-breakpoint-mobile').trim()).toBe('600px');

    const systemDark = themeRule(rules, root, ['@layer coop-theme', `@media ${media.dark}`]);
    await expect(hexOf(systemDark?.style.getPropertyValue('--coop-color-surface-page'))).toBe(
      darkColors.surface.page,
    );
    const reduced = themeRule(rules, root, ['@layer coop-theme', `@media ${media.reducedMotion}`]);
    // '0ms' (a minified stylesheet may hold '0s')
    for (const name of ['--coop-motion-duration-fast', '--coop-motion-duration-normal']) {
      await expect(reduced?.style.getPropertyValue(name).trim()).toMatch(/^0m?s$/);
    }
    for (const [theme, colours] of [
      ['light', lightColors],
      ['dark', darkColors],
    ] as const) {
      const forced = rules.find(
        (r) =>
          r.selector.includes(`:host([data-coop-theme="${theme}"])`) &&
          r.context.join() === '@layer coop-theme',
      );
      await expect(hexOf(forced?.style.getPropertyValue('--coop-color-surface-page'))).toBe(
        colours.surface.page,
      );
    }

    // The rules of the kit's classes on a Button and an Alert sit in the components layer.
    const classes = [
      ...within(canvasElement).getByRole('button', { name: 'Pay' }).classList,
      ...(canvasElement.querySelector('[data-tone]')?.classList ?? []),
    ];
    const own = rules.filter((r) => classes.some((name) => r.selector.includes(`.${name}`)));
    await expect(own.length).toBeGreaterThan(2);
    for (const rule of own) await expect(rule.context[0]).toBe('@layer coop-components');
  },
};

/**
 * A co-op rebrands from outside: custom properties set in its own CSS, token values through
 * `applyThemeOverrides`, and its unlayered rules beat the kit's even at lower specificity.
 */
export const ConsumerOverrides: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <style>{`
        .coop-story-rebrand {
          --coop-color-action-primary-background: #004b87;
          --coop-color-action-primary-text: #ffffff;
          --coop-radius-md: 2px;
        }
        :where(.coop-story-square) { border-radius: 0; }
      `}</style>
      <div className="coop-story-rebrand">
        <Button>Rebranded in CSS</Button>
      </div>
      <div data-testid="ts-rebrand">
        <Button>Rebranded in TypeScript</Button>
      </div>
      <Button className="coop-story-square">Square corners from the consumer’s CSS</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const css = canvas.getByRole('button', { name: 'Rebranded in CSS' });
    // (waitFor: a background that changes after the first paint runs the button's transition)
    await waitFor(() => expect(getComputedStyle(css).backgroundColor).toBe('rgb(0, 75, 135)'));
    await expect(getComputedStyle(css).borderTopLeftRadius).toBe('2px');

    applyThemeOverrides(canvas.getByTestId('ts-rebrand'), {
      color: { action: { primary: { background: '#004b87', text: '#ffffff' } } },
    });
    const ts = canvas.getByRole('button', { name: 'Rebranded in TypeScript' });
    await waitFor(() => expect(getComputedStyle(ts).backgroundColor).toBe('rgb(0, 75, 135)'));

    const square = canvas.getByRole('button', { name: /Square corners/ });
    await expect(getComputedStyle(square).borderTopLeftRadius).toBe('0px');
  },
};
