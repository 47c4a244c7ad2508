import type { Context } from 'hono';
import { httpProblem } from './problem';

export const MAX_BODY_BYTES = 1_000_000;

/** The 413 of every API body over the limit, naming the limit so a client knows how much to send at once. */
export const bodyTooLarge = () =>
  httpProblem(413, `Request body is too large: at most ${MAX_BODY_BYTES} bytes; send less at once`);

/** The request body as parsed JSON; malformed or oversized bodies are a 400/413 problem, never a 500. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await readBodyText(c);
  if (text.trim() === '') throw httpProblem(400, 'Request body is missing');
  try {
    return JSON.parse(text);
  } catch {
    throw httpProblem(400, 'Malformed JSON request body');
  }
}

export async function readBodyText(c: Context): Promise<string> {
  const declared = Number(c.req.header('Content-Length'));
  if (declared > MAX_BODY_BYTES) throw bodyTooLarge();
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw bodyTooLarge();
  return text;
}
