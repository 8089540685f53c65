import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { sortQuerySchema } from '../core/list-query.ts';
import { DAYS_MAX, DAYS_MIN, NOTIFICATION_EVENTS, SENDING_INTERVALS } from './rules.ts';

/**
 * Automated notifications (NotificacaoAutomatizada), 3-admin §3 'Automated notification' and §7: field names are the
 * spec's (name, condition, eventType, sendingInterval, daysSubmit, daysNoAccess, copyManager, additionalRecipient,
 * subject, template, active) plus `segmentacaoIds`. docs/automated-notifications.md lists what the spec leaves open.
 */

export const NOTIFICATION_NAME_MAX = 100;
export const NOTIFICATION_CONDITION_MAX = 500;
export const NOTIFICATION_SUBJECT_MAX = 200;
export const NOTIFICATION_TEMPLATE_MAX = 20_000;
export const NOTIFICATION_SEGMENTATIONS_MAX = 50;

const days = z.number().int().min(DAYS_MIN).max(DAYS_MAX).nullish().transform((v) => v ?? null);
const email = z.email('validation.invalidEmail').max(254);

export const notificationInputSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(NOTIFICATION_NAME_MAX),
    /** A free note on when the rule applies (shown in the list). */
    condition: z.string().trim().max(NOTIFICATION_CONDITION_MAX).nullish().transform((v) => v || null),
    eventType: z.enum(NOTIFICATION_EVENTS),
    sendingInterval: z.enum(SENDING_INTERVALS),
    /** Days before expiry (VencimentoProximoDoCursoTrilha) or days after enrolment without a start (NaoIniciouCursoTrilha). */
    daysSubmit: days,
    /** Days without access (NaoAcessouPlataforma). */
    daysNoAccess: days,
    copyManager: z.boolean().default(false),
    additionalRecipient: z
      .union([email, z.literal('')])
      .nullish()
      .transform((v) => v || null),
    subject: z.string().trim().min(1, 'validation.required').max(NOTIFICATION_SUBJECT_MAX),
    template: z.string().trim().min(1, 'validation.required').max(NOTIFICATION_TEMPLATE_MAX),
    segmentacaoIds: z
      .array(z.uuid())
      .max(NOTIFICATION_SEGMENTATIONS_MAX)
      .default([])
      .transform((list) => [...new Set(list)]),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.eventType === 'NaoAcessouPlataforma' && v.daysNoAccess === null) ctx.addIssue({ code: 'custom', path: ['daysNoAccess'], message: 'automatedNotifications.daysRequired' });
    if (v.eventType !== 'NaoAcessouPlataforma' && v.daysSubmit === null) ctx.addIssue({ code: 'custom', path: ['daysSubmit'], message: 'automatedNotifications.daysRequired' });
  });
export type NotificationInput = z.input<typeof notificationInputSchema>;
export type NotificationValues = z.output<typeof notificationInputSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  condition: z.string().nullable(),
  eventType: z.enum(NOTIFICATION_EVENTS),
  sendingInterval: z.enum(SENDING_INTERVALS),
  daysSubmit: z.number().int().nullable(),
  daysNoAccess: z.number().int().nullable(),
  copyManager: z.boolean(),
  additionalRecipient: z.string().nullable(),
  subject: z.string(),
  template: z.string(),
  segmentacaoIds: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  /** When the rule last ran (schedule or ExecutePerTenant), null before the first run. */
  lastRunAt: z.string().nullable(),
  /** E-mails recorded for the rule so far. */
  totalEnvios: z.number().int(),
});
export type AutomatedNotification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_SORT_FIELDS = ['name', 'eventType', 'sendingInterval', 'createdAt'] as const;
export const listNotificationsRequestSchema = pageQuerySchema.extend(sortQuerySchema(NOTIFICATION_SORT_FIELDS, 'name').shape).extend({
  search: z.string().trim().max(200).optional(),
  /** The list's name filter (same as `search`). */
  name: z.string().trim().max(200).optional(),
  eventType: z.enum(NOTIFICATION_EVENTS).optional(),
  sendingInterval: z.enum(SENDING_INTERVALS).optional(),
});
export type ListNotificationsRequest = z.input<typeof listNotificationsRequestSchema>;
export const listNotificationsResponseSchema = pagedSchema(notificationSchema);
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

/** POST SendTestEmail (3-admin §7: email, body, assunto, evento): to `email`, or to the caller when none is given. */
export const sendTestEmailRequestSchema = z.object({
  email: z
    .union([email, z.literal('')])
    .nullish()
    .transform((v) => v || null),
  body: z.string().trim().min(1, 'validation.required').max(NOTIFICATION_TEMPLATE_MAX),
  assunto: z.string().trim().min(1, 'validation.required').max(NOTIFICATION_SUBJECT_MAX),
  evento: z.enum(NOTIFICATION_EVENTS),
});
export type SendTestEmailRequest = z.input<typeof sendTestEmailRequestSchema>;
export const sendTestEmailResponseSchema = z.object({ success: z.literal(true), email: z.string() });
export type SendTestEmailResponse = z.infer<typeof sendTestEmailResponseSchema>;

/** POST {id}/ExecutePerTenant: the rule ran now; `envios` e-mails were recorded and queued by this run. */
export const executeNotificationResponseSchema = z.object({ success: z.literal(true), envios: z.number().int(), periodo: z.string() });
export type ExecuteNotificationResponse = z.infer<typeof executeNotificationResponseSchema>;
