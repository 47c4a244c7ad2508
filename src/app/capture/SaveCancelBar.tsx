import { Button } from '../ui/Button';

type Props = { canSave: boolean; onSave: () => void; onCancel: () => void };

/** Save and Cancel of the open event; Save is disabled by the rules of spec §5. */
export function SaveCancelBar({ canSave, onSave, onCancel }: Props) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel} className="border-white">
        Cancel
      </Button>
      <Button disabled={!canSave} onClick={onSave} className="min-w-32">
        Save
      </Button>
    </div>
  );
}
