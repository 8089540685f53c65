import { expect } from 'vitest';
import { byMethodOrder, callOperation, describeFailure, isFailureEnvelope, learnerMayCall, PUBLIC_OPERATIONS, type AttackContext, type Role } from './attack-kit';

/**
 * Every operation called as `role`: never a 5xx; a 4xx always in the failure envelope; without a token only the
 * public allow-list answers anything but 401; the learner never gets a 2xx from an operation his group may not call.
 */
export const checkRole = async (ctx: AttackContext, role: Role) => {
  const failures: string[] = [];
  const tally: Record<string, number> = {};
  for (const op of byMethodOrder(ctx.ops)) {
    const r = await callOperation(ctx, op, role);
    const family = `${Math.floor(r.status / 100)}xx`;
    tally[family] = (tally[family] ?? 0) + 1;
    if (r.status >= 500) failures.push(describeFailure(r, 'server error'));
    else if (r.status >= 400 && !isFailureEnvelope(r.res) && !op.isPublic) failures.push(describeFailure(r, 'no failure envelope'));
    if (role === 'anonymous' && !PUBLIC_OPERATIONS.includes(op.key) && r.status !== 401) failures.push(describeFailure(r, 'not public, yet no 401'));
    if (role === 'learner' && !learnerMayCall(op) && r.status < 300) failures.push(describeFailure(r, 'administrative call open to a learner'));
  }
  expect(failures, `${role}: ${failures.length} failing of ${ctx.ops.length} (${JSON.stringify(tally)})`).toEqual([]);
  return tally;
};
