import { themeLayer, vars } from '@coop-portal/ui/theme';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', {
  '@layer': {
    [themeLayer]: {
      margin: 0,
      backgroundColor: vars.color.surface.page,
      color: vars.color.text.default,
      fontFamily: vars.font.family.body,
      lineHeight: vars.font.lineHeight.normal,
    },
  },
});

globalStyle('*, *::before, *::after', { '@layer': { [themeLayer]: { boxSizing: 'border-box' } } });
