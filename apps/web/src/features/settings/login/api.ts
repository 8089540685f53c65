import type { LoginFileUse, SettingsFile } from '@plataforma/shared/settings';
import { postWithProgress } from '../../../lib/upload-with-progress.ts';

/** Reply of AdicionarArquivo: the stored file and its public address. */
export type StoredLoginFile = SettingsFile;

/**
 * POST Parametro/AdicionarArquivo?tipo=background|slide (multipart `arquivo`), with the upload's progress (0..1) for
 * files up to 20 MB. The server judges the bytes, the size and a video's audio track; its refusal is the ApiError.
 * Saving and deleting files use the settings feature's own calls (api/save-client-settings.ts).
 */
export function uploadLoginFile(tipo: LoginFileUse, file: File, onProgress: (share: number) => void): Promise<StoredLoginFile> {
  const body = () => {
    const form = new FormData();
    form.append('arquivo', file, file.name);
    return form;
  };
  return postWithProgress<StoredLoginFile>(`/api/v1/Parametro/AdicionarArquivo?tipo=${tipo}`, body, onProgress);
}
