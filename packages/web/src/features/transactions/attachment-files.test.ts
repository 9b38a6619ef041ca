import { describe, expect, it } from 'vitest';
import { addFiles, isTooLarge, MAX_ATTACHMENT_BYTES, uploadLabel } from './attachment-files';

const file = (name: string, size = 10, lastModified = 1) => ({ name, size, lastModified });

describe('addFiles', () => {
  it('adds new files after the chosen ones, each once', () => {
    const chosen = [file('a.pdf')];
    expect(addFiles(chosen, [file('b.pdf'), file('a.pdf'), file('b.pdf')])).toEqual([file('a.pdf'), file('b.pdf')]);
  });

  it('tells apart two files of one name that differ', () => {
    expect(addFiles([file('scan.jpg', 10)], [file('scan.jpg', 20)])).toHaveLength(2);
  });
});

describe('isTooLarge', () => {
  it.each([
    { size: MAX_ATTACHMENT_BYTES, tooLarge: false },
    { size: MAX_ATTACHMENT_BYTES + 1, tooLarge: true },
    { size: 0, tooLarge: false },
  ])('$size bytes: $tooLarge', ({ size, tooLarge }) => {
    expect(isTooLarge({ size })).toBe(tooLarge);
  });
});

describe('uploadLabel', () => {
  it.each([
    { count: 0, label: 'Upload' },
    { count: 1, label: 'Upload' },
    { count: 3, label: 'Upload 3 files' },
  ])('$count: $label', ({ count, label }) => {
    expect(uploadLabel(count)).toBe(label);
  });
});
