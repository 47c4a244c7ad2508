import { Button } from '../../ui/Button';
import { useT } from '../../i18n';

type Props = { isEditing: boolean; canSave: boolean; onSave: () => void; onCancel: () => void; onUndo: () => void };

/**
 * Undo of the last event, always one tap away, and Save and Cancel of the open event (Save disabled by the rules
 * of docs/product.md §5), in one row at the screen's bottom right in every orientation: Save under the right thumb.
 * While no event is open Save and Cancel keep their room, unseen (the editor says what to tap), so Undo never moves.
 */
export function SaveCancelBar({ isEditing, canSave, onSave, onCancel, onUndo }: Props) {
  const t = useT('capture');
  const unseen = isEditing ? '' : 'invisible';
  return (
    <div className="flex items-center gap-1.5" data-testid="save-cancel-bar">
      <Button variant="secondary" onClick={onUndo} className="h-12 min-w-24 px-2">
        {t('undo')}
      </Button>
      <Button variant="secondary" disabled={!isEditing} onClick={onCancel} className={`h-12 min-w-24 px-2 ${unseen}`}>
        {t('cancel')}
      </Button>
      <Button disabled={!isEditing || !canSave} onClick={onSave} className={`h-12 min-w-36 text-lg ${unseen}`}>
        {t('save')}
      </Button>
    </div>
  );
}
