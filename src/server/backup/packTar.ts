export type TarEntry = { name: string; data: Uint8Array };

const BLOCK = 512;

/**
 * A POSIX ustar archive of regular files, enough for a backup's few members (names under 100 bytes).
 * Written by hand rather than through a dependency: the format is a 512-byte header per file and zero padding.
 */
export function packTar(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(headerOf(entry), Buffer.from(entry.data), Buffer.alloc(padding(entry.data.length)));
  }
  // Two zero blocks end the archive.
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function headerOf(entry: TarEntry): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  if (name.length === 0 || name.length > 99) throw new Error(`tar member name too long: ${entry.name}`);
  const header = Buffer.alloc(BLOCK);
  name.copy(header, 0);
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, entry.data.length);
  writeOctal(header, 136, 12, Math.floor(Date.now() / 1000));
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii');
  return header;
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, 'ascii');
}

function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}
