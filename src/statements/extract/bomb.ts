// Decompression bombs: a few MB of FlateDecode that inflate to gigabytes would take the reader's memory (pdf.js
// keeps decoded streams as ArrayBuffers, outside the heap limit of the worker thread). Before pdf.js sees a file,
// every Flate stream is inflated here and only counted (chunks are thrown away as they come), so no stream is held in
// memory, and the file is
// refused (`file_too_complex`) when its streams would decode to more than the budget in all.
import { createInflate, constants } from 'node:zlib';

export const DECODE_LIMITS = {
  /** Decoded bytes one stream may have (a scanned page at 300 dpi is ~25 MB raw). */
  perStreamBytes: 128 * 1024 * 1024,
  /** Decoded bytes all streams of a file may have together. */
  totalBytes: 512 * 1024 * 1024,
};

const STREAM = Buffer.from('stream');
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

/** True when the file's Flate streams decode to more than the limits allow. */
export async function isDecompressionBomb(bytes: Uint8Array, limits = DECODE_LIMITS): Promise<boolean> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = 0;
  for (;;) {
    const s = buf.indexOf(STREAM, at);
    if (s < 0) return false;
    // "endstream" also contains "stream": only a keyword that starts a stream (after the dictionary's ">>").
    if (s >= 3 && buf.subarray(s - 3, s).toString('latin1') === 'end') { at = s + STREAM.length; continue; }
    let start = s + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    const end = buf.indexOf(ENDSTREAM, start);
    if (end < 0) return false;
    const dict = buf.subarray(Math.max(0, s - 512), s).toString('latin1');
    at = end + ENDSTREAM.length;
    if (!/\/FlateDecode|\/Fl\b/.test(dict.slice(dict.lastIndexOf('<<')))) continue;
    const room = Math.min(limits.perStreamBytes, limits.totalBytes - total);
    const size = await decodedSize(buf.subarray(start, end), room);
    if (size > room) return true;
    total += size;
  }
}
