import { describe, expect, it } from 'vitest';
import {
  isSettingOn,
  isValidEmail,
  isValidUsername,
  isValidZip,
  shouldCheckUsernameAvailability,
  zipForRequest,
} from './rules';

describe('doc 1 §5.4, doc 2 §5 the username rule', () => {
  it.each([
    ['abcde', false],
    ['abcdef', true],
    ['a'.repeat(60), true],
    ['a'.repeat(61), false],
    ['john.smith', true],
    ['john_smith@coop-1', true],
    ['john smith', true],
    ['john  smith', true],
    ['.johnsmith', false],
    ['johnsmith-', false],
    ['john..smith', false],
    ['john__smith', false],
    ['john@@smith', false],
    ['john--smith', false],
    ['john.-smith', true],
    ['john#smith', false],
    ['jöhnsmith', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidUsername(value)).toBe(valid);
  });

  it('checks availability on blur only for a changed, valid username', () => {
    expect(shouldCheckUsernameAvailability('john.smith')).toBe(true);
    expect(shouldCheckUsernameAvailability('john.smith', 'john.smith')).toBe(false);
    expect(shouldCheckUsernameAvailability(' john.smith ', 'john.smith')).toBe(false);
    expect(shouldCheckUsernameAvailability('john..smith', 'ann.lee')).toBe(false);
    expect(shouldCheckUsernameAvailability('ann.lee.2', null)).toBe(true);
  });
});

describe('doc 1 §5.4 the lowercase email pattern', () => {
  it.each([
    ['ann@example.com', 60, true],
    ['Ann@Example.COM', 60, true],
    [' ann@example.com ', 60, true],
    ['ann.o+bills@mail.example.org', 60, true],
    ['ann@example', 60, false],
    ['ann@@example.com', 60, false],
    ['ann example@example.com', 60, false],
    ['.ann@example.com', 60, false],
    ['', 60, false],
    [`${'a'.repeat(48)}@example.com`, 60, true],
    [`${'a'.repeat(49)}@example.com`, 60, false],
  ])('%j (max %s) → %s', (value, max, valid) => {
    expect(isValidEmail(value, max)).toBe(valid);
  });
});

describe('doc 2 §5, doc 3 §5 zip codes', () => {
  it.each([
    ['12345', true],
    ['123456789', true],
    ['12345-6789', true],
    ['1234', false],
    ['1234567890', false],
    ['123456', false],
    ['12345-678', false],
    ['00000', false],
    ['000000000', false],
    ['00000-1234', false],
    ['12345-0000', true],
    ['abcde', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidZip(value)).toBe(valid);
  });

  it('sends the zip without hyphen', () => {
    expect(zipForRequest('98745-4321')).toBe('987454321');
  });
});

describe('doc 1 §9 setting values are Y or N', () => {
  it.each([
    ['Y', true],
    ['y', true],
    [' Y ', true],
    ['N', false],
    [true, true],
    [false, false],
    [undefined, false],
    ['YES', false],
  ])('%j → %s', (value, on) => {
    expect(isSettingOn(value)).toBe(on);
  });
});
