import { describe, expect, it } from 'vitest';
import { memberInfoDocsLabel } from '../navigation';
import { memberInfoDocumentLinks, memberInfoDocumentMessages } from './index';

describe('doc 3 §2.7 Member Information Documents', () => {
  it('lists each document by its friendlyDescription, in the server’s order', () => {
    expect(
      memberInfoDocumentLinks([
        { friendlyDescription: 'Bylaws', url: 'https://coop.example/bylaws.pdf' },
        { friendlyDescription: ' Annual Report ', url: ' https://coop.example/annual.pdf ' },
      ]),
    ).toEqual([
      { text: 'Bylaws', href: 'https://coop.example/bylaws.pdf' },
      { text: 'Annual Report', href: 'https://coop.example/annual.pdf' },
    ]);
  });

  it('leaves out a document without an address; one without a name shows its address', () => {
    expect(
      memberInfoDocumentLinks([
        { friendlyDescription: 'Gone', url: '' },
        { friendlyDescription: 'Hash', url: '#' },
        { friendlyDescription: '', url: 'https://coop.example/rates.pdf' },
      ]),
    ).toEqual([{ text: 'https://coop.example/rates.pdf', href: 'https://coop.example/rates.pdf' }]);
  });

  it('the empty text is the spec’s', () => {
    expect(memberInfoDocumentMessages.noDocuments).toBe(
      'There are no member information documents found.',
    );
  });

  it('the heading is memberInfoDocsLinkName, else the route title', () => {
    expect(memberInfoDocsLabel({ memberInfoDocsLinkName: ' Co-op Documents ' })).toBe(
      'Co-op Documents',
    );
    expect(memberInfoDocsLabel({ memberInfoDocsLinkName: null })).toBe(
      'Member Information Documents',
    );
    expect(memberInfoDocsLabel({ memberInfoDocsLinkName: '  ' })).toBe(
      'Member Information Documents',
    );
  });
});
