import { describe, expect, it } from 'vitest';
import { enrolUsersRequestSchema, saveInscricaoAutomatizadaRequestSchema, SUBSCRIPTION_LIST_STATUSES } from './contracts.ts';
import {
  concludedAt,
  statusAt,
  batchColumnOf,
  batchKindOf,
  batchPersonKey,
  canUnenrol,
  clampPercent,
  daysToExpire,
  enrolmentStatus,
  foldText,
  isConcludedEnrolment,
  itemActionOf,
  manualOrigemOf,
  origemOfAutomatizada,
  pendingPrerequisites,
  rollUpProgress,
  ruleIsDue,
  stepItemProgress,
  subscribeActionOf,
} from './rules.ts';

const DAY = 86_400_000;
const enrolled = new Date('2026-01-01T00:00:00Z');

describe('clampPercent', () => {
  it('floors and clamps to 0..100, missing and NaN as 0', () => {
    expect([0, 1, 99, 100, 99.9, -5, 150, NaN, null, undefined].map(clampPercent)).toEqual([0, 1, 99, 100, 99, 0, 100, 0, 0, 0]);
  });
});

describe('rollUpProgress', () => {
  it('is the floored mean, 100 only when every item is complete, 0 without items', () => {
    expect(rollUpProgress([])).toBe(0);
    expect(rollUpProgress([0, 0])).toBe(0);
    expect(rollUpProgress([1, 0])).toBe(0);
    expect(rollUpProgress([100, 99])).toBe(99);
    expect(rollUpProgress([100, 100])).toBe(100);
    expect(rollUpProgress([100, 100, 100, 99.9])).toBe(99);
  });
});

describe('enrolmentStatus', () => {
  const at = (percentual: number, limite: number, now: Date, extra: { aproveitamentoRequerido?: number; aproveitamento?: number | null; assessmentsApproved?: boolean } = {}) =>
    enrolmentStatus({ percentual, dataInscricao: enrolled, limiteDeDiasParaConclusao: limite, now, ...extra });
  it('reads progress: 0 not started, 1 and 99 on going, 100 approved without a required score', () => {
    const now = new Date(enrolled.getTime() + DAY);
    expect([0, 1, 99, 100].map((p) => at(p, 0, now))).toEqual(['not-started', 'on-going', 'on-going', 'approved']);
  });
  it('at 100: completed while a required score has no result, approved at the score, failed below it', () => {
    const now = new Date(enrolled.getTime() + DAY);
    expect(at(100, 0, now, { aproveitamentoRequerido: 70 })).toBe('completed');
    expect(at(100, 0, now, { aproveitamentoRequerido: 70, aproveitamento: 70 })).toBe('approved');
    expect(at(100, 0, now, { aproveitamentoRequerido: 70, aproveitamento: 69 })).toBe('failed');
  });
  it('at 100: failed when a graded assessment item is not approved, whatever the score; only at 100', () => {
    const now = new Date(enrolled.getTime() + DAY);
    expect(at(100, 0, now, { assessmentsApproved: false })).toBe('failed');
    expect(at(100, 0, now, { aproveitamentoRequerido: 50, aproveitamento: 90, assessmentsApproved: false })).toBe('failed');
    expect(at(100, 0, now, { aproveitamentoRequerido: 50, aproveitamento: 90, assessmentsApproved: true })).toBe('approved');
    expect(at(100, 0, now, { assessmentsApproved: true })).toBe('approved');
    expect(at(100, 0, now, { aproveitamentoRequerido: 70, aproveitamento: 60, assessmentsApproved: true })).toBe('failed');
    expect(at(50, 0, now, { assessmentsApproved: false })).toBe('on-going');
  });
  it('expires only after the days limit, never with limit 0, never once complete', () => {
    const deadline = new Date(enrolled.getTime() + 10 * DAY);
    expect(at(0, 10, deadline)).toBe('not-started');
    expect(at(0, 10, new Date(deadline.getTime() + 1))).toBe('expired');
    expect(at(99, 10, new Date(deadline.getTime() + 1))).toBe('expired');
    expect(at(100, 10, new Date(deadline.getTime() + 1))).toBe('approved');
    expect(at(1, 0, new Date(enrolled.getTime() + 3650 * DAY))).toBe('on-going');
  });
});

