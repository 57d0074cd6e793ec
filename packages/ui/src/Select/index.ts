export {
  Select,
  SelectItem,
  SelectSection,
  type SelectItemProps,
  type SelectProps,
  type SelectSectionProps,
} from './Select';
