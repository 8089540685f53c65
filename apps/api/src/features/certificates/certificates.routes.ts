import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { basicOptionsSchema, uuidParam } from '@plataforma/shared';
import {
  CERTIFICATE_ALIAS_PATTERN,
  CERTIFICATE_FILE_MAX_MB,
  CERTIFICATE_TYPES,
  CERTIFICATES_PERMISSION,
  certificateFileParamsSchema,
  certificateFileSchema,
  certificatePrintSchema,
  certificateSchema,
  certificateValidationSchema,
  credentialParamsSchema,
  listCertificatesRequestSchema,
  listCertificatesResponseSchema,
  myCertificatesResponseSchema,
  printForUserParamsSchema,
  printParamsSchema,
  shareParamsSchema,
  shareResponseSchema,
} from '@plataforma/shared/certificates';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import type { StorageRead } from '../../core/storage';
import { onEnrolmentCompleted } from '../enrolment';
import { issueOnCompletion } from './certificates.issue';
import { createCertificatesService } from './certificates.service';
import { readCertificateMultipart } from './certificates.upload';

const tags = ['Certificado'];
const binary = z.any().describe('the image (binary)');
const manage = { permission: CERTIFICATES_PERMISSION } as const;
const formDescription = (update: boolean) =>
  [
    `multipart/form-data: nome (1 to 200 characters), tipo (${CERTIFICATE_TYPES.join(' or ')}), jsonCertificado (the version 2 layout as JSON text;`,
    'a legacy percentage layout is converted and stored as version 2; empty = a blank page), imprimeVerso (true/false, default false),',
    'active (true/false, default true). A bad field: 400 naming it (details.field).',
    update
      ? "A template that a course or trail gives cannot be deactivated (409 'certificados.linkedCannotDeactivate') nor change type (409 'certificados.linkedTypeChange'); nothing changes then."
      : '',
  ].join(' ');
const imageHeaders = (reply: FastifyReply, mime: string, read: StorageRead, cache: string) =>
  reply.header('content-type', mime).header('content-length', read.size).header('cache-control', cache).send(read.stream);

/**
 * Certificates (2-learner §7 'Certificates (Certificado)'; 3-admin §7 'Certificado'; 1-shell §7 validation and the
 * public address; docs/certificates.md).
 */
