/**
 * Pure rules of enrolment (2-learner §3 'Enrolment statuses', §4 Enrolment, Expiry; 3-admin §3 'Subscription row',
 * 'Automated enrolment', §4). Shared by the server (status and roll-up) and the web (labels and buttons).
 */
import { isExpired } from '../courses/rules.ts';

/** The kinds of content a person enrols in. */
export const INSCRICAO_TIPOS = ['curso', 'formacao'] as const;
export type InscricaoTipo = (typeof INSCRICAO_TIPOS)[number];

/** Where an enrolment came from (3-admin §3: manual, manager, auto-position, auto-unit, import). */
export const INSCRICAO_ORIGENS = ['manual', 'manager', 'auto-position', 'auto-unit', 'import'] as const;
export type InscricaoOrigem = (typeof INSCRICAO_ORIGENS)[number];

/** Enrolment statuses (2-learner §3): not started, on going, completed, approved, failed, expired. */
export const INSCRICAO_STATUS = ['not-started', 'on-going', 'completed', 'approved', 'failed', 'expired'] as const;
export type InscricaoStatus = (typeof INSCRICAO_STATUS)[number];

/** Automated enrolment rule kinds (3-admin §3 Automated enrolment: type Cargo or Unidade). */
export const INSCRICAO_AUTOMATIZADA_TIPOS = ['Cargo', 'Unidade'] as const;
export type InscricaoAutomatizadaTipo = (typeof INSCRICAO_AUTOMATIZADA_TIPOS)[number];

/** The origin an automated rule gives its enrolments. */
export const origemOfAutomatizada = (tipo: InscricaoAutomatizadaTipo): InscricaoOrigem => (tipo === 'Cargo' ? 'auto-position' : 'auto-unit');

/** Whole-number progress, clamped to 0..100 (NaN and missing values count as 0). */
export const clampPercent = (value: number | null | undefined): number => {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.floor(value)));
};

/**
 * Progress of a course or trail from its items' progress (each 0..100): the mean, floored, so 100 only when every
 * item is complete. No items: 0.
 */
export const rollUpProgress = (items: readonly (number | null | undefined)[]): number => {
  if (items.length === 0) return 0;
  const percents = items.map(clampPercent);
  if (percents.every((p) => p === 100)) return 100;
  return Math.min(99, Math.floor(percents.reduce((acc, p) => acc + p, 0) / percents.length));
};

/**
 * Whether an enrolment is concluded: active, at 100 and approved or completed (a failed or expired one, a cancelled
 * one, or one reopened below 100 is not). Completed work counts everywhere (docs/classroom.md): a course concluded
 * on its own counts as complete in every trail that holds it.
 */
export const isConcludedEnrolment = (e: { ativo?: boolean | null; status: InscricaoStatus | string | null | undefined; percentual: number | null | undefined } | null | undefined): boolean =>
  !!e && e.ativo !== false && (e.status === 'approved' || e.status === 'completed') && clampPercent(e.percentual) === 100;

/**
 * The progress of a trail step item (a course or an object) for the trail's roll-up and screens: 100 when the same
 * content was already concluded on its own (`concludedOnItsOwn`), else its own progress inside the trail (0..100).
 */
export const stepItemProgress = (progressInTrail: number | null | undefined, concludedOnItsOwn: boolean): number => (concludedOnItsOwn ? 100 : clampPercent(progressInTrail));

/**
 * The status of an enrolment (2-learner §3, §4): expired when the days limit has run out before completion;
 * at 100 failed when a graded assessment item was not approved (`assessmentsApproved` false), approved when the
 * required score is met (or none is required: no assessment), failed when a score below it was recorded, completed
 * otherwise; on going from 1 to 99; not started at 0.
 */
export const enrolmentStatus = (e: {
  percentual: number;
  dataInscricao: Date;
  limiteDeDiasParaConclusao: number | null | undefined;
  aproveitamentoRequerido?: number | null;
  aproveitamento?: number | null;
  /** Whether every graded assessment item is approved (absent: the content has none, or it is not known). */
  assessmentsApproved?: boolean;
  now?: Date;
}): InscricaoStatus => {
  const percent = clampPercent(e.percentual);
  if (percent === 100) {
    if (e.assessmentsApproved === false) return 'failed';
    if (e.aproveitamento === null || e.aproveitamento === undefined) return e.aproveitamentoRequerido ? 'completed' : 'approved';
    return e.aproveitamento >= (e.aproveitamentoRequerido ?? 0) ? 'approved' : 'failed';
  }
  if (isExpired(e.dataInscricao, e.limiteDeDiasParaConclusao, e.now)) return 'expired';
  return percent === 0 ? 'not-started' : 'on-going';
};

/** The statuses an enrolment ends in at 100 (the roll-up decides which, from the score and the assessment items). */
export const FINAL_INSCRICAO_STATUS = ['approved', 'completed', 'failed'] as const satisfies readonly InscricaoStatus[];
const isFinalInscricaoStatus = (status: InscricaoStatus): boolean => (FINAL_INSCRICAO_STATUS as readonly InscricaoStatus[]).includes(status);

/**
 * The status of an enrolment as every screen and list shows it: the status its roll-up stored (the classroom's
 * recomputeEnrolment, the one place that reads the assessment items with `enrolmentStatus`) with the clock applied.
 * At 100 the stored final status (completed when none was stored); below, expired once the days limit has run out,
 * else not started or on going. The API's SQL filters and counts mirror it (learner.repository enrolmentStatusSql).
 */
