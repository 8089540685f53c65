import { z } from 'zod';

/** Failure envelope of every error reply (ARCHITECTURE §3). */
export const notificationSchema = z.object({ message: z.string(), field: z.string().optional() });
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  notifications: z.array(notificationSchema),
  details: z.unknown().optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

/** Plain success reply for calls whose product reply only reads `success`. */
export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type Success = z.infer<typeof successSchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
  });
export type Paged<T> = { data: T[]; pageNumber: number; pageSize: number; totalItems: number; totalPages: number };

export const PAGE_SIZES = [10, 20, 50] as const;
export const pageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(10),
});

export const uuidParam = z.object({ id: z.uuid() });
export type IdParam = z.infer<typeof uuidParam>;

/** Application environments; all but production show a badge (1-shell §2). */
export const APP_ENVIRONMENTS = ['production', 'homolog', 'integration', 'development'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];
export const APP_VERSION = '0.0.5';
