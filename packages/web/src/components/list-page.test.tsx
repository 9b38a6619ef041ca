import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { renderWithApp } from '../test/render';
import { ListPage } from './list-page';

const answer = (state: Partial<UseQueryResult<string[]>>) =>
  ({ isPending: false, isError: false, data: undefined, error: null, ...state }) as UseQueryResult<string[]>;

describe('ListPage', () => {
  it.each([
    { case: 'loading', records: answer({ isPending: true }), shown: 'Loading' },
    {
      case: 'failed',
      records: answer({ isError: true, error: new ApiError({ message: 'Offline.', status: 0, description: '' }) }),
      shown: 'The rents could not be loaded',
    },
    { case: 'empty', records: answer({ data: [] }), shown: 'No rents yet.' },
    { case: 'listed', records: answer({ data: ['Flat', 'Garage'] }), shown: 'Flat, Garage' },
  ])('$case: $shown', ({ records, shown }) => {
    renderWithApp(
      <ListPage
        title="Rents"
        create={{ label: 'Create Rent', to: '/rent' }}
        records={records}
        errorTitle="The rents could not be loaded"
        empty="No rents yet."
      >
        {(names) => <p>{names.join(', ')}</p>}
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Rents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Rent' }).getAttribute('href')).toBe('/rent');
    expect(screen.queryByText(shown) ?? screen.queryByLabelText(shown)).not.toBeNull();
  });
});
