import type { ByteRange } from './parseRange';

/**
 * Where uploaded match videos live, addressed by a key `videos/{org}/{id}-{hex}.{ext}` (kept in
 * `objectUrlS3`): the data dir (localVideoStore) or an S3-compatible bucket (s3VideoStore).
 */
export type VideoStore = {
  /** Streams `body` to the key and answers its size; over `maxBytes` fails with 413 and leaves nothing behind. */
  save(key: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<number>;
  /** The stored size in bytes; null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  /** The stored bytes, all of them or one range. */
  read(key: string, range: ByteRange | null): Promise<ReadableStream<Uint8Array>>;
  remove(key: string): Promise<void>;
};
