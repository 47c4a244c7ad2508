import { Button } from '../../ui/Button';
import { useT } from '../../i18n';

type Props = { isEditing: boolean; canSave: boolean; onSave: () => void; onCancel: () => void; onUndo: () => void };

/**
 * Undo of the last event, always one tap away, and Save and Cancel of the open event (Save disabled by the rules
 * of docs/product.md §5), in one row at the screen's bottom right in every orientation: Save under the right thumb,
 * Undo always in the same place, and the hint in Cancel's and Save's place while no event is open.
 */
export function SaveCancelBar({ isEditing, canSave, onSave, onCancel, onUndo }: Props) {
  const t = useT('capture');
  return (
    <div className="flex items-center gap-1.5" data-testid="save-cancel-bar">
      <Button variant="secondary" onClick={onUndo} className="h-12 min-w-24 px-2">
        {t('undo')}
      </Button>
      {isEditing ? (
        <>
          <Button variant="secondary" onClick={onCancel} className="h-12 min-w-24 px-2">
            {t('cancel')}
          </Button>
          <Button disabled={!canSave} onClick={onSave} className="h-12 min-w-36 text-lg">
            {t('save')}
          </Button>
        </>
      ) : (
        <p className="flex min-h-12 w-[15.375rem] items-center text-sm">{t('hint.tapPlayer')}</p>
      )}
    </div>
  );
}
