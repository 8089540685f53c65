/**
 * Bench data for the learner's home and catalog (bench/learning.mjs), on top of the user bench tenant
 * ('bench-users', bench-users.ts): 100,000 people, 5,000 items (3,500 link objects, 1,000 courses of 5 objects each,
 * 500 trails of two steps), 40 sections with 120 items each and every kind of audience (everyone, job title, unit, no
 * audience), 5 course enrolments per person and 5,000,000 media progress rows (25 in course context and 25 on their
 * own per person), inserted with INSERT ... SELECT generate_series in batches.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx apps/api/src/db/seed/bench-learning.ts [--users 100000]
 *
 * PostgreSQL only. Running it again inserts nothing when the content is already there.
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Tx } from '../../core/db';
import { inscricao, midia, usuario } from '../schema';
import { countArg, runSeedScript } from './bench-kit';
import { seedBenchUsers } from './bench-users';

export const BENCH_MEDIA = 3_500;
export const BENCH_COURSES = 1_000;
export const BENCH_TRAILS = 500;
export const BENCH_SECTIONS = 40;
const ITEMS_PER_SECTION = 120;
const COURSES_PER_PERSON = 5;
const ITEMS_PER_COURSE = 5;
const STANDALONE_PER_PERSON = 25;
const PEOPLE_PER_BATCH = 10_000;

const hasContent = async (tx: Tx, tenantId: string) =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(midia).where(eq(midia.tenantId, tenantId)))[0].n >= BENCH_MEDIA;

/** Objects, courses with their items, trails with two steps (a course and an object each), sections with items. */
const insertContent = async (tx: Tx, tenantId: string) => {
  await tx.execute(sql`
    insert into midia (tenant_id, nome, descricao, tipo, link, duracao, marca_dagua, finalizado, criado_em)
    select ${tenantId}::uuid, 'Objeto ' || n, 'Material de apoio número ' || n, 'link', 'https://example.com/material/' || n, 60 + n % 600,
           '{"enabled":false}'::jsonb, true, now() - make_interval(hours => n)
    from generate_series(1, ${BENCH_MEDIA}) as n`);
  await tx.execute(sql`
    insert into curso (tenant_id, titulo, sinopse, carga_horaria, obrigatorio, limite_de_dias_para_conclusao, codigo, criado_em)
    select ${tenantId}::uuid, 'Curso ' || n, 'Curso de exemplo número ' || n, 30 + n % 240, n % 25 = 0, case when n % 4 = 0 then 30 else 0 end,
           'BC-' || n, now() - make_interval(hours => n)
    from generate_series(1, ${BENCH_COURSES}) as n`);
  // the k-th item of course n is object ((n * 5 + k) mod 3500) + 1, by creation order
  await tx.execute(sql`
    with m as (select id, row_number() over (order by criado_em desc, id) as r from midia where tenant_id = ${tenantId}),
         c as (select id, row_number() over (order by criado_em desc, id) as r from curso where tenant_id = ${tenantId})
    insert into curso_item (tenant_id, curso_id, ordem, midia_id)
    select ${tenantId}::uuid, c.id, k, m.id
    from c cross join generate_series(1, ${ITEMS_PER_COURSE}) as k
    join m on m.r = ((c.r * ${ITEMS_PER_COURSE} + k) % ${BENCH_MEDIA}) + 1`);
  await tx.execute(sql`
    insert into formacao (tenant_id, titulo, sinopse, carga_horaria, codigo, criado_em)
    select ${tenantId}::uuid, 'Trilha ' || n, 'Trilha de exemplo número ' || n, 120, 'BT-' || n, now() - make_interval(hours => n)
    from generate_series(1, ${BENCH_TRAILS}) as n`);
  await tx.execute(sql`
    insert into formacao_etapa (tenant_id, formacao_id, ordem, nome, carga_horaria)
    select tenant_id, id, k, 'Etapa ' || k, 60 from formacao cross join generate_series(1, 2) as k where tenant_id = ${tenantId}`);
  await tx.execute(sql`
    with e as (select e.id, e.formacao_id, e.ordem, row_number() over (order by f.criado_em desc, f.id, e.ordem) as r
               from formacao_etapa e join formacao f on f.id = e.formacao_id where e.tenant_id = ${tenantId}),
         m as (select id, row_number() over (order by criado_em desc, id) as r from midia where tenant_id = ${tenantId}),
         c as (select id, row_number() over (order by criado_em desc, id) as r from curso where tenant_id = ${tenantId})
    insert into formacao_etapa_item (tenant_id, formacao_id, etapa_id, ordem, tipo, curso_id, midia_id)
    select ${tenantId}::uuid, e.formacao_id, e.id, 1, 'curso', c.id, null::uuid from e join c on c.r = (e.r % ${BENCH_COURSES}) + 1
    union all
    select ${tenantId}::uuid, e.formacao_id, e.id, 2, 'midia', null::uuid, m.id from e join m on m.r = ((e.r * 7) % ${BENCH_MEDIA}) + 1`);
  // sections: 1-10 everyone (publico), 11-25 one job title each, 26-33 one unit each, 34-40 no audience
  await tx.execute(sql`
    insert into secao (tenant_id, nome, tipo, ambiente, ordem_aprendizado, ordem_catalogo, publico, orientacao_dos_cards)
    select ${tenantId}::uuid, 'Seção ' || n, 'conteudo', case n % 3 when 0 then 'home' when 1 then 'catalog' else 'both' end, n, n, n <= 10,
           case when n % 2 = 0 then 'vertical' else 'horizontal' end
    from generate_series(1, ${BENCH_SECTIONS}) as n`);
  await tx.execute(sql`
    with s as (select id, row_number() over (order by ordem_aprendizado) as r from secao where tenant_id = ${tenantId}),
         j as (select id, row_number() over (order by id) as r from cargo where tenant_id = ${tenantId})
    insert into secao_cargo (tenant_id, secao_id, cargo_id)
    select ${tenantId}::uuid, s.id, j.id from s join j on j.r = s.r - 10 where s.r between 11 and 25`);
  await tx.execute(sql`
    with s as (select id, row_number() over (order by ordem_aprendizado) as r from secao where tenant_id = ${tenantId}),
         u as (select id, row_number() over (order by id) as r from unidade_de_negocio where tenant_id = ${tenantId})
    insert into secao_unidade (tenant_id, secao_id, unidade_de_negocio_id)
    select ${tenantId}::uuid, s.id, u.id from s join u on u.r = s.r - 25 where s.r between 26 and 33`);
  // items: a section mixes 60 objects, 40 courses and 20 trails, shifted by the section's number
  await tx.execute(sql`
    with s as (select id, row_number() over (order by ordem_aprendizado) as r from secao where tenant_id = ${tenantId}),
         m as (select id, row_number() over (order by criado_em desc, id) as r from midia where tenant_id = ${tenantId}),
         c as (select id, row_number() over (order by criado_em desc, id) as r from curso where tenant_id = ${tenantId}),
         f as (select id, row_number() over (order by criado_em desc, id) as r from formacao where tenant_id = ${tenantId})
    insert into secao_item (tenant_id, secao_id, ordem, tipo, midia_id, curso_id, formacao_id)
    select ${tenantId}::uuid, s.id, k, 'curso', null::uuid, c.id, null::uuid from s cross join generate_series(1, 40) as k join c on c.r = ((s.r * 40 + k) % ${BENCH_COURSES}) + 1
    union all
    select ${tenantId}::uuid, s.id, 40 + k, 'formacao', null::uuid, null::uuid, f.id from s cross join generate_series(1, 20) as k join f on f.r = ((s.r * 20 + k) % ${BENCH_TRAILS}) + 1
    union all
    select ${tenantId}::uuid, s.id, 60 + k, 'midia', m.id, null::uuid, null::uuid from s cross join generate_series(1, ${ITEMS_PER_SECTION - 60}) as k join m on m.r = ((s.r * 60 + k) % ${BENCH_MEDIA}) + 1`);
};

