import './theme/themes.css';

export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './Button';
export { FieldDescription, FieldError, FieldLabel, fieldStyles, useControlledValue } from './Field';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
export {
  applyThemeOverrides,
  breakpoints,
  componentsLayer,
  contrastRatio,
  darkTheme,
  lightTheme,
  media,
  themeLayer,
  toCustomProperties,
  tokenVarName,
  vars,
  type ColorSchemeChoice,
  type ThemeOverrides,
  type ThemeTokens,
} from './theme';
