import { useSiteSettings } from '@coop-portal/api-client/react';
import { Button, Dialog } from '@coop-portal/ui';
import type { SignInFormMessages } from './messages';
import * as styles from './SignInForm.css';

export interface SignInHelpDialogProps {
  text: SignInFormMessages;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The sign-in help dialog's content (doc 1 §2.7; the spec does not give it): what to enter, where
 * to go when the password is forgotten or on a first visit, the code step, and the co-op's phone
 * number from the site settings. Loaded on demand by `SignInHelp`.
 */
export function SignInHelpDialog({ text, isOpen, onOpenChange }: SignInHelpDialogProps) {
  const { data: settings } = useSiteSettings();
  const phone = settings?.phoneNumber?.trim();
  return (
    <Dialog
      title={text.helpTitle}
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={text.helpClose}
      footer={({ close }) => (
        <Button variant="secondary" onPress={close}>
          {text.helpClose}
        </Button>
      )}
    >
      <ul className={styles.helpList}>
        <li>{text.helpUsername}</li>
        <li>{text.helpPassword}</li>
        <li>{text.helpForgot}</li>
        <li>{text.helpFirstTime}</li>
        <li>{text.helpCode}</li>
        {phone ? <li>{text.helpContact(phone)}</li> : null}
      </ul>
    </Dialog>
  );
}
