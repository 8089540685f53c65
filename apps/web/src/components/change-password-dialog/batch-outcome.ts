import type { ChangePasswordBatchResponse } from '@plataforma/shared/users';

export type BatchOutcome =
  | { kind: 'all-ok'; count: number }
  | { kind: 'partial'; changed: number; failures: { usuarioId: string; label: string; message: string }[] };

/**
 * Reads the batch reply: all changed -> success with the count; otherwise the failures, each labelled with the user's
 * name when the caller knows it (else the id).
 */
export function batchOutcome(reply: ChangePasswordBatchResponse, requested: number, names: Readonly<Record<string, string>> = {}): BatchOutcome {
  const falhas = Array.isArray(reply.falhas) ? reply.falhas : [];
  if (falhas.length === 0) return { kind: 'all-ok', count: typeof reply.alterados === 'number' ? reply.alterados : requested };
  return {
    kind: 'partial',
    changed: typeof reply.alterados === 'number' ? reply.alterados : Math.max(0, requested - falhas.length),
    failures: falhas.map((falha) => ({ usuarioId: falha.usuarioId, label: names[falha.usuarioId] ?? falha.usuarioId, message: falha.message })),
  };
}
