import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { NotificationValues } from '@plataforma/shared/automated-notifications';
import type { Language } from '@plataforma/shared';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { identidade, notificacaoAutomatizada as rule, notificacaoAutomatizadaEnvio as envio, notificacaoAutomatizadaSegmentacao as ruleSeg, tenant, usuario } from '../../db/schema';
import { inActiveSegmentationsSql } from '../segmentations';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type RuleFilters = {
  search?: string;
  name?: string;
  eventType?: NotificationValues['eventType'];
  sendingInterval?: NotificationValues['sendingInterval'];
  orderBy: 'name' | 'eventType' | 'sendingInterval' | 'createdAt';
  orderDirection: 'asc' | 'desc';
};

const totalEnvios = sql<number>`(select count(*)::int from notificacao_automatizada_envio e where e.notificacao_automatizada_id = "notificacao_automatizada"."id")`;

const columns = {
  id: rule.id,
  nome: rule.nome,
  condicao: rule.condicao,
  tipoEvento: rule.tipoEvento,
  intervaloEnvio: rule.intervaloEnvio,
  diasEnvio: rule.diasEnvio,
  diasSemAcesso: rule.diasSemAcesso,
  copiarGestor: rule.copiarGestor,
  destinatarioAdicional: rule.destinatarioAdicional,
  assunto: rule.assunto,
  template: rule.template,
  ativo: rule.ativo,
  ultimaExecucaoEm: rule.ultimaExecucaoEm,
  criadoEm: rule.criadoEm,
  totalEnvios,
};
export type RuleRow = Omit<typeof rule.$inferSelect, 'tenantId' | 'atualizadoEm'> & { totalEnvios: number };

const listWhere = (tenantId: string, f: Omit<RuleFilters, 'orderBy' | 'orderDirection'>): SQL | undefined =>
  and(
    eq(rule.tenantId, tenantId),
    f.search ? ilike(rule.nome, containsPattern(f.search)) : undefined,
    f.name ? ilike(rule.nome, containsPattern(f.name)) : undefined,
    f.eventType ? eq(rule.tipoEvento, f.eventType) : undefined,
    f.sendingInterval ? eq(rule.intervaloEnvio, f.sendingInterval) : undefined,
  );

export const countRules = async (ex: Executor, tenantId: string, f: RuleFilters) => (await ex.select({ total: count() }).from(rule).where(listWhere(tenantId, f)))[0].total;

export const listRules = (ex: Executor, tenantId: string, f: RuleFilters, offset: number, limit: number): Promise<RuleRow[]> => {
  const primary = {
    name: orderOf(rule.nome, f.orderDirection, true),
    eventType: orderOf(rule.tipoEvento, f.orderDirection),
    sendingInterval: orderOf(rule.intervaloEnvio, f.orderDirection),
    createdAt: orderOf(rule.criadoEm, f.orderDirection),
  }[f.orderBy];
  return ex
    .select(columns)
    .from(rule)
    .where(listWhere(tenantId, f))
    .orderBy(primary, asc(sql`lower(${rule.nome})`), asc(rule.id))
    .offset(offset)
    .limit(limit);
};

export const findRule = async (ex: Executor, tenantId: string, id: string): Promise<RuleRow | null> =>
  (await ex.select(columns).from(rule).where(and(eq(rule.tenantId, tenantId), eq(rule.id, id))).limit(1))[0] ?? null;

