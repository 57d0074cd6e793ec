import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The visible keyboard focus ring every control shares. */
export const focusRing: StyleRule = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
};
