import { isUsableLink } from '../navigation/menu';

/** A member information document (doc 3 §3): its name and where it is. */
export interface MemberInfoDocument {
  friendlyDescription: string;
  url: string;
}

/** A document as the page lists it: a link with its text. */
export interface MemberInfoDocumentLink {
  text: string;
  href: string;
}

/**
 * The documents the page lists (doc 3 §2.7), in the server's order: a document without an address
 * cannot be opened and is left out; one without a name shows its address.
 */
export function memberInfoDocumentLinks(
  documents: readonly MemberInfoDocument[],
): MemberInfoDocumentLink[] {
  return documents
    .filter((document) => isUsableLink(document.url))
    .map((document) => ({
      text: document.friendlyDescription.trim() || document.url.trim(),
      href: document.url.trim(),
    }));
}
