import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  judgePostImage,
  popsUp,
  POST_IMAGE_ID,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_MIME,
  readImageFacts,
  sanitizePostHtml,
  htmlHasText,
  type Communication,
  type CommunicationValues,
  type ListCommunicationsResponse,
  type PendingCommunicationsResponse,
  type Post,
  type PostImageUploadResponse,
  type UserCommunication,
  type UserCommunicationDetail,
} from '@plataforma/shared/communications';
import { isElevatedLevel } from '@plataforma/shared/auth';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Executor, Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { signedAddresses } from '../../core/signed-address';
import { tenantKey, type StorageRead } from '../../core/storage';
import { assertTenantIds } from '../../core/tenant-ids';
import { cargo, departamento, segmentacao, unidadeDeNegocio } from '../../db/schema';
import { loadViewer } from '../sections';
import { distributorClients, distributorOf } from '../settings';
import { emitCommunicationPublished, isPublication } from './communication-events';
import * as repo from './communications.repository';

export const PERMISSION = 'Comunicação';
const IMAGE_PURPOSE = 'comunicacao-imagem';

const imageKey = (tenantId: string, imagemId: string) => tenantKey(tenantId, 'comunicacao', 'imagens', imagemId);

const grouped = <T extends { comunicacaoId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.comunicacaoId, [...(map.get(r.comunicacaoId) ?? []), r]);
  return (id: string) => map.get(id) ?? [];
};

/** Who acts in the name of a distributor or the platform in this company (as banners: 1-shell §6). */
const originOf = (ctx: RequestContext) => (ctx.elevated || ctx.clientMode ? 'Distribuidor' : 'Cliente');

/** The multipart file of the upload (any field name; `arquivo` as the spec's other uploads), read up to one byte over the limit. */
const readImage = async (request: FastifyRequest): Promise<{ bytes: Buffer; truncated: boolean }> => {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: POST_IMAGE_MAX_BYTES + 1, files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('communications.imageRequired', 400);
    throw error;
  }
  if (!part) throw new AppError('communications.imageRequired', 400);
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
};

/**
 * Communications of the acting tenant (3-admin §3, §4, §5, §7 Comunicacao; 2-learner §7 pop-up; docs/communications.md).
 * The administration routes ask 'Comunicação'; the learner's calls only a session. Another company's id is not found.
 */
