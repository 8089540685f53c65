import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import { importWithReload } from '../lib/stale-chunk.ts';
import { RouteSkeleton } from './route-skeleton.tsx';

export type PageModule = () => Promise<ComponentType>;

/**
 * What a route's `handle` says: the translation namespaces it needs and the code to start loading (a lazily loaded
 * layout), both fetched beside the first route's code before the first render (main.tsx).
 */
export type RouteHandle = { namespaces: readonly string[]; preload?: () => Promise<unknown> };

/**
 * A route whose page is its own chunk (React Router's route `lazy`): the page's code and its translation namespaces
 * load together; until then the layout shows the skeleton in the page's place (first load) or keeps the current page
 * (a navigation, with the progress bar). A chunk that is gone after a deploy reloads the app once (lib/stale-chunk.ts).
 * A namespace the list misses still works: the component suspends on it inside the page's own Suspense boundary.
 * `wrap` puts guards around the page (they load with it).
 */
export function lazyPage(load: PageModule, namespaces: readonly string[], wrap: (page: ReactNode) => ReactNode = (page) => page): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'handle'> {
  return {
    handle: { namespaces } satisfies RouteHandle,
    hydrateFallbackElement: <RouteSkeleton />,
    lazy: async () => {
      const [Page] = await Promise.all([importWithReload(load), loadNamespaces(namespaces)]);
      return { element: <Suspense fallback={<RouteSkeleton />}>{wrap(<Page />)}</Suspense> };
    },
  };
}

type Matches = readonly { route: { handle?: unknown } }[] | null;
const handles = (matches: Matches) => (matches ?? []).map((match) => match.route.handle as RouteHandle | undefined).filter((handle) => handle !== undefined);

/** The namespaces of the routes that match (their handles), for preloading before the first render. */
export const namespacesOf = (matches: Matches): string[] => [...new Set(handles(matches).flatMap((handle) => handle.namespaces))];

/** Starts loading the code the matching routes name in their handles (`preload`). */
export const preloadCodeOf = (matches: Matches): Promise<unknown> => Promise.all(handles(matches).map((handle) => handle.preload?.()));
