import { useEffect, useState } from 'react';
import { fetchUploadedVideoUrl, openLocalVideo } from '../../data/video';
import { chooseVideoSource, directVideoUrl, type VideoSourceKind } from '../../domain/video';
import { useT } from '../i18n';
import { useOnlineStatus } from '../public/useOnlineStatus';
import type { VideoSlot } from './videoSlot';

export type VideoSourceState = {
  src: string | null;
  kind: VideoSourceKind | null;
  /** Why nothing plays yet, in a sentence; null when src is set. */
  problem: string | null;
  /** A file handle whose read permission lapsed: asking again needs a click. */
  askPermission: (() => void) | null;
};

/** Why a slot does not play, kept as a code so the sentence follows a change of language. */
type Problem = 'needsPermission' | 'unreadable' | 'uploadOffline' | 'uploadFailed';

type Resolved = { slotKey: string; src: string | null; problem: Problem | null; name: string };

/**
 * The playable URL of a video slot, for every screen that plays match video: an object URL of the file
 * picked on this device (its handle or kept Blob), the video URL, or a signed link to the uploaded file.
 */
export function useVideoSource(slot: VideoSlot | null): VideoSourceState {
  const t = useT('video');
  const isOnline = useOnlineStatus();
  const kind = slot ? chooseVideoSource(slot.server, slot.local !== null) : null;
  const [resolved, setResolved] = useState<Resolved | null>(null);
  const [permissionAttempt, setPermissionAttempt] = useState(0);
  const slotKey = slot
    ? `${slot.key}:${slot.local?.savedAt ?? ''}:${slot.server?.videoUrl ?? ''}:${slot.server?.objectUrlS3 ?? ''}`
    : '';

  useEffect(() => {
    if (!slot || kind === null || kind === 'url') return;
    let isCurrent = true;
    let objectUrl: string | null = null;
    const settle = (value: Omit<Resolved, 'slotKey'>) => isCurrent && setResolved({ slotKey, ...value });
    if (kind === 'local') {
      const { name } = slot.local!;
      void openLocalVideo(slot.local!, permissionAttempt > 0).then((opening) => {
        if (!isCurrent) return;
        if ('failure' in opening)
          return settle({
            src: null,
            problem: opening.failure === 'needsPermission' ? 'needsPermission' : 'unreadable',
            name,
          });
        objectUrl = URL.createObjectURL(opening.file);
        settle({ src: objectUrl, problem: null, name });
      });
    } else if (!isOnline) {
      settle({ src: null, problem: 'uploadOffline', name: '' });
    } else {
      fetchUploadedVideoUrl(slot.server!.id).then(
        (url) => settle({ src: url, problem: null, name: '' }),
        () => settle({ src: null, problem: 'uploadFailed', name: '' }),
      );
    }
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // slotKey names everything of the slot that matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slotKey, kind, isOnline, permissionAttempt]);

  if (!slot || kind === null) return { src: null, kind, problem: slot ? t('source.none') : null, askPermission: null };
  if (kind === 'url') return { src: directVideoUrl(slot.server), kind, problem: null, askPermission: null };
  const current = resolved?.slotKey === slotKey ? resolved : null;
  return {
    src: current?.src ?? null,
    kind,
    problem: current?.problem ? t(`source.${current.problem}`, { name: current.name }) : null,
    askPermission: current?.problem === 'needsPermission' ? () => setPermissionAttempt((n) => n + 1) : null,
  };
}
