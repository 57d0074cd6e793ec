export {
  CheckboxGroup,
  type CheckboxGroupOrientation,
  type CheckboxGroupProps,
} from './CheckboxGroup';
