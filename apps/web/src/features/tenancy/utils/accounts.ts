import type { UserAccount } from '@plataforma/shared/tenancy';

/** The account to use without asking: the only one, else the default one, else the current one. */
export function pickAutomaticAccount(accounts: readonly UserAccount[]): UserAccount | null {
  if (accounts.length === 1) return accounts[0];
  return accounts.find((account) => account.padrao) ?? accounts.find((account) => account.atual) ?? null;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * Splits the accounts for the chooser: the current company (the chosen partner tenant when set, else the one the
 * server marks `atual`) and the others, filtered by name (accent- and case-insensitive) and sorted with the default
 * first, then by name.
 */
export function splitAccounts(accounts: readonly UserAccount[], query: string, partnerTenant: string | null) {
  const current =
    (partnerTenant ? accounts.find((account) => account.tenantId === partnerTenant) : undefined) ?? accounts.find((account) => account.atual) ?? null;
  const needle = normalise(query);
  const others = accounts
    .filter((account) => account !== current)
    .filter((account) => !needle || normalise(account.nome).includes(needle) || normalise(account.subdominio).includes(needle))
    .sort((a, b) => Number(b.padrao) - Number(a.padrao) || a.nome.localeCompare(b.nome));
  return { current, others };
}
