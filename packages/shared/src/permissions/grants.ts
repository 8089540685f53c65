import type { MessageKey } from '../i18n/index.ts';
import type { Classificacao } from '../users/contracts.ts';
import { PERMISSION_MODULES, type PermissionModule } from './catalog.ts';

/**
 * Who may grant what (issue 16 §3): nobody changes their own permission group or classification, nobody grants a
 * group holding functionalities they do not hold themselves, nor a classification above their own, and nobody adds
 * to a group a functionality they do not hold. The same rules run on the server (users, permission groups, imports)
 * and on the screens that offer the choices.
 */

/** The functionalities of `granted` that `held` lacks, compared as hasPermission compares them (case-insensitive). */
export const unheldFunctionalities = (held: Iterable<string>, granted: readonly string[]): string[] => {
  const lower = new Set([...held].map((h) => h.toLowerCase()));
  return granted.filter((name) => !lower.has(name.toLowerCase()));
};

/** Classifications from the least to the most privileged (1-shell §6: Student, Manager, Administrator). */
export const CLASSIFICATION_RANK: Record<Classificacao, number> = { student: 0, manager: 1, admin: 2 };

/** True when `target` is above `own` (a manager granting 'admin'; a student granting 'manager'). */
export const classificationAbove = (target: Classificacao, own: Classificacao): boolean => CLASSIFICATION_RANK[target] > CLASSIFICATION_RANK[own];

/** A refusal as a message key with its parameters, or null when the grant is allowed. */
export type GrantRefusal = { key: MessageKey; params?: Record<string, string> } | null;

export type AccountGrant = {
  /** The caller's functionalities (what the request context holds). */
  held: readonly string[];
  /**
   * The caller's own classification in the tenant; null for platform administration (elevated, or client mode),
   * whose classification is not one of the company's and who may set any.
   */
  ownClassification: Classificacao | null;
  /** True when the account changed is the caller's own. */
  self: boolean;
  /** The account as stored (null: a new account). */
  current: { groupId: string | null; classificacao: Classificacao } | null;
  /** The account as requested, with the requested group's name and functionalities (null group: none). */
  next: { group: { id: string; nome: string; funcionalidades: readonly string[] } | null; classificacao: Classificacao };
};

/**
 * Whether a caller may give an account this group and classification (POST and PUT usuario, the import rows).
 * Only what changes is checked: an account kept in a group stronger than the caller's may still be edited.
 */
export const accountGrantRefusal = ({ held, ownClassification, self, current, next }: AccountGrant): GrantRefusal => {
  const groupChanged = (current?.groupId ?? null) !== (next.group?.id ?? null);
  const classificationChanged = current === null || current.classificacao !== next.classificacao;
  if (self && current && groupChanged) return { key: 'permissions.selfGroup' };
  if (self && current && current.classificacao !== next.classificacao) return { key: 'permissions.selfClassification' };
  if (groupChanged && next.group) {
    const missing = unheldFunctionalities(held, next.group.funcionalidades);
    if (missing.length > 0) return { key: 'permissions.groupAboveCaller', params: { group: next.group.nome, names: missing.join(', ') } };
  }
  if (classificationChanged && ownClassification !== null && classificationAbove(next.classificacao, ownClassification)) {
    return { key: 'permissions.classificationAboveCaller' };
  }
  return null;
};

/**
 * Whether a caller may save a group with these functionalities: every functionality added (all of them for a new
 * group) must be one the caller holds. Removing is always allowed (the lock-out rule guards the own group).
 */
export const groupGrantRefusal = (held: readonly string[], before: readonly string[] | null, after: readonly string[]): GrantRefusal => {
  const previous = new Set(before ?? []);
  const missing = unheldFunctionalities(
    held,
    after.filter((name) => !previous.has(name)),
  );
  return missing.length > 0 ? { key: 'permissions.functionalityNotHeld', params: { names: missing.join(', ') } } : null;
};

/**
 * Modules whose screens the router opens only with the module's own functionality as well (routes.tsv: the /conta
 * screens sit in the 'Contas' menu group, the /settings screens in 'Configurações'). A functionality of these modules
 * without the module's one would let the API answer while the screen sends the person to /403.
 */
export const MENU_GROUP_MODULES = ['Contas', 'Configurações'] as const satisfies readonly PermissionModule[];

/** Per menu-group module, the functionalities selected without the module's own access; empty when all is well. */
export const missingMenuAccess = (names: readonly string[]): { modulo: PermissionModule; funcionalidades: string[] }[] => {
  const held = new Set(names);
  return MENU_GROUP_MODULES.flatMap((modulo) => {
    if (held.has(modulo)) return [];
    const orphans = PERMISSION_MODULES[modulo].filter((n) => n !== modulo && held.has(n));
    return orphans.length > 0 ? [{ modulo, funcionalidades: [...orphans] }] : [];
  });
};
