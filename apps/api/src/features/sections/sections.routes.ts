import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportFileName, translate, uuidParam, type Language } from '@plataforma/shared';
import {
  basicSectionsResponseSchema,
  createSectionRequestSchema,
  deleteSectionResponseSchema,
  listSectionsRequestSchema,
  listSectionsResponseSchema,
  orderSectionsRequestSchema,
  orderSectionsResponseSchema,
  SECTION_IMAGE_MAX_BYTES,
  SECTION_IMAGE_MAX_MB,
  SECTION_IMAGE_SIZES,
  sectionImageParamsSchema,
  sectionImageUploadResponseSchema,
  sectionSchema,
  updateSectionContractsRequestSchema,
  updateSectionRequestSchema,
  type Section,
  type SectionImageRole,
} from '@plataforma/shared/sections';
import { ctxOf } from '../../core/auth';
import { attachment, toCsv } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { readFilePart, registerMidiaBondSource } from '../content';
import * as repo from './sections.repository';
import { createSectionsService } from './sections.service';

const tags = ['Secao'];
/** Every administration call needs 'Seções' (3-admin §2). */
const config = { permission: 'Seções' as const };
const binary = z.any().describe('the image (binary)');
const imageDescription = (role: SectionImageRole) =>
  `multipart/form-data with one image (field name free, e.g. arquivo; a secaoId field is ignored): JPEG, PNG, WebP or GIF by content, up to ${SECTION_IMAGE_MAX_MB} MB (413 over it, 415 other types). Design size ${SECTION_IMAGE_SIZES[role].width}x${SECTION_IMAGE_SIZES[role].height}; other sizes are stored and the reply's tamanhoRecomendado is false.`;

const csvOf = (rows: Section[], lang: Language) => {
  const yes = translate('fields.yes', lang);
  const no = translate('fields.no', lang);
  const header = (
    [
      'fields.nome',
      'sections.colTipo',
      'sections.colAmbiente',
      'sections.colStatus',
      'sections.colInicio',
      'sections.colFim',
      'sections.colOrdemAprendizado',
      'sections.colOrdemCatalogo',
      'sections.colItens',
      'sections.colPublico',
      'fields.ativo',
      'fields.observacao',
      'fields.createdAt',
    ] as const
  ).map((k) => translate(k, lang));
  const body = rows.map((r) => [
    r.nome,
    r.tipo,
    r.ambiente,
    r.status,
    r.dtPublicacaoInicial,
    r.dtPublicacaoFinal,
    r.ordemAprendizado,
    r.ordemCatalogo,
    r.totalDeItens,
    r.publico ? yes : no,
    r.ativo ? yes : no,
    r.observacao,
    r.createdAt,
  ]);
  return { fileName: exportFileName(translate('sections.exportTitle', lang), new Date(), 'csv'), content: toCsv(header, body, lang) };
};

/** Sections administration (3-admin §7 Secao). The learner's reads of sections live with enrolment. */
export const sectionsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const sections = createSectionsService(deps);
  // GET midia/vinculos/{id} lists the sections holding an object
  registerMidiaBondSource('secoes', (tx, tenantId, midiaId) => repo.sectionsWithMidia(tx, tenantId, midiaId));

  app.get(
    '/api/v1/Secao',
    { config, schema: { tags, querystring: listSectionsRequestSchema, response: { 200: listSectionsResponseSchema } } },
    (req) => sections.list(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Secao/csv',
    { config, schema: { tags, querystring: listSectionsRequestSchema, response: { 200: z.string().describe('text/csv; ";" separated, UTF-8') } } },
    async (req, reply) => {
      const { fileName, content } = csvOf(await sections.all(ctxOf(req), req.query), req.lang);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).send(content);
    },
  );
  app.get('/api/v1/Secao/Basic', { config, schema: { tags, response: { 200: basicSectionsResponseSchema } } }, (req) => sections.basic(ctxOf(req)));
  app.post(
    '/api/v1/Secao/Ordenar',
    {
      config,
      schema: {
        tags,
        body: orderSectionsRequestSchema,
        description: 'campo: ordemAprendizado (home) or ordemCatalogo (catalog); secoesIds: the sections in their new order (1..n); the others follow in their previous order.',
        response: { 200: orderSectionsResponseSchema },
      },
    },
    (req) => sections.order(ctxOf(req), req.body.campo, req.body.secoesIds),
  );
  app.get('/api/v1/Secao/:id', { config, schema: { tags, params: uuidParam, response: { 200: sectionSchema } } }, (req) => sections.get(ctxOf(req), req.params.id));
  app.post(
    '/api/v1/Secao',
    { config, schema: { tags, body: createSectionRequestSchema, response: { 201: sectionSchema } } },
    async (req, reply) => reply.status(201).send(await sections.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Secao/:id',
    { config, schema: { tags, params: uuidParam, body: updateSectionRequestSchema, response: { 200: sectionSchema } } },
    (req) => sections.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/Secao/:id',
    { config, schema: { tags, params: uuidParam, response: { 200: deleteSectionResponseSchema } } },
    (req) => sections.remove(ctxOf(req), req.params.id),
  );
  app.put(
    '/api/v1/Secao/:id/UpdateContratosSecoes',
    {
      config,
      schema: {
        tags,
        params: uuidParam,
        body: updateSectionContractsRequestSchema,
        description: "The full list of the platform's contracts the section is offered to; platform administration with 'Contratos' only.",
        response: { 200: sectionSchema },
      },
    },
    (req) => sections.updateContracts(ctxOf(req), req.params.id, req.body.contratosIds),
  );
  app.post(
    '/api/v1/Secao/:id/fileUpload',
    { config, schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: `The card image. ${imageDescription('Card')}`, response: { 200: sectionImageUploadResponseSchema } } },
    async (req) => sections.uploadImage(ctxOf(req), req.params.id, 'Card', await readFilePart(req, SECTION_IMAGE_MAX_BYTES)),
  );
  for (const role of ['Card', 'Banner'] as const) {
    app.post(
      `/api/v1/Secao/:id/FileUpload/CardAndBanner/${role}`,
      { config, schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: imageDescription(role), response: { 200: sectionImageUploadResponseSchema } } },
      async (req) => sections.uploadImage(ctxOf(req), req.params.id, role, await readFilePart(req, SECTION_IMAGE_MAX_BYTES)),
    );
  }
  app.get(
    '/api/v1/Secao/:id/imagem/:role/:token',
    {
      config: { public: true },
      schema: { tags, params: sectionImageParamsSchema, description: "A section's card or banner image; the token in the path is the access (the section's replies carry the address).", response: { 200: binary } },
    },
    async (req, reply) => {
      const { mime, read } = await sections.serveImage(req.params.id, req.params.role, req.params.token);
      return reply.header('content-type', mime).header('content-length', read.size).header('cache-control', 'private, max-age=3600').send(read.stream);
    },
  );
};
