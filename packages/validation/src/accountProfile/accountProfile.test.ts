import { describe, expect, it } from 'vitest';
import { validateForm, validateFormByPath } from '../formErrors';
import {
  addressSaveAsksScope,
  createAddressSchema,
  createNameSchema,
  createPhonesSchema,
  deletePhone,
  editableSections,
  isProfileReviewPending,
  phoneSaveOffersNotifications,
  phonesToSend,
  profileUpdateRequest,
  stateOptions,
  zipMessage,
} from './index';

describe('doc 2 §5 Account profile name', () => {
  const schema = createNameSchema();
  it.each([
    [{ firstName: '' }, { firstName: 'Please enter first name.' }],
    [{ firstName: ' ' }, { firstName: 'Please enter first name.' }],
    [{ firstName: 'a'.repeat(28), lastName: 'b'.repeat(28), middleName: 'c'.repeat(20) }, {}],
    [{ firstName: 'a'.repeat(29) }, { firstName: 'Please enter no more than 28 characters.' }],
    [
      { firstName: 'Ann', middleName: 'c'.repeat(21) },
      { middleName: 'Please enter no more than 20 characters.' },
    ],
    [
      { firstName: 'Ann', lastName: 'b'.repeat(29) },
      { lastName: 'Please enter no more than 28 characters.' },
    ],
    [{ firstName: 'Ann' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(schema, values).errors).toEqual(errors);
  });
});

const address = {
  streetNumber: '123',
  streetName: 'Main',
  streetType: 'St',
  unit: '',
  city: 'Springfield',
  state: 'IL',
  zip: '98745-4321',
};

describe('doc 2 §5 Account profile address', () => {
  const schema = createAddressSchema();

  it('sends the zip without hyphen', () => {
    expect(validateForm(schema, address).data).toEqual({ ...address, zip: '987454321' });
  });

  it.each([
    [{ streetNumber: '' }, { streetNumber: 'Street Number is required.' }],
    [{ streetNumber: '12a' }, { streetNumber: 'Please enter digits only.' }],
    [{ streetNumber: '1'.repeat(20) }, {}],
    [
      { streetNumber: '1'.repeat(21) },
      { streetNumber: 'Please enter no more than 20 characters.' },
    ],
    [{ streetName: '' }, { streetName: 'Street Name is required.' }],
    [{ streetName: 'a'.repeat(41) }, { streetName: 'Please enter no more than 40 characters.' }],
    [{ streetType: 'a'.repeat(31) }, { streetType: 'Please enter no more than 30 characters.' }],
    [{ unit: 'a'.repeat(31) }, { unit: 'Please enter no more than 30 characters.' }],
    [{ city: '' }, { city: 'City is required.' }],
    [{ city: 'a'.repeat(50) }, {}],
    [{ city: 'a'.repeat(51) }, { city: 'Please enter no more than 50 characters.' }],
    [{ city: "O'Fallon" }, { city: 'Please remove these characters: " \' ^ ` | ~' }],
    [{ city: 'Coeur d|Alene' }, { city: 'Please remove these characters: " \' ^ ` | ~' }],
    [{ state: '' }, { state: 'State is required.' }],
    [{ zip: '' }, { zip: 'Zip code is required.' }],
    [{ zip: '12345' }, {}],
    [{ zip: '123456789' }, {}],
    [{ zip: '1234' }, { zip: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).' }],
    [{ zip: '1234567890' }, { zip: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).' }],
    [{ zip: '00000' }, { zip: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).' }],
  ])('%j → %j', (changes, errors) => {
    expect(validateForm(schema, { ...address, ...changes }).errors).toEqual(errors);
  });

  it('checks a zip on its own', () => {
    expect(zipMessage(' 12345 ')).toBeUndefined();
    expect(zipMessage('12345-67890')).toBe(
      'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).',
    );
  });
});

describe('doc 2 §5 Account profile phones', () => {
  const schema = createPhonesSchema();
  const phone = (eCommunicationId: string | null, phoneNumber: string, extra = {}) => ({
    eCommunicationId,
    phoneNumber,
    ...extra,
  });

  it.each([
    [[phone('CELL', '(987) 456-1230')], {}],
    [[phone('CELL', '(987) 456-1230'), phone(null, ''), phone(null, '')], {}],
    [
      [phone(null, ''), phone(null, ''), phone(null, '')],
      { 'phones.0.eCommunicationId': 'Phone type is required.' },
    ],
    [[], { 'phones.0.eCommunicationId': 'Phone type is required.' }],
    [undefined, { 'phones.0.eCommunicationId': 'Phone type is required.' }],
    [
      [phone('HOME', '(987) 456-1230', { isDelete: true }), phone(null, '')],
      { 'phones.1.eCommunicationId': 'Phone type is required.' },
    ],
    [[phone(null, '(987) 456-1230')], { 'phones.0.eCommunicationId': 'Phone type is required.' }],
    [[phone('CELL', '')], { 'phones.0.phoneNumber': 'Phone Number is required.' }],
    [
      [phone('CELL', '987-456-1230')],
      { 'phones.0.phoneNumber': 'Invalid phone format.(Ex: (987) 456-1230)' },
    ],
    [
      [phone('CELL', '(987) 456-123')],
      { 'phones.0.phoneNumber': 'Invalid phone format.(Ex: (987) 456-1230)' },
    ],
    [
      [phone('CELL', '(987) 456-1230'), phone('WORK', '(555) 1')],
      { 'phones.1.phoneNumber': 'Invalid phone format.(Ex: (987) 456-1230)' },
    ],
    // up to 3 phones: a 4th filled phone is refused, deleted and empty slots do not count
    [
      [
        phone('CELL', '(987) 456-1230'),
        phone('HOME', '(987) 456-1231'),
        phone('WORK', '(987) 456-1232'),
      ],
      {},
    ],
    [
      [
        phone('CELL', '(987) 456-1230'),
        phone('HOME', '(987) 456-1231'),
        phone('WORK', '(987) 456-1232'),
        phone('FAX', '(987) 456-1233'),
      ],
      { phones: 'Please enter no more than 3 phone numbers.' },
    ],
    [
      [
        phone('CELL', '(987) 456-1230'),
        phone('HOME', '(987) 456-1231', { isDelete: true }),
        phone('WORK', '(987) 456-1232'),
        phone('FAX', '(987) 456-1233'),
        phone(null, ''),
      ],
      {},
    ],
  ])('%j → %j', (phones, errors) => {
    expect(validateFormByPath(schema, { phones }).errors).toEqual(errors);
  });

  it('deletes a phone by clearing it and marking it deleted (doc 2 §4)', () => {
    expect(
      deletePhone({
        eCommunicationDetailId: 7,
        eCommunicationId: 'CELL',
        phoneNumber: '(987) 456-1230',
      }),
    ).toEqual({
      eCommunicationDetailId: 7,
      eCommunicationId: null,
      eCommunicationDescription: null,
      phoneNumber: '',
      isDelete: true,
    });
  });

  it('sends only phones with an id or 10 digits, at most 3', () => {
    expect(
      phonesToSend([
        { eCommunicationDetailId: 7, eCommunicationId: null, phoneNumber: '', isDelete: true },
        { eCommunicationId: 'CELL', phoneNumber: '(987) 456-1230' },
        { eCommunicationId: 'HOME', phoneNumber: '(987) 456-123' },
        { eCommunicationId: 'WORK', phoneNumber: '(555) 123-4567' },
        { eCommunicationId: 'FAX', phoneNumber: '(555) 123-4568' },
      ]),
    ).toEqual([
      { eCommunicationDetailId: 7, eCommunicationId: null, phoneNumber: '', isDelete: true },
      { eCommunicationId: 'CELL', phoneNumber: '9874561230' },
      { eCommunicationId: 'WORK', phoneNumber: '5551234567' },
    ]);
  });
});

describe('doc 2 §2.2, §4 Account profile states', () => {
  it('asks Update All / Update This Account when other accounts share the address', () => {
    expect(addressSaveAsksScope(2)).toBe(true);
    expect(addressSaveAsksScope(0)).toBe(false);
    expect(addressSaveAsksScope(undefined)).toBe(false);
  });

  it.each([
    [false, 'N', true],
    [false, 'n', true],
    [true, 'N', false],
    [false, 'Y', false],
    [false, null, false],
  ])(
    'review pending with direct update %s and isVerified %j: %s',
    (allowProfileDbUpdate, isVerified, pending) => {
      expect(isProfileReviewPending({ allowProfileDbUpdate, isVerified })).toBe(pending);
    },
  );

  it('follows the ALLOW_*_UPDATE flags', () => {
    expect(
      editableSections({
        allowNameUpdate: true,
        allowAddressUpdate: false,
        allowPhoneUpdate: true,
      }),
    ).toEqual({
      name: true,
      address: false,
      phones: true,
    });
  });
});

describe('doc 1 §9 state list', () => {
  it('is the fixed list of the states and DC, sorted by value', () => {
    const values = stateOptions.map((state) => state.value);
    expect(values).toHaveLength(51);
    expect(values.slice(0, 3)).toEqual(['AK', 'AL', 'AR']);
    expect(values).toEqual([...values].sort());
    expect(stateOptions.find((state) => state.value === 'DC')?.label).toBe('District of Columbia');
  });
});

describe('doc 2 §3 Profile update request', () => {
  const fields = {
    firstName: 'Jordan',
    middleName: '',
    lastName: 'Rivers',
    streetNumber: '12',
    streetName: 'Main',
    streetType: 'St',
    unit: '',
    city: 'Springfield',
    state: 'IL',
    zip: '98745-4321',
  };

  it('sends the zip without hyphen, the update indicator and only the phones with an id or 10 digits', () => {
    const request = profileUpdateRequest({
      memberNumber: '800001',
      accountNumber: '1000001',
      fields,
      updateIndicator: 'ALL',
      phones: [
        deletePhone({
          eCommunicationDetailId: 7,
          eCommunicationId: 1,
          phoneNumber: '(987) 456-1230',
        }),
        { eCommunicationId: 2, phoneNumber: '(987) 456-12' },
        { eCommunicationId: 3, phoneNumber: '(555) 010-2000' },
      ],
    });
    expect(request).toMatchObject({
      memberNumber: '800001',
      accountNumber: '1000001',
      firstName: 'Jordan',
      zip: '987454321',
      updateIndicator: 'ALL',
    });
    expect(request.contactPhones).toEqual([
      expect.objectContaining({
        eCommunicationDetailId: 7,
        eCommunicationId: null,
        phoneNumber: '',
        isDelete: true,
      }),
      expect.objectContaining({ eCommunicationId: 3, phoneNumber: '5550102000' }),
    ]);
  });
});

describe('doc 2 §4 Account profile phone save and notifications', () => {
  it.each([
    [true, 'Y', true],
    [true, 'y', true],
    [true, 'N', false],
    [true, null, false],
    [false, 'Y', false],
  ])(
    'notifications on %s, ACCOUNT_INFO_UPDATE_MESSAGE %s → offers Continue %s',
    (on, value, offers) => {
      expect(
        phoneSaveOffersNotifications({ notificationsOn: on, accountInfoUpdateMessage: value }),
      ).toBe(offers);
    },
  );
});
