import { de } from 'zod/locales';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import { quickPay } from '../index';
import { ensureEnglishIssueMessages } from './issueLocale';

// This file loads only zod/mini (no classic zod, which would set the English locale itself), so it
// shows that the package keeps zod's own messages English, as they were with classic zod.
describe('zod’s own messages stay English with zod/mini (values of the wrong type)', () => {
  const account = { accountNumber: '1000001', accountBalance: 125.4 };
  const rules = { allowOverPay: true, allowUnderPay: true, allowCutoffOverride: true };

  it('names the allowed payment types', () => {
    const schema = quickPay.createQuickPayPaymentSchema(account, rules);
    expect(validateForm(schema, { paymentAmount: '12.50', paymentType: 'visa' }).errors).toEqual({
      paymentType: 'Invalid option: expected one of "cc"|"echeck"',
    });
  });

  it('says what a form that is not an object is', () => {
    const result = quickPay.quickPayAccountSchema.safeParse('1000001');
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [], message: 'Invalid input: expected object, received string' },
    ]);
  });

  it('keeps a locale the app has chosen', () => {
    const chosen = z.config().localeError;
    try {
      z.config(de());
      ensureEnglishIssueMessages();
      expect(z.safeParse(z.string(), 1).error?.issues[0]?.message).toBe(
        'Ungültige Eingabe: erwartet string, erhalten Zahl',
      );
    } finally {
      z.config({ localeError: chosen });
    }
  });
});
