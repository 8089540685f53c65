import { useMemo } from 'react';
import { useIsElevated, usePermissions } from '../../../lib/session.ts';
import { buildNavigation, type NavGroup } from '../utils/navigation.ts';

/** The menu of the signed-in person: built from the held permissions and admin mode. */
export function useNavigation(): NavGroup[] {
  const permissions = usePermissions();
  const elevated = useIsElevated();
  return useMemo(() => buildNavigation({ permissions, elevated }), [permissions, elevated]);
}