export const statusAt = (e: {
  status: InscricaoStatus;
  percentual: number | null | undefined;
  dataInscricao: Date;
  limiteDeDiasParaConclusao: number | null | undefined;
  now?: Date;
}): InscricaoStatus => {
  const percent = clampPercent(e.percentual);
  if (percent === 100) return isFinalInscricaoStatus(e.status) ? e.status : 'completed';
  if (isExpired(e.dataInscricao, e.limiteDeDiasParaConclusao, e.now)) return 'expired';
  return percent === 0 ? 'not-started' : 'on-going';
};

/**
 * When an enrolment was concluded, after a roll-up: unset below 100; at 100 kept while the status stays the same
 * final one, else now (a failed course later approved is concluded at the approval, a reopened one is not concluded).
 */
export const concludedAt = (before: { status: InscricaoStatus; concluidoEm: Date | null }, after: { percentual: number; status: InscricaoStatus }, now: Date): Date | null => {
  if (clampPercent(after.percentual) < 100) return null;
  return before.concluidoEm && before.status === after.status ? before.concluidoEm : now;
};

/** Unenrol is offered only while progress is zero or empty (2-learner §4). */
export const canUnenrol = (percentual: number | null | undefined): boolean => clampPercent(percentual) === 0;

/** The detail's action button (2-learner §4): 'go to classroom' at 0, 'continue' from 1 to 99, 'see again' at 100. */
export type ItemAction = 'goToClassroom' | 'continue' | 'seeAgain';
export const itemActionOf = (percentual: number | null | undefined): ItemAction => {
  const p = clampPercent(percentual);
  return p === 0 ? 'goToClassroom' : p === 100 ? 'seeAgain' : 'continue';
};

/** Days left before an enrolment expires (null without a limit; 0 once expired), counted in whole days. */
export const daysToExpire = (dataInscricao: Date, limiteDeDias: number | null | undefined, now: Date = new Date()): number | null => {
  if (!limiteDeDias || limiteDeDias <= 0) return null;
  const deadline = dataInscricao.getTime() + limiteDeDias * 86_400_000;
  return Math.max(0, Math.ceil((deadline - now.getTime()) / 86_400_000));
};

/** The origin of an enrolment made by hand: 'manager' when the person enrolling is classified as a manager. */
export const manualOrigemOf = (classificacao: 'student' | 'manager' | 'admin' | null | undefined): InscricaoOrigem =>
  classificacao === 'manager' ? 'manager' : 'manual';

/** Titles of the prerequisites not yet complete (complete = an active enrolment at 100%); empty when none is pending. */
export const pendingPrerequisites = (required: readonly { titulo: string; percentual: number | null | undefined; ativo?: boolean | null }[]): string[] =>
  required.filter((r) => r.ativo === false || clampPercent(r.percentual) < 100).map((r) => r.titulo);

/**
 * What subscribing does with the person's current enrolment: `create` (none), `keep` (active: idempotent) or `reset`
 * (cancelled: made active again with its progress lost, 2-learner §4 'resubscribing loses completed content').
 */
export type SubscribeAction = 'create' | 'keep' | 'reset';
export const subscribeActionOf = (current: { ativo: boolean } | null | undefined): SubscribeAction => (!current ? 'create' : current.ativo ? 'keep' : 'reset');

/** An automated rule applies now when it is active and its start date has arrived. */
export const ruleIsDue = (rule: { ativo: boolean; dataInicio: Date }, now: Date = new Date()): boolean => rule.ativo && rule.dataInicio.getTime() <= now.getTime();

/** Lower case, no accents, no spaces or punctuation: how spreadsheet headers and kinds are compared. */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The content kind a batch row names: curso / course -> curso; trilha / formacao / learning path / ruta de aprendizaje / trail -> formacao; else null. */
export const batchKindOf = (value: string | null | undefined): InscricaoTipo | null => {
  const folded = foldText(value ?? '');
  if (['curso', 'course', 'cursos'].includes(folded)) return 'curso';
  if (['trilha', 'formacao', 'trail', 'formation', 'trilhas', 'ruta', 'learningpath', 'learningpaths', 'rutadeaprendizaje', 'rutasdeaprendizaje'].includes(folded)) return 'formacao';
  return null;
};

/** The batch column a header names (several spellings accepted), or null for a column the batch ignores. */
export type BatchColumn = 'pessoa' | 'tipo' | 'conteudo';
export const batchColumnOf = (header: string | null | undefined): BatchColumn | null => {
  const folded = foldText(header ?? '');
  if (['emailoucpf', 'email', 'cpf', 'emailcpf', 'usuario', 'pessoa'].includes(folded)) return 'pessoa';
  if (['tipo', 'tipodeconteudo', 'type'].includes(folded)) return 'tipo';
  if (['conteudo', 'codigooutitulo', 'codigo', 'titulo', 'content', 'codigooutitulodoconteudo'].includes(folded)) return 'conteudo';
  return null;
};

/** Whether a person cell is an e-mail (has '@'); otherwise it is read as a CPF (digits only). */
export const batchPersonKey = (value: string): { email: string } | { cpf: string } | null => {
  const text = value.trim();
  if (!text) return null;
  if (text.includes('@')) return { email: text.toLowerCase() };
  const digits = text.replace(/\D/g, '');
  return digits.length > 0 ? { cpf: digits } : null;
};
