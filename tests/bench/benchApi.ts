/** A small JSON client for the benches: the API as the app and the sync worker call it, signed in by token. */
export type ApiAnswer<T> = { status: number; body: T; headers: Headers };

export type BenchApi = {
  get: <T>(path: string) => Promise<ApiAnswer<T>>;
  post: <T>(path: string, body: unknown) => Promise<ApiAnswer<T>>;
};

export function benchApi(base: string, token: string): BenchApi {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
  };
}

/**
 * POSTs every body to `path`, a few at a time: preparing thousands of rows one by one would make the
 * preparation, not the figures, the slow part of a run. Answers come back in the order of `bodies`.
 */
export async function postAll<T>(api: BenchApi, path: string, bodies: readonly unknown[], inFlight = 8): Promise<T[]> {
  const answers: T[] = new Array<T>(bodies.length);
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++;
      answers[index] = (await api.post<T>(path, bodies[index])).body;
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, bodies.length) }, worker));
  return answers;
}

/** Milliseconds of one awaited call, body read included (a page is only useful once it has arrived). */
export async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}
