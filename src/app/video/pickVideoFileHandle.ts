type OpenFilePicker = (options: {
  types: { description: string; accept: Record<string, string[]> }[];
  excludeAcceptAllOption?: boolean;
  multiple?: boolean;
}) => Promise<FileSystemFileHandle[]>;

/** The File System Access picker where the browser has one (Chromium); Firefox and Safari have none. */
export function openFilePickerOf(target: object = window): OpenFilePicker | null {
  const picker = (target as { showOpenFilePicker?: unknown }).showOpenFilePicker;
  return typeof picker === 'function' ? (picker.bind(target) as OpenFilePicker) : null;
}

/**
 * Lets the user pick one video file and answers its handle, which IndexedDB keeps instead of a copy of the
 * file (docs/design.md §8); null when the user closes the picker. `description` names the file type in the picker.
 */
export async function pickVideoFileHandle(
  picker: OpenFilePicker,
  description: string,
): Promise<FileSystemFileHandle | null> {
  try {
    const [handle] = await picker({
      types: [{ description, accept: { 'video/*': ['.mp4', '.m4v', '.mov', '.webm', '.mkv', '.ogv'] } }],
      multiple: false,
    });
    return handle ?? null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}
