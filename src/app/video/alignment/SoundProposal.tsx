import { useMemo, useState } from 'react';
import { problemOf } from '../../../data/manage';
import { saveVideoAlignment, type SoundSource } from '../../../data/video';
import type { MatchEvent } from '../../../domain/model';
import type { VideoSourceKind } from '../../../domain/video';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import type { VideoSlot } from '../videoSlot';
import { useSoundProposal } from './useSoundProposal';

type Props = {
  slot: VideoSlot & { server: NonNullable<VideoSlot['server']> };
  /** What the slot plays, as useVideoSource gives it. */
  src: string | null;
  kind: VideoSourceKind | null;
  /** The events the video covers. */
  events: readonly MatchEvent[];
  isOnline: boolean;
};

/**
 * "Propose from the sound": the video's whistles place every event that stops play, the rest following by when
 * they were recorded. The proposal is shown (how many whistles, how many events placed) and stored only on Apply;
 * reading and listening show their progress and can be cancelled. A video at another address cannot be read.
 */
export function SoundProposal({ slot, src, kind, events, isOnline }: Props) {
  const t = useT('clips');
  const source = useMemo<SoundSource | null>(() => {
    if (kind === 'local' && slot.local) return { kind: 'local', row: slot.local };
    if (kind === 'upload' && src) return { kind: 'upload', url: src };
    return null;
  }, [kind, slot.local, src]);
  const { state, start, cancel, reset } = useSoundProposal(source, events);
  const [said, setSaid] = useState<{ text: string; isError: boolean } | null>(null);
  const [isSaving, setSaving] = useState(false);

  const apply = async () => {
    if (state.phase !== 'proposed') return;
    setSaving(true);
    try {
      await saveVideoAlignment(slot.server.id, state.proposal.anchors);
      setSaid({ text: t('sound.applied'), isError: false });
      reset();
    } catch (caught) {
      setSaid({ text: problemOf(caught).message, isError: true });
    } finally {
      setSaving(false);
    }
  };
  const progress = (label: string, fraction: number | null) => (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex min-w-0 flex-1 flex-col gap-1">
        <span>{label}</span>
        <progress className="w-full" max={1} value={fraction ?? undefined} />
      </label>
      <Button variant="secondary" onClick={cancel}>
        {t('sound.cancel')}
      </Button>
    </div>
  );

  return (
    <div className="flex flex-col gap-2 border-t border-slate-300 pt-3">
      <p className="text-sm text-slate-700">{t('sound.howTo')}</p>
      {kind === 'url' ? <p className="text-sm text-amber-900">{t('sound.address')}</p> : null}
      {state.phase === 'idle' || state.phase === 'failed' ? (
        <Button variant="secondary" disabled={!source || !isOnline} onClick={start}>
          {t('sound.propose')}
        </Button>
      ) : null}
      {state.phase === 'reading'
        ? progress(t('sound.reading', { percent: Math.round(state.fraction * 100) }), state.fraction)
        : null}
      {state.phase === 'decoding' ? progress(t('sound.decoding'), null) : null}
      {state.phase === 'listening'
        ? progress(t('sound.listening', { percent: Math.round(state.fraction * 100) }), state.fraction)
        : null}
      {state.phase === 'proposed' ? (
        <div className="flex flex-col gap-2" data-testid="sound-proposal">
          <p className="font-semibold text-pool-900">
            {state.proposal.anchors.length > 0
              ? t('sound.proposed', {
                  whistles: state.heard,
                  matched: state.proposal.anchors.length,
                  candidates: state.proposal.candidates,
                })
              : t('sound.nothing', { whistles: state.heard })}
          </p>
          <div className="flex flex-wrap gap-2">
            {state.proposal.anchors.length > 0 ? (
              <Button disabled={!isOnline || isSaving} onClick={() => void apply()}>
                {t('sound.apply')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={reset}>
              {t('sound.discard')}
            </Button>
          </div>
        </div>
      ) : null}
      <p
        aria-live="polite"
        data-testid="sound-status"
        className={`font-semibold ${state.phase === 'failed' || said?.isError ? 'text-danger' : 'text-pool-900'}`}
      >
        {state.phase === 'failed' ? t(state.isTooLarge ? 'sound.tooLarge' : 'sound.failed') : (said?.text ?? '')}
      </p>
    </div>
  );
}
