import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
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
};

/**
 * Its version is the message id a reconnecting viewer sends back as Last-Event-ID; `retry` asks browsers to
 * reconnect after 2 s. The snapshot object itself is not kept: the bytes are all any answer needs.
 */
export function encodeLiveSnapshot(snapshot: LiveSnapshot): EncodedSnapshot {
  const head = encoder.encode(`id: ${snapshot.version}\nretry: 2000\ndata: `);
  // JSON.stringify escapes every line break, so the whole snapshot is one data line.
  const json = encoder.encode(JSON.stringify(snapshot));
  const frame = new Uint8Array(head.length + json.length + 2);
  frame.set(head);
  frame.set(json, head.length);
  frame.set([10, 10], head.length + json.length);
  const body = frame.subarray(head.length, head.length + json.length);
  let gzipped: Promise<Uint8Array<ArrayBuffer>> | null = null;
  return {
    version: snapshot.version,
    showNames: snapshot.showNames,
    frame,
    body,
    gzipped: () => (gzipped ??= gzipAsync(body).then((packed) => new Uint8Array(packed))),
  };
}
