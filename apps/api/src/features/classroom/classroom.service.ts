import {
  canOpenItem,
  assessmentRollUp,
  canReportItem,
  conclusionTermPending,
  countedItems,
  courseProgress,
  isComplete,
  itemLockReasons,
  nextItemIndex,
  OPEN_GATE,
  type AcceptClassroomTermResponse,
  type ClassroomEtapa,
  type ClassroomGate,
  type ClassroomInfo,
  type ClassroomItem,
  type ClassroomItemResponse,
  type ClassroomLeaf,
  type ClassroomNextResponse,
  type ClassroomTermo,
  type LockReason,
  type SalaTipo,
  type TermoMomento,
} from '@plataforma/shared/classroom';
import { completionDeadline, isReleased } from '@plataforma/shared/courses';
import { clampPercent, concludedAt, enrolmentStatus, isConcludedEnrolment, rollUpProgress, statusAt, stepItemProgress, type InscricaoStatus } from '@plataforma/shared/enrolment';
import type { Language } from '@plataforma/shared';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import { inSequence, type Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { fileUrl, mediaAccessKey, mediaAccessToken, midiaInfoBuilder, REPOSITORY_PERMISSION, type ProgressReport } from '../content';
import type { AssessmentGuard, AssessmentProgressListener, AssessmentRef } from '../assessments';
import { emitEnrolmentCompleted, isCompletion, type EnrolmentCompleted, type EnrolmentStarted } from '../enrolment';
import { contentVisibleTo, loadViewer } from '../sections';
import * as repo from './classroom.repository';

type Ref = { tipo: SalaTipo; id: string };

/** The classroom of a content as the caller sees it now: its reply, and every object (leaf) in order. */
type Built = { info: ClassroomInfo; leaves: ClassroomLeaf[]; enrolment: repo.EnrolmentRow | null };

const notEnrolled = () => new AppError('classroom.notEnrolled', 403, {}, { code: 'classroom.notEnrolled' });
const locked = (reason: LockReason | null) => new AppError('classroom.itemLocked', 403, {}, { code: 'classroom.itemLocked', lockReason: reason });
const notFound = () => new AppError('classroom.notFound', 404, {}, { code: 'classroom.notFound' });
const itemNotFound = () => new AppError('classroom.itemNotFound', 404, {}, { code: 'classroom.itemNotFound' });

/** The context of a leaf: its progress context and the release date of the content it opens in (ISO, or null). */
type LeafContext = { cursoId: string | null; formacaoId: string | null; release?: string | null };

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** A leaf of an object or an assessment of a course or trail, in its progress context. */
const leafOf = (o: repo.ItemRow, c: LeafContext, reason: LockReason | null): ClassroomLeaf => ({
  id: o.id,
  tipo: o.tipo,
  midiaTipo: o.midiaTipo,
  name: o.nome,
  description: o.descricao,
  cover: null,
  duration: o.duracao,
  progress: clampPercent(o.percentual),
  obrigatorio: o.obrigatorio,
  locked: reason !== null,
  lockReason: reason,
  cursoId: c.cursoId,
  formacaoId: c.formacaoId,
  dataHoraLiberacao: c.release ?? null,
  concluidoEm: isComplete(o.percentual) ? iso(o.atualizadoEm) : null,
  avaliacao: o.avaliacao,
});

const sumDurations = (items: readonly { duracao: number | null }[]) =>
  items.some((o) => o.duracao !== null) ? items.reduce((sum, o) => sum + (o.duracao ?? 0), 0) : null;

/** The items of a course inside a trail: locked by the trail item, else by the course's own sequence. */
const nestedReasons = (parent: LockReason | null, expired: boolean, sequential: boolean, progress: number[]): (LockReason | null)[] =>
  parent !== null && parent !== 'expired' ? progress.map(() => parent) : itemLockReasons({ ...OPEN_GATE, expired }, sequential, progress);

/** The items of a course, or the steps of a trail with their items, as the classroom lists them. */
export type ContentOutline = { itens: ClassroomItem[]; etapas: ClassroomEtapa[] };

/** The latest of some instants (null when none). */
const latest = (dates: readonly (Date | null)[]): string | null => {
  const times = dates.flatMap((d) => (d ? [d.getTime()] : []));
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
};

/**
 * Whether a trail step item's content was concluded on its own (completed work counts everywhere, docs/classroom.md):
 * a course by the person's active enrolment in it (isConcludedEnrolment), an object by its own progress at 100.
 */
const concludedOnItsOwn = (x: { kind: 'curso' | 'item'; own?: repo.OwnStanding | null }): boolean =>
  x.kind === 'curso' ? isConcludedEnrolment(x.own ? { status: x.own.status, percentual: x.own.percentual } : null) : isComplete(x.own?.percentual);

/**
 * The outline of a course or trail for a person: the items (objects and assessments) of a course, or the steps of a
 * trail with their items (a course inside a trail holds its own), with the person's progress in each context, the
 * release date and completion date, and the locks of `gate` and the sequence. Every item's progress as the roll-up
 * counts it. `leaves`: every object and assessment in order.
 */
const buildOutline = async (
  tx: Tx,
  tenantId: string,
  usuarioId: string,
  ref: { tipo: 'curso' | 'formacao'; id: string },
  content: repo.GeneralRow,
  gate: ClassroomGate,
): Promise<ContentOutline & { leaves: ClassroomLeaf[] }> => {
  const release = content.modoLiberacao === 'DataHora' ? iso(content.dataHoraLiberacao) : null;
  const itens: ClassroomItem[] = [];
  const etapas: ClassroomEtapa[] = [];
  const leaves: ClassroomLeaf[] = [];
  if (ref.tipo === 'curso') {
    const items = await repo.courseItems(tx, tenantId, usuarioId, [ref.id], null);
    const reasons = itemLockReasons(gate, content.sequenciaObrigatoria, items.map((o) => o.percentual));
    items.forEach((o, i) => {
      const leaf = leafOf(o, { cursoId: ref.id, formacaoId: null, release }, reasons[i]);
      leaves.push(leaf);
      itens.push({ ...leaf, itens: [] });
    });
  } else {
    const [steps, rows] = await inSequence(() => repo.trailSteps(tx, tenantId, ref.id), () => repo.trailItems(tx, tenantId, usuarioId, ref.id));
    const courseIds = [...new Set(rows.flatMap((r) => (r.cursoId ? [r.cursoId] : [])))];
    const items = await repo.courseItems(tx, tenantId, usuarioId, courseIds, ref.id);
    const itemsOf = (cursoId: string) => items.filter((o) => o.cursoId === cursoId);
    // Completed work counts everywhere: a course concluded on its own, or an object completed on its own, is complete here.
    const own = rows.map((r) => concludedOnItsOwn(r.cursoId ? { kind: 'curso', own: r.ownCourse } : { kind: 'item', own: r.ownMidia }));
    const progress = rows.map((r, i) =>
      stepItemProgress(r.cursoId ? courseProgress(itemsOf(r.cursoId).map((o) => ({ percentual: o.percentual, obrigatorio: o.obrigatorio }))) : (r.item?.percentual ?? 0), own[i]),
    );
    const concludedAt = rows.map((r, i) =>
      own[i] ? iso(r.ownCourse?.concluidoEm ?? r.ownMidia?.atualizadoEm) : isComplete(progress[i]) ? (r.item ? leafOf(r.item, { cursoId: null, formacaoId: ref.id }, null).concluidoEm : latest(itemsOf(r.cursoId!).map((o) => o.atualizadoEm))) : null,
    );
    const reasons = itemLockReasons(gate, content.sequenciaObrigatoria, progress);
    const byStep = new Map<string, ClassroomItem[]>(steps.map((s) => [s.id, []]));
    rows.forEach((r, i) => {
      let item: ClassroomItem;
      if (r.cursoId) {
        const inner = itemsOf(r.cursoId);
        const innerReasons = nestedReasons(reasons[i], gate.expired, r.cursoSequencial ?? false, inner.map((o) => o.percentual));
        const nested = inner.map((o, j) => leafOf(o, { cursoId: r.cursoId, formacaoId: ref.id, release }, innerReasons[j]));
        leaves.push(...nested);
        item = {
          id: r.cursoId,
          tipo: 'curso',
          midiaTipo: null,
          name: r.cursoTitulo ?? '',
          description: r.cursoDescricao,
          cover: null,
          duration: sumDurations(inner),
          progress: progress[i],
          obrigatorio: true,
          locked: reasons[i] !== null,
          lockReason: reasons[i],
          cursoId: r.cursoId,
          formacaoId: ref.id,
          dataHoraLiberacao: release,
          concluidoEm: concludedAt[i],
          avaliacao: null,
          itens: nested,
        };
      } else if (r.item) {
        const leaf = { ...leafOf(r.item, { cursoId: null, formacaoId: ref.id, release }, reasons[i]), progress: progress[i], concluidoEm: concludedAt[i] };
        leaves.push(leaf);
        item = { ...leaf, itens: [] };
      } else return;
      byStep.get(r.etapaId)?.push(item);
    });
    for (const s of steps) etapas.push({ id: s.id, nome: s.nome, cargaHoraria: s.cargaHoraria, itens: byStep.get(s.id) ?? [] });
  }
  return { itens, etapas, leaves };
};

/**
 * The outline of a course or trail as its classroom lists it (buildOutline), for anyone who may read the content
 * (the learner's detail dialog, enrolled or not): locked 'release' before the release date, the sequence applied.
 * Null when the content is not in the tenant.
 */
export const contentOutline = async (tx: Tx, tenantId: string, usuarioId: string, ref: { tipo: 'curso' | 'formacao'; id: string }, now: Date = new Date()): Promise<ContentOutline | null> => {
  const found = await repo.findContentWithEnrolment(tx, tenantId, usuarioId, ref);
  if (!found) return null;
  const gate: ClassroomGate = { ...OPEN_GATE, released: isReleased(found.content.modoLiberacao, found.content.dataHoraLiberacao, now) };
  const { itens, etapas } = await buildOutline(tx, tenantId, usuarioId, ref, found.content, gate);
  return { itens, etapas };
};

/**
 * Builds the classroom of a course or trail for the caller: the caller must hold an active enrolment (403
 * 'classroom.notEnrolled'); another tenant's or an inactive content is not found. `read`: the content and enrolment
 * the caller has already read (findContentWithEnrolment), else they are read here.
 */
const buildEnrolled = async (
  tx: Tx,
  ctx: RequestContext,
  ref: { tipo: 'curso' | 'formacao'; id: string },
  now: Date,
  read?: Awaited<ReturnType<typeof repo.findContentWithEnrolment>>,
): Promise<Built> => {
  const found = read === undefined ? await repo.findContentWithEnrolment(tx, ctx.tenantId, ctx.userId, ref) : read;
  if (!found || !found.content.ativo) throw notFound();
  const { content, enrolment } = found;
  if (!enrolment) throw notEnrolled();

  const [prereqs, terms] = await inSequence(
    () => found.hasPrerequisites ? repo.prerequisitesOf(tx, ctx.tenantId, ctx.userId, ref) : [],
    () => repo.findTerms(tx, ctx.tenantId, [content.termoIntroducaoId, content.termoConclusaoId].filter((v): v is string => !!v)),
  );
  const pendentes = prereqs
    .filter((p) => !isComplete(p.percentual))
    .map((p) => ({ tipo: p.cursoId ? ('curso' as const) : ('formacao' as const), id: (p.cursoId ?? p.formacaoId)!, titulo: p.titulo, percentual: clampPercent(p.percentual) }));
  const termo = (id: string | null, aceitoEm: Date | null): ClassroomTermo | null => {
    const found = id ? terms.find((t) => t.id === id) : undefined;
    return found ? { id: found.id, titulo: found.nome, conteudo: found.conteudo, aceito: !!aceitoEm, aceitoEm: aceitoEm?.toISOString() ?? null } : null;
  };
  const termoIntroducao = termo(content.termoIntroducaoId, enrolment.termoIntroducaoAceitoEm);
  const termoConclusao = termo(content.termoConclusaoId, enrolment.termoConclusaoAceitoEm);
  const percentual = clampPercent(enrolment.percentual);
  const status = statusAt({ status: enrolment.status, percentual, dataInscricao: enrolment.dataInscricao, limiteDeDiasParaConclusao: content.limiteDeDiasParaConclusao, now });
  const expired = status === 'expired';
  const gate: ClassroomGate = {
    released: isReleased(content.modoLiberacao, content.dataHoraLiberacao, now),
    prerequisitesMet: pendentes.length === 0,
    introTermAccepted: !termoIntroducao || termoIntroducao.aceito,
    expired,
  };

  const { itens, etapas, leaves } = await buildOutline(tx, ctx.tenantId, ctx.userId, ref, content, gate);

  const deadline = completionDeadline(enrolment.dataInscricao, content.limiteDeDiasParaConclusao);
  const info: ClassroomInfo = {
    tipo: ref.tipo,
    id: content.id,
    titulo: content.titulo,
    descricao: content.descricao,
    requiredScore: content.aproveitamentoRequerido,
    workload: content.cargaHoraria,
    timeLimit: content.limiteDeDiasParaConclusao,
    sequential: content.sequenciaObrigatoria,
    required: content.obrigatorio,
    certificateId: content.certificadoId,
    origin: content.origem,
    inscriptionId: enrolment.id,
    dataInscricao: enrolment.dataInscricao.toISOString(),
    status,
    porcentagemDeConclusao: percentual,
    expirado: expired,
    dataExpiracao: deadline?.toISOString() ?? null,
    somenteLeitura: expired,
    modoLiberacao: content.modoLiberacao,
    liberado: gate.released,
    dataHoraLiberacao: content.dataHoraLiberacao?.toISOString() ?? null,
    termoIntroducao,
    termoConclusao,
    termoConclusaoPendente: conclusionTermPending(!!termoConclusao, enrolment.termoConclusaoAceitoEm, percentual),
    prerequisitosPendentes: pendentes,
    itens,
    etapas,
  };
  return { info, leaves, enrolment };
};

/** An object opened on its own: it must be visible to the caller (a section shown to them), else not found. */
const buildStandalone = async (tx: Tx, ctx: RequestContext, id: string): Promise<Built> => {
  const o = await repo.standaloneObject(tx, ctx.tenantId, ctx.userId, id);
  if (!o || !o.ativo) throw notFound();
  if (!(await contentVisibleTo(tx, ctx.tenantId, await loadViewer(tx, ctx.tenantId, ctx.userId), { tipo: 'midia', id }))) throw notFound();
  const leaf = leafOf(
    { tipo: 'midia', id: o.midiaId, nome: o.nome, descricao: o.descricao, midiaTipo: o.tipo, duracao: o.duracao, ativo: o.ativo, obrigatorio: true, percentual: o.percentual, avaliacao: null, atualizadoEm: null },
    { cursoId: null, formacaoId: null },
    null,
  );
  const info: ClassroomInfo = {
    tipo: 'midia',
    id: o.midiaId,
    titulo: o.nome,
    descricao: o.descricao,
    requiredScore: 0,
    workload: o.duracao === null ? null : Math.ceil(o.duracao / 60),
    timeLimit: 0,
    sequential: false,
    required: false,
    certificateId: null,
    origin: o.origem,
    inscriptionId: null,
    dataInscricao: null,
    status: null,
    porcentagemDeConclusao: leaf.progress,
    expirado: false,
    dataExpiracao: null,
    somenteLeitura: false,
    modoLiberacao: 'Imediato',
    liberado: true,
    dataHoraLiberacao: null,
    termoIntroducao: null,
    termoConclusao: null,
    termoConclusaoPendente: false,
    prerequisitosPendentes: [],
    itens: [{ ...leaf, itens: [] }],
    etapas: [],
  };
  return { info, leaves: [leaf], enrolment: null };
};

const build = (tx: Tx, ctx: RequestContext, ref: Ref, now: Date): Promise<Built> =>
  ref.tipo === 'midia' ? buildStandalone(tx, ctx, ref.id) : buildEnrolled(tx, ctx, { tipo: ref.tipo, id: ref.id }, now);

/**
 * The object or assessment (`tipo`) of a classroom in a context (`cursoId`: the course inside a trail, null for an
 * item placed directly in a step); `missing` is thrown when it is not an item there.
 */
const findLeaf = (built: Built, tipo: 'midia' | 'avaliacao', id: string, cursoId: string | null, missing: () => AppError = itemNotFound): ClassroomLeaf => {
  const leaf = built.leaves.find((l) => l.tipo === tipo && l.id === id && (built.info.tipo !== 'formacao' || l.cursoId === cursoId));
  if (!leaf) throw missing();
  return leaf;
};

/**
 * Recomputes a person's enrolment in a course or trail from the progress rows (one aggregate query): percent by the
 * shared roll-up (a course counts its required items, all of them when every one is optional; a trail counts each
 * step item, a course item by its own roll-up inside the trail), where an assessment item's progress is its
 * avaliacao_progresso row; `aproveitamento` from the graded assessment items that count (assessmentRollUp); status,
 * first start, completion. A change INTO approved or completed is told as 'enrolment completed'. No active
 * enrolment: nothing to do (null); otherwise answers the new status.
 */
export const recomputeEnrolment = async (tx: Tx, tenantId: string, usuarioId: string, ref: repo.ContentRef, now: Date = new Date()): Promise<InscricaoStatus | null> => {
  const locked = await repo.findActiveEnrolmentForUpdate(tx, tenantId, usuarioId, ref);
  if (!locked) return null;
  const { enrolment, content } = locked;
  const inputs = await repo.rollUpInputs(tx, tenantId, usuarioId, ref);
  const counted = (itens: repo.RollUpItem[]) => countedItems(itens.map((i) => ({ ...i, obrigatorio: i.o })));
  const ofCourse = (itens: repo.RollUpItem[]) => courseProgress(itens.map((i) => ({ percentual: Number(i.p), obrigatorio: i.o })));
  const percentual =
    ref.tipo === 'curso'
      ? ofCourse(inputs[0]?.kind === 'curso' ? inputs[0].itens : [])
      : rollUpProgress(inputs.map((i) => stepItemProgress(i.kind === 'curso' ? ofCourse(i.itens) : Number(i.item.p), concludedOnItsOwn(i))));
  const assessed = inputs.flatMap((i) => (i.kind === 'curso' ? counted(i.itens) : [i.item]));
  const { aproveitamento, assessmentsApproved } = assessmentRollUp(assessed.map((i) => ({ graded: i.g, nota: i.n === null ? null : Number(i.n), aprovado: i.a })));
  // Without graded assessment items there is nothing to score from: the stored score stays.
  const score = assessmentsApproved === undefined ? enrolment.aproveitamento : aproveitamento;
  const status = enrolmentStatus({
    percentual,
    dataInscricao: enrolment.dataInscricao,
    limiteDeDiasParaConclusao: content.limiteDeDiasParaConclusao,
    aproveitamentoRequerido: content.aproveitamentoRequerido,
    aproveitamento: score,
    assessmentsApproved,
    now,
  });
  const concluidoEm = concludedAt(enrolment, { percentual, status }, now);
  await repo.updateEnrolmentProgress(tx, tenantId, enrolment.id, {
    percentual,
    status,
    aproveitamento: score,
    iniciadoEm: enrolment.iniciadoEm ?? (percentual > 0 ? now : null),
    concluidoEm,
    atualizadoEm: now,
  });
  if (isCompletion(enrolment.status, status)) {
    await emitEnrolmentCompleted(tx, {
      tenantId,
      usuarioId,
      inscricaoId: enrolment.id,
      tipo: ref.tipo,
      cursoId: ref.tipo === 'curso' ? ref.id : null,
      formacaoId: ref.tipo === 'formacao' ? ref.id : null,
      status,
      previousStatus: enrolment.status,
      aproveitamento: score,
      dataInscricao: enrolment.dataInscricao,
      concluidoEm: concluidoEm ?? now,
    });
  }
  return status;
};

/**
 * After a media progress row changed: the enrolment its context counts for; an object's progress on its own (no
 * context) counts in the trails holding it directly in a step (completed work counts everywhere).
 */
export const rollUpOnProgress = async (tx: Tx, change: ProgressReport & { tenantId: string; usuarioId: string }) => {
  const refs = repo.touchedRefs(change);
  if (!change.cursoId && !change.formacaoId) {
    for (const id of await repo.activeTrailsHolding(tx, change.tenantId, change.usuarioId, { midiaId: change.midiaId })) refs.push({ tipo: 'formacao', id });
  }
  for (const ref of refs) await recomputeEnrolment(tx, change.tenantId, change.usuarioId, ref);
};

/**
 * After people were enrolled in a trail (or enrolled again): their enrolment counts at once the work concluded on
 * its own (a course approved alone, an object completed alone), so the trail may start above 0 or complete.
 */
export const rollUpOnEnrolmentStarted = async (tx: Tx, event: EnrolmentStarted) => {
  if (event.tipo !== 'formacao') return;
  // one statement finds who has such work; only their enrolments are rolled up (a batch of a thousand new people costs one read)
  for (const usuarioId of await repo.peopleWithTrailWork(tx, event.tenantId, event.contentId, event.usuarioIds)) {
    await recomputeEnrolment(tx, event.tenantId, usuarioId, { tipo: 'formacao', id: event.contentId });
  }
};

/** After a course was concluded on its own: every active trail enrolment of the person that holds the course. */
export const rollUpOnCourseConcluded = async (tx: Tx, event: EnrolmentCompleted) => {
  if (event.tipo !== 'curso' || !event.cursoId) return;
  for (const id of await repo.activeTrailsHolding(tx, event.tenantId, event.usuarioId, { cursoId: event.cursoId })) {
    await recomputeEnrolment(tx, event.tenantId, event.usuarioId, { tipo: 'formacao', id });
  }
};

/**
 * After an assessment's standing changed (avaliacao_progresso): the enrolment its context counts for, as media
 * progress does; answers completed when that enrolment is now approved or completed.
 */
export const rollUpOnAssessment: AssessmentProgressListener = async (tx, change) => {
  let completed = false;
  for (const ref of repo.touchedRefs(change)) {
    const status = await recomputeEnrolment(tx, change.tenantId, change.usuarioId, ref);
    if (status === 'approved' || status === 'completed') completed = true;
  }
  return { completed };
};

/** An item of a course or trail context to be reported (an object's progress) or answered (an assessment). */
type ContextItem = { tipo: 'midia' | 'avaliacao'; id: string; cursoId: string | null; formacaoId: string | null };

/** The enrolment an item's context is checked against: the trail when there is one, else the course. */
const refOfItem = (item: { cursoId: string | null; formacaoId: string | null }): repo.ContentRef =>
  item.formacaoId ? { tipo: 'formacao', id: item.formacaoId } : { tipo: 'curso', id: item.cursoId! };

/**
 * The guard of an item in a course or trail context: the caller must be enrolled in it (403
 * 'classroom.notEnrolled'), the item must be an item of it in that context (404, `missing`) and not locked (403
 * 'classroom.itemLocked' with lockReason; an expired enrolment is read-only). Answers false, checking nothing, when
 * the context names no course or trail of the company.
 */
const guardItem = async (tx: Tx, ctx: RequestContext, item: ContextItem, missing: () => AppError): Promise<boolean> => {
  const ref = refOfItem(item);
  const read = await repo.findContentWithEnrolment(tx, ctx.tenantId, ctx.userId, ref);
  if (!read) return false;
  const built = await buildEnrolled(tx, ctx, ref, new Date(), read);
  const leaf = findLeaf(built, item.tipo, item.id, ref.tipo === 'formacao' ? item.cursoId : ref.id, missing);
  if (!canReportItem(leaf.lockReason)) throw locked(leaf.lockReason);
  return true;
};

/**
 * Before a media report WITH a course or trail context is accepted (guardItem). A context naming a course or trail
 * that is not the company's (another company's, or none) is refused like any foreign id of a body (422 naming the
 * field), so no progress row ever carries another company's id.
 */
export const guardReport = async (tx: Tx, ctx: RequestContext, report: ProgressReport) => {
  if (await guardItem(tx, ctx, { tipo: 'midia', id: report.midiaId, cursoId: report.cursoId, formacaoId: report.formacaoId }, itemNotFound)) return;
  await repo.assertContextOfTenant(tx, ctx.tenantId, report);
};

/**
 * Before an assessment is started, answered or skipped in a course or trail context (guardItem): not an item of
 * that content, or a context naming no course or trail of the company, is 404 'avaliacoes.notInContent'.
 */
export const guardAssessmentItem: AssessmentGuard = async (tx, ctx, ref, moment = 'enter') => {
  const notInContent = () => new AppError('avaliacoes.notInContent', 404, {}, { code: 'avaliacoes.notInContent' });
  if (moment === 'answer') return guardOpenAttempt(tx, ctx, ref, notInContent);
  if (!(await guardItem(tx, ctx, { tipo: 'avaliacao', id: ref.avaliacaoId, cursoId: ref.cursoId, formacaoId: ref.formacaoId }, notInContent))) throw notInContent();
};

/**
 * The check of an answer to an attempt that a guarded start opened (one statement, repo.openItemState), with the
 * full guard's answers for what can change while the attempt is open: the content removed (404), made inactive (404
 * 'classroom.notFound'), the enrolment cancelled (403 'classroom.notEnrolled'), the assessment taken out of the
 * content (404), and the whole content locked (403 'classroom.itemLocked': release date moved to the future, a
 * prerequisite or an introduction term added, the enrolment expired). The sequence is not read again: the start found
 * every earlier item complete and progress never falls, so only a course reorganised during the attempt could lock it.
 */
const guardOpenAttempt = async (tx: Tx, ctx: RequestContext, ref: AssessmentRef, missing: () => AppError): Promise<void> => {
  const state = await repo.openItemState(tx, ctx.tenantId, ctx.userId, refOfItem(ref), { avaliacaoId: ref.avaliacaoId, cursoId: ref.formacaoId ? ref.cursoId : null });
  if (!state) throw missing();
  if (!state.ativo) throw notFound();
  const { enrolment } = state;
  if (!enrolment) throw notEnrolled();
  if (!state.inContent) throw missing();
  const now = new Date();
  const gate: ClassroomGate = {
    released: isReleased(state.modoLiberacao, state.dataHoraLiberacao, now),
    prerequisitesMet: !state.prerequisitePending,
    introTermAccepted: !state.introTerm || !!enrolment.termoIntroducaoAceitoEm,
    expired: statusAt({ status: enrolment.status, percentual: enrolment.percentual, dataInscricao: enrolment.dataInscricao, limiteDeDiasParaConclusao: state.limiteDeDiasParaConclusao, now }) === 'expired',
  };
  const [reason] = itemLockReasons(gate, false, [0]);
  if (!canReportItem(reason)) throw locked(reason);
};

/** Whether a person may open an object on its own (GET midia/getMidiaInfo): it is in a section shown to them. */
export const visibleOnItsOwn = async (tx: Tx, ctx: RequestContext, midiaId: string) =>
  contentVisibleTo(tx, ctx.tenantId, await loadViewer(tx, ctx.tenantId, ctx.userId), { tipo: 'midia', id: midiaId });

export type ClassroomService = ReturnType<typeof createClassroomService>;

/** The classroom (2-learner §2, §3, §4): docs/classroom.md. */
export const createClassroomService = (deps: Deps) => {
  const { database } = deps;
  const midiaInfoIn = midiaInfoBuilder(deps);
  const mediaKey = mediaAccessKey(deps.config);

  /** Fills `cover` of every object item (nested ones too): its horizontal card, else the vertical one, else the video cover. */
  const withCovers = async (tx: Tx, ctx: RequestContext, info: ClassroomInfo): Promise<ClassroomInfo> => {
    const items = [...info.itens, ...info.etapas.flatMap((e) => e.itens)];
    const objects = [...items, ...items.flatMap((i) => i.itens)].filter((i) => i.tipo === 'midia');
    const files = await repo.coverFilesOf(tx, ctx.tenantId, [...new Set(objects.map((o) => o.id))]);
    const holder = hasPermission(ctx.permissions, REPOSITORY_PERMISSION);
    const coverOf = new Map<string, string>();
    for (const papel of ['thumbnail', 'cardVertical', 'cardHorizontal']) {
      for (const f of files.filter((x) => x.papel === papel)) {
        coverOf.set(f.midiaId, fileUrl(f.midiaId, mediaAccessToken(mediaKey, { tenantId: ctx.tenantId, midiaId: f.midiaId, userId: ctx.userId, holder }), f.id));
      }
    }
    for (const o of objects) o.cover = coverOf.get(o.id) ?? null;
    return info;
  };

  /** GET salaDeAula/{tipo}/{id}. */
  const info = (ctx: RequestContext, ref: Ref): Promise<ClassroomInfo> =>
    database.inTenant(ctx.tenantId, async (tx) => withCovers(tx, ctx, (await build(tx, ctx, ref, new Date())).info));

  /** GET salaDeAula/{tipo}/{id}/item/{midiaId}?cursoId=: the player's info of an object that can be opened. */
  const item = (ctx: RequestContext, ref: Ref, midiaId: string, cursoId: string | null, reader: { ip: string; lang: Language }): Promise<ClassroomItemResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const built = await build(tx, ctx, ref, new Date());
      const leaf = findLeaf(built, 'midia', midiaId, ref.tipo === 'formacao' ? cursoId : ref.tipo === 'curso' ? ref.id : null);
      if (!canOpenItem(leaf.lockReason)) throw locked(leaf.lockReason);
      const midia = await midiaInfoIn(tx, ctx, midiaId, reader);
      const progresso = await repo.progressOf(tx, ctx.tenantId, ctx.userId, midiaId, { cursoId: leaf.cursoId, formacaoId: leaf.formacaoId });
      return {
        item: leaf,
        midia,
        progresso: {
          midiaId,
          cursoId: leaf.cursoId,
          formacaoId: leaf.formacaoId,
          percentualProgresso: progresso?.percentual ?? 0,
          posicao: progresso?.posicao ?? null,
          concluido: progresso?.concluido ?? false,
          atualizadoEm: progresso?.atualizadoEm.toISOString() ?? null,
        },
      };
    });

  /** GET salaDeAula/{tipo}/{id}/proximo: the first object open to report and not complete. */
  const next = (ctx: RequestContext, ref: Ref): Promise<ClassroomNextResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const { leaves } = await build(tx, ctx, ref, new Date());
      const index = nextItemIndex(
        leaves.map((l) => l.progress),
        leaves.map((l) => l.lockReason),
      );
      return { item: index >= 0 ? leaves[index] : null };
    });

  /** POST salaDeAula/{tipo}/{id}/termo/{momento}/aceitar. */
  const acceptTerm = (ctx: RequestContext, ref: { tipo: 'curso' | 'formacao'; id: string }, momento: TermoMomento): Promise<AcceptClassroomTermResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const { info: built, enrolment } = await buildEnrolled(tx, ctx, ref, new Date());
      const termo = momento === 'introducao' ? built.termoIntroducao : built.termoConclusao;
      if (!termo) throw new AppError('classroom.termNotFound', 404);
      if (momento === 'conclusao' && built.porcentagemDeConclusao < 100) throw new AppError('classroom.termNotYet', 409);
      const at = await repo.acceptTerm(tx, ctx.tenantId, enrolment!.id, momento, new Date());
      return { tipo: ref.tipo, id: ref.id, momento, aceitoEm: at.toISOString() };
    });

  return { info, item, next, acceptTerm };
};
