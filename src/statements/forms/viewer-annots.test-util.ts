// Forms filled in a PDF viewer (issue 36, set 33), built in the tests: values saved as the viewer saves them, as
// annotations over the printed page (FreeText with /DA and an appearance stream; an ink stroke; a check-mark stamp).
import PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;
const H = 792;

/** A FreeText annotation showing `text` at (x, top) in Helvetica `size` (as Fill & Sign saves a typed value). */
export function freeText(doc: Doc, x: number, top: number, text: string, size = 10, flags = 4): void {
  doc.font('Helvetica').fontSize(size);
  const w = doc.widthOfString(text) + 4, h = size * 1.2 + 2, y0 = H - top - h;
  const font = doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
  font.end('');
  const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: font } } });
  ap.end(`/Tx BMC q BT /Helv ${size} Tf 0 0 0 rg 2 ${(size * 0.28 + 1).toFixed(2)} Td (${text.replace(/[\\()]/g, (c) => '\\' + c)}) Tj ET Q EMC`);
  const a = doc.ref({ Type: 'Annot', Subtype: 'FreeText', Rect: [x, y0, x + w, y0 + h], Contents: new String(text), DA: new String(`/Helv ${size} Tf 0 0 0 rg`), F: flags, AP: { N: ap } });
  a.end('');
  doc.page.annotations.push(a);
}

/** A tick drawn with the viewer's pen (Ink) or stamped (Stamp) with its top-left at (x, top). */
export function drawnMark(doc: Doc, x: number, top: number, sub: 'Ink' | 'Stamp'): void {
  const w = 12, h = 11, y0 = H - top - h;
  const pts = [[1.5, 5.5], [4.5, 1.5], [11, 10]] as const;
  const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
  ap.end(`q 0 0 1 RG 1.6 w ${pts.map((p, i) => `${p[0]} ${p[1]} ${i ? 'l' : 'm'}`).join(' ')} S Q`);
  const extra = sub === 'Ink' ? { InkList: [pts.flatMap((p) => [x + p[0], y0 + p[1]])] } : { Name: 'Check' };
  const a = doc.ref({ Type: 'Annot', Subtype: sub, Rect: [x, y0, x + w, y0 + h], C: [0, 0, 1], F: 4, ...extra, AP: { N: ap } });
  a.end('');
  doc.page.annotations.push(a);
}

/** A letter-size page built by `draw`, as bytes. */
export async function pdfOf(draw: (doc: Doc) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((r) => doc.on('end', () => r()));
  draw(doc);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A printed checkbox (an empty square) with its option's words after it. */
export function checkbox(doc: Doc, x: number, top: number, label: string): void {
  doc.lineWidth(0.8).rect(x, top, 8, 8).stroke();
  doc.font('Helvetica').fontSize(8).fillColor('black').text(label, x + 11, top, { lineBreak: false });
}

/** An ellipse drawn with the viewer's shape tool (a Circle annotation) over the box (x, top, w, h). */
export function ellipse(doc: Doc, x: number, top: number, w: number, h: number): void {
  const y0 = H - top - h, k = 0.5523, rx = w / 2, ry = h / 2;
  const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
  ap.end(`q 1 0 0 RG 1 w ${w} ${ry} m ${w} ${ry + k * ry} ${rx + k * rx} ${h} ${rx} ${h} c ${rx - k * rx} ${h} 0 ${ry + k * ry} 0 ${ry} c 0 ${ry - k * ry} ${rx - k * rx} 0 ${rx} 0 c ${rx + k * rx} 0 ${w} ${ry - k * ry} ${w} ${ry} c S Q`);
  const a = doc.ref({ Type: 'Annot', Subtype: 'Circle', Rect: [x, y0, x + w, y0 + h], C: [1, 0, 0], F: 4, AP: { N: ap } });
  a.end('');
  doc.page.annotations.push(a);
}
