import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { DateField } from './date-field';

function Field({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date" value={value} onChange={setValue} />
      <output aria-label="Kept">{value ?? 'none'}</output>
    </>
  );
}

function typeAndLeave(text: string) {
  const input = screen.getByRole('textbox', { name: 'Date' });
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value: text } });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

describe('DateField', () => {
  it.each(['31/02/2026', '2026-13-01', '30 Feb 2026', 'yesterday'])(
    'says at the field that %s is not a date, and keeps the last good day',
    (text) => {
      renderWithApp(<Field initial="2026-03-05" />);
      const input = typeAndLeave(text);
      expect(screen.getByText(`${text} is not a date: type it like 5 Mar 2026, 5/3/2026 or 2026-03-05`)).toBeTruthy();
      expect(screen.getByLabelText('Kept').textContent).toBe('2026-03-05');
      expect(input.validity.valid).toBe(false);
    },
  );

  it('takes a real date and clears what it said', () => {
    renderWithApp(<Field initial="2026-03-05" />);
    typeAndLeave('31/02/2026');
    const input = typeAndLeave('28/02/2026');
    expect(screen.queryByText(/is not a date/)).toBeNull();
    expect(screen.getByLabelText('Kept').textContent).toBe('2026-02-28');
    expect(input.validity.valid).toBe(true);
  });
});
