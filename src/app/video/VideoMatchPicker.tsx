import type { VideoMatch } from '../../data/video';
import { formatDate, useT } from '../i18n';

type Props = {
  matches: readonly VideoMatch[];
  chosen: readonly number[];
  onChange: (matchIds: number[]) => void;
};

/** The matches with video as checkboxes; the playlist plays the chosen ones in the order they were chosen. */
export function VideoMatchPicker({ matches, chosen, onChange }: Props) {
  const t = useT('video');
  const toggle = (id: number, isOn: boolean) =>
    onChange(isOn ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-pool-900">{t('filters.matches')}</legend>
      <ul className="flex max-h-44 flex-col gap-1 overflow-y-auto rounded-md border border-slate-300 bg-white p-1">
        {matches.map(({ match, localVideos }) => (
          <li key={match.id}>
            <label className="flex min-h-touch cursor-pointer items-center gap-3 rounded px-2 hover:bg-pool-50">
              <input
                type="checkbox"
                className="size-5 accent-pool-700"
                checked={chosen.includes(match.id)}
                onChange={(event) => toggle(match.id, event.target.checked)}
              />
              <span className="min-w-0 flex-1 truncate">{match.name}</span>
              <span className="shrink-0 text-sm text-slate-600">
                {localVideos.length > 0 ? `${t('filters.fileOnDevice')} · ` : ''}
                {formatDate(match.date)}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
