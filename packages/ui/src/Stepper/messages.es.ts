import type { StepperMessages } from './messages';

/** The Stepper's wording in Spanish (US). */
export const stepperMessagesEs = {
  label: 'Progreso',
  completed: 'completado',
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
} satisfies StepperMessages;
