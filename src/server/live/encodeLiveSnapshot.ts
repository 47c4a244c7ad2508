import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { LivePatch } from '../../domain/live/livePatch';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';

const encoder = new TextEncoder();
const gzipAsync = promisify(gzip);

/** A snapshot as every answer sends it, encoded once however many viewers and readers it has. */
export type EncodedSnapshot = {
  version: number;
  showNames: boolean;
  /** One Server-Sent Events message. */
  frame: Uint8Array<ArrayBuffer>;
  /** The JSON of `GET /api/live/{shareId}`: the frame's data, not a copy. */
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped, made once by the first reader that accepts it (a long match's JSON is megabytes). */
  gzipped: () => Promise<Uint8Array<ArrayBuffer>>;
  /**
   * The change from the snapshot built before (version `from`) as one `event: patch` message, for viewers who hold
   * that one: a goal is a few hundred bytes where the whole snapshot is tens of kilobytes. Null for a first build.
   */
  patch: { from: number; frame: Uint8Array<ArrayBuffer> } | null;
};

/** One Server-Sent Events message: its id (the version), its event name, and its data on one line. */
function sseFrame(version: number, json: Uint8Array, event?: string): { frame: Uint8Array<ArrayBuffer>; at: number } {
  const head = encoder.encode(`id: ${version}\n${event ? `event: ${event}\n` : ''}retry: 2000\ndata: `);
  const frame = new Uint8Array(head.length + json.length + 2);
  frame.set(head);
  frame.set(json, head.length);
  frame.set([10, 10], head.length + json.length);
  return { frame, at: head.length };
}

/**
 * Its version is the message id a reconnecting viewer sends back as Last-Event-ID; `retry` asks browsers to
 * reconnect after 2 s. The snapshot object itself is not kept: the bytes are all any answer needs.
 */
export function encodeLiveSnapshot(snapshot: LiveSnapshot, patch?: LivePatch): EncodedSnapshot {
  // JSON.stringify escapes every line break, so the whole snapshot is one data line.
  const json = encoder.encode(JSON.stringify(snapshot));
  const { frame, at } = sseFrame(snapshot.version, json);
  const body = frame.subarray(at, at + json.length);
  let gzipped: Promise<Uint8Array<ArrayBuffer>> | null = null;
  return {
    version: snapshot.version,
    showNames: snapshot.showNames,
    frame,
    body,
    gzipped: () => (gzipped ??= gzipAsync(body).then((packed) => new Uint8Array(packed))),
    patch: patch
      ? { from: patch.from, frame: sseFrame(snapshot.version, encoder.encode(JSON.stringify(patch)), 'patch').frame }
      : null,
  };
}
