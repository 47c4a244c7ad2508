import { recordSpan } from './recordSpan';

/** Runs `read` and records its span on the page's timeline under `name` (see recordSpan). */
export async function measured<T>(name: string, read: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await read();
  } finally {
    recordSpan(name, start);
  }
}