describe('statusAt (the status every screen shows)', () => {
  const enrolled = new Date('2026-01-01T00:00:00Z');
  const base = { dataInscricao: enrolled, limiteDeDiasParaConclusao: 30 };
  it('at 100 keeps the final status the roll-up stored, whatever the clock', () => {
    const late = new Date('2026-12-01T00:00:00Z');
    for (const status of ['approved', 'completed', 'failed'] as const) expect(statusAt({ ...base, status, percentual: 100, now: late })).toBe(status);
    expect(statusAt({ ...base, status: 'on-going', percentual: 100, now: late })).toBe('completed');
  });
  it('below 100 applies the clock: expired one instant after the days limit, else not started or on going', () => {
    const deadline = new Date(enrolled.getTime() + 30 * 86_400_000);
    expect(statusAt({ ...base, status: 'on-going', percentual: 40, now: deadline })).toBe('on-going');
    expect(statusAt({ ...base, status: 'on-going', percentual: 40, now: new Date(deadline.getTime() + 1) })).toBe('expired');
    expect(statusAt({ ...base, status: 'not-started', percentual: 0, now: new Date(deadline.getTime() + 1) })).toBe('expired');
    // A course reopened below 100 (an item added) is on going again, whatever it stored.
    expect(statusAt({ ...base, status: 'approved', percentual: 99, now: deadline })).toBe('on-going');
    // A stored 'expired' whose limit was lifted (0: none).
    expect(statusAt({ ...base, limiteDeDiasParaConclusao: 0, status: 'expired', percentual: 0, now: new Date('2030-01-01') })).toBe('not-started');
  });
});

describe('concludedAt', () => {
  const earlier = new Date('2026-03-01T10:00:00Z');
  const now = new Date('2026-03-05T10:00:00Z');
  it('is unset below 100, kept while the final status stays, moved when it changes', () => {
    expect(concludedAt({ status: 'failed', concluidoEm: earlier }, { percentual: 99, status: 'on-going' }, now)).toBeNull();
    expect(concludedAt({ status: 'on-going', concluidoEm: null }, { percentual: 100, status: 'approved' }, now)).toEqual(now);
    expect(concludedAt({ status: 'approved', concluidoEm: earlier }, { percentual: 100, status: 'approved' }, now)).toEqual(earlier);
    expect(concludedAt({ status: 'failed', concluidoEm: earlier }, { percentual: 100, status: 'approved' }, now)).toEqual(now);
  });
});

describe('canUnenrol and itemActionOf', () => {
  it('unenrol only at zero progress', () => {
    expect([0, null, undefined, 1, 99, 100].map(canUnenrol)).toEqual([true, true, true, false, false, false]);
  });
  it('go to classroom at 0, continue from 1 to 99, see again at 100', () => {
    expect([0, 1, 99, 100].map(itemActionOf)).toEqual(['goToClassroom', 'continue', 'continue', 'seeAgain']);
  });
});

describe('daysToExpire', () => {
  it('null without a limit (0), whole days left, 0 once past', () => {
    expect(daysToExpire(enrolled, 0, enrolled)).toBeNull();
    expect(daysToExpire(enrolled, null, enrolled)).toBeNull();
    expect(daysToExpire(enrolled, 1, enrolled)).toBe(1);
    expect(daysToExpire(enrolled, 10, new Date(enrolled.getTime() + 9 * DAY + 1))).toBe(1);
    expect(daysToExpire(enrolled, 10, new Date(enrolled.getTime() + 10 * DAY))).toBe(0);
    expect(daysToExpire(enrolled, 10, new Date(enrolled.getTime() + 11 * DAY))).toBe(0);
  });
});

