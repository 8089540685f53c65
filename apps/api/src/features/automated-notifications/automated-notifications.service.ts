import {
  templateProblem,
  type AutomatedNotification,
  type ListNotificationsResponse,
  type NotificationEvent,
  type NotificationValues,
  type SendTestEmailRequest,
} from '@plataforma/shared/automated-notifications';
import { isLanguage, translate, type Language } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, FieldError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { assertTenantIds } from '../../core/tenant-ids';
import { segmentacao } from '../../db/schema';
import { formatDate, notificationMail } from './automated-notifications.mail';
import * as repo from './automated-notifications.repository';
import type { NotificationRunner } from './automated-notifications.runner';

export const PERMISSION = 'Notificações Automatizadas';

const toReply = (row: repo.RuleRow, segmentacaoIds: string[]): AutomatedNotification => ({
  id: row.id,
  name: row.nome,
  condition: row.condicao,
  eventType: row.tipoEvento,
  sendingInterval: row.intervaloEnvio,
  daysSubmit: row.diasEnvio,
  daysNoAccess: row.diasSemAcesso,
  copyManager: row.copiarGestor,
  additionalRecipient: row.destinatarioAdicional,
  subject: row.assunto,
  template: row.template,
  segmentacaoIds,
  active: row.ativo,
  createdAt: row.criadoEm.toISOString(),
  lastRunAt: row.ultimaExecucaoEm?.toISOString() ?? null,
  totalEnvios: Number(row.totalEnvios),
});

/** Subject and template use only the placeholders the event fills; the first other one is refused by its name. */
const assertPlaceholders = (event: NotificationEvent, fields: { subject: string; template: string }) => {
  for (const field of ['subject', 'template'] as const) {
    const problem = templateProblem(fields[field], event);
    if (problem) {
      throw new FieldError(field, problem.reason === 'unknown' ? 'automatedNotifications.unknownPlaceholder' : 'automatedNotifications.placeholderNotForEvent', 400, {
        placeholder: `{{${problem.placeholder}}}`,
      });
    }
  }
};

/**
 * Automated notifications of the acting tenant (3-admin §3 'Automated notification', §7 NotificacaoAutomatizada;
 * docs/automated-notifications.md). The routes ask 'Notificações Automatizadas'; another company's id is not found.
 */
export const createNotificationsService = (deps: Deps, runner: NotificationRunner) => {
  const { database, mailer, config } = deps;

  const load = async (tx: Executor, tenantId: string, rows: repo.RuleRow[]) => {
    const links = await repo.segmentationsOf(
      tx,
      tenantId,
      rows.map((r) => r.id),
    );
    return rows.map((r) =>
      toReply(
        r,
        links.filter((l) => l.ruleId === r.id).map((l) => l.segmentacaoId),
      ),
    );
  };

  const ruleOrFail = async (tx: Executor, tenantId: string, id: string) => {
    const row = await repo.findRule(tx, tenantId, id);
    if (!row) throw new AppError('automatedNotifications.notFound', 404);
    return row;
  };

  const list = (ctx: RequestContext, q: repo.RuleFilters & { pageNumber: number; pageSize: number }): Promise<ListNotificationsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countRules(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listRules(tx, ctx.tenantId, q, offset, limit);
      return pagedReply(await load(tx, ctx.tenantId, rows), page, q.pageSize, total);
    });

  const get = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => (await load(tx, ctx.tenantId, [await ruleOrFail(tx, ctx.tenantId, id)]))[0]);

  const save = (ctx: RequestContext, input: NotificationValues, id?: string) => {
    assertPlaceholders(input.eventType, input);
    return database.inTenant(ctx.tenantId, async (tx) => {
      if (id) await ruleOrFail(tx, ctx.tenantId, id);
      await assertTenantIds(tx, segmentacao, ctx.tenantId, input.segmentacaoIds, 'segmentacaoIds');
      const ruleId = id ?? (await repo.insertRule(tx, ctx.tenantId, input));
      if (id) await repo.updateRule(tx, ctx.tenantId, id, input);
      await repo.setSegmentations(tx, ctx.tenantId, ruleId, input.segmentacaoIds);
      return (await load(tx, ctx.tenantId, [(await repo.findRule(tx, ctx.tenantId, ruleId))!]))[0];
    });
  };

  const remove = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await ruleOrFail(tx, ctx.tenantId, id);
      await repo.deleteRule(tx, ctx.tenantId, id);
      return { success: true as const };
    });

  /** SendTestEmail: the template with sample values (the caller's name stands for the person), in the caller's language. */
  const sendTest = async (ctx: RequestContext, input: Required<SendTestEmailRequest> & { email: string | null }, lang: Language) => {
    assertPlaceholders(input.evento, { subject: input.assunto, template: input.body });
    const { person, empresa } = await database.inTenant(ctx.tenantId, async (tx) => ({
      person: await repo.personOf(tx, ctx.tenantId, ctx.userId),
      empresa: await repo.tenantName(tx, ctx.tenantId),
    }));
    const to = input.email ?? person?.email;
    if (!to) throw new AppError('automatedNotifications.testEmailError', 400);
    const mailLang = isLanguage(person?.idioma) ? person.idioma : lang;
    const message = notificationMail({
      to,
      cc: [],
      subject: `${translate('automatedNotifications.testSubjectPrefix', mailLang)} ${input.assunto}`,
      template: input.body,
      lang: mailLang,
      values: {
        nome: translate('automatedNotifications.sampleName', mailLang),
        tituloConteudo: translate('automatedNotifications.sampleContent', mailLang),
        dataVencimento: formatDate(new Date(Date.now() + 7 * 86_400_000), mailLang),
        link: `${config.publicUrl}/`,
        empresa,
      },
    });
    try {
      await mailer.send(message);
    } catch {
      throw new AppError('automatedNotifications.testEmailError', 503);
    }
    return { success: true as const, email: to };
  };

  /** ExecutePerTenant: the rule runs now (its e-mails go through the queue); an inactive rule is refused. */
  const execute = async (ctx: RequestContext, id: string) => {
    const rule = await database.inTenant(ctx.tenantId, (tx) => ruleOrFail(tx, ctx.tenantId, id));
    if (!rule.ativo) throw new AppError('automatedNotifications.inactive', 409);
    const outcome = await runner.runRule(ctx.tenantId, id).catch((err: unknown) => {
      deps.log.error({ err, ruleId: id }, 'automated notification run failed');
      throw new AppError('automatedNotifications.executeError', 500);
    });
    if (!outcome) throw new AppError('automatedNotifications.notFound', 404);
    return { success: true as const, envios: outcome.envios, periodo: outcome.periodo };
  };

  return { list, get, create: (ctx: RequestContext, input: NotificationValues) => save(ctx, input), update: (ctx: RequestContext, id: string, input: NotificationValues) => save(ctx, input, id), remove, sendTest, execute };
};
