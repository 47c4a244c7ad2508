import { describe, expect, it } from 'vitest';
import { guardStorage } from '../../../../src/data/storage/guardedStorage';

const securityError = () => new DOMException('Access is denied for this document.', 'SecurityError');

/** What the page meets where a browser refuses, lacks or fills its storage. */
const REFUSING: [string, () => Storage | undefined][] = [
  [
    'reading the storage itself throws (third-party storage blocked)',
    () => {
      throw securityError();
    },
  ],
  ['there is no storage (a worker)', () => undefined],
  [
    'every call throws (storage disabled, or full)',
    () =>
      ({
        getItem: () => {
          throw securityError();
        },
        setItem: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
        removeItem: () => {
          throw securityError();
        },
      }) as unknown as Storage,
  ],
];

describe('storage the browser refuses reads as nothing stored', () => {
  it.each(REFUSING)('when %s', (_case, openStorage) => {
    const storage = guardStorage(openStorage);
    expect(() => storage.setItem('poolside.test', 'kept')).not.toThrow();
    expect(storage.getItem('poolside.test')).toBeNull();
    expect(() => storage.removeItem('poolside.test')).not.toThrow();
  });
});

describe('storage the browser grants', () => {
  it('keeps, reads and forgets a value', () => {
    const storage = guardStorage(() => localStorage);
    storage.setItem('poolside.test', 'kept');
    expect(storage.getItem('poolside.test')).toBe('kept');
    storage.removeItem('poolside.test');
    expect(localStorage.getItem('poolside.test')).toBeNull();
  });
});
