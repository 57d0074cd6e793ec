import type { navigation } from '@coop-portal/validation';
import { PaymentConfirmation, QuickPayDialog } from '@coop-portal/widgets';
import { useSearchParams } from '../../routing/hooks';

export interface HomeDialogsProps {
  /** Which dialog the home page's Quick Pay tile opens (doc 1 §2.3). */
  dialog: NonNullable<navigation.HomeTile['opensDialog']>;
  /** The dialog closed. */
  onClose: () => void;
}

/**
 * What the home page's Quick Pay tile opens (doc 1 §2.3): the Quick Pay dialog for a guest, the
 * payment confirmation for a signed-in member (the account of the page's `accountno`, else the
 * primary one).
 */
export function HomeDialogs({ dialog, onClose }: HomeDialogsProps) {
  const [params] = useSearchParams();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return dialog === 'quickPay' ? (
    <QuickPayDialog isOpen onOpenChange={onOpenChange} />
  ) : (
    <PaymentConfirmation
      isOpen
      onOpenChange={onOpenChange}
      accountNumber={params.get('accountno')}
    />
  );
}
