import { expect } from '@playwright/test';
import { latestMailTo } from './api';

/** Waits for the reset mail to `email` (newer than `notKey`) and returns its key. */
export async function resetKeyFromMail(email: string, notKey?: string): Promise<string> {
  let key: string | undefined;
  await expect
    .poll(async () => {
      const mail = await latestMailTo(email);
      key = mail?.body.match(/reset-password\/finish\?key=([A-Za-z0-9]+)/)?.[1];
      return key && key !== notKey ? key : undefined;
    })
    .toBeTruthy();
  return key!;
}
