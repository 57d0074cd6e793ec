import type { BannerMessages } from './messages';

/** The Banner's wording in Spanish (US). */
export const bannerMessagesEs = {
  label: 'Anuncio',
  close: 'Cerrar el anuncio',
} satisfies BannerMessages;
