/**
 * Contract user limit (3-admin §4, §6, §8): a user may be created (or reactivated) only while the tenant's active
 * users are below the contract's contracted users, or when both counts are zero. Otherwise the server refuses with
 * 'Seu contrato atingiu o número máximo de usuários ativos!' (users.maxActiveUsers).
 */
export type ContractUsage = {
  /** Active accounts of the tenant now (before the change). */
  usuariosAtivos: number;
  /** Users the tenant's contract allows (contrato.usuarios_contratados). */
  usuariosContratados: number;
};

/** Whether one more active user fits the contract. Negative or fractional counts are read as their whole part, never below 0. */
export function canAddActiveUser({ usuariosAtivos, usuariosContratados }: ContractUsage): boolean {
  const active = Math.max(0, Math.floor(usuariosAtivos));
  const contracted = Math.max(0, Math.floor(usuariosContratados));
  if (active === 0 && contracted === 0) return true;
  return active < contracted;
}

/** How many more active users fit (0 when full; null when the "both zero" exception applies). */
export function remainingActiveUsers({ usuariosAtivos, usuariosContratados }: ContractUsage): number | null {
  const active = Math.max(0, Math.floor(usuariosAtivos));
  const contracted = Math.max(0, Math.floor(usuariosContratados));
  if (active === 0 && contracted === 0) return null;
  return Math.max(0, contracted - active);
}
