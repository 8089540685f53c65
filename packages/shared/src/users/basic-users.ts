import { z } from 'zod';

/**
 * GET usuario/Basic: the tenant's active users as select options {value, label, email}, by name, at most
 * BASIC_USERS_LIMIT, optionally searched by name or e-mail (contains, case-insensitive). Feeds the user pickers
 * (e.g. linking users to a permission group); readable with 'Usuários' or 'Permissões'.
 */
export const BASIC_USERS_LIMIT = 50;

export const basicUsersRequestSchema = z.object({
  search: z.string().trim().max(100).optional(),
});
export type BasicUsersRequest = z.input<typeof basicUsersRequestSchema>;

export const basicUserSchema = z.object({ value: z.string(), label: z.string(), email: z.string() });
export type BasicUser = z.infer<typeof basicUserSchema>;
export const basicUsersResponseSchema = z.array(basicUserSchema);
export type BasicUsersResponse = z.infer<typeof basicUsersResponseSchema>;
