/*
 * The kit's icons, one small component per drawing (`TickIcon.tsx`, …) on the shared `Icon` frame:
 * decorative (`aria-hidden`, `focusable="false"`), drawn in `currentColor`, 1em square unless a
 * class sizes them, each on its own `viewBox` with a default stroke width a caller may change.
 * A component that needs an icon takes it from here instead of drawing its own.
 */
export { CalendarIcon } from './CalendarIcon';
export { ChatIcon } from './ChatIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { CloseIcon } from './CloseIcon';
export { DashIcon } from './DashIcon';
export { DownloadIcon } from './DownloadIcon';
export { ErrorIcon } from './ErrorIcon';
export { ExternalLinkIcon } from './ExternalLinkIcon';
export type { IconProps } from './Icon';
export { InfoIcon } from './InfoIcon';
export { MenuIcon } from './MenuIcon';
export { MoreIcon } from './MoreIcon';
export { SortIcon, type SortIconProps } from './SortIcon';
export { SuccessIcon } from './SuccessIcon';
export { TickIcon } from './TickIcon';
export { WarningIcon } from './WarningIcon';
export { WrenchIcon } from './WrenchIcon';
