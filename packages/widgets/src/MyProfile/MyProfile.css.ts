import { inLayer, media, vars, visuallyHidden } from '@coop-portal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    display: 'grid',
    gap: vars.space.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    minWidth: 0,
  }),
);

export const heading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const tabs = style(inLayer({ minWidth: 0 }));

export const form = style(inLayer({ display: 'grid', gap: vars.space.lg, minWidth: 0 }));

/** A tab's fields: one column, as wide as reads well. */
export const tabContent = style(
  inLayer({
    display: 'grid',
    gap: vars.space.lg,
    maxWidth: '44rem',
    minWidth: 0,
  }),
);

/** A group of related fields (the new password, the confirmation e-mails…), framed. */
export const fieldset = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    margin: 0,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    minWidth: 0,
  }),
);

export const legend = style(
  inLayer({
    paddingInline: vars.space.xs,
    fontWeight: vars.font.weight.bold,
  }),
);

export const group = style(
  inLayer({
    display: 'grid',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

export const groupHeading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const hint = style(
  inLayer({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }),
);

export const empty = style(
  inLayer({
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
  }),
);

/** The per-account paperless table; under 600 px each account becomes a block of labelled boxes. */
export const table = style(
  inLayer({
    width: '100%',
    borderCollapse: 'collapse',
    '@media': { [media.mobile]: { display: 'block' } },
  }),
);

export const caption = style(
  inLayer({
    textAlign: 'start',
    fontWeight: vars.font.weight.bold,
    paddingBlockEnd: vars.space.sm,
    '@media': { [media.mobile]: { display: 'block' } },
  }),
);

globalStyle(
  `${table} th, ${table} td`,
  inLayer({
    padding: vars.space.sm,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    textAlign: 'start',
    verticalAlign: 'middle',
  }),
);

globalStyle(
  `${table} thead th`,
  inLayer({ fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' }),
);

globalStyle(
  `${table} tbody, ${table} tr`,
  inLayer({ '@media': { [media.mobile]: { display: 'block' } } }),
);

globalStyle(
  `${table} thead`,
  inLayer({
    '@media': {
      [media.mobile]: {
        display: 'block',
        borderBottom: `2px solid ${vars.color.border.strong}`,
      },
    },
  }),
);

globalStyle(
  `${table} th, ${table} td`,
  inLayer({ '@media': { [media.mobile]: { display: 'block', borderBottom: 'none' } } }),
);

globalStyle(
  `${table} tbody tr`,
  inLayer({
    '@media': {
      [media.mobile]: {
        paddingBlock: vars.space.sm,
        borderBottom: `1px solid ${vars.color.border.subtle}`,
      },
    },
  }),
);

/** The header's "Account" column has no box: on a phone only the select-all boxes show. */
globalStyle(
  `${table} thead th:first-child`,
  inLayer({ '@media': { [media.mobile]: visuallyHidden } }),
);

export const accountCell = style(inLayer({ fontWeight: vars.font.weight.bold }));

/** A box's visible label in a row: the column header says it on a wide screen. */
export const cellLabel = style(
  inLayer({
    ...visuallyHidden,
    '@media': {
      [media.mobile]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
        clipPath: 'none',
        whiteSpace: 'normal',
      },
    },
  }),
);

export const message = style(inLayer({ outline: 'none' }));

export const actions = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
  }),
);
