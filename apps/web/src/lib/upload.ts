import { MESSAGES } from '@inai/shared';
import { ApiError } from './api-client';

/**
 * Sends a multipart upload and reports progress (0–100). XMLHttpRequest, because fetch cannot
 * report upload progress. Rejects with ApiError like apiPost does.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  token: string,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let body: { message?: string; errors?: Record<string, string> } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(new ApiError(xhr.status, body?.message ?? MESSAGES.generic.somethingWrong, body?.errors ?? {}));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, MESSAGES.generic.somethingWrong)));
    xhr.send(form);
  });
}
