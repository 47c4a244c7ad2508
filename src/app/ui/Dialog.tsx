import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
};

/** A modal dialog: focus trapped, Escape closes, title announced. */
export function Dialog({ open, title, onClose, children, actions }: Props) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-900/60" aria-hidden="true" />
      <DialogPanel className="relative w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-bold text-pool-900">{title}</DialogTitle>
        {children ? <div className="mt-3 text-slate-800">{children}</div> : null}
        {actions ? <div className="mt-6 flex justify-end gap-3">{actions}</div> : null}
      </DialogPanel>
    </HeadlessDialog>
  );
}
