/**
 * Bench data for the assessment attempt (bench/assessments.mjs): a dedicated tenant 'bench-avaliacoes' ("Bench
 * Avaliações") with the 'Aluno' permission group, N learners (default 500; e-mail bench.avaliacao.<n>@bench.local,
 * password Demo@2026), one active course in a section shown to everyone whose only item is one learning assessment of
 * 10 single-choice questions (4 options each, questions and options shuffled, minimum score 60 %, one attempt), and
 * every learner enrolled in the course.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx apps/api/src/db/seed/bench-assessments.ts [--learners 500]
 *
 * PostgreSQL only. Migrations run first; the demo data is seeded when the database is empty. A second run tops the
 * learners up and, every run, removes the attempts of the bench assessment and resets the enrolments, so each bench
 * run starts from learners who have not taken it.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import { hashPassword } from '../../core/crypto';
import { openDatabase, type Tx } from '../../core/db';
import {
  avaliacao,
  avaliacaoProgresso,
  contrato,
  curso,
  cursoItem,
  empresa,
  grupoDePermissao,
  inscricao,
  questao,
  secao,
  secaoItem,
  tenant,
  usuario,
  usuarioAvaliacao,
} from '../schema';
import { DEMO_PASSWORD, seedDemo } from './demo';

export const BENCH_ASSESSMENTS_SUBDOMAIN = 'bench-avaliacoes';
export const BENCH_ASSESSMENT_TITLE = 'Avaliação de aprendizagem (bench)';
export const BENCH_ASSESSMENT_QUESTIONS = 10;
const OPTIONS_PER_QUESTION = 4;

/** The e-mail of learner n (1-based). */
export const benchLearnerEmail = (n: number) => `bench.avaliacao.${n}@bench.local`;

/** The tenant, its 'Aluno' group, the assessment with its questions, the course holding it and its section, once. */
const ensureContent = async (tx: Tx, learners: number) => {
  const existing = await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.subdominio, BENCH_ASSESSMENTS_SUBDOMAIN));
  if (existing[0]) {
    const tenantId = existing[0].id;
    await tx.execute(sql`update contrato set usuarios_contratados = greatest(usuarios_contratados, ${learners + 100}) where id = (select contrato_id from tenant where id = ${tenantId})`);
    const [group] = await tx.select({ id: grupoDePermissao.id }).from(grupoDePermissao).where(and(eq(grupoDePermissao.tenantId, tenantId), eq(grupoDePermissao.nome, 'Aluno')));
    const [test] = await tx.select({ id: avaliacao.id }).from(avaliacao).where(eq(avaliacao.tenantId, tenantId));
    const [course] = await tx.select({ id: cursoItem.cursoId }).from(cursoItem).where(eq(cursoItem.avaliacaoId, test.id));
    return { tenantId, groupId: group.id, avaliacaoId: test.id, cursoId: course.id };
  }
  const [company] = await tx.insert(empresa).values({ nome: 'Bench Avaliações' }).returning({ id: empresa.id });
  const [contract] = await tx.insert(contrato).values({ empresaId: company.id, nome: 'Contrato Bench Avaliações', usuariosContratados: learners + 100 }).returning({ id: contrato.id });
  const [{ id: tenantId }] = await tx.insert(tenant).values({ nome: 'Bench Avaliações', subdominio: BENCH_ASSESSMENTS_SUBDOMAIN, contratoId: contract.id }).returning({ id: tenant.id });
  const [group] = await tx
    .insert(grupoDePermissao)
    .values({ tenantId, nome: 'Aluno', descricao: 'Grupo Aluno', funcionalidades: [...SEED_GROUPS.Aluno] })
    .returning({ id: grupoDePermissao.id });
  const [test] = await tx
    .insert(avaliacao)
    .values({
      tenantId,
      titulo: BENCH_ASSESSMENT_TITLE,
      observacao: 'Dez questões objetivas, em ordem embaralhada.',
      tipo: 'Aprendizagem',
      notaMinima: 60,
      permitirNovaTentativa: false,
      embaralharQuestoes: true,
      embaralharAlternativas: true,
    })
    .returning({ id: avaliacao.id });
  await tx.insert(questao).values(
    Array.from({ length: BENCH_ASSESSMENT_QUESTIONS }, (_, q) => ({
      tenantId,
      avaliacaoId: test.id,
      ordem: q + 1,
      tipo: 'Objetiva' as const,
      enunciado: `Questão ${q + 1}: qual alternativa está correta?`,
      pontuacaoMaxima: 1,
      // the right option moves with the question number
      alternativas: Array.from({ length: OPTIONS_PER_QUESTION }, (_, o) => ({ id: randomUUID(), texto: `Alternativa ${o + 1}`, correta: o === q % OPTIONS_PER_QUESTION })),
    })),
  );
  const [section] = await tx
    .insert(secao)
    .values({ tenantId, nome: 'Avaliações', tipo: 'conteudo', ambiente: 'both', publico: true, ordemAprendizado: 1, ordemCatalogo: 1 })
    .returning({ id: secao.id });
  const [course] = await tx
    .insert(curso)
    .values({ tenantId, titulo: 'Curso com avaliação (bench)', sinopse: 'Um curso cujo único item é a avaliação.', cargaHoraria: 30, secoesIds: [section.id] })
    .returning({ id: curso.id });
  await tx.insert(cursoItem).values({ tenantId, cursoId: course.id, ordem: 1, tipo: 'avaliacao', avaliacaoId: test.id });
  await tx.insert(secaoItem).values({ tenantId, secaoId: section.id, ordem: 1, tipo: 'curso', cursoId: course.id });
  return { tenantId, groupId: group.id, avaliacaoId: test.id, cursoId: course.id };
};

