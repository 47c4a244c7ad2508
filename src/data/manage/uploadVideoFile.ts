import { API_BASE } from '../api/createApiClient';
import { handleUnauthorized } from '../api/unauthorizedHandler';
import { session } from '../auth/session';
import type { ApiProblem, Entity } from './entityTypes';
import { worded } from './problemWording';

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends a video file as the raw body of POST /api/match-videos/{id}/file. XHR rather than fetch: only XHR
 * reports upload progress. Resolves with the updated match video, rejects with an ApiProblem.
 */
export function uploadVideoFile(
  videoId: number,
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Entity> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/match-videos/${videoId}/file`);
    if (session.token) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.setRequestHeader('Content-Type', file.type || 'video/mp4');
    xhr.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      let body: { detail?: string; title?: string; message?: string; params?: string } & Entity = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
      if (xhr.status === 401 || xhr.status === 403) handleUnauthorized(xhr.status);
      const problem: ApiProblem = worded({
        status: xhr.status,
        code: typeof body.message === 'string' ? body.message : 'uploadFailed',
        detail: body.detail ?? body.title ?? null,
        params: typeof body.params === 'string' ? body.params : null,
      });
      reject(problem);
    };
    xhr.onerror = () => reject(worded({ status: 0, code: 'uploadInterrupted', detail: null, params: null }));
    xhr.onabort = () => reject(worded({ status: 0, code: 'uploadCancelled', detail: null, params: null }));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
