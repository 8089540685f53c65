import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CertificateContentEntryReply, CertificateType, ListCertificatesQuery } from '@plataforma/shared/certificates';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import {
  avaliacao,
  cargo,
  certificado,
  certificadoArquivo,
  certificadoUsuario,
  contrato,
  curso,
  cursoItem,
  empresa,
  formacao,
  formacaoEtapa,
  formacaoEtapaItem,
  identidade,
  inscricao,
  midia,
  tenant,
  usuario,
  type CertificadoUsuarioDados,
} from '../../db/schema';

const c = certificado;
const cu = certificadoUsuario;

export type TemplateRow = typeof certificado.$inferSelect;
export type FileRow = typeof certificadoArquivo.$inferSelect;
export type IssuedRow = typeof certificadoUsuario.$inferSelect;

/** A course or a trail. */
export type ContentRef = { tipo: CertificateType; id: string };

// ---------------------------------------------------------------- templates

// Correlated counts: a single-table select leaves its columns unqualified, so the outer row is named here.
const linkedCount = sql<number>`(
  (select count(*) from curso x where x.tenant_id = certificado.tenant_id and x.certificado_id = certificado.id)
  + (select count(*) from formacao x where x.tenant_id = certificado.tenant_id and x.certificado_id = certificado.id)
)::int`;
const issuedCount = sql<number>`(select count(*) from certificado_usuario x where x.tenant_id = certificado.tenant_id and x.certificado_id = certificado.id)::int`;

const listWhere = (tenantId: string, f: ListCertificatesQuery): SQL =>
  and(
    eq(c.tenantId, tenantId),
    f.search ? ilike(c.nome, containsPattern(f.search)) : undefined,
    f.tipo ? eq(c.tipo, f.tipo) : undefined,
    f.active === undefined ? undefined : eq(c.ativo, f.active),
  )!;

export const countTemplates = async (ex: Executor, tenantId: string, f: ListCertificatesQuery): Promise<number> =>
  (await ex.select({ total: count() }).from(c).where(listWhere(tenantId, f)))[0].total;

/** A page of templates with how many courses or trails give each and how many were issued. */
export const listTemplates = (ex: Executor, tenantId: string, f: ListCertificatesQuery, offset: number, limit: number) => {
  const sort = { nome: orderOf(c.nome, f.orderDirection, true), tipo: orderOf(c.tipo, f.orderDirection), createdAt: orderOf(c.criadoEm, f.orderDirection) }[f.orderBy];
  return ex
    .select({ id: c.id, nome: c.nome, tipo: c.tipo, ativo: c.ativo, imprimeVerso: c.imprimeVerso, criadoEm: c.criadoEm, vinculos: linkedCount, emitidos: issuedCount })
    .from(c)
    .where(listWhere(tenantId, f))
    .orderBy(sort, asc(c.id))
    .offset(offset)
    .limit(limit);
};

export const findTemplate = async (ex: Executor, tenantId: string, id: string): Promise<TemplateRow | null> =>
  (await ex.select().from(c).where(and(eq(c.tenantId, tenantId), eq(c.id, id))).limit(1))[0] ?? null;

/** The row, locked until the transaction ends (edits and deactivation checks see the links as they are). */
export const findTemplateForUpdate = async (ex: Executor, tenantId: string, id: string): Promise<TemplateRow | null> =>
  (await ex.select().from(c).where(and(eq(c.tenantId, tenantId), eq(c.id, id))).for('update').limit(1))[0] ?? null;

export type TemplateValues = { nome: string; tipo: CertificateType; ativo: boolean; imprimeVerso: boolean; jsonCertificado: string };

export const insertTemplate = async (ex: Executor, tenantId: string, v: TemplateValues): Promise<string> =>
  (await ex.insert(c).values({ tenantId, ...v }).returning({ id: c.id }))[0].id;

export const updateTemplate = async (ex: Executor, tenantId: string, id: string, v: TemplateValues) => {
  await ex
    .update(c)
    .set({ ...v, atualizadoEm: new Date() })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
};

/** Active templates of a type, by name (the course and trail wizards' select). */
export const activeTemplates = (ex: Executor, tenantId: string, tipo: CertificateType) =>
  ex
    .select({ value: c.id, label: c.nome })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.tipo, tipo), eq(c.ativo, true)))
    .orderBy(sql`lower(${c.nome})`, asc(c.id));

