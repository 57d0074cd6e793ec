export {
  useFocusOnChange,
  type FocusOnChange,
  type UseFocusOnChangeOptions,
} from './useFocusOnChange';
