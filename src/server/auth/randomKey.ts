import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** JHipster's RandomUtil: 20 alphanumeric characters from a secure source (reset keys, initial passwords). */
export function randomKey(length = 20): string {
  let key = '';
  for (let i = 0; i < length; i++) key += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return key;
}
