import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDeviceToken, type DeviceToken, type ListPushResponse, type PushNotification, type PushPayload, type PushSummary } from '@plataforma/shared/push';
import { avaliacao, avaliacaoAvaliador, avaliacaoProgresso, dispositivoPush, notificacaoPush, questao, usuario, usuarioAvaliacao, usuarioAvaliacaoResposta } from '../../db/schema';
import { type TestApp } from '../../test/build-test-app';
import { enrolDirectly } from '../../test/classroom-kit';
import { ACME, ADMIN, enrolmentKit } from '../../test/enrolment-kit';

// A push service that never answers is given up after this long (config.pushTimeoutMs).
process.env.PUSH_TIMEOUT_MS = '1500';
// The local push service of these tests is the only one a device may subscribe at.
process.env.PUSH_SERVICE_HOSTS = '127.0.0.1';

const k = enrolmentKit('push');
const { as, admin, unique, messages, person } = k;
let t!: TestApp;

// ---------------------------------------------------------------- a local push service (HTTPS, as web-push requires)

type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer; at: number };

const certDir = mkdtempSync(join(tmpdir(), 'push-cert-'));
let receiver!: https.Server;
let base = '';
const received: Received[] = [];
const events = new EventEmitter();
/** Requests to /slow/... that are still open (never answered). */
let slowOpen = 0;
let previousCa: unknown;

const waitFor = <T>(find: () => T | undefined, what: string, timeoutMs = 8000) =>
  new Promise<T>((resolve, reject) => {
    const check = () => {
      const found = find();
      if (found === undefined) return false;
      clearTimeout(timer);
      events.off('push', check);
      resolve(found);
      return true;
    };
    const timer = setTimeout(() => {
      events.off('push', check);
      reject(new Error(`${what} not received within ${timeoutMs} ms (got ${received.map((r) => r.path).join(', ') || 'nothing'})`));
    }, timeoutMs);
    if (!check()) events.on('push', check);
  });

