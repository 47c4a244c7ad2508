/** Enough of a file's start to recognise every container below (an EBML header names its DocType early). */
export const VIDEO_SIGNATURE_BYTES = 64;

/** First boxes of QuickTime files written before ISO-BMFF's `ftyp` existed. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'free', 'wide', 'skip', 'pnot']);
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const EBML_DOCTYPE_ID = [0x42, 0x82];

/**
 * The content type of a video container recognised by its first bytes, never by a name the client chose:
 * ISO-BMFF (MP4, M4V, 3GP; QuickTime when its brand or first box says so), WebM or Matroska (by the EBML
 * header's DocType), Ogg. null for anything else, a text file named .mp4 included.
 */
export function detectVideoContainer(head: Uint8Array): string | null {
  if (isIsoBmff(head)) {
    const box = ascii(head, 4, 8);
    return box === 'ftyp' && ascii(head, 8, 12) !== 'qt  ' ? 'video/mp4' : 'video/quicktime';
  }
  if (startsWith(head, EBML_MAGIC, 0)) {
    const docType = ebmlDocType(head);
    if (docType === 'webm') return 'video/webm';
    if (docType === 'matroska') return 'video/x-matroska';
    return null;
  }
  if (ascii(head, 0, 4) === 'OggS') return 'video/ogg';
  return null;
}

/** A first box of a plausible size (0 = to the end, 1 = 64-bit size follows) whose type is a known opener. */
function isIsoBmff(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  const size = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  if (size !== 0 && size !== 1 && size < 8) return false;
  const box = ascii(head, 4, 8);
  return box === 'ftyp' || QUICKTIME_FIRST_BOXES.has(box);
}

/** The DocType string of the EBML header: element 0x4282, a one-byte-length vint, then the ASCII name. */
function ebmlDocType(head: Uint8Array): string | null {
  for (let at = EBML_MAGIC.length; at + 3 <= head.length; at += 1) {
    if (!startsWith(head, EBML_DOCTYPE_ID, at)) continue;
    const sizeByte = head[at + 2]!;
    // Writers use a one-byte size (0x80 | length) for a name this short.
    if ((sizeByte & 0x80) === 0) return null;
    const length = sizeByte & 0x7f;
    if (at + 3 + length > head.length) return null;
    return ascii(head, at + 3, at + 3 + length);
  }
  return null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], at: number): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
