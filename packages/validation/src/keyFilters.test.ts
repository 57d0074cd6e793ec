import { describe, expect, it } from 'vitest';
import {
  cutToLength,
  isAmountKey,
  isCityKey,
  isDigitKey,
  isOutagePhoneKey,
  isPasswordKey,
  keepAmount,
  keepDigits,
  keepDigitsUpTo,
  keepOutagePhoneCharacters,
  removeCityBlockedCharacters,
  removeSpaces,
} from './keyFilters';

describe('doc 1 §5.1 key entry: digits only; the amount also allows a decimal point', () => {
  it('keeps digits', () => {
    expect(keepDigits('10a0-0 001')).toBe('1000001');
    expect(keepDigitsUpTo('1234567890123', 12)).toBe('123456789012');
  });
  it.each([
    ['12.50', undefined, '12.50'],
    ['1a2.3.4', undefined, '12.34'],
    ['$1,234.567', undefined, '1234.567'],
    ['.5', undefined, '.5'],
    ['12345678901234.5', 13, '1234567890123'],
    ['99999999.999', 11, '99999999.99'],
    ['12', -1, ''],
  ])('keepAmount(%j, %s) → %j', (value, max, kept) => {
    expect(keepAmount(value, max)).toBe(kept);
  });
  it.each([
    ['$1,234.567', 13, 2, '1234.56'],
    ['1.2.3', 13, 2, '1.23'],
    ['abc', 13, 2, ''],
    ['12.5', 13, 0, '125'],
    ['99999999999999', 13, 2, '9999999999999'],
    ['12.5', undefined, 2, '12.5'],
  ])('keepAmount(%j, %s, %s decimals) → %j', (value, max, decimals, kept) => {
    expect(keepAmount(value, max, decimals)).toBe(kept);
  });
  it.each([
    ['5', '', true],
    ['a', '', false],
    ['.', '12', true],
    ['.', '12.', false],
    ['Backspace', '12.5', true],
  ])('isAmountKey(%j, %j) → %s', (key, value, allowed) => {
    expect(isAmountKey(key, value)).toBe(allowed);
  });
  it('blocks non-digit keys but not named keys', () => {
    expect(isDigitKey('7')).toBe(true);
    expect(isDigitKey('x')).toBe(false);
    expect(isDigitKey('ArrowLeft')).toBe(true);
  });
});

describe('doc 1 §5.2 spaces are blocked in the password', () => {
  it('removes spaces', () => {
    expect(removeSpaces(' Pa ss\tword ')).toBe('Password');
    expect(isPasswordKey(' ')).toBe(false);
    expect(isPasswordKey('a')).toBe(true);
  });
});

describe('doc 2 §5 city blocked characters and outage phone characters', () => {
  it('removes " \' ^ ` | ~ from a city', () => {
    expect(removeCityBlockedCharacters(`O"Fa'l^l\`o|n~`)).toBe('OFallon');
    expect(isCityKey('~')).toBe(false);
    expect(isCityKey('a')).toBe(true);
    expect(isCityKey('Delete')).toBe(true);
  });
  it('keeps digits, plus, minus, space in the outage phone, at most 14', () => {
    expect(keepOutagePhoneCharacters('+1 (987) 456-1230 x')).toBe('+1 987 456-123');
    expect(keepOutagePhoneCharacters('12a3', 2)).toBe('12');
    expect(isOutagePhoneKey('+')).toBe(true);
    expect(isOutagePhoneKey('(')).toBe(false);
    expect(isOutagePhoneKey('Tab')).toBe(true);
  });
  it('cuts to a field’s length', () => {
    expect(cutToLength('abcdef', 4)).toBe('abcd');
    expect(cutToLength('abc', -2)).toBe('');
  });
});
