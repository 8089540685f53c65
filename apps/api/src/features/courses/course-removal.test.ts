import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CursoBonds, FormacaoBonds } from '@plataforma/shared/courses';
import type { MyCertificate } from '@plataforma/shared/certificates';
import { certificado, certificadoUsuario, inscricao, midiaProgresso } from '../../db/schema';
import { ACME, enrolmentKit } from '../../test/enrolment-kit';

/** GET {curso|formacao}/vinculos lists the enrolled learners; removing the content removes their progress, keeps certificates. */
const k = enrolmentKit('course-removal');
const { as, admin, unique, person, object, course, trail, setProgress } = k;

const template = () =>
  k.app().database.system(
    async (tx) =>
      (
        await tx
          .insert(certificado)
          .values({ tenantId: k.app().tenants.demo, nome: unique('Certificado'), tipo: 'Curso', ativo: true, jsonCertificado: '{"version":2,"settings":{"page":{}}}' })
          .returning({ id: certificado.id })
      )[0].id,
  );
const enrol = async (kind: 'curso' | 'formacao', id: string, usuariosIds: string[]) =>
  expect((await admin({ method: 'POST', url: `/api/v1/${kind}/inscreverusuarios/${id}`, payload: { usuariosIds } })).statusCode).toBe(200);
const progressOf = (usuarioId: string) => k.app().database.system((tx) => tx.select().from(midiaProgresso).where(eq(midiaProgresso.usuarioId, usuarioId)));
const enrolmentsOf = (usuarioId: string) => k.app().database.system((tx) => tx.select().from(inscricao).where(eq(inscricao.usuarioId, usuarioId)));
const certificatesOf = (usuarioId: string, cursoId: string) =>
  k.app().database.system((tx) => tx.select().from(certificadoUsuario).where(and(eq(certificadoUsuario.usuarioId, usuarioId), eq(certificadoUsuario.cursoId, cursoId))));

