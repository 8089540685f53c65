import type { Location } from 'react-router';

/** /login?redirect=<the intended path> for a location that needs a session. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const intended = `${location.pathname}${location.search}${location.hash}`;
  return intended === '/' ? '/login' : `/login?redirect=${encodeURIComponent(intended)}`;
}
