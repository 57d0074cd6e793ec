/**
 * The Banner's own wording; its `label` and `closeLabel` props override it. The tone's name is the
 * alerts' (see `alertMessages`).
 */
export const bannerMessages = {
  /** Names the banner's region landmark. */
  label: 'Announcement',
  /** Names the close button. */
  close: 'Close announcement',
};

export type BannerMessages = typeof bannerMessages;
