/**
 * Whether `objectUrlS3` names a file this organisation uploaded (`videos/{org}/{id}-{hex}.{ext}`). Managers can
 * edit the field like any other, so a key that is not theirs must neither be played nor deleted.
 */
export function isStoredVideoKey(key: string | null | undefined, organizationId: number): key is string {
  return typeof key === 'string' && new RegExp(`^videos/${organizationId}/\\d+-[0-9a-f]+\\.[a-z0-9]+$`).test(key);
}
