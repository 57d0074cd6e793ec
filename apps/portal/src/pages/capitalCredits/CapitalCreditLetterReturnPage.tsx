import { CapitalCreditLetterReturn } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import * as pageStyles from '../pages.css';
import { capitalCreditsPageMessages, capitalCreditsPageTranslations } from './messages';

/**
 * Capital Credit Letter Return (/cc-letterreturn; doc 3 §2.9), public: the page's title and the
 * CapitalCreditLetterReturn widget.
 */
export function CapitalCreditLetterReturnPage() {
  const m = useCatalogue(capitalCreditsPageMessages, capitalCreditsPageTranslations);
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.letterReturnTitle}</h1>
      <CapitalCreditLetterReturn showHeading={false} />
    </>
  );
}
