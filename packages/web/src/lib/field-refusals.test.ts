import { describe, expect, it } from 'vitest';
import { placeRefusal, schemaFieldMessages, type FieldWords, type SchemaCheck } from './field-refusals';

type Field = 'firstname' | 'email' | 'allowanceAmount' | 'carryOverCap' | 'name';

const FIELDS: readonly FieldWords<Field>[] = [
  { key: 'firstname', label: 'Firstname', serverNames: ['First name'] },
  { key: 'email', label: 'Email', serverNames: ['E-mail'] },
  { key: 'allowanceAmount', label: 'Allowance', serverNames: ['Allowance', 'The allowance'] },
  { key: 'carryOverCap', label: 'Carry-over cap', serverNames: ['Carry over cap', 'The carry-over cap'] },
  { key: 'name', label: 'Name', serverSentences: [/^A budget named .* already exists/] },
];

describe('placeRefusal', () => {
  it.each([
    {
      case: "the server's name for a field, in the screen's",
      description: 'First name is required.',
      errors: { firstname: 'Firstname is required.' },
      unplaced: null,
    },
    {
      case: 'a rule of the service, about a field',
      description: 'The allowance must be more than zero.',
      errors: { allowanceAmount: 'Allowance must be more than zero.' },
      unplaced: null,
    },
    {
      case: 'a field named with a colon',
      description: 'E-mail: must be a valid e-mail address.',
      errors: { email: 'Email: must be a valid e-mail address.' },
      unplaced: null,
    },
    {
      case: 'several fields at once',
      description: 'Allowance must be a number; Carry over cap is too large.',
      errors: { allowanceAmount: 'Allowance must be a number.', carryOverCap: 'Carry-over cap is too large.' },
      unplaced: null,
    },
    {
      case: 'a sentence that names its field another way',
      description: 'A budget named Food already exists.',
      errors: { name: 'A budget named Food already exists.' },
      unplaced: null,
    },
    {
      case: 'nothing a field would answer for',
      description: 'This invitation is not valid or has expired.',
      errors: {},
      unplaced: 'This invitation is not valid or has expired.',
    },
    {
      case: 'a word that only begins like a field',
      description: 'Allowances are paused on this server.',
      errors: {},
      unplaced: 'Allowances are paused on this server.',
    },
    {
      case: 'a field and something else',
      description: 'First name is required; The request body has unknown fields: x.',
      errors: { firstname: 'Firstname is required.' },
      unplaced: 'The request body has unknown fields: x.',
    },
  ])('$case', ({ description, errors, unplaced }) => {
    expect(placeRefusal(description, FIELDS)).toEqual({ errors, unplaced });
  });
});

describe('schemaFieldMessages', () => {
  const refused = (...issues: { path: string[]; message: string }[]): SchemaCheck => ({
    success: false,
    error: { issues },
  });

  it.each([
    {
      case: 'an empty field is required, whatever the schema calls it',
      check: refused({ path: ['allowanceAmount'], message: 'must be a number' }),
      request: {},
      errors: { allowanceAmount: 'Allowance is required.' },
    },
    {
      case: 'a blank text is required too',
      check: refused({ path: ['firstname'], message: 'is required' }),
      request: { firstname: '   ' },
      errors: { firstname: 'Firstname is required.' },
    },
    {
      case: "a filled field in the schema's words, after the label",
      check: refused({ path: ['email'], message: 'must be a valid e-mail address' }),
      request: { email: 'anna@' },
      errors: { email: 'Email must be a valid e-mail address.' },
    },
    {
      case: 'a field the form does not show is left out',
      check: refused({ path: ['startDayNumber'], message: 'must be a number' }),
      request: {},
      errors: {},
    },
    {
      case: 'the first issue of a field wins',
      check: refused(
        { path: ['name'], message: 'is required' },
        { path: ['name'], message: 'must be at most 100 characters' },
      ),
      request: { name: '' },
      errors: { name: 'Name is required.' },
    },
  ])('$case', ({ check, request, errors }) => {
    expect(schemaFieldMessages(check, request, FIELDS)).toEqual(errors);
  });

  it('says nothing of a request the schema takes', () => {
    expect(schemaFieldMessages({ success: true }, {}, FIELDS)).toEqual({});
  });
});
