import { afterEach, expect, it, vi } from 'vitest';
import { whenSignedIn } from '../../../src/app/auth/whenSignedIn';
import { EMPTY_SESSION, setSession } from '../../../src/data/auth';

// valtio tells subscribers after the current task's changes, in a microtask.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => setSession({ ...EMPTY_SESSION }));

it('starts at once for a session restored at start', () => {
  setSession({ token: 'a.b.c', account: null, error: null });
  const start = vi.fn();
  whenSignedIn(start);
  expect(start).toHaveBeenCalledOnce();
});

it('waits for a visitor to sign in, then starts once however often the session changes after', async () => {
  const start = vi.fn();
  whenSignedIn(start);
  setSession({ token: null, account: null, error: 'Invalid username or password' });
  await settled();
  expect(start).not.toHaveBeenCalled();

  setSession({ token: 'a.b.c', account: null, error: null });
  await settled();
  expect(start).toHaveBeenCalledOnce();

  setSession({ ...EMPTY_SESSION });
  await settled();
  setSession({ token: 'd.e.f', account: null, error: null });
  await settled();
  expect(start).toHaveBeenCalledOnce();
});