/** The courses and the trails that give a template (locked: a course saved meanwhile waits). */
export const linkedContent = async (ex: Executor, tenantId: string, id: string) => {
  const cursos = await ex
    .select({ id: curso.id, titulo: curso.titulo, ativo: curso.ativo })
    .from(curso)
    .where(and(eq(curso.tenantId, tenantId), eq(curso.certificadoId, id)))
    .orderBy(sql`lower(${curso.titulo})`, asc(curso.id))
    .for('update');
  const formacoes = await ex
    .select({ id: formacao.id, titulo: formacao.titulo, ativo: formacao.ativo })
    .from(formacao)
    .where(and(eq(formacao.tenantId, tenantId), eq(formacao.certificadoId, id)))
    .orderBy(sql`lower(${formacao.titulo})`, asc(formacao.id))
    .for('update');
  return { cursos, formacoes };
};

export const countIssuedOf = async (ex: Executor, tenantId: string, id: string): Promise<number> =>
  (await ex.select({ total: count() }).from(cu).where(and(eq(cu.tenantId, tenantId), eq(cu.certificadoId, id))))[0].total;

// ---------------------------------------------------------------- files

export const listFiles = (ex: Executor, tenantId: string, certificadoId: string): Promise<FileRow[]> =>
  ex
    .select()
    .from(certificadoArquivo)
    .where(and(eq(certificadoArquivo.tenantId, tenantId), eq(certificadoArquivo.certificadoId, certificadoId)))
    .orderBy(asc(certificadoArquivo.alias));

export const findFile = async (ex: Executor, tenantId: string, certificadoId: string, alias: string): Promise<FileRow | null> =>
  (
    await ex
      .select()
      .from(certificadoArquivo)
      .where(and(eq(certificadoArquivo.tenantId, tenantId), eq(certificadoArquivo.certificadoId, certificadoId), eq(certificadoArquivo.alias, alias)))
      .for('update')
      .limit(1)
  )[0] ?? null;

/** Writes the file of an alias (replacing the row of a previous one). */
export const upsertFile = async (ex: Executor, v: { tenantId: string; certificadoId: string; alias: string; chave: string; tipoMime: string; tamanho: number }) => {
  await ex
    .insert(certificadoArquivo)
    .values(v)
    .onConflictDoUpdate({
      target: [certificadoArquivo.certificadoId, certificadoArquivo.alias],
      set: { chave: v.chave, tipoMime: v.tipoMime, tamanho: v.tamanho, criadoEm: new Date() },
    });
};

// ---------------------------------------------------------------- issued certificates

const contentWhere = (tenantId: string, usuarioId: string, ref: ContentRef) =>
  and(eq(cu.tenantId, tenantId), eq(cu.usuarioId, usuarioId), ref.tipo === 'Curso' ? eq(cu.cursoId, ref.id) : eq(cu.formacaoId, ref.id));

export const findIssued = async (ex: Executor, tenantId: string, usuarioId: string, ref: ContentRef): Promise<IssuedRow | null> =>
  (await ex.select().from(cu).where(contentWhere(tenantId, usuarioId, ref)).limit(1))[0] ?? null;

export const findIssuedById = async (ex: Executor, tenantId: string, id: string): Promise<IssuedRow | null> =>
  (await ex.select().from(cu).where(and(eq(cu.tenantId, tenantId), eq(cu.id, id))).limit(1))[0] ?? null;

/** Where a credential lives (any tenant; the system transaction). */
export const findCredentialTenant = async (ex: Executor, credencial: string): Promise<{ id: string; tenantId: string } | null> =>
  (await ex.select({ id: cu.id, tenantId: cu.tenantId }).from(cu).where(eq(cu.credencial, credencial)).limit(1))[0] ?? null;

export const findIssuedByCredential = async (ex: Executor, tenantId: string, credencial: string): Promise<IssuedRow | null> =>
  (await ex.select().from(cu).where(and(eq(cu.tenantId, tenantId), eq(cu.credencial, credencial))).limit(1))[0] ?? null;

export type IssueValues = {
  tenantId: string;
  certificadoId: string;
  usuarioId: string;
  tipo: CertificateType;
  cursoId: string | null;
  formacaoId: string | null;
  inscricaoId: string | null;
  credencial: string;
  dados: CertificadoUsuarioDados;
  concluidoEm: Date;
};

