import { api } from '../api/api';

export async function finishPasswordReset(key: string, newPassword: string): Promise<void> {
  await api('/account/reset-password/finish', { method: 'POST', body: { key, newPassword } });
}
