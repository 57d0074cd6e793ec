/*
 * Every Spanish (US) catalogue of the kit's own wording, in one module: LocaleProvider loads it
 * once, the first time the kit speaks Spanish, before anything inside it shows (so no component
 * ever waits for its words as it appears). Each catalogue has the keys of its English one
 * (`satisfies` in its messages.es.ts).
 */
import { alertMessagesEs } from './Alert/messages.es';
import { alertDialogMessagesEs } from './AlertDialog/messages.es';
import { bannerMessagesEs } from './Banner/messages.es';
import { comboBoxMessagesEs } from './ComboBox/messages.es';
import { currencyFieldMessagesEs } from './CurrencyField/messages.es';
import { dialogMessagesEs } from './Dialog/messages.es';
import { formMessagesEs } from './Form/messages.es';
import { linkMessagesEs } from './Link/messages.es';
import { menuMessagesEs } from './Menu/messages.es';
import { paginationMessagesEs } from './Pagination/messages.es';
import { passwordFieldMessagesEs } from './PasswordField/messages.es';
import { pdfDialogMessagesEs } from './PdfDialog/messages.es';
import { qrCodeMessagesEs } from './QrCode/messages.es';
import { safeHtmlMessagesEs } from './SafeHtml/messages.es';
import { selectMessagesEs } from './Select/messages.es';
import { spinnerMessagesEs } from './Spinner/messages.es';
import { stepperMessagesEs } from './Stepper/messages.es';
import { dataTableMessagesEs } from './Table/messages.es';
import { textAreaMessagesEs } from './TextArea/messages.es';
import { tileMessagesEs } from './Tile/messages.es';
import { toastMessagesEs } from './Toast/messages.es';

/** The kit's Spanish (US) catalogues, by component (`useKitCatalogue`'s keys). */
export const kitMessagesEs = {
  alert: alertMessagesEs,
  alertDialog: alertDialogMessagesEs,
  banner: bannerMessagesEs,
  comboBox: comboBoxMessagesEs,
  currencyField: currencyFieldMessagesEs,
  dataTable: dataTableMessagesEs,
  dialog: dialogMessagesEs,
  form: formMessagesEs,
  link: linkMessagesEs,
  menu: menuMessagesEs,
  pagination: paginationMessagesEs,
  passwordField: passwordFieldMessagesEs,
  pdfDialog: pdfDialogMessagesEs,
  qrCode: qrCodeMessagesEs,
  safeHtml: safeHtmlMessagesEs,
  select: selectMessagesEs,
  spinner: spinnerMessagesEs,
  stepper: stepperMessagesEs,
  textArea: textAreaMessagesEs,
  tile: tileMessagesEs,
  toast: toastMessagesEs,
};
