import { z } from 'zod';
import { pageQuerySchema, pagedSchema, successSchema } from '../core/envelope.ts';
import { createdAtRangeQuerySchema, deleteResponseSchema, queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { PERMISSION_NAMES, hasPermission, isPermissionName, permissionModuleSchema, type PermissionName } from './catalog.ts';

/**
 * Permission groups (grupoDePermissao), 3-admin §3, §4, §5, §7 and 1-shell §7: a named set of functionalities of
 * the catalogue, linked to users (one group per user). docs/permissions.md lists what the spec leaves open.
 */

export const PERMISSION_GROUP_NAME_MAX = 100;
export const PERMISSION_GROUP_DESCRIPTION_MAX = 500;
/** Most users one AddBondPermissionUser call links, and most groups one DeleteBulking call deletes. */
export const PERMISSION_BATCH_MAX = 1000;

/**
 * What a person needs to reach the permission groups screen (/settings/permissoes sits in the 'Configurações'
 * group and needs 'Permissões'). An administrator may not take these away from their own group (lock-out rule).
 */
export const PERMISSION_ADMIN_FUNCTIONALITIES = ['Configurações', 'Permissões'] as const satisfies readonly PermissionName[];

// ---------------------------------------------------------------- pure rules

/** The functionality names deduplicated, in catalogue order (unknown names are dropped). */
export const normaliseFunctionalities = (names: readonly string[]): PermissionName[] => {
  const held = new Set(names);
  return PERMISSION_NAMES.filter((n) => held.has(n));
};

/** The names of a list that are not in the catalogue. */
export const unknownFunctionalities = (names: readonly string[]): string[] => names.filter((n) => !isPermissionName(n));

/**
 * True when a group with these functionalities and this active flag would leave its members without access to the
 * permission groups screen: inactive, or missing 'Configurações' or 'Permissões'.
 */
export const locksOutOfPermissions = (group: { funcionalidades: readonly string[]; ativo: boolean }): boolean =>
  !group.ativo || !hasPermission(group.funcionalidades, PERMISSION_ADMIN_FUNCTIONALITIES);

/** How much of a module a selection holds: every functionality, some of them or none. */
export const moduleSelection = (moduleNames: readonly string[], selected: readonly string[]): 'all' | 'some' | 'none' => {
  const held = moduleNames.filter((n) => selected.includes(n)).length;
  if (held === 0) return 'none';
  return held === moduleNames.length ? 'all' : 'some';
};

/** The selection with every functionality of a module added (on) or removed (off), in catalogue order. */
export const toggleModule = (moduleNames: readonly string[], selected: readonly string[], on: boolean): PermissionName[] =>
  normaliseFunctionalities(on ? [...selected, ...moduleNames] : selected.filter((n) => !moduleNames.includes(n)));

/** Outcome of a batch (linking, unlinking, bulk deletion): all succeeded, all failed, or partial (3-admin §4). */
export type BatchOutcome = 'success' | 'failure' | 'partial';
export const batchOutcome = (reply: { successItems: readonly unknown[]; failedItems: readonly unknown[] }): BatchOutcome => {
  if (reply.failedItems.length === 0) return 'success';
  return reply.successItems.length === 0 ? 'failure' : 'partial';
};

// ---------------------------------------------------------------- fields

const nome = z.string().trim().min(1, 'validation.required').max(PERMISSION_GROUP_NAME_MAX);
/** Optional description; '' and whitespace are stored as null. */
const descricao = z
  .string()
  .trim()
  .max(PERMISSION_GROUP_DESCRIPTION_MAX)
  .nullish()
  .transform((value) => (value ? value : null));
/** At least one functionality, every one from the catalogue; stored deduplicated in catalogue order. */
const funcionalidades = z
  .array(z.string().trim())
  .min(1, 'permissions.atLeastOne')
  .max(PERMISSION_NAMES.length * 2)
  .refine((names) => unknownFunctionalities(names).length === 0, 'permissions.unknownFunctionality')
  .transform(normaliseFunctionalities);

// ---------------------------------------------------------------- grupoDePermissao

/** A group as the list shows it. */
export const permissionGroupSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  ativo: z.boolean(),
  /** Functionality names, in catalogue order. */
  funcionalidades: z.array(z.string()),
  /** Users of the tenant linked to the group (a deletion is refused while above zero). */
  totalUsuarios: z.number().int(),
  createdAt: z.string(),
  tenantId: z.string(),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

/**
 * A user linked to a group (3-admin §3 usersProfiles): `active` is the user's account flag; `blocked` is true when
 * the caller may not unlink this user (it is the caller's own link: unlinking would lock them out). `name` and
 * `email` identify the person on the screen.
 */
export const userProfileSchema = z.object({
  userId: z.string(),
  permissionId: z.string(),
  active: z.boolean(),
  blocked: z.boolean(),
  name: z.string(),
  email: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * GET grupoDePermissao/{id}: the group in the spec's reply style: `productProfile` {description (the group's name),
 * active}, its functionalities grouped by module (`modulos` [{modulo, acessos [{descricao}]}], as getpermissionfromuser)
 * and every linked user (`usersProfiles`), plus the list fields.
 */
export const permissionGroupDetailSchema = permissionGroupSchema.extend({
  productProfile: z.object({ description: z.string(), active: z.boolean() }),
  modulos: z.array(permissionModuleSchema),
  usersProfiles: z.array(userProfileSchema),
});
export type PermissionGroupDetail = z.infer<typeof permissionGroupDetailSchema>;

export const PERMISSION_GROUP_SORT_FIELDS = ['nome', 'ativo', 'totalUsuarios', 'createdAt'] as const;
export type PermissionGroupSortField = (typeof PERMISSION_GROUP_SORT_FIELDS)[number];

/** GET grupoDePermissao: paged, sorted, filtered by name (contains, case-insensitive), active and creation date. */
export const listPermissionGroupsRequestSchema = pageQuerySchema.extend(sortQuerySchema(PERMISSION_GROUP_SORT_FIELDS, 'nome').shape).extend({
  nome: z.string().trim().max(PERMISSION_GROUP_NAME_MAX).optional(),
  ativo: queryBooleanSchema.optional(),
  ...createdAtRangeQuerySchema.shape,
});
export type ListPermissionGroupsRequest = z.input<typeof listPermissionGroupsRequestSchema>;
export const listPermissionGroupsResponseSchema = pagedSchema(permissionGroupSchema);
export type ListPermissionGroupsResponse = z.infer<typeof listPermissionGroupsResponseSchema>;

export const getPermissionGroupResponseSchema = permissionGroupDetailSchema;
export type GetPermissionGroupResponse = PermissionGroupDetail;

export const createPermissionGroupRequestSchema = z.object({
  nome,
  descricao,
  ativo: z.boolean().default(true),
  funcionalidades,
});
export type CreatePermissionGroupRequest = z.input<typeof createPermissionGroupRequestSchema>;
export const createPermissionGroupResponseSchema = permissionGroupSchema;

export const updatePermissionGroupRequestSchema = createPermissionGroupRequestSchema;
export type UpdatePermissionGroupRequest = z.input<typeof updatePermissionGroupRequestSchema>;
export const updatePermissionGroupResponseSchema = permissionGroupSchema;

export const deletePermissionGroupResponseSchema = deleteResponseSchema;

/** DELETE grupoDePermissao/DeleteBulking, body {ids}: each group is deleted or reported with the reason. */
export const deleteBulkingRequestSchema = z.object({
  ids: z.array(z.string().trim()).min(1, 'permissions.noGroupSelected').max(PERMISSION_BATCH_MAX),
});
export type DeleteBulkingRequest = z.input<typeof deleteBulkingRequestSchema>;
export const deleteBulkingResponseSchema = z.object({
  successItems: z.array(z.object({ id: z.string(), nome: z.string() })),
  failedItems: z.array(z.object({ id: z.string(), nome: z.string().nullable(), message: z.string() })),
});
export type DeleteBulkingResponse = z.infer<typeof deleteBulkingResponseSchema>;

/**
 * POST v2 grupoDePermissao/AddBondPermissionUser {permissionId, usersIds}: links each user to the group (replacing
 * the user's previous group). Unknown users, users of another tenant and the caller's own lock-out fail per item.
 */
export const addBondPermissionUserRequestSchema = z.object({
  permissionId: z.uuid(),
  usersIds: z.array(z.string().trim()).max(PERMISSION_BATCH_MAX),
});
export type AddBondPermissionUserRequest = z.input<typeof addBondPermissionUserRequestSchema>;
export const addBondPermissionUserResponseSchema = z.object({
  successItems: z.array(z.object({ userId: z.string(), name: z.string() })),
  failedItems: z.array(z.object({ userId: z.string(), name: z.string().nullable(), message: z.string() })),
});
export type AddBondPermissionUserResponse = z.infer<typeof addBondPermissionUserResponseSchema>;

/** PUT grupoDePermissao/user/{userId}/permission/{permissionId}/disable: the user is left without a group. */
export const disablePermissionUserParamsSchema = z.object({ userId: z.string(), permissionId: z.string() });
export const disablePermissionUserResponseSchema = successSchema;

/** GET grupoDePermissao/{id}/usuarios: the linked users, paged, searched by name or e-mail (the link dialog). */
export const listGroupUsersRequestSchema = pageQuerySchema.extend({
  search: z.string().trim().max(PERMISSION_GROUP_NAME_MAX).optional(),
});
export type ListGroupUsersRequest = z.input<typeof listGroupUsersRequestSchema>;
export const listGroupUsersResponseSchema = pagedSchema(userProfileSchema);
export type ListGroupUsersResponse = z.infer<typeof listGroupUsersResponseSchema>;
