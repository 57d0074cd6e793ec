import { describe, expect, it } from 'vitest';
import * as spanish from './es';
import { apiMessages } from './messages';

describe('the client’s own messages in Spanish (US): apiMessagesEs mirrors apiMessages', () => {
  it('the Spanish entry holds the one catalogue', () => {
    expect(Object.keys(spanish)).toEqual(['apiMessagesEs']);
  });

  it('has every key of the English catalogue, and no other', () => {
    expect(Object.keys(spanish.apiMessagesEs).sort()).toEqual(Object.keys(apiMessages).sort());
  });

  it.each(Object.entries(spanish.apiMessagesEs))(
    '%s is a Spanish text: not empty, not the English one',
    (key, text) => {
      expect(typeof text).toBe('string');
      expect(text.trim()).not.toBe('');
      expect(text).not.toBe(apiMessages[key as keyof typeof apiMessages]);
    },
  );

  it('a prefix ends as its English one does, so that what follows reads after it', () => {
    expect(apiMessages.linkedAccountsFailed.endsWith(': ')).toBe(true);
    expect(spanish.apiMessagesEs.linkedAccountsFailed.endsWith(': ')).toBe(true);
  });

  it('the file name in the configuration message stays as it is', () => {
    expect(spanish.apiMessagesEs.configUnavailable).toContain('(portal-config.json)');
  });
});
