import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import type { Curso, Formacao } from '@plataforma/shared/courses';
import { buildTestApp, callAs, login, type TestApp } from '../../test/build-test-app';
import { avaliacao, categoria, certificado, competencia, secao, termoDeUso } from '../../db/schema';

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> };

/**
 * What the courses and trails API tests share: one test app per file with its own storage folder, the demo people
 * signed in, calls as one of them, unique names, and rows of a tenant (objects through the API; categories, skills,
 * terms and certificate templates made directly).
 */
export const coursesTestKit = (label: string) => {
  const filesDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const token: Record<string, string> = {};
  let t!: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await buildTestApp({ filesDir });
    for (const email of ['admin@demo.local', 'aluno@demo.local', 'admin@acme.local']) token[email] = (await login(t.app, email)).access_token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });
  const as = (who: string, call: Call) => callAs(t.app, token[who], call);
  const kit = {
    as,
    admin: (call: Call) => as('admin@demo.local', call),
    unique: (text: string) => `${text} ${Date.now().toString(36)}${(run += 1)}`,
    /** The messages of a failure envelope. */
    messages: (body: string) => (JSON.parse(body) as { notifications: { message: string }[] }).notifications.map((n) => n.message),
    /** POST midia as `who` (201 expected). */
    create: async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
      const res = await as(who, { method: 'POST', url: '/api/v1/midia', payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Midia>();
    },
  };
  const app = () => t;

  /** A link object of the demo (or given) company, with a duration in seconds. */
  const object = async (duracao: number | null = 120, who = 'admin@demo.local') =>
    kit.create({ nome: kit.unique('Objeto'), tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: duracao }, who);

  const category = (tenant: 'demo' | 'acme' = 'demo') =>
    t.database.system(async (tx) => (await tx.insert(categoria).values({ tenantId: t.tenants[tenant], nome: kit.unique('Categoria') }).returning({ id: categoria.id }))[0].id);
  const skill = (tenant: 'demo' | 'acme' = 'demo') =>
    t.database.system(async (tx) => (await tx.insert(competencia).values({ tenantId: t.tenants[tenant], nome: kit.unique('Competência') }).returning({ id: competencia.id }))[0].id);
  const term = (tenant: 'demo' | 'acme' = 'demo') =>
    t.database.system(async (tx) => (await tx.insert(termoDeUso).values({ tenantId: t.tenants[tenant], nome: kit.unique('Termo'), conteudo: 'Texto', tipo: 'Learning' }).returning({ id: termoDeUso.id }))[0].id);

  /** A section of the tenant made directly (its API is another feature). */
  const section = (tenant: 'demo' | 'acme' = 'demo') =>
    t.database.system(async (tx) => (await tx.insert(secao).values({ tenantId: t.tenants[tenant], nome: kit.unique('Seção') }).returning({ id: secao.id }))[0].id);

  /** A certificate template of the tenant made directly (its API is another feature): active unless told. */
  const certificate = (tipo: 'Curso' | 'Formacao' = 'Curso', options: { tenant?: 'demo' | 'acme'; ativo?: boolean } = {}) =>
    t.database.system(
      async (tx) =>
        (
          await tx
            .insert(certificado)
            .values({ tenantId: t.tenants[options.tenant ?? 'demo'], nome: kit.unique('Certificado'), tipo, ativo: options.ativo ?? true, jsonCertificado: '{"version":2,"settings":{"page":{}}}' })
            .returning({ id: certificado.id })
        )[0].id,
    );

  /** An assessment of the tenant made directly (its builder is another feature): no timer unless `duracao` is given. */
  const assessment = (tenant: 'demo' | 'acme' = 'demo', values: Partial<typeof avaliacao.$inferInsert> = {}) =>
    t.database.system(
      async (tx) =>
        (
          await tx
            .insert(avaliacao)
            .values({ tenantId: t.tenants[tenant], titulo: kit.unique('Avaliação'), tipo: 'Aprendizagem', exibirCronometro: !!values.duracao, ...values })
            .returning({ id: avaliacao.id, titulo: avaliacao.titulo })
        )[0],
    );

  const createCourse = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
    const res = await kit.as(who, { method: 'POST', url: '/api/v1/curso', payload: { titulo: kit.unique('Curso'), ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Curso>();
  };
  const createTrail = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
    const res = await kit.as(who, { method: 'POST', url: '/api/v1/formacao', payload: { titulo: kit.unique('Trilha'), ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Formacao>();
  };

  return { ...kit, app, object, category, skill, term, section, assessment, certificate, createCourse, createTrail };
};

// A real 1x1 PNG.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
