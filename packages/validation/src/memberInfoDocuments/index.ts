export {
  memberInfoDocumentLinks,
  type MemberInfoDocument,
  type MemberInfoDocumentLink,
} from './memberInfoDocuments';
export { memberInfoDocumentMessages, type MemberInfoDocumentMessages } from './messages';
