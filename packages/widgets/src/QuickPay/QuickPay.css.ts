import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const content = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

export const stepHeading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    outline: 'none',
  }),
);

export const intro = style(inLayer({ margin: 0, color: vars.color.text.muted }));

export const fields = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  }),
);

/** The footer's main action: its slot can be hidden without replacing the button. */
export const primary = style(
  inLayer({
    display: 'contents',
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

/** The form posted to the payment provider: never seen. */
export const hostedForm = style(inLayer({ display: 'none' }));

// QuickPay in the page: the dialog's frame (title bar, body, footer) as a region of the page, at
// most the dialog's 600px wide.

export const inline = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: '600px',
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    fontFamily: vars.font.family.body,
  }),
);

export const inlineHeader = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    minHeight: `calc(${vars.size.control} + 2 * ${vars.space.sm})`,
    boxSizing: 'border-box',
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    '@media': { [media.mobile]: { paddingInline: vars.space.md } },
  }),
);

export const inlineTitle = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const inlineBody = style(
  inLayer({
    padding: vars.space.lg,
    '@media': { [media.mobile]: { padding: vars.space.md } },
  }),
);

export const inlineFooter = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    '@media': { [media.mobile]: { paddingInline: vars.space.md } },
  }),
);
