import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MidiaArquivoPapel, MidiaOrigem, MidiaTipo, SaveMidiaInput } from '@plataforma/shared/content';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { categoria, midia, midiaArquivo, midiaCompetencia, midiaEnvio, midiaLegenda } from '../../db/schema';

export type MidiaFilters = {
  active?: boolean;
  name?: string;
  search?: string;
  types?: MidiaTipo[];
  code?: string;
  competencies?: string[];
  categoryIds?: string[];
  origin?: MidiaOrigem;
  orderBy: 'nome' | 'createdAt' | 'lastUpdatedAt' | 'tipo';
  orderDirection: 'asc' | 'desc';
};

const competenciesOf = sql<string[]>`coalesce((select array_agg(mc.competencia_id::text order by mc.competencia_id) from ${midiaCompetencia} mc where mc.midia_id = ${midia.id}), '{}')`;

const midiaColumns = {
  id: midia.id,
  tenantId: midia.tenantId,
  nome: midia.nome,
  descricao: midia.descricao,
  tipo: midia.tipo,
  pullzone: midia.pullzone,
  videoId: midia.videoId,
  dataDeExpiracao: midia.dataDeExpiracao,
  duracao: midia.duracao,
  categoriaId: midia.categoriaId,
  categoriaNome: categoria.nome,
  competenciasIds: competenciesOf,
  secoesIds: midia.secoesIds,
  link: midia.link,
  codigo: midia.codigo,
  scormType: midia.scormType,
  hlsPlaylistUrl: midia.hlsPlaylistUrl,
  scormScriptUrl: midia.scormScriptUrl,
  processingStatus: midia.processingStatus,
  processingProgress: midia.processingProgress,
  processingError: midia.processingError,
  processingFileId: midia.processingFileId,
  previewPdfKey: midia.previewPdfKey,
  capitulos: midia.capitulos,
  marcaDagua: midia.marcaDagua,
  finalizado: midia.finalizado,
  ativo: midia.ativo,
  permitirDownload: midia.permitirDownload,
  bloquearAvanco: midia.bloquearAvanco,
  incorporado: midia.incorporado,
  qrCode: midia.qrCode,
  origem: midia.origem,
  criadoEm: midia.criadoEm,
  atualizadoEm: midia.atualizadoEm,
};


const midiaWhere = (tenantId: string, f: Omit<MidiaFilters, 'orderBy' | 'orderDirection'>) =>
  and(
    eq(midia.tenantId, tenantId),
    f.active === undefined ? undefined : eq(midia.ativo, f.active),
    f.name ? ilike(midia.nome, containsPattern(f.name)) : undefined,
    f.search ? or(ilike(midia.nome, containsPattern(f.search)), ilike(midia.descricao, containsPattern(f.search)), ilike(midia.codigo, containsPattern(f.search))) : undefined,
    f.types?.length ? inArray(midia.tipo, f.types) : undefined,
    f.code ? sql`lower(${midia.codigo}) = lower(${f.code})` : undefined,
    f.competencies?.length
      ? sql`exists (select 1 from ${midiaCompetencia} mc where mc.midia_id = ${midia.id} and mc.competencia_id in (${sql.join(
          f.competencies.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`
      : undefined,
    f.categoryIds?.length ? inArray(midia.categoriaId, f.categoryIds) : undefined,
    f.origin ? eq(midia.origem, f.origin) : undefined,
  );

