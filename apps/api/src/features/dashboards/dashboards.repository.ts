import { sql, type SQL } from 'drizzle-orm';
import type { DashboardScope, DashboardStatus } from '@plataforma/shared/dashboards';
import type { Executor } from '../../core/db';

/**
 * The dashboards' figures (docs/dashboards.md), straight from the tables that hold them: enrolments (`inscricao`, whose
 * status and percent the classroom keeps rolled up), attempts (`usuario_avaliacao`), certificates and people. Every
 * statement is set-based; the people of a panel are one CTE (`pessoas`) the others join.
 */

/** The panel's filters as the repository takes them (dates are whole days, both included; null = open). */
export type Filters = {
  departamentoIds: string[];
  cargoIds: string[];
  unidadeIds: string[];
  conteudoIds: string[];
  usuarioIds: string[];
  from: string | null;
  to: string | null;
};

/** Whose figures: one person, a manager's team (everyone whose supervisor chain leads to them) or the company. */
export type Audience = { kind: 'self'; usuarioId: string } | { kind: DashboardScope; managerId: string };

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));
const uuids = (list: string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;

/** `with recursive ... pessoas(id)`: the audience's people, narrowed by the person filters. */
const peopleCte = (tenantId: string, audience: Audience, f: Filters): SQL => {
  const narrow = sql.join(
    [
      sql`u.tenant_id = ${tenantId}::uuid`,
      f.departamentoIds.length ? sql`u.departamento_id = any(${uuids(f.departamentoIds)})` : undefined,
      f.cargoIds.length ? sql`u.cargo_id = any(${uuids(f.cargoIds)})` : undefined,
      f.unidadeIds.length ? sql`u.unidade_de_negocio_id = any(${uuids(f.unidadeIds)})` : undefined,
      f.usuarioIds.length ? sql`u.id = any(${uuids(f.usuarioIds)})` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  if (audience.kind === 'self') return sql`pessoas as (select u.id from usuario u where u.tenant_id = ${tenantId}::uuid and u.id = ${audience.usuarioId}::uuid)`;
  if (audience.kind === 'company') return sql`pessoas as (select u.id from usuario u where ${narrow})`;
  // UNION (not UNION ALL) stops at a person already reached, so a loop in the supervisor links ends.
  return sql`equipe(id) as (
      select u.id from usuario u where u.tenant_id = ${tenantId}::uuid and u.superior_direto_id = ${audience.managerId}::uuid and u.id <> ${audience.managerId}::uuid
      union
      select u.id from usuario u join equipe e on u.superior_direto_id = e.id where u.tenant_id = ${tenantId}::uuid and u.id <> ${audience.managerId}::uuid
    ),
    pessoas as (select u.id from usuario u join equipe e on e.id = u.id where ${narrow})`;
};

/** Enrolments of the people in the filtered contents, made in the range (null ends open). */
const enrolmentWhere = (tenantId: string, f: Filters): SQL =>
  sql.join(
    [
      sql`i.tenant_id = ${tenantId}::uuid and i.ativo`,
      f.conteudoIds.length ? sql`(i.curso_id = any(${uuids(f.conteudoIds)}) or i.formacao_id = any(${uuids(f.conteudoIds)}))` : undefined,
      f.from ? sql`i.data_inscricao >= ${f.from}::date` : undefined,
      f.to ? sql`i.data_inscricao < ${f.to}::date + 1` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );

/** Conclusions in the range (by the day they were concluded). */
const concludedIn = (column: SQL, f: Filters): SQL =>
  sql.join([f.from ? sql`${column} >= ${f.from}::date` : sql`true`, f.to ? sql`${column} < ${f.to}::date + 1` : sql`true`], sql` and `);

/** The content of an enrolment: workload, mandatory flag, days limit and title, from its course or trail. */
const contentJoin = sql`left join curso c on c.tenant_id = i.tenant_id and c.id = i.curso_id
  left join formacao fo on fo.tenant_id = i.tenant_id and fo.id = i.formacao_id`;
const content = {
  titulo: sql`coalesce(c.titulo, fo.titulo)`,
  minutos: sql`coalesce(c.carga_horaria, fo.carga_horaria, 0)`,
  obrigatorio: sql`coalesce(c.obrigatorio, fo.obrigatorio, false)`,
  limite: sql`coalesce(c.limite_de_dias_para_conclusao, fo.limite_de_dias_para_conclusao, 0)`,
};
const concluded = sql`i.status in ('completed', 'approved')`;
/** Past its deadline without being concluded (the clock decides, whatever the stored status). */
const overdue = sql`(not ${concluded} and ${content.limite} > 0 and i.data_inscricao + make_interval(days => ${content.limite}) < now())`;

export type EnrolmentTotals = {
  byStatus: Record<DashboardStatus, number>;
  total: number;
  concluded: number;
  overdueMandatory: number;
  pendingMandatory: number;
};

/** Enrolments by status, concluded, overdue mandatory and pending mandatory: one pass over the enrolments. */
export const enrolmentTotals = async (ex: Executor, tenantId: string, audience: Audience, f: Filters): Promise<EnrolmentTotals> => {
  const rows = rowsOf<{ status: DashboardStatus; total: number; concluidos: number; atrasados: number; pendentes: number }>(
    await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, f)}
      select i.status, count(*)::int as total,
             count(*) filter (where ${concluded})::int as concluidos,
             count(*) filter (where ${content.obrigatorio} and ${overdue})::int as atrasados,
             count(*) filter (where ${content.obrigatorio} and not ${concluded})::int as pendentes
        from inscricao i join pessoas p on p.id = i.usuario_id ${contentJoin}
       where ${enrolmentWhere(tenantId, f)}
       group by i.status`),
  );
  const byStatus = { 'not-started': 0, 'on-going': 0, completed: 0, approved: 0, failed: 0, expired: 0 } as Record<DashboardStatus, number>;
  let total = 0;
  let concludedCount = 0;
  let overdueMandatory = 0;
  let pendingMandatory = 0;
  for (const r of rows) {
    if (r.status in byStatus) byStatus[r.status] = r.total;
    total += r.total;
    concludedCount += r.concluidos;
    overdueMandatory += r.atrasados;
    pendingMandatory += r.pendentes;
  }
  return { byStatus, total, concluded: concludedCount, overdueMandatory, pendingMandatory };
};

/** Enrolments made and conclusions per month ('yyyy-MM', São Paulo calendar) between two days. */
export const monthly = async (ex: Executor, tenantId: string, audience: Audience, f: Filters, from: string, to: string) => {
  const base = { ...f, from: null, to: null };
  const rows = rowsOf<{ mes: string; inscricoes: number; concluidas: number }>(
    await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, base)},
      eventos as (
        select to_char(i.data_inscricao at time zone 'America/Sao_Paulo', 'YYYY-MM') as mes, 1 as inscricao, 0 as conclusao
          from inscricao i join pessoas p on p.id = i.usuario_id
         where ${enrolmentWhere(tenantId, base)} and i.data_inscricao >= ${from}::date and i.data_inscricao < ${to}::date + 1
        union all
        select to_char(i.concluido_em at time zone 'America/Sao_Paulo', 'YYYY-MM'), 0, 1
          from inscricao i join pessoas p on p.id = i.usuario_id
         where ${enrolmentWhere(tenantId, base)} and ${concluded} and i.concluido_em >= ${from}::date and i.concluido_em < ${to}::date + 1
      )
      select mes, sum(inscricao)::int as inscricoes, sum(conclusao)::int as concluidas from eventos group by mes`),
  );
  return new Map(rows.map((r) => [r.mes, r]));
};

/** Workload (minutes) of the contents concluded in the range, per person's unit or department (null = none). */
export const minutesBy = async (ex: Executor, tenantId: string, audience: Audience, f: Filters, group: 'unidade' | 'departamento') => {
  const [column, table] = group === 'unidade' ? [sql`u.unidade_de_negocio_id`, sql`unidade_de_negocio`] : [sql`u.departamento_id`, sql`departamento`];
  const base = { ...f, from: null, to: null };
  return rowsOf<{ id: string | null; nome: string | null; minutos: number; pessoas: number }>(
    await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, base)}
      select ${column} as id, g.nome, coalesce(sum(${content.minutos}) filter (where i.id is not null), 0)::int as minutos, count(distinct u.id)::int as pessoas
        from pessoas p join usuario u on u.id = p.id
        left join ${table} g on g.tenant_id = u.tenant_id and g.id = ${column}
        left join inscricao i on i.usuario_id = u.id and ${enrolmentWhere(tenantId, base)} and ${concluded} and ${concludedIn(sql`i.concluido_em`, f)}
        ${contentJoin}
       group by ${column}, g.nome
       order by minutos desc, g.nome nulls last`),
  );
};

/** Minutes of workload the person (or people) concluded in the range. */
export const minutesConcluded = async (ex: Executor, tenantId: string, audience: Audience, f: Filters): Promise<number> => {
  const base = { ...f, from: null, to: null };
  const [row] = rowsOf<{ minutos: number }>(
    await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, base)}
      select coalesce(sum(${content.minutos}), 0)::int as minutos
        from inscricao i join pessoas p on p.id = i.usuario_id ${contentJoin}
       where ${enrolmentWhere(tenantId, base)} and ${concluded} and ${concludedIn(sql`i.concluido_em`, f)}`),
  );
  return row?.minutos ?? 0;
};

