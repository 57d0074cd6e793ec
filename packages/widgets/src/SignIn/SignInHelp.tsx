import { Button } from '@coop-portal/ui';
import { lazy, Suspense, useState } from 'react';
import type { SignInFormMessages } from './messages';
import * as styles from './SignInForm.css';

const loadDialog = () => import('./SignInHelpDialog');
const SignInHelpDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SignInHelpDialog })),
);

export interface SignInHelpProps {
  text: SignInFormMessages;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * The sign-in help (doc 1 §2.7): a button that opens the help dialog. The dialog's code (react-aria's
 * modal) loads when the pointer or the focus reaches the button, so the sign-in page stays light;
 * focus returns to the button when the dialog closes.
 */
export function SignInHelp({ text, defaultOpen = false }: SignInHelpProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [isWanted, setWanted] = useState(defaultOpen);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        variant="quiet"
        className={styles.help}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {text.help}
      </Button>
      {isWanted ? (
        <Suspense fallback={null}>
          <SignInHelpDialog text={text} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
