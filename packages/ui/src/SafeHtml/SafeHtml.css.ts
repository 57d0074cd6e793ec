import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { componentsLayer } from '../theme/layers.css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/visuallyHidden';

export const root = style(
  inLayer({
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
    minWidth: 0,
  }),
);

/** Styles the markup inside the wrapper, in the components layer like every other kit rule. */
function inside(selector: string, rule: GlobalStyleRule) {
  globalStyle(
    selector
      .split(',')
      .map((part) => `${root} ${part.trim()}`)
      .join(', '),
    { '@layer': { [componentsLayer]: rule } },
  );
}

inside(':first-child', { marginBlockStart: 0 });
inside(':last-child', { marginBlockEnd: 0 });
inside('h1, h2, h3, h4, h5, h6', {
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});
inside('h1', { fontSize: vars.font.size.xxl });
inside('h2', { fontSize: vars.font.size.xl });
inside('h3', { fontSize: vars.font.size.lg });
inside('h4, h5, h6', { fontSize: vars.font.size.md });
inside('p', { marginBlock: `0 ${vars.space.md}` });
inside('ul, ol', { marginBlock: `0 ${vars.space.md}`, paddingInlineStart: vars.space.lg });
inside('li', { marginBlockEnd: vars.space.xs });
inside('a', {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});
inside('a:hover', { color: vars.color.text.linkHover });
inside('a:focus-visible', focusRing);
inside('strong, b', { fontWeight: vars.font.weight.bold });
inside('blockquote', {
  marginBlock: `0 ${vars.space.md}`,
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border.subtle}`,
  color: vars.color.text.muted,
});
inside('hr', {
  border: 0,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  marginBlock: vars.space.lg,
});
inside('img', { maxWidth: '100%', height: 'auto' });
inside('table', { borderCollapse: 'collapse', marginBlockEnd: vars.space.md, maxWidth: '100%' });
inside('th, td', {
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
});

/** The visually hidden '(opens in a new tab)' note added to external links. */
export const note = style(inLayer(visuallyHidden));
