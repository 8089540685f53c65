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

/**
 * The audience's people, narrowed by the person filters, as a subquery `(id, unidade, departamento, ativo)`, and the
 * recursive team walk it reads for a manager (to open the statement with `with recursive`). A subquery rather than a
 * CTE, so a statement may read it more than once without materialising it, and the company's scan stays parallel.
 */
const audienceOf = (tenantId: string, audience: Audience, f: Filters): { team: SQL | null; people: SQL } => {
  const columns = sql`u.id, u.unidade_de_negocio_id as unidade, u.departamento_id as departamento, u.ativo`;
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
  if (audience.kind === 'self') return { team: null, people: sql`(select ${columns} from usuario u where u.tenant_id = ${tenantId}::uuid and u.id = ${audience.usuarioId}::uuid)` };
  if (audience.kind === 'company') return { team: null, people: sql`(select ${columns} from usuario u where ${narrow})` };
  // UNION (not UNION ALL) stops at a person already reached, so a loop in the supervisor links ends.
  const team = sql`equipe(id) as (
      select u.id from usuario u where u.tenant_id = ${tenantId}::uuid and u.superior_direto_id = ${audience.managerId}::uuid and u.id <> ${audience.managerId}::uuid
      union
      select u.id from usuario u join equipe e on u.superior_direto_id = e.id where u.tenant_id = ${tenantId}::uuid and u.id <> ${audience.managerId}::uuid
    )`;
  return { team, people: sql`(select ${columns} from usuario u join equipe e on e.id = u.id where ${narrow})` };
};

/** The opening of a statement over the audience: `with recursive` and the team walk when there is one. */
const withTeam = (team: SQL | null, more?: SQL): SQL => {
  const parts = [team, more].filter((c): c is SQL => c !== null && c !== undefined);
  return parts.length ? sql`with recursive ${sql.join(parts, sql`, `)}` : sql``;
};

/** `with recursive ... pessoas(id, unidade, departamento, ativo)`: the audience's people as a CTE. */
const peopleCte = (tenantId: string, audience: Audience, f: Filters): SQL => {
  const { team, people } = audienceOf(tenantId, audience, f);
  return withTeam(team, sql`pessoas as ${people}`);
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
  /** Workload of the contents concluded in the range (by the day of conclusion). */
  minutesConcluded: number;
};

export type ContentRate = { id: string; tipo: 'curso' | 'formacao'; titulo: string; inscritos: number; concluidos: number; taxa: number };

export type EnrolmentFigures = {
  totals: EnrolmentTotals;
  /** 'yyyy-MM' -> enrolments made and conclusions in that month of the chart's window. */
  months: Map<string, { inscricoes: number; concluidas: number }>;
  /** The best and the worst `limit` contents by completion rate (enrolments in the range). */
  best: ContentRate[];
  worst: ContentRate[];
  /** Minutes concluded in the range per person's unit and department (the key null = none). */
  minutesByUnit: Map<string | null, number>;
  minutesByDepartment: Map<string | null, number>;
};

type FigureRow = {
  conjunto: 'status' | 'conteudo' | 'unidade' | 'departamento' | 'mes_i' | 'mes_c';
  status: DashboardStatus | null;
  conteudo: string | null;
  tipo: 'curso' | 'formacao' | null;
  grupo: string | null;
  mes: string | null;
  total: number;
  concluidos: number;
  atrasados: number;
  pendentes: number;
  minutos: number;
  noMes: number;
  titulo: string | null;
  taxa: number | null;
  melhor: number | null;
  pior: number | null;
};

/**
 * Every enrolment figure of a panel in ONE pass over the audience's enrolments (docs/dashboards.md, decision 0028):
 * the rows are those of the filtered contents with no date bound, each marked with what it counts for (made in the
 * range, concluded in the range, in the chart's months), and one GROUPING SETS aggregate gives the statuses, the
 * contents (ranked best and worst in the same statement), the minutes per unit and per department, and the months.
 */