/** Completion per content (enrolments in the range): the best and the worst by rate. */
export const contentRates = async (ex: Executor, tenantId: string, audience: Audience, f: Filters, limit: number, order: 'best' | 'worst') => {
  const direction = order === 'best' ? sql`taxa desc, inscritos desc` : sql`taxa asc, inscritos desc`;
  return rowsOf<{ id: string; tipo: 'curso' | 'formacao'; titulo: string; inscritos: number; concluidos: number; taxa: number }>(
    await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, f)},
      porConteudo as (
        select coalesce(i.curso_id, i.formacao_id) as id, i.tipo, count(*)::int as inscritos, count(*) filter (where ${concluded})::int as concluidos
          from inscricao i join pessoas p on p.id = i.usuario_id
         where ${enrolmentWhere(tenantId, f)}
         group by 1, 2
      )
      select pc.id, pc.tipo, coalesce(c.titulo, fo.titulo) as titulo, pc.inscritos, pc.concluidos,
             floor(pc.concluidos * 100.0 / pc.inscritos + 0.5)::int as taxa
        from porConteudo pc
        left join curso c on c.tenant_id = ${tenantId}::uuid and pc.tipo = 'curso' and c.id = pc.id
        left join formacao fo on fo.tenant_id = ${tenantId}::uuid and pc.tipo = 'formacao' and fo.id = pc.id
       order by ${direction}, titulo
       limit ${limit}`),
  );
};

/** Attempts finished in the range (in the filtered contents): approved, failed, awaiting correction and the mean grade. */
export const assessmentTotals = async (ex: Executor, tenantId: string, audience: Audience, f: Filters) => {
  const base = { ...f, from: null, to: null };
  const where = sql.join(
    [
      sql`a.tenant_id = ${tenantId}::uuid and a.status in ('Aprovado', 'Reprovado', 'PendenteDeCorrecao')`,
      f.conteudoIds.length ? sql`(a.curso_id = any(${uuids(f.conteudoIds)}) or a.formacao_id = any(${uuids(f.conteudoIds)}))` : undefined,
      concludedIn(sql`coalesce(a.finalizado_em, a.iniciado_em)`, f),
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const [row] = rowsOf<{ aprovadas: number; reprovadas: number; pendentes: number; media: string | null }>(
    await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, base)}
      select count(*) filter (where a.status = 'Aprovado')::int as aprovadas,
             count(*) filter (where a.status = 'Reprovado')::int as reprovadas,
             count(*) filter (where a.status = 'PendenteDeCorrecao')::int as pendentes,
             round(avg(a.nota) filter (where a.status in ('Aprovado', 'Reprovado')), 1) as media
        from usuario_avaliacao a join pessoas p on p.id = a.usuario_id
       where ${where}`),
  );
  return { aprovadas: row?.aprovadas ?? 0, reprovadas: row?.reprovadas ?? 0, pendentesDeCorrecao: row?.pendentes ?? 0, notaMedia: row?.media === null || row?.media === undefined ? null : Number(row.media) };
};

