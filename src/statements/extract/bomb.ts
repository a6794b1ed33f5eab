// Decompression bombs: a few MB of FlateDecode that inflate to gigabytes would take the reader's memory (pdf.js
// keeps decoded streams as ArrayBuffers, outside the heap limit of the worker thread). Before pdf.js sees a file,
// every Flate stream is inflated here with zlib's own output cap, so no stream can grow past it, and the file is
// refused (`file_too_complex`) when its streams would decode to more than the budget in all.
import { inflateSync, constants } from 'node:zlib';

export const DECODE_LIMITS = {
  /** Decoded bytes one stream may have (a scanned page at 300 dpi is ~25 MB raw). */
  perStreamBytes: 128 * 1024 * 1024,
  /** Decoded bytes all streams of a file may have together. */
  totalBytes: 512 * 1024 * 1024,
};

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

/** True when the file's Flate streams decode to more than the limits allow. */
export function isDecompressionBomb(bytes: Uint8Array, limits = DECODE_LIMITS): boolean {
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
    const room = Math.min(limits.perStreamBytes, limits.totalBytes - total) + 1;
    try {
      total += inflateSync(buf.subarray(start, end), { maxOutputLength: room, finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (e) {
      // Over the cap (zlib stops at maxOutputLength); a corrupt stream is pdf.js's business, not a bomb.
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
    if (total > limits.totalBytes) return true;
  }
}
