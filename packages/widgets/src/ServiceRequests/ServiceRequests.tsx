import type { EndpointAnswer, getServiceOrders } from '@coop-portal/api-client';
import {
  useProcessServiceOrderMutation,
  useServiceOrders,
  useServiceOrderTypes,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DataTable,
  Form,
  MaskedPhoneField,
  Select,
  SelectItem,
  Spinner,
  TextArea,
  useCatalogue,
  useFocusOnChange,
  useLocale,
  type DataTableColumn,
} from '@coop-portal/ui';
import {
  formatDate,
  formatUsPhone,
  serviceRequest,
  validateForm,
  withoutUsCountryCode,
} from '@coop-portal/validation';
import { createElement, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { OutcomeAlert, type Outcome } from '../shared/OutcomeAlert';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import {
  serviceRequestsMessages,
  serviceRequestsTranslations,
  type ServiceRequestsMessages,
} from './messages';
import * as styles from './ServiceRequests.css';

type Order = EndpointAnswer<typeof getServiceOrders>[number];

export interface ServiceRequestsProps {
  /** The account the requests are for. */
  accountNumber: string;
  /** Level of the 'Service Requests' heading (default 2); its two parts are one level below. */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /** A request was filed; the server's message, as shown. */
  onRequested?: (message: string) => void;
  /**
   * A co-op's own wording, in the language the widget speaks (its provider's `locale`): it replaces
   * that language's text.
   */
  messages?: Partial<ServiceRequestsMessages>;
  className?: string;
}

const { pageSize: PAGE_SIZE, pageSizeOptions: PAGE_SIZES } =
  serviceRequest.serviceRequestHistoryPaging;

/**
 * Service Requests (/service-requests; doc 3 §2.5, §3, §5, §7, §8, §9): a request form above the
 * account's request history.
 *
 * The form: Service Type (the account's service order types; required), Phone Number (required,
 * masked (987) 456-1230 as it is typed, area code and exchange not starting with 0) and Comments (at
 * most 400, with a counter). Submit checks the fields (focus goes to the first invalid one), sends
 * one request however often it is pressed, with the phone as digits only, then shows the server's
 * message, empties the form and shows the request at the top of the history. A refused request says
 * why (doc 3 §8: the first message of a 400's list, the generic text for a 500, the answer's message,
 * else status and status text) and keeps what was typed.
 *
 * The history: Services, Requested (MM/dd/yyyy in English, the language's own short date in
 * another), Requested Number and Review Status in words,
 * newest first, 5 a page (5, 10, 25, 50, 100). Rules from `@coop-portal/validation`'s
 * `serviceRequest`; it needs a `CoopWidgetProvider` whose session has the member signed in.
 */
export function ServiceRequests({
  accountNumber,
  headingLevel = 2,
  showHeading = true,
  onRequested,
  messages,
  className,
}: ServiceRequestsProps) {
  const errorMessage = useErrorMessage();
  const text: ServiceRequestsMessages = {
    ...useCatalogue(serviceRequestsMessages, serviceRequestsTranslations),
    ...messages,
  };
  const locale = useLocale();
  const partLevel = (showHeading ? headingLevel + 1 : headingLevel) as 2 | 3 | 4;
  const formHeadingId = useId();
  const historyHeadingId = useId();
  const types = useServiceOrderTypes({ params: { accountNumber } });
  const history = useServiceOrders({ params: { accountNumber } });
  const file = useProcessServiceOrderMutation();

  const [workType, setWorkType] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE);
  // A request under way: further presses of Submit are the same intent.
  const sending = useRef(false);
  const { ref: outcomeRef } = useFocusOnChange<Outcome | null, HTMLDivElement>(outcome, {
    shouldFocus: () => outcome !== null,
  });

  const rows = useMemo(
    () => (history.data ? serviceRequest.serviceRequestHistoryRows(history.data) : undefined),
    [history.data],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const result = validateForm(serviceRequest.createServiceRequestSchema(text), {
      workType,
      phone,
      comments,
    });
    setErrors(result.errors);
    if (!result.data) return;
    sending.current = true;
    setOutcome(null);
    file.mutate(
      { body: serviceRequest.buildServiceRequest(accountNumber, result.data) },
      {
        onSuccess: ({ message }) => {
          const shown = message.trim() || text.received;
          setWorkType(null);
          setPhone('');
          setComments('');
          setPage(1);
          setOutcome({ tone: 'success', message: shown });
          onRequested?.(shown);
        },
        onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  let form;
  if (types.isError) {
    form = <ReadFailure reads={[types]} retryLabel={text.retry} className={styles.status} />;
  } else if (!types.data) {
    form = <Spinner label={text.loadingTypes} showLabel size="sm" />;
  } else if (types.data.length === 0) {
    form = <Alert tone="info">{text.noServiceTypes}</Alert>;
  } else {
    const items = types.data.map((type) => ({
      id: String(type.workTypeID),
      description: type.description,
    }));
    form = (
      <Form
        onSubmit={submit}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={Math.min(partLevel + 1, 6) as 3 | 4 | 5}
        className={styles.form}
      >
        <Select
          name="workType"
          label={text.serviceTypeLabel}
          placeholder={text.serviceTypePlaceholder}
          items={items}
          selectedKey={workType}
          onSelectionChange={(key) => setWorkType(key === null ? null : String(key))}
          isRequired
          className={styles.field}
        >
          {(item) => <SelectItem id={item.id}>{item.description}</SelectItem>}
        </Select>
        <MaskedPhoneField
          name="phone"
          label={text.phoneLabel}
          description={text.phoneDescription}
          value={phone}
          onChange={setPhone}
          format={formatUsPhone}
          normalizePasted={withoutUsCountryCode}
          isRequired
          className={styles.field}
        />
        <TextArea
          name="comments"
          label={text.commentsLabel}
          value={comments}
          onChange={setComments}
          maxLength={serviceRequest.serviceRequestLimits.commentsMaxLength}
          className={styles.comments}
        />
        <div>
          <Button type="submit" isPending={file.isPending} loadingLabel={text.submitting}>
            {text.submit}
          </Button>
        </div>
      </Form>
    );
  }

  const columns: DataTableColumn<Order>[] = [
    { id: 'services', header: text.columnServices, isRowHeader: true, cell: (o) => o.description },
    {
      id: 'requested',
      header: text.columnRequested,
      cell: (order) => formatDate(order.creation, locale) ?? text.notAvailable,
    },
    { id: 'soNumber', header: text.columnRequestedNumber, cell: (order) => order.soNumber },
    {
      id: 'reviewStatus',
      header: text.columnReviewStatus,
      cell: (order) => serviceRequest.reviewStatusLabel(order.reviewed, text),
    },
  ];

  let table;
  if (history.isError) {
    table = <ReadFailure reads={[history]} retryLabel={text.retry} className={styles.status} />;
  } else if (!rows) {
    table = <Spinner label={text.loadingHistory} showLabel size="sm" />;
  } else if (rows.length === 0) {
    table = <Alert tone="info">{text.noRequests}</Alert>;
  } else {
    table = (
      <DataTable
        aria-label={text.tableLabel(accountNumber)}
        columns={columns}
        rows={rows}
        getRowId={(order) => `${order.soNumber}-${rows.indexOf(order)}`}
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
    );
  }

  return (
    <WidgetSection
      heading={text.heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={types.isPending || history.isPending}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      <section aria-labelledby={formHeadingId} className={styles.part}>
        {createElement(
          `h${partLevel}`,
          { id: formHeadingId, className: styles.partHeading },
          text.formHeading,
        )}
        <OutcomeAlert
          ref={outcomeRef}
          outcome={outcome}
          onDismiss={() => setOutcome(null)}
          dismissLabel={text.dismissLabel}
          className={styles.status}
        />
        {form}
      </section>
      <section aria-labelledby={historyHeadingId} className={styles.part}>
        {createElement(
          `h${partLevel}`,
          { id: historyHeadingId, className: styles.partHeading },
          text.historyHeading,
        )}
        {table}
      </section>
    </WidgetSection>
  );
}
