import { useState } from 'react';
import { problemOf } from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';

type Props = {
  /** What is deleted, in words of the current language: "team 'Otters'". */
  what: string;
  remove: () => Promise<void>;
  onDeleted: () => void;
  label?: string;
};

/**
 * Delete with a confirmation that names the row. A refusal because other data still refers to it (409) stays
 * on screen in the server's words, which name what refers to it, until it is closed; the row stays.
 */
export function DeleteEntityButton({ what, remove, onDeleted, label }: Props) {
  const t = useT('manage');
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setIsBusy(true);
    try {
      await remove();
      setIsOpen(false);
      showSnackbar(t('delete.done', { what }), 'success');
      onDeleted();
    } catch (error) {
      setIsOpen(false);
      const problem = problemOf(error);
      if (problem.status === 409) setRefusal(problem.message);
      else showSnackbar(problem.message, 'error');
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" disabled={isBusy} onClick={() => setIsOpen(true)}>
        {label ?? t('delete.button')}
      </Button>
      <ConfirmDialog
        open={isOpen}
        title={t('delete.title', { what })}
        message={t('delete.message')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setIsOpen(false)}
      />
      <Dialog
        open={refusal !== null}
        title={t('delete.refusedTitle', { what })}
        onClose={() => setRefusal(null)}
        actions={<Button onClick={() => setRefusal(null)}>{t('delete.close')}</Button>}
      >
        <FormError message={refusal} />
      </Dialog>
    </>
  );
}
