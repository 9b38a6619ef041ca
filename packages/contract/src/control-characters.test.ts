import { describe, expect, it } from 'vitest';
import { hasControlCharacter, replaceControlCharacters } from './control-characters.js';

describe('control characters', () => {
  it.each([
    ['plain', false, false],
    ['a\u0000b', false, true],
    ['line\nbreak', false, true],
    ['line\nbreak\tand\r', true, false],
    ['bell\u0007', true, true],
    ['delete\u007f', true, true],
    ['C1 is text here \u0080\u009f\u00a0', false, false],
    ['', false, false],
  ])('%j, layout allowed %s: %s', (text, allowLayout, expected) => {
    expect(hasControlCharacter(text, allowLayout)).toBe(expected);
  });

  it.each([
    ['a\u0000\u0001b', ' ', [], 'a b'],
    ['a\u0000b\u007fc', '', [], 'abc'],
    ['no\u00a0break\u0009here', ' ', [0xa0], 'no break here'],
    ['\u0080 stays', ' ', [], '\u0080 stays'],
  ] as [string, string, number[], string][])('%j with %j, also %j: %j', (text, replacement, also, expected) => {
    expect(replaceControlCharacters(text, replacement, also)).toBe(expected);
  });
});
