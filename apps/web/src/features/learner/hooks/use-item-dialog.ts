import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { decodeTypeAndId, encodeRef, type ItemRef } from '../utils/type-and-id.ts';

/** The query parameter of the open item: /catalog?view=<encodedTypeAndId> (2-learner §2), on every learner page. */
export const VIEW_PARAM = 'view';

/**
 * The item dialog lives in the address (`?view=`), so a share link opens it, the back button closes it and the page
 * under it keeps its own parameters.
 */
export function useItemDialog() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(VIEW_PARAM);
  const ref = useMemo(() => decodeTypeAndId(raw), [raw]);

  const open = useCallback(
    (item: ItemRef) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(VIEW_PARAM, encodeRef(item));
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(VIEW_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  /** A `view` value that does not decode to an item ('Attention: resource unavailable'). */
  const invalid = raw !== null && ref === null;
  return { ref, invalid, open, close };
}
