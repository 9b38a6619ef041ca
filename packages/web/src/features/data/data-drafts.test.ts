import { describe, expect, it } from 'vitest';
import { PASSWORD_MISSING } from '../../lib/password-again';
import { deleteFamilyOf, exportOf, familyNameMismatch } from './data-drafts';

describe('the Your data dialogs', () => {
  it.each([
    ['', { ok: false, errors: { password: PASSWORD_MISSING } }],
    ['secret', { ok: true, request: 'secret' }],
  ])('export with the password %j', (password, expected) => {
    expect(exportOf(password)).toEqual(expected);
  });

  it.each([
    ['secret', 'Lee Family', { ok: true, request: 'secret' }],
    ['secret', '  Lee Family ', { ok: true, request: 'secret' }],
    ['secret', 'lee family', { ok: false, errors: { familyName: familyNameMismatch('Lee Family') } }],
    ['', '', { ok: false, errors: { password: PASSWORD_MISSING, familyName: familyNameMismatch('Lee Family') } }],
  ])('delete with the password %j and the name %j', (password, typed, expected) => {
    expect(deleteFamilyOf(password, typed, 'Lee Family')).toEqual(expected);
  });
});
