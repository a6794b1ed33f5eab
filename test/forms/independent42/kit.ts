// Drawing for set 42's broker forms: labels in the form's own font, values typed, handwritten (jittered, slightly
// turned) or in AcroForm fields, and the truth set from exactly what was printed.
import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { text: string; field: string | null }
export interface Ctx {
  doc: PDFKit.PDFDocument; r: Rng; style: Style; truth: TruthApplication; printed: Printed[]; n: number;
  labelFont: string; boldFont: string; valueFont: string; valueSize: number;
}

const FONTS = new URL('../../../node_modules/@fontsource/', import.meta.url);
const HAND = [fileURLToPath(new URL('kalam/files/kalam-latin-400-normal.woff', FONTS)),
  fileURLToPath(new URL('patrick-hand/files/patrick-hand-latin-400-normal.woff', FONTS))];

export function newCtx(seed: number, layout: string, style: Style, fonts: { label: string; bold: string; typed: string }): Ctx {
  const r = new Rng(`i42:${layout}:${seed}`);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: 'Application', Creator: r.pick(['Microsoft® Word for Microsoft 365', 'Google Docs', 'Microsoft® Word 2016']) } });
  if (style === 'fillable') doc.initForm();
  let valueFont = fonts.typed;
  if (style === 'handwritten') { doc.registerFont('hand', HAND[seed % 2]!); valueFont = 'hand'; }
  return { doc, r, style, truth: emptyApplication(), printed: [], n: 0, labelFont: fonts.label, boldFont: fonts.bold, valueFont,
    valueSize: style === 'handwritten' ? 12 : 10 };
}

/** pdfkit's y grows downward from the top; every coordinate here is top-down. */
export function label(c: Ctx, text: string, x: number, y: number, size = 9, bold = false, opts: PDFKit.Mixins.TextOptions = {}): void {
  c.doc.font(bold ? c.boldFont : c.labelFont).fontSize(size).fillColor('#000').text(text, x, y, { lineBreak: false, ...opts });
}
export function hline(c: Ctx, x: number, y: number, w: number, width = 0.6): void {
  c.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(width).strokeColor('#000').stroke();
}
export function rect(c: Ctx, x: number, y: number, w: number, h: number, width = 0.6): void {
  c.doc.rect(x, y, w, h).lineWidth(width).strokeColor('#000').stroke();
}
/** Label width in the label font. */
export function lw(c: Ctx, text: string, size = 9): number {
  return c.doc.font(c.labelFont).fontSize(size).widthOfString(text);
}

function setPath(t: TruthApplication, path: string, v: unknown): void {
  const m = /^a(\d)\.(\w+)$/.exec(path);
  if (!m) { (t as unknown as Record<string, unknown>)[path] = v; return; }
  const i = Number(m[1]);
  while (t.applicants.length <= i) {
    t.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
      tax_id_country: null, date_of_birth: null } satisfies TruthApplicant);
  }
  (t.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
}

/** A value on the page (bottom of the text near `y`, the line), with the truth it gives. Empty text prints nothing. */
export function val(c: Ctx, text: string | null, x: number, y: number, w: number, set: Record<string, unknown> = {}, size?: number): void {
  if (!text) return;
  const fs = size ?? c.valueSize;
  w = Math.min(w, 596 - x);
  c.n++;
  for (const [k, v] of Object.entries(set)) setPath(c.truth, k, v);
  if (c.style === 'fillable') {
    const name = `Text${c.n}`;
    c.doc.font('Helvetica').fontSize(10);
    c.doc.formText(name, x, y - 13, w, 13, { value: text, fontSize: 9, align: 'left' });
    c.printed.push({ text, field: name });
    return;
  }
  const dx = c.r.float(0, 6) + (c.style === 'handwritten' ? c.r.float(0, 8) : 0);
  const dy = c.style === 'handwritten' ? c.r.float(-3, 1) : c.r.float(-2.2, 0.6);
  c.doc.font(c.valueFont).fontSize(fs);
  const fit = Math.min(fs, (fs * Math.max(w - dx, 30)) / Math.max(c.doc.widthOfString(text), 1));
  c.doc.fontSize(fit).fillColor(c.style === 'handwritten' ? '#1b2a6b' : '#000');
  const top = y - fit * (c.style === 'handwritten' ? 1.15 : 0.95) + dy;
  if (c.style === 'handwritten') {
    c.doc.save().rotate(c.r.float(-2.2, 2.2), { origin: [x + dx, top + fit] }).text(text, x + dx, top, { lineBreak: false }).restore();
  } else {
    c.doc.text(text, x + dx, top, { lineBreak: false });
  }
  c.doc.fillColor('#000');
  c.printed.push({ text, field: null });
}

/** A decoy or context value, printed like a value but giving no field. */
export function ctxVal(c: Ctx, text: string | null, x: number, y: number, w: number): void {
  val(c, text, x, y, w, {});
}

/** A checkbox; when checked the mark is an X (drawn strokes, a letter, or in a fillable form a tiny field holding X). */
export function box(c: Ctx, x: number, y: number, checked: boolean, text: string, set: Record<string, unknown> = {}, size = 9): number {
  rect(c, x, y, 8, 8, 0.7);
  label(c, text, x + 11, y, size);
  if (checked) {
    for (const [k, v] of Object.entries(set)) setPath(c.truth, k, v);
    if (c.style === 'fillable') {
      c.n++;
      const name = `Check Box${c.n}`;
      c.doc.formText(name, x, y - 1, 9, 10, { value: 'X', fontSize: 8 });
      c.printed.push({ text: 'X', field: name });
    } else if (c.style === 'handwritten' || c.r.chance(0.5)) {
      const j = (): number => c.r.float(-1.2, 1.2);
      c.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j()).moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j())
        .lineWidth(1.2).strokeColor(c.style === 'handwritten' ? '#1b2a6b' : '#000').stroke();
    } else {
      c.doc.font('Helvetica-Bold').fontSize(9).text('X', x + 1.2, y, { lineBreak: false });
    }
  }
  return x + 11 + lw(c, text, size) + 12;
}

export async function finish(c: Ctx): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  c.doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((res) => c.doc.on('end', () => res()));
  c.doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