/**
 * Inserts an issued certificate unless one exists (same person and content, or the same credential): answers
 * whether it was written. `on conflict do nothing` keeps the transaction usable after a collision.
 */
/** Writes an issued certificate; null when a unique index refused it (the person's one for the content, or the credential). */
export const insertIssued = async (ex: Executor, v: IssueValues): Promise<IssuedRow | null> => (await ex.insert(cu).values(v).onConflictDoNothing().returning())[0] ?? null;

export const setShareImage = async (ex: Executor, tenantId: string, id: string, chave: string, tipo: string) => {
  await ex
    .update(cu)
    .set({ imagemChave: chave, imagemTipo: tipo, atualizadoEm: new Date() })
    .where(and(eq(cu.tenantId, tenantId), eq(cu.id, id)));
};

/** A person's certificates, newest first. */
export const listIssuedOf = (ex: Executor, tenantId: string, usuarioId: string): Promise<IssuedRow[]> =>
  ex
    .select()
    .from(cu)
    .where(and(eq(cu.tenantId, tenantId), eq(cu.usuarioId, usuarioId)))
    .orderBy(desc(cu.emitidoEm), desc(cu.id));

// ---------------------------------------------------------------- people and content

/** The person as printed: name, CPF, job title's name, and the company's display name. */
export const findPerson = async (ex: Executor, tenantId: string, usuarioId: string) =>
  (
    await ex
      .select({
        id: usuario.id,
        nome: usuario.nomeCompleto,
        cpf: identidade.cpf,
        cargo: cargo.nome,
        empresa: sql<string | null>`coalesce(${empresa.nomeFantasia}, ${empresa.nome}, ${tenant.nome})`,
      })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .innerJoin(tenant, eq(tenant.id, usuario.tenantId))
      .leftJoin(cargo, and(eq(cargo.tenantId, usuario.tenantId), eq(cargo.id, usuario.cargoId)))
      .leftJoin(contrato, eq(contrato.id, tenant.contratoId))
      .leftJoin(empresa, eq(empresa.id, contrato.empresaId))
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, usuarioId)))
      .limit(1)
  )[0] ?? null;

export type ContentInfo = { id: string; titulo: string; cargaHoraria: number | null; certificadoId: string | null };

export const findContent = async (ex: Executor, tenantId: string, ref: ContentRef): Promise<ContentInfo | null> => {
  const t = ref.tipo === 'Curso' ? curso : formacao;
  return (
    (await ex.select({ id: t.id, titulo: t.titulo, cargaHoraria: t.cargaHoraria, certificadoId: t.certificadoId }).from(t).where(and(eq(t.tenantId, tenantId), eq(t.id, ref.id))).limit(1))[0] ??
    null
  );
};

/** The content a certificate id points at, whichever kind it is. */
export const findAnyContent = async (ex: Executor, tenantId: string, id: string): Promise<(ContentInfo & { tipo: CertificateType }) | null> => {
  const course = await findContent(ex, tenantId, { tipo: 'Curso', id });
  if (course) return { ...course, tipo: 'Curso' };
  const trail = await findContent(ex, tenantId, { tipo: 'Formacao', id });
  return trail ? { ...trail, tipo: 'Formacao' } : null;
};

/** The person's active enrolment in the content. */
export const findEnrolment = async (ex: Executor, tenantId: string, usuarioId: string, ref: ContentRef) =>
  (
    await ex
      .select({ id: inscricao.id, status: inscricao.status, dataInscricao: inscricao.dataInscricao, concluidoEm: inscricao.concluidoEm })
      .from(inscricao)
      .where(
        and(
          eq(inscricao.tenantId, tenantId),
          eq(inscricao.usuarioId, usuarioId),
          eq(inscricao.ativo, true),
          ref.tipo === 'Curso' ? eq(inscricao.cursoId, ref.id) : eq(inscricao.formacaoId, ref.id),
        ),
      )
      .limit(1)
  )[0] ?? null;

const minutesOf = (seconds: number | null) => (seconds === null ? null : Math.ceil(seconds / 60));

