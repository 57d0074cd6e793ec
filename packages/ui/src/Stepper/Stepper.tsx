import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { cx } from '../classNames';
import { TickIcon } from '../icons';
import { useKitCatalogue } from '../locale';
import { stepperMessages, type StepperMessages } from './messages';
import * as styles from './Stepper.css';

export interface StepperStep {
  /** Identifies the step for `currentStep`. */
  id: string;
  /** The step's visible label, e.g. 'Account'. */
  label: ReactNode;
}

export type StepState = 'complete' | 'current' | 'upcoming';

export interface StepperProps {
  /** The steps, in order. */
  steps: readonly StepperStep[];
  /** The id of the step the person is on; the steps before it show as complete. */
  currentStep: string;
  /** The whole flow is finished: every step shows as complete and none is current. */
  isComplete?: boolean;
  /** Overrides of the wording (the list's name, 'completed', 'Step 2 of 3'). */
  messages?: Partial<StepperMessages>;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/** Works out each step's state from the current step. */
export function stepStates(
  steps: readonly StepperStep[],
  currentStep: string,
  isComplete = false,
): StepState[] {
  const current = steps.findIndex((s) => s.id === currentStep);
  return steps.map((_, index) => {
    if (isComplete || index < current) return 'complete';
    return index === current ? 'current' : 'upcoming';
  });
}

/**
 * The numbered steps of a multi-step flow (e.g. Quick Pay's 1 Account, 2 Verify, 3 Pay) as an
 * ordered list: the current step carries `aria-current="step"`, finished steps show a check mark and
 * are read as completed. Under 600px only the current step's label stays on screen, with a 'Step 2 of
 * 3' summary. It shows progress; moving between steps is the flow's job (its Back/Next buttons).
 */
export function Stepper({
  steps,
  currentStep,
  isComplete = false,
  messages: overrides,
  className,
  style,
}: StepperProps) {
  const messages = { ...useKitCatalogue('stepper', stepperMessages), ...overrides };
  const states = stepStates(steps, currentStep, isComplete);
  const currentIndex = states.indexOf('current');
  return (
    <div className={cx(styles.root, className)} style={style}>
      <ol className={styles.list} aria-label={messages.label}>
        {steps.map((step, index) => {
          const state = states[index];
          return (
            <li
              key={step.id}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'complete' ? (
                  <TickIcon className={styles.check} strokeWidth={2.2} />
                ) : (
                  index + 1
                )}
              </span>
              <span className={styles.label}>
                {step.label}
                {state === 'complete' ? (
                  <VisuallyHidden>{`, ${messages.completed}`}</VisuallyHidden>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      {currentIndex >= 0 ? (
        <p className={styles.summary} aria-hidden="true">
          {messages.stepOf(currentIndex + 1, steps.length)}
        </p>
      ) : null}
    </div>
  );
}
