import '../support/autoCleanup';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../../src/app/update/registerServiceWorker';
import { isSafeToReload, markClean } from '../../../src/app/update/safeToReload';
import { useUnsavedChanges } from '../../../src/app/update/useUnsavedChanges';

function EditingForm({ isDirty }: { isDirty: boolean }) {
  useUnsavedChanges(isDirty);
  return <form aria-label="editor" />;
}

/** A stand-in for workbox-window's Workbox that lets the test fire its events. */
function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener])),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return workbox;
}

function setUp() {
  const workbox = fakeWorkbox();
  const reload = vi.fn();
  registerServiceWorker({ reload, createWorkbox: () => workbox as never });
  workbox.messageSkipWaiting.mockImplementation(() => workbox.fire('controlling'));
  return { workbox, reload };
}

afterEach(() => markClean('leftover'));

describe('reloading for a new version', () => {
  it('registers the service worker', () => {
    const { workbox } = setUp();
    expect(workbox.register).toHaveBeenCalledOnce();
  });

  it('with nothing being edited, a waiting version takes over and the page reloads', () => {
    const { workbox, reload } = setUp();
    workbox.fire('waiting');
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits while a form is dirty and reloads once it is clean', () => {
    const { workbox, reload } = setUp();
    const view = render(<EditingForm isDirty />);
    expect(isSafeToReload()).toBe(false);
    workbox.fire('waiting');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    act(() => view.rerender(<EditingForm isDirty={false} />));
    expect(isSafeToReload()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaving a dirty form (unmount) is a safe moment too', () => {
    const { workbox, reload } = setUp();
    const view = render(
      <>
        <EditingForm isDirty />
        <EditingForm isDirty />
      </>,
    );
    workbox.fire('waiting');
    act(() => view.rerender(<EditingForm isDirty />));
    expect(reload).not.toHaveBeenCalled();
    view.unmount();
    expect(reload).toHaveBeenCalledOnce();
  });
});