export const createCommunicationsService = ({ database, storage, config, log }: Pick<Deps, 'database' | 'storage' | 'config' | 'log'>) => {
  const addresses = signedAddresses(config, IMAGE_PURPOSE);

  const imageUrl = (tenantId: string, imagemId: string | null) => {
    const match = imagemId ? POST_IMAGE_ID.exec(imagemId) : null;
    return match && imagemId ? `/api/v1/Comunicacao/imagem/${imagemId}/${addresses.token(tenantId, match[1], [imagemId])}` : null;
  };

  const postOf = (tenantId: string, p: repo.PostRow): Post => ({
    id: p.id,
    titulo: p.titulo,
    conteudo: p.conteudo,
    imagemId: p.imagemId,
    linkImagem: imageUrl(tenantId, p.imagemId),
    tipoArquivo: p.tipoArquivo,
    link: p.link,
    ordem: p.ordem,
  });

  const withDetails = async (tx: Executor, tenantId: string, rows: repo.CommunicationRow[]): Promise<Communication[]> => {
    const ids = rows.map((r) => r.id);
    const links = await repo.linksOf(tx, tenantId, ids);
    const posts = grouped(await repo.postsOf(tx, tenantId, ids));
    const [cargos, departamentos, unidades, segmentacoes] = [links.cargos, links.departamentos, links.unidades, links.segmentacoes].map((list) => {
      const of = grouped(list);
      return (id: string) => of(id).map((l) => l.id);
    });
    const contratos = grouped(links.contratos);
    return rows.map((row) => ({
      id: row.id,
      titulo: row.titulo,
      inicio: row.inicio?.toISOString() ?? null,
      termino: row.termino?.toISOString() ?? null,
      ativo: row.ativo,
      publico: row.publico,
      exibirSempre: row.exibirSempre,
      naoExibir: row.naoExibir,
      status: row.status,
      origem: row.origem,
      cargos: cargos(row.id),
      departamentos: departamentos(row.id),
      unidadeDeNegocio: unidades(row.id),
      segmentacoes: segmentacoes(row.id),
      postagens: posts(row.id).map((p) => postOf(tenantId, p)),
      contratosComunicacoes: contratos(row.id).map((c) => ({ id: c.linkId, communicationId: row.id, contractId: c.id })),
      publicadaEm: row.publicadaEm?.toISOString() ?? null,
      createdAt: row.criadoEm.toISOString(),
    }));
  };

  const rowOrFail = async (tx: Executor, tenantId: string, id: string) => {
    const row = await repo.findCommunication(tx, tenantId, id);
    if (!row) throw new AppError('communications.notFound', 404);
    return row;
  };
  const load = async (tx: Executor, tenantId: string, id: string) => (await withDetails(tx, tenantId, [await rowOrFail(tx, tenantId, id)]))[0];

  const list = (ctx: RequestContext, q: repo.CommunicationFilters & { titulo?: string; pageNumber: number; pageSize: number }): Promise<ListCommunicationsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const filters = { ...q, search: q.search || q.titulo || undefined };
      const total = await repo.countCommunications(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      return pagedReply(await withDetails(tx, ctx.tenantId, await repo.listCommunications(tx, ctx.tenantId, filters, offset, limit)), page, q.pageSize, total);
    });

  const get = (ctx: RequestContext, id: string) => database.inTenant(ctx.tenantId, (tx) => load(tx, ctx.tenantId, id));

  /** Posts as stored: sanitised HTML (empty content = none), the image's type from its stored name; every image must exist. */
  const postsOf = async (tenantId: string, values: CommunicationValues): Promise<repo.PostInputRow[]> => {
    const rows: repo.PostInputRow[] = [];
    for (const p of values.postagens) {
      const clean = sanitizePostHtml(p.conteudo);
      let tipoArquivo: string | null = null;
      if (p.imagemId) {
        if (!(await storage.stat(imageKey(tenantId, p.imagemId)))) throw new AppError('communications.imageNotFound', 422, {}, { field: 'postagens', imagemId: p.imagemId });
        tipoArquivo = POST_IMAGE_MIME[p.imagemId.endsWith('.png') ? 'png' : 'jpg'];
      }
      rows.push({ id: p.id ?? null, titulo: p.titulo, conteudo: htmlHasText(clean) ? clean : null, imagemId: p.imagemId, tipoArquivo, link: p.link });
    }
    return rows;
  };

  const assertLinks = async (tx: Executor, tenantId: string, v: CommunicationValues) => {
    await assertTenantIds(tx, cargo, tenantId, v.cargos, 'cargos', { key: 'segmentations.jobTitleNotFound' });
    await assertTenantIds(tx, departamento, tenantId, v.departamentos, 'departamentos', { key: 'segmentations.departmentNotFound' });
    await assertTenantIds(tx, unidadeDeNegocio, tenantId, v.unidadeDeNegocio, 'unidadeDeNegocio', { key: 'segmentations.unitNotFound' });
    await assertTenantIds(tx, segmentacao, tenantId, v.segmentacoes, 'segmentacoes', { key: 'sections.segmentationNotFound' });
  };

  /** Tells the publication (with the audience resolved) when this save published it. */
  const publishIfNew = async (tx: Tx, tenantId: string, before: { status: string; ativo: boolean } | null, id: string, v: CommunicationValues) => {
    if (!isPublication(before, v)) return;
    const now = new Date();
    await repo.markPublished(tx, tenantId, id, now);
    const usuarioIds = await repo.audienceUserIds(tx, tenantId, v.publico, v);
    await emitCommunicationPublished(tx, { tenantId, comunicacaoId: id, titulo: v.titulo, inicio: v.inicio ? new Date(v.inicio) : null, termino: v.termino ? new Date(v.termino) : null, usuarioIds });
  };

  const inputOf = (v: CommunicationValues): repo.CommunicationInput => ({
    titulo: v.titulo,
    inicio: v.inicio ? new Date(v.inicio) : null,
    termino: v.termino ? new Date(v.termino) : null,
    ativo: v.ativo,
    publico: v.publico,
    exibirSempre: v.exibirSempre,
    naoExibir: v.naoExibir,
    status: v.status,
  });

  /** Deletes stored images no post of the tenant uses any more. */
  const dropUnused = async (tenantId: string, imagemIds: string[]) => {
    if (imagemIds.length === 0) return;
    const used = await database.inTenant(tenantId, (tx) => repo.imagesInUse(tx, tenantId, imagemIds));
    for (const id of imagemIds.filter((i) => !used.has(i)))
      await storage.delete(imageKey(tenantId, id)).catch((err: unknown) => log.warn({ err, id }, 'communication image not removed'));
  };

  const save = async (ctx: RequestContext, v: CommunicationValues, id?: string) => {
    const posts = await postsOf(ctx.tenantId, v);
    let dropped: string[] = [];
    const saved = await database.inTenant(ctx.tenantId, async (tx) => {
      const before = id ? await rowOrFail(tx, ctx.tenantId, id) : null;
      await assertLinks(tx, ctx.tenantId, v);
      const commId = id ?? (await repo.insertCommunication(tx, ctx.tenantId, inputOf(v), originOf(ctx)));
      if (id) {
        const previous = (await repo.postsOf(tx, ctx.tenantId, [id])).map((p) => p.imagemId).filter((i): i is string => i !== null);
        dropped = previous.filter((i) => !posts.some((p) => p.imagemId === i));
        await repo.updateCommunication(tx, ctx.tenantId, id, inputOf(v));
      }
      await repo.setLinks(tx, ctx.tenantId, commId, v);
      await repo.setPosts(tx, ctx.tenantId, commId, posts);
      await publishIfNew(tx, ctx.tenantId, before, commId, v);
      return load(tx, ctx.tenantId, commId);
    });
    await dropUnused(ctx.tenantId, dropped);
    return saved;
  };

  const remove = async (ctx: RequestContext, id: string) => {
    const images = await database.inTenant(ctx.tenantId, async (tx) => {
      await rowOrFail(tx, ctx.tenantId, id);
      const used = (await repo.postsOf(tx, ctx.tenantId, [id])).map((p) => p.imagemId).filter((i): i is string => i !== null);
      await repo.deleteCommunication(tx, ctx.tenantId, id);
      return used;
    });
    await dropUnused(ctx.tenantId, images);
    return { success: true as const };
  };

  /**
   * PUT {id}/UpdateContratosComunicacoes (3-admin §7; 'Erro ao tentar vincular contratos a comunicação!'): the platform's
   * administration (level N0/N1, not in client mode, with 'Contratos') links any contract; a distributor's
   * administrators (acting in the distributor's tenant, not in client mode) only the distributor's own contract and its
   * clients' — links they may not change stay as they are. Anyone else: 403. Unknown contracts: 422.
   */
  const updateContracts = (ctx: RequestContext, id: string, contratosIds: string[]) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const platform = !ctx.clientMode && isElevatedLevel(ctx.level) && hasPermission(ctx.permissions, 'Contratos');
      const distributor = !platform && !ctx.clientMode ? await distributorOf(tx, ctx.tenantId) : null;
      if (!platform && !distributor) throw forbidden('communications.contractsError');
      await rowOrFail(tx, ctx.tenantId, id);
      const found = new Set(await repo.existingContracts(tx, contratosIds));
      const missing = contratosIds.filter((c) => !found.has(c));
      if (missing.length > 0) throw new AppError('communications.contractNotFound', 422, {}, { field: 'contratosIds', ids: missing });
      const mine = distributor ? new Set([distributor.contratoId, ...(await distributorClients(tx, distributor)).map((c) => c.contratoId)]) : null;
      if (mine && contratosIds.some((c) => !mine.has(c))) throw forbidden('communications.contractsError');
      const current = await repo.contractsOf(tx, ctx.tenantId, id);
      const changeable = (c: string) => !mine || mine.has(c);
      await repo.changeContracts(
        tx,
        ctx.tenantId,
        id,
        current.filter((c) => changeable(c) && !contratosIds.includes(c)),
        contratosIds.filter((c) => !current.includes(c)),
      );
      return load(tx, ctx.tenantId, id);
    });

  /** POST Comunicacao/imagem: a post image judged by its bytes (png/jpg 415, 2 MB 413, 800x600 422), then stored. */
  const uploadImage = async (ctx: RequestContext, request: FastifyRequest): Promise<PostImageUploadResponse> => {
    const { bytes, truncated } = await readImage(request);
    const facts = readImageFacts(bytes.subarray(0, 256 * 1024));
    const verdict = judgePostImage(facts, truncated ? POST_IMAGE_MAX_BYTES + 1 : bytes.length);
    if (!verdict.ok) throw new AppError(verdict.key, verdict.status);
    const imagemId = `${randomUUID()}.${facts!.type}`;
    const tipoArquivo = POST_IMAGE_MIME[facts!.type];
    await storage.put(imageKey(ctx.tenantId, imagemId), Readable.from([bytes]), { contentType: tipoArquivo });
    return { imagemId, linkImagem: imageUrl(ctx.tenantId, imagemId)!, tipoArquivo, largura: facts!.width, altura: facts!.height, tamanho: bytes.length };
  };

  /** The image behind a signed address: 404 unless the token was made for this image and it is still stored. */
  const serveImage = async (imagemId: string, token: string, now = Date.now()): Promise<{ mime: string; read: StorageRead }> => {
    const match = POST_IMAGE_ID.exec(imagemId);
    const claims = match ? addresses.read(token) : null;
    if (!match || !claims || addresses.expired(claims, now) || !addresses.matches(claims, match[1], [imagemId])) throw new AppError('communications.imageNotFound', 404);
    const read = await storage.get(imageKey(claims.tenantId, imagemId));
    if (!read) throw new AppError('communications.imageNotFound', 404);
    return { mime: POST_IMAGE_MIME[match[2] as 'png' | 'jpg'], read };
  };

  // ---------------------------------------------------------------- the learner's calls

  const userView = (row: repo.UserCommunicationRow): UserCommunication => ({
    id: row.id,
    titulo: row.titulo,
    inicio: row.inicio?.toISOString() ?? null,
    termino: row.termino?.toISOString() ?? null,
    exibirSempre: row.exibirSempre,
    naoExibir: row.naoExibir,
    oculta: row.oculta,
    visualizada: row.visualizadaEm !== null,
    totalPostagens: row.totalPostagens,
  });

  const visible = async (tx: Executor, ctx: RequestContext, id?: string) =>
    repo.visibleCommunications(tx, ctx.tenantId, await loadViewer(tx, ctx.tenantId, ctx.userId), new Date(), id);

  /** GET getAllPorUsuarioAutenticado: the person's communications; the hidden ones only with exibirComunicacoesDesabilitadas. */
  const mine = (ctx: RequestContext, withDisabled: boolean): Promise<UserCommunication[]> =>
    database.inTenant(ctx.tenantId, async (tx) => (await visible(tx, ctx)).filter((r) => withDisabled || !r.oculta).map(userView));

  /** GET getUserCommunication: what pops up after sign-in, and the pop-up flag. */
  const pending = (ctx: RequestContext): Promise<PendingCommunicationsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const rows = await visible(tx, ctx);
      const comunicacoes = rows.filter((r) => r.totalPostagens > 0 && popsUp(r, { oculta: r.oculta, visualizada: r.visualizadaEm !== null })).map(userView);
      return { possuiComunicacoes: comunicacoes.length > 0, comunicacoes };
    });

  /** GET getById?id=: one of the person's communications with its posts; opening it records it as seen. */
  const byIdForUser = (ctx: RequestContext, id: string): Promise<UserCommunicationDetail> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const [row] = await visible(tx, ctx, id);
      if (!row) throw new AppError('communications.notFound', 404);
      await repo.markSeen(tx, ctx.tenantId, ctx.userId, id, new Date());
      const posts = (await repo.postsOf(tx, ctx.tenantId, [id])).map((p) => postOf(ctx.tenantId, p));
      return { ...userView({ ...row, visualizadaEm: row.visualizadaEm ?? new Date() }), postagens: posts };
    });

  /** POST ChangeUserCommunicationStatus/{bool}: true hides the listed communications, false shows them again; ids not shown to the person are not found. */
  const changeStatus = (ctx: RequestContext, oculta: boolean, ids: string[]) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const wanted = [...new Set(ids)];
      const shown = new Set((await visible(tx, ctx)).map((r) => r.id));
      const missing = wanted.filter((i) => !shown.has(i));
      if (missing.length > 0) throw new AppError('communications.notFound', 404, {}, { ids: missing });
      await repo.setHidden(tx, ctx.tenantId, ctx.userId, wanted, oculta);
      return { success: true as const, oculta, alteradas: wanted.length };
    });

  return {
    list,
    get,
    create: (ctx: RequestContext, v: CommunicationValues) => save(ctx, v),
    update: (ctx: RequestContext, id: string, v: CommunicationValues) => save(ctx, v, id),
    remove,
    updateContracts,
    uploadImage,
    serveImage,
    mine,
    pending,
    byIdForUser,
    changeStatus,
  };
};
