import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { isLanguage, messages, type MessageKey, type Paged } from '@plataforma/shared';
import {
  canChangeExternalCertificate,
  canReviewExternalCertificate,
  EXTERNAL_CERTIFICATES_LEARNER_PATH,
  EXTERNAL_CERTIFICATES_MANAGE_PERMISSION,
  EXTERNAL_CERTIFICATES_PERMISSION,
  externalCertificateFieldsSchema,
  type ExternalCertificate,
  type ExternalCertificateFieldsParsed,
  type listExternalCertificatesAdminRequestSchema,
  type listExternalCertificatesRequestSchema,
  type reviewExternalCertificateRequestSchema,
} from '@plataforma/shared/external-certificates';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { MAIL_QUEUE } from '../../core/mail';
import { pagedReply, pageWindow } from '../../core/paging';
import { tenantKey, type ByteRange, type StorageRead } from '../../core/storage';
import * as repo from './external-certificates.repository';
import { reviewedMail } from './external-certificates.mail';
import { checkCertificateFile, type CertificateFile, type CertificateForm } from './external-certificates.upload';
import { emitExternalCertificateAnswered } from './external-certificate-events';

type ListQuery = z.output<typeof listExternalCertificatesRequestSchema>;
type AdminListQuery = z.output<typeof listExternalCertificatesAdminRequestSchema>;
type ReviewInput = z.output<typeof reviewExternalCertificateRequestSchema>;

/** The address the file is served at (owner and managers; the replies' certificateUrl). */
export const certificateFileUrl = (id: string) => `/api/v1/CertificadoExterno/${id}/arquivo`;

const isManager = (ctx: RequestContext) => hasPermission(ctx.permissions, EXTERNAL_CERTIFICATES_MANAGE_PERMISSION);

const isMessageKey = (value: string | undefined): value is MessageKey => !!value && Object.hasOwn(messages, value);

/** The form's fields checked by the shared schema; the first issue becomes a 400 naming its field. */
const parseFields = (fields: Record<string, string>): ExternalCertificateFieldsParsed => {
  const parsed = externalCertificateFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join('.') || undefined;
  if (isMessageKey(issue.message)) throw new AppError(issue.message, 400, {}, { field });
  if (issue.code === 'too_big') throw new AppError('validation.maxChars', 400, { max: Number(issue.maximum) }, { field });
  throw new AppError('validation.required', 400, {}, { field });
};

const toReply = (row: repo.CertificateRow): ExternalCertificate => ({
  id: row.id,
  userId: row.usuarioId,
  userName: row.userName,
  userEmail: row.userEmail,
  name: row.nome,
  type: row.tipo,
  otherTypeDescription: row.descricaoOutroTipo,
  institution: row.instituicao,
  workload: row.cargaHoraria,
  initDate: row.dataInicio,
  endDate: row.dataFim,
  certificateUrl: certificateFileUrl(row.id),
  certificateFileName: row.arquivoNome,
  certificateMime: row.arquivoTipo,
  credentialUrl: row.urlCredencial,
  credentialCode: row.codigoCredencial,
  status: row.status,
  tipoJustificativa: row.tipoJustificativa,
  descricaoJustificativa: row.descricaoJustificativa,
  reviewedBy: row.reviewerName,
  reviewedAt: row.avaliadoEm ? row.avaliadoEm.toISOString() : null,
  createdAt: row.criadoEm.toISOString(),
  updatedAt: row.atualizadoEm.toISOString(),
});

export type ExternalCertificatesService = ReturnType<typeof createExternalCertificatesService>;

/**
 * External certificates (2-learner §3, §4, §5; 3-admin §3, §4, §5; docs/external-certificates.md). A person with
 * 'Certificados Externos' sends, edits (while pending or denied; an edit of a denied one resends it) and deletes their
 * own requests; 'Gerir Certificados Externos' holders list every request of the tenant, read anyone's and answer the
 * pending ones. The person is told the answer by e-mail, in their language.
 */
