import { useState } from 'react';
import { problemOf } from '../../../data/manage';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';

type Props = {
  /** What is deleted, in words: "team 'Otters'". */
  what: string;
  remove: () => Promise<void>;
  onDeleted: () => void;
  label?: string;
};

/**
 * Delete with a confirmation that names the row. A refusal because other data still refers to it (409) stays
 * on screen in the server's words, which name what refers to it, until it is closed; the row stays.
 */
export function DeleteEntityButton({ what, remove, onDeleted, label = 'Delete' }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setIsBusy(true);
    try {
      await remove();
      setIsOpen(false);
      showSnackbar(`Deleted ${what}`, 'success');
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
        {label}
      </Button>
      <ConfirmDialog
        open={isOpen}
        title={`Delete ${what}?`}
        message="This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setIsOpen(false)}
      />
      <Dialog
        open={refusal !== null}
        title={`Cannot delete ${what}`}
        onClose={() => setRefusal(null)}
        actions={<Button onClick={() => setRefusal(null)}>Close</Button>}
      >
        <FormError message={refusal} />
      </Dialog>
    </>
  );
}
