import { periodKey, type SendingInterval } from '@plataforma/shared/automated-notifications';
import { isLanguage } from '@plataforma/shared';
import type { Deps } from '../../core/deps';
import { notificationMail, formatDate } from './automated-notifications.mail';
import * as repo from './automated-notifications.repository';

/** The schedule's job: one tenant job per company with an active rule. */
export const SCHEDULE_QUEUE = 'automated-notifications.schedule';
/** Runs every active rule of one company. */
export const TENANT_QUEUE = 'automated-notifications.tenant';
/** Sends a batch of recorded e-mails. */
export const SEND_QUEUE = 'automated-notifications.send';
/** Recorded e-mails per send job. */
export const SEND_BATCH = 100;

type TenantJob = { tenantId: string };
type SendJob = { tenantId: string; envioIds: string[] };

/**
 * Runs and sends (docs/automated-notifications.md). A run records its audience for the period in one statement
 * (unique key: person, rule, content, period), then queues the recorded rows in batches. The send job claims its
 * rows for a short lease, sends each and marks it sent; a failed send frees its row and fails the job, which pg-boss
 * retries with backoff: only rows still unsent are taken again, so nobody gets the same e-mail twice from a retry,
 * a second worker or a run started again.
 */
export const createNotificationRunner = (deps: Deps) => {
  const { database, jobs, mailer, config, log } = deps;

  const queueSends = async (tenantId: string, ids: string[]) => {
    for (let i = 0; i < ids.length; i += SEND_BATCH) await jobs.send<SendJob>(SEND_QUEUE, { tenantId, envioIds: ids.slice(i, i + SEND_BATCH) });
  };

  /**
   * Runs one rule now: records who it selects for the current period and queues their e-mails (with any earlier row
   * of the rule left unsent by a run or worker that stopped before queuing it). Answers how many rows this run added.
   */
  const runRule = async (tenantId: string, ruleId: string, now = new Date()) => {
    const outcome = await database.inTenant(tenantId, async (tx) => {
      const rule = await repo.findRule(tx, tenantId, ruleId);
      if (!rule || !rule.ativo) return null;
      const segmentacaoIds = (await repo.segmentationsOf(tx, tenantId, [ruleId])).map((s) => s.segmentacaoId);
      const periodo = periodKey(rule.intervaloEnvio as SendingInterval, now);
      const added = await repo.recordAudience(tx, tenantId, rule, segmentacaoIds, periodo, now);
      await repo.markRun(tx, tenantId, ruleId, now);
      return { periodo, added };
    });
    if (!outcome) return null;
    const stale = await database.inTenant(tenantId, (tx) => repo.staleUnsentOf(tx, tenantId, ruleId, new Date()));
    const queued = [...new Set([...outcome.added, ...stale])];
    await queueSends(tenantId, queued);
    log.info({ tenantId, ruleId, periodo: outcome.periodo, added: outcome.added.length, queued: queued.length }, 'automated notification ran');
    return { periodo: outcome.periodo, envios: outcome.added.length };
  };

  const runTenant = async ({ tenantId }: TenantJob) => {
    const ids = await database.inTenant(tenantId, (tx) => repo.activeRuleIds(tx, tenantId));
    for (const id of ids) await runRule(tenantId, id);
  };

  const schedule = async () => {
    const tenants = await database.system((tx) => repo.tenantsWithActiveRules(tx));
    for (const tenantId of tenants) await jobs.send<TenantJob>(TENANT_QUEUE, { tenantId });
  };

  const sendBatch = async ({ tenantId, envioIds }: SendJob) => {
    const claimed = await database.inTenant(tenantId, (tx) => repo.claimSends(tx, tenantId, envioIds, new Date()));
    let failed = 0;
    for (const row of claimed) {
      const lang = isLanguage(row.idioma) ? row.idioma : 'pt';
      const cc = [row.copiarGestor ? row.gestorEmail : null, row.destinatarioAdicional].filter((a): a is string => Boolean(a) && a !== row.email);
      const message = notificationMail({
        to: row.email,
        cc: [...new Set(cc)],
        subject: row.assunto,
        template: row.template,
        lang,
        values: {
          nome: row.nome,
          tituloConteudo: row.tituloConteudo ?? '',
          dataVencimento: row.vencimento ? formatDate(row.vencimento, lang) : '',
          link: `${config.publicUrl}/`,
          empresa: row.empresa,
        },
      });
      try {
        await mailer.send(message);
        await database.inTenant(tenantId, (tx) => repo.markSent(tx, tenantId, row.id, new Date()));
      } catch (err) {
        failed += 1;
        log.warn({ err, tenantId, envioId: row.id }, 'automated notification not sent');
        await database.inTenant(tenantId, (tx) => repo.markFailed(tx, tenantId, row.id, err instanceof Error ? err.message : String(err)));
      }
    }
    // The job fails so pg-boss tries again later (exponential backoff); the retry takes only the rows still unsent.
    if (failed > 0) throw new Error(`${failed} automated notification e-mails not sent`);
  };

  return { runRule, runTenant, schedule, sendBatch };
};

export type NotificationRunner = ReturnType<typeof createNotificationRunner>;
