import { randomUUID } from 'node:crypto';
import {
  BOND_LEARNERS_SHOWN,
  findPrerequisiteCycle,
  formatWorkload,
  refKey,
  workloadOfDurations,
  workloadOfSteps,
  type Curso,
  type CursoBonds,
  type CursoItem,
  type Etapa,
  type EtapaItemTipo,
  type Formacao,
  type FormacaoBonds,
  type ListCursosQuery,
  type SaveCursoInput,
  type SaveFormacaoInput,
} from '@plataforma/shared/courses';
import { MIDIA_IMAGE_EXTENSIONS } from '@plataforma/shared/content';
import { durationSeconds } from '@plataforma/shared/assessments';
import { exportFileName, translate, type Language, type MessageKey, type Paged } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import { toCsv } from '../../core/csv';
import { isUniqueViolation } from '../../core/db-errors';
import { inSequence, type Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { assertTenantIds } from '../../core/tenant-ids';
import { avaliacao, categoria, competencia, midia, secao, termoDeUso } from '../../db/schema';
import { curso, formacao } from './courses.tables';
import { pageWindow, pagedReply } from '../../core/paging';
import { tenantKey } from '../../core/storage';
import { storeUpload, type FilePart } from '../content';
import { cardAccessKey, cardUrl, readCardAccess } from './card-access';
import * as repo from './courses.repository';
import type { StoredCard } from './courses.tables';

export const COURSES_PERMISSION = 'Cursos';
export const TRAILS_PERMISSION = 'Trilhas';

type Kind = repo.Kind;
type GeneralInput = SaveCursoInput | SaveFormacaoInput;
export type CardPapel = 'cardHorizontal' | 'cardVertical';

const NOT_FOUND: Record<Kind, MessageKey> = { curso: 'cursos.notFound', formacao: 'formacoes.notFound' };
const DUPLICATE_CODE: Record<Kind, MessageKey> = { curso: 'cursos.duplicateCode', formacao: 'formacoes.duplicateCode' };

/** Where a course's or trail's stored files live (the whole folder goes with it). */
const folderOf = (tenantId: string, kind: Kind, id: string) => `${tenantKey(tenantId, kind, id)}/`;

const byName = (list: { id: string; nome: string }[]) =>
  [...new Map(list.map((b) => [b.id, { id: b.id, nome: b.nome }])).values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id.localeCompare(b.id));

/** An assessment item's duration: its timer in seconds (kept only with the timer shown); null adds nothing to the workload. */
const timerOf = (i: { avaliacaoDuracao: string | null }) => durationSeconds(i.avaliacaoDuracao);

/** A course item as replied: the object's fields, or the assessment's (title, notes, timer; no object kind). */
const courseItemOf = (i: repo.CourseItemRow): CursoItem =>
  i.tipo === 'avaliacao'
    ? {
        tipo: 'avaliacao',
        midiaId: null,
        avaliacaoId: i.avaliacaoId,
        obrigatorio: i.obrigatorio,
        ordem: i.ordem,
        titulo: i.avaliacaoTitulo ?? '',
        midiaTipo: null,
        descricao: i.avaliacaoObservacao,
        duracao: timerOf(i),
        ativo: i.avaliacaoAtivo ?? false,
      }
    : {
        tipo: 'midia',
        midiaId: i.midiaId,
        avaliacaoId: null,
        obrigatorio: i.obrigatorio,
        ordem: i.ordem,
        titulo: i.midiaNome ?? '',
        midiaTipo: i.midiaTipo,
        descricao: i.midiaDescricao,
        duracao: i.midiaDuracao,
        ativo: i.midiaAtivo ?? false,
      };

/** A trail step item as replied: a course, an object or an assessment. */
const stepItemOf = (i: repo.StepItemRow): Etapa['itens'][number] => {
  if (i.tipo === 'curso') return { tipo: 'curso', id: i.cursoId!, ordem: i.ordem, titulo: i.cursoTitulo ?? '', midiaTipo: null, duracao: null, cargaHoraria: i.cursoCargaHoraria, ativo: i.cursoAtivo ?? false };
  if (i.tipo === 'avaliacao')
    return { tipo: 'avaliacao', id: i.avaliacaoId!, ordem: i.ordem, titulo: i.avaliacaoTitulo ?? '', midiaTipo: null, duracao: timerOf(i), cargaHoraria: null, ativo: i.avaliacaoAtivo ?? false };
  return { tipo: 'midia', id: i.midiaId!, ordem: i.ordem, titulo: i.midiaNome ?? '', midiaTipo: i.midiaTipo, duracao: i.midiaDuracao, cargaHoraria: null, ativo: i.midiaAtivo ?? false };
};

const codeOf = (kind: Kind, input: GeneralInput) => (kind === 'curso' ? (input as SaveCursoInput).codigoCurso : (input as SaveFormacaoInput).codigoFormacao);

/**
 * Courses and trails administration (3-admin §3 Course, Trail; §5; §7 Course, Trail). One service for both: the
 * general fields, skills, terms, prerequisites, release and cards are the same; a course has ordered items (objects
 * of the repository), a trail ordered steps of courses and objects.
 */
export const createCoursesService = (deps: Deps) => {
  const { database, storage, log, config } = deps;
  const cardKey = cardAccessKey(config);

  const cardOf = (tenantId: string, kind: Kind, ownerId: string, card: StoredCard | null) => (card ? cardUrl(cardKey, { tenantId, kind, ownerId, fileId: card.id }) : null);

  const general = (kind: Kind, row: repo.OwnerRow, prerequisites: repo.PrerequisiteRow[]) => {
    const mine = prerequisites.filter((p) => (kind === 'curso' ? p.cursoId : p.formacaoId) === row.id);
    const cursoIds = mine.flatMap((p) => (p.requerCursoId ? [p.requerCursoId] : []));
    const formacaoIds = mine.flatMap((p) => (p.requerFormacaoId ? [p.requerFormacaoId] : []));
    return {
      id: row.id,
      tenantId: row.tenantId,
      titulo: row.titulo,
      descricao: row.descricao,
      sinopse: row.sinopse,
      cargaHoraria: row.cargaHoraria,
      categoriaId: row.categoriaId,
      categoriaNome: row.categoriaNome,
      competenciasIds: row.competenciasIds,
      secoesIds: row.secoesIds,
      certificadoId: row.certificadoId,
      obrigatorio: row.obrigatorio,
      sequenciaObrigatoria: row.sequenciaObrigatoria,
      limiteDeDiasParaConclusao: row.limiteDeDiasParaConclusao,
      aproveitamentoRequerido: row.aproveitamentoRequerido,
      temMaterialComplementar: row.temMaterialComplementar,
      active: row.ativo,
      origem: row.origem,
      termoDeUsoIntroducaoId: row.termoIntroducaoId,
      termoDeUsoConclusaoId: row.termoConclusaoId,
      parametrizacaoConteudo: {
        possuiPreRequisito: mine.length > 0,
        dependenciasExternas: { cursoIds, formacaoIds },
        controleDeConsumo: { modoLiberacao: row.modoLiberacao, dataHoraLiberacao: row.dataHoraLiberacao?.toISOString() ?? null },
      },
      cardHorizontalUrl: cardOf(row.tenantId, kind, row.id, row.cardHorizontal),
      cardVerticalUrl: cardOf(row.tenantId, kind, row.id, row.cardVertical),
      createdAt: row.criadoEm.toISOString(),
      lastUpdatedAt: row.atualizadoEm.toISOString(),
    };
  };

  const loadCourses = async (tx: Tx, tenantId: string, rows: repo.OwnerRow[]): Promise<Curso[]> => {
    const ids = rows.map((r) => r.id);
    const [prerequisites, items] = await inSequence(() => repo.prerequisitesOf(tx, 'curso', tenantId, ids), () => repo.listCourseItems(tx, tenantId, ids));
    return rows.map((row) => {
      const itens = items.filter((i) => i.cursoId === row.id).map(courseItemOf);
      return { ...general('curso', row, prerequisites), codigoCurso: row.codigo, itens, cargaHorariaDosItens: workloadOfDurations(itens.map((i) => i.duracao)) };
    });
  };

  const loadTrails = async (tx: Tx, tenantId: string, rows: repo.OwnerRow[]): Promise<Formacao[]> => {
    const ids = rows.map((r) => r.id);
    const [prerequisites, steps, stepItems] = await inSequence(
      () => repo.prerequisitesOf(tx, 'formacao', tenantId, ids),
      () => repo.listSteps(tx, tenantId, ids),
      () => repo.listStepItems(tx, tenantId, ids),
    );
    return rows.map((row) => {
      const etapas: Etapa[] = steps
        .filter((s) => s.formacaoId === row.id)
        .map((s) => ({
          id: s.id,
          nome: s.nome,
          ordem: s.ordem,
          cargaHoraria: s.cargaHoraria,
          itens: stepItems.filter((i) => i.etapaId === s.id).map(stepItemOf),
        }));
      return { ...general('formacao', row, prerequisites), codigoFormacao: row.codigo, etapas, cargaHorariaDasEtapas: workloadOfSteps(etapas) };
    });
  };

  const findOrFail = async (tx: Tx, kind: Kind, tenantId: string, id: string) => {
    const row = await repo.findOwner(tx, kind, tenantId, id);
    if (!row) throw new AppError(NOT_FOUND[kind], 404);
    return row;
  };

  /**
   * Checks of the general fields: unique code, every referenced id a row of the tenant (sections, category, skills,
   * terms, prerequisites: core/tenant-ids.ts), and the certificate an active template of the content's type (422
   * otherwise).
   */
  const checkGeneral = async (tx: Tx, kind: Kind, tenantId: string, input: GeneralInput, exceptId?: string) => {
    const code = codeOf(kind, input);
    if (code && (await repo.codeTaken(tx, kind, tenantId, code, exceptId))) throw new AppError(DUPLICATE_CODE[kind], 409, {}, { field: kind === 'curso' ? 'codigoCurso' : 'codigoFormacao' });
    await assertTenantIds(tx, categoria, tenantId, input.categoriaId, 'categoriaId', { key: 'cursos.categoryNotFound' });
    await assertTenantIds(tx, competencia, tenantId, input.competenciasIds, 'competenciasIds', { key: 'cursos.competencyNotFound' });
    await assertTenantIds(tx, secao, tenantId, input.secoesIds, 'secoesIds');
    const certificateType = kind === 'curso' ? 'Curso' : 'Formacao';
    if (input.certificadoId && !(await repo.certificateUsable(tx, tenantId, input.certificadoId, certificateType)))
      throw new AppError('certificados.wrongType', 422, { tipo: certificateType }, { field: 'certificadoId' });
    await assertTenantIds(tx, termoDeUso, tenantId, [input.termoDeUsoIntroducaoId, input.termoDeUsoConclusaoId], 'termoDeUsoId', { key: 'cursos.termNotFound' });
    const { cursoIds, formacaoIds } = input.parametrizacaoConteudo.dependenciasExternas;
    if (exceptId && (kind === 'curso' ? cursoIds : formacaoIds).includes(exceptId)) throw new AppError('cursos.selfPrerequisite', 422, {}, { field: 'parametrizacaoConteudo.dependenciasExternas' });
    await assertTenantIds(tx, curso, tenantId, cursoIds, 'parametrizacaoConteudo.dependenciasExternas', { key: 'cursos.prerequisiteNotFound' });
    await assertTenantIds(tx, formacao, tenantId, formacaoIds, 'parametrizacaoConteudo.dependenciasExternas', { key: 'cursos.prerequisiteNotFound' });
  };

  /** Refuses prerequisites that would close a cycle (the titles of the cycle in the message). */
  const checkCycle = async (tx: Tx, kind: Kind, tenantId: string, ownerId: string, input: GeneralInput) => {
    const edges = new Map<string, string[]>();
    for (const p of await repo.allPrerequisites(tx, tenantId)) {
      const from = refKey(p.cursoId ? { tipo: 'curso', id: p.cursoId } : { tipo: 'formacao', id: p.formacaoId! });
      const to = refKey(p.requerCursoId ? { tipo: 'curso', id: p.requerCursoId } : { tipo: 'formacao', id: p.requerFormacaoId! });
      edges.set(from, [...(edges.get(from) ?? []), to]);
    }
    const { cursoIds, formacaoIds } = input.parametrizacaoConteudo.dependenciasExternas;
    const required = [...cursoIds.map((id) => refKey({ tipo: 'curso', id })), ...formacaoIds.map((id) => refKey({ tipo: 'formacao', id }))];
    const cycle = findPrerequisiteCycle(edges, refKey({ tipo: kind, id: ownerId }), required);
    if (!cycle) return;
    const titles: string[] = [];
    for (const node of cycle) {
      const [tipo, id] = node.split(':') as [Kind, string];
      titles.push((await repo.findOwner(tx, tipo, tenantId, id))?.titulo ?? id);
    }
    throw new AppError('cursos.prerequisiteCycle', 422, { path: titles.join(' → ') }, { field: 'parametrizacaoConteudo.dependenciasExternas' });
  };

  /** Objects and assessments of items must be the tenant's (inactive ones may be kept), else 422 on the field. */
  const checkTargets = async (tx: Tx, tenantId: string, objects: string[], assessments: string[], field: string) => {
    await assertTenantIds(tx, midia, tenantId, objects, field, { key: 'cursos.itemNotFound' });
    await assertTenantIds(tx, avaliacao, tenantId, assessments, field, { key: 'avaliacoes.notFound' });
  };

  const checkCourseItems = (tx: Tx, tenantId: string, input: SaveCursoInput) =>
    checkTargets(
      tx,
      tenantId,
      input.itens.flatMap((i) => (i.midiaId ? [i.midiaId] : [])),
      input.itens.flatMap((i) => (i.avaliacaoId ? [i.avaliacaoId] : [])),
      'itens',
    );

  const checkSteps = async (tx: Tx, tenantId: string, input: SaveFormacaoInput) => {
    const items = input.etapas.flatMap((e) => e.itens);
    const idsOf = (tipo: EtapaItemTipo) => items.filter((i) => i.tipo === tipo).map((i) => i.id);
    const courses = idsOf('curso');
    await assertTenantIds(tx, curso, tenantId, courses, 'etapas', { key: 'cursos.courseItemNotFound' });
    await checkTargets(tx, tenantId, idsOf('midia'), idsOf('avaliacao'), 'etapas');
  };

  const uniqueCode = async <T>(kind: Kind, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(DUPLICATE_CODE[kind], 409);
      throw error;
    }
  };

  /** Writes a course or trail (new when `id` is absent) and its parts in one transaction; answers it as read back. */
  const save = <T>(kind: Kind, ctx: RequestContext, input: GeneralInput, id: string | undefined, load: (tx: Tx, tenantId: string, rows: repo.OwnerRow[]) => Promise<T[]>) =>
    uniqueCode(kind, () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (id) await findOrFail(tx, kind, ctx.tenantId, id);
        await checkGeneral(tx, kind, ctx.tenantId, input, id);
        if (kind === 'curso') await checkCourseItems(tx, ctx.tenantId, input as SaveCursoInput);
        else await checkSteps(tx, ctx.tenantId, input as SaveFormacaoInput);
        const values = { ...input, codigo: codeOf(kind, input) };
        let ownerId = id;
        if (ownerId) await repo.updateOwner(tx, kind, ctx.tenantId, ownerId, values);
        else ownerId = await repo.insertOwner(tx, kind, ctx.tenantId, values);
        await checkCycle(tx, kind, ctx.tenantId, ownerId, input);
        await repo.setCompetencies(tx, kind, ctx.tenantId, ownerId, input.competenciasIds);
        const { cursoIds, formacaoIds } = input.parametrizacaoConteudo.dependenciasExternas;
        await repo.setPrerequisites(tx, kind, ctx.tenantId, ownerId, cursoIds, formacaoIds);
        if (kind === 'curso') await repo.setCourseItems(tx, ctx.tenantId, ownerId, (input as SaveCursoInput).itens);
        else await repo.setSteps(tx, ctx.tenantId, ownerId, (input as SaveFormacaoInput).etapas);
        return (await load(tx, ctx.tenantId, [(await repo.findOwner(tx, kind, ctx.tenantId, ownerId))!]))[0];
      }),
    );

  const list = <T>(kind: Kind, ctx: RequestContext, q: ListCursosQuery, load: (tx: Tx, tenantId: string, rows: repo.OwnerRow[]) => Promise<T[]>): Promise<Paged<T>> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countOwners(tx, kind, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listOwners(tx, kind, ctx.tenantId, q, offset, limit);
      return pagedReply(await load(tx, ctx.tenantId, rows), page, q.pageSize, total);
    });

  const getOne = <T>(kind: Kind, ctx: RequestContext, id: string, load: (tx: Tx, tenantId: string, rows: repo.OwnerRow[]) => Promise<T[]>) =>
    database.inTenant(ctx.tenantId, async (tx) => (await load(tx, ctx.tenantId, [await findOrFail(tx, kind, ctx.tenantId, id)]))[0]);

  /**
   * Deletes the course or trail with its items, steps, skills, prerequisites and enrolments, and the progress the
   * learners took in it, then its stored cards. Certificates already issued stay valid (they keep their own copy of
   * the content's data).
   */
  const remove = async (kind: Kind, ctx: RequestContext, id: string) => {
    await database.inTenant(ctx.tenantId, async (tx) => {
      await findOrFail(tx, kind, ctx.tenantId, id);
      await repo.deleteProgressOf(tx, kind, ctx.tenantId, id);
      await repo.deleteOwner(tx, kind, ctx.tenantId, id);
    });
    await storage.deletePrefix(folderOf(ctx.tenantId, kind, id)).catch((err: unknown) => log.warn({ err }, 'stored cards left behind'));
    return { success: true as const };
  };

  /** Card images: JPEG, PNG, GIF or WebP (type read from the content); the previous image is removed. */
  const uploadCard = async <T>(kind: Kind, ctx: RequestContext, id: string, papel: CardPapel, part: FilePart, load: (tx: Tx, tenantId: string, rows: repo.OwnerRow[]) => Promise<T[]>) => {
    await database.inTenant(ctx.tenantId, (tx) => findOrFail(tx, kind, ctx.tenantId, id));
    const fileId = randomUUID();
    const upload = await storeUpload(storage, part, MIDIA_IMAGE_EXTENSIONS, (ext) => tenantKey(ctx.tenantId, kind, id, `${papel}-${fileId}.${ext}`));
    let previous: string | null = null;
    try {
      const saved = await database.inTenant(ctx.tenantId, async (tx) => {
        const row = await findOrFail(tx, kind, ctx.tenantId, id);
        previous = row[papel]?.chave ?? null;
        await repo.setCard(tx, kind, ctx.tenantId, id, papel, { id: fileId, chave: upload.key, tipoMime: upload.mimeType, nomeArquivo: upload.fileName, tamanho: upload.size });
        return (await load(tx, ctx.tenantId, [(await repo.findOwner(tx, kind, ctx.tenantId, id))!]))[0];
      });
      if (previous) await storage.delete(previous).catch((err: unknown) => log.warn({ err, key: previous }, 'stored file left behind'));
      return saved;
    } catch (error) {
      await storage.delete(upload.key).catch(() => undefined);
      throw error;
    }
  };

  /** The stored card a signed address opens (404 when it was replaced or removed). */
  const serveCard = async (kind: Kind, ownerId: string, fileId: string, token: string) => {
    const access = readCardAccess(cardKey, kind, ownerId, fileId, token);
    const card = await database.inTenant(access.tenantId, async (tx) => {
      const row = await repo.findOwner(tx, kind, access.tenantId, access.ownerId);
      return [row?.cardHorizontal, row?.cardVertical].find((c) => c?.id === access.fileId) ?? null;
    });
    const read = card ? await storage.get(card.chave) : null;
    if (!card || !read) throw new AppError('midia.fileNotFound', 404);
    return { card, read };
  };

  /** GET {curso|formacao}/csv: the filtered list, every row, localised headers. */
  const exportCsv = async (kind: Kind, ctx: RequestContext, q: Omit<ListCursosQuery, 'pageNumber' | 'pageSize'>, lang: Language) => {
    const rows = await database.inTenant(ctx.tenantId, async (tx) => {
      const found = await repo.listOwners(tx, kind, ctx.tenantId, q, 0, 100_000);
      const ids = found.map((r) => r.id);
      const counts = kind === 'curso' ? await repo.listCourseItems(tx, ctx.tenantId, ids) : await repo.listSteps(tx, ctx.tenantId, ids);
      return found.map((row) => ({ row, parts: counts.filter((c) => ('cursoId' in c ? c.cursoId : c.formacaoId) === row.id).length }));
    });
    const yesNo = (v: boolean) => translate(v ? 'cursos.yes' : 'cursos.no', lang);
    const headerKeys: MessageKey[] = [
      'cursos.columnTitulo',
      'cursos.columnCodigo',
      'fields.ativo',
      'cursos.columnObrigatorio',
      'cursos.columnCargaHoraria',
      'cursos.columnCategoria',
      'cursos.columnOrigem',
      kind === 'curso' ? 'cursos.columnItens' : 'formacoes.columnEtapas',
      'fields.createdAt',
    ];
    const body = rows.map(({ row, parts }) => [
      row.titulo,
      row.codigo,
      yesNo(row.ativo),
      yesNo(row.obrigatorio),
      row.cargaHoraria === null ? null : formatWorkload(row.cargaHoraria),
      row.categoriaNome,
      row.origem,
      parts,
      row.criadoEm.toISOString(),
    ]);
    return {
      fileName: exportFileName(translate(kind === 'curso' ? 'cursos.exportTitle' : 'formacoes.exportTitle', lang), new Date(), 'csv'),
      content: toCsv(
        headerKeys.map((key) => translate(key, lang)),
        body,
        lang,
      ),
    };
  };

  const courseBonds = (ctx: RequestContext, id: string): Promise<CursoBonds> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await findOrFail(tx, 'curso', ctx.tenantId, id);
      const formacoes = byName(await repo.trailsUsing(tx, ctx.tenantId, 'curso', id));
      const required = await repo.requiredBy(tx, 'curso', ctx.tenantId, id);
      const preRequisitoDeCursos = byName(required.cursos);
      const preRequisitoDeFormacoes = byName(required.formacoes);
      const inscritos = await repo.enrolledLearners(tx, 'curso', ctx.tenantId, id, BOND_LEARNERS_SHOWN);
      return { formacoes, preRequisitoDeCursos, preRequisitoDeFormacoes, secoes: [], total: formacoes.length + preRequisitoDeCursos.length + preRequisitoDeFormacoes.length, inscritos };
    });

  const trailBonds = (ctx: RequestContext, id: string): Promise<FormacaoBonds> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await findOrFail(tx, 'formacao', ctx.tenantId, id);
      const required = await repo.requiredBy(tx, 'formacao', ctx.tenantId, id);
      const preRequisitoDeCursos = byName(required.cursos);
      const preRequisitoDeFormacoes = byName(required.formacoes);
      const inscritos = await repo.enrolledLearners(tx, 'formacao', ctx.tenantId, id, BOND_LEARNERS_SHOWN);
      return { preRequisitoDeCursos, preRequisitoDeFormacoes, secoes: [], total: preRequisitoDeCursos.length + preRequisitoDeFormacoes.length, inscritos };
    });

  return {
    courses: {
      list: (ctx: RequestContext, q: ListCursosQuery) => list('curso', ctx, q, loadCourses),
      getOne: (ctx: RequestContext, id: string) => getOne('curso', ctx, id, loadCourses),
      create: (ctx: RequestContext, input: SaveCursoInput) => save('curso', ctx, input, undefined, loadCourses),
      update: (ctx: RequestContext, id: string, input: SaveCursoInput) => save('curso', ctx, input, id, loadCourses),
      remove: (ctx: RequestContext, id: string) => remove('curso', ctx, id),
      uploadCard: (ctx: RequestContext, id: string, papel: CardPapel, part: FilePart) => uploadCard('curso', ctx, id, papel, part, loadCourses),
      exportCsv: (ctx: RequestContext, q: Omit<ListCursosQuery, 'pageNumber' | 'pageSize'>, lang: Language) => exportCsv('curso', ctx, q, lang),
      bonds: courseBonds,
    },
    trails: {
      list: (ctx: RequestContext, q: ListCursosQuery) => list('formacao', ctx, q, loadTrails),
      getOne: (ctx: RequestContext, id: string) => getOne('formacao', ctx, id, loadTrails),
      create: (ctx: RequestContext, input: SaveFormacaoInput) => save('formacao', ctx, input, undefined, loadTrails),
      update: (ctx: RequestContext, id: string, input: SaveFormacaoInput) => save('formacao', ctx, input, id, loadTrails),
      remove: (ctx: RequestContext, id: string) => remove('formacao', ctx, id),
      uploadCard: (ctx: RequestContext, id: string, papel: CardPapel, part: FilePart) => uploadCard('formacao', ctx, id, papel, part, loadTrails),
      exportCsv: (ctx: RequestContext, q: Omit<ListCursosQuery, 'pageNumber' | 'pageSize'>, lang: Language) => exportCsv('formacao', ctx, q, lang),
      bonds: trailBonds,
    },
    serveCard,
  };
};

export type CoursesService = ReturnType<typeof createCoursesService>;
