import '../support/autoCleanup';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnPreloadError } from '../../../src/app/update/reloadOnPreloadError';
import { useUnsavedChanges } from '../../../src/app/update/useUnsavedChanges';

function EditingForm({ isDirty }: { isDirty: boolean }) {
  useUnsavedChanges(isDirty);
  return <form aria-label="editor" />;
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

let uninstall = () => {};
afterEach(() => uninstall());

function setUp(now = () => 1_000_000, storage = memoryStorage()) {
  const reload = vi.fn();
  uninstall = reloadOnPreloadError({ reload, storage, now });
  const failChunk = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { reload, failChunk, storage };
}

describe('reloading after a lazy chunk failed to load (vite:preloadError)', () => {
  it('reloads at once when nothing is being edited', () => {
    const { reload, failChunk } = setUp();
    failChunk();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits while a form is dirty and reloads once, when it is clean', () => {
    const view = render(<EditingForm isDirty />);
    const { reload, failChunk } = setUp();
    failChunk();
    failChunk();
    expect(reload).not.toHaveBeenCalled();
    act(() => view.rerender(<EditingForm isDirty={false} />));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again right after such a reload, so a chunk still missing cannot loop', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const first = setUp(() => now, storage);
    first.failChunk();
    uninstall();
    // The reloaded page installs the handler again and the chunk is still missing.
    now += 5_000;
    const second = setUp(() => now, storage);
    second.failChunk();
    expect(second.reload).not.toHaveBeenCalled();
    uninstall();
    now += 60_000;
    const later = setUp(() => now, storage);
    later.failChunk();
    expect(later.reload).toHaveBeenCalledOnce();
  });

  it('stops listening once uninstalled', () => {
    const { reload, failChunk } = setUp();
    uninstall();
    failChunk();
    expect(reload).not.toHaveBeenCalled();
  });
});
