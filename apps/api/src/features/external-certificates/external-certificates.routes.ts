import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uuidParam } from '@plataforma/shared';
import {
  deleteExternalCertificateResponseSchema,
  EXTERNAL_CERTIFICATE_FILE_MAX_MB,
  EXTERNAL_CERTIFICATES_MANAGE_PERMISSION,
  EXTERNAL_CERTIFICATES_PERMISSION,
  externalCertificateSchema,
  listExternalCertificatesAdminRequestSchema,
  listExternalCertificatesAdminResponseSchema,
  listExternalCertificatesRequestSchema,
  listExternalCertificatesResponseSchema,
  reviewExternalCertificateRequestSchema,
} from '@plataforma/shared/external-certificates';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { rangeOf, sendStored } from '../content';
import { createExternalCertificatesService } from './external-certificates.service';
import { readCertificateForm } from './external-certificates.upload';

const tags = ['CertificadoExterno'];
const binary = z.any().describe('the certificate file (binary)');
const manage = { permission: EXTERNAL_CERTIFICATES_MANAGE_PERMISSION } as const;
const own = { permission: EXTERNAL_CERTIFICATES_PERMISSION } as const;
const formDescription = (update: boolean) =>
  [
    'multipart/form-data: name, type (extension, vocational, academic, specialization, other), otherTypeDescription (required for other),',
    'institution, workload (whole hours, at least 1), initDate and endDate (yyyy-MM-dd; initDate <= endDate; endDate not after today),',
    'credentialUrl (optional, http or https), credentialCode (optional)',
    `and the file (field file): png, jpg or pdf by content, up to ${EXTERNAL_CERTIFICATE_FILE_MAX_MB} MB (415 another type, 413 larger).`,
    update
      ? "Without a file the current one is kept. Only the owner, while pending or denied (409 once approved); the request goes back to pending and loses the previous answer (a denied one is resent)."
      : 'The request starts pending.',
  ].join(' ');

/**
 * External certificates (2-learner §7 'External certificates'; 3-admin §7 'External certificate'): a learner's requests
 * ('Certificados Externos') and their approval ('Gerir Certificados Externos').
 */
export const externalCertificatesRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createExternalCertificatesService(deps);

  app.get(
    '/api/v1/CertificadoExterno',
    {
      schema: {
        tags,
        querystring: listExternalCertificatesRequestSchema,
        description:
          "The caller's requests ('Certificados Externos'), newest first; usuarioId, when it is not the caller, needs 'Gerir Certificados Externos' (403 otherwise). Filters status and search (certificate name or institution).",
        response: { 200: listExternalCertificatesResponseSchema },
      },
    },
    (req) => service.list(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/CertificadoExterno/admin',
    {
      config: manage,
      schema: {
        tags,
        querystring: listExternalCertificatesAdminRequestSchema,
        description:
          "Every request of the tenant, newest first, with the person's name and e-mail. Filters status, type, search (person's name or e-mail, certificate name, institution) and createdAtFrom (inclusive) / createdAtTo (exclusive).",
        response: { 200: listExternalCertificatesAdminResponseSchema },
      },
    },
    (req) => service.listAdmin(ctxOf(req), req.query),
  );
  app.post(
    '/api/v1/CertificadoExterno',
    { config: own, schema: { tags, consumes: ['multipart/form-data'], description: formDescription(false), response: { 201: externalCertificateSchema } } },
    async (req, reply) => reply.status(201).send(await service.create(ctxOf(req), await readCertificateForm(req))),
  );
  app.put(
    '/api/v1/CertificadoExterno/AprovarCertificadoExterno/:id',
    {
      config: manage,
      schema: {
        tags,
        params: uuidParam,
        body: reviewExternalCertificateRequestSchema,
        description:
          'Answers a pending request (409 otherwise): aprovado true approves; false denies and needs tipoJustificativa (1 IncompativelComFuncao, 2 CertificadoInvalido, 3 CertificadoIlegivel, 4 Outro, which needs descricaoJustificativa). Records who and when; the person is told by e-mail.',
        response: { 200: externalCertificateSchema },
      },
    },
    (req) => service.review(ctxOf(req), req.params.id, req.body),
  );
  app.put(
    '/api/v1/CertificadoExterno/:id',
    { config: own, schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: formDescription(true), response: { 200: externalCertificateSchema } } },
    async (req) => service.update(ctxOf(req), req.params.id, await readCertificateForm(req)),
  );
  app.delete(
    '/api/v1/CertificadoExterno/:id',
    {
      config: own,
      schema: { tags, params: uuidParam, description: "Deletes one of the caller's requests while pending or denied (409 once approved) and its file.", response: { 200: deleteExternalCertificateResponseSchema } },
    },
    (req) => service.remove(ctxOf(req), req.params.id),
  );
  app.get(
    '/api/v1/CertificadoExterno/:id/arquivo',
    {
      schema: {
        tags,
        params: uuidParam,
        description: "The certificate file, inline with byte ranges: for its owner and 'Gerir Certificados Externos' holders; anyone else (or another tenant) gets 404.",
        response: { 200: binary, 206: binary },
      },
    },
    async (req, reply) => {
      const asked = rangeOf(req.headers.range);
      const { name, mime, read } = await service.file(ctxOf(req), req.params.id, asked);
      return sendStored(reply, read, mime, attachment(name).replace(/^attachment/, 'inline'), asked);
    },
  );
};
