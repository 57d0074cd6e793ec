import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { visuallyHidden as visuallyHiddenRule } from '../theme/visuallyHidden';

export const link = recipe({
  base: inLayer({
    color: vars.color.text.link,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'color, text-decoration-thickness',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
      '&[data-pressed]': { color: vars.color.text.linkHover, textDecorationThickness: '3px' },
      '&[data-focus-visible]': focusRing,
      '&[data-current]': { fontWeight: vars.font.weight.bold },
      '&[data-disabled]': {
        color: vars.color.text.muted,
        textDecorationLine: 'none',
        cursor: 'not-allowed',
      },
    },
  }),
  variants: {
    variant: {
      /** Inside running text: takes the text's font and size. */
      inline: {},
      /** On its own line or in a list: a target of at least 24×24 px. */
      standalone: inLayer({
        boxSizing: 'border-box',
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.25em',
        minHeight: vars.size.target,
        minWidth: vars.size.target,
        paddingBlock: vars.space.xxs,
        fontFamily: vars.font.family.body,
        fontSize: vars.font.size.md,
        fontWeight: vars.font.weight.bold,
        lineHeight: vars.font.lineHeight.tight,
      }),
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

/** The "opens in a new tab" arrow after an external link's text. */
export const externalIcon = style(
  inLayer({
    display: 'inline-block',
    flexShrink: 0,
    width: '0.85em',
    height: '0.85em',
    verticalAlign: '-0.05em',
  }),
);

/** Read by screen readers, not shown (e.g. an external link's "(opens in a new tab)"). */
export const visuallyHidden = style(inLayer(visuallyHiddenRule));
