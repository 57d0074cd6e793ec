import { inLayer, focusRing, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const launcherArea = style(
  inLayer({
    position: 'fixed',
    insetInlineEnd: vars.space.lg,
    insetBlockEnd: vars.space.lg,
    zIndex: vars.zIndex.header,
    '@media': { [media.mobile]: { insetInlineEnd: vars.space.sm, insetBlockEnd: vars.space.sm } },
  }),
);

export const launcherRoom = style(
  inLayer({
    flexShrink: 0,
    height: `calc(${vars.size.control} + 2 * ${vars.space.lg})`,
    backgroundColor: vars.color.surface.raised,
  }),
);

export const launcher = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.action.primary.background,
    color: vars.color.action.primary.text,
    font: 'inherit',
    fontWeight: vars.font.weight.bold,
    boxShadow: vars.shadow.md,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.action.primary.backgroundHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.primary.backgroundPressed },
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const launcherIcon = style(inLayer({ width: '1.25rem', height: '1.25rem' }));

export const launcherText = style(inLayer({ '@media': { [media.mobile]: { display: 'none' } } }));

export const subTitle = style(
  inLayer({ margin: `0 0 ${vars.space.md}`, color: vars.color.text.muted }),
);

export const log = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: `0 0 ${vars.space.md}`,
    padding: 0,
    listStyle: 'none',
  }),
);

const bubble = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '85%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
} as const;

export const agentMessage = style(
  inLayer({ ...bubble, alignSelf: 'flex-start', backgroundColor: vars.color.surface.sunken }),
);

export const memberMessage = style(
  inLayer({
    ...bubble,
    alignSelf: 'flex-end',
    backgroundColor: vars.color.status.info.surface,
    color: vars.color.status.info.text,
  }),
);

export const author = style(
  inLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }),
);

export const note = style(
  inLayer({
    margin: `0 0 ${vars.space.md}`,
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
  }),
);

export const quickReplies = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }),
);
