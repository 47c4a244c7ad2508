import { localVideoTable } from './localVideoTable';

/** Forgets a picked file; the file on the device itself is untouched. */
export async function removeLocalVideo(key: string): Promise<void> {
  await localVideoTable().delete(key);
}
