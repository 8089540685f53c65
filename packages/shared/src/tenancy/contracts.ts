import { z } from 'zod';

/** One of the person's accounts (partner companies), for the /partner chooser. */
export const userAccountSchema = z.object({
  usuarioId: z.string(),
  tenantId: z.string(),
  nome: z.string(),
  subdominio: z.string(),
  padrao: z.boolean(),
  atual: z.boolean(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;
export const userAccountsResponseSchema = z.array(userAccountSchema);

export const tenantSchema = z.object({
  id: z.string(),
  nome: z.string(),
  subdominio: z.string(),
  contratoId: z.string().nullable(),
  empresaId: z.string().nullable(),
  ativo: z.boolean(),
});
export type Tenant = z.infer<typeof tenantSchema>;
/** GET Tenant: the active tenant's data plus the tenants this user may enter (client mode for elevated users). */
export const tenantResponseSchema = z.object({
  atual: tenantSchema,
  disponiveis: z.array(tenantSchema),
});
export type TenantResponse = z.infer<typeof tenantResponseSchema>;

export const contractOwnerTenantsParamsSchema = z.object({ ownerId: z.uuid() });
export const contractOwnerTenantsResponseSchema = z.array(tenantSchema.extend({ contratoNome: z.string() }));
