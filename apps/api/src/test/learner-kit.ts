import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import type { Curso, Formacao } from '@plataforma/shared/courses';
import type { InscricaoStatus } from '@plataforma/shared/enrolment';
import type { Section } from '@plataforma/shared/sections';
import { cargo, cargoCompetencia, categoria, competencia, departamento, inscricao, midia, midiaProgresso, segmentacao, segmentacaoUsuario, unidadeDeNegocio, usuario } from '../db/schema';
import { buildTestApp, callAs, createGroup, createPerson, login, multipartFile, type DemoTenant, type TestApp } from './build-test-app';

/** A real 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown>; headers?: Record<string, string> };
export type Ref = { tipo: 'midia' | 'curso' | 'formacao'; id: string };
export type Learner = { email: string; token: string; userId: string };

const ADMINS: Record<'demo' | 'acme', string> = { demo: 'admin@demo.local', acme: 'admin@acme.local' };

/**
 * What the learner API tests share: one test app per file (own storage folder), content made through the
 * administration API (objects, courses, trails, sections), people with a job title / unit / department, and
 * enrolments and media progress written straight into their tables.
 */
export const learnerKit = (label: string) => {
  const filesDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const tokens: Record<string, string> = {};
  let t!: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await buildTestApp({ filesDir });
    for (const email of ['admin@demo.local', 'aluno@demo.local', 'admin@acme.local', 'aluno@acme.local']) tokens[email] = (await login(t.app, email)).access_token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const unique = (text: string) => `${text} ${Date.now().toString(36)}${(run += 1)}`;
  const as = (who: string | Learner, call: Call) => callAs(t.app, typeof who === 'string' ? tokens[who] : who.token, call);
  const get = async <T>(who: string | Learner, url: string, status = 200): Promise<T> => {
    const res = await as(who, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const created = async <T>(tenant: 'demo' | 'acme', url: string, payload: Record<string, unknown>): Promise<T> => {
    const res = await as(ADMINS[tenant], { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<T>();
  };
  const sys = <T>(fn: Parameters<TestApp['database']['system']>[0]) => t.database.system(fn) as Promise<T>;

  /** A link object (active, nothing to process), optionally with skills and a duration in seconds. */
  const media = (payload: Record<string, unknown> = {}, tenant: 'demo' | 'acme' = 'demo') =>
    created<Midia>(tenant, '/api/v1/midia', { nome: unique('Objeto'), tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 120, ...payload });
  const course = (payload: Record<string, unknown> = {}, tenant: 'demo' | 'acme' = 'demo') => created<Curso>(tenant, '/api/v1/curso', { titulo: unique('Curso'), ...payload });
  const trail = (payload: Record<string, unknown> = {}, tenant: 'demo' | 'acme' = 'demo') => created<Formacao>(tenant, '/api/v1/formacao', { titulo: unique('Trilha'), ...payload });
  /** A content section (no audience = everyone) holding `itens` in order. */
  const section = (itens: Ref[], payload: Record<string, unknown> = {}, tenant: 'demo' | 'acme' = 'demo') =>
    created<Section>(tenant, '/api/v1/Secao', { nome: unique('Seção'), itensDaSecao: itens, ...payload });

  const named = (tenant: DemoTenant, table: typeof cargo | typeof departamento | typeof unidadeDeNegocio | typeof competencia | typeof categoria, prefix: string) =>
    sys<string>(async (tx) => (await tx.insert(table).values({ tenantId: t.tenants[tenant], nome: unique(prefix) }).returning({ id: table.id }))[0].id);
  const jobTitle = (tenant: DemoTenant = 'demo') => named(tenant, cargo, 'Cargo');
  const department = (tenant: DemoTenant = 'demo') => named(tenant, departamento, 'Departamento');
  const unit = (tenant: DemoTenant = 'demo') => named(tenant, unidadeDeNegocio, 'Unidade');
  const skill = (tenant: DemoTenant = 'demo') => named(tenant, competencia, 'Competência');
  const category = (tenant: DemoTenant = 'demo') => named(tenant, categoria, 'Categoria');
  const jobTitleSkill = (cargoId: string, competenciaId: string, tenant: DemoTenant = 'demo') =>
    sys(async (tx) => tx.insert(cargoCompetencia).values({ tenantId: t.tenants[tenant], cargoId, competenciaId }));

  /** A new person of the demo company (group Aluno unless `permissions` are given), signed in. */
  const learner = async (options: { cargoId?: string; unidadeDeNegocioId?: string; departamentoId?: string; permissions?: string[] } = {}): Promise<Learner> => {
    const groupId = options.permissions ? await createGroup(t, 'demo', options.permissions) : undefined;
    const person = await createPerson(t, { accounts: [{ tenant: 'demo', groupId }] });
    const userId = person.accounts.demo;
    await sys(async (tx) =>
      tx
        .update(usuario)
        .set({ cargoId: options.cargoId ?? null, unidadeDeNegocioId: options.unidadeDeNegocioId ?? null, departamentoId: options.departamentoId ?? null })
        .where(eq(usuario.id, userId)),
    );
    return { email: person.email, token: (await login(t.app, person.email)).access_token, userId };
  };

  /** An active segmentation whose audience is exactly these people. */
  const segmentation = (userIds: string[], tenant: DemoTenant = 'demo') =>
    sys<string>(async (tx) => {
      const [row] = await tx.insert(segmentacao).values({ tenantId: t.tenants[tenant], nome: unique('Segmentação') }).returning({ id: segmentacao.id });
      for (const usuarioId of userIds) await tx.insert(segmentacaoUsuario).values({ tenantId: t.tenants[tenant], segmentacaoId: row.id, usuarioId });
      return row.id;
    });

  /** An enrolment written straight into `inscricao` (the enrolment calls are another feature's). */
  const enrol = (
    userId: string,
    ref: { tipo: 'curso' | 'formacao'; id: string },
    values: { percentual?: number; dataInscricao?: Date; status?: InscricaoStatus; ativo?: boolean; atualizadoEm?: Date; aproveitamento?: number | null } = {},
    tenant: DemoTenant = 'demo',
  ) =>
    sys<string>(async (tx) => {
      const percentual = values.percentual ?? 0;
      const [row] = await tx
        .insert(inscricao)
        .values({
          tenantId: t.tenants[tenant],
          usuarioId: userId,
          tipo: ref.tipo,
          cursoId: ref.tipo === 'curso' ? ref.id : null,
          formacaoId: ref.tipo === 'formacao' ? ref.id : null,
          percentual,
          status: values.status ?? (percentual === 100 ? 'approved' : percentual > 0 ? 'on-going' : 'not-started'),
          dataInscricao: values.dataInscricao ?? new Date(),
          ativo: values.ativo ?? true,
          aproveitamento: values.aproveitamento ?? null,
          ...(values.atualizadoEm ? { atualizadoEm: values.atualizadoEm } : {}),
        })
        .returning({ id: inscricao.id });
      return row.id;
    });

  /** Media progress written straight into `midia_progresso` (standalone unless a course / trail is given). */
  const progress = (userId: string, midiaId: string, percentual: number, context: { cursoId?: string; formacaoId?: string; atualizadoEm?: Date } = {}) =>
    sys(async (tx) =>
      tx.insert(midiaProgresso).values({
        tenantId: t.tenants.demo,
        usuarioId: userId,
        midiaId,
        cursoId: context.cursoId ?? null,
        formacaoId: context.formacaoId ?? null,
        percentual,
        concluido: percentual === 100,
        ...(context.atualizadoEm ? { atualizadoEm: context.atualizadoEm } : {}),
      }),
    );

  /** Changes an object's row directly (expiry, processing state). */
  const updateMedia = (id: string, values: Partial<typeof midia.$inferInsert>) => sys(async (tx) => tx.update(midia).set(values).where(eq(midia.id, id)));
  /** Moves an enrolment's date directly. */
  const moveEnrolment = (id: string, dataInscricao: Date) => sys(async (tx) => tx.update(inscricao).set({ dataInscricao }).where(and(eq(inscricao.id, id))));

  /** Uploads the PNG as the demo administrator to an image address (200 expected). */
  const uploadImage = async (url: string) => {
    const body = multipartFile('arquivo', 'card.png', PNG, 'image/png');
    const res = await callAs(t.app, tokens['admin@demo.local'], { method: 'POST', url, payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** The messages of a failure envelope. */
  const messages = (body: string) => (JSON.parse(body) as { notifications: { message: string }[] }).notifications.map((n) => n.message);

  return {
    app: () => t,
    unique,
    as,
    get,
    media,
    course,
    trail,
    section,
    jobTitle,
    department,
    unit,
    skill,
    category,
    jobTitleSkill,
    learner,
    segmentation,
    enrol,
    progress,
    updateMedia,
    moveEnrolment,
    uploadImage,
    messages,
  };
};
