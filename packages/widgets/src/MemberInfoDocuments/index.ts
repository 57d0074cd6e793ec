export { MemberInfoDocuments, type MemberInfoDocumentsProps } from './MemberInfoDocuments';
export { memberInfoDocumentsMessages, type MemberInfoDocumentsMessages } from './messages';
export { memberInfoDocumentsTranslations } from './messages';
