import { z } from 'zod';
import { pagedSchema } from '../core/envelope.ts';
import {
  DEVICE_TOKEN_MAX,
  isSafeLink,
  PUSH_CONTENT_MAX,
  PUSH_KINDS,
  PUSH_LINK_MAX,
  PUSH_LIST_DEFAULT_SIZE,
  PUSH_LIST_MAX_SIZE,
  PUSH_RECIPIENTS_MAX,
  PUSH_STATUSES,
  PUSH_TITLE_MAX,
} from './rules.ts';

/**
 * Push calls (2-learner §7 Push): DeviceToken, Push, Notificacao/VincularDispositivo and Notificacao/PushList. Field
 * names are the spec's (§3 'Push notification': id, title, content, status, deliveryTime; 'Device token': userId,
 * userName, type, device, product, token, id) plus `link` and `kind`. docs/push.md lists what the spec leaves open.
 */

/** A stored notification of the person. */
export const pushNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  /** 'SENT' = unread. */
  status: z.enum(PUSH_STATUSES),
  deliveryTime: z.string(),
  /** Where a click leads: a path of the platform or an https address; null for none. */
  link: z.string().nullable(),
  kind: z.enum(PUSH_KINDS),
});
export type PushNotification = z.infer<typeof pushNotificationSchema>;

/** GET Push/List: the caller's notifications, newest first; `status=SENT` is the drawer's unread filter. */
export const listPushRequestSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PUSH_LIST_MAX_SIZE).default(PUSH_LIST_DEFAULT_SIZE),
  status: z.enum(PUSH_STATUSES).optional(),
});
export type ListPushRequest = z.input<typeof listPushRequestSchema>;
export const listPushResponseSchema = pagedSchema(pushNotificationSchema).extend({
  /** Unread notifications of the caller, whatever the filter (the bell's count). */
  unread: z.number().int(),
});
export type ListPushResponse = z.infer<typeof listPushResponseSchema>;

/** GET Notificacao/PushList: the bell's summary, cheap enough to poll. */
export const pushSummarySchema = z.object({ unread: z.number().int(), total: z.number().int(), latest: pushNotificationSchema.nullable() });
export type PushSummary = z.infer<typeof pushSummarySchema>;

/** POST Push/Lida/{id} and DELETE Push/{id}. */
export const pushActionResponseSchema = z.object({ success: z.literal(true) });

const link = z
  .string()
  .trim()
  .max(PUSH_LINK_MAX)
  .refine((v) => v === '' || isSafeLink(v), 'push.invalidLink')
  .nullish()
  .transform((v) => v || null);

/** POST Push: a notification (stored and pushed) to people of the acting company. */
export const sendPushRequestSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(PUSH_TITLE_MAX),
  content: z.string().trim().max(PUSH_CONTENT_MAX).default(''),
  link,
  usuarioIds: z
    .array(z.uuid())
    .min(1, 'validation.required')
    .max(PUSH_RECIPIENTS_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type SendPushRequest = z.input<typeof sendPushRequestSchema>;
export type SendPushValues = z.output<typeof sendPushRequestSchema>;
export const sendPushResponseSchema = z.object({ success: z.literal(true), total: z.number().int() });
export type SendPushResponse = z.infer<typeof sendPushResponseSchema>;

const token = z.string().min(1, 'validation.required').max(DEVICE_TOKEN_MAX);

/** POST DeviceToken: the browser's subscription (token) for the caller; userId and userName are the caller's. */
export const deviceTokenRequestSchema = z.object({
  userId: z.string().nullish(),
  userName: z.string().max(200).nullish(),
  type: z.literal('PUSH').default('PUSH'),
  device: z.string().trim().max(100).default('Web Browser'),
  product: z.string().trim().max(200).nullish().transform((v) => v || null),
  token,
});
export type DeviceTokenRequest = z.input<typeof deviceTokenRequestSchema>;

export const deviceTokenSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  type: z.literal('PUSH'),
  device: z.string(),
  product: z.string().nullable(),
  token: z.string(),
});
export type DeviceToken = z.infer<typeof deviceTokenSchema>;

/** GET DeviceToken?token=: the caller's devices matched by token (empty when this browser is not registered). */
export const listDeviceTokensRequestSchema = z.object({ token });
export const listDeviceTokensResponseSchema = z.array(deviceTokenSchema);

export const deviceTokenParamSchema = z.object({ token });

/** The VAPID public key the browser subscribes with (GET Push/ChavePublica). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What the service worker receives in a push (JSON, encrypted with aes128gcm). */
export const pushPayloadSchema = z.object({ id: z.string(), title: z.string(), content: z.string(), link: z.string().nullable(), kind: z.enum(PUSH_KINDS) });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
