import { useId, useMemo, useState } from 'react';
import { fetchEntity, problemOf, saveMatchTips, tipsFromImportFile, type Entity } from '../../../data/manage';
import type { EventTip } from '../../../domain/playbyplay';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';
import { INPUT_CLASSES } from '../entity/inputClasses';
import { useAsync } from '../entity/useAsync';
import { clockProblemText } from './clockProblemText';
import { tipsFileProblemText } from './tipsFileProblemText';
import { TipsPreview } from './TipsPreview';

type Props = { match: Entity; onSaved: () => void };
type Side = 'team1' | 'team2';

/**
 * A play-by-play from a file or pasted: a JSON list of tips, or the official CSV whose printed team codes
 * are assigned to team1 and team2 here. The converted tips are previewed; nothing is stored before Save, and
 * nothing can be while a line's clock lies outside its quarter (each such line is named).
 */
export function PlayByPlayImport({ match, onSaved }: Props) {
  const t = useT('manage');
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [chosenCodes, setChosenCodes] = useState<Partial<Record<Side, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const context = useAsync(`tips-context-${match.id}`, async () => {
    const [team1, team2] = await Promise.all(
      (['team1', 'team2'] as const).map((side) => fetchEntity('/teams', (match[side] as { id: number }).id)),
    );
    const league = match.league ? await fetchEntity('/leagues', (match.league as { id: number }).id) : null;
    return { team1: team1!, team2: team2!, quarterLength: (league?.quarterLength as number | null) ?? undefined };
  });
  const parsed = useMemo(() => {
    if (text.trim() === '') return null;
    try {
      return { file: tipsFromImportFile(text), error: null };
    } catch (caught) {
      return { file: null, error: tipsFileProblemText(caught) };
    }
  }, [text]);
  const file = parsed?.file ?? null;
  const codes = useMemo(() => {
    if (file?.format !== 'csv') return null;
    const preferred = (side: Side) => String(context.data?.[side].shortName ?? '').toUpperCase();
    const fallback = (side: Side, index: number) =>
      chosenCodes[side] ?? (file.teamCodes.includes(preferred(side)) ? preferred(side) : (file.teamCodes[index] ?? ''));
    return { team1: fallback('team1', 0), team2: fallback('team2', 1) };
  }, [file, chosenCodes, context.data]);
  const clockErrors =
    file?.format === 'csv' ? file.clockProblems(context.data?.quarterLength).map(clockProblemText) : [];
  const tips: EventTip[] =
    file === null || clockErrors.length > 0
      ? []
      : file.format === 'json'
        ? file.tips
        : codes
          ? file.toTips(codes, context.data?.quarterLength)
          : [];
  const codeProblem =
    codes && (codes.team1 === '' || codes.team2 === '' || codes.team1 === codes.team2)
      ? t('tips.differentTeams')
      : null;

  const save = async () => {
    setError(null);
    try {
      await saveMatchTips(match.id!, tips);
      showSnackbar(t('tips.saved', { count: tips.length, match: String(match.name) }), 'success');
      onSaved();
    } catch (caught) {
      setError(problemOf(caught).message);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-md border-2 border-pool-300 bg-pool-50 p-3">
      <label htmlFor={textId} className="font-semibold text-pool-900">
        {t('tips.paste')}
      </label>
      <textarea
        id={textId}
        rows={6}
        className={`${INPUT_CLASSES} py-2 font-mono text-sm`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor={fileId} className="font-semibold text-pool-900">
        {t('tips.chooseFile')}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        className="min-h-touch"
        onChange={(event) => void event.target.files?.[0]?.text().then(setText)}
      />
      <FormError message={parsed?.error ?? null} />
      {clockErrors.length > 0 ? (
        <div role="alert">
          <ul aria-label={t('tips.linesToCorrect')} className="font-semibold text-danger">
            {clockErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {file?.format === 'csv' && codes ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {(['team1', 'team2'] as const).map((side) => (
            <label key={side} className="flex flex-col gap-1 font-semibold text-pool-900">
              {t('tips.printedTeam', { team: String((match[side] as { name?: string }).name ?? side) })}
              <select
                className={INPUT_CLASSES}
                value={codes[side]}
                onChange={(event) => setChosenCodes({ ...chosenCodes, [side]: event.target.value })}
              >
                {file.teamCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      ) : null}
      <FormError message={codeProblem} />
      {tips.length > 0 && !codeProblem ? <TipsPreview tips={tips} match={match} /> : null}
      <FormError message={error} />
      <div>
        <Button disabled={tips.length === 0 || codeProblem !== null} onClick={() => void save()}>
          {t('tips.save', { count: tips.length })}
        </Button>
      </div>
    </div>
  );
}
