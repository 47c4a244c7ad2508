import { useSnapshot } from 'valtio/react';
import { useT } from '../i18n';
import { dismissSnackbar, snackbars, type SnackbarKind } from './snackbarStore';

const tone: Record<SnackbarKind, string> = {
  success: 'bg-emerald-800 text-white',
  error: 'bg-danger text-white',
  info: 'bg-pool-900 text-white',
};

/** The toast area: announced politely, each message dismissable. */
export function Snackbar() {
  const { messages } = useSnapshot(snackbars);
  const t = useT('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {messages.map((message) => (
        <div
          key={message.id}
          className={`pointer-events-auto flex max-w-lg items-center gap-3 rounded-md px-4 py-2 shadow-lg ${tone[message.kind]}`}
        >
          <span>{message.text}</span>
          <button
            type="button"
            className="min-h-touch min-w-touch rounded text-xl leading-none"
            aria-label={t('snackbar.dismiss')}
            onClick={() => dismissSnackbar(message.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