/** A course's items in order: objects with their duration in minutes, assessments without one. */
export const courseEntries = async (ex: Executor, tenantId: string, cursoIds: string[]): Promise<Map<string, CertificateContentEntryReply[]>> => {
  const found = new Map<string, CertificateContentEntryReply[]>(cursoIds.map((id) => [id, []]));
  if (cursoIds.length === 0) return found;
  const rows = await ex
    .select({ cursoId: cursoItem.cursoId, tipo: cursoItem.tipo, midiaNome: midia.nome, duracao: midia.duracao, avaliacaoTitulo: avaliacao.titulo })
    .from(cursoItem)
    .leftJoin(midia, and(eq(midia.tenantId, cursoItem.tenantId), eq(midia.id, cursoItem.midiaId)))
    .leftJoin(avaliacao, and(eq(avaliacao.tenantId, cursoItem.tenantId), eq(avaliacao.id, cursoItem.avaliacaoId)))
    .where(and(eq(cursoItem.tenantId, tenantId), inArray(cursoItem.cursoId, cursoIds)))
    .orderBy(asc(cursoItem.cursoId), asc(cursoItem.ordem), asc(cursoItem.id));
  for (const r of rows)
    found.get(r.cursoId)?.push(r.tipo === 'midia' ? { name: r.midiaNome ?? '', duration: minutesOf(r.duracao) } : { name: r.avaliacaoTitulo ?? '', duration: null });
  return found;
};

/** A trail's steps in order, each with its items; a course item carries its own items. */
export const trailEntries = async (ex: Executor, tenantId: string, formacaoId: string): Promise<CertificateContentEntryReply[]> => {
  const steps = await ex
    .select({ id: formacaoEtapa.id, nome: formacaoEtapa.nome, cargaHoraria: formacaoEtapa.cargaHoraria })
    .from(formacaoEtapa)
    .where(and(eq(formacaoEtapa.tenantId, tenantId), eq(formacaoEtapa.formacaoId, formacaoId)))
    .orderBy(asc(formacaoEtapa.ordem), asc(formacaoEtapa.id));
  const items = await ex
    .select({
      etapaId: formacaoEtapaItem.etapaId,
      tipo: formacaoEtapaItem.tipo,
      cursoId: formacaoEtapaItem.cursoId,
      cursoTitulo: curso.titulo,
      cursoCarga: curso.cargaHoraria,
      midiaNome: midia.nome,
      duracao: midia.duracao,
      avaliacaoTitulo: avaliacao.titulo,
    })
    .from(formacaoEtapaItem)
    .leftJoin(curso, and(eq(curso.tenantId, formacaoEtapaItem.tenantId), eq(curso.id, formacaoEtapaItem.cursoId)))
    .leftJoin(midia, and(eq(midia.tenantId, formacaoEtapaItem.tenantId), eq(midia.id, formacaoEtapaItem.midiaId)))
    .leftJoin(avaliacao, and(eq(avaliacao.tenantId, formacaoEtapaItem.tenantId), eq(avaliacao.id, formacaoEtapaItem.avaliacaoId)))
    .where(and(eq(formacaoEtapaItem.tenantId, tenantId), eq(formacaoEtapaItem.formacaoId, formacaoId)))
    .orderBy(asc(formacaoEtapaItem.ordem), asc(formacaoEtapaItem.id));
  const courses = await courseEntries(
    ex,
    tenantId,
    [...new Set(items.map((i) => i.cursoId).filter((id): id is string => !!id))],
  );
  return steps.map((step) => ({
    name: step.nome,
    duration: step.cargaHoraria,
    items: items
      .filter((i) => i.etapaId === step.id)
      .map((i): CertificateContentEntryReply => {
        if (i.tipo === 'curso') return { name: i.cursoTitulo ?? '', duration: i.cursoCarga, items: courses.get(i.cursoId ?? '') ?? [] };
        if (i.tipo === 'midia') return { name: i.midiaNome ?? '', duration: minutesOf(i.duracao) };
        return { name: i.avaliacaoTitulo ?? '', duration: null };
      }),
  }));
};

/** Whether a template of the tenant is active and of the type (courses and trails may only point at such). */
export const isActiveOfType = async (ex: Executor, tenantId: string, id: string, tipo: CertificateType): Promise<boolean> =>
  (await ex.select({ id: c.id }).from(c).where(and(eq(c.tenantId, tenantId), eq(c.id, id), eq(c.tipo, tipo), eq(c.ativo, true))).limit(1)).length > 0;
