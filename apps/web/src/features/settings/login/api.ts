import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClientSettings, mergeSettings, type ClientSettings, type LoginFileUse, type LoginSettings, type SettingsFile } from '@plataforma/shared/settings';
import { api, apiHeaders, apiUrl, refreshSession } from '../../../lib/api-client.ts';
import { apiErrorFromBody } from '../../../lib/api-error.ts';
import { getLanguage } from '../../../lib/language.ts';

/** Reply of AdicionarArquivo: the stored file and its public address. */
export type StoredLoginFile = SettingsFile;

/** PUT Parametro/update with the `login` group, given whole; the reply is the full settings in force. */
export const updateLoginSettings = async (login: LoginSettings): Promise<ClientSettings> => {
  const reply = await api.put<unknown>('/api/v1/Parametro/update', { login });
  return mergeSettings(defaultClientSettings(), (reply ?? {}) as Partial<Record<keyof ClientSettings, unknown>>);
};

/**
 * POST Parametro/AdicionarArquivo?tipo=background|slide (multipart `arquivo`), sent with XMLHttpRequest to report the
 * progress (0..1). The server judges the bytes, the size and a video's audio track; its refusal is the ApiError.
 */
export function uploadLoginFile(tipo: LoginFileUse, file: File, onProgress: (share: number) => void, retried = false): Promise<StoredLoginFile> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('arquivo', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/api/v1/Parametro/AdicionarArquivo?tipo=${tipo}`));
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : 0);
    xhr.onerror = () => reject(apiErrorFromBody(0, undefined, getLanguage()));
    xhr.onload = () => {
      if (xhr.status === 401 && !retried) {
        void refreshSession().then((renewed) =>
          renewed ? uploadLoginFile(tipo, file, onProgress, true).then(resolve, reject) : reject(apiErrorFromBody(401, undefined, getLanguage())),
        );
        return;
      }
      let reply: unknown;
      try {
        reply = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        reply = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(reply as StoredLoginFile);
      } else reject(apiErrorFromBody(xhr.status, reply, getLanguage()));
    };
    xhr.send(body);
  });
}

/** DELETE Parametro/RemoverArquivo/{id}: a file no longer used by the saved settings, or dropped before saving. */
export const removeLoginFile = (id: string) => api.del<unknown>(`/api/v1/Parametro/RemoverArquivo/${encodeURIComponent(id)}`);

/** Saves the `login` group and reads the settings again everywhere (the sign-in page follows at its next read). */
export const useUpdateLoginSettingsMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLoginSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: ['client-settings'] }),
  });
};
