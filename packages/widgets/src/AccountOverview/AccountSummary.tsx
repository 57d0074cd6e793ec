import {
  Alert,
  DescriptionList,
  Link,
  NativeButton,
  type DescriptionListItem,
} from '@coop-portal/ui';
import type { accountOverview } from '@coop-portal/validation';
import { createElement, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import * as styles from './AccountOverview.css';
import type { AccountOverviewWidgetMessages } from './messages';
import { useMyMeter } from './useMyMeter';

// The signed-in Pay Bill flow with its cutoff block, loaded when Pay Bill is first pressed.
const loadPayment = () => import('../PaymentConfirmation/PaymentConfirmation');
const PaymentConfirmation = lazy(() =>
  loadPayment().then((module) => ({ default: module.PaymentConfirmation })),
);

export interface AccountSummaryProps {
  card: accountOverview.AccountCard;
  memberNumber: string;
  outageHref: string;
  headingLevel: 2 | 3 | 4;
  text: AccountOverviewWidgetMessages;
  /** Open My Meter once the overview shows (the portal's link=mymeter). */
  openMyMeter?: boolean;
  onMyMeterOpened?: () => void;
}

/**
 * The account card (doc 2 §2.1, §4; doc 1 §9) and its buttons: the holder, number, status label
 * and service address; the total amount due or the prepaid balance, the due date, the past-due
 * amount and cutoff date; the past-due or cutoff warning style said in words as well; the auto-pay
 * label. Pay Bill opens the signed-in payment confirmation (with its cutoff block), Report Outage
 * leads to the account's outage page, My Meter opens the energy-tracking site in a new tab.
 */
export function AccountSummary({
  card,
  memberNumber,
  outageHref,
  headingLevel,
  text,
  openMyMeter = false,
  onMyMeterOpened,
}: AccountSummaryProps) {
  const headingId = useId();
  const [payWanted, setPayWanted] = useState(false);
  const [payOpen, setPayOpen] = useState(false);
  const myMeter = useMyMeter({ memberNumber, accountNumber: card.accountNumber });

  // link=mymeter: opened once, when the overview first shows.
  const asked = useRef(false);
  const { openWhenReady } = myMeter;
  useEffect(() => {
    if (!openMyMeter || asked.current) return;
    asked.current = true;
    void openWhenReady().then((opened) => {
      if (opened) onMyMeterOpened?.();
    });
  }, [openMyMeter, openWhenReady, onMyMeterOpened]);

  const details: DescriptionListItem[] = [
    { id: 'number', term: text.accountNumberLabel, details: card.accountNumber },
    { id: 'status', term: text.statusLabel, details: card.statusLabel || text.notAvailable },
    {
      id: 'address',
      term: text.serviceAddressLabel,
      details: card.serviceAddress ?? text.notAvailable,
    },
  ];
  const warning =
    card.warning === 'cutoff'
      ? text.cutoffWarning
      : card.warning === 'pastDue'
        ? text.pastDueWarning
        : null;

  return (
    <section
      aria-labelledby={headingId}
      className={styles.summary}
      data-warning={card.warning ?? undefined}
    >
      <div className={styles.summaryHeader}>
        {createElement(
          `h${headingLevel}`,
          { id: headingId, className: styles.holder },
          card.holderName || text.accountCardLabel(card.accountNumber),
        )}
        {warning || card.autoPayLabel ? (
          <p className={styles.badges}>
            {warning ? (
              <span
                className={styles.badge}
                data-tone={card.warning === 'cutoff' ? 'danger' : 'warning'}
                data-warning-badge=""
              >
                {warning}
              </span>
            ) : null}
            {card.autoPayLabel ? (
              <span className={styles.badge} data-tone="success">
                {card.autoPayLabel}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={styles.summaryBody}>
        <DescriptionList items={details} />
        <div className={styles.amountBlock}>
          <p className={styles.amountLabel}>{card.amountLabel}</p>
          <p className={styles.amount} data-amount="">
            {card.amount}
          </p>
          <p className={styles.amountDetail}>
            {text.dueDateLabel}: {card.dueDate}
          </p>
          {card.pastDueAmount ? (
            <p className={styles.amountDetail}>
              {text.pastDueAmountLabel}: {card.pastDueAmount}
            </p>
          ) : null}
          {card.cutoffDate ? (
            <p className={styles.amountDetail}>
              {text.cutoffDateLabel}: {card.cutoffDate}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.actions} role="group" aria-label={text.actionsLabel}>
        <NativeButton
          variant="primary"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadPayment()}
          onFocus={() => void loadPayment()}
          onPress={() => {
            setPayWanted(true);
            setPayOpen(true);
          }}
        >
          {text.payBill}
        </NativeButton>
        <Link href={outageHref} className={styles.buttonLink}>
          {text.reportOutage}
        </Link>
        <NativeButton
          variant="secondary"
          isPending={myMeter.state.status === 'opening'}
          loadingLabel={text.openingMyMeter}
          onPress={myMeter.openFromPress}
        >
          {text.myMeter}
        </NativeButton>
      </div>
      {myMeter.state.status === 'failed' ? <Alert tone="error">{text.myMeterFailed}</Alert> : null}
      {myMeter.state.status === 'blocked' ? (
        <Alert tone="info">
          {text.myMeterBlocked}{' '}
          <Link href={myMeter.state.link} isExternal>
            {text.openMyMeter}
          </Link>
        </Alert>
      ) : null}
      {payWanted ? (
        <Suspense fallback={null}>
          <PaymentConfirmation
            isOpen={payOpen}
            onOpenChange={setPayOpen}
            accountNumber={card.accountNumber}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
