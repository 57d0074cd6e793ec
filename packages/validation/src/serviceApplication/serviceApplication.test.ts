import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  accountTypeStep,
  applicationAccountType,
  buildServiceApplication,
  createAccountTypeChoiceSchema,
  createServiceApplicationSchema,
  isBusinessAccountType,
  START_DATE_WINDOW_DAYS,
  startDateMessage,
  startDateWindow,
  submitFailureMessage,
} from './index';

const TODAY = '2026-03-10';
const types = [
  { accountType: 'RES', description: 'Residential' },
  { accountType: 'FARM', description: 'Farm' },
  { accountType: 'COM', description: 'Commercial' },
  { accountType: 'WATER', description: 'Water' },
];

const valid = {
  businessName: '',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone: '(785) 555-0142',
  email: 'Ada@Example.com',
  address1: '12 Old Mill Rd',
  address2: '',
  city: 'Riverbend',
  state: 'KS',
  zip: '66000-1234',
  mailingSameAsService: true,
  mailingAddress1: '',
  mailingAddress2: '',
  mailingCity: '',
  mailingState: '',
  mailingZip: '',
  startDate: '2026-03-20',
  comments: '',
  agreed: true,
};

describe('doc 1 §2.3 Application for service account types', () => {
  it('lets the applicant choose among several, goes straight on with one or none', () => {
    expect(accountTypeStep(types)).toEqual({ kind: 'choose', types });
    expect(accountTypeStep([types[1]!])).toEqual({ kind: 'continue', accountType: types[1] });
    expect(accountTypeStep([])).toEqual({ kind: 'continue', accountType: null });
  });

  it('asks for one of the types before going on', () => {
    const schema = createAccountTypeChoiceSchema();
    expect(validateForm(schema, { accountType: null }).errors).toEqual({
      accountType: 'Please choose an account type.',
    });
    expect(validateForm(schema, { accountType: 'FARM' }).errors).toEqual({});
  });

  it('applies for the type the address names, else sends back to the choice', () => {
    expect(applicationAccountType(types, 'FARM')).toEqual({ kind: 'form', accountType: types[1] });
    expect(applicationAccountType(types, 'farm')).toEqual({ kind: 'choose' });
    expect(applicationAccountType(types, null)).toEqual({ kind: 'choose' });
    expect(applicationAccountType([types[0]!], 'XYZ')).toEqual({
      kind: 'form',
      accountType: types[0],
    });
    expect(applicationAccountType([], 'RES')).toEqual({ kind: 'form', accountType: null });
  });
});

