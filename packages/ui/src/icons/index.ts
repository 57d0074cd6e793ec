export { CheckIcon } from './CheckIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export type { IconProps } from './IconProps';
export { MinusIcon } from './MinusIcon';
export { MoreIcon } from './MoreIcon';
export { SortIcon, type SortIconProps } from './SortIcon';
