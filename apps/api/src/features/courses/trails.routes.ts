import type { FastifyInstance } from 'fastify';
import { CARD_KINDS, CURSO_IMAGE_MAX_MB, exportCursosRequestSchema, formacaoBondsSchema, formacaoSchema, listCursosRequestSchema, listFormacoesResponseSchema, saveFormacaoRequestSchema } from '@plataforma/shared/courses';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import { readFilePart } from '../content';
import { binary, CARD_MAX_BYTES, cardParams, CARDS, csvReply, sendCard } from './courses.routes';
import { createCoursesService, TRAILS_PERMISSION } from './courses.service';

const tags = ['formacao'];
const needs = { permission: TRAILS_PERMISSION } as const;

/** Trails administration (3-admin §7 Trail): CRUD with steps, csv export, card images and bonds; 'Trilhas' needed. */
export const trailsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const { trails, serveCard } = createCoursesService(deps);

  app.get(
    '/api/v1/formacao/csv',
    { config: needs, schema: { tags, querystring: exportCursosRequestSchema, description: 'The filtered list (every page) as CSV.', response: { 200: csvReply } } },
    async (req, reply) => {
      const { fileName, content } = await trails.exportCsv(ctxOf(req), req.query, req.lang);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).send(content);
    },
  );
  app.get(
    '/api/v1/formacao/vinculos/:id',
    { config: needs, schema: { tags, params: uuidParam, description: 'Courses and trails requiring the trail (sections later), and the learners enrolled (count and the first names): removing the trail removes their progress; issued certificates stay valid.', response: { 200: formacaoBondsSchema } } },
    (req) => trails.bonds(ctxOf(req), req.params.id),
  );
  app.get('/api/v1/formacao', { config: needs, schema: { tags, querystring: listCursosRequestSchema, response: { 200: listFormacoesResponseSchema } } }, (req) =>
    trails.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/formacao/:id', { config: needs, schema: { tags, params: uuidParam, response: { 200: formacaoSchema } } }, (req) => trails.getOne(ctxOf(req), req.params.id));
  app.post('/api/v1/formacao', { config: needs, schema: { tags, body: saveFormacaoRequestSchema, response: { 201: formacaoSchema } } }, async (req, reply) =>
    reply.status(201).send(await trails.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/formacao/:id',
    { config: needs, schema: { tags, params: uuidParam, body: saveFormacaoRequestSchema, description: 'Replaces every field, the steps with their items and the prerequisites in one transaction.', response: { 200: formacaoSchema } } },
    (req) => trails.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete('/api/v1/formacao/:id', { config: needs, schema: { tags, params: uuidParam, description: "The web shows 'Trilha removida com sucesso'.", response: { 200: deleteResponseSchema } } }, (req) =>
    trails.remove(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/formacao/:id/fileUpload',
    {
      config: needs,
      schema: {
        tags,
        params: uuidParam,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data: the field tipo (CardHorizontal or CardVertical) before the file, then one image (JPEG, PNG, GIF or WebP up to ${CURSO_IMAGE_MAX_MB} MB).`,
        response: { 200: formacaoSchema },
      },
    },
    async (req) => {
      const part = await readFilePart(req, CARD_MAX_BYTES);
      const tipo = part.fields.tipo;
      const papel = CARDS.find(([card]) => card.toLowerCase() === tipo?.toLowerCase())?.[1];
      if (!papel) {
        part.stream.resume();
        throw new AppError('validation.required', 400, {}, { field: 'tipo', accepted: CARD_KINDS });
      }
      return trails.uploadCard(ctxOf(req), req.params.id, papel, part);
    },
  );
  for (const [card, papel] of CARDS) {
    app.post(
      `/api/v1/formacao/:id/fileUpload/${card}`,
      {
        config: needs,
        schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: `${card} card image: JPEG, PNG, GIF or WebP up to ${CURSO_IMAGE_MAX_MB} MB.`, response: { 200: formacaoSchema } },
      },
      async (req) => trails.uploadCard(ctxOf(req), req.params.id, papel, await readFilePart(req, CARD_MAX_BYTES)),
    );
  }
  app.get(
    '/api/v1/formacao/:id/card/:fileId/:token',
    { config: { public: true }, schema: { tags, params: cardParams, description: 'A card image; the token in the path is the access (as the repository files).', response: { 200: binary } } },
    async (req, reply) => sendCard(reply, await serveCard('formacao', req.params.id, req.params.fileId, req.params.token)),
  );
};
