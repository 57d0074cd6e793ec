import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../theme/inLayer';
import { media } from '../theme/tokens';
import { vars } from '../theme/contract.css';

/*
 * The row Checkbox, Radio and Switch share: a control (box, circle or track) and its label in one
 * clickable `<label>` around the hidden input, 44px high, with help text and errors under it, lined
 * up with the label. Each component draws its own control; the states of the row
 * (`data-hovered`, `data-selected`, …) are read from `choiceRow`'s base class.
 */

/** The space between a choice's control and its label. */
export const choiceGap = vars.space.sm;

/** The check box's square and the radio button's circle. */
export const indicatorSize = '1.25rem';

/** Centres a check box or radio circle on the first line of its label. */
export const indicatorOffset = `calc((${vars.font.size.md} * ${vars.font.lineHeight.normal} - ${indicatorSize}) / 2)`;

/** The column a choice's row, its help text and its error stack in. */
export const choiceField = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  }),
);

/**
 * The clickable row, 44px high. `firstLine` (a box or circle): the control sits on the label's
 * first line, a long label wraps under itself, and the row is at least a 24px target wide.
 * `center` (a switch's track, itself wider than a target): the track is centred on the row.
 */
export const choiceRow = recipe({
  base: inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignSelf: 'flex-start',
    gap: choiceGap,
    minHeight: vars.size.control,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.action.disabled.text },
      '&[data-readonly]': { cursor: 'default' },
    },
  }),
  variants: {
    align: {
      firstLine: inLayer({
        alignItems: 'flex-start',
        minWidth: vars.size.target,
        paddingBlock: `calc((${vars.size.control} - ${vars.font.size.md} * ${vars.font.lineHeight.normal}) / 2)`,
      }),
      center: inLayer({ alignItems: 'center', paddingBlock: vars.space.xs }),
    },
  },
});

/** The row's class whatever its alignment, for the control's state selectors. */
export const choiceRowBase = choiceRow.classNames.base;

/** The label text beside the control; a long word wraps rather than widening the row. */
export const choiceLabel = style(inLayer({ minWidth: 0, overflowWrap: 'anywhere' }));

/** A group's options: a column, or a wrapping row that falls back to a column on a phone. */
export const choiceOptions = recipe({
  base: inLayer({ display: 'flex', minWidth: 0 }),
  variants: {
    orientation: {
      vertical: inLayer({ flexDirection: 'column' }),
      horizontal: inLayer({
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.lg,
        '@media': { [media.mobile]: { flexDirection: 'column' } },
      }),
    },
  },
  defaultVariants: { orientation: 'vertical' },
});
