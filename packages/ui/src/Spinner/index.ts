export {
  Spinner,
  SpinnerFrame,
  spinnerSizes,
  type SpinnerProps,
  type SpinnerSize,
} from './Spinner';
export { spinnerMessages, type SpinnerMessages } from './messages';