describe('origins', () => {
  it('manager when the person enrolling is a manager, else manual; automated by rule kind', () => {
    expect(manualOrigemOf('manager')).toBe('manager');
    expect(manualOrigemOf('admin')).toBe('manual');
    expect(manualOrigemOf(null)).toBe('manual');
    expect(origemOfAutomatizada('Cargo')).toBe('auto-position');
    expect(origemOfAutomatizada('Unidade')).toBe('auto-unit');
  });
});

describe('pendingPrerequisites', () => {
  it('lists what is not complete in an active enrolment', () => {
    expect(pendingPrerequisites([])).toEqual([]);
    expect(
      pendingPrerequisites([
        { titulo: 'A', percentual: 100, ativo: true },
        { titulo: 'B', percentual: 99, ativo: true },
        { titulo: 'C', percentual: null, ativo: null },
        { titulo: 'D', percentual: 100, ativo: false },
        { titulo: 'E', percentual: 0, ativo: true },
      ]),
    ).toEqual(['B', 'C', 'D', 'E']);
  });
});

describe('subscribeActionOf', () => {
  it('create without an enrolment, keep an active one, reset a cancelled one', () => {
    expect(subscribeActionOf(null)).toBe('create');
    expect(subscribeActionOf({ ativo: true })).toBe('keep');
    expect(subscribeActionOf({ ativo: false })).toBe('reset');
  });
});

describe('ruleIsDue', () => {
  it('active rules from their start date on (inclusive)', () => {
    const start = new Date('2026-03-01T12:00:00Z');
    expect(ruleIsDue({ ativo: true, dataInicio: start }, new Date(start.getTime() - 1))).toBe(false);
    expect(ruleIsDue({ ativo: true, dataInicio: start }, start)).toBe(true);
    expect(ruleIsDue({ ativo: false, dataInicio: start }, new Date(start.getTime() + DAY))).toBe(false);
  });
});

describe('batch reading', () => {
  it('folds accents, case and punctuation', () => {
    expect(foldText(' Conteúdo - Código ')).toBe('conteudocodigo');
  });
  it('reads kinds in several spellings', () => {
    expect(['curso', 'CURSO', 'Course', 'trilha', 'Trilha', 'formação', 'trail'].map(batchKindOf)).toEqual(['curso', 'curso', 'curso', 'formacao', 'formacao', 'formacao', 'formacao']);
    expect(['Learning path', 'Ruta de aprendizaje'].map(batchKindOf)).toEqual(['formacao', 'formacao']);
    expect(['', 'video', null].map(batchKindOf)).toEqual([null, null, null]);
  });
  it('maps headers to columns', () => {
    expect(['Email ou CPF', 'E-mail', 'CPF', 'Tipo', 'Conteúdo', 'Código ou título', 'Observação'].map(batchColumnOf)).toEqual(['pessoa', 'pessoa', 'pessoa', 'tipo', 'conteudo', 'conteudo', null]);
  });
  it('reads a person as e-mail (lower case) or CPF digits', () => {
    expect(batchPersonKey(' Ana@Empresa.com ')).toEqual({ email: 'ana@empresa.com' });
    expect(batchPersonKey('529.982.247-25')).toEqual({ cpf: '52998224725' });
    expect(batchPersonKey('   ')).toBeNull();
    expect(batchPersonKey('---')).toBeNull();
  });
});

