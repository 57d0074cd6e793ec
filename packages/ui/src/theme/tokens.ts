/**
 * Design tokens as plain values. The theme contract (`vars`) turns each leaf into a prefixed CSS
 * custom property, e.g. `color.action.primary.background` → `--coop-color-action-primary-background`.
 * Plain TypeScript, so a co-op can build its own theme values and tests can compute contrast.
 */

export type ColorTokens = {
  surface: { page: string; raised: string; sunken: string; backdrop: string };
  text: { default: string; muted: string; inverse: string; link: string; linkHover: string };
  border: { subtle: string; strong: string };
  focus: { ring: string };
  action: {
    primary: {
      background: string;
      backgroundHover: string;
      backgroundPressed: string;
      text: string;
    };
    secondary: {
      background: string;
      backgroundHover: string;
      backgroundPressed: string;
      text: string;
      border: string;
    };
    danger: {
      background: string;
      backgroundHover: string;
      backgroundPressed: string;
      text: string;
    };
    quiet: { text: string; backgroundHover: string; backgroundPressed: string };
    disabled: { background: string; text: string };
  };
  status: Record<
    'info' | 'success' | 'warning' | 'danger',
    { text: string; surface: string; border: string }
  >;
  /**
   * Chart marks, each at least 3:1 against the page and raised surfaces (WCAG 1.4.11). Usage bars
   * by kind (doc 2 §4: estimate grey, keyed dark, weekend light, weekday blue); the temperature
   * line; a second and third series (e.g. meters) beside the first, which is `weekday`. `ink`
   * draws the patterns over a mark (the page colour), so a kind is told by pattern as well.
   */
  chart: {
    estimate: string;
    keyed: string;
    weekend: string;
    weekday: string;
    temperature: string;
    series2: string;
    series3: string;
    ink: string;
  };
};

export type ThemeTokens = {
  color: ColorTokens;
  font: {
    family: { body: string; heading: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: string; medium: string; bold: string };
    lineHeight: { tight: string; normal: string };
  };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  motion: { durationFast: string; durationNormal: string; easing: string };
  zIndex: { header: string; dropdown: string; overlay: string; toast: string };
  size: { control: string; target: string; focusRing: string };
  /**
   * The layout breakpoints as lengths (`--coop-breakpoint-mobile: 600px`), for scripts and for
   * sizing (e.g. `max-width: var(--coop-breakpoint-mobile)`). Media queries cannot read custom
   * properties, so the kit's own queries use `media` / `breakpoints`: overriding these values does
   * not move the kit's layouts.
   */
  breakpoint: { mobile: string; tablet: string };
};

export const lightColors: ColorTokens = {
  surface: {
    page: '#ffffff',
    raised: '#f6f7f9',
    sunken: '#eceff3',
    backdrop: 'rgb(15 23 42 / 0.55)',
  },
  text: {
    default: '#1b1f24',
    muted: '#4a5361',
    inverse: '#ffffff',
    link: '#0a56a0',
    linkHover: '#073f76',
  },
  border: { subtle: '#d5dae1', strong: '#6b7583' },
  focus: { ring: '#1a56db' },
  action: {
    primary: {
      background: '#0b6650',
      backgroundHover: '#08523f',
      backgroundPressed: '#063f31',
      text: '#ffffff',
    },
    secondary: {
      background: '#ffffff',
      backgroundHover: '#e8f3ef',
      backgroundPressed: '#d2e8df',
      text: '#0b5c48',
      border: '#0b6650',
    },
    danger: {
      background: '#b3261e',
      backgroundHover: '#921f18',
      backgroundPressed: '#741812',
      text: '#ffffff',
    },
    quiet: { text: '#0a56a0', backgroundHover: '#e9f1fa', backgroundPressed: '#d3e3f5' },
    disabled: { background: '#e3e6ea', text: '#5c6470' },
  },
  status: {
    info: { text: '#0b4a80', surface: '#e8f1fb', border: '#5b8fc7' },
    success: { text: '#1b5e2c', surface: '#e7f5ea', border: '#5a9e6c' },
    warning: { text: '#6b4500', surface: '#fff4dc', border: '#9a6f10' },
    danger: { text: '#8c1d18', surface: '#fdeceb', border: '#d26a63' },
  },
  chart: {
    estimate: '#6e757e',
    keyed: '#1f2937',
    weekend: '#4f86d9',
    weekday: '#1557b0',
    temperature: '#b8430d',
    series2: '#0b7a68',
    series3: '#7e3bd8',
    ink: '#ffffff',
  },
};

