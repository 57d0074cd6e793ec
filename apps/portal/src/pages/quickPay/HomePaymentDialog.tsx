import { lazy } from 'react';
import type { HomeDialogsProps } from './HomeDialogs';

// Two steps on purpose: the home page's import of this small module lists only a few files to
// preload, so /home's first JavaScript does not grow with the dialogs' long list of chunks; the
// dialogs' own import starts as soon as the home page renders this, right after it arrives.
const loadDialogs = () =>
  import('./HomeDialogs').then((module) => ({ default: module.HomeDialogs }));
const HomeDialogs = lazy(loadDialogs);

export type HomePaymentDialogProps = HomeDialogsProps;

/**
 * What the home page's Quick Pay tile opens (doc 1 §2.3): the Quick Pay dialog for a guest, the
 * payment confirmation for a signed-in member. Loaded on demand (the home page renders it inside a
 * Suspense boundary), so the home page's first JavaScript does not carry the dialogs.
 */
export function HomePaymentDialog(props: HomePaymentDialogProps) {
  return <HomeDialogs {...props} />;
}
