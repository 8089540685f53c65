import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { namespacesOf, preloadCodeOf } from './app/lazy-page.tsx';
import { router, routes } from './app/router.tsx';
import { restoreSessionFromCookie } from './lib/api-client.ts';
import { i18nReady, loadNamespaces } from './lib/i18n.ts';
import { handlePreloadErrors } from './lib/stale-chunk.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

// A chunk gone after a deploy reloads the app once (lib/stale-chunk.ts).
handlePreloadErrors();

// The router already loads the first route's code; meanwhile the texts of that route (and the ones every screen
// needs) arrive, and a tab without an access token resumes the sign-in through the refresh cookie.
const firstMatches = matchRoutes(routes, window.location);
void preloadCodeOf(firstMatches).catch(() => undefined);
const firstRouteTexts = Promise.all([i18nReady, loadNamespaces(namespacesOf(firstMatches))]);

void Promise.allSettled([restoreSessionFromCookie(), firstRouteTexts]).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
