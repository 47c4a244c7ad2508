import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { createLiveViewer, type ViewerStream } from '../../../../src/server/live/liveViewer';
import { nodeViewerStream } from '../../../../src/server/live/nodeViewerStream';

const bytes = (text: string) => new TextEncoder().encode(text);
const decode = (written: Uint8Array[]) => written.map((chunk) => new TextDecoder().decode(chunk));

/** A stream whose writes finish only when the test says so, as a socket that has not drained. */
function heldStream() {
  const written: Uint8Array[] = [];
  const pending: (() => void)[] = [];
  const stream: ViewerStream = {
    closed: false,
    aborted: false,
    write: (chunk) => {
      written.push(chunk);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
  };
  const drain = async () => {
    pending.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { stream, written, drain };
}

const isSettled = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10))]);

describe('a live viewer behind a socket that does not drain', () => {
  test('keeps only the latest message and is let go once it has missed more than its backlog', async () => {
    const viewer = createLiveViewer(3);
    const { stream, written } = heldStream();
    viewer.attach(stream);
    viewer.send(bytes('v1'));
    for (const version of ['v2', 'v3', 'v4']) viewer.send(bytes(version));
    expect(await isSettled(viewer.closed)).toBe(false);
    viewer.send(bytes('v5'));
    expect(await isSettled(viewer.closed)).toBe(true);
    expect(decode(written)).toEqual(['v1']);
  });

  test('heartbeats due while a write is held up count as missed too, so an idle match lets it go as well', async () => {
    const viewer = createLiveViewer(2);
    const { stream } = heldStream();
    viewer.attach(stream);
    viewer.send(bytes('v1'));
    for (let i = 0; i < 3; i++) viewer.ping(bytes(': heartbeat\n\n'));
    expect(await isSettled(viewer.closed)).toBe(true);
  });

  test('a socket that drains in time starts its count again and is never let go', async () => {
    const viewer = createLiveViewer(2);
    const { stream, written, drain } = heldStream();
    viewer.attach(stream);
    for (let round = 0; round < 5; round++) {
      viewer.send(bytes(`a${round}`));
      viewer.send(bytes(`b${round}`));
      await drain();
      await drain();
    }
    expect(await isSettled(viewer.closed)).toBe(false);
    expect(decode(written)).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4']);
  });

  test('a message retracted before its turn is never written', async () => {
    const viewer = createLiveViewer();
    const { stream, written, drain } = heldStream();
    viewer.attach(stream);
    viewer.send(bytes('with names'));
    viewer.send(bytes('with names, later'));
    viewer.retract();
    await drain();
    viewer.send(bytes('caps only'));
    await drain();
    expect(decode(written)).toEqual(['with names', 'caps only']);
  });
});

describe('a live viewer on a real socket', () => {
  test('a client that never reads is cut off after the backlog and its socket closed', async () => {
    const viewer = createLiveViewer(3);
    let serverSocketClosed!: Promise<void>;
    const server = http.createServer((_request, response) => {
      serverSocketClosed = new Promise((resolve) => response.socket!.once('close', () => resolve()));
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      nodeViewerStream(response, viewer);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const request = http.get(`http://127.0.0.1:${port}/`, (response) => response.pause());
      request.on('error', () => undefined);
      await new Promise((resolve) => server.once('request', resolve));
      // Frames of a megabyte fill the kernel's buffers within a few dozen; the viewer must go long before 400.
      const frame = new Uint8Array(1024 * 1024).fill(120);
      for (let sent = 0; sent < 400 && !(await isSettled(viewer.closed)); sent++) viewer.send(frame);
      expect(await isSettled(viewer.closed)).toBe(true);
      await serverSocketClosed;
      request.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a live viewer sent snapshots with their changes', () => {
  /** Version `v` whole ("full v"), and as the change from the version before ("patch v-1→v"). */
  const snapshot = (version: number) => ({
    version,
    frame: bytes(`full ${version}`),
    patch: version > 1 ? { from: version - 1, frame: bytes(`patch ${version - 1}→${version}`) } : null,
  });

  test('gets the whole first one, then each change from the one it holds', async () => {
    const viewer = createLiveViewer();
    const { stream, written, drain } = heldStream();
    viewer.attach(stream);
    for (const version of [1, 2, 3]) {
      viewer.sendSnapshot(snapshot(version));
      await drain();
    }
    expect(decode(written)).toEqual(['full 1', 'patch 1→2', 'patch 2→3']);
    viewer.close();
  });

  test('one that fell behind (a change replaced unsent) gets the whole state, then changes again', async () => {
    const viewer = createLiveViewer();
    const { stream, written, drain } = heldStream();
    viewer.attach(stream);
    viewer.sendSnapshot(snapshot(1));
    viewer.sendSnapshot(snapshot(2)); // waits behind the write of 1
    viewer.sendSnapshot(snapshot(3)); // replaces 2, which it never gets: 3 must come whole
    await drain();
    await drain();
    viewer.sendSnapshot(snapshot(4));
    await drain();
    expect(decode(written)).toEqual(['full 1', 'full 3', 'patch 3→4']);
    viewer.close();
  });

  test('one that reconnected holding a version gets the change from it; a heartbeat between changes nothing', async () => {
    const viewer = createLiveViewer();
    const { stream, written, drain } = heldStream();
    viewer.attach(stream);
    viewer.holds(5);
    viewer.ping(bytes(': heartbeat'));
    viewer.sendSnapshot(snapshot(6));
    await drain();
    await drain();
    expect(decode(written)).toEqual([': heartbeat', 'patch 5→6']);
    viewer.close();
  });

  test('a retracted change (a share turned caps-only) is followed by the whole state', async () => {
    const viewer = createLiveViewer();
    const { stream, written, drain } = heldStream();
    viewer.attach(stream);
    viewer.sendSnapshot(snapshot(1));
    viewer.sendSnapshot(snapshot(2));
    viewer.retract();
    await drain();
    viewer.sendSnapshot(snapshot(3));
    await drain();
    expect(decode(written)).toEqual(['full 1', 'full 3']);
    viewer.close();
  });
});
