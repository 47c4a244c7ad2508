import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, type InstallPromptEvent } from '../../../src/app/install/installState';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { LandingPage } from '../../../src/app/public/LandingPage';
import { renderAt } from '../support/renderAt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

let uninstall = () => {};
afterEach(() => {
  uninstall();
  localStorage.clear();
});

function start(userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/138.0.0.0 Safari/537.36') {
  const target = new EventTarget() as unknown as Window;
  uninstall = captureInstallPrompt({ target, device: { userAgent, maxTouchPoints: 5, isStandalone: false } });
  return target;
}

function offer(target: Window) {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'dismissed' });
  act(() => void target.dispatchEvent(event));
  return event;
}

const landing = () =>
  renderAt(
    '/home',
    <AppLayout>
      <LandingPage />
    </AppLayout>,
  );

describe('the install entries', () => {
  it('show nowhere while the browser offers nothing', () => {
    start();
    landing();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('in the menu and on the landing page, each opens the browser prompt', async () => {
    const user = userEvent.setup();
    const target = start();
    landing();
    const event = offer(target);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Install app' })).toHaveLength(2));
    await user.click(within(nav).getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull());
  });

  it('on iOS Safari, the menu entry explains Add to Home Screen and the landing hint can be put away', async () => {
    const user = userEvent.setup();
    start(IPHONE_SAFARI);
    landing();
    const hint = 'To install, tap Share, then Add to Home Screen';
    const entry = screen.getByRole('button', { name: 'Install app' });
    const menuHint = document.getElementById(entry.getAttribute('aria-controls')!);
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    expect(menuHint).not.toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(hint);
    await user.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(menuHint).toBeVisible();
    expect(menuHint).toHaveTextContent(hint);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull());
    expect(screen.getByRole('main')).not.toHaveTextContent(hint);
    expect(localStorage.getItem('poolside.installHintDismissed')).toBe('1');
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
  });
});