describe('contracts', () => {
  it('lists all, cancelled and every status', () => {
    expect(SUBSCRIPTION_LIST_STATUSES).toEqual(['all', 'cancelled', 'not-started', 'on-going', 'completed', 'approved', 'failed', 'expired']);
  });
  it('enrolment of people: at least one id, repeated ids once', () => {
    const id = '0b9d8f5e-3c1a-4f2b-9a7e-1d2c3b4a5f60';
    expect(enrolUsersRequestSchema.parse({ usuariosIds: [id, id] })).toEqual({ usuariosIds: [id], notificarPorEmail: false });
    expect(enrolUsersRequestSchema.safeParse({ usuariosIds: [] }).success).toBe(false);
  });
  it('automated rule: the target of its kind required, the other dropped, items once', () => {
    const id = '0b9d8f5e-3c1a-4f2b-9a7e-1d2c3b4a5f60';
    const item = { tipo: 'curso', id } as const;
    expect(saveInscricaoAutomatizadaRequestSchema.safeParse({ tipo: 'Cargo', itens: [item] }).success).toBe(false);
    expect(saveInscricaoAutomatizadaRequestSchema.parse({ tipo: 'Cargo', cargoId: id, unidadeDeNegocioId: id, itens: [item] })).toMatchObject({ cargoId: id, unidadeDeNegocioId: null });
    expect(saveInscricaoAutomatizadaRequestSchema.safeParse({ tipo: 'Unidade', unidadeDeNegocioId: id, itens: [item, item] }).success).toBe(false);
    expect(saveInscricaoAutomatizadaRequestSchema.safeParse({ tipo: 'Unidade', unidadeDeNegocioId: id, itens: [] }).success).toBe(false);
  });
});

describe('isConcludedEnrolment', () => {
  it('is true only for an active enrolment at 100 that is approved or completed', () => {
    expect(isConcludedEnrolment({ ativo: true, status: 'approved', percentual: 100 })).toBe(true);
    expect(isConcludedEnrolment({ ativo: true, status: 'completed', percentual: 100 })).toBe(true);
    expect(isConcludedEnrolment({ status: 'approved', percentual: 100 })).toBe(true);
    expect(isConcludedEnrolment({ ativo: true, status: 'approved', percentual: 100.4 })).toBe(true);
  });
  it('is false for failed, expired, on going, cancelled, reopened (below 100) or missing enrolments', () => {
    expect(isConcludedEnrolment({ ativo: true, status: 'failed', percentual: 100 })).toBe(false);
    expect(isConcludedEnrolment({ ativo: true, status: 'expired', percentual: 100 })).toBe(false);
    expect(isConcludedEnrolment({ ativo: true, status: 'on-going', percentual: 99 })).toBe(false);
    expect(isConcludedEnrolment({ ativo: true, status: 'approved', percentual: 99 })).toBe(false);
    expect(isConcludedEnrolment({ ativo: true, status: 'not-started', percentual: 0 })).toBe(false);
    expect(isConcludedEnrolment({ ativo: false, status: 'approved', percentual: 100 })).toBe(false);
    expect(isConcludedEnrolment({ ativo: true, status: null, percentual: 100 })).toBe(false);
    expect(isConcludedEnrolment(null)).toBe(false);
    expect(isConcludedEnrolment(undefined)).toBe(false);
  });
});

describe('stepItemProgress', () => {
  it('is 100 when the content was concluded on its own, whatever its progress inside the trail', () => {
    expect([0, 1, 50, 99, 100, null, undefined, NaN].map((p) => stepItemProgress(p, true))).toEqual([100, 100, 100, 100, 100, 100, 100, 100]);
  });
  it('is the clamped progress inside the trail otherwise', () => {
    expect([0, 1, 99, 100, 99.9, -3, 140, null, undefined, NaN].map((p) => stepItemProgress(p, false))).toEqual([0, 1, 99, 100, 99, 0, 100, 0, 0, 0]);
  });
  it('lets a trail of one course concluded on its own roll up to 100', () => {
    expect(rollUpProgress([stepItemProgress(0, true)])).toBe(100);
    expect(rollUpProgress([stepItemProgress(0, true), stepItemProgress(0, false)])).toBe(50);
  });
});
