import { UnclaimedCapitalCredits } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import * as pageStyles from '../pages.css';
import { capitalCreditsPageMessages, capitalCreditsPageTranslations } from './messages';

/**
 * Unclaimed Capital Credits (/unclaimed-capital-credit; doc 3 §2.10), public: the page's title and
 * the UnclaimedCapitalCredits widget (search, results, claim).
 */
export function UnclaimedCapitalCreditsPage() {
  const m = useCatalogue(capitalCreditsPageMessages, capitalCreditsPageTranslations);
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.unclaimedTitle}</h1>
      <UnclaimedCapitalCredits showHeading={false} />
    </>
  );
}
