// The three pages a schedule ends on share one module (one chunk): each is a title, a message and
// Done, too small to download apart.
import { useCompleteScheduledPaymentMutation, useCurrentUser } from '@coop-portal/api-client/react';
import { Alert, Button, DescriptionList, Spinner, useCatalogue } from '@coop-portal/ui';
import { scheduledPayments } from '@coop-portal/validation';
import { useErrorMessage } from '@coop-portal/widgets';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { scheduledPaymentsPageMessages, scheduledPaymentsPageTranslations } from './messages';
import * as styles from './ScheduleResultPages.css';

/** Where Done leads from every schedule result page (doc 2 §2.8). */
const DONE_TARGET = '/accountoverview';

/** A schedule result: the title 'Schedule Payment', what happened, and Done to the overview. */
function ScheduleResult({ children }: { children: ReactNode }) {
  const m = useCatalogue(scheduledPaymentsPageMessages, scheduledPaymentsPageTranslations).result;
  const navigate = useNavigate();
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      <div className={styles.result}>
        {children}
        <Button onPress={() => void navigate(DONE_TARGET)}>{m.done}</Button>
      </div>
    </>
  );
}

/**
 * The provider's return of a scheduled payment (the API's schedule callback sends the browser here
 * with encodedParam): completes the schedule once, then shows the success page with its transaction
 * number, or the error page with the message in navigation state (doc 2 §2.8). The address is
 * replaced either way, so going back or reloading never completes it twice.
 */
function ScheduleCompletion({ encodedParam }: { encodedParam: string }) {
  const m = useCatalogue(scheduledPaymentsPageMessages, scheduledPaymentsPageTranslations).result;
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const memberNumber = useCurrentUser()?.memberNumber;
  const { mutateAsync } = useCompleteScheduledPaymentMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !memberNumber) return;
    started.current = true;
    mutateAsync({ params: { memberNumber }, body: { encodedParam } }).then(
      ({ transNo }) =>
        void navigate(scheduledPayments.scheduleSuccessPath(transNo), { replace: true }),
      (failure: unknown) =>
        void navigate('/schedule-payments-error', {
          replace: true,
          state: scheduledPayments.scheduleErrorState(errorMessage(failure)),
        }),
    );
  }, [encodedParam, memberNumber, mutateAsync, navigate, errorMessage]);
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      <Spinner label={m.completing} showLabel />
    </>
  );
}

/**
 * /schedule-payments-success (doc 2 §2.8): the payment is scheduled, with its transaction number
 * (query transno) when the address has one; Done goes to the account overview. Coming back from
 * the provider (encodedParam, no transno yet) it first completes the schedule.
 */
export function ScheduleSuccessPage() {
  const m = useCatalogue(scheduledPaymentsPageMessages, scheduledPaymentsPageTranslations).result;
  const [params] = useSearchParams();
  const transNo = scheduledPayments.scheduledTransNo(params);
  const encodedParam = scheduledPayments.scheduleReturnParam(params);
  if (encodedParam) return <ScheduleCompletion encodedParam={encodedParam} />;
  return (
    <ScheduleResult>
      <p className={styles.message} role="status">
        {m.scheduled}
      </p>
      {transNo ? (
        <DescriptionList
          variant="boxed"
          items={[{ term: m.transactionNumber, details: transNo }]}
        />
      ) : null}
    </ScheduleResult>
  );
}

/**
 * /schedule-payments-error (doc 2 §2.8, doc 3 §2.12): the title 'Schedule Payment' and the error
 * message passed in navigation state; a direct visit, without one, says the payment could not be
 * scheduled — never a blank page. Done goes to the account overview.
 */
export function ScheduleErrorPage() {
  const m = useCatalogue(scheduledPaymentsPageMessages, scheduledPaymentsPageTranslations).result;
  const { state } = useLocation();
  return (
    <ScheduleResult>
      <Alert tone="error">
        {scheduledPayments.scheduleErrorMessage(state, { scheduleFailed: m.failed })}
      </Alert>
    </ScheduleResult>
  );
}

/**
 * /schedule-payments-cancel (doc 2 §2.8): 'Your schedule payment has been canceled.'; Done goes
 * to the account overview.
 */
export function ScheduleCancelPage() {
  const m = useCatalogue(scheduledPaymentsPageMessages, scheduledPaymentsPageTranslations).result;
  return (
    <ScheduleResult>
      <p className={styles.message}>{m.canceled}</p>
    </ScheduleResult>
  );
}
