import { describe, expect, it } from 'vitest';
import { findControlCharacters } from './control-characters.js';

describe('findControlCharacters', () => {
  it.each([
    ['plain texts', { name: 'Everyday', lines: [{ amount: 1 }] }, 'body', null],
    ['tabs and line breaks in a description', { description: 'Shop\tweekly\r\nsecond line' }, 'body', null],
    ['unicode beyond the controls', { name: 'Café ☕ \u0080\u00a0' }, 'body', null],
    [
      'a NUL in a name',
      { name: 'Every\u0000day' },
      'body',
      'Name must not contain control characters such as line breaks or tabs.',
    ],
    [
      'a line break in a name',
      { firstname: 'Al\nice' },
      'body',
      'First name must not contain control characters such as line breaks or tabs.',
    ],
    [
      'DEL in a nested name',
      { lines: [{ amount: 1 }, { note: 'x\u007f' }] },
      'body',
      'Note of line 2 must not contain control characters such as line breaks or tabs.',
    ],
    [
      'a NUL in a description',
      { description: 'a\u0000b' },
      'body',
      'Description must not contain control characters other than tabs and line breaks.',
    ],
    [
      'a vertical tab in a description',
      { description: 'a\u000bb' },
      'body',
      'Description must not contain control characters other than tabs and line breaks.',
    ],
    [
      'the first of two, in order',
      { a: 'x\u0001', b: 'y\u0002' },
      'body',
      'A must not contain control characters such as line breaks or tabs.',
    ],
    [
      'a whole body that is a text',
      'x\u0000',
      'body',
      'The request body must not contain control characters such as line breaks or tabs.',
    ],
    [
      'a path parameter',
      { id: '\u0000' },
      'params',
      'The record number in the address must not contain control characters such as line breaks or tabs.',
    ],
    [
      'a repeated query parameter',
      { tag: ['a', 'b\u001b'] },
      'querystring',
      'Tag: item 2 must not contain control characters such as line breaks or tabs.',
    ],
    [
      'a body nested past any request',
      JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
      'body',
      'The request body nests too deeply.',
    ],
  ])('%s', (_name, input, part, expected) => {
    expect(findControlCharacters(input, part)).toBe(expected);
  });
});
