import { CapitalCreditLetterReturn } from '@coop-portal/widgets';
import * as pageStyles from '../pages.css';
import { capitalCreditsPageMessages as m } from './messages';

/**
 * Capital Credit Letter Return (/cc-letterreturn; doc 3 §2.9), public: the page's title and the
 * CapitalCreditLetterReturn widget.
 */
export function CapitalCreditLetterReturnPage() {
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.letterReturnTitle}</h1>
      <CapitalCreditLetterReturn showHeading={false} />
    </>
  );
}
