import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/** The question or message under the title. */
export const message = style(
  inLayer({ margin: 0, color: vars.color.text.default, overflowWrap: 'anywhere' }),
);
