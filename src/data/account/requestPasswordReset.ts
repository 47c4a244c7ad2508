import { api } from '../api/api';

/** The body is the bare e-mail address as text, as JHipster clients send it. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api('/account/reset-password/init', {
    method: 'POST',
    body: email,
    headers: { 'Content-Type': 'text/plain' },
  });
}
