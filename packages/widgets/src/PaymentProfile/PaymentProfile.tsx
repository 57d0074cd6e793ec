import { isApiError, paymentMethodCallbackPaths } from '@coop-portal/api-client';
import type { PaymentMethod } from '@coop-portal/api-client';
import {
  useAddPaymentMethodMutation,
  useApiClient,
  useDeletePaymentMethodMutation,
  usePaymentMethods,
  useSetDefaultPaymentMethodMutation,
  useSiteConfiguration,
  useStartPaymentMethodMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  AlertDialog,
  Button,
  cx,
  DataTable,
  Spinner,
  useCatalogue,
  useFocusOnChange,
  type DataTableColumn,
} from '@coop-portal/ui';
import { paymentProfile } from '@coop-portal/validation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { postForm } from '../shared/postForm';
import { OutcomeAlert } from '../shared/OutcomeAlert';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import {
  paymentProfileWidgetMessages,
  paymentProfileWidgetTranslations,
  type PaymentProfileWidgetMessages,
} from './messages';
import * as styles from './PaymentProfile.css';

export interface PaymentProfileProps {
  /** The signed-in member whose payment methods these are. */
  memberNumber: string;
  /**
   * What the hosted provider returned with (`paymentProfile.methodReturn` of the page's query): a
   * token to store once, or a cancel to tell.
   */
  returned?: paymentProfile.MethodReturn;
  /** The return was handled (the page may drop it from its address). */
  onReturnHandled?: () => void;
  /** Today, for the cards' expiry (default: now). */
  today?: Date;
  /** Level of the heading (default 2). */
  headingLevel?: 2 | 3;
  /** Show the heading (default true); a page whose title says it passes false. */
  showHeading?: boolean;
  /** A co-op's own wording, in the language the widget speaks: it replaces that language's text. */
  messages?: Partial<PaymentProfileWidgetMessages>;
  className?: string;
}

type Outcome = { tone: 'success' | 'error' | 'info'; message: string } | null;

/**
 * The member's stored payment methods (doc 1 §2.2 Payment Profile): each card or bank account by
 * name, type, masked number and expiry, the default one marked, and which accounts' auto payments
 * use it. 'Add a payment method' opens the hosted provider's page (doc 1 §3: the number never
 * touches this code); back from it, the provider's token is stored once and the new method shows.
 * 'Make default' and 'Remove' (after a confirmation) act on one method; a method an auto payment
 * uses cannot be removed: 'Update not allowed. Active Payment setup exists.' (My Profile's wording,
 * doc 2 §4), and its row stays. Every outcome is told in one alert above the list.
 */
