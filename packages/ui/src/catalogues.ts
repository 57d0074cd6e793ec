/*
 * Every English (US) catalogue of the kit's own wording under the name a co-op gives it to override
 * its wording (`kit.<component>`, the component being its key in `kitMessagesEs`), for checking
 * overrides. The components never import it (each reads its own catalogue), so an app that does not
 * check overrides carries none of it.
 */
import { alertMessages } from './Alert/messages';
import { alertDialogMessages } from './AlertDialog/messages';
import { bannerMessages } from './Banner/messages';
import { comboBoxMessages } from './ComboBox/messages';
import { currencyFieldMessages } from './CurrencyField/messages';
import { dialogMessages } from './Dialog/messages';
import { formMessages } from './Form/messages';
import { linkMessages } from './Link/messages';
import { menuMessages } from './Menu/messages';
import { paginationMessages } from './Pagination/messages';
import { passwordFieldMessages } from './PasswordField/messages';
import { pdfDialogMessages } from './PdfDialog/messages';
import { qrCodeMessages } from './QrCode/messages';
import { safeHtmlMessages } from './SafeHtml/messages';
import { selectMessages } from './Select/messages';
import { spinnerMessages } from './Spinner/messages';
import { stepperMessages } from './Stepper/messages';
import { dataTableMessages } from './Table/messages';
import { textAreaMessages } from './TextArea/messages';
import { tileMessages } from './Tile/messages';
import { toastMessages } from './Toast/messages';
import type { NamedCatalogue } from './locale/checkMessageOverrides';

/** The kit's own catalogues, each under its name (`kit.dialog`, `kit.spinner`…). */
export const kitCatalogues: readonly NamedCatalogue[] = [
  { name: 'kit.alert', english: alertMessages },
  { name: 'kit.alertDialog', english: alertDialogMessages },
  { name: 'kit.banner', english: bannerMessages },
  { name: 'kit.comboBox', english: comboBoxMessages },
  { name: 'kit.currencyField', english: currencyFieldMessages },
  { name: 'kit.dataTable', english: dataTableMessages },
  { name: 'kit.dialog', english: dialogMessages },
  { name: 'kit.form', english: formMessages },
  { name: 'kit.link', english: linkMessages },
  { name: 'kit.menu', english: menuMessages },
  { name: 'kit.pagination', english: paginationMessages },
  { name: 'kit.passwordField', english: passwordFieldMessages },
  { name: 'kit.pdfDialog', english: pdfDialogMessages },
  { name: 'kit.qrCode', english: qrCodeMessages },
  { name: 'kit.safeHtml', english: safeHtmlMessages },
  { name: 'kit.select', english: selectMessages },
  { name: 'kit.spinner', english: spinnerMessages },
  { name: 'kit.stepper', english: stepperMessages },
  { name: 'kit.textArea', english: textAreaMessages },
  { name: 'kit.tile', english: tileMessages },
  { name: 'kit.toast', english: toastMessages },
];
