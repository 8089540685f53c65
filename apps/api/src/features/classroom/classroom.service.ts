import {
  canOpenItem,
  canReportItem,
  conclusionTermPending,
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
import { clampPercent, enrolmentStatus, rollUpProgress } from '@plataforma/shared/enrolment';
import type { Language } from '@plataforma/shared';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { fileUrl, mediaAccessKey, mediaAccessToken, midiaInfoBuilder, REPOSITORY_PERMISSION, type ProgressReport } from '../content';
import { contentVisibleTo, loadViewer } from '../sections';
import * as repo from './classroom.repository';

type Ref = { tipo: SalaTipo; id: string };

/** The classroom of a content as the caller sees it now: its reply, and every object (leaf) in order. */
type Built = { info: ClassroomInfo; leaves: ClassroomLeaf[]; enrolment: repo.EnrolmentRow | null };

const notEnrolled = () => new AppError('classroom.notEnrolled', 403, {}, { code: 'classroom.notEnrolled' });
const locked = (reason: LockReason | null) => new AppError('classroom.itemLocked', 403, {}, { code: 'classroom.itemLocked', lockReason: reason });
const notFound = () => new AppError('classroom.notFound', 404, {}, { code: 'classroom.notFound' });
const itemNotFound = () => new AppError('classroom.itemNotFound', 404, {}, { code: 'classroom.itemNotFound' });

const leafOfObject = (o: repo.ObjectRow, c: { cursoId: string | null; formacaoId: string | null }, reason: LockReason | null): ClassroomLeaf => ({
  id: o.midiaId,
  tipo: 'midia',
  midiaTipo: o.tipo,
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
});

const sumDurations = (objects: readonly { duracao: number | null }[]) =>
  objects.some((o) => o.duracao !== null) ? objects.reduce((sum, o) => sum + (o.duracao ?? 0), 0) : null;

/** The objects of a course inside a trail: locked by the trail item, else by the course's own sequence. */
const nestedReasons = (parent: LockReason | null, expired: boolean, sequential: boolean, progress: number[]): (LockReason | null)[] =>
  parent !== null && parent !== 'expired' ? progress.map(() => parent) : itemLockReasons({ ...OPEN_GATE, expired }, sequential, progress);

/**
 * Builds the classroom of a course or trail for the caller: the caller must hold an active enrolment (403
 * 'classroom.notEnrolled'); another tenant's or an inactive content is not found.
 */
const buildEnrolled = async (tx: Tx, ctx: RequestContext, ref: { tipo: 'curso' | 'formacao'; id: string }, now: Date): Promise<Built> => {
  const content = await repo.findContent(tx, ctx.tenantId, ref);
  if (!content || !content.ativo) throw notFound();
  const enrolment = await repo.findActiveEnrolment(tx, ctx.tenantId, ctx.userId, ref);
  if (!enrolment) throw notEnrolled();

  const [prereqs, terms] = await Promise.all([
    repo.prerequisitesOf(tx, ctx.tenantId, ctx.userId, ref),
    repo.findTerms(tx, ctx.tenantId, [content.termoIntroducaoId, content.termoConclusaoId].filter((v): v is string => !!v)),
  ]);
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
  const expired = enrolmentStatus({ percentual, dataInscricao: enrolment.dataInscricao, limiteDeDiasParaConclusao: content.limiteDeDiasParaConclusao, now }) === 'expired';
  const gate: ClassroomGate = {
    released: isReleased(content.modoLiberacao, content.dataHoraLiberacao, now),
    prerequisitesMet: pendentes.length === 0,
    introTermAccepted: !termoIntroducao || termoIntroducao.aceito,
    expired,
  };

  const itens: ClassroomItem[] = [];
  const etapas: ClassroomEtapa[] = [];
  const leaves: ClassroomLeaf[] = [];
  if (ref.tipo === 'curso') {
    const objects = await repo.courseObjects(tx, ctx.tenantId, ctx.userId, [ref.id], null);
    const reasons = itemLockReasons(gate, content.sequenciaObrigatoria, objects.map((o) => o.percentual));
    objects.forEach((o, i) => {
      const leaf = leafOfObject(o, { cursoId: ref.id, formacaoId: null }, reasons[i]);
      leaves.push(leaf);
      itens.push({ ...leaf, itens: [] });
    });
  } else {
    const [steps, rows] = await Promise.all([repo.trailSteps(tx, ctx.tenantId, ref.id), repo.trailItems(tx, ctx.tenantId, ctx.userId, ref.id)]);
    const courseIds = [...new Set(rows.flatMap((r) => (r.cursoId ? [r.cursoId] : [])))];
    const objects = await repo.courseObjects(tx, ctx.tenantId, ctx.userId, courseIds, ref.id);
    const objectsOf = (cursoId: string) => objects.filter((o) => o.cursoId === cursoId);
    const progress = rows.map((r) => (r.cursoId ? courseProgress(objectsOf(r.cursoId).map((o) => ({ percentual: o.percentual, obrigatorio: o.obrigatorio }))) : r.percentual));
    const reasons = itemLockReasons(gate, content.sequenciaObrigatoria, progress);
    const byStep = new Map<string, ClassroomItem[]>(steps.map((s) => [s.id, []]));
    rows.forEach((r, i) => {
      let item: ClassroomItem;
      if (r.cursoId) {
        const inner = objectsOf(r.cursoId);
        const innerReasons = nestedReasons(reasons[i], gate.expired, r.cursoSequencial ?? false, inner.map((o) => o.percentual));
        const nested = inner.map((o, j) => leafOfObject(o, { cursoId: r.cursoId, formacaoId: ref.id }, innerReasons[j]));
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
          itens: nested,
        };
      } else {
        const leaf: ClassroomLeaf = {
          id: r.midiaId!,
          tipo: 'midia',
          midiaTipo: r.midiaTipo,
          name: r.midiaNome ?? '',
          description: r.midiaDescricao,
          cover: null,
          duration: r.midiaDuracao,
          progress: clampPercent(r.percentual),
          obrigatorio: true,
          locked: reasons[i] !== null,
          lockReason: reasons[i],
          cursoId: null,
          formacaoId: ref.id,
        };
        leaves.push(leaf);
        item = { ...leaf, itens: [] };
      }
      byStep.get(r.etapaId)?.push(item);
    });
    for (const s of steps) etapas.push({ id: s.id, nome: s.nome, cargaHoraria: s.cargaHoraria, itens: byStep.get(s.id) ?? [] });
  }

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
    status: expired ? 'expired' : enrolment.status,
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
  const leaf = leafOfObject({ ...o, obrigatorio: true }, { cursoId: null, formacaoId: null }, null);
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

/** The object of a classroom in a context (`cursoId`: the course inside a trail); 404 when it is not an item. */
const findLeaf = (built: Built, midiaId: string, cursoId: string | null): ClassroomLeaf => {
  const leaf = built.leaves.find((l) => l.id === midiaId && (built.info.tipo !== 'formacao' || l.cursoId === cursoId));
  if (!leaf) throw itemNotFound();
  return leaf;
};

/**
 * Recomputes the caller's enrolment in a course or trail from the progress rows (one aggregate query): percent by
 * the shared roll-up (a course counts its required objects, all of them when every one is optional; a trail counts
 * each step item, a course item by its own roll-up inside the trail), status, first start, completion. No active
 * enrolment: nothing to do.
 */
export const recomputeEnrolment = async (tx: Tx, tenantId: string, usuarioId: string, ref: repo.ContentRef, now: Date = new Date()): Promise<void> => {
  const enrolment = await repo.findActiveEnrolmentForUpdate(tx, tenantId, usuarioId, ref);
  if (!enrolment) return;
  const content = await repo.findContent(tx, tenantId, ref);
  if (!content) return;
  const inputs = await repo.rollUpInputs(tx, tenantId, usuarioId, ref);
  const ofCourse = (itens: { p: number; o: boolean }[]) => courseProgress(itens.map((i) => ({ percentual: Number(i.p), obrigatorio: i.o })));
  const percentual =
    ref.tipo === 'curso' ? ofCourse(inputs[0]?.kind === 'curso' ? inputs[0].itens : []) : rollUpProgress(inputs.map((i) => (i.kind === 'curso' ? ofCourse(i.itens) : i.percentual)));
  const status = enrolmentStatus({
    percentual,
    dataInscricao: enrolment.dataInscricao,
    limiteDeDiasParaConclusao: content.limiteDeDiasParaConclusao,
    aproveitamentoRequerido: content.aproveitamentoRequerido,
    aproveitamento: enrolment.aproveitamento,
    now,
  });
  await repo.updateEnrolmentProgress(tx, tenantId, enrolment.id, {
    percentual,
    status,
    iniciadoEm: enrolment.iniciadoEm ?? (percentual > 0 ? now : null),
    concluidoEm: percentual === 100 ? (enrolment.concluidoEm ?? now) : enrolment.concluidoEm,
    atualizadoEm: now,
  });
};

/** After a progress row changed: the enrolment its context counts for. */
export const rollUpOnProgress = async (tx: Tx, change: ProgressReport & { tenantId: string; usuarioId: string }) => {
  for (const ref of repo.touchedRefs(change)) await recomputeEnrolment(tx, change.tenantId, change.usuarioId, ref);
};

/**
 * Before a report WITH a course or trail context of the company is accepted: the caller must be enrolled in it (403
 * 'classroom.notEnrolled'), the object must be an item of it in that context (404) and not locked (403
 * 'classroom.itemLocked'; an expired enrolment is read-only).
 */
export const guardReport = async (tx: Tx, ctx: RequestContext, report: ProgressReport) => {
  const ref = report.formacaoId ? { tipo: 'formacao' as const, id: report.formacaoId } : { tipo: 'curso' as const, id: report.cursoId! };
  // A context naming no course or trail of the company is no classroom: the row is kept as before and counts for nothing.
  if (!(await repo.findContent(tx, ctx.tenantId, ref))) return;
  const built = await buildEnrolled(tx, ctx, ref, new Date());
  const leaf = findLeaf(built, report.midiaId, ref.tipo === 'formacao' ? report.cursoId : ref.id);
  if (!canReportItem(leaf.lockReason)) throw locked(leaf.lockReason);
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
      const leaf = findLeaf(built, midiaId, ref.tipo === 'formacao' ? cursoId : ref.tipo === 'curso' ? ref.id : null);
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
