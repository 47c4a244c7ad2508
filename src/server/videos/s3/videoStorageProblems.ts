import type { IncomingMessage } from 'node:http';
import type { Logger } from '../../http/logger';
import { httpProblem, PROBLEM_BASE, ProblemError } from '../../http/problem';

export type VideoStorageOperation = 'save' | 'size' | 'read' | 'remove';

/** The storage's own error code and message, from its XML error body (HEAD answers have none). */
type S3Error = { code: string | null; message: string | null };

/** Enough for any S3 error document; a misbehaving server cannot make us buffer a video. */
const MAX_ERROR_BODY_BYTES = 16 * 1024;

/** Nothing answered (refused, unknown host, reset, silence): the storage is down for now, try again later. */
export function unreachableVideoStorage(error: unknown, operation: VideoStorageOperation, log: Logger): ProblemError {
  log.error({ msg: 'video storage unreachable', operation, error: describeNetworkError(error) });
  return videoStorageProblem(503, 'Video storage is unreachable', 'The video storage did not answer; try again later');
}

/**
 * A storage that answered with an error. It is never the client's doing (keys, sizes and signatures are
 * ours), so it is a 502 for the operator to look at, except a busy storage (503, try again) and an object
 * over the storage's single-upload limit (413).
 */
export async function failedVideoStorage(
  response: IncomingMessage,
  operation: VideoStorageOperation,
  key: string,
  log: Logger,
): Promise<ProblemError> {
  const status = response.statusCode ?? 0;
  const { code, message } = await readS3Error(response);
  log.error({ msg: 'video storage failed', operation, key, status, code, message });
  if (code === 'EntityTooLarge') return httpProblem(413, 'The video is larger than the video storage accepts');
  const answer = `answered ${status}${code ? ` ${code}` : ''} to ${operation}`;
  if (status === 503) {
    return videoStorageProblem(503, 'Video storage is unavailable', `The video storage ${answer}; try again later`);
  }
  const title = status >= 500 ? 'Video storage failed' : 'Video storage refused the request';
  return videoStorageProblem(502, title, `The video storage ${answer}`);
}

function videoStorageProblem(status: 502 | 503, title: string, detail: string): ProblemError {
  const problem = {
    type: `${PROBLEM_BASE}/problem-with-message`,
    title,
    status,
    detail,
    message: `error.http.${status}`,
  };
  return new ProblemError(problem, status === 503 ? { 'Retry-After': '30' } : {});
}

async function readS3Error(response: IncomingMessage): Promise<S3Error> {
  let text = '';
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      if (text.length < MAX_ERROR_BODY_BYTES) text += chunk.toString('utf8');
    }
  } catch {
    // A body cut short still tells the status; the code is a bonus.
  }
  const tag = (name: string) => text.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1] ?? null;
  return { code: tag('Code'), message: tag('Message') };
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}
