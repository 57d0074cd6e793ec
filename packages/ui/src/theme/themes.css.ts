import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeLayer } from './layers.css';
import { darkColors, lightColors, lightTheme, media } from './tokens';

/**
 * Light by default; dark when the system prefers it, unless a theme is forced with
 * `data-coop-theme="light" | "dark"` on the root, an embed's host, or any container. Applied on
 * `:root, :host`, so the same CSS themes the portal and an embed's shadow root.
 */
const light = assignVars(vars, lightTheme);
const dark = assignVars(vars.color, darkColors);
const lightOnly = assignVars(vars.color, lightColors);

globalStyle(':root, :host', {
  '@layer': {
    [themeLayer]: {
      vars: light,
      colorScheme: 'light',
      '@media': {
        [media.dark]: { vars: dark, colorScheme: 'dark' },
        [media.reducedMotion]: {
          vars: { [vars.motion.durationFast]: '0ms', [vars.motion.durationNormal]: '0ms' },
        },
      },
    },
  },
});

globalStyle(
  ':root[data-coop-theme="light"], :host([data-coop-theme="light"]), [data-coop-theme="light"]',
  {
    '@layer': { [themeLayer]: { vars: lightOnly, colorScheme: 'light' } },
  },
);

globalStyle(
  ':root[data-coop-theme="dark"], :host([data-coop-theme="dark"]), [data-coop-theme="dark"]',
  {
    '@layer': { [themeLayer]: { vars: dark, colorScheme: 'dark' } },
  },
);
