import { translate } from '../i18n';

/** What Clear cache reports; unsynced captures are always kept and said so. */
export function clearCacheMessage(pendingCaptures: number): string {
  return translate('auth', 'account.cacheCleared', { count: pendingCaptures });
}
