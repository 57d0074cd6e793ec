export {
  DEFAULT_FORMAT_LOCALE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  plural,
} from './format';