describe('Application for Service form', () => {
  const schema = createServiceApplicationSchema({ today: TODAY });

  it('accepts a complete application and builds its request', () => {
    const result = validateForm(schema, valid);
    expect(result.errors).toEqual({});
    expect(buildServiceApplication(result.data!, { accountType: 'RES' })).toEqual({
      accountType: 'RES',
      businessName: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '7855550142',
      email: 'ada@example.com',
      serviceAddress: {
        address1: '12 Old Mill Rd',
        address2: '',
        city: 'Riverbend',
        state: 'KS',
        zip: '660001234',
      },
      mailingAddress: null,
      requestedStartDate: '2026-03-20',
      comments: '',
      agreedToTerms: true,
    });
  });

  it('says what is missing, in the order of the form, with the portal’s messages', () => {
    expect(validateForm(schema, {}).errors).toEqual({
      firstName: 'Please enter first name.',
      lastName: 'Please enter last name.',
      phone: 'Phone number is required.',
      email: 'Email address is required.',
      address1: 'Address 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
      zip: 'Zip code is required.',
      startDate: 'Please choose a start date.',
      agreed: 'Please select the checkbox to continue.',
    });
    expect(Object.keys(validateForm(schema, {}).errors)[0]).toBe('firstName');
  });

  it.each([
    [{ phone: '(085) 555-0142' }, { phone: 'Invalid phone format. (Ex: (987) 456-1230)' }],
    [{ phone: '785555014' }, { phone: 'Invalid phone format. (Ex: (987) 456-1230)' }],
    [{ email: 'ada@example' }, { email: 'Invalid e-mail address.' }],
    [{ zip: '00000' }, { zip: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).' }],
    [{ zip: '6600' }, { zip: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).' }],
    [{ city: 'c'.repeat(31) }, { city: 'Please enter no more than 30 characters.' }],
    [{ comments: 'c'.repeat(1000) }, {}],
    [{ comments: 'c'.repeat(1001) }, { comments: 'Please enter no more than 1000 characters.' }],
    [{ agreed: false }, { agreed: 'Please select the checkbox to continue.' }],
  ])('%j → %j', (change, errors) => {
    expect(validateForm(schema, { ...valid, ...change }).errors).toEqual(errors);
  });

  it('asks a business for its name as well as the contact person’s', () => {
    const business = createServiceApplicationSchema({ business: true, today: TODAY });
    expect(validateForm(business, valid).errors).toEqual({
      businessName: 'Please enter business name.',
    });
    const result = validateForm(business, { ...valid, businessName: 'Prairie Feed & Grain Co' });
    expect(
      buildServiceApplication(result.data!, { accountType: 'COM', business: true }).businessName,
    ).toBe('Prairie Feed & Grain Co');
    expect(buildServiceApplication(result.data!, { accountType: 'RES' }).businessName).toBeNull();
  });

  it('knows a business’s account type by its code or description', () => {
    expect(isBusinessAccountType(types[2])).toBe(true);
    expect(isBusinessAccountType({ accountType: 'SB', description: 'Small Business' })).toBe(true);
    expect(isBusinessAccountType(types[0])).toBe(false);
    expect(isBusinessAccountType(types[1])).toBe(false);
    expect(isBusinessAccountType(null)).toBe(false);
  });

  it('asks for the mailing address only when it is not the service address', () => {
    const apart = { ...valid, mailingSameAsService: false };
    expect(validateForm(schema, apart).errors).toEqual({
      mailingAddress1: 'Address 1 is required.',
      mailingCity: 'City is required.',
      mailingState: 'State is required.',
      mailingZip: 'Zip code is required.',
    });
    const mailing = {
      ...apart,
      mailingAddress1: 'PO Box 17',
      mailingCity: 'Topeka',
      mailingState: 'KS',
      mailingZip: '66603',
    };
    const result = validateForm(schema, mailing);
    expect(buildServiceApplication(result.data!, { accountType: null }).mailingAddress).toEqual({
      address1: 'PO Box 17',
      address2: '',
      city: 'Topeka',
      state: 'KS',
      zip: '66603',
    });
    expect(validateForm(schema, { ...mailing, mailingZip: '1234' }).errors).toEqual({
      mailingZip: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).',
    });
  });

  it(`takes a start date from today to ${START_DATE_WINDOW_DAYS} days ahead`, () => {
    expect(startDateWindow(TODAY)).toEqual({ min: '2026-03-10', max: '2026-05-09' });
    expect(startDateMessage('2026-03-10', { today: TODAY })).toBeUndefined();
    expect(startDateMessage({ year: 2026, month: 5, day: 9 }, { today: TODAY })).toBeUndefined();
    expect(startDateMessage('2026-03-09', { today: TODAY })).toBe(
      'The start date cannot be in the past.',
    );
    expect(startDateMessage('2026-05-10', { today: TODAY })).toBe(
      'Please enter a date on or before 05/09/2026.',
    );
    expect(startDateMessage('02/30/2026', { today: TODAY })).toBe('Please enter a valid date.');
    expect(startDateMessage(null, { today: TODAY })).toBe('Please choose a start date.');
  });
});

describe('Application for Service refused submissions', () => {
  it('words too many attempts with the wait in minutes, else without one', () => {
    expect(submitFailureMessage({ status: 429, message: 'x', retryAfterSeconds: 600 })).toBe(
      'Too many attempts. Please try again in 10 minutes.',
    );
    expect(submitFailureMessage({ status: 429, message: 'x', retryAfterSeconds: 30 })).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(submitFailureMessage({ status: 429, message: 'x' })).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(submitFailureMessage({ status: 400, message: 'We do not serve that zip code.' })).toBe(
      'We do not serve that zip code.',
    );
  });
});
