import type { Executor } from '../../core/db';
import * as repo from './segmentations.repository';

export { segmentationsRoutes } from './segmentations.routes';

/**
 * For other features (sections, automated notifications, challenges), inside their tenant transaction: the ids of
 * the tenant's active users in the audience of any of the active segmentations `ids` (none given: none).
 */
export const usersOfSegmentations = (tx: Executor, tenantId: string, ids: string[]): Promise<string[]> => repo.usersOfSegmentations(tx, tenantId, ids);

/** Whether the (active) user is in the audience of any of the active segmentations `ids` of the tenant. */
export const userMatchesSegmentations = (tx: Executor, tenantId: string, userId: string, ids: string[]): Promise<boolean> =>
  repo.userMatchesSegmentations(tx, tenantId, userId, ids);

/** Ids of the tenant's active segmentations whose audience holds the (active) user. */
export const segmentationsOfUser = (tx: Executor, tenantId: string, userId: string): Promise<string[]> => repo.segmentationsOfUser(tx, tenantId, userId);

/**
 * For set-based reads of other features (automated notifications): a condition on the outer query's "usuario" row —
 * in the audience of any of the tenant's active segmentations `ids` (ids must not be empty).
 */
export const inActiveSegmentationsSql = (tenantId: string, ids: string[]) => repo.inActiveSegmentations(tenantId, ids);
