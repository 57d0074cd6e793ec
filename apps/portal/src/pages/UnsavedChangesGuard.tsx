import { useSession } from '@coop-portal/api-client/react';
import { AlertDialog, useCatalogue, type CatalogueTranslations } from '@coop-portal/ui';
import { useState } from 'react';
import { useLeaveGuard } from '../routing/leaveGuard';

/**
 * The question's wording (kept here, not in the pages' messages: the first page imports those, and
 * sharing them with this guard would split them out of its chunk).
 */
export const unsavedChangesMessages = {
  title: 'Leave without saving?',
  body: 'You have changes on this page that are not saved yet. If you leave now, they will be lost.',
  stay: 'Stay on This Page',
  leave: 'Leave Without Saving',
};

export type UnsavedChangesMessages = typeof unsavedChangesMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const unsavedChangesTranslations: CatalogueTranslations<UnsavedChangesMessages> = {
  name: 'portal.unsavedChanges',
  'es-US': () =>
    import('./UnsavedChangesGuard.es').then((module) => module.unsavedChangesMessagesEs),
};

export interface UnsavedChangesGuardProps {
  /** The page has edits not saved yet. */
  when: boolean;
}

/**
 * Asks before a page with unsaved edits is left through the portal (a link, the menu, back or
 * forward): Stay keeps the page and every edit, Leave goes on and drops them. Once the member is
 * signed out (Sign Out, or a session that ended) nothing can be saved any more, so leaving is not
 * asked. Closing or reloading the tab is the widget's own `beforeunload`.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const m = useCatalogue(unsavedChangesMessages, unsavedChangesTranslations);
  const session = useSession();
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  useLeaveGuard(
    when
      ? () =>
          session.getCurrentUser() === null
            ? true
            : new Promise<boolean>((resolve) => setAnswer(() => resolve))
      : null,
  );
  const close = (leave: boolean) => {
    answer?.(leave);
    setAnswer(null);
  };
  return (
    <AlertDialog
      isOpen={answer !== null}
      onOpenChange={(open) => {
        if (!open) close(false);
      }}
      title={m.title}
      confirmLabel={m.leave}
      cancelLabel={m.stay}
      autoFocusButton="cancel"
      variant="destructive"
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      {m.body}
    </AlertDialog>
  );
}
