import {
  focusRing,
  inLayer,
  media,
  vars,
  visuallyHidden as visuallyHiddenRule,
} from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    display: 'grid',
    gap: vars.space.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    minWidth: 0,
    selectors: {
      // The compact layout: one column of a reading width.
      '&[data-layout="BASIC"]': { maxWidth: '48rem' },
    },
  }),
);

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const banners = style(inLayer({ display: 'grid', gap: vars.space.sm }));

export const bannerLines = style(
  inLayer({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs }),
);

/** The account card: a bordered surface; a past-due or cutoff account gets a thick coloured edge. */
export const summary = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.raised,
    minWidth: 0,
    selectors: {
      '&[data-warning="pastDue"]': {
        borderInlineStart: `6px solid ${vars.color.status.warning.border}`,
      },
      '&[data-warning="cutoff"]': {
        borderInlineStart: `6px solid ${vars.color.status.danger.border}`,
      },
    },
    '@media': { [media.mobile]: { padding: vars.space.md } },
  }),
);

export const summaryHeader = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const holder = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const badges = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' }),
);

export const badge = style(
  inLayer({
    display: 'inline-block',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.status.info.border}`,
    backgroundColor: vars.color.status.info.surface,
    color: vars.color.status.info.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    selectors: {
      '&[data-tone="success"]': {
        borderColor: vars.color.status.success.border,
        backgroundColor: vars.color.status.success.surface,
        color: vars.color.status.success.text,
      },
      '&[data-tone="warning"]': {
        borderColor: vars.color.status.warning.border,
        backgroundColor: vars.color.status.warning.surface,
        color: vars.color.status.warning.text,
      },
      '&[data-tone="danger"]': {
        borderColor: vars.color.status.danger.border,
        backgroundColor: vars.color.status.danger.surface,
        color: vars.color.status.danger.text,
      },
    },
  }),
);

export const summaryBody = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const amountBlock = style(
  inLayer({
    display: 'grid',
    gap: vars.space.xxs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.page,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const amountLabel = style(
  inLayer({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }),
);

export const amount = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const amountDetail = style(inLayer({ margin: 0, fontSize: vars.font.size.sm }));

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);

/** Report Outage: a link dressed as a secondary button (it leads to a page). */
export const buttonLink = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.size.control,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `2px solid ${vars.color.action.secondary.border}`,
    backgroundColor: vars.color.action.secondary.background,
    color: vars.color.action.secondary.text,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    selectors: {
      '&:hover': { backgroundColor: vars.color.action.secondary.backgroundHover },
      '&:focus-visible': focusRing,
    },
  }),
);

/** The full card grid: as many columns of at least 18rem as fit; one column on a phone. */
export const grid = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: vars.space.lg,
    alignItems: 'stretch',
  }),
);

/** The compact layout's one column. */
export const column = style(inLayer({ display: 'grid', gap: vars.space.lg }));

/** A section that takes the grid's whole width (history, usage summary, linked accounts). */
export const wide = style(inLayer({ gridColumn: '1 / -1', minWidth: 0 }));

export const card = style(inLayer({ height: '100%', minWidth: 0 }));

export const linkList = style(
  inLayer({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.xs,
  }),
);

/** The compact layout's quick links: a plain list in two columns where they fit. */
export const plainLinks = style(
  inLayer({
    margin: 0,
    paddingInlineStart: vars.space.lg,
    columns: '2 14rem',
    columnGap: vars.space.xl,
  }),
);

export const plainLinkItem = style(inLayer({ breakInside: 'avoid', paddingBlock: vars.space.xxs }));

/** The capital credit link looks like the other links and opens a dialog. */
export const linkButton = style(
  inLayer({
    appearance: 'none',
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    cursor: 'pointer',
    textAlign: 'start',
    minHeight: vars.size.target,
    selectors: {
      '&:hover': { color: vars.color.text.linkHover },
      '&:focus-visible': focusRing,
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const muted = style(inLayer({ margin: 0, color: vars.color.text.muted }));

export const sectionHeading = style(
  inLayer({
    margin: `0 0 ${vars.space.sm}`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** The Billed Usage Summary's place, kept while the chart's code loads. */
export const chartSlot = style(
  inLayer({ minHeight: '360px', display: 'grid', gap: vars.space.sm }),
);

export const chartLoading = style(
  inLayer({ minHeight: '360px', display: 'grid', placeItems: 'center' }),
);

/**
 * The linked accounts table. Words never break inside (a column is as narrow as its longest word),
 * so at 320px the four columns fit with the address wrapping between its words.
 */
export const table = style(
  inLayer({
    width: '100%',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'normal',
    wordBreak: 'normal',
    '@media': { [media.mobile]: { fontSize: vars.font.size.sm } },
  }),
);

const cell = {
  textAlign: 'start',
  padding: vars.space.sm,
  verticalAlign: 'top',
  '@media': { [media.mobile]: { padding: vars.space.xxs } },
} as const;

export const th = style(
  inLayer({
    ...cell,
    borderBlockEnd: `2px solid ${vars.color.border.strong}`,
    fontWeight: vars.font.weight.bold,
  }),
);

export const td = style(
  inLayer({ ...cell, borderBlockEnd: `1px solid ${vars.color.border.subtle}` }),
);

export const numeric = style(inLayer({ textAlign: 'end' }));

/** The account number's row header, with its type under it. */
export const rowHeader = style(inLayer({ fontWeight: vars.font.weight.bold }));

export const cellDetail = style(
  inLayer({
    display: 'block',
    fontWeight: vars.font.weight.regular,
    color: vars.color.text.muted,
  }),
);

export const totalRow = style(inLayer({ fontWeight: vars.font.weight.bold }));

export const visuallyHidden = style(inLayer(visuallyHiddenRule));
