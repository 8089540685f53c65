import { Navigate, generatePath, useLocation, useParams } from 'react-router';

/** Redirect routes of routes.tsv that carry parameters (/about/:str -> /catalog/:str); the query string is kept. */
export function RedirectWithParams({ to }: { to: string }) {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={`${generatePath(to, params)}${location.search}${location.hash}`} replace />;
}
