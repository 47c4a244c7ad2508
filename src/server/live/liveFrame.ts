import type { LiveSnapshot } from '../../domain/live/liveSnapshot';

const encoder = new TextEncoder();

/**
 * A snapshot as one Server-Sent Events message, encoded once for all its viewers: its version is the message
 * id a reconnecting viewer sends back as Last-Event-ID; `retry` asks browsers to reconnect after 2 s.
 */
export function liveFrame(snapshot: LiveSnapshot): Uint8Array {
  return encoder.encode(`id: ${snapshot.version}\nretry: 2000\ndata: ${JSON.stringify(snapshot)}\n\n`);
}
