import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';

/** Digits of equal width, so the mask does not shift while typing. */
export const input = style(inLayer({ fontVariantNumeric: 'tabular-nums' }));
