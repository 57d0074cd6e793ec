import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import { buildServiceRequest, createServiceRequestSchema } from './index';

const INVALID = 'Invalid phone format. (Ex: (987) 456-1230)';

describe('doc 3 §5 Service request', () => {
  const schema = createServiceRequestSchema();
  const valid = { workType: 12, phone: '(987) 456-1230', comments: '' };

  it.each([
    [{}, { workType: 'Service Type is required.', phone: 'Phone number is required.' }],
    [{ ...valid, workType: '' }, { workType: 'Service Type is required.' }],
    [{ ...valid, phone: ' ' }, { phone: 'Phone number is required.' }],
    [{ ...valid, phone: '(087) 456-1230' }, { phone: INVALID }],
    [{ ...valid, phone: '(987) 056-1230' }, { phone: INVALID }],
    [{ ...valid, phone: '(987) 456-123' }, { phone: INVALID }],
    [{ ...valid, phone: '9874561230' }, { phone: INVALID }],
    [{ ...valid, comments: 'c'.repeat(400) }, {}],
    [
      { ...valid, comments: 'c'.repeat(401) },
      { comments: 'Please enter no more than 400 characters.' },
    ],
    [valid, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(schema, values).errors).toEqual(errors);
  });

  it('sends the phone as digits only', () => {
    const values = validateForm(schema, { ...valid, comments: ' Meter is loud ' }).data;
    if (!values) throw new Error('expected valid values');
    expect(buildServiceRequest('1000001', values)).toEqual({
      accountNumber: '1000001',
      workType: '12',
      comments: 'Meter is loud',
      phone: '9874561230',
    });
    expect(buildServiceRequest('1', { ...values, workType: null }).workType).toBe('');
  });
});
