import { useSyncExternalStore } from 'react';

/** Tablets and laptops have at least 600 px on their short side; handsets do not. */
const HANDSET_SHORT_SIDE_PX = 600;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isHandsetNow = () => Math.min(window.innerWidth, window.innerHeight) < HANDSET_SHORT_SIDE_PX;

/** True on a handset-sized screen, where the capture screen never uses the video layout. */
export function useIsHandset(): boolean {
  return useSyncExternalStore(subscribe, isHandsetNow, () => false);
}