beforeAll(async () => {
  t = k.app();
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem'),
  ], { stdio: 'ignore' });
  const cert = readFileSync(join(certDir, 'cert.pem'));
  receiver = https.createServer({ key: readFileSync(join(certDir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      events.emit('push');
      if (path.startsWith('/slow')) {
        slowOpen += 1;
        req.socket.once('close', () => (slowOpen -= 1));
        return; // never answers
      }
      res.writeHead(path.startsWith('/gone') ? 410 : 201).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  base = `https://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // web-push sends with the default agent: it trusts this receiver's certificate for the tests.
  previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
});
afterAll(async () => {
  https.globalAgent.options.ca = previousCa as typeof https.globalAgent.options.ca;
  receiver?.closeAllConnections();
  receiver?.close();
  rmSync(certDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- a browser's subscription and RFC 8291 decryption

/** A browser's push subscription: a P-256 key pair and an auth secret, at `path` of the local push service. */
const browser = (path: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${base}${path}`;
  const token = encodeDeviceToken({ endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } });
  /** Decrypts an aes128gcm body (RFC 8188 record with the RFC 8291 key derivation) with this browser's keys. */
  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idlen = body[20];
    const serverPublic = body.subarray(21, 21 + idlen);
    const ciphertext = body.subarray(21 + idlen);
    const shared = ecdh.computeSecret(serverPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    expect(padded[end]).toBe(2); // the last record's delimiter
    return padded.subarray(0, end).toString('utf8');
  };
  return { endpoint, token, path, decrypt };
};

// ---------------------------------------------------------------- calls

const register = (who: string, token: string) => as(who, { method: 'POST', url: '/api/v1/DeviceToken', payload: { userId: 'ignored', userName: 'ignored', type: 'PUSH', device: 'Web Browser', product: 'Chromium', token } });
const devicesOf = (who: string, token: string) => as(who, { method: 'GET', url: `/api/v1/DeviceToken?token=${token}` });
const send = (payload: Record<string, unknown>, who = ADMIN) => as(who, { method: 'POST', url: '/api/v1/Push', payload });
const list = async (who: string, query = '') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/Push/List${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListPushResponse>();
};
const notesOf = (usuarioId: string) => t.database.system((tx) => tx.select().from(notificacaoPush).where(eq(notificacaoPush.usuarioId, usuarioId)));

describe('devices (DeviceToken, Notificacao/VincularDispositivo)', () => {
  it('registers the browser once for the caller, finds it by token, and moves it to the next person who binds it', async () => {
    const me = await person();
    const other = await person();
    const b = browser(`/ok/${randomUUID()}`);

    const first = await register(me.email, b.token);
    expect(first.statusCode, first.body).toBe(201);
    const device = first.json<DeviceToken>();
    expect(device).toMatchObject({ userId: me.id, type: 'PUSH', device: 'Web Browser', product: 'Chromium', token: b.token });
    expect(device.userName).not.toBe('ignored');
    const again = await register(me.email, b.token);
    expect(again.json<DeviceToken>().id).toBe(device.id);
    expect((await devicesOf(me.email, b.token)).json<DeviceToken[]>().map((d) => d.id)).toEqual([device.id]);
    expect((await devicesOf(other.email, b.token)).json<DeviceToken[]>()).toEqual([]);

    const bound = await as(other.email, { method: 'POST', url: `/api/v1/Notificacao/VincularDispositivo/${b.token}` });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json<DeviceToken>()).toMatchObject({ id: device.id, userId: other.id });
    expect((await devicesOf(me.email, b.token)).json<DeviceToken[]>()).toEqual([]);
    const rows = await t.database.system((tx) => tx.select().from(dispositivoPush).where(eq(dispositivoPush.endpoint, b.endpoint)));
    expect(rows.map((r) => r.usuarioId)).toEqual([other.id]);
  });

  it('refuses a token that is not a push subscription, and needs Notificações', async () => {
    const me = await person();
    for (const token of ['abc', encodeDeviceToken({ endpoint: 'http://insecure.example.com/x', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } })]) {
      const res = await register(me.email, token);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual(['Falha ao cadastrar dispositivo: o token não é uma inscrição de push válida.']);
    }
    expect((await register(me.email, '')).statusCode).toBe(400);
    // A real subscription at a push service that is not listed (an internal address, say) is refused and not kept.
    const elsewhere = encodeDeviceToken({ endpoint: 'https://10.0.0.5:8443/push/x', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } });
    const refused = await register(me.email, elsewhere);
    expect(refused.statusCode).toBe(422);
    expect(messages(refused.body)).toEqual(['Falha ao cadastrar dispositivo: o serviço de push deste navegador não é aceito.']);
    expect((await devicesOf(me.email, elsewhere)).json()).toEqual([]);
    const outsider = await person({ funcionalidades: ['Aprendizado'] });
    expect((await register(outsider.email, browser('/ok/x').token)).statusCode).toBe(403);
    expect((await as(outsider.email, { method: 'GET', url: '/api/v1/Push/List' })).statusCode).toBe(403);
    expect((await as(outsider.email, { method: 'GET', url: '/api/v1/Notificacao/PushList' })).statusCode).toBe(403);
  });
});

