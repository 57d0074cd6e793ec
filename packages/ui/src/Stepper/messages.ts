/** The Stepper's own wording; override any of it through the `messages` prop. */
export const stepperMessages = {
  /** Names the list of steps. */
  label: 'Progress',
  /** Read after a finished step's label. */
  completed: 'completed',
  /** The compact summary shown under 600px, e.g. 'Step 2 of 3'. */
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
};

export type StepperMessages = typeof stepperMessages;
