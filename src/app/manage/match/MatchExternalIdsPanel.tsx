import { useId, useState } from 'react';
import { deleteEntity, listEntities, problemOf, saveEntity, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Table } from '../../ui/Table';
import { DeleteEntityButton } from '../entity/DeleteEntityButton';
import { DetailSection } from '../entity/DetailSection';
import { INPUT_CLASSES } from '../entity/inputClasses';
import { useAsync } from '../entity/useAsync';

/** The match's ids in other systems; the first is the external data API's schedule id (docs/product.md §3). */
export function MatchExternalIdsPanel({ entity: match }: { entity: Entity }) {
  const t = useT('manage');
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useAsync(`external-ids-${match.id}`, () =>
    listEntities(
      '/match-external-ids',
      new URLSearchParams({ 'matchId.equals': String(match.id), sort: 'id,asc', size: '20' }),
    ),
  );
  const add = async () => {
    setError(null);
    try {
      await saveEntity('/match-external-ids', { match: { id: match.id }, value: value.trim() });
      setValue('');
      ids.reload();
    } catch (caught) {
      setError(problemOf(caught).message);
    }
  };
  return (
    <DetailSection title={t('externalIds.title')}>
      <form
        noValidate
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold text-pool-900">
            {t('externalIds.new')}
          </label>
          <input
            id={inputId}
            className={INPUT_CLASSES}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={value.trim() === ''}>
          {t('externalIds.add')}
        </Button>
      </form>
      <FormError message={error ?? ids.error?.message ?? null} />
      <Table
        caption={t('externalIds.caption', { match: String(match.name) })}
        rows={ids.data?.items ?? []}
        rowKey={(row) => row.id ?? 0}
        emptyText={t('externalIds.empty')}
        columns={[
          { header: t('externalIds.value'), cell: (row) => String(row.value) },
          {
            header: t('externalIds.use'),
            cell: (row) => (row.id === ids.data?.items[0]?.id ? t('externalIds.scheduleId') : ''),
          },
          {
            header: t('externalIds.actions'),
            cell: (row) => (
              <DeleteEntityButton
                what={t('externalIds.what', { value: String(row.value) })}
                remove={() => deleteEntity('/match-external-ids', row.id!)}
                onDeleted={ids.reload}
              />
            ),
          },
        ]}
      />
    </DetailSection>
  );
}
