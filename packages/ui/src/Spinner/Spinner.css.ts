import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style(
  inLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, color: 'inherit' }),
);

export const ring = recipe({
  base: inLayer({
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  }),
  variants: {
    size: {
      sm: inLayer({ width: '1em', height: '1em', borderWidth: '2px' }),
      md: inLayer({ width: '1.5rem', height: '1.5rem', borderWidth: '3px' }),
      lg: inLayer({ width: '3rem', height: '3rem', borderWidth: '4px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const label = style(inLayer({ fontSize: vars.font.size.sm }));
