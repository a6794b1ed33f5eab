// Decompression bombs: a few MB of FlateDecode that inflate to gigabytes would take the reader's memory (pdf.js
// keeps decoded streams as ArrayBuffers, outside the heap limit of the worker thread). Before pdf.js sees a file,
// every Flate stream is inflated here and only counted (chunks are thrown away as they come), so no stream is held in
// memory, and the file is
// refused (`file_too_complex`) when its streams would decode to more than the budget in all.
import { createInflate, inflateSync, constants } from 'node:zlib';
import { DEFAULT_SETTINGS } from '../settings.ts';

/** Decoded bytes one stream, and all streams of a file, may have (settings.extract.maxStreamBytes, maxDecodedBytes). */
export const DECODE_LIMITS = Object.freeze({
  perStreamBytes: DEFAULT_SETTINGS.extract.maxStreamBytes,
  totalBytes: DEFAULT_SETTINGS.extract.maxDecodedBytes,
});

const STREAM = Buffer.from('stream');
// Decoded in one go up to this (a 300 dpi grey page image is ~9 MB); past it, counted in chunks so memory stays small.
const FAST_CAP = 32 * 1024 * 1024;
const ENDSTREAM = Buffer.from('endstream');

/**
 * Decoded size of one Flate stream, counted chunk by chunk and thrown away (memory stays at zlib's chunk size), up to
 * `cap` + 1; a corrupt stream counts what it decoded before the error (that is pdf.js's business, not a bomb).
 */
function decodedSize(data: Uint8Array, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const z = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let n = 0;
    let done = false;
    const finish = () => { if (!done) { done = true; resolve(n); } };
    z.on('data', (c: Buffer) => { n += c.length; if (n > cap) { finish(); z.destroy(); } });
    z.on('end', finish);
    z.on('error', finish);
    z.on('close', finish);
    z.end(data);
  });
}

// Deflate cannot expand data by more than about 1032 to 1: a stream shorter than a limit / 1032 cannot break it alone.
const MAX_RATIO = 1032;
// A stream's dictionary (its /Filter) is read from the bytes just before its `stream` keyword, this many at most.
const DICT_BYTES = 512;

interface RawStream {
  /** The stream's bytes as stored. */
  body: Buffer;
  /** Its dictionary as far as the 512 bytes before `stream` show it (from its last `<<`). */
  dict: string;
}

/** Stream bodies of a PDF with their dictionaries (by the `stream` ... `endstream` keywords). */
function rawStreams(buf: Buffer): RawStream[] {
  const out: RawStream[] = [];
  let at = 0;
  for (;;) {
    const s = buf.indexOf(STREAM, at);
    if (s < 0) return out;
    // "endstream" also contains "stream": only a keyword that starts a stream (after the dictionary's ">>").
    if (s >= 3 && buf.subarray(s - 3, s).toString('latin1') === 'end') { at = s + STREAM.length; continue; }
    let start = s + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    const end = buf.indexOf(ENDSTREAM, start);
    if (end < 0) return out;
    const dict = buf.subarray(Math.max(0, s - DICT_BYTES), s).toString('latin1');
    at = end + ENDSTREAM.length;
    out.push({ body: buf.subarray(start, end), dict: dict.slice(dict.lastIndexOf('<<')) });
  }
}

const isFlate = (s: RawStream) => /\/FlateDecode|\/Fl\b/.test(s.dict);
/** Flate stream bodies of a PDF. */
const flateStreams = (buf: Buffer): Buffer[] => rawStreams(buf).filter(isFlate).map((s) => s.body);

async function sizeOf(data: Buffer, room: number): Promise<number> {
  // Nearly every stream is small: decoded at once under a small cap (fast); only one past it is counted in chunks.
  try {
    const n = inflateSync(data, { maxOutputLength: Math.min(room, FAST_CAP) + 1, finishFlush: constants.Z_SYNC_FLUSH }).length;
    return n > FAST_CAP ? decodedSize(data, room) : n;
  } catch (e) {
    return (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? decodedSize(data, room) : 0;
  }
}

/**
 * True when the file's Flate streams decode to more than the limits allow. Only what could break a limit is
 * decoded: a stream too short to exceed the per-stream limit counts at its worst case (1032 x its length), and is
 * decoded only if those worst cases together could exceed the file's limit. An ordinary statement decodes nothing.
 */
export async function isDecompressionBomb(bytes: Uint8Array, limits = DECODE_LIMITS): Promise<boolean> {
  const streams = flateStreams(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const small = streams.filter((d) => d.length * MAX_RATIO <= limits.perStreamBytes);
  let total = 0;
  for (const d of streams) {
    if (d.length * MAX_RATIO <= limits.perStreamBytes) continue;
    const room = Math.min(limits.perStreamBytes, limits.totalBytes - total);
    const n = await sizeOf(d, room);
    if (n > room) return true;
    total += n;
  }
  const worst = small.reduce((n, d) => n + d.length * MAX_RATIO, 0);
  if (total + worst <= limits.totalBytes) return false;
  for (const d of small) {
    const room = limits.totalBytes - total;
    const n = await sizeOf(d, room);
    if (n > room) return true;
    total += n;
  }
  return false;
}

// A page's content (and a form's) is what PDFium parses into objects before we see a character: ~0.5 KB of its
// memory per object, and an object can be written in 6 bytes (`(a)Tj `), so a few MB of content are hundreds of MB
// of parsing. Fonts, images, colour profiles, metadata, embedded files and cross-reference streams are other streams.
const NOT_CONTENT = /\/Subtype\s*\/(?!Form\b)|\/Type\s*\/(?:XRef|ObjStm|Metadata|EmbeddedFile)\b|\/Length[123]\b|\/N\s+\d|\/FunctionType|\/ShadingType/;

/**
 * True when a content stream (a page's or a form's) decodes to more than `cap` bytes. A stream too short to exceed the
 * cap even at deflate's worst ratio is not decoded; the densest page of our corpus has 72 KB of content.
 */
export function contentOverCap(bytes: Uint8Array, cap: number): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const s of rawStreams(buf)) {
    if (NOT_CONTENT.test(s.dict)) continue;
    if (!isFlate(s)) { if (s.body.length > cap) return true; continue; }
    if (s.body.length * MAX_RATIO <= cap) continue;
    try {
      inflateSync(s.body, { maxOutputLength: cap + 1, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
  }
  return false;
}
