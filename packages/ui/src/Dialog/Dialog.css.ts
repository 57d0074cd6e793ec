import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Set inline from the `width` / `height` props (geometry only); the size variants set defaults. */
export const widthVar = createVar('dialog-width');
export const heightVar = createVar('dialog-height');

const gutter = vars.space.md;

export const overlay = style(
  inLayer({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: vars.color.surface.backdrop,
    // The visual viewport, so the on-screen keyboard does not hide the dialog's actions.
    height: 'var(--visual-viewport-height, 100%)',
  }),
);

export const modal = recipe({
  base: inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: widthVar,
    height: fallbackVar(heightVar, 'auto'),
    maxWidth: `calc(100% - 2 * ${gutter})`,
    maxHeight: `calc(100% - 2 * ${gutter})`,
    overflow: 'hidden',
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    outline: 'none',
  }),
  variants: {
    size: {
      sm: inLayer({ vars: { [widthVar]: '400px' } }),
      md: inLayer({ vars: { [widthVar]: '600px' } }),
      lg: inLayer({ vars: { [widthVar]: '900px' } }),
    },
    /** Under the specs' 600px breakpoint the dialog takes the whole screen. */
    fullScreenOnMobile: {
      true: inLayer({
        '@media': {
          [media.mobile]: {
            width: '100%',
            height: '100%',
            maxWidth: 'none',
            maxHeight: 'none',
            border: 'none',
            borderRadius: 0,
          },
        },
      }),
      false: {},
    },
  },
  defaultVariants: { size: 'md', fullScreenOnMobile: true },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 auto',
    minHeight: 0,
    outline: 'none',
  }),
);

export const header = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    minHeight: `calc(${vars.size.control} + 2 * ${vars.space.sm})`,
    boxSizing: 'border-box',
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    '@media': { [media.mobile]: { paddingInlineStart: vars.space.md } },
  }),
);

export const title = style(
  inLayer({
    flex: '1 1 auto',
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const body = style(
  inLayer({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.lg,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus.ring}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
    '@media': { [media.mobile]: { padding: vars.space.md } },
  }),
);

export const footer = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    '@media': { [media.mobile]: { paddingInline: vars.space.md } },
  }),
);
