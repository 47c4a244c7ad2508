import type { Context } from 'hono';
import { isJsonDeeperThan } from './isJsonDeeperThan';
import { httpProblem } from './problem';

export const MAX_BODY_BYTES = 1_000_000;
/** Far deeper than any body of the API; a deeper one is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

/** The 413 of every API body over the limit, naming the limit so a client knows how much to send at once. */
export const bodyTooLarge = () =>
  httpProblem(413, `Request body is too large: at most ${MAX_BODY_BYTES} bytes; send less at once`);

/** The request body as parsed JSON; malformed, too deep or oversized bodies are a 400/413 problem, never a 500. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await readBodyText(c);
  if (text.trim() === '') throw httpProblem(400, 'Request body is missing');
  return parseJsonText(text);
}

/** JSON text as a value; too deep or malformed text is a 400 problem (`malformed` words the latter). */
export function parseJsonText(text: string, malformed = 'Malformed JSON request body'): unknown {
  if (isJsonDeeperThan(text, MAX_JSON_DEPTH)) {
    throw httpProblem(400, `JSON request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw httpProblem(400, malformed);
  }
}

export async function readBodyText(c: Context): Promise<string> {
  const declared = Number(c.req.header('Content-Length'));
  if (declared > MAX_BODY_BYTES) throw bodyTooLarge();
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw bodyTooLarge();
  return text;
}
