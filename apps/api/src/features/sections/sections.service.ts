import { randomUUID } from 'node:crypto';
import { hasPermission } from '@plataforma/shared/permissions';
import {
  applyOrder,
  hasDesignSize,
  SECTION_IMAGE_EXTENSIONS,
  sectionStatus,
  showsOnCatalog,
  showsOnHome,
  type ListSectionsQuery,
  type ListSectionsResponse,
  type Section,
  type SectionBody,
  type SectionImageRole,
  type SectionImageUploadResponse,
  type SectionItemKind,
  type SectionOrderField,
} from '@plataforma/shared/sections';
import type { RequestContext } from '../../core/auth';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { assertTenantIds, type TenantTable } from '../../core/tenant-ids';
import { cargo, curso, departamento, formacao, midia, segmentacao, unidadeDeNegocio } from '../../db/schema';
import { AppError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { tenantKey, type StorageRead } from '../../core/storage';
import { storeUpload, type FilePart } from '../content';
import { imageDimensions } from './image-dimensions';
import { signedAddresses } from '../../core/signed-address';
import * as repo from './sections.repository';

/** Bytes read back from a stored image to find its pixel size (JPEG frames can follow large metadata). */
const HEADER_BYTES = 512 * 1024;

const filtersOf = (q: ListSectionsQuery): repo.SectionListFilters => ({
  search: q.search || q.nome || undefined,
  id: q.id,
  ativo: q.ativo,
  status: q.status,
  tipo: q.tipo,
  exibirNoAprendizado: q.exibirNoAprendizado,
  exibirNoCatalogo: q.exibirNoCatalogo,
  secoesIds: q.secoesIds,
  midiaId: q.midiaId,
  orderBy: q.orderBy,
  orderDirection: q.orderDirection,
});

const inputOf = (body: SectionBody): repo.SectionInput => ({
  nome: body.nome,
  observacao: body.observacao,
  exibirDescricao: body.exibirDescricao,
  tipo: body.tipo,
  dtPublicacaoInicial: body.dtPublicacaoInicial ? new Date(body.dtPublicacaoInicial) : null,
  dtPublicacaoFinal: body.dtPublicacaoFinal ? new Date(body.dtPublicacaoFinal) : null,
  ambiente: body.ambiente,
  orientacaoDosCards: body.orientacaoDosCards,
  link: body.link,
  linkDeRedirecionamento: body.linkDeRedirecionamento,
  linkDeRedirecionamentoNewTab: body.linkDeRedirecionamentoNewTab,
  publico: body.publico,
  ativo: body.ativo,
});

const grouped = <T extends { secaoId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.secaoId, [...(map.get(r.secaoId) ?? []), r]);
  return (id: string) => map.get(id) ?? [];
};

/** Platform administration: the contracts are the platform's (same rule as the contracts screens). */
const isContractsAdmin = (ctx: RequestContext) => ctx.elevated && !ctx.clientMode && hasPermission(ctx.permissions, 'Contratos');

const SECTION_IMAGE_PURPOSE = 'secao-imagem';

/**
 * The address of a section's card or banner image, `/api/v1/Secao/{id}/imagem/{Card|Banner}/{token}`: a signed
 * address (core/signed-address.ts) bound to the role and the storage key, so it stops working when the image is
 * replaced or the section deleted. Null without an image.
 */
export const sectionImageUrlOf = (config: { jwtSecret: Uint8Array }) => {
  const addresses = signedAddresses(config, SECTION_IMAGE_PURPOSE);
  return (row: { id: string; tenantId: string; imagemCardChave: string | null; imagemBannerChave: string | null }, role: SectionImageRole): string | null => {
    const key = role === 'Card' ? row.imagemCardChave : row.imagemBannerChave;
    return key ? `/api/v1/Secao/${row.id}/imagem/${role}/${addresses.token(row.tenantId, row.id, [role, key])}` : null;
  };
};

