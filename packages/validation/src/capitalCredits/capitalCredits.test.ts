import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import { usStates } from '../shared/usStates';
import {
  buildClaimRequest,
  buildUnclaimedSearch,
  canSearchUnclaimed,
  capitalCreditsMessages,
  claimContactPreferences,
  createClaimSchema,
  createLetterReturnSchema,
  noUnclaimedResultsMessage,
  tooManyAttemptsMessage,
  unclaimedPageSizes,
} from './index';

describe('doc 3 §5 Letter return', () => {
  const schema = createLetterReturnSchema();
  it.each([
    [{}, { memberNumber: 'Member Number is required.', letterId: 'Letter ID is required.' }],
    [
      { memberNumber: ' ', letterId: '' },
      { memberNumber: 'Member Number is required.', letterId: 'Letter ID is required.' },
    ],
    [
      { memberNumber: '10-01', letterId: 'AB 12' },
      { memberNumber: 'Invalid format.', letterId: 'Invalid format.' },
    ],
    [{ memberNumber: ' 1001 ', letterId: 'AB12' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(schema, values).errors).toEqual(errors);
  });

  it('has the help text verbatim (doc 3 §8)', () => {
    expect(capitalCreditsMessages.letterIdHelp).toMatch(
      /^Your Member Number and Letter ID can be found on the letter\/email you received\./,
    );
  });
});

describe('doc 3 §5, §8 Unclaimed search', () => {
  it.each([
    [{}, false],
    [{ firstName: '  ', lastName: '', companyName: null }, false],
    [{ lastName: ' Lee ' }, true],
    [{ companyName: 'Acme' }, true],
  ])('%j can search: %s', (values, enabled) => {
    expect(canSearchUnclaimed(values)).toBe(enabled);
  });

  it('trims the search', () => {
    expect(buildUnclaimedSearch({ firstName: ' Ann ', lastName: 'Lee ' })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      companyName: '',
    });
  });

  it.each([
    [
      { firstName: 'Ann', lastName: 'Lee' },
      'There were no unclaimed capital credits found matching Ann Lee',
    ],
    [{ lastName: ' Lee ' }, 'There were no unclaimed capital credits found matching Lee'],
    [{ companyName: 'Acme Co' }, 'There were no unclaimed capital credits found matching Acme Co'],
    [
      { firstName: 'Ann', companyName: 'Acme Co' },
      'There were no unclaimed capital credits found matching Ann, Acme Co',
    ],
  ])('no result for %j → %s', (values, message) => {
    expect(noUnclaimedResultsMessage(values)).toBe(message);
  });
});

const claim = {
  name: 'Ann Lee',
  ssn: '',
  phone: '(987) 456-1230',
  contactPref: 'Phone',
  email: '',
  address1: '1 Elm St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '',
  comments: '',
};

describe('doc 3 §5 Claim form', () => {
  const schema = createClaimSchema();

  it('accepts a claim and sends the zip without hyphen', () => {
    expect(
      validateForm(schema, { ...claim, zip: '98745-4321', email: 'Ann@Example.com' }).data,
    ).toMatchObject({
      zip: '987454321',
      email: 'ann@example.com',
    });
  });

  it.each([
    [{ phone: '' }, { phone: 'Phone number is required.' }],
    [{ phone: '987-456-1230' }, { phone: 'Invalid phone format. (Ex: (987) 456-1230)' }],
    [{ phone: '(987) 456-123' }, { phone: 'Invalid phone format. (Ex: (987) 456-1230)' }],
    [{ ssn: '123' }, { ssn: 'SSN must be 4 numeric digits' }],
    [{ ssn: '12345' }, { ssn: 'SSN must be 4 numeric digits' }],
    [{ ssn: '12a4' }, { ssn: 'SSN must be 4 numeric digits' }],
    [{ ssn: '1234' }, {}],
    [{ email: 'ann@' }, { email: 'Invalid e-mail address.' }],
    [{ email: `${'a'.repeat(88)}@example.com` }, {}],
    [{ email: `${'a'.repeat(89)}@example.com` }, { email: 'Invalid e-mail address.' }],
    [{ contactPref: 'Email' }, { email: 'Email address is required.' }],
    [{ contactPref: 'Email', email: 'ann@example.com' }, {}],
    [{ contactPref: '' }, { contactPref: 'Contact preference is required.' }],
    [{ address1: '' }, { address1: 'Address 1 is required.' }],
    [{ address1: 'a'.repeat(61) }, { address1: 'Please enter no more than 60 characters.' }],
    [{ address2: 'a'.repeat(61) }, { address2: 'Please enter no more than 60 characters.' }],
    [{ city: '' }, { city: 'City is required.' }],
    [{ city: 'c'.repeat(30) }, {}],
    [{ city: 'c'.repeat(31) }, { city: 'Please enter no more than 30 characters.' }],
    [{ state: null }, { state: 'State is required.' }],
    [{ zip: '12345' }, {}],
    [{ zip: '123456789' }, {}],
    [{ zip: '1234' }, { zip: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)' }],
    [{ zip: '1234567890' }, { zip: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)' }],
    [{ zip: '00000' }, { zip: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)' }],
    [{ name: 'n'.repeat(126) }, { name: 'Please enter no more than 125 characters.' }],
    [{ comments: 'c'.repeat(1000) }, {}],
    [{ comments: 'c'.repeat(1001) }, { comments: 'Please enter no more than 1000 characters.' }],
  ])('%j → %j', (changes, errors) => {
    expect(validateForm(schema, { ...claim, ...changes }).errors).toEqual(errors);
  });
});

describe('doc 3 §3 Claim contact info, §9 claim constants', () => {
  it('sends the claimed credit’s member number, empty optional fields as null', () => {
    const result = validateForm(createClaimSchema(), { ...claim, zip: '98745-4321' });
    if (!result.success) throw new Error('the claim should be valid');
    expect(buildClaimRequest(result.data, '710221')).toEqual({
      name: 'Ann Lee',
      ssn: null,
      phone: '(987) 456-1230',
      contactPref: 'Phone',
      email: null,
      address1: '1 Elm St',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '987454321',
      comments: null,
      memberNumber: '710221',
    });
  });

  it('offers a fixed contact preference list including Email, and the US states by value', () => {
    expect(claimContactPreferences).toContain('Email');
    expect(usStates.map((state) => state.value)).toEqual(
      [...usStates.map((state) => state.value)].sort(),
    );
    expect(usStates).toHaveLength(51);
  });

  it('pages the results by 10, with 10, 25, 50 and 100 to choose from', () => {
    expect(unclaimedPageSizes).toEqual({ initial: 10, options: [10, 25, 50, 100] });
  });
});

describe('abuse protection of the public capital credit pages (429)', () => {
  it.each([
    [900, 'Too many attempts. Please try again in 15 minutes.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [30, 'Too many attempts. Please try again in 1 minute.'],
    [0, 'Too many attempts. Please try again in 1 minute.'],
    [undefined, 'Too many attempts. Please try again later.'],
  ])('Retry-After %s s → %s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});
