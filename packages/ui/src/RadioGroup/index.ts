export {
  Radio,
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioProps,
} from './RadioGroup';
