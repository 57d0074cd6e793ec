import { describe, expect, it } from 'vitest';
import { codeDestinations, destinationSendCodeMode } from './index';

const email = { value: 'j•••@example.com' };
const phone = { value: '(•••) •••-4821' };

describe('doc 1 §2.8, §3 where the verification code can be sent', () => {
  it('offers every email, then the cell phones when SMS is enabled', () => {
    expect(codeDestinations({ emails: [email], cellPhones: [phone], isSmsEnabled: true })).toEqual([
      { kind: 'email', value: 'j•••@example.com', id: 'email-0' },
      { kind: 'sms', value: '(•••) •••-4821', id: 'sms-0' },
    ]);
  });

  it('leaves the cell phones out when SMS is not enabled', () => {
    expect(codeDestinations({ emails: [email], cellPhones: [phone], isSmsEnabled: false })).toEqual(
      [{ kind: 'email', value: 'j•••@example.com', id: 'email-0' }],
    );
    expect(codeDestinations({ emails: [email], cellPhones: [phone] })).toHaveLength(1);
  });

  it('skips options without a value and tolerates missing lists', () => {
    expect(codeDestinations({ emails: [{ value: ' ' }], cellPhones: null })).toEqual([]);
    expect(codeDestinations({})).toEqual([]);
  });

  it.each([
    [{ emails: [email], cellPhones: [], isSmsEnabled: false }, false, 'onFile'],
    [{ emails: [], cellPhones: [phone], isSmsEnabled: true }, false, 'onFile'],
    // Only phones on file and SMS off: nothing the member can choose.
    [{ emails: [], cellPhones: [phone], isSmsEnabled: false }, false, 'unavailable'],
    [{ emails: [], cellPhones: [phone], isSmsEnabled: false }, true, 'userProvided'],
    [{ emails: [], cellPhones: [], isSmsEnabled: true }, true, 'userProvided'],
    [{ emails: [], cellPhones: [], isSmsEnabled: true }, false, 'unavailable'],
  ] as const)('%j, user-provided allowed %s → %s', (options, allowed, mode) => {
    expect(destinationSendCodeMode(options, allowed)).toBe(mode);
  });
});
