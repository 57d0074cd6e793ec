export {
  Stepper,
  stepStates,
  type StepperProps,
  type StepperStep,
  type StepState,
} from './Stepper';
export { stepperMessages, type StepperMessages } from './messages';
