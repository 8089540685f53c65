import { and, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ChallengeValues, ContentType, Environment, RuleCode } from '@plataforma/shared/gamification';
import type { Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import { ALL_UNITS, conquista, desafio, desafioConteudo, desafioRegra, desafioSegmentacao, pontuacao, pontuacaoContagem } from '../../db/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// ---------------------------------------------------------------- challenges

export type ChallengeFilters = { search?: string; environment?: Environment; active?: boolean };
export type ChallengeRow = {
  id: string;
  nome: string;
  descricao: string | null;
  ambiente: Environment;
  tipoConteudo: ContentType | null;
  dataInicio: string;
  dataFim: string;
  diasParaConclusao: number;
  ativo: boolean;
  totalConquistas: number;
};

const challengeColumns = {
  id: desafio.id,
  nome: desafio.nome,
  descricao: desafio.descricao,
  ambiente: desafio.ambiente,
  tipoConteudo: desafio.tipoConteudo,
  dataInicio: desafio.dataInicio,
  dataFim: desafio.dataFim,
  diasParaConclusao: desafio.diasParaConclusao,
  ativo: desafio.ativo,
  totalConquistas: sql<number>`(select count(*)::int from conquista c where c.tenant_id = "desafio"."tenant_id" and c.desafio_id = "desafio"."id")`,
};

const challengeWhere = (tenantId: string, f: ChallengeFilters): SQL => {
  const conditions: (SQL | undefined)[] = [eq(desafio.tenantId, tenantId), isNull(desafio.excluidoEm)];
  if (f.search) conditions.push(ilike(desafio.nome, containsPattern(f.search)));
  if (f.environment) conditions.push(eq(desafio.ambiente, f.environment));
  if (f.active !== undefined) conditions.push(eq(desafio.ativo, f.active));
  return and(...conditions)!;
};

export const countChallenges = async (tx: Executor, tenantId: string, f: ChallengeFilters): Promise<number> =>
  (await tx.select({ n: count() }).from(desafio).where(challengeWhere(tenantId, f)))[0]!.n;

export const listChallenges = (tx: Executor, tenantId: string, f: ChallengeFilters, offset: number, limit: number): Promise<ChallengeRow[]> =>
  tx
    .select(challengeColumns)
    .from(desafio)
    .where(challengeWhere(tenantId, f))
    .orderBy(sql`${desafio.dataInicio} desc`, sql`lower(${desafio.nome})`, desafio.id)
    .offset(offset)
    .limit(limit);

/** A challenge not deleted. */
export const findChallenge = async (tx: Executor, tenantId: string, id: string): Promise<ChallengeRow | null> =>
  (await tx
    .select(challengeColumns)
    .from(desafio)
    .where(and(eq(desafio.tenantId, tenantId), eq(desafio.id, id), isNull(desafio.excluidoEm))))[0] ?? null;

const challengeValues = (v: ChallengeValues) => ({
  nome: v.name,
  descricao: v.description,
  ambiente: v.environment,
  tipoConteudo: v.environment === 'Conteudo' ? v.typeContent : null,
  dataInicio: v.initDate,
  dataFim: v.endDate,
  diasParaConclusao: v.dateFinish,
  ativo: v.active,
});

export const insertChallenge = async (tx: Executor, tenantId: string, v: ChallengeValues): Promise<string> =>
  (await tx.insert(desafio).values({ tenantId, ...challengeValues(v) }).returning({ id: desafio.id }))[0]!.id;

export const updateChallenge = (tx: Executor, tenantId: string, id: string, v: ChallengeValues) =>
  tx
    .update(desafio)
    .set({ ...challengeValues(v), atualizadoEm: new Date() })
    .where(and(eq(desafio.tenantId, tenantId), eq(desafio.id, id)));

/** Deletion keeps the row, who deleted it, when and why (audit); it no longer scores nor lists. */
export const deleteChallenge = (tx: Executor, tenantId: string, id: string, motivo: string, by: string) =>
  tx
    .update(desafio)
    .set({ excluidoEm: new Date(), excluidoPorId: by, motivoExclusao: motivo, ativo: false })
    .where(and(eq(desafio.tenantId, tenantId), eq(desafio.id, id)));

export const deletionOf = async (tx: Executor, tenantId: string, id: string) =>
  (await tx
    .select({ excluidoEm: desafio.excluidoEm, excluidoPorId: desafio.excluidoPorId, motivoExclusao: desafio.motivoExclusao })
    .from(desafio)
    .where(and(eq(desafio.tenantId, tenantId), eq(desafio.id, id))))[0] ?? null;

export const setRules = async (tx: Executor, tenantId: string, desafioId: string, rules: ChallengeValues['rules']) => {
  await tx.delete(desafioRegra).where(and(eq(desafioRegra.tenantId, tenantId), eq(desafioRegra.desafioId, desafioId)));
  if (rules.length) await tx.insert(desafioRegra).values(rules.map((r) => ({ tenantId, desafioId, regra: r.rule, pontos: r.points, descricao: r.description })));
};

export const setContents = async (tx: Executor, tenantId: string, desafioId: string, tipo: ContentType, ids: string[]) => {
  await tx.delete(desafioConteudo).where(and(eq(desafioConteudo.tenantId, tenantId), eq(desafioConteudo.desafioId, desafioId), eq(desafioConteudo.tipo, tipo)));
  if (ids.length) await tx.insert(desafioConteudo).values(ids.map((conteudoId) => ({ tenantId, desafioId, tipo, conteudoId })));
};

export const setSegmentations = async (tx: Executor, tenantId: string, desafioId: string, ids: string[]) => {
  await tx.delete(desafioSegmentacao).where(and(eq(desafioSegmentacao.tenantId, tenantId), eq(desafioSegmentacao.desafioId, desafioId)));
  if (ids.length) await tx.insert(desafioSegmentacao).values(ids.map((segmentacaoId) => ({ tenantId, desafioId, segmentacaoId })));
};

export const rulesOfChallenges = (tx: Executor, tenantId: string, ids: string[]) =>
  ids.length
    ? tx
        .select({ desafioId: desafioRegra.desafioId, regra: desafioRegra.regra, pontos: desafioRegra.pontos, descricao: desafioRegra.descricao })
        .from(desafioRegra)
        .where(and(eq(desafioRegra.tenantId, tenantId), inArray(desafioRegra.desafioId, ids)))
        .orderBy(desafioRegra.regra)
    : Promise.resolve([]);

export const contentsOfChallenges = (tx: Executor, tenantId: string, ids: string[]) =>
  ids.length
    ? tx
        .select({ desafioId: desafioConteudo.desafioId, tipo: desafioConteudo.tipo, conteudoId: desafioConteudo.conteudoId })
        .from(desafioConteudo)
        .where(and(eq(desafioConteudo.tenantId, tenantId), inArray(desafioConteudo.desafioId, ids)))
    : Promise.resolve([]);

export const segmentationsOfChallenges = (tx: Executor, tenantId: string, ids: string[]) =>
  ids.length
    ? tx
        .select({ desafioId: desafioSegmentacao.desafioId, segmentacaoId: desafioSegmentacao.segmentacaoId })
        .from(desafioSegmentacao)
        .where(and(eq(desafioSegmentacao.tenantId, tenantId), inArray(desafioSegmentacao.desafioId, ids)))
    : Promise.resolve([]);

/** Which of `ids` are the tenant's courses ('Curso') or trails ('Formacao'). */
export const existingContents = async (tx: Executor, tenantId: string, tipo: ContentType, ids: string[]): Promise<string[]> => {
  if (!ids.length) return [];
  const table = tipo === 'Curso' ? sql`curso` : sql`formacao`;
  return rowsOf<{ id: string }>(await tx.execute(sql`select id from ${table} where tenant_id = ${tenantId} and id in ${ids}`)).map((r) => r.id);
};

// ---------------------------------------------------------------- scoring

/** A challenge that may score a rule now, with the content it matched (null for Plataforma rules). */
export type Candidate = {
  desafioId: string;
  ambiente: Environment;
  dataInicio: string;
  dataFim: string;
  diasParaConclusao: number;
  pontos: number;
  segmentacaoIds: string[];
  tipo: ContentType | null;
  conteudoId: string | null;
};

/**
 * Active, not deleted challenges with the rule; for content rules, only those holding the course or trail of the
 * event (one row per matched content). The window and deadline are checked by the caller with the shared rules.
 */
export const candidates = async (tx: Executor, tenantId: string, regra: RuleCode, content: { cursoId: string | null; formacaoId: string | null } | null): Promise<Candidate[]> => {
  const matched = content
    ? sql`join desafio_conteudo dc on dc.tenant_id = d.tenant_id and dc.desafio_id = d.id
          and ((dc.tipo = 'Curso' and dc.conteudo_id = ${content.cursoId}) or (dc.tipo = 'Formacao' and dc.conteudo_id = ${content.formacaoId}))`
    : sql``;
  const rows = rowsOf<Candidate>(
    await tx.execute(sql`
      select d.id as "desafioId", d.ambiente, d.data_inicio::text as "dataInicio", d.data_fim::text as "dataFim",
             d.dias_para_conclusao as "diasParaConclusao", r.pontos,
             coalesce((select array_agg(s.segmentacao_id) from desafio_segmentacao s where s.tenant_id = d.tenant_id and s.desafio_id = d.id), '{}') as "segmentacaoIds",
             ${content ? sql`dc.tipo` : sql`null`} as tipo, ${content ? sql`dc.conteudo_id` : sql`null`} as "conteudoId"
      from desafio d
      join desafio_regra r on r.tenant_id = d.tenant_id and r.desafio_id = d.id and r.regra = ${regra}
      ${matched}
      where d.tenant_id = ${tenantId} and d.ativo and d.excluido_em is null`),
  );
  return rows;
};

/** When the person enrolled in the course or trail (null when not enrolled). */
export const enrolmentDate = async (tx: Executor, tenantId: string, usuarioId: string, tipo: ContentType, conteudoId: string): Promise<Date | null> => {
  const column = tipo === 'Curso' ? sql`curso_id` : sql`formacao_id`;
  const row = rowsOf<{ d: string | Date }>(
    await tx.execute(sql`select data_inscricao as d from inscricao where tenant_id = ${tenantId} and usuario_id = ${usuarioId} and ${column} = ${conteudoId} and ativo`),
  )[0];
  return row ? new Date(row.d) : null;
};

export type Award = { desafioId: string; regra: RuleCode; assunto: string; pontos: number; ambiente: Environment; conteudoNome: string | null };

/**
 * Records the awards and moves the person's total in ONE statement: only the rows the unique key let in
 * (INSERT ... ON CONFLICT DO NOTHING ... RETURNING) are added to the total. Answers the points added.
 */
export const award = async (tx: Executor, tenantId: string, usuarioId: string, awards: Award[], at: Date): Promise<number> => {
  if (!awards.length) return 0;
  const values = sql.join(
    awards.map((a) => sql`(${tenantId}::uuid, ${usuarioId}::uuid, ${a.desafioId}::uuid, ${a.regra}, ${a.assunto}, ${a.pontos}::int, ${a.ambiente}, ${a.conteudoNome}, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const rows = rowsOf<{ pontos: number | null }>(
    await tx.execute(sql`
      with ins as (
        insert into conquista (tenant_id, usuario_id, desafio_id, regra, assunto, pontos, ambiente, conteudo_nome, data)
        values ${values}
        on conflict (tenant_id, usuario_id, desafio_id, regra, assunto) do nothing
        returning pontos
      ), total as (
        insert into pontuacao (tenant_id, usuario_id, pontos, conquistas, alcancado_em, unidade_de_negocio_id)
        select ${tenantId}::uuid, ${usuarioId}::uuid, sum(pontos)::int, count(*)::int, ${at.toISOString()}::timestamptz,
          (select u.unidade_de_negocio_id from usuario u where u.tenant_id = ${tenantId} and u.id = ${usuarioId})
        from ins having count(*) > 0
        on conflict (tenant_id, usuario_id) do update
          set pontos = pontuacao.pontos + excluded.pontos, conquistas = pontuacao.conquistas + excluded.conquistas, alcancado_em = excluded.alcancado_em
        returning 1
      )
      select (select sum(pontos)::int from ins) as pontos`),
  );
  return rows[0]?.pontos ?? 0;
};

/** Names of contents for the trophies (titles as they are when scored). */
export const titleOf = async (tx: Executor, tenantId: string, table: 'curso' | 'formacao' | 'midia' | 'avaliacao', id: string): Promise<string | null> => {
  const column = table === 'midia' ? sql`nome` : sql`titulo`;
  const row = rowsOf<{ t: string }>(await tx.execute(sql`select ${column} as t from ${sql.identifier(table)} where tenant_id = ${tenantId} and id = ${id}`))[0];
  return row?.t ?? null;
};

export type ProfileRow = { nomeCompleto: string | null; apelido: string | null; telefone: string | null; genero: string | null; dataDeNascimento: string | null; foto: string | null; ativo: boolean };
export const profileOf = async (tx: Executor, tenantId: string, usuarioId: string): Promise<ProfileRow | null> =>
  rowsOf<ProfileRow>(
    await tx.execute(sql`select nome_completo as "nomeCompleto", apelido, telefone, genero, data_de_nascimento::text as "dataDeNascimento", foto, ativo
      from usuario where tenant_id = ${tenantId} and id = ${usuarioId}`),
  )[0] ?? null;

// ---------------------------------------------------------------- reads

export type ScoreRow = { usuarioId: string; pontos: number; conquistas: number; alcancadoEm: Date };

/** A person's score total (0 when they never scored). */
export const scoreOf = async (tx: Executor, tenantId: string, usuarioId: string): Promise<ScoreRow> =>
  (await tx
    .select({ usuarioId: pontuacao.usuarioId, pontos: pontuacao.pontos, conquistas: pontuacao.conquistas, alcancadoEm: pontuacao.alcancadoEm })
    .from(pontuacao)
    .where(and(eq(pontuacao.tenantId, tenantId), eq(pontuacao.usuarioId, usuarioId))))[0] ?? { usuarioId, pontos: 0, conquistas: 0, alcancadoEm: new Date(0) };

/** The unit's rows, read on the unit's ranking index (the total carries the person's unit). */
const unitFilter = (unidadeId: string | undefined) => (unidadeId ? sql`and p.unidade_de_negocio_id = ${unidadeId}` : sql``);

/** How many people have points (in the unit): the kept count, not a count over the totals. */
export const countRanked = async (tx: Executor, tenantId: string, unidadeId?: string): Promise<number> =>
  (
    await tx
      .select({ n: pontuacaoContagem.pessoas })
      .from(pontuacaoContagem)
      .where(and(eq(pontuacaoContagem.tenantId, tenantId), eq(pontuacaoContagem.unidadeDeNegocioId, unidadeId ?? ALL_UNITS)))
  )[0]?.n ?? 0;

/**
 * How many distinct scores are above `pontos` (in the unit): a person's dense rank is this plus one. The distinct
 * values are walked on the ranking index, general or the unit's (one probe per distinct score: a loose index scan),
 * not counted over every row.
 */
export const higherDistinctScores = async (tx: Executor, tenantId: string, pontos: number, unidadeId?: string): Promise<number> =>
  rowsOf<{ n: number }>(
    await tx.execute(sql`
      with recursive s(v) as (
        (select p.pontos from pontuacao p where p.tenant_id = ${tenantId} ${unitFilter(unidadeId)} and p.pontos > ${pontos} order by p.pontos desc limit 1)
        union all
        select (select p.pontos from pontuacao p where p.tenant_id = ${tenantId} ${unitFilter(unidadeId)} and p.pontos > ${pontos} and p.pontos < s.v order by p.pontos desc limit 1)
        from s where s.v is not null
      )
      select count(v)::int as n from s`),
  )[0]!.n;

export type RankingRow = { usuarioId: string; pontos: number; alcancadoEm: Date; nome: string; cargo: string | null; foto: string | null };

/** One page of the ranking in its order: points descending, earliest to reach them, id. */
export const rankingPage = async (tx: Executor, tenantId: string, offset: number, limit: number, unidadeId?: string): Promise<RankingRow[]> =>
  rowsOf<RankingRow>(
    await tx.execute(sql`
      select p.usuario_id as "usuarioId", p.pontos, p.alcancado_em as "alcancadoEm", u.nome_completo as nome, c.nome as cargo, u.foto
      from (select * from pontuacao p where p.tenant_id = ${tenantId} and p.pontos > 0 ${unitFilter(unidadeId)}
            order by p.pontos desc, p.alcancado_em, p.usuario_id offset ${offset} limit ${limit}) p
      join usuario u on u.tenant_id = p.tenant_id and u.id = p.usuario_id
      left join cargo c on c.tenant_id = u.tenant_id and c.id = u.cargo_id
      order by p.pontos desc, p.alcancado_em, p.usuario_id`),
  ).map((r) => ({ ...r, alcancadoEm: new Date(r.alcancadoEm) }));

export type PersonRow = { id: string; nome: string; foto: string | null; unidadeDeNegocioId: string | null };
export const personOf = async (tx: Executor, tenantId: string, usuarioId: string): Promise<PersonRow | null> =>
  rowsOf<PersonRow>(
    await tx.execute(sql`select id, nome_completo as nome, foto, unidade_de_negocio_id as "unidadeDeNegocioId" from usuario where tenant_id = ${tenantId} and id = ${usuarioId}`),
  )[0] ?? null;

export const countTrophies = async (tx: Executor, tenantId: string, usuarioId: string): Promise<number> =>
  (await tx.select({ n: count() }).from(conquista).where(and(eq(conquista.tenantId, tenantId), eq(conquista.usuarioId, usuarioId))))[0]!.n;

export type TrophyRow = { id: string; data: Date; conteudoNome: string | null; ambiente: Environment; regra: RuleCode; pontos: number; desafioNome: string };
export const trophiesPage = (tx: Executor, tenantId: string, usuarioId: string, offset: number, limit: number): Promise<TrophyRow[]> =>
  tx
    .select({ id: conquista.id, data: conquista.data, conteudoNome: conquista.conteudoNome, ambiente: conquista.ambiente, regra: conquista.regra, pontos: conquista.pontos, desafioNome: desafio.nome })
    .from(conquista)
    .innerJoin(desafio, and(eq(desafio.tenantId, conquista.tenantId), eq(desafio.id, conquista.desafioId)))
    .where(and(eq(conquista.tenantId, tenantId), eq(conquista.usuarioId, usuarioId)))
    .orderBy(sql`${conquista.data} desc`, sql`${conquista.id} desc`)
    .offset(offset)
    .limit(limit);

export const unitExists = async (tx: Executor, tenantId: string, id: string): Promise<boolean> =>
  rowsOf(await tx.execute(sql`select 1 from unidade_de_negocio where tenant_id = ${tenantId} and id = ${id}`)).length > 0;
