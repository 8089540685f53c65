import type { LoginFileUse, SettingsFile } from '@plataforma/shared/settings';
import { apiHeaders, apiUrl, refreshSession } from '../../../lib/api-client.ts';
import { apiErrorFromBody } from '../../../lib/api-error.ts';
import { getLanguage } from '../../../lib/language.ts';

/** Reply of AdicionarArquivo: the stored file and its public address. */
export type StoredLoginFile = SettingsFile;

/**
 * POST Parametro/AdicionarArquivo?tipo=background|slide (multipart `arquivo`), sent with XMLHttpRequest to report the
 * progress (0..1) of files up to 20 MB. The server judges the bytes, the size and a video's audio track; its refusal
 * is the ApiError. Saving and deleting files use the settings feature's own calls (api/save-client-settings.ts).
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
