import { useState } from 'react';
import { problemOf } from '../../../data/manage';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showSnackbar } from '../../ui/snackbarStore';

type Props = {
  /** What is deleted, in words: "team 'Otters'". */
  what: string;
  remove: () => Promise<void>;
  onDeleted: () => void;
  label?: string;
};

/** Delete with a confirmation that names the row; the server's reason is shown when it refuses (e.g. still used). */
export function DeleteEntityButton({ what, remove, onDeleted, label = 'Delete' }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
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
      showSnackbar(
        problem.status === 409
          ? `Cannot delete ${what}: other data still refers to it. Delete or move that first.`
          : problem.message,
        'error',
      );
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
    </>
  );
}
