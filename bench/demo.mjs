// What the benches on the platform's own default share about the demo data (apps/api/src/db/seed/demo*.ts): waiting
// for the demo content the first start creates in the background, learners of the demo company added in SQL, the
// demo learner's traces (enrolment, progress, favourite) and a SCORM object made from a real package.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, sleep } from './lib.mjs';

/**
 * Waits (three minutes at most) until the demo content is there and idle: the section 'Comece por aqui', the course
 * 'Integração de novos colaboradores' with its assessment, and no object still pending or processing (the video's
 * transcode would otherwise run during the measurements). `db` is a pg client of the platform's database (superuser:
 * row-level security does not apply). Returns the demo's ids.
 */
export const waitForDemoContent = async (db, timeoutMs = 180_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query(
      `select t.id as tenant_id,
              (select id from grupo_de_permissao g where g.tenant_id = t.id and g.nome = 'Aluno') as group_id,
              (select id from secao s where s.tenant_id = t.id and s.nome = 'Comece por aqui') as secao_id,
              (select id from curso c where c.tenant_id = t.id and c.titulo = 'Integração de novos colaboradores') as curso_id,
              (select id from avaliacao a where a.tenant_id = t.id and a.titulo = 'Avaliação de boas-vindas') as avaliacao_id,
              (select count(*)::int from midia m where m.tenant_id = t.id and m.processing_status in ('pending', 'processing')) as busy
       from tenant t where t.subdominio = 'demo'`,
    );
    const demo = rows[0];
    if (demo?.secao_id && demo.curso_id && demo.avaliacao_id && demo.busy === 0) {
      const { rows: midias } = await db.query(`select id, tipo, nome from midia where tenant_id = $1 and tipo <> 'scorm' order by nome`, [demo.tenant_id]);
      return { tenantId: demo.tenant_id, groupId: demo.group_id, secaoId: demo.secao_id, cursoId: demo.curso_id, avaliacaoId: demo.avaliacao_id, midias };
    }
    if (Date.now() > until) throw new Error(`demo content not ready after ${timeoutMs / 1000} s: ${JSON.stringify(demo)}`);
    await sleep(1000);
  }
};

/**
 * Adds learners from..to of the demo company's 'Aluno' group in one statement (identity and account, as
 * apps/api/src/db/seed/bench-kit.ts does), e-mail `<prefix><n>@bench.local`, with the demo learner's argon2id hash (the
 * demo password, hashed once by the seed). The contract is grown to fit. Returns the e-mails in order.
 */
export const addDemoLearners = async (db, demo, prefix, from, to) => {
  await db.query(
    `update contrato set usuarios_contratados = greatest(usuarios_contratados, $2 + (select count(*)::int from usuario where tenant_id = $1) + 100)
     where id = (select contrato_id from tenant where id = $1)`,
    [demo.tenantId, to - from + 1],
  );
  await db.query(
    `with pessoas as (
       insert into identidade (email, senha_hash, email_confirmado_em)
       select $3::text || n || '@bench.local', (select senha_hash from identidade where email = 'aluno@demo.local'), now()
       from generate_series($4::int, $5::int) as n
       returning id, substr(split_part(email, '@', 1), length($3::text) + 1)::int as n
     )
     insert into usuario (tenant_id, identidade_id, nome_completo, apelido, classificacao, grupo_de_permissao_id, nivel, padrao)
     select $1::uuid, p.id, 'Aluno Bench ' || p.n, 'Aluno ' || p.n, 'student', $2::uuid, 'N3', true from pessoas p`,
    [demo.tenantId, demo.groupId, prefix, from, to],
  );
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}@bench.local`);
};

/**
 * Gives a learner what the home's personal rows show: enrolled in the demo course (POST curso/{id}/subscribe), some
 * progress in its first object (POST midia/progresso), the course as a favourite (POST curso/{id}/bookmark).
 * `call(method, path, body)` is the learner's request; a failed call throws.
 */
export const giveLearnerTraces = async (call, demo) => {
  const must = async (method, path, body) => {
    const res = await call(method, path, body);
    if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  };
  await must('POST', `/api/v1/curso/${demo.cursoId}/subscribe`);
  const classroom = await must('GET', `/api/v1/salaDeAula/curso/${demo.cursoId}`);
  const first = classroom.itens.find((i) => i.tipo === 'midia');
  if (first) await must('POST', '/api/v1/midia/progresso', { midiaId: first.id, percentualProgresso: 30, cursoId: demo.cursoId, posicao: 1 });
  await must('POST', `/api/v1/curso/${demo.cursoId}/bookmark`);
};

/** The real SCORM 1.2 package of the shared fixtures (ARCHITECTURE §6), when present beside the repository. */
const SCORM_FIXTURE = join(root, '..', 'shared', 'fixtures', 'scorm', 'singlesco_scorm12.zip');

/**
 * Creates a SCORM 1.2 object as the administrator (POST midia, tipo scorm) and, when the fixture is there, uploads
 * the package (POST midia/big/{id}/fileUpload) and waits for its unpacking job. The object stands on its own (no course):
 * the SCORM record calls only need an active object of the tenant. Returns { id, packaged }.
 */
export const createScormObject = async (base, adminToken, name) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  const packaged = existsSync(SCORM_FIXTURE);
  const res = await fetch(`${base}/api/v1/midia`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ nome: name, tipo: 'scorm', scormType: 'scorm12', ...(packaged ? { fileName: 'singlesco_scorm12.zip' } : {}) }),
  });
  const created = await res.json();
  if (!created.id) throw new Error(`SCORM object not created: ${res.status} ${JSON.stringify(created).slice(0, 300)}`);
  if (!packaged) return { id: created.id, packaged };
  const form = new FormData();
  form.append('arquivo', new Blob([readFileSync(SCORM_FIXTURE)], { type: 'application/zip' }), 'singlesco_scorm12.zip');
  const upload = await fetch(`${base}/api/v1/midia/big/${created.id}/fileUpload`, { method: 'POST', headers, body: form });
  if (upload.status >= 300) throw new Error(`SCORM package not uploaded: ${upload.status} ${(await upload.text()).slice(0, 300)}`);
  for (let i = 0; i < 120; i++) {
    const midia = await (await fetch(`${base}/api/v1/midia/${created.id}`, { headers })).json();
    if (midia.processingStatus === 'done') return { id: created.id, packaged };
    if (midia.processingStatus === 'failed') throw new Error(`SCORM package refused: ${midia.processingError}`);
    await sleep(500);
  }
  throw new Error('SCORM package not unpacked after 60 s');
};

/** A pool of random base64 text that suspend data is cut from (authoring tools store compressed state: it hardly compresses again). */
const POOL = randomBytes(768 * 1024).toString('base64');

/** 64 KB of suspend data (what a long SCORM course keeps between sessions), different per learner and commit. */
export const suspendData = (learner, commit, bytes = 65_536) => {
  const head = `learner=${learner};commit=${commit};`;
  const from = ((learner * 7919 + commit * 104_729) % (POOL.length - bytes)) | 0;
  return head + POOL.slice(from, from + bytes - head.length);
};