export const certificatesRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  /**
   * Public reads by credential: a shared certificate is opened by many people behind one address (a company's proxy),
   * so the limit is wider than sign-in's; a credential (60 random bits) cannot be guessed at this pace anyway.
   */
  const publicLimit = { max: Math.max(120, deps.config.loginRateLimitMax), timeWindow: 60_000 };
  const service = createCertificatesService(deps);
  // An approved enrolment in a content with an active template issues its certificate, in the same transaction.
  onEnrolmentCompleted(issueOnCompletion);

  app.get(
    '/api/v1/Certificado',
    {
      config: manage,
      schema: {
        tags,
        querystring: listCertificatesRequestSchema,
        description:
          "The tenant's templates, paged: search (name), tipo, active; orderBy nome, tipo or createdAt. vinculos = courses and trails that give it; emitidos = certificates issued from it.",
        response: { 200: listCertificatesResponseSchema },
      },
    },
    (req) => service.list(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Certificado/basic',
    {
      config: { anyPermission: ['Cursos', 'Trilhas', CERTIFICATES_PERMISSION, 'Configurações'] },
      schema: {
        tags,
        querystring: z.object({ tipo: z.enum(CERTIFICATE_TYPES) }),
        description: "The ACTIVE templates of a type, by name, for the course (Curso) and trail (Formacao) wizards' select and the settings' defaults. Needs 'Cursos', 'Trilhas', 'Certificados' or 'Configurações'.",
        response: { 200: basicOptionsSchema },
      },
    },
    (req) => service.basic(ctxOf(req), req.query.tipo),
  );
  app.get(
    '/api/v1/Certificado/validate/:credential/credential',
    {
      config: { public: true, rateLimit: publicLimit },
      schema: {
        tags,
        params: credentialParamsSchema,
        security: [],
        description: "Public: the facts of an issued certificate by its credential (any case). Unknown: 404 'certificados.credentialNotFound'. Rate limited per address.",
        response: { 200: certificateValidationSchema },
      },
    },
    (req) => service.validate(req.params.credential),
  );
  app.get(
    '/api/v1/Certificado/Imprimir/:a/:b',
    {
      schema: {
        tags,
        params: printParamsSchema,
        description:
          "The caller's certificate: a = certificadoId, b = the course or trail id. Issued now when the enrolment is approved and the content gives this active template; 409 'certificados.notAvailable' otherwise. Unknown template or content: 404.",
        response: { 200: certificatePrintSchema },
      },
    },
    (req) => service.print(ctxOf(req), req.params.a, req.params.b),
  );
  app.get(
    '/api/v1/Certificado/Imprimir/:a/:b/:c',
    {
      schema: {
        tags,
        params: printForUserParamsSchema,
        description: "As Imprimir/{a}/{b} for person c (usuarioId): the caller themself, or anyone of the tenant for 'Certificados' holders (403 otherwise).",
        response: { 200: certificatePrintSchema },
      },
    },
    (req) => service.print(ctxOf(req), req.params.a, req.params.b, req.params.c),
  );
  app.post(
    '/api/v1/Certificado/FileUpload/:certificateId/:alias',
    {
      config: manage,
      schema: {
        tags,
        params: certificateFileParamsSchema,
        consumes: ['multipart/form-data'],
        description: `An image of the template (field file): PNG, JPEG or WebP by content (415 otherwise), up to ${CERTIFICATE_FILE_MAX_MB} MB (413). The alias (${CERTIFICATE_ALIAS_PATTERN.source}) names it in the layout; a new upload under the same alias replaces it.`,
        response: { 201: certificateFileSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.uploadFile(ctxOf(req), req.params.certificateId, req.params.alias, (await readCertificateMultipart(req)).file)),
  );
  app.get(
    '/api/v1/Certificado/:id/arquivo/:alias/:token',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ id: z.uuid(), alias: z.string().regex(CERTIFICATE_ALIAS_PATTERN), token: z.string().max(200) }),
        security: [],
        description: "A template's image; the token in the path is the access (the replies that list the files carry the address, valid 6 to 12 hours).",
        response: { 200: binary },
      },
    },
    async (req, reply) => {
      const { mime, read } = await service.serveFile(req.params.id, req.params.alias, req.params.token);
      return imageHeaders(reply, mime, read, 'private, max-age=3600');
    },
  );
  app.get(
    '/api/v1/Certificado/:id',
    { config: manage, schema: { tags, params: uuidParam, description: 'A template with its files (signed addresses), the courses and trails that give it and how many were issued.', response: { 200: certificateSchema } } },
    (req) => service.get(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Certificado',
    { config: manage, schema: { tags, consumes: ['multipart/form-data'], description: formDescription(false), response: { 201: certificateSchema } } },
    async (req, reply) => reply.status(201).send(await service.create(ctxOf(req), await readCertificateMultipart(req))),
  );
  app.put(
    '/api/v1/Certificado/:id',
    { config: manage, schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: formDescription(true), response: { 200: certificateSchema } } },
    async (req) => service.update(ctxOf(req), req.params.id, await readCertificateMultipart(req)),
  );

  app.get(
    '/api/v1/certificadousuario',
    { schema: { tags, description: "The caller's issued certificates, newest first.", response: { 200: myCertificatesResponseSchema } } },
    (req) => service.mine(ctxOf(req)),
  );
  app.get(
    '/api/v1/certificadousuario/:credential/public',
    {
      config: { public: true, rateLimit: publicLimit },
      schema: {
        tags,
        params: credentialParamsSchema,
        security: [],
        description: "Public: what prints an issued certificate, by its credential, with the CPF masked (***.456.789-**). Unknown: 404 'certificados.credentialNotFound'.",
        response: { 200: certificatePrintSchema },
      },
    },
    (req) => service.publicPrint(req.params.credential),
  );
  app.get(
    '/api/v1/certificadousuario/:credential/public/imagem',
    {
      config: { public: true },
      schema: { tags, params: credentialParamsSchema, security: [], description: 'Public: the image sent for sharing the certificate (the credential is the access).', response: { 200: binary } },
    },
    async (req, reply) => {
      const { mime, read } = await service.shareImage(req.params.credential);
      return imageHeaders(reply, mime, read, 'public, max-age=300');
    },
  );
  app.post(
    '/api/v1/certificadoUsuario/:a/usuario/:b/tipo/:c/:d',
    {
      schema: {
        tags,
        params: shareParamsSchema,
        consumes: ['multipart/form-data'],
        description: `Stores the image of a certificate for sharing (field file: PNG or JPEG by content, up to ${CERTIFICATE_FILE_MAX_MB} MB; replaces the previous one): a = certificadoId, b = usuarioId (the caller, or anyone for 'Certificados' holders), c = Curso or Formacao, d = the course or trail id. Issues the certificate when it may be (as Imprimir; 409 'certificados.notAvailable' otherwise).`,
        response: { 200: shareResponseSchema },
      },
    },
    async (req) =>
      service.share(ctxOf(req), { certificadoId: req.params.a, usuarioId: req.params.b, tipo: req.params.c, contentId: req.params.d }, (await readCertificateMultipart(req)).file),
  );
};
