import { proxy } from 'valtio';

export type SnackbarKind = 'success' | 'error' | 'info';
export type SnackbarMessage = { id: number; text: string; kind: SnackbarKind };

export const SNACKBAR_DURATION_MS = 6000;

/** Messages outlive navigation (e.g. 'Reset successful' stays visible on /login). */
export const snackbars = proxy<{ messages: SnackbarMessage[] }>({ messages: [] });

let nextId = 1;

export function dismissSnackbar(id: number): void {
  snackbars.messages = snackbars.messages.filter((message) => message.id !== id);
}

export function showSnackbar(text: string, kind: SnackbarKind = 'info'): void {
  const id = nextId++;
  snackbars.messages = [...snackbars.messages.slice(-2), { id, text, kind }];
  setTimeout(() => dismissSnackbar(id), SNACKBAR_DURATION_MS);
}
