import { Button } from '../../ui/Button';
import { useT } from '../../i18n';

type Props = { isEditing: boolean; canSave: boolean; onSave: () => void; onCancel: () => void; onUndo: () => void };

/**
 * Undo of the last event, always one tap away, and Save and Cancel of the open event (Save disabled by the rules
 * of docs/product.md §5). Save and Cancel keep their place while no event is open, so nothing under a finger moves.
 */
export function SaveCancelBar({ isEditing, canSave, onSave, onCancel, onUndo }: Props) {
  const t = useT('capture');
  return (
    <div className="grid grid-cols-2 gap-1.5 self-start" data-testid="save-cancel-bar">
      {isEditing ? (
        <Button disabled={!canSave} onClick={onSave} className="col-span-2 h-12 text-lg">
          {t('save')}
        </Button>
      ) : (
        <p className="col-span-2 flex min-h-12 items-center text-sm">{t('hint.tapPlayer')}</p>
      )}
      <Button variant="secondary" onClick={onUndo} className="h-12 px-2">
        {t('undo')}
      </Button>
      {isEditing ? (
        <Button variant="secondary" onClick={onCancel} className="h-12 px-2">
          {t('cancel')}
        </Button>
      ) : null}
    </div>
  );
}
