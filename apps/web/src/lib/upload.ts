import { apiHeaders, ApiError, toApiError } from './api-client';

/**
 * Sends a multipart upload and reports progress (0–100). XMLHttpRequest, because fetch cannot
 * report upload progress. Rejects with ApiError like apiPost does.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(toApiError(xhr.status, body));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network error')));
    xhr.send(form);
  });
}
