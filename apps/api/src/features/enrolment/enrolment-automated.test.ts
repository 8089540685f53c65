import { describe, expect, it } from 'vitest';
import type { InscricaoAutomatizada, ListInscricoesAutomatizadasResponse, SaveInscricaoAutomatizadaResponse } from '@plataforma/shared/enrolment';
import type { User } from '@plataforma/shared/users';
import { ACME, ADMIN, enrolmentKit } from '../../test/enrolment-kit';
import { AUTOMATED_QUEUE } from './index';

const k = enrolmentKit('enrolment-automated');

const createRule = (payload: Record<string, unknown>, who = ADMIN) => k.as(who, { method: 'POST', url: '/api/v1/inscricaoautomatizada', payload });

describe('automated enrolment', () => {
  it('enrols the active people of a job title on save, and people who join it later through the users API', async () => {
    const cargoId = await k.jobTitle();
    const [a, inactive, already] = [await k.person(), await k.person({ ativo: false }), await k.person()];
    for (const p of [a, inactive, already]) await k.placePerson(p.id, { cargoId });
    const course = await k.course();
    const trail = await k.trail();
    await k.admin({ method: 'POST', url: `/api/v1/curso/inscreverusuarios/${course.id}`, payload: { usuariosIds: [already.id] } });

    const res = await createRule({ tipo: 'Cargo', cargoId, itens: [{ tipo: 'curso', id: course.id }, { tipo: 'formacao', id: trail.id }], notificarPorEmail: true });
    expect(res.statusCode, res.body).toBe(201);
    const rule = res.json<SaveInscricaoAutomatizadaResponse>();
    expect(rule).toMatchObject({ tipo: 'Cargo', cargoId, unidadeDeNegocioId: null, ativo: true, inscritos: 3 });
    // the job title names its rule
    const jobTitle = await k.admin({ method: 'GET', url: `/api/v1/Cargo/${cargoId}` });
    expect(jobTitle.json<{ automatedRegistrationId: string | null }>().automatedRegistrationId).toBe(rule.id);
    expect(rule.aplicadaEm).not.toBeNull();
    expect(rule.itens.map((i) => [i.tipo, i.id, i.titulo])).toEqual([
      ['curso', course.id, course.titulo],
      ['formacao', trail.id, trail.titulo],
    ]);
    const enrolled = await k.enrolmentOf(a.id, { cursoId: course.id });
    expect(enrolled).toMatchObject({ origem: 'auto-position', inscricaoAutomatizadaId: rule.id, ativo: true });
    expect((await k.enrolmentOf(a.id, { formacaoId: trail.id }))?.origem).toBe('auto-position');
    expect(await k.enrolmentOf(inactive.id, { cursoId: course.id })).toBeNull();
    expect((await k.enrolmentOf(already.id, { cursoId: course.id }))?.origem).toBe('manual');
    const mail = await k.app().waitForMail((m) => m.to.includes(a.email) && m.subject.includes(course.titulo), 10_000);
    expect(mail.subject).toBe(`Você foi inscrito em ${course.titulo}`);

    // a new person created afterwards with that job title
    const created = await k.admin({ method: 'POST', url: '/api/v1/usuario', payload: { nomeCompleto: 'Pessoa Nova Cargo', email: k.uniqueEmail('novo'), cargoId } });
    expect(created.statusCode, created.body).toBe(201);
    const newcomer = created.json<User>();
    expect(await k.enrolmentOf(newcomer.id, { cursoId: course.id })).toMatchObject({ origem: 'auto-position', inscricaoAutomatizadaId: rule.id });
    expect(await k.enrolmentOf(newcomer.id, { formacaoId: trail.id })).not.toBeNull();
  });

  it('enrols a person moved into a unit with a rule (users API update)', async () => {
    const unidadeDeNegocioId = await k.unit();
    const course = await k.course();
    const res = await createRule({ tipo: 'Unidade', unidadeDeNegocioId, itens: [{ tipo: 'curso', id: course.id }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SaveInscricaoAutomatizadaResponse>().inscritos).toBe(0);
    const created = await k.admin({ method: 'POST', url: '/api/v1/usuario', payload: { nomeCompleto: 'Pessoa Movida', email: k.uniqueEmail('movida') } });
    const person = created.json<User>();
    expect(await k.enrolmentOf(person.id, { cursoId: course.id })).toBeNull();
    const moved = await k.admin({ method: 'PUT', url: `/api/v1/usuario/${person.id}`, payload: { nomeCompleto: person.nomeCompleto, email: person.email, unidadeDeNegocioId } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await k.enrolmentOf(person.id, { cursoId: course.id }))?.origem).toBe('auto-unit');
  });

  it('waits for the start date: nothing on save, the schedule applies it once the date has arrived', async () => {
    const cargoId = await k.jobTitle();
    const person = await k.person();
    await k.placePerson(person.id, { cargoId });
    const course = await k.course();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const res = await createRule({ tipo: 'Cargo', cargoId, itens: [{ tipo: 'curso', id: course.id }], dataInicio: future });
    const rule = res.json<SaveInscricaoAutomatizadaResponse>();
    expect(rule).toMatchObject({ inscritos: 0, aplicadaEm: null });
    expect(await k.enrolmentOf(person.id, { cursoId: course.id })).toBeNull();
    // a person joining before the start date is not enrolled either
    const early = await k.admin({ method: 'POST', url: '/api/v1/usuario', payload: { nomeCompleto: 'Pessoa Cedo', email: k.uniqueEmail('cedo'), cargoId } });
    expect(await k.enrolmentOf(early.json<User>().id, { cursoId: course.id })).toBeNull();
    // the schedule before the date changes nothing
    const t = k.app();
    await t.app.deps.jobs.send(AUTOMATED_QUEUE, {});
    await new Promise((r) => setTimeout(r, 2500));
    expect(await k.enrolmentOf(person.id, { cursoId: course.id })).toBeNull();
    // the start date arrives
    await t.database.system((tx) => tx.execute(`update inscricao_automatizada set data_inicio = now() - interval '1 minute' where id = '${rule.id}'`));
    await t.app.deps.jobs.send(AUTOMATED_QUEUE, {});
    let applied: InscricaoAutomatizada | null = null;
    for (let i = 0; i < 40 && !applied?.aplicadaEm; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      applied = (await k.admin({ method: 'GET', url: `/api/v1/inscricaoautomatizada/${rule.id}` })).json<InscricaoAutomatizada>();
    }
    expect(applied?.aplicadaEm).not.toBeNull();
    expect((await k.enrolmentOf(person.id, { cursoId: course.id }))?.origem).toBe('auto-position');
    expect(await k.enrolmentOf(early.json<User>().id, { cursoId: course.id })).not.toBeNull();
  });

  it('keeps one rule per job title, items of the company, and edits, lists and deletes rules', async () => {
    const cargoId = await k.jobTitle();
    const course = await k.course();
    const first = await createRule({ tipo: 'Cargo', cargoId, itens: [{ tipo: 'curso', id: course.id }] });
    expect(first.statusCode).toBe(201);
    const again = await createRule({ tipo: 'Cargo', cargoId, itens: [{ tipo: 'curso', id: course.id }] });
    expect(again.statusCode).toBe(409);
    expect(k.messages(again.body)).toEqual(['Já existe uma inscrição automatizada para este cargo.']);
    const foreignCourse = await k.course({}, ACME);
    const other = await k.jobTitle();
    const foreign = await createRule({ tipo: 'Cargo', cargoId: other, itens: [{ tipo: 'curso', id: foreignCourse.id }] });
    expect(foreign.statusCode).toBe(422);
    expect((await createRule({ tipo: 'Cargo', cargoId: await k.jobTitle('acme'), itens: [{ tipo: 'curso', id: course.id }] })).statusCode).toBe(422);
    expect((await createRule({ tipo: 'Cargo', itens: [{ tipo: 'curso', id: course.id }] })).statusCode).toBe(400);

    const id = first.json<SaveInscricaoAutomatizadaResponse>().id;
    const trail = await k.trail();
    const edited = await k.admin({ method: 'PUT', url: `/api/v1/inscricaoautomatizada/${id}`, payload: { tipo: 'Cargo', cargoId, itens: [{ tipo: 'formacao', id: trail.id }], ativo: false } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<SaveInscricaoAutomatizadaResponse>()).toMatchObject({ ativo: false, aplicadaEm: null, itens: [{ tipo: 'formacao', id: trail.id }] });
    const list = await k.admin({ method: 'GET', url: `/api/v1/inscricaoautomatizada?tipo=Cargo&cargoId=${cargoId}` });
    expect(list.json<ListInscricoesAutomatizadasResponse>().data.map((r) => r.id)).toEqual([id]);
    expect((await k.as(ACME, { method: 'GET', url: `/api/v1/inscricaoautomatizada/${id}` })).statusCode).toBe(404);
    expect((await k.as(ACME, { method: 'DELETE', url: `/api/v1/inscricaoautomatizada/${id}` })).statusCode).toBe(404);
    expect((await k.admin({ method: 'DELETE', url: `/api/v1/inscricaoautomatizada/${id}` })).statusCode).toBe(200);
    expect((await k.admin({ method: 'GET', url: `/api/v1/inscricaoautomatizada/${id}` })).statusCode).toBe(404);
  });

  it("needs the job titles' or the units' functionality", async () => {
    const learner = await k.person();
    expect((await k.as(learner.email, { method: 'GET', url: '/api/v1/inscricaoautomatizada' })).statusCode).toBe(403);
    const units = await k.person({ funcionalidades: ['Unidades de Negócio'] });
    expect((await k.as(units.email, { method: 'GET', url: '/api/v1/inscricaoautomatizada' })).statusCode).toBe(200);
  });
});
