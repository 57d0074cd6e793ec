import {
  focusRing,
  inLayer,
  media,
  vars,
  visuallyHidden as visuallyHiddenRule,
} from '@coop-portal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
  }),
);

/**
 * The header, the strips under it and the page fill at least the screen, so the footer starts
 * below it: a page whose content arrives after the first paint pushes nothing visible down (no
 * layout shift), and a short page keeps its footer one scroll away.
 */
export const aboveFooter = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 0 auto',
    minHeight: '100vh',
    '@media': { print: { minHeight: 0 } },
  }),
);

/** The account switcher strip's room while its accounts load (AccountSwitcher). */
export const switcherRoom = style(
  inLayer({
    boxSizing: 'border-box',
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    '@media': { print: { display: 'none' } },
  }),
);

export const skipLink = style(
  inLayer({
    position: 'absolute',
    left: vars.space.sm,
    top: '-100px',
    zIndex: vars.zIndex.overlay,
    padding: vars.space.sm,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.link,
    selectors: { '&:focus': { top: vars.space.sm, ...focusRing } },
  }),
);

export const main = style(
  inLayer({
    flex: '1 0 auto',
    width: '100%',
    maxWidth: '72rem',
    marginInline: 'auto',
    padding: vars.space.lg,
    outline: 'none',
    '@media': {
      [media.mobile]: { padding: vars.space.md },
      print: { maxWidth: 'none', padding: 0 },
    },
  }),
);

/**
 * A printed page is the page itself: the header, banners, account switcher, footer, web chat and
 * skip link stay on screen only.
 */
globalStyle(
  `${frame} > :not(${aboveFooter}), ${aboveFooter} > :not(main)`,
  inLayer({ '@media': { print: { display: 'none' } } }),
);

export const pageTitle = style(
  inLayer({
    fontSize: vars.font.size.xxl,
    lineHeight: vars.font.lineHeight.tight,
    margin: `0 0 ${vars.space.md}`,
  }),
);

export const loading = style(
  inLayer({ display: 'flex', justifyContent: 'center', padding: vars.space.xl }),
);

/** The icon after a link that opens in a new tab. */
export const externalIcon = style(
  inLayer({
    display: 'inline-block',
    width: '0.875em',
    height: '0.875em',
    marginInlineStart: vars.space.xxs,
    verticalAlign: '-0.05em',
    flexShrink: 0,
  }),
);

/** Read by screen readers, not shown (a link's "(opens in a new tab)"). */
export const visuallyHidden = style(inLayer(visuallyHiddenRule));

/** The offline note: the warning tone's colours, a full-width strip under the header. */
export const offline = style(
  inLayer({
    backgroundColor: vars.color.status.warning.surface,
    color: vars.color.status.warning.text,
    borderBlockEnd: `1px solid ${vars.color.status.warning.border}`,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    '@media': { [media.mobile]: { paddingInline: vars.space.md } },
  }),
);
