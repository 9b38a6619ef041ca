import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { signedInPreload } from './app/signed-in-home';
import { provideSignedInPreload } from './lib/signed-in-preload';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

const queryClient = createQueryClient();
provideSignedInPreload(signedInPreload(queryClient));

createRoot(rootElement).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
