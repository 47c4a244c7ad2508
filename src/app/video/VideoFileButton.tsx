import { useId, useRef } from 'react';
import type { LocalVideoSource } from '../../data/video';
import { useT } from '../i18n';
import { buttonClasses } from '../ui/buttonClasses';
import { openFilePickerOf, pickVideoFileHandle } from './pickVideoFileHandle';

type Props = {
  onPick: (source: LocalVideoSource) => void;
  label?: string;
  disabled?: boolean;
};

/**
 * Picks a video file on this device: with the File System Access picker where there is one, so only its
 * handle is kept (docs/design.md §8); else (Firefox, Safari, or a picker that fails) with `<input type=file>`.
 */
export function VideoFileButton({ onPick, label, disabled = false }: Props) {
  const t = useT('video');
  const text = label ?? t('localFile.choose');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const picker = openFilePickerOf();
  const fileInput = (
    <input
      ref={input}
      id={id}
      type="file"
      accept="video/*"
      className="sr-only"
      disabled={disabled}
      {...(picker ? { tabIndex: -1, 'aria-hidden': true } : {})}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onPick({ file });
      }}
    />
  );
  if (picker) {
    const pick = async () => {
      try {
        const handle = await pickVideoFileHandle(picker, t('localFile.pickerType'));
        if (handle) onPick({ handle });
      } catch (error) {
        console.warn('[video] the file picker failed; choosing with a file input instead', error);
        input.current?.click();
      }
    };
    return (
      <>
        <button type="button" className={buttonClasses('secondary')} disabled={disabled} onClick={() => void pick()}>
          {text}
        </button>
        {fileInput}
      </>
    );
  }
  return (
    <label
      htmlFor={id}
      aria-disabled={disabled || undefined}
      className={buttonClasses(
        'secondary',
        'cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
      )}
    >
      {text}
      {fileInput}
    </label>
  );
}
