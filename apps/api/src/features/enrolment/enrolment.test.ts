import { describe, expect, it } from 'vitest';
import type { EnrolUsersResponse, ListSubscriptionsResponse, SubscribeResponse, UserEnrolment } from '@plataforma/shared/enrolment';
import { ACME, enrolmentKit } from '../../test/enrolment-kit';

const k = enrolmentKit('enrolment');

const subscribe = (who: string, kind: 'curso' | 'formacao', id: string) =>
  k.as(who, { method: 'POST', url: kind === 'curso' ? `/api/v1/curso/${id}/subscribe` : `/api/v1/formacao/${id}/Subscribe` });
const unsubscribe = (who: string, kind: 'curso' | 'formacao', id: string) =>
  k.as(who, { method: 'POST', url: kind === 'curso' ? `/api/v1/curso/${id}/unsubscribe` : `/api/v1/formacao/${id}/UnSubscribe` });

describe('subscribe and unsubscribe (learner)', () => {
  it('enrols in a course shown by a section, idempotently, and unenrols at zero progress', async () => {
    const learner = await k.person();
    const course = await k.course({ limiteDeDiasParaConclusao: 30 });
    await k.section([{ tipo: 'curso', id: course.id }]);
    const first = await subscribe(learner.email, 'curso', course.id);
    expect(first.statusCode, first.body).toBe(200);
    const reply = first.json<SubscribeResponse>();
    expect(reply).toMatchObject({ inscrito: true, porcentagemDeConclusao: 0, status: 'not-started' });
    const again = await subscribe(learner.email, 'curso', course.id);
    expect(again.json<SubscribeResponse>().dataInscricao).toBe(reply.dataInscricao);
    expect((await k.enrolmentOf(learner.id, { cursoId: course.id }))?.origem).toBe('manual');
    const out = await unsubscribe(learner.email, 'curso', course.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ inscrito: false, dataInscricao: null, porcentagemDeConclusao: 0, status: null });
    expect(await k.enrolmentOf(learner.id, { cursoId: course.id })).toBeNull();
  });

  it('refuses content no section shows, inactive content and another company’s content', async () => {
    const learner = await k.person();
    const hidden = await k.course();
    const res = await subscribe(learner.email, 'curso', hidden.id);
    expect(res.statusCode).toBe(403);
    expect(k.messages(res.body)).toEqual(['Este conteúdo não está disponível para você.']);
    const inactive = await k.course({ active: false });
    await k.section([{ tipo: 'curso', id: inactive.id }]);
    expect((await subscribe(learner.email, 'curso', inactive.id)).statusCode).toBe(422);
    const foreign = await k.course({}, ACME);
    expect((await subscribe(learner.email, 'curso', foreign.id)).statusCode).toBe(404);
    expect(await k.enrolmentOf(learner.id, { cursoId: hidden.id })).toBeNull();
  });

  it('lets a person enrolled by an administrator resubscribe to content no section shows', async () => {
    const learner = await k.person();
    const course = await k.course();
    const enrolled = await k.admin({ method: 'POST', url: `/api/v1/curso/inscreverusuarios/${course.id}`, payload: { usuariosIds: [learner.id] } });
    expect(enrolled.json<EnrolUsersResponse>().inscritos).toBe(1);
    const row = await k.enrolmentOf(learner.id, { cursoId: course.id });
    expect((await k.admin({ method: 'PUT', url: `/api/v1/inscricao/${row!.id}/cancelar` })).statusCode).toBe(200);
    const again = await subscribe(learner.email, 'curso', course.id);
    expect(again.statusCode, again.body).toBe(200);
    expect((await k.enrolmentOf(learner.id, { cursoId: course.id }))?.ativo).toBe(true);
  });

  it('refuses while a prerequisite is not complete, then accepts', async () => {
    const learner = await k.person();
    const required = await k.course();
    const course = await k.course({ parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [required.id], formacaoIds: [] } } });
    await k.section([{ tipo: 'curso', id: required.id }, { tipo: 'curso', id: course.id }]);
    const refused = await subscribe(learner.email, 'curso', course.id);
    expect(refused.statusCode).toBe(422);
    expect(k.messages(refused.body)).toEqual([`Conclua os pré-requisitos antes de se inscrever: ${required.titulo}.`]);
    expect((await subscribe(learner.email, 'curso', required.id)).statusCode).toBe(200);
    const object = await k.object();
    await k.setProgress(learner.id, { cursoId: required.id }, object.id, 99);
    expect((await subscribe(learner.email, 'curso', course.id)).statusCode).toBe(422);
    await k.setProgress(learner.id, { cursoId: required.id }, (await k.object()).id, 100);
    const accepted = await subscribe(learner.email, 'curso', course.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses to unenrol once started and keeps the progress', async () => {
    const learner = await k.person();
    const trail = await k.trail();
    await k.section([{ tipo: 'formacao', id: trail.id }]);
    expect((await subscribe(learner.email, 'formacao', trail.id)).statusCode).toBe(200);
    const object = await k.object();
    await k.setProgress(learner.id, { formacaoId: trail.id }, object.id, 1);
    const refused = await unsubscribe(learner.email, 'formacao', trail.id);
    expect(refused.statusCode).toBe(409);
    expect(k.messages(refused.body)).toEqual(['Não é possível cancelar a inscrição de um conteúdo já iniciado.']);
    expect((await k.enrolmentOf(learner.id, { formacaoId: trail.id }))?.percentual).toBe(1);
    expect(await k.progressRows(learner.id, object.id)).toHaveLength(1);
  });

  it('resubscribing after a cancellation loses the progress', async () => {
    const learner = await k.person();
    const course = await k.course();
    await k.section([{ tipo: 'curso', id: course.id }]);
    const first = (await subscribe(learner.email, 'curso', course.id)).json<SubscribeResponse>();
    const object = await k.object();
    await k.setProgress(learner.id, { cursoId: course.id }, object.id, 100);
    const row = await k.enrolmentOf(learner.id, { cursoId: course.id });
    const cancelled = await k.admin({ method: 'PUT', url: `/api/v1/inscricao/${row!.id}/cancelar` });
    expect(cancelled.json<UserEnrolment>()).toMatchObject({ active: false, progress: 100 });
    await new Promise((r) => setTimeout(r, 5));
    const again = await subscribe(learner.email, 'curso', course.id);
    expect(again.statusCode, again.body).toBe(200);
    const reply = again.json<SubscribeResponse>();
    expect(reply).toMatchObject({ inscrito: true, porcentagemDeConclusao: 0, status: 'not-started' });
    expect(new Date(reply.dataInscricao!).getTime()).toBeGreaterThan(new Date(first.dataInscricao!).getTime());
    expect(await k.progressRows(learner.id, object.id)).toHaveLength(0);
  });

  it('needs the learning functionality', async () => {
    const outsider = await k.person({ funcionalidades: ['Notificações'] });
    const course = await k.course();
    await k.section([{ tipo: 'curso', id: course.id }]);
    expect((await subscribe(outsider.email, 'curso', course.id)).statusCode).toBe(403);
  });
});