/** Learners from..to (identity and account in one statement), enrolled in the course. */
const insertLearners = (tx: Tx, b: Awaited<ReturnType<typeof ensureContent>>, from: number, to: number, senhaHash: string) =>
  tx.execute(sql`
    with pessoas as (
      insert into identidade (email, senha_hash, email_confirmado_em)
      select 'bench.avaliacao.' || n || '@bench.local', ${senhaHash}, now() from generate_series(${from}::int, ${to}::int) as n
      returning id, split_part(split_part(email, '@', 1), '.', 3)::int as n
    ),
    contas as (
      insert into usuario (tenant_id, identidade_id, nome_completo, apelido, classificacao, grupo_de_permissao_id, nivel, padrao)
      select ${b.tenantId}::uuid, p.id, 'Aluno Avaliação ' || p.n, 'Aluno ' || p.n, 'student', ${b.groupId}::uuid, 'N3', true from pessoas p
      returning id
    )
    insert into inscricao (tenant_id, usuario_id, tipo, curso_id, origem)
    select ${b.tenantId}::uuid, c.id, 'curso', ${b.cursoId}::uuid, 'manual' from contas c`);

/** Removes every attempt of the bench assessment and puts the enrolments back to not started. */
const resetAttempts = async (tx: Tx, b: Awaited<ReturnType<typeof ensureContent>>) => {
  const removed = await tx.delete(usuarioAvaliacao).where(eq(usuarioAvaliacao.avaliacaoId, b.avaliacaoId)).returning({ id: usuarioAvaliacao.id });
  await tx.delete(avaliacaoProgresso).where(eq(avaliacaoProgresso.avaliacaoId, b.avaliacaoId));
  await tx
    .update(inscricao)
    .set({ percentual: 0, status: 'not-started', aproveitamento: null, iniciadoEm: null, concluidoEm: null })
    .where(eq(inscricao.cursoId, b.cursoId));
  return removed.length;
};

export const seedBenchAssessments = async (databaseUrl: string, learners: number, log: (line: string) => void = console.log) => {
  const database = await openDatabase({ databaseUrl, inMemoryDatabase: false, dataDir: '.' });
  try {
    if (database.kind !== 'postgres') throw new Error('the bench seed needs PostgreSQL (DATABASE_URL)');
    await seedDemo(database);
    const bench = await database.system((tx) => ensureContent(tx, learners));
    const [{ n: existing }] = await database.system((tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(usuario).where(eq(usuario.tenantId, bench.tenantId)),
    );
    if (existing < learners) {
      const senhaHash = await hashPassword(DEMO_PASSWORD);
      await database.system((tx) => insertLearners(tx, bench, existing + 1, learners, senhaHash));
      log(`learners ${existing + 1}..${learners} inserted and enrolled`);
    } else log(`bench assessment tenant already has ${existing} learners`);
    const removed = await database.system((tx) => resetAttempts(tx, bench));
    if (removed) log(`${removed} attempts of the previous run removed; enrolments reset`);
    for (const table of ['identidade', 'usuario', 'inscricao', 'questao', 'usuario_avaliacao', 'usuario_avaliacao_resposta', 'avaliacao_progresso']) {
      await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    log(`bench assessment ${bench.avaliacaoId} in course ${bench.cursoId} (tenant ${bench.tenantId}), ${Math.max(existing, learners)} learners enrolled`);
    return bench;
  } finally {
    await database.close();
  }
};

const learnersArg = () => {
  const i = process.argv.indexOf('--learners');
  const n = Number(i > 0 ? process.argv[i + 1] : 500);
  if (!Number.isInteger(n) || n < 1) throw new Error('invalid --learners');
  return n;
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const url = process.env.DATABASE_URL;
  if (!url || url === 'memory') {
    console.error('Set DATABASE_URL to a PostgreSQL database, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench');
    process.exit(1);
  }
  await seedBenchAssessments(url, learnersArg());
}
