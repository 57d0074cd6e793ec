import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../theme/inLayer';
import { media } from '../theme/tokens';
import { vars } from '../theme/contract.css';

/** The options: a column, or a wrapping row that falls back to a column on a phone. */
export const options = recipe({
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
