import type { Tenant } from '@plataforma/shared/tenancy';

/** Lower-case text without accents, for forgiving searches ("Acme Educação" matches "educacao"). */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/**
 * Tenants a client-mode picker offers: not the current one, filtered by name or sub-domain, active ones first, then
 * by name.
 */
export function filterTenants(tenants: readonly Tenant[], search: string, currentId: string | null = null): Tenant[] {
  const needle = foldText(search);
  return tenants
    .filter((tenant) => tenant.id !== currentId)
    .filter((tenant) => !needle || foldText(tenant.nome).includes(needle) || foldText(tenant.subdominio).includes(needle))
    .sort((a, b) => Number(b.ativo) - Number(a.ativo) || a.nome.localeCompare(b.nome, 'pt-BR'));
}
