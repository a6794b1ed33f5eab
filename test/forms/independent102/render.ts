// A plan drawn as a PDF: labels and boxes always; values as typed text, as handwriting (italic, ink, a little
// rotated), or only in AcroForm fields (acro.ts). A scanned fillable form is drawn as filled on screen and printed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { writeAcroForm } from './acro.ts';
import type { Plan, Slot } from './sheet.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Look = Style | 'screen';

const INK = ['#1b2a7a', '#14206b', '#222222', '#0d3b8c'];
const require = createRequire(import.meta.url);
/** Handwriting faces from the repository's node_modules (@fontsource), and a standard italic. */
const FONT_FILES: Record<string, string> = {
  Kalam: require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  PatrickHand: require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
};
const HAND_FONTS = ['Kalam', 'PatrickHand', 'Times-Italic'];

function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, look: Look, pen: Rng, round: boolean): void {
  if (look === 'typed') {
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.8, y + 1, { lineBreak: false });
  } else if (look === 'screen') {
    if (round) doc.circle(x + 4.5, y + 4.5, 2.3).fill('#000');
    else doc.save().lineWidth(1.2).moveTo(x + 1.8, y + 4.5).lineTo(x + 3.8, y + 7.2).lineTo(x + 7.4, y + 1.4).stroke('#000').restore();
  } else {
    // A pen's check or X: strokes only, no text.
    const j = (): number => pen.float(-1.2, 1.2);
    doc.save().lineWidth(1.3).strokeColor(pen.pick(INK));
    if (pen.chance(0.5)) doc.moveTo(x + j(), y + 5 + j()).lineTo(x + 4 + j(), y + 9 + j()).lineTo(x + 11 + j(), y - 3 + j()).stroke();
    else doc.moveTo(x + j(), y + j()).lineTo(x + 9 + j(), y + 9 + j()).moveTo(x + 9 + j(), y + j()).lineTo(x + j(), y + 9 + j()).stroke();
    doc.restore();
  }
}

function drawValue(doc: PDFKit.PDFDocument, s: Slot, look: Look, pen: Rng, mono: boolean): void {
  if (s.kind === 'check') { if (s.value !== 'Off') drawMark(doc, s.x, s.y, look, pen, false); return; }
  if (s.kind === 'radio') {
    const o = s.opts?.find((x) => x.on === s.value);
    if (o) drawMark(doc, o.x, o.y, look, pen, true);
    return;
  }
  const text = s.kind === 'combo' ? (s.show ?? s.value) : s.value;
  if (!text) return;
  // A read-only field is the broker's own pre-fill: typed even on a hand-filled form.
  const hand = look === 'handwritten' && !s.readOnly;
  let size = hand ? pen.float(10, 12) : (s.size ?? 9);
  const font = hand ? pen.pick(HAND_FONTS) : look === 'typed' && mono ? 'Courier' : 'Helvetica';
  const color = hand ? pen.pick(INK) : '#000';
  doc.font(font).fontSize(size).fillColor(color);
  if (s.kind !== 'comb') while (size > 6 && doc.widthOfString(text) > s.w - (hand ? 6 : 3)) doc.fontSize((size -= 0.5));
  const baseY = s.y + (s.h - size) / 2 + (hand ? pen.float(-2, 1) : 0.5);
  if (s.kind === 'comb' && s.maxLen) {
    const cw = s.w / s.maxLen;
    [...text].forEach((ch, i) => {
      const x = s.x + i * cw + (cw - doc.widthOfString(ch)) / 2 + (hand ? pen.float(-1, 1) : 0);
      doc.text(ch, x, baseY + (hand ? pen.float(-0.8, 0.8) : 0), { lineBreak: false });
    });
    return;
  }
  const x = s.x + (hand ? pen.float(1, 6) : 2);
  if (hand) {
    doc.save().rotate(pen.float(-2.2, 2.2), { origin: [x, baseY + size] });
    doc.text(text, x, baseY, { lineBreak: false });
    doc.restore();
  } else doc.text(text, x, baseY, { lineBreak: false });
}

export async function renderPlan(plan: Plan, style: Style, screen: boolean, pen: Rng): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER', margin: 0, bufferPages: true, autoFirstPage: false, compress: true,
    info: { Title: `${plan.broker} Merchant Application`, Author: plan.broker, Producer: plan.producer, Creator: plan.creator,
      CreationDate: new Date(Date.UTC(2025, 8, 15, 14, 30)), ModDate: new Date(Date.UTC(2025, 8, 15, 14, 30)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const look: Look = style === 'fillable' ? (screen ? 'screen' : 'fillable') : style;
  if (look === 'handwritten') for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  for (let p = 1; p <= plan.pages; p++) {
    doc.addPage({ size: 'LETTER', margin: 0 });
    for (const r of plan.rects.filter((x) => x.page === p)) {
      if (r.fill) { doc.rect(r.x, r.y, r.w, r.h).fill(r.fill); continue; }
      if (r.round) { doc.lineWidth(0.6).circle(r.x + 4.5, r.y + 4.5, 4.5).stroke('#333'); continue; }
      if (look === 'screen' && r.h > 9) doc.rect(r.x, r.y, r.w, r.h).fill('#e6edfb');
      doc.lineWidth(0.5).rect(r.x, r.y, r.w, r.h).stroke('#555');
      for (let i = 1; i < (r.cells ?? 0); i++) doc.moveTo(r.x + (r.w * i) / r.cells!, r.y).lineTo(r.x + (r.w * i) / r.cells!, r.y + r.h).stroke('#555');
    }
    for (const t of plan.texts.filter((x) => x.page === p)) {
      doc.font(t.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(t.size).fillColor(t.color ?? '#000');
      if (t.width) doc.text(t.text, t.x, t.y, { width: t.width, align: 'justify', lineGap: 0.5 });
      else doc.text(t.text, t.x, t.y, { lineBreak: false });
    }
    if (look !== 'fillable') for (const s of plan.slots.filter((x) => x.page === p)) drawValue(doc, s, look, pen, !!plan.mono);
  }
  if (look === 'fillable') {
    doc.font('Helvetica');
    doc.initForm();
    writeAcroForm(doc, plan.slots);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
