import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError, serverDescription } from '../api/client';
import { showError } from './toasts';
import { useRecordOrGoBack } from './use-record-or-go-back';

vi.mock('./toasts', () => ({ showError: vi.fn() }));

const refused = new ApiError({ message: 'Not found.', status: 404, description: 'Schedule 7 is not in this family.' });

function RecordPage({
  load,
  describeError,
}: {
  load: () => Promise<string>;
  describeError?: (error: unknown) => string;
}) {
  const record = useRecordOrGoBack(useQuery({ queryKey: ['record'], queryFn: load }), describeError);
  return <p>{record ?? 'loading'}</p>;
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

afterEach(() => vi.mocked(showError).mockClear());

describe('useRecordOrGoBack', () => {
  it.each([
    {
      case: 'a loaded record stays',
      load: () => Promise.resolve('Rent'),
      describeError: undefined,
      shown: 'Rent',
      path: '/record',
      toast: null,
    },
    {
      case: 'a failed load goes back with the message',
      load: () => Promise.reject(refused),
      describeError: undefined,
      shown: null,
      path: '/list',
      toast: 'Not found.',
    },
    {
      case: 'a failed load can say the server’s reason',
      load: () => Promise.reject(refused),
      describeError: serverDescription,
      shown: null,
      path: '/list',
      toast: 'Schedule 7 is not in this family.',
    },
  ])('$case', async ({ load, describeError, shown, path, toast }) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        {/* /list came first, so going back lands there rather than home. */}
        <MemoryRouter initialEntries={['/list', '/record']} initialIndex={1}>
          <Routes>
            <Route path="/list" element={<p>list</p>} />
            <Route path="/record" element={<RecordPage load={load} describeError={describeError} />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    if (shown !== null) expect(await screen.findByText(shown)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe(path));
    if (toast === null) expect(showError).not.toHaveBeenCalled();
    else expect(showError).toHaveBeenCalledWith(toast);
  });
});

describe('useRecordOrGoBack on a refresh', () => {
  function renderLoaded(refresh: () => Promise<string>) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const load = () => (calls++ === 0 ? Promise.resolve('Rent') : refresh());
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/list', '/record']} initialIndex={1}>
          <Routes>
            <Route path="/list" element={<p>list</p>} />
            <Route path="/record" element={<RecordPage load={load} />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return queryClient;
  }

  it('goes back when the record is gone (a 404)', async () => {
    const queryClient = renderLoaded(() =>
      Promise.reject(new ApiError({ message: 'Budget not found.', status: 404, description: 'Budget not found.' })),
    );
    expect(await screen.findByText('Rent')).toBeTruthy();
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/list'));
    expect(showError).toHaveBeenCalledWith('Budget not found.');
  });

  it('keeps what is on screen when the server fails for another reason', async () => {
    const queryClient = renderLoaded(() =>
      Promise.reject(new ApiError({ message: 'Unhandled exception has occured', status: 500, description: null })),
    );
    expect(await screen.findByText('Rent')).toBeTruthy();
    await queryClient.refetchQueries();
    expect(screen.getByText('Rent')).toBeTruthy();
    expect(screen.getByLabelText('path').textContent).toBe('/record');
    expect(showError).not.toHaveBeenCalled();
  });
});
