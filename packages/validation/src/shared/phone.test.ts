import { describe, expect, it } from 'vitest';
import { formatUsPhone, isUsPhone, phoneDigits, telHref, withoutUsCountryCode } from './phone';

describe('doc 1 §5.3, doc 2 §5 the (999) 999-9999 phone mask', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['9', '(9'],
    ['987', '(987'],
    ['9874', '(987) 4'],
    ['987456', '(987) 456'],
    ['9874561', '(987) 456-1'],
    ['98745612309', '(987) 456-1230'],
    ['(987) 456-1230', '(987) 456-1230'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567 ext 89', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    [null, ''],
  ])('%j → %j', (typed, shown) => {
    expect(formatUsPhone(typed)).toBe(shown);
  });

  it('reads the digits', () => {
    expect(phoneDigits('(987) 456-1230')).toBe('9874561230');
    expect(phoneDigits(undefined)).toBe('');
  });

  it('drops the US country code of a whole number pasted or autofilled', () => {
    expect(withoutUsCountryCode('19874561230')).toBe('9874561230');
    expect(withoutUsCountryCode('9874561230')).toBe('9874561230');
    expect(withoutUsCountryCode('29874561230')).toBe('29874561230');
    expect(withoutUsCountryCode('1987456123')).toBe('1987456123');
  });

  it.each([
    ['(987) 456-1230', {}, true],
    [' (987) 456-1230 ', {}, true],
    ['(087) 456-1230', {}, true],
    ['(087) 456-1230', { areaCodeAndExchangeFromOne: true }, false],
    ['(987) 056-1230', { areaCodeAndExchangeFromOne: true }, false],
    ['(187) 156-1230', { areaCodeAndExchangeFromOne: true }, true],
    ['9874561230', {}, false],
    ['(987) 456-123', {}, false],
    ['(987)456-1230', {}, false],
    [null, {}, false],
  ])('isUsPhone(%j, %j) → %s', (value, options, valid) => {
    expect(isUsPhone(value, options)).toBe(valid);
  });
});

describe('doc 1 §2.1 footer: a phone number dials from its link', () => {
  it('keeps the digits and a plus sign of the number as written', () => {
    expect(telHref('(555) 010-2000')).toBe('tel:5550102000');
    expect(telHref('+1 800 555 0199')).toBe('tel:+18005550199');
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199');
  });
});
