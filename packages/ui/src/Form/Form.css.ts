import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/** The form stacks its fields; wrap them in your own layout where a form needs columns. */
export const form = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);