/** Sections of the acting tenant (3-admin §3, §5, §7). Routes check 'Seções' first. */
export const createSectionsService = ({ database, storage, config, log }: Pick<Deps, 'database' | 'storage' | 'config' | 'log'>) => {
  const addresses = signedAddresses(config, SECTION_IMAGE_PURPOSE);
  const imageUrl = sectionImageUrlOf(config);

  const withDetails = async (tx: Executor, tenantId: string, rows: repo.SectionRow[]): Promise<Section[]> => {
    const ids = rows.map((r) => r.id);
    const links = await repo.linksOf(tx, tenantId, ids);
    const items = grouped(await repo.itemsOf(tx, tenantId, ids));
    const idsOf = (list: { secaoId: string; id: string }[]) => {
      const of = grouped(list);
      return (id: string) => of(id).map((l) => l.id);
    };
    const [cargos, departamentos, unidades, segmentacoes, contratos] = [links.cargos, links.departamentos, links.unidades, links.segmentacoes, links.contratos].map(idsOf);
    return rows.map((row) => {
      const card = imageUrl(row, 'Card');
      const itens = items(row.id).map(({ tipo, id, nome, ordem, subtipo }) => ({ tipo, id, nome, ordem, subtipo }));
      const start = row.dtPublicacaoInicial?.toISOString() ?? null;
      const end = row.dtPublicacaoFinal?.toISOString() ?? null;
      return {
        id: row.id,
        nome: row.nome,
        observacao: row.observacao,
        exibirDescricao: row.exibirDescricao,
        tipo: row.tipo,
        dtPublicacaoInicial: start,
        dtPublicacaoFinal: end,
        status: sectionStatus(start, end),
        ordemAprendizado: row.ordemAprendizado,
        ordemCatalogo: row.ordemCatalogo,
        ambiente: row.ambiente,
        exibirNoAprendizado: showsOnHome(row.ambiente),
        exibirNoCatalogo: showsOnCatalog(row.ambiente),
        imagemDoCard: card,
        imagemDoBanner: imageUrl(row, 'Banner'),
        urlDaImagem: card,
        orientacaoDosCards: row.orientacaoDosCards,
        totalDeItens: itens.length,
        link: row.link,
        linkDeRedirecionamento: row.linkDeRedirecionamento,
        linkDeRedirecionamentoNewTab: row.linkDeRedirecionamentoNewTab,
        origem: row.origem,
        secaoOrigemId: row.secaoOrigemId,
        publico: row.publico,
        cargosIds: cargos(row.id),
        departamentosIds: departamentos(row.id),
        unidadesDeNegociosIds: unidades(row.id),
        segmentacoesIds: segmentacoes(row.id),
        contratosIds: contratos(row.id),
        itensDaSecao: itens,
        ativo: row.ativo,
        createdAt: row.criadoEm.toISOString(),
        tenantId: row.tenantId,
      };
    });
  };

  const load = async (tx: Executor, tenantId: string, id: string) => {
    const row = await repo.findSection(tx, tenantId, id);
    if (!row) throw new AppError('sections.notFound', 404);
    return (await withDetails(tx, tenantId, [row]))[0];
  };

  /** Every linked id and item must be a record of the acting tenant (422 naming the list otherwise: core/tenant-ids.ts). */
  const assertLinks = async (tx: Executor, tenantId: string, body: SectionBody) => {
    await assertTenantIds(tx, cargo, tenantId, body.cargosIds, 'cargosIds', { key: 'segmentations.jobTitleNotFound' });
    await assertTenantIds(tx, departamento, tenantId, body.departamentosIds, 'departamentosIds', { key: 'segmentations.departmentNotFound' });
    await assertTenantIds(tx, unidadeDeNegocio, tenantId, body.unidadesDeNegociosIds, 'unidadesDeNegociosIds', { key: 'segmentations.unitNotFound' });
    await assertTenantIds(tx, segmentacao, tenantId, body.segmentacoesIds, 'segmentacoesIds', { key: 'sections.segmentationNotFound' });
    const items: [SectionItemKind, TenantTable][] = [
      ['midia', midia],
      ['curso', curso],
      ['formacao', formacao],
    ];
    for (const [kind, table] of items) {
      const ids = body.itensDaSecao.filter((i) => i.tipo === kind).map((i) => i.id);
      await assertTenantIds(tx, table, tenantId, ids, 'itensDaSecao', { key: 'sections.itemNotFound' });
    }
  };

  const save = async (tx: Executor, tenantId: string, id: string, body: SectionBody) => {
    await repo.setLinks(tx, tenantId, id, body);
    await repo.setItems(tx, tenantId, id, body.itensDaSecao);
  };

  const list = (ctx: RequestContext, q: ListSectionsQuery): Promise<ListSectionsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const filters = filtersOf(q);
      const total = await repo.countSections(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listSections(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(await withDetails(tx, ctx.tenantId, rows), page, q.pageSize, total);
    });

  /** Every matching section (CSV export). */
  const all = (ctx: RequestContext, q: ListSectionsQuery): Promise<Section[]> =>
    database.inTenant(ctx.tenantId, async (tx) => withDetails(tx, ctx.tenantId, await repo.listSections(tx, ctx.tenantId, filtersOf(q))));

  const get = (ctx: RequestContext, id: string) => database.inTenant(ctx.tenantId, (tx) => load(tx, ctx.tenantId, id));

  const create = (ctx: RequestContext, body: SectionBody) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await assertLinks(tx, ctx.tenantId, body);
      const id = await repo.insertSection(tx, ctx.tenantId, inputOf(body));
      await save(tx, ctx.tenantId, id, body);
      return load(tx, ctx.tenantId, id);
    });

  const update = (ctx: RequestContext, id: string, body: SectionBody) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findSection(tx, ctx.tenantId, id))) throw new AppError('sections.notFound', 404);
      await assertLinks(tx, ctx.tenantId, body);
      await repo.updateSection(tx, ctx.tenantId, id, inputOf(body));
      await save(tx, ctx.tenantId, id, body);
      return load(tx, ctx.tenantId, id);
    });

  /** Removes the section, its links and items, then its stored images. */
  const remove = async (ctx: RequestContext, id: string) => {
    await database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findSection(tx, ctx.tenantId, id))) throw new AppError('sections.notFound', 404);
      await repo.deleteSection(tx, ctx.tenantId, id);
    });
    await storage.deletePrefix(`${tenantKey(ctx.tenantId, 'secao', id)}/`).catch((error: unknown) => log.warn({ err: error, id }, 'section images not removed'));
    return { success: true as const };
  };

  const basic = (ctx: RequestContext) => database.inTenant(ctx.tenantId, (tx) => repo.basicSections(tx, ctx.tenantId));

  /** PUT Secao/{id}/UpdateContratosSecoes: platform administration only (403 otherwise); unknown contracts 422. */
  const updateContracts = (ctx: RequestContext, id: string, contratosIds: string[]) => {
    if (!isContractsAdmin(ctx)) throw forbidden();
    return database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findSection(tx, ctx.tenantId, id))) throw new AppError('sections.notFound', 404);
      const found = new Set(await repo.existingContracts(tx, contratosIds));
      const missing = contratosIds.filter((c) => !found.has(c));
      if (missing.length > 0) throw new AppError('sections.contractNotFound', 422, {}, { field: 'contratosIds', ids: missing });
      await repo.setContracts(tx, ctx.tenantId, id, contratosIds);
      return load(tx, ctx.tenantId, id);
    });
  };

  /** POST Secao/Ordenar: the listed sections take positions 1..n of `campo`, the others follow in their order. */
  const order = (ctx: RequestContext, campo: SectionOrderField, secoesIds: string[]) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const current = await repo.sectionIdsInOrder(tx, ctx.tenantId, campo);
      const known = new Set(current);
      const unknown = secoesIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw new AppError('sections.orderUnknown', 422, {}, { field: 'secoesIds', ids: unknown });
      for (const [id, position] of applyOrder(current, secoesIds)) await repo.setPosition(tx, ctx.tenantId, id, campo, position);
      return repo.orderReply(tx, ctx.tenantId, campo);
    });

  /** Reads the first bytes of a stored image for its pixel size. */
  const dimensionsOf = async (key: string) => {
    const read = await storage.get(key, { start: 0, end: HEADER_BYTES - 1 });
    if (!read) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of read.stream) chunks.push(chunk as Buffer);
    return imageDimensions(Buffer.concat(chunks));
  };

  /**
   * Card or banner image (POST Secao/{id}/FileUpload/CardAndBanner/{Card|Banner}; POST Secao/{id}/fileUpload is the
   * card): JPEG, PNG, WebP or GIF by content, up to 3 MB (413 over it, 415 for other types). Other pixel sizes than
   * the design's are kept; the reply says whether the size is the recommended one.
   */
  const uploadImage = async (ctx: RequestContext, id: string, role: SectionImageRole, part: FilePart): Promise<SectionImageUploadResponse> => {
    try {
      await database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findSection(tx, ctx.tenantId, id))) throw new AppError('sections.notFound', 404);
      });
    } catch (error) {
      part.stream.resume();
      throw error;
    }
    const stored = await storeUpload(storage, part, SECTION_IMAGE_EXTENSIONS, (ext) => tenantKey(ctx.tenantId, 'secao', id, `${role.toLowerCase()}-${randomUUID().slice(0, 8)}.${ext}`));
    const size = await dimensionsOf(stored.key);
    let previous: string | null = null;
    const secao = await database.inTenant(ctx.tenantId, async (tx) => {
      const row = await repo.findSection(tx, ctx.tenantId, id);
      if (!row) throw new AppError('sections.notFound', 404);
      previous = role === 'Card' ? row.imagemCardChave : row.imagemBannerChave;
      await repo.setImage(tx, ctx.tenantId, id, role, stored.key, stored.mimeType);
      return load(tx, ctx.tenantId, id);
    }).catch(async (error: unknown) => {
      await storage.delete(stored.key).catch(() => undefined);
      throw error;
    });
    if (previous && previous !== stored.key) await storage.delete(previous).catch((error: unknown) => log.warn({ err: error, key: previous }, 'section image not removed'));
    return { secao, largura: size?.width ?? null, altura: size?.height ?? null, tamanhoRecomendado: size ? hasDesignSize(role, size.width, size.height) : false };
  };

  /** The image behind an address (sectionImageUrlOf): 404 unless the token opens this section's current image. */
  const serveImage = async (id: string, role: SectionImageRole, token: string, now = Date.now()): Promise<{ mime: string; read: StorageRead }> => {
    const claims = addresses.read(token);
    if (!claims || addresses.expired(claims, now)) throw new AppError('sections.notFound', 404);
    const row = await database.inTenant(claims.tenantId, (tx) => repo.findSection(tx, claims.tenantId, id));
    const key = role === 'Card' ? row?.imagemCardChave : row?.imagemBannerChave;
    if (!row || !key || !addresses.matches(claims, id, [role, key])) throw new AppError('sections.notFound', 404);
    const read = await storage.get(key);
    if (!read) throw new AppError('sections.notFound', 404);
    return { mime: (role === 'Card' ? row.imagemCardTipo : row.imagemBannerTipo) ?? 'application/octet-stream', read };
  };

  /** Bonds of a repository object: the tenant's sections holding it. */
  const bondsOfMidia = (tx: Executor, tenantId: string, midiaId: string) => repo.sectionsWithMidia(tx, tenantId, midiaId);

  return { list, all, get, create, update, remove, basic, updateContracts, order, uploadImage, serveImage, bondsOfMidia };
};

export type SectionsService = ReturnType<typeof createSectionsService>;
