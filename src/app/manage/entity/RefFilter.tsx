import { fetchEntity, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import type { RefSource } from './entityConfig';
import { RefPicker } from './RefPicker';
import { useAsync } from './useAsync';

type Props = { label: string; source: RefSource; id: string; onChange: (id: string | null) => void };

/** A relationship filter (`teamId.equals`): the URL keeps the id, the field shows the picked name. */
export function RefFilter({ label, source, id, onChange }: Props) {
  const t = useT('manage');
  const picked = useAsync<Entity | null>(`${source.apiPath}/${id}`, () =>
    id ? fetchEntity(source.apiPath, id) : Promise.resolve(null),
  );
  const value = id && picked.data ? { id: picked.data.id, name: source.labelOf(picked.data) } : null;
  return (
    <div className="flex items-end gap-1">
      <div className="grow">
        <RefPicker
          label={label}
          source={source}
          value={value}
          onChange={(next) => onChange(next?.id ? String(next.id) : null)}
          placeholder={t('filters.any')}
        />
      </div>
      {id ? (
        <Button variant="secondary" aria-label={t('filters.clearOne', { label })} onClick={() => onChange(null)}>
          ×
        </Button>
      ) : null}
    </div>
  );
}
