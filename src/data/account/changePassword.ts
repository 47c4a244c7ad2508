import { api } from '../api/api';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api('/account/change-password', { method: 'POST', body: { currentPassword, newPassword } });
}
