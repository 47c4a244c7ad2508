export type TarMember = { name: string; type: 'file' | 'directory'; data: Buffer };

const BLOCK = 512;

/**
 * The files and directories of a ustar archive (what packTar and PGlite's dumpDataDir write), in order, with
 * leading slashes removed. Throws on anything that is not one: a bad header checksum, a member running past the
 * end, no end-of-archive marker, or a name climbing out with `..`.
 */
export function unpackTar(archive: Uint8Array): TarMember[] {
  const buffer = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const members: TarMember[] = [];
  let offset = 0;
  while (offset + BLOCK <= buffer.length) {
    const header = buffer.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return members;
    if (!hasValidChecksum(header)) throw new Error('not a tar archive (bad header checksum)');
    const name = nameOf(header);
    const size = readOctal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const start = offset + BLOCK;
    if (start + size > buffer.length) throw new Error(`tar archive cut short inside ${name}`);
    if (type === '0' || type === '\u0000')
      members.push({ name, type: 'file', data: buffer.subarray(start, start + size) });
    else if (type === '5') members.push({ name, type: 'directory', data: Buffer.alloc(0) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('tar archive cut short (no end marker)');
}

function nameOf(header: Buffer): string {
  const prefix = header.subarray(257, 263).toString('ascii') === 'ustar\u0000' ? readString(header, 345, 155) : '';
  const full = (prefix ? `${prefix}/` : '') + readString(header, 0, 100);
  const name = full.replace(/^\/+/, '').replace(/\/+$/, '');
  if (name === '' || name.split('/').includes('..')) throw new Error(`tar member with an unsafe name: ${full}`);
  return name;
}

function hasValidChecksum(header: Buffer): boolean {
  const stored = readOctal(header, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return stored === sum;
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = readString(header, offset, length).trim();
  const value = text === '' ? 0 : parseInt(text, 8);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error('not a tar archive (bad number field)');
  return value;
}
