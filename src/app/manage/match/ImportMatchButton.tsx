import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { importMatchArchive, type ArchiveImport } from '../../../data/manage/matchArchive';
import { useOnlineStatus } from '../../public/useOnlineStatus';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { entityPath, useArea } from '../entity/areaContext';
import type { EntityConfig } from '../entity/entityConfig';

const OUTCOME_KEYS = {
  created: { text: 'import.created', link: 'import.openCreated' },
  importedBefore: { text: 'import.importedBefore', link: 'import.openBefore' },
} as const;

/**
 * "Import match" on the matches list: picks a match archive file and sends it as it is; the server checks it whole
 * and says what is wrong, or which match it is when imported before.
 */
export function ImportMatchButton({ config }: { config: EntityConfig }) {
  const t = useT('manage');
  const { base } = useArea();
  const isOnline = useOnlineStatus();
  const input = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<ArchiveImport | null>(null);
  const send = async (file: File) => {
    setIsBusy(true);
    setOutcome(null);
    try {
      setOutcome(await importMatchArchive(await file.text()));
    } finally {
      setIsBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="hidden"
        aria-label={t('import.file')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={!isOnline || isBusy}
        aria-busy={isBusy}
        title={isOnline ? undefined : t('import.offline')}
      >
        {isBusy ? t('import.busy') : t('import.button')}
      </Button>
      {outcome?.kind === 'refused' ? (
        <p role="alert" className="font-semibold text-danger">
          {t('import.refused', { reason: outcome.message })}
        </p>
      ) : outcome ? (
        <p role="status" className="font-semibold text-pool-900">
          {t(OUTCOME_KEYS[outcome.kind].text)}{' '}
          <Link href={entityPath(base, config, outcome.matchId)} className="underline">
            {t(OUTCOME_KEYS[outcome.kind].link)}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