describe('administration', () => {
  it('enrols people, reports who was already enrolled or failed, and lists the rows by status with origins', async () => {
    const [a, b, inactive] = [await k.person({ nome: 'Ana Lista' }), await k.person({ nome: 'Bruno Lista' }), await k.person({ ativo: false })];
    const foreign = await k.person({ tenant: 'acme' });
    const course = await k.course({ limiteDeDiasParaConclusao: 10 });
    const url = `/api/v1/curso/inscreverusuarios/${course.id}`;
    const res = await k.admin({ method: 'POST', url, payload: { usuariosIds: [a.id, inactive.id, foreign.id] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EnrolUsersResponse>()).toEqual({
      inscritos: 1,
      jaInscritos: 0,
      reativados: 0,
      falhas: [
        { usuarioId: inactive.id, motivo: 'Usuário inativo.' },
        { usuarioId: foreign.id, motivo: 'Usuário não encontrado nesta empresa.' },
      ],
    });
    const second = await k.admin({ method: 'POST', url, payload: { usuariosIds: [a.id, b.id] } });
    expect(second.json<EnrolUsersResponse>()).toMatchObject({ inscritos: 1, jaInscritos: 1, reativados: 0, falhas: [] });
    const nobody = await k.admin({ method: 'POST', url, payload: { usuariosIds: [foreign.id] } });
    expect(nobody.statusCode).toBe(422);
    expect(k.messages(nobody.body)).toEqual(['Erro ao inscrever alunos!']);

    // b expired (enrolled 11 days ago), a started; learner b self-enrolled elsewhere is not in this list
    const rowB = await k.enrolmentOf(b.id, { cursoId: course.id });
    await k.app().database.system((tx) => tx.execute(`update inscricao set data_inscricao = now() - interval '11 days' where id = '${rowB!.id}'`));
    await k.setProgress(a.id, { cursoId: course.id }, (await k.object()).id, 40);
    const list = async (status: string, query = '') => {
      const r = await k.admin({ method: 'GET', url: `/api/v1/curso/Usuarios/${status}/${course.id}${query}` });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<ListSubscriptionsResponse>();
    };
    const all = await list('all');
    expect(all.totalItems).toBe(2);
    expect(all.data.map((r) => [r.name, r.status, r.origin, r.progress])).toEqual([
      ['Ana Lista', 'on-going', 'manual', 40],
      ['Bruno Lista', 'expired', 'manual', 0],
    ]);
    expect((await list('expired')).data.map((r) => r.userId)).toEqual([b.id]);
    expect((await list('on-going')).data.map((r) => r.userId)).toEqual([a.id]);
    expect((await list('all', '?search=bruno')).data.map((r) => r.userId)).toEqual([b.id]);
    expect((await list('all', '?origem=import')).totalItems).toBe(0);
    // cancelled rows
    await k.admin({ method: 'PUT', url: `/api/v1/inscricao/${rowB!.id}/cancelar` });
    expect((await list('cancelled')).data.map((r) => [r.userId, r.active])).toEqual([[b.id, false]]);
    expect((await list('expired')).totalItems).toBe(0);
    // reactivation starts over
    const reactivated = await k.admin({ method: 'PUT', url: `/api/v1/inscricao/${rowB!.id}/reativar` });
    expect(reactivated.json<UserEnrolment>()).toMatchObject({ active: true, progress: 0, status: 'not-started' });
    expect((await k.admin({ method: 'PUT', url: `/api/v1/inscricao/${rowB!.id}/reativar` })).statusCode).toBe(409);
  });

  it('answers the spec messages for an unknown status or a missing course id', async () => {
    const course = await k.course();
    const badType = await k.admin({ method: 'GET', url: `/api/v1/curso/Usuarios/qualquer/${course.id}` });
    expect(badType.statusCode).toBe(400);
    expect(k.messages(badType.body)).toEqual(['Tipo não informado!']);
    const badId = await k.admin({ method: 'GET', url: '/api/v1/curso/Usuarios/all/abc' });
    expect(k.messages(badId.body)).toEqual(['Id do curso não informado!']);
    const noId = await k.admin({ method: 'GET', url: '/api/v1/curso/Usuarios/all' });
    expect(noId.statusCode).toBe(400);
    expect(k.messages(noId.body)).toEqual(['Id do curso não informado!']);
  });

  it("lists a trail's rows, a person's enrolments, and marks a manager's enrolments", async () => {
    const learner = await k.person();
    const manager = await k.person({ funcionalidades: ['Trilhas', 'Cursos'] });
    await k.app().database.system((tx) => tx.execute(`update usuario set classificacao = 'manager' where id = '${manager.id}'`));
    const trail = await k.trail();
    const course = await k.course();
    const res = await k.as(manager.email, { method: 'POST', url: `/api/v1/formacao/inscreverusuarios/${trail.id}`, payload: { usuariosIds: [learner.id] } });
    expect(res.statusCode, res.body).toBe(200);
    await k.admin({ method: 'POST', url: `/api/v1/curso/inscreverusuarios/${course.id}`, payload: { usuariosIds: [learner.id] } });
    const rows = await k.admin({ method: 'GET', url: `/api/v1/formacao/inscricoes/${trail.id}?status=not-started` });
    expect(rows.statusCode, rows.body).toBe(200);
    expect(rows.json<ListSubscriptionsResponse>().data.map((r) => [r.userId, r.origin])).toEqual([[learner.id, 'manager']]);
    const mine = await k.admin({ method: 'GET', url: `/api/v1/usuario/inscricao/${learner.id}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      mine
        .json<UserEnrolment[]>()
        .map((e) => [e.tipo, e.conteudoId, e.titulo, e.origin])
        .sort(),
    ).toEqual([
      ['curso', course.id, course.titulo, 'manual'],
      ['formacao', trail.id, trail.titulo, 'manager'],
    ]);
  });

  it('sends the enrolment e-mail in the person’s language', async () => {
    const learner = await k.person({ nome: 'Pessoa Inglesa' });
    await k.app().database.system((tx) => tx.execute(`update usuario set idioma_preferido = 'en' where id = '${learner.id}'`));
    const course = await k.course();
    const res = await k.admin({ method: 'POST', url: `/api/v1/curso/inscreverusuarios/${course.id}`, payload: { usuariosIds: [learner.id], notificarPorEmail: true } });
    expect(res.statusCode).toBe(200);
    const mail = await k.app().waitForMail((m) => m.to.includes(learner.email), 10_000);
    expect(mail.subject).toBe(`You have been enrolled in ${course.titulo}`);
  });

  it('needs the functionality of the content, and keeps companies apart', async () => {
    const learner = await k.person();
    const course = await k.course();
    const trail = await k.trail();
    const coursesOnly = await k.person({ funcionalidades: ['Cursos'] });
    expect((await k.as(coursesOnly.email, { method: 'POST', url: `/api/v1/formacao/inscreverusuarios/${trail.id}`, payload: { usuariosIds: [learner.id] } })).statusCode).toBe(403);
    expect((await k.as(coursesOnly.email, { method: 'GET', url: `/api/v1/usuario/inscricao/${learner.id}` })).statusCode).toBe(403);
    await k.admin({ method: 'POST', url: `/api/v1/formacao/inscreverusuarios/${trail.id}`, payload: { usuariosIds: [learner.id] } });
    const row = await k.enrolmentOf(learner.id, { formacaoId: trail.id });
    expect((await k.as(coursesOnly.email, { method: 'PUT', url: `/api/v1/inscricao/${row!.id}/cancelar` })).statusCode).toBe(403);
    // another company's course, enrolment and person
    expect((await k.as(ACME, { method: 'POST', url: `/api/v1/curso/inscreverusuarios/${course.id}`, payload: { usuariosIds: [learner.id] } })).statusCode).toBe(404);
    expect((await k.as(ACME, { method: 'GET', url: `/api/v1/curso/Usuarios/all/${course.id}` })).statusCode).toBe(404);
    expect((await k.as(ACME, { method: 'PUT', url: `/api/v1/inscricao/${row!.id}/cancelar` })).statusCode).toBe(404);
    expect((await k.as(ACME, { method: 'GET', url: `/api/v1/usuario/inscricao/${learner.id}` })).statusCode).toBe(404);
    expect((await k.enrolmentOf(learner.id, { formacaoId: trail.id }))?.ativo).toBe(true);
  });
});
