import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { MatchRow } from '../../data/db';
import { startCapture } from '../../data/captureState';
import type { TeamSide } from '../../domain/model';
import { useT } from '../i18n';
import { Button } from '../ui/Button';
import { Combobox } from '../ui/Combobox';
import { Dialog } from '../ui/Dialog';
import { showSnackbar } from '../ui/snackbarStore';
import { sideOptions } from './sideOptions';
import { useMatchSearch } from './useMatchSearch';

type Props = { open: boolean; onClose: () => void };

/**
 * Start-match dialog (docs/product.md §2, §5): a match picked from the autocomplete (typed text alone is not a match)
 * and a side; choosing a match resets the side. Starting opens the capture screen.
 */
export function StartMatchDialog({ open, onClose }: Props) {
  const t = useT('home');
  const [, navigate] = useLocation();
  const sideId = useId();
  const [query, setQuery] = useState('');
  const [match, setMatch] = useState<MatchRow | null>(null);
  const [side, setSide] = useState<TeamSide | ''>('');
  const [isStarting, setIsStarting] = useState(false);
  const results = useMatchSearch(query, open);

  const close = () => {
    setMatch(null);
    setSide('');
    setQuery('');
    onClose();
  };
  const start = async () => {
    if (!match || !side) return;
    setIsStarting(true);
    try {
      await startCapture(match, side);
      close();
      navigate(`/${match.id}/substitutions`);
    } catch (error) {
      console.error('[home] starting the match failed', error);
      showSnackbar(t('startDialog.failed'), 'error');
    } finally {
      setIsStarting(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('startDialog.title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('startDialog.cancel')}
          </Button>
          <Button disabled={!match || !side || isStarting} onClick={() => void start()}>
            {t('startDialog.start')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Combobox<MatchRow>
          label={t('startDialog.match')}
          items={results}
          value={match}
          onChange={(picked) => {
            setMatch(picked);
            setSide('');
          }}
          onQueryChange={(text) => {
            setQuery(text);
            if (text !== '' && match && text !== match.name) setMatch(null);
          }}
          displayValue={(item) => item.name}
          itemKey={(item) => item.id}
          placeholder={t('startDialog.search')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={sideId} className="font-semibold text-pool-900">
            {t('startDialog.side')}
          </label>
          <select
            id={sideId}
            value={side}
            onChange={(event) => setSide(event.target.value as TeamSide | '')}
            className="min-h-touch rounded-md border-2 border-slate-500 bg-white px-3 text-base"
          >
            <option value="">{t('startDialog.chooseSide')}</option>
            {sideOptions(match).map((option) => (
              <option key={option.side} value={option.side}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </Dialog>
  );
}
