import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const gateway = style(inLayer({ margin: 0 }));

export const fee = style(inLayer({ fontWeight: vars.font.weight.bold }));