const midiaOrder = (f: MidiaFilters): SQL[] => {
  const primary = {
    nome: orderOf(midia.nome, f.orderDirection, true),
    createdAt: orderOf(midia.criadoEm, f.orderDirection),
    lastUpdatedAt: orderOf(midia.atualizadoEm, f.orderDirection),
    tipo: orderOf(midia.tipo, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(midia.id)];
};

const selectMidia = (ex: Executor) => ex.select(midiaColumns).from(midia).leftJoin(categoria, and(eq(categoria.id, midia.categoriaId), eq(categoria.tenantId, midia.tenantId)));
export type MidiaRow = Awaited<ReturnType<ReturnType<typeof selectMidia>['execute']>>[number];

export const countMidia = async (ex: Executor, tenantId: string, f: MidiaFilters) => (await ex.select({ total: count() }).from(midia).where(midiaWhere(tenantId, f)))[0].total;

export const listMidia = (ex: Executor, tenantId: string, f: MidiaFilters, offset: number, limit: number): Promise<MidiaRow[]> =>
  selectMidia(ex)
    .where(midiaWhere(tenantId, f))
    .orderBy(...midiaOrder(f))
    .limit(limit)
    .offset(offset);

export const findMidia = async (ex: Executor, tenantId: string, id: string): Promise<MidiaRow | null> =>
  (await selectMidia(ex).where(and(eq(midia.tenantId, tenantId), eq(midia.id, id))).limit(1))[0] ?? null;

/** The tenant of an object found by its id alone (public view; run as system work, across tenants). */
export const tenantOfMidia = async (ex: Executor, id: string): Promise<string | null> =>
  (await ex.select({ tenantId: midia.tenantId }).from(midia).where(eq(midia.id, id)).limit(1))[0]?.tenantId ?? null;

export const codeTaken = async (ex: Executor, tenantId: string, code: string, exceptId?: string) =>
  (
    await ex
      .select({ id: midia.id })
      .from(midia)
      .where(and(eq(midia.tenantId, tenantId), sql`lower(${midia.codigo}) = lower(${code})`, exceptId ? ne(midia.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

const columnsOf = (input: SaveMidiaInput) => ({
  nome: input.nome,
  descricao: input.descricao,
  tipo: input.tipo,
  dataDeExpiracao: input.expirationDate ? new Date(input.expirationDate) : null,
  duracao: input.duration,
  categoriaId: input.categoryId,
  secoesIds: input.sectionsIds,
  link: input.link,
  codigo: input.objectCode,
  scormType: input.tipo === 'scorm' ? input.scormType : null,
  marcaDagua: input.watermark,
  ativo: input.active,
  permitirDownload: input.downloadable,
  bloquearAvanco: input.disableFastForward,
  incorporado: input.embedded,
  qrCode: input.qrCode,
});

export const insertMidia = async (ex: Executor, tenantId: string, input: SaveMidiaInput, finalizado: boolean) =>
  (await ex.insert(midia).values({ tenantId, ...columnsOf(input), finalizado }).returning({ id: midia.id }))[0].id;

export const updateMidia = (ex: Executor, tenantId: string, id: string, input: SaveMidiaInput, finalizado: boolean) =>
  ex
    .update(midia)
    .set({ ...columnsOf(input), finalizado, atualizadoEm: new Date() })
    .where(and(eq(midia.tenantId, tenantId), eq(midia.id, id)));

export const setFinished = (ex: Executor, tenantId: string, id: string, finalizado: boolean) =>
  ex
    .update(midia)
    .set({ finalizado, atualizadoEm: new Date() })
    .where(and(eq(midia.tenantId, tenantId), eq(midia.id, id)));

export const setCompetencies = async (ex: Executor, tenantId: string, midiaId: string, ids: string[]) => {
  await ex.delete(midiaCompetencia).where(and(eq(midiaCompetencia.tenantId, tenantId), eq(midiaCompetencia.midiaId, midiaId)));
  if (ids.length > 0) await ex.insert(midiaCompetencia).values(ids.map((competenciaId) => ({ tenantId, midiaId, competenciaId })));
};

/** Subtitles, files and skills go with the object (cascades); the caller removes the stored files. */
export const deleteMidia = (ex: Executor, tenantId: string, id: string) => ex.delete(midia).where(and(eq(midia.tenantId, tenantId), eq(midia.id, id)));

// ---------------------------------------------------------------- stored files

export type FileRow = typeof midiaArquivo.$inferSelect;

export const listFiles = (ex: Executor, tenantId: string, midiaIds: string[]): Promise<FileRow[]> =>
  midiaIds.length === 0
    ? Promise.resolve([])
    : ex
        .select()
        .from(midiaArquivo)
        .where(and(eq(midiaArquivo.tenantId, tenantId), inArray(midiaArquivo.midiaId, midiaIds)))
        .orderBy(asc(midiaArquivo.ordem), asc(midiaArquivo.criadoEm), asc(midiaArquivo.id));

export const findFile = async (ex: Executor, tenantId: string, id: string): Promise<FileRow | null> =>
  (await ex.select().from(midiaArquivo).where(and(eq(midiaArquivo.tenantId, tenantId), eq(midiaArquivo.id, id))).limit(1))[0] ?? null;

export const findFileByRole = async (ex: Executor, tenantId: string, midiaId: string, papel: Exclude<MidiaArquivoPapel, 'carrossel'>): Promise<FileRow | null> =>
  (
    await ex
      .select()
      .from(midiaArquivo)
      .where(and(eq(midiaArquivo.tenantId, tenantId), eq(midiaArquivo.midiaId, midiaId), eq(midiaArquivo.papel, papel)))
      .limit(1)
  )[0] ?? null;

export type NewFile = { id: string; midiaId: string; papel: MidiaArquivoPapel; chave: string; nomeArquivo: string; tipoMime: string; tamanho: number; ordem?: number };

export const insertFile = async (ex: Executor, tenantId: string, file: NewFile): Promise<FileRow> =>
  (await ex.insert(midiaArquivo).values({ tenantId, ...file }).returning())[0];

export const deleteFile = (ex: Executor, tenantId: string, id: string) => ex.delete(midiaArquivo).where(and(eq(midiaArquivo.tenantId, tenantId), eq(midiaArquivo.id, id)));

export const nextCarouselOrder = async (ex: Executor, tenantId: string, midiaId: string) =>
  (
    await ex
      .select({ next: sql<number>`coalesce(max(${midiaArquivo.ordem}), 0)::int + 1` })
      .from(midiaArquivo)
      .where(and(eq(midiaArquivo.tenantId, tenantId), eq(midiaArquivo.midiaId, midiaId), eq(midiaArquivo.papel, 'carrossel')))
  )[0].next;

export const setFileOrder = (ex: Executor, tenantId: string, id: string, ordem: number) =>
  ex
    .update(midiaArquivo)
    .set({ ordem })
    .where(and(eq(midiaArquivo.tenantId, tenantId), eq(midiaArquivo.id, id)));

export const touchMidia = (ex: Executor, tenantId: string, id: string) =>
  ex
    .update(midia)
    .set({ atualizadoEm: new Date() })
    .where(and(eq(midia.tenantId, tenantId), eq(midia.id, id)));

// ---------------------------------------------------------------- subtitles (read here; written by the subtitles calls)

export type SubtitleRow = { id: string; midiaId: string; nome: string; srclang: string; criadoEm: Date };

export const listSubtitles = (ex: Executor, tenantId: string, midiaIds: string[]): Promise<SubtitleRow[]> =>
  midiaIds.length === 0
    ? Promise.resolve([])
    : ex
        .select({ id: midiaLegenda.id, midiaId: midiaLegenda.midiaId, nome: midiaLegenda.nome, srclang: midiaLegenda.srclang, criadoEm: midiaLegenda.criadoEm })
        .from(midiaLegenda)
        .where(and(eq(midiaLegenda.tenantId, tenantId), inArray(midiaLegenda.midiaId, midiaIds)))
        .orderBy(asc(midiaLegenda.criadoEm), asc(midiaLegenda.id));

export type StoredSubtitleRow = SubtitleRow & { chave: string };

export const findSubtitle = async (ex: Executor, tenantId: string, id: string): Promise<StoredSubtitleRow | null> =>
  (
    await ex
      .select({ id: midiaLegenda.id, midiaId: midiaLegenda.midiaId, nome: midiaLegenda.nome, srclang: midiaLegenda.srclang, criadoEm: midiaLegenda.criadoEm, chave: midiaLegenda.chave })
      .from(midiaLegenda)
      .where(and(eq(midiaLegenda.tenantId, tenantId), eq(midiaLegenda.id, id)))
      .limit(1)
  )[0] ?? null;

export type NewSubtitle = { id: string; midiaId: string; nome: string; srclang: string; chave: string };

export const insertSubtitle = async (ex: Executor, tenantId: string, subtitle: NewSubtitle): Promise<SubtitleRow> =>
  (
    await ex
      .insert(midiaLegenda)
      .values({ tenantId, ...subtitle })
      .returning({ id: midiaLegenda.id, midiaId: midiaLegenda.midiaId, nome: midiaLegenda.nome, srclang: midiaLegenda.srclang, criadoEm: midiaLegenda.criadoEm })
  )[0];

export const updateSubtitle = async (ex: Executor, tenantId: string, id: string, values: { nome: string; srclang: string }): Promise<SubtitleRow> =>
  (
    await ex
      .update(midiaLegenda)
      .set({ ...values, atualizadoEm: new Date() })
      .where(and(eq(midiaLegenda.tenantId, tenantId), eq(midiaLegenda.id, id)))
      .returning({ id: midiaLegenda.id, midiaId: midiaLegenda.midiaId, nome: midiaLegenda.nome, srclang: midiaLegenda.srclang, criadoEm: midiaLegenda.criadoEm })
  )[0];

export const deleteSubtitle = (ex: Executor, tenantId: string, id: string) => ex.delete(midiaLegenda).where(and(eq(midiaLegenda.tenantId, tenantId), eq(midiaLegenda.id, id)));

/** Sets the duration (seconds) detected from the stored file, only when the object has none. */
export const fillDuration = (ex: Executor, tenantId: string, id: string, duracao: number) =>
  ex
    .update(midia)
    .set({ duracao })
    .where(and(eq(midia.tenantId, tenantId), eq(midia.id, id), isNull(midia.duracao)));

// ---------------------------------------------------------------- processing of the main file (content.processing.ts)

export type ProcessingFields = Partial<
  Pick<
    typeof midia.$inferInsert,
    'processingStatus' | 'processingProgress' | 'processingError' | 'processingFileId' | 'previewPdfKey' | 'hlsPlaylistUrl' | 'scormScriptUrl' | 'scormType' | 'finalizado'
  >
>;

/**
 * Writes processing fields of an object; with `fileId`, only while that file is still the one being processed.
 * Answers whether a row was written.
 */
export const setProcessing = async (ex: Executor, tenantId: string, id: string, fields: ProcessingFields, fileId?: string) =>
  (
    await ex
      .update(midia)
      .set(fields)
      .where(and(eq(midia.tenantId, tenantId), eq(midia.id, id), fileId ? eq(midia.processingFileId, fileId) : undefined))
      .returning({ id: midia.id })
  ).length > 0;

export type EnvioRow = typeof midiaEnvio.$inferSelect;
export type NewEnvio = Pick<EnvioRow, 'usuarioId' | 'midiaId' | 'midiaNome' | 'arquivoId' | 'nomeArquivo' | 'tipoMime' | 'tamanho' | 'status'> & { concluidoEm?: Date | null };

export const insertEnvio = async (ex: Executor, tenantId: string, envio: NewEnvio) =>
  (await ex.insert(midiaEnvio).values({ tenantId, ...envio }).returning({ id: midiaEnvio.id }))[0].id;

export const updateEnvio = (ex: Executor, tenantId: string, id: string, values: Partial<Pick<EnvioRow, 'status' | 'erro' | 'concluidoEm'>>) =>
  ex
    .update(midiaEnvio)
    .set(values)
    .where(and(eq(midiaEnvio.tenantId, tenantId), eq(midiaEnvio.id, id)));

export type EnvioFilters = { userId: string; status?: EnvioRow['status'] };

const envioWhere = (tenantId: string, f: EnvioFilters) =>
  and(eq(midiaEnvio.tenantId, tenantId), eq(midiaEnvio.usuarioId, f.userId), f.status ? eq(midiaEnvio.status, f.status) : undefined);

export const countEnvios = async (ex: Executor, tenantId: string, f: EnvioFilters) => (await ex.select({ total: count() }).from(midiaEnvio).where(envioWhere(tenantId, f)))[0].total;

/** The caller's uploads, newest first, with the object's processing state when the upload is still its current file. */
export const listEnvios = (ex: Executor, tenantId: string, f: EnvioFilters, offset: number, limit: number) =>
  ex
    .select({
      envio: midiaEnvio,
      processingFileId: midia.processingFileId,
      processingProgress: midia.processingProgress,
    })
    .from(midiaEnvio)
    .leftJoin(midia, and(eq(midia.id, midiaEnvio.midiaId), eq(midia.tenantId, midiaEnvio.tenantId)))
    .where(envioWhere(tenantId, f))
    .orderBy(sql`${midiaEnvio.criadoEm} desc`, asc(midiaEnvio.id))
    .limit(limit)
    .offset(offset);

/**
 * Objects of every company whose processing of `tipo` waits or was under way (system transaction): the job each
 * should have, for the worker's start-up check that no processing is left without one.
 */
export const unfinishedProcessing = (ex: Executor, tipo: MidiaTipo) =>
  ex
    .select({ tenantId: midia.tenantId, midiaId: midia.id, fileId: midiaEnvio.arquivoId, envioId: midiaEnvio.id })
    .from(midia)
    .innerJoin(midiaEnvio, and(eq(midiaEnvio.midiaId, midia.id), eq(midiaEnvio.arquivoId, midia.processingFileId)))
    .where(and(eq(midia.tipo, tipo), inArray(midia.processingStatus, ['pending', 'processing'])));