export const segmentationsOf = async (ex: Executor, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : ex
        .select({ ruleId: ruleSeg.notificacaoAutomatizadaId, segmentacaoId: ruleSeg.segmentacaoId })
        .from(ruleSeg)
        .where(and(eq(ruleSeg.tenantId, tenantId), inArray(ruleSeg.notificacaoAutomatizadaId, ids)));

const rowOf = (v: NotificationValues) => ({
  nome: v.name,
  condicao: v.condition,
  tipoEvento: v.eventType,
  intervaloEnvio: v.sendingInterval,
  // Only the days of the rule's event are kept.
  diasEnvio: v.eventType === 'NaoAcessouPlataforma' ? null : v.daysSubmit,
  diasSemAcesso: v.eventType === 'NaoAcessouPlataforma' ? v.daysNoAccess : null,
  copiarGestor: v.copyManager,
  destinatarioAdicional: v.additionalRecipient,
  assunto: v.subject,
  template: v.template,
  ativo: v.active,
});

export const insertRule = async (ex: Executor, tenantId: string, v: NotificationValues) =>
  (await ex.insert(rule).values({ tenantId, ...rowOf(v) }).returning({ id: rule.id }))[0].id;

export const updateRule = (ex: Executor, tenantId: string, id: string, v: NotificationValues) =>
  ex.update(rule).set({ ...rowOf(v), atualizadoEm: new Date() }).where(and(eq(rule.tenantId, tenantId), eq(rule.id, id)));

export const setSegmentations = async (ex: Executor, tenantId: string, id: string, segmentacaoIds: string[]) => {
  await ex.delete(ruleSeg).where(and(eq(ruleSeg.tenantId, tenantId), eq(ruleSeg.notificacaoAutomatizadaId, id)));
  if (segmentacaoIds.length) await ex.insert(ruleSeg).values(segmentacaoIds.map((segmentacaoId) => ({ tenantId, notificacaoAutomatizadaId: id, segmentacaoId })));
};

export const deleteRule = (ex: Executor, tenantId: string, id: string) => ex.delete(rule).where(and(eq(rule.tenantId, tenantId), eq(rule.id, id)));

/** The caller's e-mail address and language (the test e-mail's default recipient). */
export const personOf = async (ex: Executor, tenantId: string, userId: string) =>
  (
    await ex
      .select({ email: identidade.email, idioma: usuario.idiomaPreferido })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, userId)))
      .limit(1)
  )[0] ?? null;

export const tenantName = async (ex: Executor, tenantId: string) => (await ex.select({ nome: tenant.nome }).from(tenant).where(eq(tenant.id, tenantId)).limit(1))[0]?.nome ?? '';

// ---------------------------------------------------------------- runs

/** Most attempts of one e-mail; after them the row stays pending with its last error, for an administrator to see. */
export const MAX_ATTEMPTS = 5;
/** How long a send attempt holds its row. */
export const LEASE_SECONDS = 120;

export type RunRule = Pick<RuleRow, 'id' | 'tipoEvento' | 'diasEnvio' | 'diasSemAcesso'>;

/**
 * The people (and contents) the rule selects now, recorded for `periodo` in one INSERT ... SELECT ... ON CONFLICT DO
 * NOTHING: the set-based selection of the audience, and the unique key that lets no person, content and period in
 * twice — whichever run or worker gets there first. Answers the ids of the rows this statement added.
 */
