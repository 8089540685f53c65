import type { ChangePasswordBatchRequest, ChangePasswordBatchResponse, ChangePasswordSingleRequest, User } from '@plataforma/shared/users';
import { api } from '../../lib/api-client.ts';

export type ChangePasswordReply = { success: boolean; message?: string };

/** POST usuario/alterar-senha-individual {usuarioId, alterarSenhaNoProximoAcesso, senha}. */
export const changePasswordSingle = (body: ChangePasswordSingleRequest) =>
  api.post<ChangePasswordReply>('/api/v1/usuario/alterar-senha-individual', body);

/** POST usuario/alterar-senha-em-lote {usuarioIds, alterarSenhaNoProximoAcesso, senha}; the reply lists the failures. */
export const changePasswordBatch = (body: ChangePasswordBatchRequest) =>
  api.post<ChangePasswordBatchResponse>('/api/v1/usuario/alterar-senha-em-lote', body);

/** POST usuario/alterar-senha-propria {senha, senhaAtual}: the signed-in person's own password (the current one proves it is them). */
export const changeOwnPassword = (senha: string, senhaAtual: string) =>
  api.post<ChangePasswordReply>('/api/v1/usuario/alterar-senha-propria', { senha, senhaAtual });

/** GET usuario/{id}: the user shown in single mode when only the id is known. */
export const getDialogUser = (id: string, signal?: AbortSignal) => api.get<User>(`/api/v1/usuario/${encodeURIComponent(id)}`, { signal });
