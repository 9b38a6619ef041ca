import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { formatAmount, setMoneyDisplay } from '../lib/money-display';
import { renderWithApp } from '../test/render';
import { DecimalInput } from './decimal-input';
import { MoneyInput } from './money-input';
import { MoneyRefusalsScope, useMoneyRefusalGate } from './money-refusals';

/** A box under test in a gate that holds its refusals, with what its form keeps beside it. */
function Gated({ kept, children }: { kept: string; children: ReactNode }) {
  const { refused, refusals } = useMoneyRefusalGate();
  return (
    <MoneyRefusalsScope refusals={refusals}>
      {children}
      <output aria-label="Kept">{kept}</output>
      <output aria-label="Gate">{refused ?? 'open'}</output>
    </MoneyRefusalsScope>
  );
}

function AmountField({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState(initial);
  const [allowNegative, setAllowNegative] = useState(false);
  return (
    <Gated kept={value === null ? 'none' : String(value)}>
      <MoneyInput label="Amount" value={value} onChange={setValue} allowNegative={allowNegative} />
      <button type="button" onClick={() => setValue(7.25)}>
        Reset
      </button>
      <button type="button" onClick={() => setAllowNegative(true)}>
        Allow a minus
      </button>
    </Gated>
  );
}

function VolumeField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Gated kept={value || 'none'}>
      <DecimalInput label="Volume" places={4} value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('2.5')}>
        Reset
      </button>
    </Gated>
  );
}

/** Each test shows one box. */
const box = () => screen.getByRole('textbox') as HTMLInputElement;
const kept = () => screen.getByLabelText('Kept').textContent;
/** What the field says, as a screen reader reads it out with the box. */
const said = () =>
  box()
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ') ?? null;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

// An Austrian reader, who writes 1.234,50 where an American writes 1,234.50.
beforeEach(() => setMoneyDisplay({ locale: 'de-AT', currency: 'EUR' }));
afterEach(() => setMoneyDisplay({ locale: 'en-US', currency: 'USD' }));

describe('MoneyInput', () => {
  it('reads an amount as an Austrian writes it, and shows it as money once left', () => {
    renderWithApp(<AmountField />);
    type('1.234,5');
    expect(kept()).toBe('1234.5');
    expect(box().validity.valid).toBe(true);
    fireEvent.blur(box());
    expect(box().value).toBe(formatAmount(1234.5));
  });

  it('says at the field what cannot be read, keeps it as typed, and holds the gate until it is fixed', () => {
    renderWithApp(<AmountField />);
    type('12,345');
    expect(said()).toBe('At most two decimals (cents)');
    expect(kept()).toBe('none');
    expect(box().value).toBe('12,345');
    expect(box().validity.valid).toBe(false);
    expect(screen.getByLabelText('Gate').textContent).toBe('At most two decimals (cents)');
    type('12,34');
    expect(kept()).toBe('12.34');
    expect(box().validity.valid).toBe(true);
    expect(screen.getByLabelText('Gate').textContent).toBe('open');
  });

  it('leaves letters out as they are typed and stops saying so once left', () => {
    renderWithApp(<AmountField />);
    type('12x');
    expect(box().value).toBe('12');
    expect(kept()).toBe('12');
    expect(said()).toBe('Digits and one decimal comma only, like 1.234,50');
    fireEvent.blur(box());
    expect(said()).toBeNull();
  });

  it('reads what is typed again when a minus becomes allowed', () => {
    renderWithApp(<AmountField />);
    type('-5');
    expect(said()).toBe('No minus sign: amounts are above zero');
    expect(kept()).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Allow a minus' }));
    expect(kept()).toBe('-5');
    expect(box().validity.valid).toBe(true);
  });

  it('shows a value set from outside in place of what was typed', () => {
    renderWithApp(<AmountField initial={3} />);
    expect(box().value).toBe(formatAmount(3));
    type('12,345');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box().value).toBe(formatAmount(7.25));
    expect(box().validity.valid).toBe(true);
    expect(said()).toBeNull();
  });
});

describe('DecimalInput', () => {
  it('reads a quantity as an Austrian writes it and keeps exact decimal text', () => {
    renderWithApp(<VolumeField />);
    type('0,50');
    expect(kept()).toBe('0.5');
    expect(box().validity.valid).toBe(true);
    fireEvent.blur(box());
    expect(box().value).toBe('0,5');
  });

  it('says at the field that a quantity has too many decimals, and holds the gate until it is fixed', () => {
    renderWithApp(<VolumeField />);
    type('0,12345');
    expect(said()).toBe('At most 4 decimals');
    expect(kept()).toBe('none');
    expect(box().validity.valid).toBe(false);
    expect(screen.getByLabelText('Gate').textContent).toBe('At most 4 decimals');
    fireEvent.blur(box());
    expect(box().value).toBe('0,12345');
    type('0,1234');
    expect(kept()).toBe('0.1234');
    expect(box().validity.valid).toBe(true);
    expect(screen.getByLabelText('Gate').textContent).toBe('open');
  });

  it('shows a value set from outside in place of what was typed', () => {
    renderWithApp(<VolumeField initial="1.25" />);
    expect(box().value).toBe('1,25');
    type('abc');
    expect(box().validity.valid).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box().value).toBe('2,5');
    expect(box().validity.valid).toBe(true);
  });
});