/** Active and inactive people of the panel. */
export const peopleTotals = async (ex: Executor, tenantId: string, audience: Audience, f: Filters) => {
  const [row] = rowsOf<{ ativas: number; inativas: number }>(
    await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, f)}
      select count(*) filter (where u.ativo)::int as ativas, count(*) filter (where not u.ativo)::int as inativas
        from pessoas p join usuario u on u.id = p.id`),
  );
  return { ativas: row?.ativas ?? 0, inativas: row?.inativas ?? 0 };
};

/** The person's certificates issued in the range. */
export const certificatesOf = async (ex: Executor, tenantId: string, usuarioId: string, f: Filters): Promise<number> => {
  const [row] = rowsOf<{ total: number }>(
    await ex.execute(sql`select count(*)::int as total from certificado_usuario cu
       where cu.tenant_id = ${tenantId}::uuid and cu.usuario_id = ${usuarioId}::uuid and ${concludedIn(sql`cu.emitido_em`, f)}
         ${f.conteudoIds.length ? sql`and (cu.curso_id = any(${uuids(f.conteudoIds)}) or cu.formacao_id = any(${uuids(f.conteudoIds)}))` : sql``}`),
  );
  return row?.total ?? 0;
};

/** The person's enrolments whose deadline falls in the next `days` days, not concluded and not past it. */
export const expiringSoon = async (ex: Executor, tenantId: string, usuarioId: string, days: number) =>
  rowsOf<{ id: string; tipo: 'curso' | 'formacao'; titulo: string; vencimento: Date | string; percentual: number }>(
    await ex.execute(sql`select coalesce(i.curso_id, i.formacao_id) as id, i.tipo, ${content.titulo} as titulo,
             i.data_inscricao + make_interval(days => ${content.limite}) as vencimento, i.percentual
        from inscricao i ${contentJoin}
       where i.tenant_id = ${tenantId}::uuid and i.usuario_id = ${usuarioId}::uuid and i.ativo and not ${concluded} and ${content.limite} > 0
         and i.data_inscricao + make_interval(days => ${content.limite}) between now() and now() + make_interval(days => ${days})
       order by vencimento, titulo
       limit 20`),
  );

/** One page of the panel's people (by name) with their progress, and how many there are. */
export const peoplePage = async (ex: Executor, tenantId: string, audience: Audience, f: Filters, offset: number, limit: number) => {
  const [count] = rowsOf<{ total: number }>(await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, f)} select count(*)::int as total from pessoas`));
  const rows = rowsOf<{
    id: string;
    nome: string;
    email: string;
    ativo: boolean;
    departamento: string | null;
    cargo: string | null;
    unidade: string | null;
    inscricoes: number;
    concluidas: number;
    atrasadas: number;
    progresso: number;
    minutos: number;
  }>(
    await ex.execute(sql`with recursive ${peopleCte(tenantId, audience, f)},
      pagina as (
        select u.* from pessoas p join usuario u on u.id = p.id
         order by lower(u.nome_completo), u.id offset ${offset} limit ${limit}
      )
      select u.id, u.nome_completo as nome, idn.email, u.ativo, d.nome as departamento, cg.nome as cargo, un.nome as unidade,
             coalesce(s.inscricoes, 0)::int as inscricoes, coalesce(s.concluidas, 0)::int as concluidas, coalesce(s.atrasadas, 0)::int as atrasadas,
             coalesce(s.progresso, 0)::int as progresso, coalesce(s.minutos, 0)::int as minutos
        from pagina u
        join identidade idn on idn.id = u.identidade_id
        left join departamento d on d.tenant_id = u.tenant_id and d.id = u.departamento_id
        left join cargo cg on cg.tenant_id = u.tenant_id and cg.id = u.cargo_id
        left join unidade_de_negocio un on un.tenant_id = u.tenant_id and un.id = u.unidade_de_negocio_id
        left join lateral (
          select count(*) as inscricoes, count(*) filter (where ${concluded}) as concluidas, count(*) filter (where ${overdue}) as atrasadas,
                 round(avg(i.percentual)) as progresso, sum(${content.minutos}) filter (where ${concluded}) as minutos
            from inscricao i ${contentJoin}
           where i.usuario_id = u.id and ${enrolmentWhere(tenantId, f)}
        ) s on true
       order by lower(u.nome_completo), u.id`),
  );
  return { total: count?.total ?? 0, rows };
};

/** The caller's classification in the tenant. */
export const classificationOf = async (ex: Executor, tenantId: string, usuarioId: string) => {
  const [row] = rowsOf<{ classificacao: 'student' | 'manager' | 'admin' }>(
    await ex.execute(sql`select classificacao from usuario where tenant_id = ${tenantId}::uuid and id = ${usuarioId}::uuid`),
  );
  return row?.classificacao ?? 'student';
};

/** Active courses and trails by title (the content filter's options), at most `limit`. */
export const contentOptions = async (ex: Executor, tenantId: string, search: string | null, limit: number) => {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return rowsOf<{ id: string; tipo: 'curso' | 'formacao'; titulo: string }>(
    await ex.execute(sql`select * from (
        select c.id, 'curso' as tipo, c.titulo from curso c where c.tenant_id = ${tenantId}::uuid and c.ativo ${like ? sql`and c.titulo ilike ${like}` : sql``}
        union all
        select f.id, 'formacao', f.titulo from formacao f where f.tenant_id = ${tenantId}::uuid and f.ativo ${like ? sql`and f.titulo ilike ${like}` : sql``}
      ) x order by lower(titulo), id limit ${limit}`),
  );
};
