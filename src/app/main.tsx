import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '../data/auth';
import { App } from './App';
import { startLanguage } from './i18n';
import { followSessionOfOtherTabs } from './auth/followSessionOfOtherTabs';
import { installUnauthorizedHandler } from './auth/installUnauthorizedHandler';
import { captureInstallPrompt } from './install/installState';
import { restoreSessionWhenIdle } from './auth/restoreSessionWhenIdle';
import { whenSignedIn } from './auth/whenSignedIn';
import { startSyncWhenIdle } from './sync/startSyncWhenIdle';
import { scheduleServiceWorkerRegistration } from './update/scheduleServiceWorkerRegistration';
import './index.css';

// Before anything renders: Chromium may offer installation at once, and the offer is kept for the Install app button.
captureInstallPrompt();
const restored = restoreSession();
installUnauthorizedHandler();
followSessionOfOtherTabs();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// The first paint is in the user's language: its common catalogue (English ships in this chunk) comes first.
void startLanguage().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

restoreSessionWhenIdle(restored);
scheduleServiceWorkerRegistration();
// Nobody signed in has nothing to send: a visitor's first load leaves the outbox and its database out.
whenSignedIn(startSyncWhenIdle);
