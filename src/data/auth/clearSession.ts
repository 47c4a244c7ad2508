import { persistSession } from './persistSession';
import { EMPTY_SESSION, setSession } from './session';

/** Drops token and account everywhere (used by logout and by the 401/403 handler). */
export async function clearSession(): Promise<void> {
  setSession({ ...EMPTY_SESSION });
  await persistSession();
}