export const darkColors: ColorTokens = {
  surface: { page: '#111418', raised: '#1b2027', sunken: '#0b0d10', backdrop: 'rgb(0 0 0 / 0.7)' },
  text: {
    default: '#e8eaed',
    muted: '#b0b7c1',
    inverse: '#111418',
    link: '#8cbcff',
    linkHover: '#b5d4ff',
  },
  border: { subtle: '#343b45', strong: '#8a94a1' },
  focus: { ring: '#8ab4f8' },
  action: {
    primary: {
      background: '#4cc79e',
      backgroundHover: '#6fd6b2',
      backgroundPressed: '#38b189',
      text: '#06251b',
    },
    secondary: {
      background: '#111418',
      backgroundHover: '#15302a',
      backgroundPressed: '#1c3f36',
      text: '#7fdcbc',
      border: '#4cc79e',
    },
    danger: {
      background: '#ff8a80',
      backgroundHover: '#ffa69e',
      backgroundPressed: '#f26d62',
      text: '#3a0906',
    },
    quiet: { text: '#8cbcff', backgroundHover: '#1a2636', backgroundPressed: '#22324a' },
    disabled: { background: '#2a3038', text: '#a3abb6' },
  },
  status: {
    info: { text: '#b9d7ff', surface: '#102a43', border: '#4d7fb8' },
    success: { text: '#b6e8c3', surface: '#12321d', border: '#4f9563' },
    warning: { text: '#ffdc9c', surface: '#3a2a06', border: '#b58a2a' },
    danger: { text: '#ffb4ab', surface: '#3d1412', border: '#c0645c' },
  },
  // In the dark theme the "dark" keyed bar is the strongest mark: the lightest one.
  chart: {
    estimate: '#9aa2ad',
    keyed: '#e3e8ef',
    weekend: '#a9c9f8',
    weekday: '#4e92f0',
    temperature: '#f59a4a',
    series2: '#3cc8a8',
    series3: '#c3a3ff',
    ink: '#111418',
  },
};

/**
 * Breakpoints, in px, for media queries (which cannot read custom properties). The same values are
 * in the theme contract as `--coop-breakpoint-mobile` / `--coop-breakpoint-tablet`.
 */
export const breakpoints = {
  /** The specs' mobile breakpoint: dialogs go full-screen, tables stack, the menu collapses. */
  mobile: 600,
  tablet: 960,
} as const;

const baseTokens: Omit<ThemeTokens, 'color'> = {
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgb(15 23 42 / 0.12)',
    md: '0 4px 12px rgb(15 23 42 / 0.16)',
    lg: '0 12px 32px rgb(15 23 42 / 0.24)',
  },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { header: '100', dropdown: '1000', overlay: '1100', toast: '1200' },
  size: { control: '44px', target: '24px', focusRing: '3px' },
  breakpoint: { mobile: `${breakpoints.mobile}px`, tablet: `${breakpoints.tablet}px` },
};

export const lightTheme: ThemeTokens = { ...baseTokens, color: lightColors };
export const darkTheme: ThemeTokens = { ...baseTokens, color: darkColors };

export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile - 0.02}px)`,
  notMobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  dark: '(prefers-color-scheme: dark)',
} as const;
