export {
  delinquentPdfQuery,
  dotNetTicks,
  hasDelinquentPdf,
  type DelinquentNotice,
} from './delinquents';
export { delinquentMessages, type DelinquentMessages } from './messages';