/**
 * People of rows lo..hi (by id order): 5 course enrolments each (progress 0..100 spread), the 25 course-context
 * progress rows of them and 25 progress rows of objects opened on their own; 2 favourites each.
 */
const insertLearning = (tx: Tx, tenantId: string, lo: number, hi: number) =>
  tx.execute(sql`
    with p as (select id, r from (select id, row_number() over (order by id) as r from usuario where tenant_id = ${tenantId}) x where r between ${lo} and ${hi}),
         c as (select id, row_number() over (order by criado_em desc, id) as r from curso where tenant_id = ${tenantId}),
         m as (select id, row_number() over (order by criado_em desc, id) as r from midia where tenant_id = ${tenantId}),
         ins as (
           insert into inscricao (tenant_id, usuario_id, tipo, curso_id, origem, data_inscricao, percentual, status, atualizado_em)
           select ${tenantId}::uuid, p.id, 'curso', c.id, 'manual', now() - make_interval(days => ((p.r + k) % 60)::int),
                  ((p.r * 7 + k * 31) % 5) * 25,
                  case ((p.r * 7 + k * 31) % 5) * 25 when 0 then 'not-started' when 100 then 'approved' else 'on-going' end,
                  now() - make_interval(mins => ((p.r * 13 + k) % 10000)::int)
           from p cross join generate_series(1, ${COURSES_PER_PERSON}) as k join c on c.r = ((p.r * ${COURSES_PER_PERSON} + k) % ${BENCH_COURSES}) + 1
           returning usuario_id, curso_id, percentual
         ),
         ctx as (
           insert into midia_progresso (tenant_id, usuario_id, midia_id, curso_id, percentual, concluido, atualizado_em)
           select ${tenantId}::uuid, ins.usuario_id, ci.midia_id, ins.curso_id, ins.percentual, ins.percentual = 100, now()
           from ins join curso_item ci on ci.curso_id = ins.curso_id
           returning 1
         ),
         own as (
           insert into midia_progresso (tenant_id, usuario_id, midia_id, percentual, concluido, atualizado_em)
           select ${tenantId}::uuid, p.id, m.id, 1 + (p.r + k) % 100, (p.r + k) % 100 = 99, now() - make_interval(mins => k)
           from p cross join generate_series(1, ${STANDALONE_PER_PERSON}) as k join m on m.r = ((p.r * 11 + k * 97) % ${BENCH_MEDIA}) + 1
           returning 1
         )
    insert into favorito (tenant_id, usuario_id, tipo, curso_id)
    select ${tenantId}::uuid, p.id, 'curso', c.id from p cross join generate_series(1, 2) as k join c on c.r = ((p.r * 3 + k * 101) % ${BENCH_COURSES}) + 1
    on conflict do nothing`);

