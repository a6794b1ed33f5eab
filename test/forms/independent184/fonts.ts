// Handwriting fonts, loaded once per process. The two from npm are WOFF files: fontkit inflates a WOFF table (in pure
// JS) every time a subset reads it, which made each handwritten form take half a second; unpacked once into a plain
// TrueType file with node's zlib, they cost nothing per document.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const Z003 = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

/** WOFF 1.0 to the sfnt it wraps (tables inflated, directory rebuilt; checksums copied). */
export function unwoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const n = woff.readUInt16BE(12);
  const tables = Array.from({ length: n }, (_, i) => {
    const e = 44 + i * 20;
    const [off, comp, orig, sum] = [woff.readUInt32BE(e + 4), woff.readUInt32BE(e + 8), woff.readUInt32BE(e + 12), woff.readUInt32BE(e + 16)];
    const raw = woff.subarray(off, off + comp);
    return { tag: woff.subarray(e, e + 4), sum, data: comp < orig ? inflateSync(raw) : raw };
  });
  const pow = 2 ** Math.floor(Math.log2(n));
  const head = Buffer.alloc(12 + 16 * n);
  woff.copy(head, 0, 4, 8);
  head.writeUInt16BE(n, 4); head.writeUInt16BE(pow * 16, 6); head.writeUInt16BE(Math.log2(pow), 8); head.writeUInt16BE(n * 16 - pow * 16, 10);
  const body: Buffer[] = [];
  let at = head.length;
  tables.forEach((t, i) => {
    const r = 12 + i * 16;
    t.tag.copy(head, r);
    head.writeUInt32BE(t.sum, r + 4); head.writeUInt32BE(at, r + 8); head.writeUInt32BE(t.data.length, r + 12);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    body.push(padded);
    at += padded.length;
  });
  return Buffer.concat([head, ...body]);
}

let cache: [string, Buffer, number][] | null = null;

/** [name, font file bytes, size factor]: Z003 (a URW script face) when the machine has it, and two npm hands. */
export function handFonts(): [string, Buffer, number][] {
  if (cache) return cache;
  cache = [
    ['kalam', unwoff(readFileSync(require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'))), 1],
    ['patrick', unwoff(readFileSync(require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'))), 1.1],
  ];
  if (existsSync(Z003)) cache.push(['z003', readFileSync(Z003), 1.15]);
  return cache;
}
