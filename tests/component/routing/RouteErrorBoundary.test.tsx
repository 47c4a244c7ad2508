import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { lazyPage } from '../../../src/app/routing/lazyPage';
import { RouteErrorBoundary } from '../../../src/app/routing/RouteErrorBoundary';
import { renderAt } from '../support/renderAt';

// What the browser reports when an update removed the chunk or the device is offline.
const MissingChunkPage = lazyPage<{ MissingChunkPage: () => null }, 'MissingChunkPage'>(
  () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/MissingChunkPage-old.js')),
  'MissingChunkPage',
);
const ContactPage = lazyPage(async () => ({ ContactPage: () => <h1>Contact</h1> }), 'ContactPage');

function renderRoutesAt(path: string, reload = vi.fn()) {
  const view = renderAt(
    path,
    <AppLayout>
      <RouteErrorBoundary reload={reload}>
        <Suspense fallback={<p>Loading…</p>}>
          <Switch>
            <Route path="/blog" component={MissingChunkPage} />
            <Route path="/contact" component={ContactPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>,
  );
  return { ...view, reload };
}

beforeEach(() => {
  // React reports every caught render error on the console; the message on screen is what counts here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a screen whose lazy chunk fails to load', () => {
  it('shows a clear message with Reload instead of a blank app', async () => {
    const user = userEvent.setup();
    const { reload } = renderRoutesAt('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'This screen could not be loaded' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('everything recorded on this device is kept');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the navigation bar usable: another screen opens in its place', async () => {
    const user = userEvent.setup();
    renderRoutesAt('/blog');
    await screen.findByRole('heading', { name: 'This screen could not be loaded' });
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('a screen that loads is shown as usual', async () => {
    renderRoutesAt('/contact');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
