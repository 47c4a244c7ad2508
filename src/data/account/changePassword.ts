import { api } from '../api/api';
import { loadAccount } from '../auth/loadAccount';
import { persistSession } from '../auth/persistSession';
import { setSession } from '../auth/session';

/**
 * POST /api/account/change-password. The server retires every token issued before the change and answers
 * a fresh one, which replaces this device's token the way a login stores it, so the user stays signed in.
 * The account is then read again, without holding up the answer, for its cleared passwordChangeRequired.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const answer = await api<{ id_token?: string } | undefined>('/account/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword },
  });
  if (!answer?.id_token) return;
  setSession({ token: answer.id_token });
  await persistSession();
  void loadAccount().catch(() => undefined);
}
