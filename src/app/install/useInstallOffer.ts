import { useSnapshot } from 'valtio/react';
import { installOffer, type InstallOffer } from './installOffer';
import { installState } from './installState';

/** The install entry to show now, and whether the home screens' iOS hint was put away. */
export function useInstallOffer(): { offer: InstallOffer; isIosHintDismissed: boolean } {
  const snap = useSnapshot(installState);
  return {
    offer: installOffer({
      hasPrompt: snap.promptEvent !== null,
      isInstalled: snap.isInstalled,
      isIosSafari: snap.isIosSafari,
    }),
    isIosHintDismissed: snap.isIosHintDismissed,
  };
}