export const enrolmentFigures = async (ex: Executor, tenantId: string, audience: Audience, f: Filters, chart: { from: string; to: string }, limit: number): Promise<EnrolmentFigures> => {
  const { team, people } = audienceOf(tenantId, audience, f);
  const open = { ...f, from: null, to: null };
  const inChart = (column: SQL) => sql`(${column} >= ${chart.from}::date and ${column} < ${chart.to}::date + 1)`;
  const month = (column: SQL) => sql`to_char(${column} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;
  const rows = rowsOf<FigureRow>(
    await ex.execute(sql`${withTeam(team)}
      select r.* from (
        select a.*, coalesce(c.titulo, fo.titulo) as titulo,
               case when a.conjunto = 'conteudo' and a.total > 0 then floor(a.concluidos * 100.0 / a.total + 0.5)::int end as taxa,
               row_number() over (partition by a.conjunto = 'conteudo' and a.total > 0
                                  order by floor(a.concluidos * 100.0 / nullif(a.total, 0) + 0.5) desc, a.total desc, coalesce(c.titulo, fo.titulo)) as melhor,
               row_number() over (partition by a.conjunto = 'conteudo' and a.total > 0
                                  order by floor(a.concluidos * 100.0 / nullif(a.total, 0) + 0.5) asc, a.total desc, coalesce(c.titulo, fo.titulo)) as pior
          from (
            select case when grouping(b.status) = 0 then 'status' when grouping(b.conteudo) = 0 then 'conteudo' when grouping(b.unidade) = 0 then 'unidade'
                        when grouping(b.departamento) = 0 then 'departamento' when grouping(b.mes_i) = 0 then 'mes_i' else 'mes_c' end as conjunto,
                   b.status, b.conteudo, b.tipo, coalesce(b.unidade, b.departamento) as grupo, coalesce(b.mes_i, b.mes_c) as mes,
                   count(*) filter (where b.no_periodo)::int as total,
                   count(*) filter (where b.no_periodo and b.concluido)::int as concluidos,
                   count(*) filter (where b.no_periodo and b.obrigatorio and b.atrasado)::int as atrasados,
                   count(*) filter (where b.no_periodo and b.obrigatorio and not b.concluido)::int as pendentes,
                   coalesce(sum(b.minutos) filter (where b.concluido_no_periodo), 0)::int as minutos,
                   count(*)::int as "noMes"
              from (
                select i.status, coalesce(i.curso_id, i.formacao_id) as conteudo, i.tipo, p.unidade, p.departamento,
                       ${content.minutos} as minutos, ${content.obrigatorio} as obrigatorio,
                       ${concluded} as concluido, ${overdue} as atrasado,
                       ${concludedIn(sql`i.data_inscricao`, f)} as no_periodo,
                       ${concluded} and ${concludedIn(sql`i.concluido_em`, f)} as concluido_no_periodo,
                       case when ${inChart(sql`i.data_inscricao`)} then ${month(sql`i.data_inscricao`)} end as mes_i,
                       case when ${concluded} and ${inChart(sql`i.concluido_em`)} then ${month(sql`i.concluido_em`)} end as mes_c
                  from inscricao i join ${people} p on p.id = i.usuario_id ${contentJoin}
                 where ${enrolmentWhere(tenantId, open)}
              ) b
             group by grouping sets ((b.status), (b.conteudo, b.tipo), (b.unidade), (b.departamento), (b.mes_i), (b.mes_c))
          ) a
          left join curso c on a.conjunto = 'conteudo' and a.tipo = 'curso' and c.tenant_id = ${tenantId}::uuid and c.id = a.conteudo
          left join formacao fo on a.conjunto = 'conteudo' and a.tipo = 'formacao' and fo.tenant_id = ${tenantId}::uuid and fo.id = a.conteudo
      ) r
      where r.conjunto <> 'conteudo' or (r.total > 0 and (r.melhor <= ${limit} or r.pior <= ${limit}))`),
  );

  const byStatus = { 'not-started': 0, 'on-going': 0, completed: 0, approved: 0, failed: 0, expired: 0 } as Record<DashboardStatus, number>;
  const totals: EnrolmentTotals = { byStatus, total: 0, concluded: 0, overdueMandatory: 0, pendingMandatory: 0, minutesConcluded: 0 };
  const months = new Map<string, { inscricoes: number; concluidas: number }>();
  const minutesByUnit = new Map<string | null, number>();
  const minutesByDepartment = new Map<string | null, number>();
  const contents: (ContentRate & { melhor: number; pior: number })[] = [];
  for (const r of rows) {
    if (r.conjunto === 'status' && r.status) {
      if (r.status in byStatus) byStatus[r.status] = r.total;
      totals.total += r.total;
      totals.concluded += r.concluidos;
      totals.overdueMandatory += r.atrasados;
      totals.pendingMandatory += r.pendentes;
      totals.minutesConcluded += r.minutos;
    } else if (r.conjunto === 'conteudo' && r.conteudo && r.tipo) {
      contents.push({ id: r.conteudo, tipo: r.tipo, titulo: r.titulo ?? '', inscritos: r.total, concluidos: r.concluidos, taxa: r.taxa ?? 0, melhor: Number(r.melhor), pior: Number(r.pior) });
    } else if (r.conjunto === 'unidade') minutesByUnit.set(r.grupo, r.minutos);
    else if (r.conjunto === 'departamento') minutesByDepartment.set(r.grupo, r.minutos);
    else if (r.mes) {
      const entry = months.get(r.mes) ?? { inscricoes: 0, concluidas: 0 };
      if (r.conjunto === 'mes_i') entry.inscricoes = r.noMes;
      else entry.concluidas = r.noMes;
      months.set(r.mes, entry);
    }
  }
  const ranked = (key: 'melhor' | 'pior') =>
    contents
      .filter((c) => c[key] <= limit)
      .sort((a, b) => a[key] - b[key])
      .map(({ melhor: _m, pior: _p, ...rate }) => rate);
  return { totals, months, best: ranked('melhor'), worst: ranked('pior'), minutesByUnit, minutesByDepartment };
};

export type PeopleGroup = { id: string | null; nome: string | null; pessoas: number };

/** Active and inactive people of the panel, and how many are in each unit and department (by name, none last). */
export const peopleFigures = async (ex: Executor, tenantId: string, audience: Audience, f: Filters) => {
  const { team, people } = audienceOf(tenantId, audience, f);
  const rows = rowsOf<{ conjunto: 'geral' | 'unidade' | 'departamento'; id: string | null; nome: string | null; ativas: number; inativas: number }>(
    await ex.execute(sql`${withTeam(team)}
      select g.conjunto, g.id, coalesce(un.nome, d.nome) as nome, g.ativas, g.inativas
        from (
          select case when grouping(p.unidade) = 0 then 'unidade' when grouping(p.departamento) = 0 then 'departamento' else 'geral' end as conjunto,
                 coalesce(p.unidade, p.departamento) as id,
                 count(*) filter (where p.ativo)::int as ativas, count(*) filter (where not p.ativo)::int as inativas
            from ${people} p
           group by grouping sets ((), (p.unidade), (p.departamento))
        ) g
        left join unidade_de_negocio un on g.conjunto = 'unidade' and un.tenant_id = ${tenantId}::uuid and un.id = g.id
        left join departamento d on g.conjunto = 'departamento' and d.tenant_id = ${tenantId}::uuid and d.id = g.id
       order by coalesce(un.nome, d.nome) nulls last, g.id`),
  );
  const all = rows.find((r) => r.conjunto === 'geral');
  const groups = (conjunto: 'unidade' | 'departamento'): PeopleGroup[] =>
    rows.filter((r) => r.conjunto === conjunto).map((r) => ({ id: r.id, nome: r.nome, pessoas: r.ativas + r.inativas }));
  return { ativas: all?.ativas ?? 0, inativas: all?.inativas ?? 0, units: groups('unidade'), departments: groups('departamento') };
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
    await ex.execute(sql`${peopleCte(tenantId, audience, base)}
      select count(*) filter (where a.status = 'Aprovado')::int as aprovadas,
             count(*) filter (where a.status = 'Reprovado')::int as reprovadas,
             count(*) filter (where a.status = 'PendenteDeCorrecao')::int as pendentes,
             round(avg(a.nota) filter (where a.status in ('Aprovado', 'Reprovado')), 1) as media
        from usuario_avaliacao a join pessoas p on p.id = a.usuario_id
       where ${where}`),
  );
  return { aprovadas: row?.aprovadas ?? 0, reprovadas: row?.reprovadas ?? 0, pendentesDeCorrecao: row?.pendentes ?? 0, notaMedia: row?.media === null || row?.media === undefined ? null : Number(row.media) };
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
  const [count] = rowsOf<{ total: number }>(await ex.execute(sql`${peopleCte(tenantId, audience, f)} select count(*)::int as total from pessoas`));
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
    await ex.execute(sql`${peopleCte(tenantId, audience, f)},
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
