import type { EndpointAnswer, searchUnclaimedCapitalCredits } from '@coop-portal/api-client';
import {
  useSearchUnclaimedCapitalCredits,
  useSiteConfiguration,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DataTable,
  DismissibleAlert,
  Form,
  SafeHtml,
  Spinner,
  TextField,
  useCatalogue,
  useFocusOnChange,
  type DataTableColumn,
} from '@coop-portal/ui';
import { capitalCredits } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import {
  createElement,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { capitalCreditFailure } from '../shared/capitalCreditFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import { ClaimForm } from './ClaimForm';
import {
  unclaimedCapitalCreditsMessages,
  unclaimedCapitalCreditsTranslations,
  type UnclaimedCapitalCreditsMessages,
} from './messages';
import * as styles from './UnclaimedCapitalCredits.css';

/** An unclaimed capital credit the search found (doc 3 §3). */
export type UnclaimedCredit = EndpointAnswer<typeof searchUnclaimedCapitalCredits>[number];

export interface UnclaimedCapitalCreditsProps {
  /** Level of the 'Unclaimed Capital Credits' heading (default 2); the steps use the next one. */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /** A claim was sent; the server's message shown and the credit claimed. */
  onClaimed?: (message: string, credit: UnclaimedCredit) => void;
  /** A co-op's own wording. */
  messages?: Partial<UnclaimedCapitalCreditsMessages>;
  className?: string;
}

type Terms = capitalCredits.UnclaimedSearch;

const emptyTerms: Terms = { firstName: '', lastName: '', companyName: '' };
const { initial: INITIAL_PAGE_SIZE, options: PAGE_SIZES } = capitalCredits.unclaimedPageSizes;

/**
 * Unclaimed Capital Credits (/unclaimed-capital-credit; doc 3 §2.10, §3, §4, §5, §8, §9), public.
 * Step 1: the co-op's text (the site configuration's unclaimedCapitalCreditMsg, sanitised HTML) and
 * a search by First Name, Last Name and Company Name (Search is unavailable until one holds more
 * than spaces; the terms are sent trimmed), then the results — Name, Address, City/State, Zip and
 * Claim — paged by 10 (10, 25, 50, 100), or 'There were no unclaimed capital credits found
 * matching ' and the terms used. Step 2, from Claim: the contact form with the spec's rules; Cancel
 * goes back to the results as they were; a claim is sent once however often Submit is pressed, and
 * its success hides the form for the server's message. The form shows nothing of the credit but
 * what the search returned, and the SSN is typed hidden. A call refused as asked too often (429)
 * says how long to wait and keeps what was entered. It needs a `CoopWidgetProvider` (no member
 * signed in).
 */
export function UnclaimedCapitalCredits({
  headingLevel = 2,
  showHeading = true,
  onClaimed,
  messages,
  className,
}: UnclaimedCapitalCreditsProps) {
  const errorMessage = useErrorMessage();
  const text: UnclaimedCapitalCreditsMessages = {
    ...useCatalogue(unclaimedCapitalCreditsMessages, unclaimedCapitalCreditsTranslations),
    ...messages,
  };
  const configuration = useSiteConfiguration();
  const [values, setValues] = useState<Terms>(emptyTerms);
  /** The terms searched for (trimmed); null before the first search. */
  const [searched, setSearched] = useState<Terms | null>(null);
  const results = useSearchUnclaimedCapitalCredits(searched ? { body: searched } : skipToken, {
    // A search the visitor asks for: a refusal (429 above all) is shown, never asked again unasked.
    retry: false,
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(INITIAL_PAGE_SIZE);
  const [claiming, setClaiming] = useState<UnclaimedCredit | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);
  const [failureDismissed, setFailureDismissed] = useState(false);
  /** The view in front: focus goes to its start when it changes (not on the first render). */
  const view = claimed ? 'claimed' : claiming ? 'claim' : 'search';
  const { ref: viewRef } = useFocusOnChange<string, HTMLElement>(view);
  const level = Math.min(showHeading ? headingLevel + 1 : headingLevel, 4) as 2 | 3 | 4;
  const summaryLevel = Math.min(level + 1, 5) as 3 | 4 | 5;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A search under way: further presses are the same intent.
    if (!capitalCredits.canSearchUnclaimed(values) || results.isFetching) return;
    const terms = capitalCredits.buildUnclaimedSearch(values);
    setPage(1);
    setFailureDismissed(false);
    if (searched && JSON.stringify(searched) === JSON.stringify(terms)) void results.refetch();
    else setSearched(terms);
  };

  const frame = (content: ReactNode) => (
    <WidgetSection
      heading={text.heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={results.isFetching}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );

  if (claimed) {
    return frame(
      <div className={styles.step}>
        <div
          ref={viewRef as RefObject<HTMLDivElement | null>}
          tabIndex={-1}
          className={styles.focusTarget}
        >
          <Alert tone="success">{claimed}</Alert>
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onPress={() => {
              setClaimed(null);
              setClaiming(null);
            }}
          >
            {text.backToSearch}
          </Button>
        </div>
      </div>,
    );
  }

  if (claiming) {
    return frame(
      <section className={styles.step} aria-label={text.claimHeading}>
        <StepHeading level={level} headingRef={viewRef}>
          {text.claimHeading}
        </StepHeading>
        <ClaimForm
          credit={claiming}
          text={text}
          errorSummaryHeadingLevel={summaryLevel}
          onCancel={() => setClaiming(null)}
          onClaimed={(message) => {
            setClaimed(message);
            onClaimed?.(message, claiming);
          }}
        />
      </section>,
    );
  }

  const intro = configuration.data?.unclaimedCapitalCreditMsg?.trim();
  const failure =
    results.isError && !results.isFetching && !failureDismissed
      ? capitalCreditFailure(results.error, text, errorMessage)
      : null;
  const found = searched && results.data && !results.isFetching ? results.data : null;

  const columns: DataTableColumn<UnclaimedCredit>[] = [
    { id: 'name', header: text.columnName, isRowHeader: true, cell: (credit) => credit.name },
    { id: 'address', header: text.columnAddress, cell: (credit) => credit.address },
    {
      id: 'cityState',
      header: text.columnCityState,
      cell: (credit) => text.cityState(credit.city, credit.state),
    },
    { id: 'zip', header: text.columnZip, cell: (credit) => credit.zip },
    {
      id: 'claim',
      header: text.columnClaim,
      cell: (credit) => (
        <Button
          variant="secondary"
          aria-label={text.claimLabel(credit.name)}
          onPress={() => setClaiming(credit)}
        >
          {text.claim}
        </Button>
      ),
    },
  ];

  return frame(
    <>
      {intro ? <SafeHtml html={intro} className={styles.intro} /> : null}
      <section className={styles.step} aria-label={text.searchHeading}>
        <StepHeading level={level} headingRef={viewRef}>
          {text.searchHeading}
        </StepHeading>
        <p className={styles.note}>{text.searchIntro}</p>
        <Form onSubmit={search} className={styles.form}>
          <div className={styles.fields}>
            <TextField
              name="firstName"
              label={text.firstNameLabel}
              value={values.firstName}
              onChange={(firstName) => setValues((current) => ({ ...current, firstName }))}
              autoComplete="off"
            />
            <TextField
              name="lastName"
              label={text.lastNameLabel}
              value={values.lastName}
              onChange={(lastName) => setValues((current) => ({ ...current, lastName }))}
              autoComplete="off"
            />
            <TextField
              name="companyName"
              label={text.companyNameLabel}
              value={values.companyName}
              onChange={(companyName) => setValues((current) => ({ ...current, companyName }))}
              autoComplete="off"
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!capitalCredits.canSearchUnclaimed(values)}>
              {text.search}
            </Button>
            {/* Not the button's own pending state: the button goes when a Claim opens the form,
                and an announcement pointing at it would be left behind. */}
            {results.isFetching ? <Spinner label={text.searching} showLabel size="sm" /> : null}
          </div>
        </Form>
        {failure ? (
          <DismissibleAlert
            tone="error"
            onDismiss={() => setFailureDismissed(true)}
            dismissLabel={text.dismissLabel}
          >
            {failure}
          </DismissibleAlert>
        ) : null}
        {found && searched && found.length === 0 ? (
          <Alert tone="info">{capitalCredits.noUnclaimedResultsMessage(searched, text)}</Alert>
        ) : null}
        {found && found.length > 0 ? (
          <DataTable
            aria-label={text.resultsLabel}
            columns={columns}
            rows={found}
            getRowId={(credit) => credit.memberNumber}
            pagination={{
              pageSizeOptions: [...PAGE_SIZES],
              pageSize,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
              page,
              onPageChange: setPage,
            }}
          />
        ) : null}
      </section>
    </>,
  );
}

/** A step's heading: focus lands on it when the step comes in front. */
function StepHeading({
  level,
  headingRef,
  children,
}: {
  level: 2 | 3 | 4;
  headingRef: Ref<HTMLElement>;
  children: string;
}) {
  return createElement(
    `h${level}`,
    { className: styles.subheading, ref: headingRef, tabIndex: -1 },
    children,
  );
}
