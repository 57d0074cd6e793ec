import './theme/themes.css';

export {
  Alert,
  alertTones,
  DismissibleAlert,
  type AlertProps,
  type AlertTone,
  type DismissibleAlertProps,
} from './Alert';
export {
  AlertDialog,
  alertDialogVariants,
  type AlertDialogProps,
  type AlertDialogVariant,
} from './AlertDialog';
export { Banner, bannerTones, type BannerProps, type BannerTone } from './Banner';
export {
  Button,
  buttonVariants,
  NativeButton,
  type ButtonProps,
  type ButtonVariant,
  type NativeButtonProps,
} from './Button';
export { Card, cardVariants, type CardProps, type CardVariant } from './Card';
export { cx } from './classNames';
export {
  ChartAxis,
  chartColors,
  chartFillClass,
  chartFocusableMark,
  chartIndexAttribute,
  ChartLegend,
  ChartPatternDefs,
  ChartPatternInk,
  chartPatternFill,
  chartPatterns,
  chartSeriesColor,
  chartSeriesColors,
  chartStrokeClass,
  ChartTooltip,
  useChartKeyboard,
  useElementWidth,
  type ChartAxisProps,
  type ChartColor,
  type ChartKeyboard,
  type ChartLegendItem,
  type ChartLegendProps,
  type ChartPattern,
  type ChartPatternDefinition,
  type ChartTick,
  type ChartTooltipProps,
  type UseChartKeyboardOptions,
} from './Chart';
export { Checkbox, type CheckboxProps } from './Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupOrientation,
  type CheckboxGroupProps,
} from './CheckboxGroup';
export {
  ComboBox,
  ComboBoxItem,
  ComboBoxSection,
  type ComboBoxItemProps,
  type ComboBoxProps,
  type ComboBoxSectionProps,
} from './ComboBox';
export { CurrencyField, type CurrencyFieldProps } from './CurrencyField';
export {
  DatePicker,
  type DatePickerProps,
  parseIsoDate,
  dateValueToIso,
  todayPlus,
  type CalendarDate,
  type DateValue,
} from './DatePicker';
export {
  DescriptionList,
  descriptionListVariants,
  type DescriptionListItem,
  type DescriptionListProps,
  type DescriptionListVariant,
} from './DescriptionList';
export {
  Dialog,
  DialogTrigger,
  dialogSizes,
  type DialogProps,
  type DialogSize,
  type DialogTriggerProps,
  CloseButton,
  type CloseButtonProps,
  useOverlayState,
  type OverlayState,
  type OverlayStateProps,
} from './Dialog';
export { Accordion, Disclosure, type AccordionProps, type DisclosureProps } from './Disclosure';
export {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldStyles,
  type LabelledTextFieldProps,
} from './Field';
export { useFocusOnChange, type FocusOnChange, type UseFocusOnChangeOptions } from './focus';
export { afterPaint } from './scheduling';
export {
  addTranslationLoader,
  catalogueShapes,
  checkMessageOverrides,
  DEFAULT_LOCALE,
  isLocale,
  LocaleProvider,
  LOCALES,
  matchLocale,
  MessageOverridesProvider,
  namedCatalogue,
  plural,
  preloadCatalogues,
  useCatalogue,
  useLocale,
  useMessageOverrides,
  warnAboutMessageOverrides,
  type CatalogueOverrides,
  type CatalogueShape,
  type CatalogueTranslations,
  type Locale,
  type LocaleProviderProps,
  type MessageOverrides,
  type MessageOverridesProviderProps,
  type MessageOverrideTree,
  type NamedCatalogue,
  type TranslatedLocale,
} from './locale';
export { kitCatalogues } from './catalogues';
export { Form, type ErrorSummaryItem, type FormProps, type FormValidationErrors } from './Form';
export {
  CalendarIcon,
  ChatIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DashIcon,
  DownloadIcon,
  ErrorIcon,
  ExternalLinkIcon,
  InfoIcon,
  MenuIcon,
  MoreIcon,
  SortIcon,
  SuccessIcon,
  TickIcon,
  WarningIcon,
  WrenchIcon,
  type IconProps,
  type SortIconProps,
} from './icons';
export {
  Link,
  LinkProvider,
  linkVariants,
  type LinkProps,
  type LinkProviderProps,
  type LinkVariant,
} from './Link';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { MaskedPhoneField, type MaskedPhoneFieldProps } from './MaskedPhoneField';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
  type SubmenuTriggerProps,
} from './Menu';
export {
  Pagination,
  type PaginationProps,
  paginationMessages,
  type PaginationMessages,
} from './Pagination';
export {
  PasswordField,
  passwordFieldMessages,
  type PasswordFieldMessages,
  type PasswordFieldProps,
  defaultPasswordStrength,
  passwordStrengthMax,
  type PasswordStrength,
  type PasswordStrengthFn,
} from './PasswordField';
export {
  PdfDialog,
  type PdfDialogProps,
  decodePdfBase64,
  type DecodedPdf,
  useObjectUrl,
} from './PdfDialog';
export {
  QrCode,
  type QrCodeProps,
  qrCodeLevels,
  type QrCodeLevel,
  qrCodeMessages,
  type QrCodeMessages,
} from './QrCode';
export {
  Radio,
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioProps,
} from './RadioGroup';
export {
  SafeHtml,
  type SafeHtmlElement,
  type SafeHtmlProps,
  safeHtmlMessages,
  type SafeHtmlMessages,
} from './SafeHtml';
export {
  Select,
  SelectItem,
  SelectSection,
  type SelectItemProps,
  type SelectProps,
  type SelectSectionProps,
} from './Select';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner';
export {
  Stepper,
  stepStates,
  type StepperProps,
  type StepperStep,
  type StepState,
  stepperMessages,
  type StepperMessages,
} from './Stepper';
export { Switch, type SwitchProps } from './Switch';
export {
  Cell,
  Column,
  DataTable,
  dataTableMessages,
  Row,
  sortRows,
  Table,
  TableBody,
  TableCheckbox,
  TableFooter,
  TableHeader,
  type CellProps,
  type ColumnProps,
  type DataTableActionsColumn,
  type DataTableCheckboxColumn,
  type DataTableColumn,
  type DataTableMessages,
  type DataTablePagination,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableValueColumn,
  type RowProps,
  type SortValue,
  type TableAlign,
  type TableBodyProps,
  type TableCheckboxProps,
  type TableFooterProps,
  type TableHeaderProps,
  type TableProps,
} from './Table';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './Tabs';
export { TextArea, type TextAreaProps, textAreaMessages, type TextAreaMessages } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export {
  Tile,
  type TileAction,
  type TileButtonAction,
  type TileLinkAction,
  type TileProps,
  tileMessages,
  type TileMessages,
} from './Tile';
export {
  ToastProvider,
  toastTones,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './Toast';
export { Tooltip, type TooltipPlacement, type TooltipProps } from './Tooltip';
export {
  applyThemeOverrides,
  breakpoints,
  componentsLayer,
  contrastRatio,
  darkTheme,
  lightTheme,
  media,
  themeLayer,
  toCustomProperties,
  tokenVarName,
  vars,
  type ColorSchemeChoice,
  type ThemeOverrides,
  type ThemeTokens,
} from './theme';
