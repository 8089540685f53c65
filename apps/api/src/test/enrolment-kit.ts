import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import type { Curso, Formacao } from '@plataforma/shared/courses';
import { cargo, inscricao, midiaProgresso, unidadeDeNegocio, usuario } from '../db/schema';
import { buildTestApp, callAs, createGroup, createPerson, login, uniqueEmail, type DemoTenant, type TestApp } from './build-test-app';

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> };

export const ADMIN = 'admin@demo.local';
export const ACME = 'admin@acme.local';

/**
 * What the enrolment API tests share: one app per file, the demo administrators signed in, people of their own
 * (so a test's enrolments never meet another's), courses, trails and sections through the API, and job titles,
 * units and progress rows written directly. `signIn` lists further demo people to sign in with the administrators.
 */
export const enrolmentKit = (label: string, options: { signIn?: string[] } = {}) => {
  const filesDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const token: Record<string, string> = {};
  let t!: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await buildTestApp({ filesDir });
    for (const email of [ADMIN, ACME, ...(options.signIn ?? [])]) token[email] = (await login(t.app, email)).access_token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const as = (who: string, call: Call) => callAs(t.app, token[who], call);
  const unique = (text: string) => `${text} ${Date.now().toString(36)}${(run += 1)}`;
  const messages = (body: string) => (JSON.parse(body) as { notifications: { message: string }[] }).notifications.map((n) => n.message);

  /** A new learner (group Aluno, or the given functionalities) of a demo tenant, signed in. */
  const person = async (options: { tenant?: DemoTenant; funcionalidades?: string[]; nome?: string; cpf?: string; ativo?: boolean } = {}) => {
    const tenant = options.tenant ?? 'demo';
    const groupId = options.funcionalidades ? await createGroup(t, tenant, options.funcionalidades) : undefined;
    const created = await createPerson(t, { nome: options.nome ?? unique('Pessoa'), cpf: options.cpf ?? null, accounts: [{ tenant, groupId, ativo: options.ativo ?? true }] });
    if (options.ativo !== false) token[created.email] = (await login(t.app, created.email)).access_token;
    return { email: created.email, id: created.accounts[tenant] };
  };

  const object = async (who = ADMIN, payload: Record<string, unknown> = {}) => {
    const res = await as(who, { method: 'POST', url: '/api/v1/midia', payload: { nome: unique('Objeto'), tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 60, ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Midia>();
  };
  const course = async (payload: Record<string, unknown> = {}, who = ADMIN) => {
    const res = await as(who, { method: 'POST', url: '/api/v1/curso', payload: { titulo: unique('Curso'), ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Curso>();
  };
  const trail = async (payload: Record<string, unknown> = {}, who = ADMIN) => {
    const res = await as(who, { method: 'POST', url: '/api/v1/formacao', payload: { titulo: unique('Trilha'), ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Formacao>();
  };
  /** A public content section showing the items (everyone of the company sees them). */
  const section = async (itens: { tipo: 'curso' | 'formacao' | 'midia'; id: string }[], payload: Record<string, unknown> = { publico: true }, who = ADMIN) => {
    const res = await as(who, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('Seção'), itensDaSecao: itens, ...payload } });
    expect(res.statusCode, res.body).toBe(201);
  };

  const jobTitle = (tenant: DemoTenant = 'demo') =>
    t.database.system(async (tx) => (await tx.insert(cargo).values({ tenantId: t.tenants[tenant], nome: unique('Cargo') }).returning({ id: cargo.id }))[0].id);
  const unit = (tenant: DemoTenant = 'demo') =>
    t.database.system(async (tx) => (await tx.insert(unidadeDeNegocio).values({ tenantId: t.tenants[tenant], nome: unique('Unidade') }).returning({ id: unidadeDeNegocio.id }))[0].id);
  const placePerson = (userId: string, values: { cargoId?: string | null; unidadeDeNegocioId?: string | null }) =>
    t.database.system((tx) => tx.update(usuario).set(values).where(eq(usuario.id, userId)));

  /** The stored enrolment of a person in a course or trail. */
  const enrolmentOf = async (userId: string, ref: { cursoId?: string; formacaoId?: string }) =>
    (
      await t.database.system((tx) =>
        tx
          .select()
          .from(inscricao)
          .where(and(eq(inscricao.usuarioId, userId), ref.cursoId ? eq(inscricao.cursoId, ref.cursoId) : eq(inscricao.formacaoId, ref.formacaoId!))),
      )
    )[0] ?? null;

  /** Progress of a person: the enrolment's percentage and a progress row of an object in that context. */
  const setProgress = async (userId: string, ref: { cursoId?: string; formacaoId?: string }, midiaId: string, percentual: number) =>
    t.database.system(async (tx) => {
      const [row] = await tx.select({ tenantId: usuario.tenantId }).from(usuario).where(eq(usuario.id, userId));
      await tx.insert(midiaProgresso).values({ tenantId: row.tenantId, usuarioId: userId, midiaId, cursoId: ref.cursoId ?? null, formacaoId: ref.formacaoId ?? null, percentual, concluido: percentual === 100 });
      await tx
        .update(inscricao)
        .set({ percentual })
        .where(and(eq(inscricao.usuarioId, userId), ref.cursoId ? eq(inscricao.cursoId, ref.cursoId) : eq(inscricao.formacaoId, ref.formacaoId!)));
    });
  const progressRows = async (userId: string, midiaId: string) =>
    t.database.system((tx) => tx.select().from(midiaProgresso).where(and(eq(midiaProgresso.usuarioId, userId), eq(midiaProgresso.midiaId, midiaId))));

  return {
    app: () => t,
    as,
    admin: (call: Call) => as(ADMIN, call),
    unique,
    uniqueEmail,
    messages,
    person,
    object,
    course,
    trail,
    section,
    jobTitle,
    unit,
    placePerson,
    enrolmentOf,
    setProgress,
    progressRows,
  };
};
