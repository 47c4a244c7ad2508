import type { LocalVideoRow } from './localVideoTable';
import { openLocalVideo } from './openLocalVideo';

/** Where a video's sound is read from: a file on this device, or the server's file through its signed link. */
export type SoundSource = { kind: 'local'; row: LocalVideoRow } | { kind: 'upload'; url: string };

/** The rate the sound is decoded at: a whistle's tone (2.2–4 kHz) is under its half, and a match fits in memory. */
export const SOUND_RATE = 8000;

/** A file the browser is asked to hold whole to decode its sound: beyond this a tablet runs out of memory. */
export const MAX_SOUND_BYTES = 1.5 * 1024 ** 3;

export class SoundUnreadableError extends Error {}
/** The file is larger than MAX_SOUND_BYTES. */
export class SoundTooLargeError extends SoundUnreadableError {}

/**
 * A video's bytes: the picked file as it is, or the uploaded file fetched with progress (share of the bytes so far).
 * Aborted by `signal`.
 */
export async function readVideoBytes(
  source: SoundSource,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  if (source.kind === 'local') {
    const opening = await openLocalVideo(source.row, true);
    if ('failure' in opening) throw new SoundUnreadableError(opening.failure);
    if (opening.file.size > MAX_SOUND_BYTES) throw new SoundTooLargeError('too large');
    const bytes = await opening.file.arrayBuffer();
    onProgress(1);
    return bytes;
  }
  const response = await fetch(source.url, { signal });
  if (!response.ok || !response.body) throw new SoundUnreadableError(`HTTP ${response.status}`);
  const total = Number(response.headers.get('Content-Length')) || 0;
  if (total > MAX_SOUND_BYTES) {
    await response.body.cancel();
    throw new SoundTooLargeError('too large');
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (received > MAX_SOUND_BYTES) {
      await reader.cancel();
      throw new SoundTooLargeError('too large');
    }
    if (total > 0) onProgress(Math.min(1, received / total));
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes.buffer;
}

/** The sound of a video's bytes, mono at SOUND_RATE; a file with no sound the browser can decode fails. */
export async function decodeVideoSound(bytes: ArrayBuffer): Promise<Float32Array> {
  const context = new OfflineAudioContext(1, 1, SOUND_RATE);
  let decoded: AudioBuffer;
  try {
    decoded = await context.decodeAudioData(bytes);
  } catch {
    throw new SoundUnreadableError('no sound');
  }
  if (decoded.numberOfChannels === 1) return decoded.getChannelData(0);
  const mono = new Float32Array(decoded.length);
  for (let channel = 0; channel < decoded.numberOfChannels; channel++) {
    const data = decoded.getChannelData(channel);
    for (let i = 0; i < mono.length; i++) mono[i] = mono[i]! + data[i]! / decoded.numberOfChannels;
  }
  return mono;
}
