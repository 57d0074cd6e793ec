import { AccountProfile } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useNavigate } from '../../routing/hooks';
import { BackToAllAccounts, useSelectedAccount } from '../memberAccount';
import * as pageStyles from '../pages.css';
import { profilePageMessages, profilePageTranslations } from './messages';

/**
 * /account-profile (doc 2 §2.2): the profile of the account of query `accountno` when it is one of
 * the member's, else their primary account (doc 1 §2.1). The profile itself is the AccountProfile
 * widget; its offer to review notifications after a phone save goes through the router.
 */
export function AccountProfilePage() {
  const m = useCatalogue(profilePageMessages, profilePageTranslations);
  const navigate = useNavigate();
  const selected = useSelectedAccount({ noAccounts: m.noAccounts });

  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      <BackToAllAccounts />
      {selected.account && selected.memberNumber ? (
        <AccountProfile
          key={selected.account.accountNumber}
          accountNumber={selected.account.accountNumber}
          memberNumber={selected.memberNumber}
          showHeading={false}
          headingLevel={2}
          onNavigate={(path) => void navigate(path)}
        />
      ) : (
        selected.content
      )}
    </>
  );
}
