import './lib/i18n.ts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { restoreSessionFromCookie } from './lib/api-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

// A tab without an access token resumes the sign-in through the refresh cookie before the first route is chosen.
void restoreSessionFromCookie().finally(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
