import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

const { action } = vars.color;

function filled(tone: typeof action.primary | typeof action.danger) {
  return inLayer({
    backgroundColor: tone.background,
    color: tone.text,
    borderColor: tone.background,
    selectors: {
      '&[data-hovered]': {
        backgroundColor: tone.backgroundHover,
        borderColor: tone.backgroundHover,
      },
      '&[data-pressed]': {
        backgroundColor: tone.backgroundPressed,
        borderColor: tone.backgroundPressed,
      },
    },
  });
}

export const button = recipe({
  base: inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    minWidth: vars.size.target,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    borderWidth: '2px',
    borderStyle: 'solid',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.action.disabled.background,
        borderColor: vars.color.action.disabled.background,
        color: vars.color.action.disabled.text,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      primary: filled(action.primary),
      danger: filled(action.danger),
      secondary: inLayer({
        backgroundColor: action.secondary.background,
        color: action.secondary.text,
        borderColor: action.secondary.border,
        selectors: {
          '&[data-hovered]': { backgroundColor: action.secondary.backgroundHover },
          '&[data-pressed]': { backgroundColor: action.secondary.backgroundPressed },
        },
      }),
      quiet: inLayer({
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: action.quiet.text,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          '&[data-hovered]': { backgroundColor: action.quiet.backgroundHover },
          '&[data-pressed]': { backgroundColor: action.quiet.backgroundPressed },
        },
      }),
    },
    fullWidth: {
      true: inLayer({ width: '100%' }),
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style(
  inLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }),
);
