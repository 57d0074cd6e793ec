import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenVarName } from './cssVar';
import { lightTheme } from './tokens';

/**
 * The theme contract: every token as a `--coop-…` custom property. Components read only these, so
 * a co-op rebrands by setting the properties (CSS) or by supplying token values (TypeScript).
 */
export const vars = createGlobalThemeContract(lightTheme, (_value, path) =>
  tokenVarName(path).slice(2),
);