export function PaymentProfile({
  memberNumber,
  returned,
  onReturnHandled,
  today = new Date(),
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: PaymentProfileProps) {
  const errorMessage = useErrorMessage();
  const text: PaymentProfileWidgetMessages = {
    ...useCatalogue(paymentProfileWidgetMessages, paymentProfileWidgetTranslations),
    ...messages,
  };
  const api = useApiClient();
  const list = usePaymentMethods({ params: { memberNumber } });
  const configuration = useSiteConfiguration();
  const start = useStartPaymentMethodMutation();
  const add = useAddPaymentMethodMutation();
  const makeDefault = useSetDefaultPaymentMethodMutation();
  const remove = useDeletePaymentMethodMutation();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const postTarget = useRef<HTMLDivElement>(null);
  const handledToken = useRef<string | null>(null);
  const { ref: outcomeRef } = useFocusOnChange<Outcome, HTMLDivElement>(outcome, {
    afterFrame: true,
    shouldFocus: (element) => {
      const focused = element.ownerDocument.activeElement;
      return outcome !== null && (focused === null || focused === element.ownerDocument.body);
    },
  });
  const name = (method: PaymentMethod) => paymentProfile.paymentMethodName(method, text);

  // The provider's return, by what it carries (the page may pass a new object each render): a
  // cancel is told at once; a token is stored once, however often this renders.
  const returnKey = !returned ? '' : returned.outcome === 'added' ? returned.token : 'canceled';
  const [seenReturn, setSeenReturn] = useState('');
  if (returnKey !== seenReturn) {
    setSeenReturn(returnKey);
    if (returnKey === 'canceled') setOutcome({ tone: 'info', message: text.canceled });
  }
  useEffect(() => {
    if (!returnKey) return;
    if (returnKey === 'canceled') {
      onReturnHandled?.();
      return;
    }
    if (handledToken.current === returnKey) return;
    handledToken.current = returnKey;
    add.mutate(
      { params: { memberNumber }, body: { token: returnKey } },
      {
        onSuccess: (method) => setOutcome({ tone: 'success', message: text.added(name(method)) }),
        onError: (error) =>
          setOutcome({ tone: 'error', message: text.addFailed(errorMessage(error)) }),
        onSettled: () => onReturnHandled?.(),
      },
    );
    // Only a new return acts; the texts and callbacks of a later render do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnKey, memberNumber]);

  const frame = (content: ReactNode, busy = false) => (
    <WidgetSection
      heading={text.heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={busy}
      className={cx(styles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );

  const reads = [list, configuration];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!list.data || !configuration.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }

  const allowed = paymentProfile.allowedMethodTypes(configuration.data);
  const methods = paymentProfile.sortPaymentMethods(list.data.paymentMethods);

  const startAdding = () => {
    setOutcome(null);
    start.mutate(
      { params: { memberNumber }, body: { allowCard: allowed.card, allowBank: allowed.bank } },
      {
        onSuccess: (initiation) => {
          if (!postTarget.current) return;
          postForm(postTarget.current, initiation.actionUrl, {
            ClientId: initiation.clientId,
            CustomData: initiation.transNo,
            EnableCreditCard: String(allowed.card),
            EnableECheck: String(allowed.bank),
            HostedCCReturn: api.url(paymentMethodCallbackPaths.success),
            HostedCCCancel: api.url(paymentMethodCallbackPaths.cancel),
            SecurityToken: initiation.securityToken,
          });
        },
        onError: (error) =>
          setOutcome({ tone: 'error', message: text.startFailed(errorMessage(error)) }),
      },
    );
  };

  const setAsDefault = (method: PaymentMethod) => {
    setOutcome(null);
    makeDefault.mutate(
      { params: { memberNumber, methodId: method.id } },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: text.madeDefault(name(method)) }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            message: text.defaultFailed(name(method), errorMessage(error)),
          }),
      },
    );
  };

  const askRemove = (method: PaymentMethod) => {
    setOutcome(null);
    // A method an auto payment uses cannot go: nothing to confirm, the reason right away.
    const blocked = paymentProfile.removalBlock(method, text);
    if (blocked) setOutcome({ tone: 'error', message: text.removeFailed(name(method), blocked) });
    else setRemoving(method);
  };

  const confirmRemove = (method: PaymentMethod) => {
    remove.mutate(
      { params: { memberNumber, methodId: method.id } },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: text.removed(name(method)) }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            message: text.removeFailed(
              name(method),
              paymentProfile.removalFailureMessage(
                isApiError(error) ? error.status : undefined,
                errorMessage(error),
                text,
              ),
            ),
          }),
      },
    );
  };

  /** The methods a change is being saved for. */
  const savingDefault = makeDefault.isPending ? makeDefault.variables.params.methodId : undefined;
  const beingRemoved = remove.isPending ? remove.variables.params.methodId : undefined;

  const columns: DataTableColumn<PaymentMethod>[] = [
    {
      id: 'name',
      header: text.columnMethod,
      isRowHeader: true,
      cell: (method) => (
        <span className={styles.name}>
          {name(method)}
          {method.isDefault ? <span className={styles.badge}>{text.defaultBadge}</span> : null}
        </span>
      ),
    },
    {
      id: 'type',
      header: text.columnType,
      cell: (method) => {
        const view = paymentProfile.paymentMethodView(method, today, text);
        return view.detail ? `${view.typeLabel} (${view.detail})` : view.typeLabel;
      },
    },
    {
      id: 'number',
      header: text.columnNumber,
      cell: (method) => <span className={styles.number}>{method.maskedNumber}</span>,
    },
    {
      id: 'expires',
      header: text.columnExpires,
      cell: (method) => {
        const view = paymentProfile.paymentMethodView(method, today, text);
        return view.expired ? <span className={styles.expired}>{view.expiry}</span> : view.expiry;
      },
    },
    {
      id: 'autoPay',
      header: text.columnAutoPay,
      cell: (method) =>
        paymentProfile.paymentMethodView(method, today, text).usedBy || text.notUsed,
    },
    {
      kind: 'actions',
      id: 'actions',
      header: text.columnActions,
      actions: [
        {
          id: 'default',
          label: text.makeDefault,
          'aria-label': (method) => text.makeDefaultLabel(name(method)),
          isHidden: (method) => method.isDefault,
          // The acting button is pending, not disabled: it keeps the focus (a disabled button
          // drops it, and a confirmation closing gives it back to that button), however long the
          // answer takes. The row's other action waits, disabled.
          isPending: (method) => savingDefault === method.id,
          pendingLabel: text.makingDefault,
          isDisabled: (method) => beingRemoved === method.id,
          onAction: setAsDefault,
        },
        {
          id: 'remove',
          label: text.remove,
          'aria-label': (method) => text.removeLabel(name(method)),
          variant: 'danger',
          isPending: (method) => beingRemoved === method.id,
          pendingLabel: text.removing,
          isDisabled: (method) => savingDefault === method.id,
          onAction: askRemove,
        },
      ],
    },
  ];

  const canAdd = allowed.card || allowed.bank;
  const pending = add.isPending
    ? text.adding
    : start.isPending || start.isSuccess
      ? text.opening
      : null;

  return frame(
    <>
      <p className={styles.intro}>{text.intro}</p>
      <OutcomeAlert
        ref={outcomeRef}
        outcome={outcome}
        onDismiss={() => setOutcome(null)}
        dismissLabel={text.dismiss}
        className={styles.outcome}
      />
      {methods.length === 0 ? (
        <Alert tone="info">{text.noMethods}</Alert>
      ) : (
        <DataTable
          aria-label={text.tableLabel}
          columns={columns}
          rows={methods}
          getRowId={(method) => method.id}
        />
      )}
      <div className={styles.actions}>
        {canAdd ? (
          <Button
            variant="primary"
            isPending={start.isPending || start.isSuccess}
            onPress={startAdding}
          >
            {text.add}
          </Button>
        ) : (
          <Alert tone="info">{text.noMethodTypes}</Alert>
        )}
        {pending ? <Spinner label={pending} showLabel size="sm" /> : null}
      </div>
      <div ref={postTarget} hidden />
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={text.removeTitle}
        variant="destructive"
        confirmLabel={text.removeConfirm}
        cancelLabel={text.removeCancel}
        onConfirm={() => {
          if (removing && !remove.isPending) confirmRemove(removing);
        }}
      >
        {removing ? text.removeQuestion(name(removing)) : null}
      </AlertDialog>
    </>,
  );
}
