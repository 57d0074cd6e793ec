import './themes.css';

export { vars } from './contract.css';
export { componentsLayer, themeLayer } from './layers.css';
export { inLayer } from './inLayer';
export { focusRing } from './focus';
export { visuallyHidden } from './visuallyHidden';
export {
  applyThemeOverrides,
  toCustomProperties,
  tokenVarName,
  TOKEN_PREFIX,
  type ThemeOverrides,
} from './cssVar';
export {
  breakpoints,
  darkColors,
  darkTheme,
  lightColors,
  lightTheme,
  media,
  type ColorTokens,
  type ThemeTokens,
} from './tokens';
export { contrastRatio } from './contrast';

/** The values `data-coop-theme` takes; leave it off to follow the system setting. */
export type ColorSchemeChoice = 'light' | 'dark';
