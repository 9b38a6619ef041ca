import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useQueryChoices } from './use-query-choices';

interface Choices {
  from: string | null;
  to: string | null;
}

const fromQuery = (params: URLSearchParams): Choices => ({ from: params.get('from'), to: params.get('to') });
const toQuery = (choices: Choices) => {
  const params = new URLSearchParams();
  if (choices.from) params.set('from', choices.from);
  if (choices.to) params.set('to', choices.to);
  return params;
};

function render(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ hook: useQueryChoices(fromQuery, toQuery), location: useLocation() }), { wrapper });
}

describe('useQueryChoices', () => {
  it('reads the choices from the address', () => {
    const { result } = render('/report?from=2026-01-01');
    expect(result.current.hook[0]).toEqual({ from: '2026-01-01', to: null });
  });

  it('keeps two choices made before the page renders again, each changing only what it names', () => {
    const { result } = render('/report?from=2026-01-01');
    const choose = result.current.hook[1];
    act(() => {
      choose({ to: '2026-03-31' });
      choose({ from: '2026-02-01' });
    });
    expect(result.current.hook[0]).toEqual({ from: '2026-02-01', to: '2026-03-31' });
    expect(result.current.location.search).toBe('?from=2026-02-01&to=2026-03-31');
  });

  it('builds on the address as it is now, after it changed', () => {
    const { result } = render('/report?from=2026-01-01&to=2026-02-01');
    act(() => result.current.hook[1]({ to: null }));
    act(() => result.current.hook[1]({ from: '2025-12-01' }));
    expect(result.current.hook[0]).toEqual({ from: '2025-12-01', to: null });
  });
});

describe('useQueryChoices beside other choices in the address', () => {
  it("leaves the address's other parameters as they are", () => {
    const { result } = render('/report?view=table&from=2026-01-01');
    act(() => result.current.hook[1]({ to: '2026-03-31' }));
    act(() => result.current.hook[1]({ from: null }));
    expect(new URLSearchParams(result.current.location.search).get('view')).toBe('table');
    expect(result.current.hook[0]).toEqual({ from: null, to: '2026-03-31' });
    expect(new URLSearchParams(result.current.location.search).has('from')).toBe(false);
  });
});
