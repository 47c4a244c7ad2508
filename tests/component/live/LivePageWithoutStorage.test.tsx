import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { chooseDeviceLanguage } from '../../../src/app/i18n/language';
import { lastLiveSnapshot } from '../../../src/data/live';
import { renderAt } from '../support/renderAt';
import { FakeEventSource, snapshotWith, stubSnapshotFetch } from './liveFakes';

/** As a club website's embed meets it where third-party storage is blocked: touching either storage throws. */
function refuseStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    const granted = Object.getOwnPropertyDescriptor(globalThis, name);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        throw new DOMException(`Failed to read the '${name}' property from 'Window'`, 'SecurityError');
      },
    });
    onTestFinished(() => {
      if (granted) Object.defineProperty(globalThis, name, granted);
      else Reflect.deleteProperty(globalThis, name);
    });
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

it('the embedded live page shows the score where the browser refuses it any storage', async () => {
  refuseStorage();
  vi.stubGlobal('fetch', stubSnapshotFetch(() => ({ status: 200, body: snapshotWith([3, 2]) })).fetcher);
  renderAt('/live/share-1?embed=1', <App />);
  // The route's screen is a lazy chunk: its first load in a test run takes a few seconds.
  expect(await screen.findByTestId('live-score-team1', {}, { timeout: 15_000 })).toHaveTextContent('Sharks3');
  expect(screen.getByTestId('live-score-team2')).toHaveTextContent('Dolphins2');
});

it('without storage the live page remembers no snapshot and the language switch still switches', async () => {
  refuseStorage();
  lastLiveSnapshot.save('share-1', snapshotWith([1, 0]));
  expect(lastLiveSnapshot.read('share-1')).toBeNull();
  await expect(chooseDeviceLanguage('en')).resolves.toBeUndefined();
});
