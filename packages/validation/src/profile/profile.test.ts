import { describe, expect, it } from 'vitest';
import { validateForm, validateFormByPath } from '../formErrors';
import {
  buildProfileRoundUpAccounts,
  createLoginInfoSchema,
  createPaperlessSchema,
  isCompleteMfaCode,
  isEmailLocked,
  isPaperlessColumnAllSelected,
  isPaperlessConfirmationRequired,
  profileMessages,
  selectAllPaperless,
  setPaperlessBox,
  shouldCheckUsernameAvailability,
  storedDataRemoval,
  validateMyProfile,
  type PaperlessAccountRow,
} from './index';

const CRITERIA =
  'Password entry does not meet criteria. Password must be 8 characters and contain at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*).';

const loginInfo = {
  userName: 'ann@example.com',
  loginId: 'ann.lee',
  secretQuestionId: '3',
  secretQuestionAnswer: 'Rex',
  password: '',
  confirmPassword: '',
};

describe('doc 2 §5 My profile login info', () => {
  const schema = createLoginInfoSchema();

  it.each([
    [{}, {}],
    [{ userName: '' }, { userName: 'Please enter email.' }],
    [{ userName: 'ann@' }, { userName: 'Please enter a valid email address.' }],
    [{ userName: `${'a'.repeat(48)}@example.com` }, {}],
    [
      { userName: `${'a'.repeat(49)}@example.com` },
      { userName: 'Please enter a valid email address.' },
    ],
    [{ loginId: '' }, { loginId: 'Please enter username.' }],
    [{ loginId: 'abcde' }, { loginId: 'Username entry does not meet criteria.' }],
    [{ loginId: 'abcdef' }, {}],
    [{ loginId: 'a'.repeat(60) }, {}],
    [{ loginId: 'a'.repeat(61) }, { loginId: 'Username entry does not meet criteria.' }],
    [{ loginId: 'ann__lee' }, { loginId: 'Username entry does not meet criteria.' }],
    [{ secretQuestionId: '' }, { secretQuestionId: 'Please select an option.' }],
    [{ secretQuestionAnswer: '' }, { secretQuestionAnswer: 'Please enter security answer.' }],
    [
      { secretQuestionAnswer: 'a'.repeat(101) },
      { secretQuestionAnswer: 'Please enter no more than 100 characters.' },
    ],
    [{ password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' }, {}],
    [{ password: 'Abcdef1', confirmPassword: 'Abcdef1' }, { password: CRITERIA }],
    [
      { password: 'Abcdefg1!', confirmPassword: '' },
      { confirmPassword: 'Please enter a confirm password.' },
    ],
    [
      { password: '', confirmPassword: 'Abcdefg1!' },
      {
        password: 'Please enter a password.',
        confirmPassword: 'Password and Confirm Password does not match.',
      },
    ],
    [
      { password: 'Abcdefg1!', confirmPassword: 'Abcdefg1@' },
      { confirmPassword: 'Password and Confirm Password does not match.' },
    ],
  ])('%j → %j', (changes, errors) => {
    expect(validateForm(schema, { ...loginInfo, ...changes }).errors).toEqual(errors);
  });

  it('reports a taken username and stores the email lowercased', () => {
    expect(validateForm(createLoginInfoSchema({ usernameTaken: true }), loginInfo).errors).toEqual({
      loginId: 'The username has already been registered.',
    });
    expect(
      validateForm(schema, { ...loginInfo, userName: ' Ann@Example.com ' }).data?.userName,
    ).toBe('ann@example.com');
  });

  it('checks the username on blur only when changed and valid (doc 2 §4)', () => {
    expect(shouldCheckUsernameAvailability('ann.lee', 'ann.lee')).toBe(false);
    expect(shouldCheckUsernameAvailability('ann.lee2', 'ann.lee')).toBe(true);
  });

  it('enables MFA Verify once the 6-digit code is complete', () => {
    expect(isCompleteMfaCode('123456')).toBe(true);
    expect(isCompleteMfaCode('12345')).toBe(false);
  });
});

describe('doc 2 §4 stored card and bank data removal', () => {
  it.each([
    [[], false, false],
    [['CHARGE'], true, false],
    [['echeck', null], false, true],
    [['CHARGE', 'ECHECK'], true, true],
  ])('autopay methods %j → card %s, bank %s', (methods, card, bank) => {
    const found = storedDataRemoval(methods);
    expect(found.card.disabled).toBe(card);
    expect(found.bank.disabled).toBe(bank);
    if (card) expect(found.card.message).toBe('Update not allowed. Active Payment setup exists.');
  });
});

const row = (changes: Partial<PaperlessAccountRow> = {}): PaperlessAccountRow => ({
  accountNumber: '1',
  isEmail: false,
  isPaperless: false,
  isPaperlessOther: false,
  ...changes,
});

describe('doc 2 §4 paperless coupling', () => {
  it('ticking Paperless Bill forces Email on and locks it', () => {
    const ticked = setPaperlessBox(row(), 'isPaperless', true);
    expect(ticked).toMatchObject({ isPaperless: true, isEmail: true });
    expect(isEmailLocked(ticked)).toBe(true);
    expect(setPaperlessBox(ticked, 'isEmail', false).isEmail).toBe(true);
    const unticked = setPaperlessBox(ticked, 'isPaperless', false);
    expect(unticked).toMatchObject({ isPaperless: false, isEmail: true });
    expect(setPaperlessBox(unticked, 'isEmail', false).isEmail).toBe(false);
    expect(setPaperlessBox(row(), 'isPaperlessOther', true).isPaperlessOther).toBe(true);
  });

  it('select-all per column follows the same coupling', () => {
    const rows = [row(), row({ accountNumber: '2', isEmail: true })];
    const all = selectAllPaperless(rows, 'isPaperless', true);
    expect(all.every((entry) => entry.isEmail && entry.isPaperless)).toBe(true);
    expect(isPaperlessColumnAllSelected(all, 'isEmail')).toBe(true);
    expect(isPaperlessColumnAllSelected(rows, 'isEmail')).toBe(false);
    expect(isPaperlessColumnAllSelected([], 'isEmail')).toBe(false);
    expect(selectAllPaperless(all, 'isEmail', false).every((entry) => entry.isEmail)).toBe(true);
  });

  it.each([
    [{}, undefined, false],
    [{ marketingEmail: true }, undefined, true],
    [{ electronicKit: true }, undefined, true],
    [{ hasPaperlessBilling: true }, undefined, true],
    [{ hasPaperlessOther: true }, { hasPaperlessOther: true }, false],
    [{ accounts: [row({ isEmail: true })] }, undefined, true],
    [
      { accounts: [row({ isPaperless: true, isEmail: true })] },
      { accounts: [row({ isPaperless: true, isEmail: true })] },
      false,
    ],
    [{ accounts: [row({ isPaperlessOther: true })] }, { accounts: [row()] }, true],
  ])('confirmation required for %j (loaded %j): %s', (current, loaded, required) => {
    expect(isPaperlessConfirmationRequired(current, loaded)).toBe(required);
  });

  it('the tab asks for the confirmation checkbox', () => {
    const schema = createPaperlessSchema();
    expect(
      validateForm(schema, { accounts: [row({ isPaperless: true })], confirmation: false }).errors,
    ).toEqual({ confirmation: 'Please select the checkbox to continue.' });
    const result = validateForm(schema, {
      accounts: [row({ isPaperless: true })],
      confirmation: true,
    });
    expect(result.data?.accounts).toEqual([row({ isPaperless: true, isEmail: true })]);
    expect(validateForm(schema, {}).success).toBe(true);
  });

  it('has the empty-state texts (doc 2 §2.3)', () => {
    expect(profileMessages.noPaperlessAccounts).toBe(
      'There are no eligible accounts for managing Paperless Options.',
    );
    expect(profileMessages.noRoundUpAccounts).toBe(
      'There are no eligible accounts for managing Operation Roundup.',
    );
  });
});

describe('doc 2 §4 Submit All validates Login, then Paperless, then RoundUp', () => {
  const roundUp = { plusParticipate: true, today: '2024-05-15' };
  const roundUpRows = {
    rows: [
      {
        accountNumber: '1',
        operationRoundup: true,
        operationRoundupAmount: 'abc',
        operationRoundupExpiration: '2024-05-16',
      },
    ],
  };

  it('jumps to the first invalid tab', () => {
    const result = validateMyProfile(
      {
        loginInfo,
        paperless: { marketingEmail: true, confirmation: false },
        roundUp: roundUpRows,
      },
      { roundUp },
    );
    expect(result.success).toBe(false);
    expect(result.firstInvalidTab).toBe('paperless');
    expect(result.errors).toEqual({
      loginInfo: {},
      paperless: { confirmation: 'Please select the checkbox to continue.' },
      roundUp: { 'rows.0.operationRoundupAmount': 'You must enter valid amount.' },
    });
  });

  it('passes when every tab is valid, and respects the loaded choices', () => {
    const result = validateMyProfile(
      { loginInfo, paperless: { marketingEmail: true }, roundUp: { rows: [] } },
      { roundUp, paperlessLoaded: { marketingEmail: true } },
    );
    expect(result).toEqual({
      success: true,
      errors: { loginInfo: {}, paperless: {}, roundUp: {} },
    });
    expect(
      validateMyProfile(
        { loginInfo: { ...loginInfo, loginId: '' }, paperless: {}, roundUp: { rows: [] } },
        { roundUp, loginInfo: { usernameTaken: false } },
      ).firstInvalidTab,
    ).toBe('loginInfo');
  });

  it('builds the member update’s roundupAccounts', () => {
    expect(
      buildProfileRoundUpAccounts(
        [
          {
            accountNumber: '1',
            operationRoundup: true,
            operationRoundupAmount: '2.5',
            operationRoundupExpiration: '2025-06-30',
          },
        ],
        { plusParticipate: true },
      ),
    ).toEqual([{ accountNumber: '1', isRoundup: true, amount: 2.5, expiration: '2025-06-30' }]);
  });

  it('keys a list of messages by path', () => {
    expect(validateFormByPath(createLoginInfoSchema(), loginInfo).success).toBe(true);
  });
});