export const recordAudience = async (ex: Executor, tenantId: string, r: RunRule, segmentacaoIds: string[], periodo: string, now: Date): Promise<string[]> => {
  const audience = segmentacaoIds.length ? sql`and ${inActiveSegmentationsSql(tenantId, segmentacaoIds)}` : sql``;
  const at = now.toISOString();
  let select: SQL;
  if (r.tipoEvento === 'NaoAcessouPlataforma') {
    // The last successful sign-in of the account (its creation when it never signed in).
    select = sql`select usuario.tenant_id, ${r.id}::uuid, usuario.id, '', ${periodo}
      from usuario
      where usuario.tenant_id = ${tenantId} and usuario.ativo
        and coalesce((select max(l.criado_em) from log_autenticacao l where l.usuario_id = usuario.id and l.sucesso and l.evento = 'login'), usuario.criado_em)
            <= ${at}::timestamptz - make_interval(days => ${r.diasSemAcesso ?? 0})
        ${audience}`;
  } else {
    const days = r.diasEnvio ?? 0;
    const deadline = sql`i.data_inscricao + make_interval(days => c.limite)`;
    const when =
      r.tipoEvento === 'NaoIniciouCursoTrilha'
        ? // Enrolled at least `days` ago, not started, not expired.
          sql`i.status = 'not-started' and i.iniciado_em is null and i.data_inscricao <= ${at}::timestamptz - make_interval(days => ${days})
            and (c.limite = 0 or ${deadline} > ${at}::timestamptz)`
        : // Not concluded, with a deadline within the next `days` days.
          sql`i.status not in ('completed', 'approved', 'expired') and i.concluido_em is null and c.limite > 0
            and ${deadline} > ${at}::timestamptz and ${deadline} <= ${at}::timestamptz + make_interval(days => ${days})`;
    select = sql`select usuario.tenant_id, ${r.id}::uuid, usuario.id, i.tipo || ':' || coalesce(i.curso_id, i.formacao_id)::text, ${periodo}
      from inscricao i
      join usuario on usuario.tenant_id = i.tenant_id and usuario.id = i.usuario_id
      join lateral (
        select coalesce(cu.limite_de_dias_para_conclusao, fo.limite_de_dias_para_conclusao) as limite, coalesce(cu.ativo, fo.ativo) as ativo
        from (select 1) one
        left join curso cu on cu.tenant_id = i.tenant_id and cu.id = i.curso_id
        left join formacao fo on fo.tenant_id = i.tenant_id and fo.id = i.formacao_id
      ) c on true
      where i.tenant_id = ${tenantId} and i.ativo and usuario.ativo and c.ativo and ${when}
        ${audience}`;
  }
  const rows = rowsOf<{ id: string }>(await ex.execute(sql`insert into notificacao_automatizada_envio (tenant_id, notificacao_automatizada_id, usuario_id, conteudo, periodo)
    ${select}
    on conflict do nothing
    returning id`));
  return rows.map((row) => row.id);
};

/** Rows recorded this long ago and still unsent have lost their job (or their retries are spent for now). */
export const STALE_MINUTES = 15;

/**
 * Rows of the rule left unsent by an earlier run or worker that stopped between its record and its queue (recorded
 * more than STALE_MINUTES ago, still to send, no attempt under way). Younger rows still have their job in the queue.
 */
export const staleUnsentOf = async (ex: Executor, tenantId: string, ruleId: string, now: Date) =>
  rowsOf<{ id: string }>(
    await ex.execute(sql`select id from notificacao_automatizada_envio
      where tenant_id = ${tenantId} and notificacao_automatizada_id = ${ruleId} and status = 'pendente' and tentativas < ${MAX_ATTEMPTS}
        and criado_em < ${now.toISOString()}::timestamptz - make_interval(mins => ${STALE_MINUTES})
        and (reservado_ate is null or reservado_ate < ${now.toISOString()}::timestamptz)`),
  ).map((r) => r.id);

export const markRun = (ex: Executor, tenantId: string, id: string, now: Date) =>
  ex.update(rule).set({ ultimaExecucaoEm: now }).where(and(eq(rule.tenantId, tenantId), eq(rule.id, id)));

export const activeRuleIds = async (ex: Executor, tenantId: string) =>
  (await ex.select({ id: rule.id }).from(rule).where(and(eq(rule.tenantId, tenantId), eq(rule.ativo, true)))).map((r) => r.id);

/** Tenants with an active rule (platform-level read of the schedule). */
export const tenantsWithActiveRules = async (ex: Executor) => (await ex.selectDistinct({ tenantId: rule.tenantId }).from(rule).where(eq(rule.ativo, true))).map((r) => r.tenantId);

export type ClaimedSend = {
  id: string;
  email: string;
  nome: string;
  idioma: Language | null;
  gestorEmail: string | null;
  tituloConteudo: string | null;
  vencimento: Date | null;
  assunto: string;
  template: string;
  copiarGestor: boolean;
  destinatarioAdicional: string | null;
  empresa: string;
};

/**
 * Takes the given rows that are still to send and free (no attempt under way), for LEASE_SECONDS, with everything
 * their e-mails need — in one statement. A row another worker holds, or already sent, is not returned.
 */
