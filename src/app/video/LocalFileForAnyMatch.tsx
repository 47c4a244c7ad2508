import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { readCachedMatches } from '../../data/video';
import { useT } from '../i18n';
import { SelectField } from '../ui/SelectField';
import { useKeepLocalVideo } from './useKeepLocalVideo';
import { VideoCoverSelect } from './VideoCoverSelect';
import { VideoFileButton } from './VideoFileButton';

type Props = {
  /** Matches already listed with video. */
  exclude: readonly number[];
  /** The match a file was kept for. */
  onKept: (matchId: number) => void;
};

/**
 * "Use a video file on this device" for any match cached here, even one without a server video: the file
 * is kept on this device only, and the match then lists with the matches with video.
 */
export function LocalFileForAnyMatch({ exclude, onKept }: Props) {
  const t = useT('video');
  const titleId = useId();
  const cached = useLiveQuery(readCachedMatches, []);
  const [matchId, setMatchId] = useState<number | null>(null);
  const [quarter, setQuarter] = useState<number | null>(null);
  const { keep, hasFailed } = useKeepLocalVideo();
  const options = (cached ?? [])
    .filter((match) => !exclude.includes(match.id))
    .map((match) => ({ value: match.id, label: match.name }));
  const chosen = options.some((option) => option.value === matchId) ? matchId : null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-sm font-semibold text-pool-900">
        {t('localFile.anyMatchHeading')}
      </h2>
      {cached !== undefined && options.length === 0 ? (
        <p className="text-sm text-slate-700">{t('localFile.noOtherMatch')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <SelectField
              label={t('localFile.match')}
              allLabel={t('localFile.chooseMatch')}
              value={chosen}
              options={options}
              onChange={(value) => setMatchId(value === '' ? null : Number(value))}
            />
          </div>
          <VideoCoverSelect quarter={quarter} onChange={setQuarter} />
          <VideoFileButton
            disabled={chosen === null}
            onPick={(source) => {
              if (chosen === null) return;
              void keep(chosen, quarter, source).then((isKept) => isKept && onKept(chosen));
            }}
          />
        </div>
      )}
      {hasFailed ? (
        <p role="alert" className="text-danger">
          {t('localFile.keepFailed')}
        </p>
      ) : null}
    </section>
  );
}