describe('notifications (Push, Push/List, Push/Lida, Notificacao/PushList)', () => {
  it('lists the own notifications newest first with the unread filter, reads and deletes them; another person or company gets 404', async () => {
    const me = await person();
    const other = await person();
    const title = unique('Aviso');
    const first = await send({ title: `${title} 1`, content: 'Primeiro', link: '/gestao/progresso', usuarioIds: [me.id] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ success: true, total: 1 });
    expect((await send({ title: `${title} 2`, usuarioIds: [me.id, other.id] })).json()).toEqual({ success: true, total: 2 });

    const all = await list(me.email, '?pageSize=16');
    expect(all).toMatchObject({ pageNumber: 1, pageSize: 16, totalItems: 2, totalPages: 1, unread: 2 });
    expect(all.data.map((n) => [n.title, n.content, n.status, n.link, n.kind])).toEqual([
      [`${title} 2`, '', 'SENT', null, 'manual'],
      [`${title} 1`, 'Primeiro', 'SENT', '/gestao/progresso', 'manual'],
    ]);
    const [newest, oldest] = all.data;
    expect(Date.parse(newest.deliveryTime)).toBeGreaterThanOrEqual(Date.parse(oldest.deliveryTime));
    expect((await list(me.email)).pageSize).toBe(10);

    const one = await as(me.email, { method: 'GET', url: `/api/v1/Push/${oldest.id}` });
    expect(one.json<PushNotification>()).toEqual(oldest);
    for (const who of [other.email, ACME]) {
      expect((await as(who, { method: 'GET', url: `/api/v1/Push/${oldest.id}` })).statusCode).toBe(404);
      expect((await as(who, { method: 'POST', url: `/api/v1/Push/Lida/${oldest.id}` })).statusCode).toBe(404);
      const gone = await as(who, { method: 'DELETE', url: `/api/v1/Push/${oldest.id}` });
      expect(gone.statusCode).toBe(404);
      expect(messages(gone.body)).toEqual(['Notificação não encontrada.']);
    }

    const read = await as(me.email, { method: 'POST', url: `/api/v1/Push/Lida/${oldest.id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect((await as(me.email, { method: 'POST', url: `/api/v1/Push/Lida/${oldest.id}` })).statusCode).toBe(200);
    const unread = await list(me.email, '?status=SENT&pageSize=16');
    expect(unread).toMatchObject({ totalItems: 1, unread: 1 });
    expect(unread.data.map((n) => n.id)).toEqual([newest.id]);
    expect((await list(me.email, '?status=READ')).data.map((n) => [n.id, n.status])).toEqual([[oldest.id, 'READ']]);
    const summary = (await as(me.email, { method: 'GET', url: '/api/v1/Notificacao/PushList' })).json<PushSummary>();
    expect(summary).toEqual({ unread: 1, total: 2, latest: newest });
    // the other person's copy is theirs: still unread
    expect((await list(other.email)).unread).toBe(1);

    expect((await as(me.email, { method: 'DELETE', url: `/api/v1/Push/${newest.id}` })).statusCode).toBe(200);
    expect((await as(me.email, { method: 'GET', url: `/api/v1/Push/${newest.id}` })).statusCode).toBe(404);
    expect((await list(me.email)).data.map((n) => n.id)).toEqual([oldest.id]);
  });

  it("refuses bad input; sending needs 'Comunicação' and people of the company", async () => {
    const me = await person();
    expect((await as(me.email, { method: 'GET', url: '/api/v1/Push/List?pageSize=10001' })).statusCode).toBe(400);
    expect((await as(me.email, { method: 'GET', url: '/api/v1/Push/List?status=UNREAD' })).statusCode).toBe(400);
    expect((await as(me.email, { method: 'GET', url: '/api/v1/Push/not-an-id' })).statusCode).toBe(400);
    expect((await send({ title: 'Oi', usuarioIds: [me.id] }, me.email)).statusCode).toBe(403);

    const blank = await send({ title: '  ', usuarioIds: [me.id] });
    expect(blank.statusCode).toBe(400);
    const script = await send({ title: 'Oi', link: 'javascript:alert(1)', usuarioIds: [me.id] });
    expect(script.statusCode).toBe(400);
    expect(messages(script.body)).toEqual(['O link deve ser um caminho da plataforma (/...) ou um endereço https.']);
    const acmeId = await t.userId(ACME);
    const foreign = await send({ title: 'Oi', usuarioIds: [me.id, acmeId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().notifications[0]).toMatchObject({ field: 'usuarioIds', message: 'Há pessoas que não pertencem a esta empresa.' });
    expect(await notesOf(me.id)).toEqual([]);
  });
});

describe('events produce notifications', () => {
  it('an administrator enrolling people notifies them in their language; enrolling oneself does not', async () => {
    const learner = await person();
    const english = await person();
    await t.database.system((tx) => tx.update(usuario).set({ idiomaPreferido: 'en' }).where(eq(usuario.id, english.id)));
    const course = await k.course();
    const res = await admin({ method: 'POST', url: `/api/v1/curso/inscreverusuarios/${course.id}`, payload: { usuariosIds: [learner.id, english.id] } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(learner.email)).data.map((n) => [n.kind, n.title, n.content, n.link])).toEqual([['inscricao', 'Nova inscrição', `Você foi inscrito em "${course.titulo}".`, '/gestao/progresso']]);
    expect((await list(english.email)).data.map((n) => [n.title, n.content])).toEqual([['New enrollment', `You have been enrolled in "${course.titulo}".`]]);

    const self = await person();
    const open = await k.course({ inscricaoAberta: true });
    await k.section([{ tipo: 'curso', id: open.id }]);
    const subscribed = await as(self.email, { method: 'POST', url: `/api/v1/curso/${open.id}/Subscribe` });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await notesOf(self.id)).toEqual([]);
  });

  it('a communication published notifies its audience', async () => {
    const learner = await person();
    const titulo = unique('Comunicado');
    const draft = await admin({ method: 'POST', url: '/api/v1/Comunicacao', payload: { titulo, status: 'rascunho', publico: true, postagens: [{ titulo: 'Olá', conteudo: '<p>Olá</p>' }] } });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await notesOf(learner.id)).toEqual([]); // a draft tells nobody
    const published = await admin({ method: 'PUT', url: `/api/v1/Comunicacao/${draft.json<{ id: string }>().id}`, payload: { titulo, status: 'publicada', publico: true, postagens: [{ titulo: 'Olá', conteudo: '<p>Olá</p>' }] } });
    expect(published.statusCode, published.body).toBe(200);
    expect((await list(learner.email)).data.map((n) => [n.kind, n.title, n.content])).toEqual([['comunicacao', 'Nova comunicação', `Há uma nova comunicação para você: "${titulo}".`]]);
  });

  it('an external certificate answered notifies its owner', async () => {
    const learner = await person();
    const boundary = `----push${randomUUID()}`;
    const fields = { name: unique('Curso externo'), type: 'extension', institution: 'Escola', workload: '10', initDate: '2024-03-01', endDate: '2024-03-02' };
    const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const payload = Buffer.concat([
      ...parts,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const created = await as(learner.email, { method: 'POST', url: '/api/v1/CertificadoExterno', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const approved = await admin({ method: 'PUT', url: `/api/v1/CertificadoExterno/AprovarCertificadoExterno/${id}`, payload: { id, aprovado: true } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await list(learner.email)).data.map((n) => [n.kind, n.title, n.content, n.link])).toEqual([
      ['certificadoExterno', 'Certificado externo aprovado', `Sua solicitação "${fields.name}" foi respondida.`, '/gestao/certificados-externos'],
    ]);
  });

  it('a certificate issued on completion notifies the person', async () => {
    const learner = await person();
    const boundary = `----push${randomUUID()}`;
    const layout = JSON.stringify({ version: 2, settings: { page: { backSide: false } }, layers: [{ id: 'nome', type: 'text', x: 100, y: 300, width: 900, height: 80, text: '{{nomeUsuario}}', fontSize: 48, align: 'center' }] });
    const fields = { nome: unique('Certificado'), tipo: 'Curso', jsonCertificado: layout, imprimeVerso: 'false', active: 'true' };
    const payload = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const template = await admin({ method: 'POST', url: '/api/v1/Certificado', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(template.statusCode, template.body).toBe(201);
    const m = await k.object(ADMIN, { duration: 90 });
    const c = await k.course({ itens: [{ midiaId: m.id }], cargaHoraria: 120, certificadoId: template.json<{ id: string }>().id });
    await enrolDirectly(t.database, t.tenants.demo, learner.id, { tipo: 'curso', id: c.id });
    const done = await as(learner.email, { method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId: m.id, percentualProgresso: 100, cursoId: c.id } });
    expect(done.statusCode, done.body).toBe(200);
    expect((await list(learner.email)).data.map((n) => [n.kind, n.title, n.content])).toEqual([['certificado', 'Certificado emitido', `Seu certificado de "${c.titulo}" está disponível.`]]);
  });

  it('a released correction notifies the person with the grade', async () => {
    const learner = await person();
    const evaluator = await person({ funcionalidades: ['Aprendizado', 'Correções de Avaliações'] });
    const tenantId = t.tenants.demo;
    const ids = { avaliacao: randomUUID(), questao: randomUUID(), tentativa: randomUUID(), resposta: randomUUID() };
    const titulo = unique('Avaliação');
    await t.database.system(async (tx) => {
      await tx.insert(avaliacao).values({ id: ids.avaliacao, tenantId, titulo, tipo: 'Aprendizagem', notaMinima: 70 });
      await tx.insert(questao).values({ id: ids.questao, tenantId, avaliacaoId: ids.avaliacao, ordem: 1, tipo: 'Dissertativa', enunciado: 'Explique.', pontuacaoMaxima: 2 });
      await tx.insert(avaliacaoAvaliador).values({ tenantId, avaliacaoId: ids.avaliacao, usuarioId: evaluator.id });
      await tx.insert(usuarioAvaliacao).values({
        id: ids.tentativa,
        tenantId,
        usuarioId: learner.id,
        avaliacaoId: ids.avaliacao,
        tentativa: 1,
        status: 'PendenteDeCorrecao',
        questoesIds: [ids.questao],
        iniciadoEm: new Date(Date.now() - 60_000),
        finalizadoEm: new Date(),
        acertos: 0,
        erros: 0,
        pendentes: 1,
      });
      await tx.insert(usuarioAvaliacaoResposta).values({ id: ids.resposta, tenantId, usuarioAvaliacaoId: ids.tentativa, questaoId: ids.questao, texto: 'Assim.' });
      await tx.insert(avaliacaoProgresso).values({ tenantId, usuarioId: learner.id, avaliacaoId: ids.avaliacao, percentual: 99, status: 'PendenteDeCorrecao', tentativas: 1 });
    });
    const scored = await as(evaluator.email, { method: 'POST', url: '/api/v1/Avaliacao/evaluator/correction-answer', payload: { userAssessmentResponseId: ids.resposta, score: 2, observations: null } });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(await notesOf(learner.id)).toEqual([]);
    const finished = await as(evaluator.email, { method: 'POST', url: `/api/v1/Avaliacao/evaluator/${ids.tentativa}/finish-correction`, payload: { finalConsiderations: 'Bom.' } });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await list(learner.email)).data.map((n) => [n.kind, n.title, n.content, n.link])).toEqual([
      ['correcao', 'Correção liberada', `A correção da avaliação "${titulo}" foi liberada: nota 100.`, '/gestao/minhas-avaliacoes'],
    ]);
  });
});

describe('delivery (Web Push through the job queue)', () => {
  it('pushes the encrypted notification to each device; a 410 removes it; a silent endpoint holds up nobody', async () => {
    const me = await person();
    const good = browser(`/ok/${randomUUID()}`);
    const slow = browser(`/slow/${randomUUID()}`);
    const gone = browser(`/gone/${randomUUID()}`);
    for (const b of [slow, gone, good]) expect((await register(me.email, b.token)).statusCode).toBe(201);

    const title = unique('Entrega');
    expect((await send({ title, content: 'Conteúdo cifrado', link: '/notifications', usuarioIds: [me.id] })).statusCode).toBe(201);
    const [stored] = await notesOf(me.id);

    const delivered = await waitFor(() => received.find((r) => r.path === good.path), 'the good push');
    // the silent endpoint was asked and still holds its request open: the good one did not wait for it
    const slowRequest = await waitFor(() => received.find((r) => r.path === slow.path), 'the slow push');
    expect(slowOpen).toBeGreaterThan(0);
    // both were sent together: the good one arrived long before the silent one's timeout (1.5 s) ran out
    expect(Math.abs(delivered.at - slowRequest.at)).toBeLessThan(500);

    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(String(delivered.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.config.vapid.publicKey}$`));
    const payload = JSON.parse(good.decrypt(delivered.body)) as PushPayload;
    expect(payload).toEqual({ id: stored.id, title, content: 'Conteúdo cifrado', link: '/notifications', kind: 'manual' });
    // another browser's keys cannot read it
    expect(() => browser('/ok/x').decrypt(delivered.body)).toThrow();

    // 410: the subscription is removed; the timed-out one stays (it may answer next time)
    const deadline = Date.now() + 8000;
    let endpoints: string[] = [];
    while (Date.now() < deadline) {
      endpoints = (await t.database.system((tx) => tx.select().from(dispositivoPush).where(eq(dispositivoPush.usuarioId, me.id)))).map((d) => d.endpoint);
      if (!endpoints.includes(gone.endpoint)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(endpoints.sort()).toEqual([good.endpoint, slow.endpoint].sort());
    expect((await notesOf(me.id))[0].envio).toBe('concluido');
  });

  it('pushes what an event stores, once, to every device of the person', async () => {
    const me = await person();
    const a = browser(`/ok/${randomUUID()}`);
    const b = browser(`/ok/${randomUUID()}`);
    for (const x of [a, b]) expect((await register(me.email, x.token)).statusCode).toBe(201);
    const course = await k.course();
    expect((await admin({ method: 'POST', url: `/api/v1/curso/inscreverusuarios/${course.id}`, payload: { usuariosIds: [me.id] } })).statusCode).toBe(200);
    const [toA, toB] = await Promise.all([a, b].map((x) => waitFor(() => received.find((r) => r.path === x.path), `push to ${x.path}`)));
    expect((JSON.parse(a.decrypt(toA.body)) as PushPayload).title).toBe('Nova inscrição');
    expect((JSON.parse(b.decrypt(toB.body)) as PushPayload).content).toBe(`Você foi inscrito em "${course.titulo}".`);
    // a later job over the same notification finds nothing left to push
    await t.app.deps.jobs.send('push.send', { tenantId: t.tenants.demo });
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.filter((r) => r.path === a.path)).toHaveLength(1);
  });
});