export const claimSends = async (ex: Executor, tenantId: string, ids: string[], now: Date): Promise<ClaimedSend[]> => {
  if (ids.length === 0) return [];
  const at = now.toISOString();
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown>>(await ex.execute(sql`with claimed as (
      update notificacao_automatizada_envio e set reservado_ate = ${at}::timestamptz + make_interval(secs => ${LEASE_SECONDS}), tentativas = e.tentativas + 1
      from notificacao_automatizada r
      where e.tenant_id = ${tenantId} and e.id in (${idList}) and e.status = 'pendente' and e.tentativas < ${MAX_ATTEMPTS}
        and (e.reservado_ate is null or e.reservado_ate < ${at}::timestamptz)
        and r.tenant_id = e.tenant_id and r.id = e.notificacao_automatizada_id and r.ativo
      returning e.id, e.usuario_id, e.conteudo, e.notificacao_automatizada_id
    )
    select claimed.id, pi.email, u.nome_completo as nome, u.idioma_preferido as idioma, gi.email as gestor_email,
      coalesce(cu.titulo, fo.titulo) as titulo_conteudo,
      case when coalesce(cu.limite_de_dias_para_conclusao, fo.limite_de_dias_para_conclusao) > 0
        then i.data_inscricao + make_interval(days => coalesce(cu.limite_de_dias_para_conclusao, fo.limite_de_dias_para_conclusao)) end as vencimento,
      r.assunto, r.template, r.copiar_gestor, r.destinatario_adicional, t.nome as empresa
    from claimed
    join notificacao_automatizada r on r.tenant_id = ${tenantId} and r.id = claimed.notificacao_automatizada_id
    join tenant t on t.id = ${tenantId}
    join usuario u on u.tenant_id = ${tenantId} and u.id = claimed.usuario_id
    join identidade pi on pi.id = u.identidade_id
    left join usuario g on g.tenant_id = u.tenant_id and g.id = u.superior_direto_id and g.ativo
    left join identidade gi on gi.id = g.identidade_id
    left join curso cu on split_part(claimed.conteudo, ':', 1) = 'curso' and cu.tenant_id = ${tenantId} and cu.id = nullif(split_part(claimed.conteudo, ':', 2), '')::uuid
    left join formacao fo on split_part(claimed.conteudo, ':', 1) = 'formacao' and fo.tenant_id = ${tenantId} and fo.id = nullif(split_part(claimed.conteudo, ':', 2), '')::uuid
    left join inscricao i on i.tenant_id = ${tenantId} and i.usuario_id = u.id and (i.curso_id = cu.id or i.formacao_id = fo.id)`));
  return rows.map((r) => ({
    id: String(r.id),
    email: String(r.email),
    nome: String(r.nome),
    idioma: (r.idioma as Language | null) ?? null,
    gestorEmail: (r.gestor_email as string | null) ?? null,
    tituloConteudo: (r.titulo_conteudo as string | null) ?? null,
    vencimento: r.vencimento ? new Date(r.vencimento as string) : null,
    assunto: String(r.assunto),
    template: String(r.template),
    copiarGestor: Boolean(r.copiar_gestor),
    destinatarioAdicional: (r.destinatario_adicional as string | null) ?? null,
    empresa: String(r.empresa),
  }));
};

export const markSent = (ex: Executor, tenantId: string, id: string, now: Date) =>
  ex.update(envio).set({ status: 'enviado', enviadoEm: now, reservadoAte: null, erro: null }).where(and(eq(envio.tenantId, tenantId), eq(envio.id, id)));

/** A failed attempt frees its row at once for the retry (the job's backoff spaces the attempts). */
export const markFailed = (ex: Executor, tenantId: string, id: string, error: string) =>
  ex.update(envio).set({ reservadoAte: null, erro: error.slice(0, 500) }).where(and(eq(envio.tenantId, tenantId), eq(envio.id, id)));

/** Sends recorded for a rule, per status (tests and the list). */
export const sendsOf = (ex: Executor, tenantId: string, ruleId: string) =>
  ex
    .select({ usuarioId: envio.usuarioId, conteudo: envio.conteudo, periodo: envio.periodo, status: envio.status, tentativas: envio.tentativas })
    .from(envio)
    .where(and(eq(envio.tenantId, tenantId), eq(envio.notificacaoAutomatizadaId, ruleId)));
