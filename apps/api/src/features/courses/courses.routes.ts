import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CURSO_IMAGE_MAX_MB, cursoBondsSchema, cursoSchema, exportCursosRequestSchema, listCursosRequestSchema, listCursosResponseSchema, saveCursoRequestSchema } from '@plataforma/shared/courses';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import type { StorageRead } from '../../core/storage';
import { readFilePart, registerMidiaBondSource } from '../content';
import * as repo from './courses.repository';
import { COURSES_PERMISSION, createCoursesService, type CardPapel } from './courses.service';

const tags = ['curso'];
const needs = { permission: COURSES_PERMISSION } as const;
export const CARD_MAX_BYTES = CURSO_IMAGE_MAX_MB * 1048576;
export const CARDS: readonly (readonly ['CardHorizontal' | 'CardVertical', CardPapel])[] = [
  ['CardHorizontal', 'cardHorizontal'],
  ['CardVertical', 'cardVertical'],
];
export const cardParams = z.object({ id: z.uuid(), fileId: z.uuid(), token: z.string().min(10).max(200) });
export const csvReply = z.string().describe('text/csv; ";" separated, UTF-8');
export const binary = z.any().describe('the stored image (binary)');

export const sendCard = (reply: FastifyReply, { card, read }: { card: { tipoMime: string }; read: StorageRead }) =>
  reply.header('content-type', card.tipoMime).header('content-length', read.size).header('cache-control', 'private, max-age=3600').send(read.stream);

/**
 * Courses administration (3-admin §7 Course): CRUD with items, csv export, card images and bonds; 'Cursos' needed.
 * Also registers where repository objects are used in courses and trails (GET midia/vinculos/{id}).
 */
export const coursesRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const { courses, serveCard } = createCoursesService(deps);

  registerMidiaBondSource('cursos', (tx, tenantId, midiaId) => repo.coursesUsingMidia(tx, tenantId, midiaId));
  registerMidiaBondSource('formacoes', (tx, tenantId, midiaId) => repo.trailsUsing(tx, tenantId, 'midia', midiaId));

  app.get(
    '/api/v1/curso/csv',
    { config: needs, schema: { tags, querystring: exportCursosRequestSchema, description: 'The filtered list (every page) as CSV.', response: { 200: csvReply } } },
    async (req, reply) => {
      const { fileName, content } = await courses.exportCsv(ctxOf(req), req.query, req.lang);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).send(content);
    },
  );
  app.get(
    '/api/v1/curso/vinculos/:id',
    { config: needs, schema: { tags, params: uuidParam, description: 'Trails containing the course, courses and trails requiring it (sections later), and the learners enrolled (count and the first names): removing the course removes their progress; issued certificates stay valid.', response: { 200: cursoBondsSchema } } },
    (req) => courses.bonds(ctxOf(req), req.params.id),
  );
  app.get('/api/v1/curso', { config: needs, schema: { tags, querystring: listCursosRequestSchema, response: { 200: listCursosResponseSchema } } }, (req) =>
    courses.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/curso/:id', { config: needs, schema: { tags, params: uuidParam, response: { 200: cursoSchema } } }, (req) => courses.getOne(ctxOf(req), req.params.id));
  app.post('/api/v1/curso', { config: needs, schema: { tags, body: saveCursoRequestSchema, response: { 201: cursoSchema } } }, async (req, reply) =>
    reply.status(201).send(await courses.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/curso/:id',
    { config: needs, schema: { tags, params: uuidParam, body: saveCursoRequestSchema, description: 'Replaces every field, the items and the prerequisites in one transaction.', response: { 200: cursoSchema } } },
    (req) => courses.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete('/api/v1/curso/:id', { config: needs, schema: { tags, params: uuidParam, response: { 200: deleteResponseSchema } } }, (req) => courses.remove(ctxOf(req), req.params.id));
  for (const [card, papel] of CARDS) {
    app.post(
      `/api/v1/curso/:id/fileUpload/${card}`,
      {
        config: needs,
        schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: `${card} card image: JPEG, PNG, GIF or WebP up to ${CURSO_IMAGE_MAX_MB} MB.`, response: { 200: cursoSchema } },
      },
      async (req) => courses.uploadCard(ctxOf(req), req.params.id, papel, await readFilePart(req, CARD_MAX_BYTES)),
    );
  }
  app.get(
    '/api/v1/curso/:id/card/:fileId/:token',
    { config: { public: true }, schema: { tags, params: cardParams, description: 'A card image; the token in the path is the access (as the repository files).', response: { 200: binary } } },
    async (req, reply) => sendCard(reply, await serveCard('curso', req.params.id, req.params.fileId, req.params.token)),
  );
};
