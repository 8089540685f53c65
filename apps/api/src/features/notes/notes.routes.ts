import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { listNotesRequestSchema, listNotesResponseSchema, NOTE_DESCRIPTION_MAX, NOTE_IMAGE_MAX_BYTES, NOTE_IMAGE_MAX_MB, NOTE_TITLE_MAX, noteImageParamsSchema, noteSchema } from '@plataforma/shared/notes';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createNotesService } from './notes.service';
import { readNoteForm } from './notes.upload';

const tags = ['MidiaAnotacaoUsuario'];
const binary = z.any().describe('the screenshot (binary)');
const formDescription = (update: boolean) =>
  [
    'multipart/form-data: the text fields first',
    update ? '(titulo, descricao, tempo, cursoId, formacaoId, removerImagem; the object does not change)' : '(midiaId, titulo, descricao, tempo, cursoId, formacaoId)',
    `then optionally one image (field name free, e.g. imagem): JPEG, PNG or WebP by content, up to ${NOTE_IMAGE_MAX_MB} MB.`,
    `titulo is required (up to ${NOTE_TITLE_MAX} characters), descricao up to ${NOTE_DESCRIPTION_MAX}; tempo is the video time in seconds (whole seconds kept).`,
    update ? 'A new image replaces the screenshot; removerImagem=true without an image removes it; otherwise it is kept.' : '',
  ]
    .filter(Boolean)
    .join(' ');

/** Notes (2-learner §7 MidiaAnotacaoUsuario): any signed-in person, on their own notes only. */
export const notesRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createNotesService(deps);

  app.get(
    '/api/v1/MidiaAnotacaoUsuario',
    {
      schema: {
        tags,
        querystring: listNotesRequestSchema,
        description: "The caller's notes, newest first; filters midiaId, cursoId, formacaoId and search (title, description or the object's name).",
        response: { 200: listNotesResponseSchema },
      },
    },
    (req) => service.list(ctxOf(req), req.query),
  );
  app.post(
    '/api/v1/MidiaAnotacaoUsuario',
    { schema: { tags, consumes: ['multipart/form-data'], description: formDescription(false), response: { 201: noteSchema } } },
    async (req, reply) => reply.status(201).send(await service.create(ctxOf(req), await readNoteForm(req, NOTE_IMAGE_MAX_BYTES))),
  );
  app.put(
    '/api/v1/MidiaAnotacaoUsuario/:id',
    { schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: formDescription(true), response: { 200: noteSchema } } },
    async (req) => service.update(ctxOf(req), req.params.id, await readNoteForm(req, NOTE_IMAGE_MAX_BYTES)),
  );
  app.delete(
    '/api/v1/MidiaAnotacaoUsuario/:id',
    { schema: { tags, params: uuidParam, description: 'Deletes one of the caller\'s notes and its stored screenshot.', response: { 200: deleteResponseSchema } } },
    (req) => service.remove(ctxOf(req), req.params.id),
  );
  app.get(
    '/api/v1/MidiaAnotacaoUsuario/:id/imagem/:token',
    {
      config: { public: true },
      schema: {
        tags,
        params: noteImageParamsSchema,
        description: "A note's screenshot, inline; the token in the path is the access (the note's replies carry the address).",
        response: { 200: binary },
      },
    },
    async (req, reply) => {
      const { mime, read } = await service.serveImage(req.params.id, req.params.token);
      return reply.header('content-type', mime).header('content-length', read.size).header('cache-control', 'private, max-age=3600').send(read.stream);
    },
  );
};