describe('removing a course with enrolled learners', () => {
  it('lists the learners among the bonds, then removes their enrolments and progress and keeps the issued certificates', async () => {
    const tag = unique('');
    const m = await object();
    const c = await course({ itens: [{ midiaId: m.id }], certificadoId: await template() });
    const t = await trail({ etapas: [{ nome: 'Etapa', itens: [{ tipo: 'curso', id: c.id }] }] });
    const bruno = await person({ nome: `Bruno ${tag}` });
    const ana = await person({ nome: `ana ${tag}` });
    const carla = await person({ nome: `Carla ${tag}` });
    const other = await person({ nome: `Outra ${tag}` });
    await enrol('curso', c.id, [bruno.id, ana.id]);
    await enrol('formacao', t.id, [carla.id]);
    // a cancelled enrolment is not listed
    await enrol('curso', c.id, [other.id]);
    await k.app().database.system((tx) => tx.update(inscricao).set({ ativo: false }).where(and(eq(inscricao.usuarioId, other.id), eq(inscricao.cursoId, c.id))));

    // Ana completes the course (approved: certificate issued), Bruno is halfway, Carla took the course inside the trail
    expect((await as(ana.email, { method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId: m.id, percentualProgresso: 100, cursoId: c.id } })).statusCode).toBe(200);
    const [issued] = await certificatesOf(ana.id, c.id);
    expect(issued).toBeDefined();
    await setProgress(bruno.id, { cursoId: c.id }, m.id, 50);
    await k.app().database.system((tx) => tx.insert(midiaProgresso).values({ tenantId: k.app().tenants.demo, usuarioId: carla.id, midiaId: m.id, cursoId: c.id, formacaoId: t.id, percentual: 30 }));
    // progress of the object on its own is not the course's
    await setProgress(bruno.id, {}, m.id, 20);

    const bonds = await admin({ method: 'GET', url: `/api/v1/curso/vinculos/${c.id}` });
    expect(bonds.statusCode, bonds.body).toBe(200);
    expect(bonds.json<CursoBonds>()).toMatchObject({
      formacoes: [{ id: t.id, nome: t.titulo }],
      total: 1,
      inscritos: { total: 2, usuarios: [{ id: ana.id, nome: `ana ${tag}` }, { id: bruno.id, nome: `Bruno ${tag}` }] },
    });
    expect((await admin({ method: 'GET', url: `/api/v1/formacao/vinculos/${t.id}` })).json<FormacaoBonds>().inscritos).toEqual({ total: 1, usuarios: [{ id: carla.id, nome: `Carla ${tag}` }] });
    expect((await as(ACME, { method: 'GET', url: `/api/v1/curso/vinculos/${c.id}` })).statusCode).toBe(404);

    expect((await admin({ method: 'DELETE', url: `/api/v1/curso/${c.id}` })).statusCode).toBe(200);

    expect((await progressOf(ana.id)).filter((p) => p.cursoId === c.id)).toEqual([]);
    expect((await progressOf(bruno.id)).map((p) => [p.cursoId, p.percentual])).toEqual([[null, 20]]);
    expect(await progressOf(carla.id)).toEqual([]);
    expect((await enrolmentsOf(ana.id)).filter((e) => e.cursoId === c.id)).toEqual([]);
    expect((await enrolmentsOf(bruno.id)).filter((e) => e.cursoId === c.id)).toEqual([]);
    // the trail enrolment stays (the trail was not removed)
    expect((await enrolmentsOf(carla.id)).map((e) => e.formacaoId)).toEqual([t.id]);

    // the certificate stays: listed for its owner and valid publicly
    expect((await certificatesOf(ana.id, c.id)).map((r) => r.credencial)).toEqual([issued.credencial]);
    const mine = await as(ana.email, { method: 'GET', url: '/api/v1/certificadousuario' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<MyCertificate[]>().map((r) => r.cursoId)).toContain(c.id);
    const valid = await k.app().app.inject({ method: 'GET', url: `/api/v1/Certificado/validate/${issued.credencial}/credential` });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json<{ valido: boolean; titulo: string }>()).toMatchObject({ valido: true, titulo: c.titulo });
  });

  it('removes the progress taken in a removed trail and keeps that of its course taken on its own', async () => {
    const m = await object();
    const c = await course({ itens: [{ midiaId: m.id }] });
    const t = await trail({ etapas: [{ nome: 'Etapa', itens: [{ tipo: 'curso', id: c.id }] }] });
    const learner = await person();
    await enrol('formacao', t.id, [learner.id]);
    await enrol('curso', c.id, [learner.id]);
    await setProgress(learner.id, { cursoId: c.id }, m.id, 40);
    await k.app().database.system((tx) => tx.insert(midiaProgresso).values({ tenantId: k.app().tenants.demo, usuarioId: learner.id, midiaId: m.id, cursoId: c.id, formacaoId: t.id, percentual: 60 }));
    const bonds = (await admin({ method: 'GET', url: `/api/v1/formacao/vinculos/${t.id}` })).json<FormacaoBonds>();
    expect(bonds.inscritos.total).toBe(1);

    expect((await admin({ method: 'DELETE', url: `/api/v1/formacao/${t.id}` })).statusCode).toBe(200);
    expect((await progressOf(learner.id)).map((p) => [p.cursoId, p.formacaoId, p.percentual])).toEqual([[c.id, null, 40]]);
    expect((await enrolmentsOf(learner.id)).map((e) => e.cursoId)).toEqual([c.id]);
  });

  it('names at most ten learners and counts them all', async () => {
    const c = await course({});
    const people = [];
    for (let i = 0; i < 12; i += 1) people.push(await person({ nome: unique(`P${String(i).padStart(2, '0')}`) }));
    await enrol('curso', c.id, people.map((p) => p.id));
    const { inscritos } = (await admin({ method: 'GET', url: `/api/v1/curso/vinculos/${c.id}` })).json<CursoBonds>();
    expect(inscritos.total).toBe(12);
    expect(inscritos.usuarios.map((u) => u.id)).toEqual(people.slice(0, 10).map((p) => p.id));
  });
});
