/**
 * Storybook parameters every story of the kit shares (spread into each `meta.parameters`). Every
 * story already runs axe and fails on a violation (`.storybook/preview.tsx`); this also turns on
 * axe's `target-size` rule (WCAG 2.2 SC 2.5.8), which axe leaves off by default, so a control under
 * 24×24 px without enough space around it fails its story.
 */
export const kitStoryParameters = {
  a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
};