export const seedBenchLearning = async (databaseUrl: string, users: number, log: (line: string) => void = console.log) => {
  const { tenantId } = await seedBenchUsers(databaseUrl, users, log);
  const database = await openDatabase({ databaseUrl });
  try {
    const started = Date.now();
    if (await database.system((tx) => hasContent(tx, tenantId))) log('bench learning content already there');
    else {
      await database.system((tx) => insertContent(tx, tenantId));
      log(`content: ${BENCH_MEDIA} objects, ${BENCH_COURSES} courses, ${BENCH_TRAILS} trails, ${BENCH_SECTIONS} sections (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    const total = (await database.system((tx) => tx.select({ n: sql<number>`count(*)::int` }).from(usuario).where(eq(usuario.tenantId, tenantId))))[0].n;
    // batches commit one by one in id order: a second run goes on after the last person with enrolments
    const done = (await database.system((tx) => tx.select({ n: sql<number>`count(distinct ${inscricao.usuarioId})::int` }).from(inscricao).where(eq(inscricao.tenantId, tenantId))))[0].n;
    if (done >= total) {
      log('bench learning data already there; nothing inserted');
      return { tenantId };
    }
    for (let lo = done + 1; lo <= total; lo += PEOPLE_PER_BATCH) {
      const hi = Math.min(lo + PEOPLE_PER_BATCH - 1, total);
      await database.system((tx) => insertLearning(tx, tenantId, lo, hi));
      log(`  people ${lo}..${hi}: enrolments, progress and favourites (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    for (const table of ['midia', 'curso', 'curso_item', 'formacao', 'formacao_etapa', 'formacao_etapa_item', 'secao', 'secao_item', 'inscricao', 'midia_progresso', 'favorito']) {
      await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    log(`bench learning data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { tenantId };
  } finally {
    await database.close();
  }
};

await runSeedScript(import.meta.url, (url) => seedBenchLearning(url, countArg('users', 100_000)));
