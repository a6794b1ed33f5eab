// Test support: a PDF turned on its pages, the way landscape reports and scanners' output reach us. Each page's content
// is wrapped in `q <turn> cm ... Q` (drawn rotated counter-clockwise by `turn` in user space, its media box turned with
// it) and, when `rotate` is given, the page says `/Rotate <rotate>` (`turn` shows it upright again). Only for PDFs written
// the way pdfkit writes them (plain objects, one content stream per page, Flate or uncompressed); the file is written
// again with a fresh cross-reference table.
import { deflateSync, inflateSync } from 'node:zlib';

export type Turn = 0 | 90 | 180 | 270;

const OBJ = /(\d+) 0 obj\n([\s\S]*?)\nendobj\n/g;

/** The cm operator that turns a w x h page's content counter-clockwise by `turn` into its new box. */
function turnMatrix(turn: Turn, w: number, h: number): string {
  return { 0: '1 0 0 1 0 0', 90: `0 1 -1 0 ${h} 0`, 180: `-1 0 0 -1 ${w} ${h}`, 270: `0 -1 1 0 0 ${w}` }[turn];
}

/** The page's stream with `before` and `after` added around its (inflated) content, its /Length put right. */
function wrapStream(body: string, before: string, after: string): string {
  const m = /^([\s\S]*?)stream\n([\s\S]*)\nendstream$/.exec(body);
  if (!m) throw new Error('not a stream object');
  const dict = m[1]!;
  const flate = /\/Filter\s*\/FlateDecode/.test(dict);
  const raw = Buffer.from(m[2]!, 'latin1');
  const content = Buffer.concat([Buffer.from(before, 'latin1'), flate ? inflateSync(raw) : raw, Buffer.from(after, 'latin1')]);
  const data = flate ? deflateSync(content) : content;
  return `${dict.replace(/\/Length\s+\d+/, `/Length ${data.length}`)}stream\n${data.toString('latin1')}\nendstream`;
}

/** The PDF with every page turned by `turn` (and `/Rotate <rotate>` set unless null). */
export function turnPdf(pdf: Uint8Array, turn: Turn, rotate: Turn | null): Uint8Array {
  const src = Buffer.from(pdf).toString('latin1');
  const objs = new Map<number, string>();
  for (const m of src.matchAll(OBJ)) objs.set(Number(m[1]), m[2]!);
  for (const [n, body] of objs) {
    if (!/\/Type\s*\/Page\b/.test(body)) continue;
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(body);
    const contents = /\/Contents\s+(\d+)\s+0\s+R/.exec(body);
    if (!box || !contents) throw new Error(`page object ${n} has no media box or one content stream`);
    const [w, h] = [Number(box[3]) - Number(box[1]), Number(box[4]) - Number(box[2])];
    const [nw, nh] = turn % 180 ? [h, w] : [w, h];
    let page = body.replace(box[0], `/MediaBox [0 0 ${nw} ${nh}]`);
    if (rotate !== null) page = page.replace(/\/Type\s*\/Page\b/, `/Type /Page\n/Rotate ${rotate}`);
    objs.set(n, page);
    const c = Number(contents[1]);
    objs.set(c, wrapStream(objs.get(c)!, `q ${turnMatrix(turn, w, h)} cm\n`, '\nQ\n'));
  }
  return writePdf(objs, /trailer\s*(<<[\s\S]*?>>)\s*startxref/.exec(src)![1]!);
}

function writePdf(objs: Map<number, string>, trailer: string): Uint8Array {
  let out = '%PDF-1.3\n%\xff\xff\xff\xff\n';
  const size = Math.max(...objs.keys()) + 1;
  const offsets = new Array<number>(size).fill(-1);
  for (const [n, body] of [...objs].sort((a, b) => a[0] - b[0])) {
    offsets[n] = out.length;
    out += `${n} 0 obj\n${body}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${size}\n`;
  for (const o of offsets) out += o < 0 ? '0000000000 65535 f \n' : `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n${trailer.replace(/\/Size\s+\d+/, `/Size ${size}`)}\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
