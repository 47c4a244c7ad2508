import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../i18n';

type Props = { open: boolean; onSave: (text: string) => void; onClose: () => void };

/** 'Add note' with Save and Cancel: the note goes to the open event, else to the latest one. */
export function NoteDialog({ open, onSave, onClose }: Props) {
  const id = useId();
  const t = useT('capture');
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t('note.title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            disabled={text.trim() === ''}
            onClick={() => {
              onSave(text);
              close();
            }}
          >
            {t('save')}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="font-semibold text-pool-900">
        {t('note.label')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={4}
        maxLength={2000}
        className="mt-1 w-full rounded-md border-2 border-slate-500 p-2"
      />
    </Dialog>
  );
}
