import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomatedNotification, NotificationInput } from '@plataforma/shared/automated-notifications';
import type { Mailer } from '../../core/mail';
import { buildTestApp, callAs, createPerson, login, type CapturedMail, type TestApp } from '../../test/build-test-app';
import * as repo from './automated-notifications.repository';
import { createNotificationRunner } from './automated-notifications.runner';

let t: TestApp;
let admin: string;
let acmeAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await login(t.app, 'admin@demo.local')).access_token;
  acmeAdmin = (await login(t.app, 'admin@acme.local')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/v1/NotificacaoAutomatizada';
const DAY = 86_400_000;

const exec = (q: ReturnType<typeof sql>) => t.database.system((tx) => tx.execute(q));

/** A person of the demo company, created `daysAgo` days ago, with options. */
const person = async (nome: string, o: { daysAgo?: number; idioma?: 'pt' | 'en' | 'es'; ativo?: boolean; managerId?: string } = {}) => {
  const p = await createPerson(t, { nome, accounts: [{ tenant: 'demo', ativo: o.ativo ?? true }] });
  const id = p.accounts.demo;
  await exec(sql`update usuario set criado_em = now() - make_interval(days => ${o.daysAgo ?? 0}), idioma_preferido = ${o.idioma ?? null},
    superior_direto_id = ${o.managerId ?? null} where id = ${id}`);
  return { id, email: p.email };
};

const segmentationOf = async (ids: string[]) => {
  const res = await callAs(t.app, admin, { method: 'POST', url: '/api/v1/Segmentacao', payload: { nome: `Público ${Math.random()}`, usuariosIds: ids } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};

const create = async (input: Partial<NotificationInput>, token = admin) => {
  const body: NotificationInput = {
    name: 'Sentimos sua falta',
    eventType: 'NaoAcessouPlataforma',
    sendingInterval: 'Diariamente',
    daysNoAccess: 30,
    subject: 'Olá {{nome}}, sentimos sua falta',
    template: 'Olá {{nome}},\nfaz tempo que você não acessa a {{empresa}}: {{link}}',
    ...input,
  };
  const res = await callAs(t.app, token, { method: 'POST', url: URL, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AutomatedNotification>();
};

const execute = async (id: string, app = t) => {
  const res = await callAs(app.app, admin, { method: 'POST', url: `${URL}/${id}/ExecutePerTenant` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ envios: number; periodo: string }>();
};

/** Waits until every recorded e-mail of the rule is sent, then answers the rows. */
const settle = async (ruleId: string) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await t.database.inTenant(t.tenants.demo, (tx) => repo.sendsOf(tx, t.tenants.demo, ruleId));
    if (rows.every((r) => r.status === 'enviado')) return rows;
    if (Date.now() > deadline) throw new Error(`e-mails of ${ruleId} not sent: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const mailsTo = (address: string, mails: CapturedMail[] = t.mails) => mails.filter((m) => m.to.includes(address));

describe('CRUD /api/v1/NotificacaoAutomatizada', () => {
  it('creates, reads, lists, updates and deletes a rule', async () => {
    const seg = await segmentationOf([await t.userId('aluno@demo.local', 'demo')]);
    const rule = await create({ name: 'Regra CRUD', segmentacaoIds: [seg], copyManager: true, additionalRecipient: 'rh@demo.local', condition: 'Pessoas paradas' });
    expect(rule).toMatchObject({ name: 'Regra CRUD', daysNoAccess: 30, daysSubmit: null, copyManager: true, additionalRecipient: 'rh@demo.local', segmentacaoIds: [seg], active: true, totalEnvios: 0, lastRunAt: null });
    expect((await callAs(t.app, admin, { method: 'GET', url: `${URL}/${rule.id}` })).json()).toEqual(rule);
    const list = await callAs(t.app, admin, { method: 'GET', url: `${URL}?search=regra%20crud` });
    expect(list.json()).toMatchObject({ totalItems: 1, data: [{ id: rule.id }] });

    const put = await callAs(t.app, admin, {
      method: 'PUT',
      url: `${URL}/${rule.id}`,
      payload: { ...rule, eventType: 'VencimentoProximoDoCursoTrilha', daysSubmit: 5, daysNoAccess: 30, segmentacaoIds: [], template: '{{tituloConteudo}} vence em {{dataVencimento}}' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ eventType: 'VencimentoProximoDoCursoTrilha', daysSubmit: 5, daysNoAccess: null, segmentacaoIds: [] });

    expect((await callAs(t.app, admin, { method: 'DELETE', url: `${URL}/${rule.id}` })).json()).toEqual({ success: true });
    expect((await callAs(t.app, admin, { method: 'GET', url: `${URL}/${rule.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input and changes nothing', async () => {
    const bad = async (payload: Partial<NotificationInput>) => {
      const res = await callAs(t.app, admin, { method: 'POST', url: URL, payload: { name: 'X', eventType: 'NaoAcessouPlataforma', sendingInterval: 'UnicaVez', daysNoAccess: 5, subject: 'S', template: 'T', ...payload } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      return res.json<{ notifications: { message: string; field?: string }[] }>().notifications[0];
    };
    expect(await bad({ daysNoAccess: null })).toEqual({ message: 'Informe a quantidade de dias para este evento.', field: 'daysNoAccess' });
    expect(await bad({ template: 'Olá {{nomee}}' })).toEqual({ message: 'O marcador {{nomee}} não existe. Use apenas os marcadores da lista.', field: 'template' });
    expect(await bad({ subject: 'Curso {{tituloConteudo}}' })).toEqual({ message: 'O marcador {{tituloConteudo}} não está disponível para este evento.', field: 'subject' });
    expect((await bad({ additionalRecipient: 'rh@' })).field).toBe('additionalRecipient');
    expect((await bad({ sendingInterval: 'Anualmente' as 'UnicaVez' })).field).toBe('sendingInterval');
    const acmeSeg = (await callAs(t.app, acmeAdmin, { method: 'POST', url: '/api/v1/Segmentacao', payload: { nome: 'Da Acme', usuariosIds: [await t.userId('aluno@acme.local', 'acme')] } })).json<{ id: string }>().id;
    expect((await bad({ segmentacaoIds: [acmeSeg] })).field).toBe('segmentacaoIds');
    const en = await callAs(t.app, admin, { method: 'POST', url: URL, headers: { 'accept-language': 'en' }, payload: { name: 'X', eventType: 'NaoAcessouPlataforma', sendingInterval: 'UnicaVez', daysNoAccess: 5, subject: 'S', template: '{{x}}' } });
    expect(en.json().notifications[0].message).toBe('The placeholder {{x}} does not exist. Use only the placeholders of the list.');
    expect((await callAs(t.app, admin, { method: 'GET', url: `${URL}?search=X&pageSize=50` })).json().data.filter((r: AutomatedNotification) => r.name === 'X')).toEqual([]);
  });

  it("needs 'Notificações Automatizadas' and hides other companies' rules", async () => {
    const learner = (await login(t.app, 'aluno@demo.local')).access_token;
    expect((await callAs(t.app, learner, { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await callAs(t.app, learner, { method: 'POST', url: `${URL}/SendTestEmail`, payload: { body: 'x', assunto: 'y', evento: 'NaoAcessouPlataforma' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const rule = await create({ name: 'Da Demo' });
    for (const [method, url] of [
      ['GET', `${URL}/${rule.id}`],
      ['PUT', `${URL}/${rule.id}`],
      ['DELETE', `${URL}/${rule.id}`],
      ['POST', `${URL}/${rule.id}/ExecutePerTenant`],
    ] as const) {
      const res = await callAs(t.app, acmeAdmin, { method, url, ...(method === 'PUT' ? { payload: { ...rule } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await callAs(t.app, acmeAdmin, { method: 'GET', url: `${URL}?search=Da%20Demo` })).json().totalItems).toBe(0);
    await callAs(t.app, admin, { method: 'DELETE', url: `${URL}/${rule.id}` });
  });
});

describe('POST /api/v1/NotificacaoAutomatizada/SendTestEmail', () => {
  it('sends the template with sample values to the given address, or to the caller', async () => {
    const res = await callAs(t.app, admin, {
      method: 'POST',
      url: `${URL}/SendTestEmail`,
      payload: { email: 'teste@demo.local', assunto: 'Vence {{tituloConteudo}}', body: 'Olá {{nome}}, {{tituloConteudo}} vence em {{dataVencimento}}. {{link}}', evento: 'VencimentoProximoDoCursoTrilha' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, email: 'teste@demo.local' });
    const mail = await t.waitForMail((m) => m.to.includes('teste@demo.local'));
    expect(mail.subject).toBe('[Teste] Vence Segurança da informação');
    expect(mail.text).toMatch(/^Olá Maria da Silva, Segurança da informação vence em \d\d\/\d\d\/\d{4}\. http:\/\/lms\.test\//);
    expect(mail.html).toContain('<a href="http://lms.test/">');

    const mine = await callAs(t.app, admin, { method: 'POST', url: `${URL}/SendTestEmail`, payload: { assunto: 'Oi', body: 'Olá {{nome}}', evento: 'NaoAcessouPlataforma' } });
    expect(mine.json()).toEqual({ success: true, email: 'admin@demo.local' });
    await t.waitForMail((m) => m.to.includes('admin@demo.local') && m.subject === '[Teste] Oi');

    const unknown = await callAs(t.app, admin, { method: 'POST', url: `${URL}/SendTestEmail`, payload: { assunto: 'Oi', body: '{{tituloConteudo}}', evento: 'NaoAcessouPlataforma' } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('NaoAcessouPlataforma', () => {
  let ruleId: string;
  let idle: { id: string; email: string };
  let manager: { id: string; email: string };

  it('picks the people of its segmentations without a sign-in for the days, copying the manager and the additional recipient', async () => {
    manager = await person('Gestora Paula', { daysAgo: 1 });
    idle = await person('Ana Parada', { daysAgo: 40, managerId: manager.id });
    const active = await person('Bruno Ativo', { daysAgo: 40 });
    await login(t.app, active.email);
    const recent = await person('Carla Nova', { daysAgo: 3 });
    const inactive = await person('Davi Inativo', { daysAgo: 40, ativo: false });
    const outside = await person('Eva Fora', { daysAgo: 40 });
    const seg = await segmentationOf([manager.id, idle.id, active.id, recent.id, inactive.id]);

    const rule = await create({ segmentacaoIds: [seg], copyManager: true, additionalRecipient: 'rh@demo.local' });
    ruleId = rule.id;
    const run = await execute(ruleId);
    expect(run.envios).toBe(1);
    expect(run.periodo).toMatch(/^\d{4}-\d\d-\d\d$/);
    const mail = await t.waitForMail((m) => m.to.includes(idle.email));
    expect(mail.to.sort()).toEqual([idle.email, manager.email, 'rh@demo.local'].sort());
    expect(mail.subject).toBe('Olá Ana Parada, sentimos sua falta');
    expect(mail.text).toContain('faz tempo que você não acessa a Demo');
    expect(mail.text).toContain('Mensagem automática de');
    await settle(ruleId);
    for (const other of [active, recent, inactive, outside]) expect(mailsTo(other.email)).toEqual([]);
    const got = (await callAs(t.app, admin, { method: 'GET', url: `${URL}/${ruleId}` })).json<AutomatedNotification>();
    expect(got).toMatchObject({ totalEnvios: 1, lastRunAt: expect.any(String) });
  });

  it('sends once per day across two runs and a restart, and again the next day', async () => {
    expect((await execute(ruleId)).envios).toBe(0);
    const restarted = await buildTestApp();
    try {
      expect((await execute(ruleId, restarted)).envios).toBe(0);
      await restarted.app.deps.jobs.send('automated-notifications.tenant', { tenantId: t.tenants.demo });
      const runner = createNotificationRunner(restarted.app.deps);
      expect(await runner.runRule(t.tenants.demo, ruleId)).toMatchObject({ envios: 0 });
      // The next day is another period.
      expect(await runner.runRule(t.tenants.demo, ruleId, new Date(Date.now() + DAY))).toMatchObject({ envios: 1 });
      await settle(ruleId);
      expect(mailsTo(idle.email).length + mailsTo(idle.email, restarted.mails).length).toBe(2);
    } finally {
      await restarted.close();
    }
  });

  it('records each person once when two workers run the same rule at the same time', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map((n) => person(`Paralela ${n}`, { daysAgo: 60 })));
    const seg = await segmentationOf(people.map((p) => p.id));
    const rule = await create({ name: 'Paralela', sendingInterval: 'UnicaVez', segmentacaoIds: [seg] });
    const other = await buildTestApp();
    try {
      const runs = await Promise.all([execute(rule.id), execute(rule.id, other), execute(rule.id)]);
      expect(runs.reduce((sum, r) => sum + r.envios, 0)).toBe(5);
      const rows = await settle(rule.id);
      expect(rows).toHaveLength(5);
      const all = [...t.mails, ...other.mails];
      for (const p of people) expect(mailsTo(p.email, all)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('retries a failed send with the queue and never sends it twice', async () => {
    const p = await person('Falha Uma Vez', { daysAgo: 60 });
    const seg = await segmentationOf([p.id]);
    const rule = await create({ name: 'Com falha', sendingInterval: 'UnicaVez', segmentacaoIds: [seg], active: false });
    await callAs(t.app, admin, { method: 'PUT', url: `${URL}/${rule.id}`, payload: { ...rule, active: true } });
    // Recorded without the queue: this test sends the batch itself through a mail server that fails once.
    const now = new Date();
    const ids = await t.database.inTenant(t.tenants.demo, (tx) => repo.recordAudience(tx, t.tenants.demo, { id: rule.id, tipoEvento: 'NaoAcessouPlataforma', diasEnvio: null, diasSemAcesso: 30 }, [seg], 'unica', now));
    expect(ids).toHaveLength(1);
    const sent: string[] = [];
    let fail = true;
    const mailer: Mailer = {
      send: async (m) => {
        if (fail) {
          fail = false;
          throw new Error('451 try again later');
        }
        sent.push(m.to);
      },
    };
    const runner = createNotificationRunner({ ...t.app.deps, mailer });
    await expect(runner.sendBatch({ tenantId: t.tenants.demo, envioIds: ids })).rejects.toThrow('1 automated notification e-mails not sent');
    await runner.sendBatch({ tenantId: t.tenants.demo, envioIds: ids });
    await runner.sendBatch({ tenantId: t.tenants.demo, envioIds: ids });
    expect(sent).toEqual([p.email]);
    const rows = await t.database.inTenant(t.tenants.demo, (tx) => repo.sendsOf(tx, t.tenants.demo, rule.id));
    expect(rows).toMatchObject([{ status: 'enviado', tentativas: 2 }]);
  });

  it('refuses to run an inactive rule', async () => {
    const rule = await create({ name: 'Inativa', active: false });
    const res = await callAs(t.app, admin, { method: 'POST', url: `${URL}/${rule.id}/ExecutePerTenant` });
    expect(res.statusCode).toBe(409);
  });
});

describe('course and trail events', () => {
  const course = async (titulo: string, limite: number) =>
    String(
      (
        (await exec(sql`insert into curso (tenant_id, titulo, limite_de_dias_para_conclusao) values (${t.tenants.demo}, ${titulo}, ${limite}) returning id`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows[0].id,
    );
  const enrol = (usuarioId: string, cursoId: string, daysAgo: number, status = 'not-started') =>
    exec(sql`insert into inscricao (tenant_id, usuario_id, tipo, curso_id, status, data_inscricao, iniciado_em)
      values (${t.tenants.demo}, ${usuarioId}, 'curso', ${cursoId}, ${status}, now() - make_interval(days => ${daysAgo}), ${status === 'not-started' ? null : sql`now()`})`);

  it('VencimentoProximoDoCursoTrilha: enrolments due within the days, in each person’s language', async () => {
    const c = await course('Segurança do Trabalho', 10);
    const pt = await person('Paula Prazo', { idioma: 'pt' });
    const en = await person('Edward Deadline', { idioma: 'en' });
    const es = await person('Sofía Plazo', { idioma: 'es' });
    const far = await person('Longe do Prazo');
    const done = await person('Já Concluiu');
    await enrol(pt.id, c, 8);
    await enrol(en.id, c, 8);
    await enrol(es.id, c, 8, 'on-going');
    await enrol(far.id, c, 1);
    await enrol(done.id, c, 8, 'approved');
    const seg = await segmentationOf([pt.id, en.id, es.id, far.id, done.id]);
    const rule = await create({
      name: 'Vencimento',
      eventType: 'VencimentoProximoDoCursoTrilha',
      daysSubmit: 3,
      daysNoAccess: null,
      segmentacaoIds: [seg],
      subject: '{{tituloConteudo}} vence em {{dataVencimento}}',
      template: 'Olá {{nome}}, conclua {{tituloConteudo}} até {{dataVencimento}}.',
    });
    expect((await execute(rule.id)).envios).toBe(3);
    await settle(rule.id);
    const deadline = new Date(Date.now() + 2 * DAY);
    const [ptMail] = mailsTo(pt.email);
    expect(ptMail.subject).toBe(`Segurança do Trabalho vence em ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' }).format(deadline)}`);
    expect(ptMail.text).toContain('Mensagem automática de Demo');
    const [enMail] = mailsTo(en.email);
    expect(enMail.subject).toBe(`Segurança do Trabalho vence em ${new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' }).format(deadline)}`);
    expect(enMail.text).toContain('Automatic message from Demo');
    expect(mailsTo(es.email)[0].text).toContain('Mensaje automático de Demo. No responda a este correo.');
    expect(mailsTo(far.email)).toEqual([]);
    expect(mailsTo(done.email)).toEqual([]);
  });

  it('NaoIniciouCursoTrilha: enrolled at least the days ago and not started', async () => {
    const c = await course('Ética', 0);
    const waiting = await person('Sem Início');
    const started = await person('Já Começou');
    const fresh = await person('Recém Inscrita');
    await enrol(waiting.id, c, 8);
    await enrol(started.id, c, 8, 'on-going');
    await enrol(fresh.id, c, 2);
    const seg = await segmentationOf([waiting.id, started.id, fresh.id]);
    const rule = await create({ name: 'Não iniciou', eventType: 'NaoIniciouCursoTrilha', daysSubmit: 5, daysNoAccess: null, sendingInterval: 'Semanalmente', segmentacaoIds: [seg], subject: 'Comece {{tituloConteudo}}', template: 'Olá {{nome}}' });
    const run = await execute(rule.id);
    expect(run).toMatchObject({ envios: 1, periodo: expect.stringMatching(/^\d{4}-W\d\d$/) });
    await settle(rule.id);
    expect(mailsTo(waiting.email).map((m) => m.subject)).toEqual(['Comece Ética']);
    expect(mailsTo(started.email)).toEqual([]);
    expect(mailsTo(fresh.email)).toEqual([]);
  });
});
