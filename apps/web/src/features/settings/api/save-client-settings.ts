import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientSettings, SettingsFile, SettingsUpdate, SettingsUploadKind } from '@plataforma/shared/settings';
import { api } from '../../../lib/api-client.ts';

/** PUT Parametro/update: the groups given replace the tenant's (each group whole); the reply is the settings in force. */
export const saveClientSettings = (body: SettingsUpdate) => api.put<ClientSettings>('/api/v1/Parametro/update', body);

/**
 * Saves settings and refreshes every settings query of the session (the shell, the title, the palette) at once: the
 * server bumps the tenant's settings version, so the next read is the new one.
 */
export function useSaveClientSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveClientSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: ['client-settings'] }),
  });
}

/** POST Parametro/AdicionarArquivo?tipo=: one customisation file (logo, icon, background, slide, banner). */
export function uploadSettingsFile(tipo: SettingsUploadKind, file: Blob, fileName = file instanceof File ? file.name : 'arquivo'): Promise<SettingsFile> {
  const body = new FormData();
  body.append('arquivo', file, fileName);
  return api.post<SettingsFile>('/api/v1/Parametro/AdicionarArquivo', body, { query: { tipo } });
}

/** DELETE Parametro/RemoverArquivo/{id}: the id is the last segment of the file's address. */
export const removeSettingsFile = (idOrUrl: string) =>
  api.del<{ success: true }>(`/api/v1/Parametro/RemoverArquivo/${encodeURIComponent(idOrUrl.split('/').pop() ?? idOrUrl)}`);
