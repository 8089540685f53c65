import { apiHeaders, apiUrl, refreshSession } from './api-client.ts';
import { apiErrorFromBody } from './api-error.ts';
import { getLanguage } from './language.ts';

/**
 * POST of a multipart body with XMLHttpRequest, to report the upload's progress (0..1) — fetch cannot. The API
 * client's headers go with it; a 401 renews the session once and sends again; a refusal is the server's ApiError.
 * `body` makes the form data each time it is sent.
 */
export function postWithProgress<T>(path: string, body: () => FormData, onProgress: (share: number) => void, retried = false): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : 0);
    xhr.onerror = () => reject(apiErrorFromBody(0, undefined, getLanguage()));
    xhr.onload = () => {
      if (xhr.status === 401 && !retried) {
        void refreshSession().then((renewed) =>
          renewed ? postWithProgress<T>(path, body, onProgress, true).then(resolve, reject) : reject(apiErrorFromBody(401, undefined, getLanguage())),
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
        resolve(reply as T);
      } else reject(apiErrorFromBody(xhr.status, reply, getLanguage()));
    };
    xhr.send(body());
  });
}
