import './autoCleanup';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders `ui` inside a wouter router at `path`; `history()` tells where the app navigated. */
export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return {
    ...view,
    navigate: location.navigate,
    history: () => location.history ?? [],
    currentPath: () => location.history?.at(-1),
  };
}
