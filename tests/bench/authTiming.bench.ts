/**
 * Whether an answer tells which logins and addresses exist: a wrong password for a known login versus an
 * unknown login, and a reset request for a known versus an unknown address, timed alternately on the real
 * server (PGlite on disk). Each request comes from its own loopback address (127.0.x.y), so the per-address
 * limits do not turn the figures into 429s; the known login signs in rightly every few guesses for the same
 * reason.
 */
import http from 'node:http';
import type { Bench } from './run';
import { withBenchServer } from './benchServer';
import { summarise } from './figures';

const ROUNDS = 40;

function post(base: string, path: string, body: string, contentType: string, from: number) {
  const url = new URL(path, base);
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        localAddress: `127.0.${(from >> 8) & 255}.${from & 255 || 1}`,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function run(): Promise<void> {
  await withBenchServer(undefined, async ({ base }) => {
    let address = 1;
    const login = (username: string, password: string) =>
      post(base, '/api/authenticate', JSON.stringify({ username, password }), 'application/json', address++);
    const reset = (email: string) => post(base, '/api/account/reset-password/init', email, 'text/plain', address++);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // A right password every 5 guesses keeps the known login under its own limit.
      if (i % 5 === 4) await login('analyst', 'analyst');
      const wrong = await login('analyst', `wrong-${i}`);
      const nobody = await login(`nobody-${i}`, `wrong-${i}`);
      if (wrong.status !== 401 || nobody.status !== 401)
        throw new Error(`login answered ${wrong.status}/${nobody.status}`);
      known.push(wrong.ms);
      unknown.push(nobody.ms);
    }
    summarise('wrong password, known login', known);
    summarise('wrong password, unknown login', unknown);

    const knownReset: number[] = [];
    const unknownReset: number[] = [];
    // Alternating which goes first, and letting the work after each answer finish, so neither side
    // waits on the other's mail.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < ROUNDS; i++) {
      for (const isKnown of i % 2 ? [true, false] : [false, true]) {
        const answer = await reset(isKnown ? 'user@localhost' : `nobody-${i}@localhost`);
        if (answer.status !== 200) throw new Error(`reset answered ${answer.status}`);
        (isKnown ? knownReset : unknownReset).push(answer.ms);
        await settle();
      }
    }
    summarise('reset request, known address (5 mails an hour, the rest throttled)', knownReset);
    summarise('reset request, unknown address', unknownReset);
  });
}

export default { name: 'auth timing (known vs unknown)', run } satisfies Bench;
