import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { messages, type BasicOption, type MessageKey, type Paged } from '@plataforma/shared';
import { isoDateIn } from '@plataforma/shared/accounts';
import {
  CERTIFICATES_PERMISSION,
  certificateFormSchema,
  maskCpf,
  normaliseCredential,
  type Certificate,
  type CertificateFile,
  type CertificatePrint,
  type CertificateRow,
  type CertificateType,
  type CertificateValidation,
  type ListCertificatesQuery,
  type MyCertificate,
  type ShareResponse,
} from '@plataforma/shared/certificates';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Executor, Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pagedReply, pageWindow } from '../../core/paging';
import { tenantKey, type StorageRead } from '../../core/storage';
import { certificateFileAddresses, certificateFileUrl, publicCertificateUrl, shareImageUrl } from './certificates.access';
import { issuableTemplate, issueCertificate } from './certificates.issue';
import * as repo from './certificates.repository';
import { checkImage, SHARE_IMAGE_TYPES, TEMPLATE_IMAGE_TYPES, type CertificateMultipart, type ReceivedFile } from './certificates.upload';

const isMessageKey = (value: string | undefined): value is MessageKey => !!value && Object.hasOwn(messages, value);

/** The template form checked by the shared schema; the first issue becomes a 400 naming its field. */
const parseForm = (form: CertificateMultipart) => {
  if (form.truncatedFields.length > 0) {
    const field = form.truncatedFields[0];
    throw new AppError(field === 'jsonCertificado' ? 'certificados.invalidStructure' : 'errors.invalidRequest', 400, {}, { field });
  }
  const parsed = certificateFormSchema.safeParse(form.fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join('.') || undefined;
  if (isMessageKey(issue.message)) throw new AppError(issue.message, 400, {}, { field });
  if (issue.code === 'too_big') throw new AppError('validation.maxChars', 400, { max: Number(issue.maximum) }, { field });
  if (issue.code === 'invalid_type' && form.fields[field ?? ''] === undefined) throw new AppError('validation.required', 400, {}, { field });
  throw new AppError('errors.invalidRequest', 400, {}, { field });
};

const isManager = (ctx: RequestContext) => hasPermission(ctx.permissions, CERTIFICATES_PERMISSION);

export type CertificatesService = ReturnType<typeof createCertificatesService>;

/**
 * Certificates (2-learner §7; 3-admin §3, §5, §7; docs/certificates.md): templates managed by 'Certificados'
 * holders, issued once per person and course or trail on approval (certificates.issue.ts), printed by their owner
 * (or a 'Certificados' holder), validated and shown publicly by their credential.
 */
export const createCertificatesService = ({ database, storage, config, log }: Pick<Deps, 'database' | 'storage' | 'config' | 'log'>) => {
  const addresses = certificateFileAddresses(config);

  /** Stored files no longer referenced; a failure is logged, never the caller's. */
  const discard = async (key: string | null | undefined) => {
    if (!key) return;
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'certificate file not removed'));
  };

  const fileReply = (row: repo.FileRow): CertificateFile => ({
    alias: row.alias,
    url: certificateFileUrl(row.certificadoId, row.alias, addresses.token(row.tenantId, row.certificadoId, [row.alias, row.chave])),
    mime: row.tipoMime,
    size: row.tamanho,
  });

  const found = async (tx: Executor, tenantId: string, id: string) => {
    const row = await repo.findTemplate(tx, tenantId, id);
    if (!row) throw new AppError('certificados.notFound', 404);
    return row;
  };

  const templateReply = async (tx: Executor, tenantId: string, row: repo.TemplateRow): Promise<Certificate> => {
    const [files, linked, emitidos] = [await repo.listFiles(tx, tenantId, row.id), await repo.linkedContent(tx, tenantId, row.id), await repo.countIssuedOf(tx, tenantId, row.id)];
    return {
      id: row.id,
      nome: row.nome,
      tipo: row.tipo,
      active: row.ativo,
      imprimeVerso: row.imprimeVerso,
      jsonCertificado: row.jsonCertificado,
      arquivos: files.map(fileReply),
      cursos: linked.cursos,
      formacoes: linked.formacoes,
      emitidos,
      createdAt: row.criadoEm.toISOString(),
      updatedAt: row.atualizadoEm.toISOString(),
    };
  };

  // ---------------------------------------------------------------- templates

  /** GET Certificado: a page of the tenant's templates. */
  const list = (ctx: RequestContext, q: ListCertificatesQuery): Promise<Paged<CertificateRow>> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countTemplates(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listTemplates(tx, ctx.tenantId, q, offset, limit);
      const data = rows.map((r) => ({
        id: r.id,
        nome: r.nome,
        tipo: r.tipo,
        active: r.ativo,
        imprimeVerso: r.imprimeVerso,
        vinculos: Number(r.vinculos),
        emitidos: Number(r.emitidos),
        createdAt: r.criadoEm.toISOString(),
      }));
      return pagedReply(data, page, q.pageSize, total);
    });

  /** GET Certificado/basic?tipo=: the active templates of a type (the course and trail wizards' select). */
  const basic = (ctx: RequestContext, tipo: CertificateType): Promise<BasicOption[]> => database.inTenant(ctx.tenantId, (tx) => repo.activeTemplates(tx, ctx.tenantId, tipo));

  const get = (ctx: RequestContext, id: string): Promise<Certificate> =>
    database.inTenant(ctx.tenantId, async (tx) => templateReply(tx, ctx.tenantId, await found(tx, ctx.tenantId, id)));

  const values = (form: ReturnType<typeof parseForm>): repo.TemplateValues => ({
    nome: form.nome,
    tipo: form.tipo,
    ativo: form.active,
    imprimeVerso: form.imprimeVerso,
    jsonCertificado: JSON.stringify(form.jsonCertificado),
  });

  /** POST Certificado: a new template (a legacy layout is stored converted to version 2). */
  const create = async (ctx: RequestContext, form: CertificateMultipart): Promise<Certificate> => {
    const v = values(parseForm(form));
    return database.inTenant(ctx.tenantId, async (tx) => {
      const id = await repo.insertTemplate(tx, ctx.tenantId, v);
      return templateReply(tx, ctx.tenantId, await found(tx, ctx.tenantId, id));
    });
  };

  /**
   * PUT Certificado/{id}: replaces the fields. A template that a course or trail gives cannot be deactivated nor
   * change type (409, nothing changes).
   */
  const update = async (ctx: RequestContext, id: string, form: CertificateMultipart): Promise<Certificate> => {
    const v = values(parseForm(form));
    return database.inTenant(ctx.tenantId, async (tx) => {
      const current = await repo.findTemplateForUpdate(tx, ctx.tenantId, id);
      if (!current) throw new AppError('certificados.notFound', 404);
      const linked = await repo.linkedContent(tx, ctx.tenantId, id);
      const isLinked = linked.cursos.length + linked.formacoes.length > 0;
      if (isLinked && !v.ativo) throw new AppError('certificados.linkedCannotDeactivate', 409, {}, { field: 'active' });
      if (isLinked && v.tipo !== current.tipo) throw new AppError('certificados.linkedTypeChange', 409, {}, { field: 'tipo' });
      await repo.updateTemplate(tx, ctx.tenantId, id, v);
      return templateReply(tx, ctx.tenantId, await found(tx, ctx.tenantId, id));
    });
  };

  /** POST Certificado/FileUpload/{certificateId}/{alias}: stores a PNG, JPEG or WebP image under the alias (replacing). */
  const uploadFile = async (ctx: RequestContext, certificadoId: string, alias: string, file: ReceivedFile | null): Promise<CertificateFile> => {
    await database.inTenant(ctx.tenantId, (tx) => found(tx, ctx.tenantId, certificadoId));
    const image = await checkImage(file, TEMPLATE_IMAGE_TYPES);
    const key = tenantKey(ctx.tenantId, 'certificado', certificadoId, `${alias}-${randomUUID().slice(0, 8)}.${image.ext}`);
    const stored = await storage.put(key, Readable.from([image.bytes]), { contentType: image.mime });
    try {
      const { reply, replaced } = await database.inTenant(ctx.tenantId, async (tx) => {
        await found(tx, ctx.tenantId, certificadoId);
        const previous = await repo.findFile(tx, ctx.tenantId, certificadoId, alias);
        await repo.upsertFile(tx, { tenantId: ctx.tenantId, certificadoId, alias, chave: key, tipoMime: image.mime, tamanho: stored.size });
        const row = await repo.findFile(tx, ctx.tenantId, certificadoId, alias);
        return { reply: fileReply(row!), replaced: previous?.chave ?? null };
      });
      if (replaced !== key) await discard(replaced);
      return reply;
    } catch (error) {
      await discard(key);
      throw error;
    }
  };

  /** GET Certificado/{id}/arquivo/{alias}/{token}: 404 unless the token opens this alias's current file. */
  const serveFile = async (certificadoId: string, alias: string, token: string, now = Date.now()): Promise<{ mime: string; read: StorageRead }> => {
    const claims = addresses.read(token);
    if (!claims || addresses.expired(claims, now)) throw new AppError('certificados.notFound', 404);
    const row = await database.inTenant(claims.tenantId, (tx) => repo.findFile(tx, claims.tenantId, certificadoId, alias));
    if (!row || !addresses.matches(claims, certificadoId, [alias, row.chave])) throw new AppError('certificados.notFound', 404);
    const read = await storage.get(row.chave);
    if (!read) throw new AppError('certificados.notFound', 404);
    return { mime: row.tipoMime, read };
  };

  // ---------------------------------------------------------------- issued certificates

  type Person = NonNullable<Awaited<ReturnType<typeof repo.findPerson>>>;
  type Known = { template?: repo.TemplateRow; person?: Person };
  /** The print reply of an issued certificate; `known` saves reading again the template and person just read. */
  const printReply = async (tx: Executor, issued: repo.IssuedRow, maskedCpf: boolean, known: Known = {}): Promise<CertificatePrint> => {
    const template = known.template?.id === issued.certificadoId ? known.template : await found(tx, issued.tenantId, issued.certificadoId);
    const files = await repo.listFiles(tx, issued.tenantId, template.id);
    const person = known.person ?? (await repo.findPerson(tx, issued.tenantId, issued.usuarioId));
    return {
      id: issued.id,
      certificadoId: issued.certificadoId,
      tipo: issued.tipo,
      cursoId: issued.cursoId,
      formacaoId: issued.formacaoId,
      usuarioId: issued.usuarioId,
      jsonCertificado: template.jsonCertificado,
      arquivos: files.map(fileReply),
      title: issued.dados.title,
      dataEmissao: isoDateIn(issued.emitidoEm),
      nomeUsuario: person?.nome ?? '',
      cpf: maskedCpf ? maskCpf(person?.cpf ?? null) : (person?.cpf ?? null),
      cargo: person?.cargo ?? null,
      cargaHoraria: issued.dados.cargaHoraria,
      dataInscricao: issued.dados.dataInscricao,
      credential: issued.credencial,
      url: publicCertificateUrl(config.publicUrl, issued.credencial),
      course: issued.dados.course,
      trail: issued.dados.trail,
      empresa: person?.empresa ?? null,
      imagemUrl: shareImageUrl(issued.credencial, issued.imagemChave),
    };
  };

  /**
   * A person's certificate for a content, issued now when it was not yet but may be: the enrolment approved, and the
   * content giving template `certificadoId`, active and of the content's type. 409 notAvailable otherwise; an unknown
   * template, content or person: 404.
   */
  const issuedFor = async (
    tx: Tx,
    tenantId: string,
    certificadoId: string,
    contentId: string,
    usuarioId: string,
    tipo?: CertificateType,
  ): Promise<{ issued: repo.IssuedRow; known: Known }> => {
    const asked = await found(tx, tenantId, certificadoId);
    const content = await repo.findAnyContent(tx, tenantId, contentId);
    if (!content || (tipo && content.tipo !== tipo)) throw new AppError('certificados.notFound', 404);
    const person = await repo.findPerson(tx, tenantId, usuarioId);
    if (!person) throw new AppError('certificados.notFound', 404);
    const known = { template: asked, person };
    const ref: repo.ContentRef = { tipo: content.tipo, id: content.id };
    const existing = await repo.findIssued(tx, tenantId, usuarioId, ref);
    if (existing) return { issued: existing, known };
    const enrolment = await repo.findEnrolment(tx, tenantId, usuarioId, ref);
    const template = content.certificadoId === certificadoId ? await issuableTemplate(tx, tenantId, ref, content.certificadoId) : null;
    if (!enrolment || enrolment.status !== 'approved' || !template) throw new AppError('certificados.notAvailable', 409);
    const issued = await issueCertificate(tx, {
      tenantId,
      usuarioId,
      ref,
      certificadoId: template,
      inscricaoId: enrolment.id,
      dataInscricao: enrolment.dataInscricao,
      concluidoEm: enrolment.concluidoEm ?? new Date(),
      content,
    });
    return { issued, known };
  };

  /** The caller themself, or anyone of the tenant for 'Certificados' holders (403 otherwise). */
  const checkPerson = (ctx: RequestContext, usuarioId: string) => {
    if (usuarioId !== ctx.userId && !isManager(ctx)) throw new AppError('auth.forbidden', 403);
  };

  /** GET Certificado/Imprimir/{a}/{b}[/{c}]: what prints the certificate (issued now when it may be). */
  const print = (ctx: RequestContext, certificadoId: string, contentId: string, usuarioId: string = ctx.userId): Promise<CertificatePrint> => {
    checkPerson(ctx, usuarioId);
    return database.inTenant(ctx.tenantId, async (tx) => {
      const { issued, known } = await issuedFor(tx, ctx.tenantId, certificadoId, contentId, usuarioId);
      return printReply(tx, issued, false, known);
    });
  };

  /** An issued certificate by its credential, read in its own tenant; 404 credentialNotFound when unknown. */
  const byCredential = async <T>(credential: string, fn: (tx: Tx, issued: repo.IssuedRow) => Promise<T>): Promise<T> => {
    const code = normaliseCredential(credential);
    const where = await database.publicLookup((tx) => repo.findCredentialTenant(tx, code));
    if (!where) throw new AppError('certificados.credentialNotFound', 404);
    return database.inTenant(where.tenantId, async (tx) => {
      const issued = await repo.findIssuedByCredential(tx, where.tenantId, code);
      if (!issued) throw new AppError('certificados.credentialNotFound', 404);
      return fn(tx, issued);
    });
  };

  /** GET Certificado/validate/{credential}/credential (public). */
  const validate = (credential: string): Promise<CertificateValidation> =>
    byCredential(credential, async (tx, issued) => {
      const person = await repo.findPerson(tx, issued.tenantId, issued.usuarioId);
      return {
        valido: true as const,
        credencial: issued.credencial,
        nomeUsuario: person?.nome ?? '',
        titulo: issued.dados.title,
        tipo: issued.tipo,
        cargaHoraria: issued.dados.cargaHoraria,
        dataConclusao: isoDateIn(issued.concluidoEm),
        dataEmissao: isoDateIn(issued.emitidoEm),
        empresa: person?.empresa ?? null,
        url: publicCertificateUrl(config.publicUrl, issued.credencial),
      };
    });

  /** GET certificadousuario/{credential}/public (public): the print data with the CPF masked. */
  const publicPrint = (credential: string): Promise<CertificatePrint> => byCredential(credential, (tx, issued) => printReply(tx, issued, true));

  /** GET certificadousuario/{credential}/public/imagem (public): the share image. */
  const shareImage = async (credential: string): Promise<{ mime: string; read: StorageRead }> => {
    const issued = await byCredential(credential, async (_tx, row) => row);
    if (!issued.imagemChave) throw new AppError('certificados.notFound', 404);
    const read = await storage.get(issued.imagemChave);
    if (!read) throw new AppError('certificados.notFound', 404);
    return { mime: issued.imagemTipo ?? 'application/octet-stream', read };
  };

  /**
   * POST certificadoUsuario/{a}/usuario/{b}/tipo/{c}/{d}: issues the certificate when it may be (as Imprimir), stores
   * the image the browser made of it for sharing (replacing the previous one) and answers the credential.
   */
  const share = async (
    ctx: RequestContext,
    p: { certificadoId: string; usuarioId: string; tipo: CertificateType; contentId: string },
    file: ReceivedFile | null,
  ): Promise<ShareResponse> => {
    checkPerson(ctx, p.usuarioId);
    const image = await checkImage(file, SHARE_IMAGE_TYPES);
    const { issued } = await database.inTenant(ctx.tenantId, (tx) => issuedFor(tx, ctx.tenantId, p.certificadoId, p.contentId, p.usuarioId, p.tipo));
    const key = tenantKey(ctx.tenantId, 'certificado-usuario', issued.id, `${randomUUID().slice(0, 8)}.${image.ext}`);
    await storage.put(key, Readable.from([image.bytes]), { contentType: image.mime });
    try {
      const replaced = await database.inTenant(ctx.tenantId, async (tx) => {
        const row = await repo.findIssuedById(tx, ctx.tenantId, issued.id);
        if (!row) throw new AppError('certificados.notFound', 404);
        await repo.setShareImage(tx, ctx.tenantId, issued.id, key, image.mime);
        return row.imagemChave;
      });
      await discard(replaced);
    } catch (error) {
      await discard(key);
      throw error;
    }
    return { credencial: issued.credencial, url: publicCertificateUrl(config.publicUrl, issued.credencial), imagemUrl: shareImageUrl(issued.credencial, key) };
  };

  /** GET certificadousuario: the caller's certificates, newest first. */
  const mine = (ctx: RequestContext): Promise<MyCertificate[]> =>
    database.inTenant(ctx.tenantId, async (tx) =>
      (await repo.listIssuedOf(tx, ctx.tenantId, ctx.userId)).map((r) => ({
        id: r.id,
        certificadoId: r.certificadoId,
        tipo: r.tipo,
        cursoId: r.cursoId,
        formacaoId: r.formacaoId,
        title: r.dados.title,
        cargaHoraria: r.dados.cargaHoraria,
        dataEmissao: isoDateIn(r.emitidoEm),
        credential: r.credencial,
        url: publicCertificateUrl(config.publicUrl, r.credencial),
      })),
    );

  return { list, basic, get, create, update, uploadFile, serveFile, print, validate, publicPrint, shareImage, share, mine };
};