export const createExternalCertificatesService = ({ database, storage, jobs, config, log }: Pick<Deps, 'database' | 'storage' | 'jobs' | 'config' | 'log'>) => {
  const found = async (tx: Tx, ctx: RequestContext, id: string) => {
    const row = await repo.findCertificate(tx, ctx.tenantId, id);
    if (!row) throw new AppError('certificadoExterno.notFound', 404);
    return row;
  };

  /** The caller's own request; another person's is not found (a manager, who can read it, is refused instead). */
  const own = async (tx: Tx, ctx: RequestContext, id: string) => {
    const row = await found(tx, ctx, id);
    if (row.usuarioId !== ctx.userId) throw isManager(ctx) ? new AppError('auth.forbidden', 403) : new AppError('certificadoExterno.notFound', 404);
    return row;
  };

  /** Stored files no longer referenced; a failure is logged, never the caller's. */
  const discard = async (key: string | null | undefined) => {
    if (!key) return;
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'external certificate file not removed'));
  };

  const store = async (tenantId: string, id: string, file: CertificateFile) => {
    const key = tenantKey(tenantId, 'certificado-externo', id, `${randomUUID().slice(0, 8)}.${file.ext}`);
    const stored = await storage.put(key, Readable.from([file.bytes]), { contentType: file.mime });
    return { arquivoChave: key, arquivoNome: file.name, arquivoTipo: file.mime, arquivoTamanho: stored.size };
  };

  const values = (f: ExternalCertificateFieldsParsed) => ({
    nome: f.name,
    tipo: f.type,
    descricaoOutroTipo: f.otherTypeDescription,
    instituicao: f.institution,
    cargaHoraria: f.workload,
    dataInicio: f.initDate,
    dataFim: f.endDate,
    urlCredencial: f.credentialUrl,
    codigoCredencial: f.credentialCode,
  });

  const page = (ctx: RequestContext, filters: repo.CertificateFilters, q: { pageNumber: number; pageSize: number }): Promise<Paged<ExternalCertificate>> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countCertificates(tx, ctx.tenantId, filters);
      const { page: number, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listCertificates(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(rows.map(toReply), number, q.pageSize, total);
    });

  /** GET CertificadoExterno?usuarioId=: the caller's own requests; another person's only for managers (403 otherwise). */
  const list = (ctx: RequestContext, q: ListQuery) => {
    const usuarioId = q.usuarioId ?? ctx.userId;
    const other = usuarioId !== ctx.userId;
    if (other && !isManager(ctx)) throw new AppError('certificadoExterno.otherUser', 403);
    if (!other && !hasPermission(ctx.permissions, EXTERNAL_CERTIFICATES_PERMISSION) && !isManager(ctx)) throw new AppError('auth.forbidden', 403);
    return page(ctx, { usuarioId, status: q.status, search: q.search || undefined }, q);
  };

  /** GET CertificadoExterno/admin: every request of the tenant (the route needs 'Gerir Certificados Externos'). */
  const listAdmin = (ctx: RequestContext, q: AdminListQuery) =>
    page(ctx, { status: q.status, type: q.type, search: q.search || undefined, searchPerson: true, createdAtFrom: q.createdAtFrom, createdAtTo: q.createdAtTo }, q);

  const create = async (ctx: RequestContext, form: CertificateForm): Promise<ExternalCertificate> => {
    const fields = parseFields(form.fields);
    const file = await checkCertificateFile(form.file);
    // In client mode the acting account lives in another tenant: it has no requests here.
    if (!(await database.inTenant(ctx.tenantId, (tx) => repo.userExists(tx, ctx.tenantId, ctx.userId)))) throw new AppError('auth.forbidden', 403);
    const id = randomUUID();
    const stored = await store(ctx.tenantId, id, file);
    try {
      return await database.inTenant(ctx.tenantId, async (tx) => {
        await repo.insertCertificate(tx, ctx.tenantId, ctx.userId, id, { ...values(fields), ...stored });
        return toReply(await found(tx, ctx, id));
      });
    } catch (error) {
      await discard(stored.arquivoChave);
      throw error;
    }
  };

  /** The owner's edit while pending or denied (409 once approved); without a file the current one is kept. */
  const update = async (ctx: RequestContext, id: string, form: CertificateForm): Promise<ExternalCertificate> => {
    const current = await database.inTenant(ctx.tenantId, (tx) => own(tx, ctx, id));
    if (!canChangeExternalCertificate(current.status)) throw new AppError('certificadoExterno.notEditable', 409);
    const fields = parseFields(form.fields);
    const file = form.file ? await checkCertificateFile(form.file) : null;
    const stored = file ? await store(ctx.tenantId, id, file) : null;
    try {
      const { reply, replaced } = await database.inTenant(ctx.tenantId, async (tx) => {
        const row = await own(tx, ctx, id);
        if (!canChangeExternalCertificate(row.status)) throw new AppError('certificadoExterno.notEditable', 409);
        const kept = { arquivoChave: row.arquivoChave, arquivoNome: row.arquivoNome, arquivoTipo: row.arquivoTipo, arquivoTamanho: row.arquivoTamanho };
        await repo.updateCertificate(tx, ctx.tenantId, id, { ...values(fields), ...(stored ?? kept) });
        return { reply: toReply(await found(tx, ctx, id)), replaced: stored ? row.arquivoChave : null };
      });
      await discard(replaced);
      return reply;
    } catch (error) {
      await discard(stored?.arquivoChave);
      throw error;
    }
  };

  /** The owner deletes a pending or denied request (409 once approved) and its file. */
  const remove = async (ctx: RequestContext, id: string) => {
    const row = await database.inTenant(ctx.tenantId, async (tx) => {
      const current = await own(tx, ctx, id);
      if (!canChangeExternalCertificate(current.status) || !(await repo.deleteCertificate(tx, ctx.tenantId, id)))
        throw new AppError('certificadoExterno.notDeletable', 409);
      return current;
    });
    await discard(row.arquivoChave);
    return { success: true as const };
  };

  /**
   * PUT AprovarCertificadoExterno/{id}: approves, or denies with a justification (checked by the request schema), a
   * pending request (409 otherwise), recording who and when; the person is told by e-mail after the commit.
   */
  const review = async (ctx: RequestContext, id: string, input: ReviewInput): Promise<ExternalCertificate> => {
    if (input.id && input.id !== id) throw new AppError('errors.invalidRequest', 400, {}, { field: 'id' });
    const row = await database.inTenant(ctx.tenantId, async (tx) => {
      const current = await found(tx, ctx, id);
      const answered =
        canReviewExternalCertificate(current.status) &&
        (await repo.reviewCertificate(tx, ctx.tenantId, id, {
          status: input.aprovado ? 'approved' : 'denied',
          tipoJustificativa: input.tipoJustificativa,
          descricaoJustificativa: input.descricaoJustificativa,
          avaliadoPorId: ctx.userId,
        }));
      if (!answered) throw new AppError('certificadoExterno.notPending', 409);
      const reviewed = await found(tx, ctx, id);
      await emitExternalCertificateAnswered(tx, {
        tenantId: ctx.tenantId,
        usuarioId: reviewed.usuarioId,
        certificadoExternoId: reviewed.id,
        nome: reviewed.nome,
        aprovado: reviewed.status === 'approved',
        respondidoEm: new Date(),
      });
      return reviewed;
    });
    const message = reviewedMail({
      to: row.userEmail,
      person: row.userName,
      name: row.nome,
      approved: row.status === 'approved',
      tipoJustificativa: row.tipoJustificativa,
      descricaoJustificativa: row.descricaoJustificativa,
      link: `${config.publicUrl}${EXTERNAL_CERTIFICATES_LEARNER_PATH}`,
      lang: isLanguage(row.userLanguage) ? row.userLanguage : 'pt',
    });
    await jobs.send(MAIL_QUEUE, message).catch((err: unknown) => log.error({ err, to: row.userEmail }, 'external certificate e-mail not queued'));
    return toReply(row);
  };

  /** The file, for its owner and managers; 404 for anyone else. */
  const file = async (ctx: RequestContext, id: string, range: ByteRange | undefined): Promise<{ name: string; mime: string; read: StorageRead }> => {
    const row = await database.inTenant(ctx.tenantId, (tx) => found(tx, ctx, id));
    if (row.usuarioId !== ctx.userId && !isManager(ctx)) throw new AppError('certificadoExterno.notFound', 404);
    const read = await storage.get(row.arquivoChave, range);
    if (!read) throw new AppError('certificadoExterno.notFound', 404);
    return { name: row.arquivoNome, mime: row.arquivoTipo, read };
  };

  return { list, listAdmin, create, update, remove, review, file };
};
