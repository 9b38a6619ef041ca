import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SessionContext, type SessionApi } from '../lib/session/session-context';
import { signedOut, type SessionState } from '../lib/session/session-logic';
import { theme } from '../lib/theme';

interface RenderOptions {
  session?: SessionState;
  route?: string;
}

/** Renders a piece of the app with the providers it expects, under a fixed session. */
export function renderWithApp(ui: ReactElement, { session = signedOut(), route = '/' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const sessionApi: SessionApi = {
    session,
    login: () => true,
    logout: () => undefined,
    replaceToken: () => undefined,
  };
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <SessionContext.Provider value={sessionApi}>{ui}</SessionContext.Provider>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
