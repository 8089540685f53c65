import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClientSettings, mergeSettings, type ClientSettings } from '@plataforma/shared/settings';
import { api } from '../../../lib/api-client.ts';

/** The settings groups this screen saves, each given whole (PUT Parametro/update takes any subset of the groups). */
export type LookUpdate = Pick<ClientSettings, 'colors' | 'logos' | 'page'>;

/** The kinds of customisation file (POST Parametro/AdicionarArquivo?tipo=…). */
export type LogoKind = 'logoMenu' | 'logoLogin' | 'icon';

/** Reply of AdicionarArquivo: the stored file and its public address. */
export type StoredLogo = { id: string; url: string; tipo: string; mimeType: string; tamanho: number };

/** PUT Parametro/update with the look-and-feel groups; the reply is the full settings in force. */
export const updateLook = async (body: LookUpdate): Promise<ClientSettings> => {
  const reply = await api.put<unknown>('/api/v1/Parametro/update', body);
  return mergeSettings(defaultClientSettings(), (reply ?? {}) as Partial<Record<keyof ClientSettings, unknown>>);
};

/** POST Parametro/AdicionarArquivo (multipart `arquivo`): the server checks the bytes, the type and the 100 kb limit. */
export const uploadLogo = (tipo: LogoKind, file: File): Promise<StoredLogo> => {
  const body = new FormData();
  body.append('arquivo', file, file.name);
  return api.post<StoredLogo>(`/api/v1/Parametro/AdicionarArquivo?tipo=${tipo}`, body);
};

/** DELETE Parametro/RemoverArquivo/{id}: a file uploaded and then replaced or removed before it was saved. */
export const removeLogoFile = (id: string) => api.del<unknown>(`/api/v1/Parametro/RemoverArquivo/${encodeURIComponent(id)}`);

/** Saves the look and puts the reply in every settings query, so the whole app follows at once. */
export const useUpdateLookMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLook,
    onSuccess: () => client.invalidateQueries({ queryKey: ['client-settings'] }),
  });
};
