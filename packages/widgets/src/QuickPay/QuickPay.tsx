import { Button } from '@coop-portal/ui';
import { useId, useState } from 'react';
import * as styles from './QuickPay.css';
import {
  QuickPayActions,
  QuickPaySteps,
  QuitQuestion,
  RecentPaymentQuestion,
} from './QuickPayFlow';
import { useQuickPayFlow, type QuickPayFlowProps } from './useQuickPayFlow';

export type QuickPayProps = QuickPayFlowProps;

/**
 * Quick Pay (doc 1 §2.5, §4.1, §5.1, §8) in the page, where the component is (a "Pay your bill"
 * page or an embed): a region titled 'Quick Pay', always shown, with the stepper 1 Account,
 * 2 Verify, 3 Pay and the same steps as `QuickPayDialog`, at most its 600px wide. There is nothing
 * to close (no close button; Escape leaves nothing): on the Pay step, Start over asks the quit
 * question and goes back to step 1 with the host's prefill. The recent-payment and quit questions
 * open as dialogs. A new prefill from the host fills step 1 only while the member has not changed
 * it. Needs only a `CoopWidgetProvider`.
 */
export function QuickPay(props: QuickPayProps) {
  const { flow, headingRef } = useQuickPayFlow(props);
  const { text } = flow;
  const titleId = useId();
  const [isQuitOpen, setQuitOpen] = useState(false);

  if (flow.hasNewPrefill && flow.isUntouched) flow.applyNewPrefill();

  const startOver = () => {
    flow.startOver();
    setQuitOpen(false);
  };

  return (
    <section aria-labelledby={titleId} className={styles.inline}>
      <div className={styles.inlineHeader}>
        <h2 id={titleId} className={styles.inlineTitle}>
          {text.title}
        </h2>
      </div>
      <div className={styles.inlineBody}>
        <QuickPaySteps flow={flow} headingRef={headingRef} />
      </div>
      <div className={styles.inlineFooter}>
        <QuickPayActions
          flow={flow}
          extraAction={
            flow.stage.step === 'pay' ? (
              <Button
                variant="secondary"
                onPress={() => setQuitOpen(true)}
                isDisabled={flow.isPaying}
              >
                {text.startOver}
              </Button>
            ) : null
          }
        />
      </div>
      <RecentPaymentQuestion flow={flow} />
      <QuitQuestion
        text={text}
        isOpen={isQuitOpen}
        onQuit={startOver}
        onStay={() => setQuitOpen(false)}
      />
    </section>
  );
}
