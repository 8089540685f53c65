import { describe, expect, it } from 'vitest';
import { salaDeAulaItemQuerySchema, salaDeAulaParamsSchema } from './contracts.ts';
import {
  assessmentRollUp,
  canOpenItem,
  canReportItem,
  conclusionTermPending,
  countedItems,
  courseProgress,
  gateReason,
  isComplete,
  itemLockReasons,
  nextItemIndex,
  OPEN_GATE,
  sequenceLocks,
} from './rules.ts';

describe('gateReason', () => {
  it('is null when released, prerequisites met and the term accepted, whatever the expiry', () => {
    expect(gateReason(OPEN_GATE)).toBeNull();
    expect(gateReason({ ...OPEN_GATE, expired: true })).toBeNull();
  });
  it('follows the precedence release > prerequisite > term', () => {
    expect(gateReason({ released: false, prerequisitesMet: false, introTermAccepted: false, expired: true })).toBe('release');
    expect(gateReason({ released: true, prerequisitesMet: false, introTermAccepted: false, expired: false })).toBe('prerequisite');
    expect(gateReason({ released: true, prerequisitesMet: true, introTermAccepted: false, expired: false })).toBe('term');
  });
});

describe('sequenceLocks', () => {
  it('locks nothing without a sequence', () => {
    expect(sequenceLocks([0, 0, 0], false)).toEqual([false, false, false]);
  });
  it('locks every item after the first one below 100 (99 is not complete)', () => {
    expect(sequenceLocks([100, 99, 100], true)).toEqual([false, false, true]);
    expect(sequenceLocks([0, 100, 100], true)).toEqual([false, true, true]);
    expect(sequenceLocks([100, 100, 0], true)).toEqual([false, false, false]);
  });
  it('treats missing and out-of-range values as the clamp does', () => {
    expect(sequenceLocks([null, 100], true)).toEqual([false, true]);
    expect(sequenceLocks([150, 0], true)).toEqual([false, false]);
    expect(sequenceLocks([], true)).toEqual([]);
  });
});

describe('itemLockReasons', () => {
  it('gives the whole-content reason to every item before the sequence', () => {
    expect(itemLockReasons({ ...OPEN_GATE, released: false }, true, [100, 0])).toEqual(['release', 'release']);
    expect(itemLockReasons({ ...OPEN_GATE, introTermAccepted: false }, false, [0])).toEqual(['term']);
  });
  it('keeps sequence locks when expired and marks the rest expired (read-only)', () => {
    expect(itemLockReasons({ ...OPEN_GATE, expired: true }, true, [100, 0, 0])).toEqual(['expired', 'expired', 'sequence']);
    expect(itemLockReasons({ ...OPEN_GATE, expired: true }, false, [0, 0])).toEqual(['expired', 'expired']);
  });
  it('is all open for an open gate without sequence', () => {
    expect(itemLockReasons(OPEN_GATE, false, [0, 50])).toEqual([null, null]);
  });
});

describe('open and report', () => {
  it('opens only unlocked or expired items; reports only unlocked ones', () => {
    expect([null, 'expired', 'sequence', 'term', 'release', 'prerequisite'].map((r) => canOpenItem(r as never))).toEqual([true, true, false, false, false, false]);
    expect([null, 'expired', 'sequence'].map((r) => canReportItem(r as never))).toEqual([true, false, false]);
  });
  it('continues at the first reportable unfinished item, -1 when none', () => {
    expect(nextItemIndex([100, 40, 0], [null, null, 'sequence'])).toBe(1);
    expect(nextItemIndex([100, 100], [null, null])).toBe(-1);
    expect(nextItemIndex([0, 0], ['expired', 'expired'])).toBe(-1);
    expect(nextItemIndex([], [])).toBe(-1);
  });
});

describe('courseProgress', () => {
  it('rolls up the required items only', () => {
    expect(
      courseProgress([
        { percentual: 100, obrigatorio: true },
        { percentual: 0, obrigatorio: false },
      ]),
    ).toBe(100);
    expect(
      courseProgress([
        { percentual: 100, obrigatorio: true },
        { percentual: 0, obrigatorio: true },
      ]),
    ).toBe(50);
  });
  it('counts every item when all are optional; none: 0', () => {
    expect(
      courseProgress([
        { percentual: 100, obrigatorio: false },
        { percentual: 0, obrigatorio: false },
      ]),
    ).toBe(50);
    expect(courseProgress([])).toBe(0);
  });
  it('reaches 100 only when every counted item is complete (99.9 floors)', () => {
    expect(
      courseProgress([
        { percentual: 100, obrigatorio: true },
        { percentual: 99, obrigatorio: true },
        { percentual: 100, obrigatorio: true },
      ]),
    ).toBe(99);
  });
});

describe('assessment items', () => {
  it('counts the required items, or all when every one is optional', () => {
    const a = { id: 'a', obrigatorio: true };
    const b = { id: 'b', obrigatorio: false };
    expect(countedItems([a, b])).toEqual([a]);
    expect(countedItems([b])).toEqual([b]);
    expect(countedItems([])).toEqual([]);
  });
  it('scores the floor of the mean of the graded best scores; approved only when every graded item is', () => {
    expect(assessmentRollUp([])).toEqual({ aproveitamento: null, assessmentsApproved: undefined });
    // A reaction survey is not graded.
    expect(assessmentRollUp([{ graded: false, nota: 10, aprovado: false }])).toEqual({ aproveitamento: null, assessmentsApproved: undefined });
    expect(assessmentRollUp([{ graded: true, nota: 70.5, aprovado: true }, { graded: true, nota: 80, aprovado: true }])).toEqual({ aproveitamento: 75, assessmentsApproved: true });
    expect(assessmentRollUp([{ graded: true, nota: 90, aprovado: true }, { graded: true, nota: 40, aprovado: false }])).toEqual({ aproveitamento: 65, assessmentsApproved: false });
    // Not graded yet (no score): left out of the mean, and not approved.
    expect(assessmentRollUp([{ graded: true, nota: 100, aprovado: true }, { graded: true, nota: null, aprovado: false }])).toEqual({ aproveitamento: 100, assessmentsApproved: false });
    // Skipped (approved without a score).
    expect(assessmentRollUp([{ graded: true, nota: null, aprovado: true }])).toEqual({ aproveitamento: null, assessmentsApproved: true });
  });
});

describe('terms and completion', () => {
  it('asks the conclusion term at 100 only, once', () => {
    expect(conclusionTermPending(true, null, 100)).toBe(true);
    expect(conclusionTermPending(true, null, 99)).toBe(false);
    expect(conclusionTermPending(true, '2026-01-01T00:00:00Z', 100)).toBe(false);
    expect(conclusionTermPending(false, null, 100)).toBe(false);
  });
  it('is complete at 100 only', () => {
    expect([99, 100, 101, null].map(isComplete)).toEqual([false, true, true, false]);
  });
});

describe('contracts', () => {
  it('accepts the three classroom kinds and uuids only', () => {
    expect(salaDeAulaParamsSchema.safeParse({ tipo: 'formacao', id: '00000000-0000-4000-8000-000000000000' }).success).toBe(true);
    expect(salaDeAulaParamsSchema.safeParse({ tipo: 'secao', id: '00000000-0000-4000-8000-000000000000' }).success).toBe(false);
    expect(salaDeAulaParamsSchema.safeParse({ tipo: 'curso', id: 'x' }).success).toBe(false);
    expect(salaDeAulaItemQuerySchema.parse({})).toEqual({});
  });
});
