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
  type Listener = (event: { isUpdate?: boolean }) => void;
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    ),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    fire: (type: string, event: { isUpdate?: boolean } = {}) =>
      listeners.get(type)?.forEach((listener) => listener(event)),
  };
  return workbox;
}

function setUp() {
  const workbox = fakeWorkbox();
  const reload = vi.fn();
  registerServiceWorker({ reload, createWorkbox: () => workbox as never });
  // The new version takes over this page, which a previous version controlled.
  workbox.messageSkipWaiting.mockImplementation(() => workbox.fire('controlling', { isUpdate: true }));
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

  it('reloads when another tab activated the new version first, without this tab seeing it wait', () => {
    const { workbox, reload } = setUp();
    workbox.fire('controlling', { isUpdate: true });
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when another tab activated the new version while a form is dirty, reloads once it is clean', () => {
    const { workbox, reload } = setUp();
    const view = render(<EditingForm isDirty />);
    workbox.fire('controlling', { isUpdate: true });
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    act(() => view.rerender(<EditingForm isDirty={false} />));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the first install taking control is no update: no reload', () => {
    const { workbox, reload } = setUp();
    workbox.fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
  });
});
