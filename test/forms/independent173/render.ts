// Draws a portal printout with pdfkit: browser header and footer, the portal's top bar, sidebar, step bar, accordion
// sections with 'Edit' links, label-over-value cards in grey read-only boxes and chips; values typed, handwritten or in
// AcroForm fields. Records where every value went (boxes in PDF points, origin bottom left).
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Card, Doc, Fields } from './sections.ts';

export type Box = [number, number, number, number];
export interface Placed { page: number; box: Box; text: string; fields: Fields; label?: string; key?: string; acroform_field?: string; acroform_value?: string }
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Look {
  brand: string; product: string; url: string; accent: string; tint: string; sidebar: boolean; x0: number; width: number;
  upperLabels: boolean; pageLabel: 'of' | 'slash'; stepNow: number; nav: string[]; radius: number;
}
export interface Meta { title: string; printed: Date; appId: string }

const W = 612, H = 792, BOTTOM = 742, ROW = 38, GAP = 10;
const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const PEN = '#1b2a7a';
const STEPS = ['Business', 'Owners', 'Funding', 'Review'];
type PDF = PDFKit.PDFDocument;
// pdfkit's AcroForm internals (no public API sets /AP or a name-valued /V).
interface FormInternals { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; _addToParent(r: unknown): void; _font: { id: string; ref(): unknown };
  page: { annotations: unknown[] }; ref(d: object): { end(c?: string): void }; _root: { data: { AcroForm: { data: Record<string, unknown> } } } }

const safe = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c);
const toPdf = (x0: number, top: number, x1: number, bottom: number): Box => [+x0.toFixed(2), +(H - bottom).toFixed(2), +x1.toFixed(2), +(H - top).toFixed(2)];

export async function render(d: Doc, look: Look, style: Style, rng: Rng, meta: Meta): Promise<{ pdf: Uint8Array; placed: Placed[]; decoys: Placed[]; pages: number }> {
  const doc: PDF = new PDFDocument({ size: 'LETTER', margin: 0, bufferPages: true, autoFirstPage: false, compress: true,
    info: { Producer: 'Skia/PDF m124', Creator: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36', Title: meta.title,
      CreationDate: meta.printed } as PDFKit.DocumentInfo });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((r) => doc.on('end', () => r()));
  const hand = existsSync(HAND) ? (doc.registerFont('hand', HAND), 'hand') : 'Times-Italic';
  const fx = doc as unknown as FormInternals;
  const placed: Placed[] = [], decoys: Placed[] = [];
  let page = 0, y = 0, nField = 0;
  if (style === 'fillable') { doc.font('Helvetica'); doc.initForm(); fx._root.data.AcroForm.data.NeedAppearances = false; }

  const record = (c: Card, text: string, box: Box, extra: Partial<Placed> = {}) => {
    const p: Placed = { page, box, text, fields: c.fields ?? {}, label: c.label, ...(c.key ? { key: c.key } : {}), ...extra };
    (c.fields && Object.keys(c.fields).length ? placed : decoys).push(p);
  };
  const stamp = (s: string, x: number, yy: number, size: number, font = 'Helvetica', color = '#111827', opts: PDFKit.Mixins.TextOptions = {}) =>
    doc.font(font).fontSize(size).fillColor(color).text(s, x, yy, { lineBreak: false, ...opts });

  function newPage(): void {
    doc.addPage({ size: 'LETTER', margin: 0 });
    page++;
    const p = meta.printed;
    stamp(`${p.getUTCMonth() + 1}/${p.getUTCDate()}/${String(p.getUTCFullYear()).slice(2)}, ${(p.getUTCHours() + 11) % 12 + 1}:${String(p.getUTCMinutes()).padStart(2, '0')} ${p.getUTCHours() < 12 ? 'AM' : 'PM'}`, 22, 12, 7, 'Helvetica', '#444');
    stamp(meta.title, 0, 12, 7, 'Helvetica', '#444', { width: W, align: 'center' });
    doc.rect(0, 26, W, 30).fill(look.accent);
    stamp(look.brand, 22, 34, 13, 'Helvetica-Bold', '#ffffff');
    stamp(`${look.product}   |   Help   |   Log out`, W - 250, 38, 8, 'Helvetica', '#ffffff', { width: 228, align: 'right' });
    if (look.sidebar) {
      doc.rect(14, 62, 104, 690).fill('#f3f5f8');
      look.nav.forEach((n, i) => stamp(n, 24, 74 + i * 17, 8.5, n === 'Applications' ? 'Helvetica-Bold' : 'Helvetica', n === 'Applications' ? look.accent : '#374151'));
    }
    y = 68;
    if (page === 1) {
      stamp(`Application ${meta.appId}`, look.x0, y, 14, 'Helvetica-Bold');
      doc.roundedRect(look.x0 + look.width - 70, y, 70, 15, 7).fill(look.tint);
      stamp('Submitted', look.x0 + look.width - 70, y + 4, 8, 'Helvetica-Bold', look.accent, { width: 70, align: 'center' });
      y += 24;
      let sx = look.x0;
      STEPS.forEach((s, i) => {
        const on = i <= look.stepNow;
        doc.circle(sx + 7, y + 7, 7).fill(on ? look.accent : '#d1d5db');
        stamp(String(i + 1), sx + 4.5, y + 3.5, 7.5, 'Helvetica-Bold', '#ffffff');
        stamp(s, sx + 18, y + 3.5, 8.5, i === look.stepNow ? 'Helvetica-Bold' : 'Helvetica', on ? '#111827' : '#9ca3af');
        sx += 18 + doc.widthOfString(s) + 8;
        if (i < STEPS.length - 1) { stamp('>', sx, y + 3.5, 8.5, 'Helvetica', '#9ca3af'); sx += 14; }
      });
      y += 26;
    }
  }

  function header(title: string): void {
    if (y + 20 + ROW > BOTTOM) newPage();
    doc.rect(look.x0, y, look.width, 18).fill(look.tint);
    const ty = y + 6;
    doc.polygon([look.x0 + 6, ty], [look.x0 + 14, ty], [look.x0 + 10, ty + 6]).fill('#4b5563');
    stamp(title, look.x0 + 20, y + 5, 9.5, 'Helvetica-Bold');
    stamp('Edit', look.x0 + look.width - 30, y + 5.5, 8, 'Helvetica', '#2563eb', { underline: true });
    y += 24;
  }

  function field(name: string, x: number, top: number, w: number, h: number, value: string | null): void {
    doc.font('Helvetica');
    const dict = fx._fieldDict(name, 'text', {});
    dict.Subtype = 'Widget'; dict.F = 4; dict.DA = new String(`/${fx._font.id} 9 Tf 0 g`);
    if (value !== null) {
      dict.V = new String(value);
      const ap = fx.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [fx._font.id]: fx._font.ref() } } });
      ap.end(`/Tx BMC q BT /${fx._font.id} 9 Tf 0 g 4 ${(h / 2 - 3).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`);
      dict.AP = { N: ap };
    }
    doc.annotate(x, top, w, h, dict as unknown as PDFKit.Mixins.AnnotationOption);
    fx._addToParent(fx.page.annotations[fx.page.annotations.length - 1]);
  }

  function checkbox(name: string, on: string, x: number, top: number, checked: boolean): void {
    const mk = (c: string) => { const r = fx.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 9, 9] }); r.end(c); return r; };
    const dict = fx._fieldDict(name, 'checkbox', {});
    dict.Subtype = 'Widget'; dict.F = 4; dict.V = checked ? on : 'Off'; dict.AS = checked ? on : 'Off';
    dict.AP = { N: { [on]: mk('q 0.2 g 0 0 9 9 re f 1 G 1.2 w 2 4.5 m 4 2 l 7.5 7.5 l S Q'), Off: mk('q 0.5 G 0.6 w 0.5 0.5 8 8 re S Q') } };
    doc.annotate(x, top, 9, 9, dict as unknown as PDFKit.Mixins.AnnotationOption);
    fx._addToParent(fx.page.annotations[fx.page.annotations.length - 1]);
  }

  function handText(s: string, x: number, top: number, w: number): Box {
    let size = 12.5;
    doc.font(hand).fontSize(size);
    const tw0 = doc.widthOfString(s);
    if (tw0 > w - 8) size *= (w - 8) / tw0;
    doc.fontSize(size);
    const tw = doc.widthOfString(s), th = size * 1.05;
    const lim = Math.min(2.5, (Math.asin(Math.min(1, 5 / (tw / 2))) * 180) / Math.PI);
    const ang = rng.float(-lim, lim), ox = x + 4 + rng.float(-2, 3), oy = top + (20 - th) / 2 + rng.float(-2, 1.5);
    const cxr = ox + tw / 2, cyr = oy + th / 2;
    doc.save().rotate(ang, { origin: [cxr, cyr] }).fillColor(PEN).text(s, ox, oy, { lineBreak: false }).restore();
    const r = (ang * Math.PI) / 180, cs = Math.cos(r), sn = Math.sin(r);
    const pts = [[-tw / 2, -th / 2], [tw / 2, -th / 2], [tw / 2, th / 2], [-tw / 2, th / 2]].map(([px, py]) => [cxr + px! * cs - py! * sn, cyr + px! * sn + py! * cs]);
    const xs = pts.map((p) => p[0]!), ys = pts.map((p) => p[1]!);
    return toPdf(Math.min(...xs) - 2, Math.min(...ys) - 2, Math.max(...xs) + 2, Math.max(...ys) + 2);
  }

  function chips(c: Card, x: number, top: number, width: number, all: boolean): number {
    const shown = style === 'typed' && !all ? [c.key!] : c.chips!;
    const pad = style === 'fillable' ? 28 : 18, fs = 8;
    let cx = x + (style === 'handwritten' ? 10 : 0), cy = top + 12, extra = 0;
    for (const opt of shown) {
      const sel = opt === c.key;
      doc.font('Helvetica-Bold').fontSize(fs);
      const w = doc.widthOfString(opt) + pad;
      if (cx + w > x + width && cx > x + 12) { cx = x + (style === 'handwritten' ? 10 : 0); cy += 20; extra += 20; }
      const filled = style === 'typed' && sel;
      doc.roundedRect(cx, cy, w, 16, look.radius).lineWidth(0.8).fillAndStroke(filled ? look.accent : '#ffffff', filled ? look.accent : '#9ca3af');
      const tx = cx + (style === 'fillable' ? 17 : filled ? 13 : 9);
      if (filled) doc.moveTo(cx + 5, cy + 8.5).lineTo(cx + 7.5, cy + 11).lineTo(cx + 11, cy + 5).lineWidth(1.2).stroke('#ffffff');
      stamp(opt, tx, cy + 8 - fs / 2 - 0.5, fs, 'Helvetica-Bold', filled ? '#ffffff' : '#374151');
      const box = toPdf(cx, cy, cx + w, cy + 16);
      if (style === 'fillable') {
        const on = safe(opt), name = `${safe(c.label)}.${on}`;
        checkbox(name, on, cx + 5, cy + 3.5, sel);
        if (sel) record(c, opt, box, { acroform_field: name, acroform_value: on });
      } else if (sel) {
        if (style === 'handwritten') {
          const mark = rng.pick(['ring', 'x', 'tick'] as const);
          doc.save().lineWidth(1.3).strokeColor(PEN);
          if (mark === 'ring') doc.ellipse(cx + w / 2 + rng.float(-2, 2), cy + 8, w / 2 + 5, 11).stroke();
          else if (mark === 'x') doc.moveTo(cx + 2, cy + 1).lineTo(cx + w - 2, cy + 15).moveTo(cx + w - 3, cy + 1).lineTo(cx + 3, cy + 15).stroke();
          else doc.moveTo(cx - 9, cy + 8).lineTo(cx - 5, cy + 14).lineTo(cx + 2, cy - 2).stroke();
          doc.restore();
        }
        record(c, opt, box);
      }
      cx += w + 6;
    }
    return extra;
  }

  function card(c: Card, x: number, w: number): number {
    stamp(look.upperLabels ? c.label.toUpperCase() : c.label, x, y, look.upperLabels ? 6.5 : 7.5, 'Helvetica', '#6b7280');
    const top = y + 10;
    if (c.chips) return chips(c, x, y, w, c.all ?? false);
    doc.roundedRect(x, top, w, 20, look.radius).lineWidth(0.6).fillAndStroke('#eef0f3', '#d5d9e0');
    if (style === 'fillable') {
      const name = `f${++nField}_${safe(c.label)}`.slice(0, 40);
      field(name, x + 1, top + 1, w - 2, 18, c.text);
      if (c.text !== null) record(c, c.text, toPdf(x + 1, top + 1, x + w - 1, top + 19), { acroform_field: name });
      return 0;
    }
    if (c.text === null) { stamp('\u2014', x + 5, top + 6, 9, 'Helvetica', '#9ca3af'); return 0; }
    if (style === 'handwritten') { record(c, c.text, handText(c.text, x, top, w)); return 0; }
    let size = 9;
    doc.font('Helvetica').fontSize(size);
    const tw0 = doc.widthOfString(c.text);
    if (tw0 > w - 10) size *= (w - 10) / tw0;
    const ty = top + (20 - size) / 2;
    stamp(c.text, x + 5, ty, size);
    record(c, c.text, toPdf(x + 4, ty - 1, x + 6 + doc.widthOfString(c.text), ty + size + 2));
    return 0;
  }

  newPage();
  if (look.sidebar) {
    let sy = 74 + look.nav.length * 17 + 16;
    stamp('YOUR ISO REP', 24, sy, 7, 'Helvetica-Bold', '#6b7280');
    for (const c of d.sidebar) {
      sy += 13;
      doc.font('Helvetica').fontSize(7.5);
      const tw = doc.widthOfString(c.text!), size = tw > 88 ? 7.5 * 88 / tw : 7.5;
      stamp(c.text!, 24, sy, size, 'Helvetica', '#111827');
      record(c, c.text!, toPdf(23, sy - 1, 25 + doc.widthOfString(c.text!), sy + size + 2));
    }
  }
  for (const s of d.sections) {
    header(s.title);
    const colW = (look.width - (s.cols - 1) * GAP) / s.cols;
    let col = 0, extra = 0;
    for (const c of s.cards) {
      const span = Math.min(c.span ?? 1, s.cols);
      if (col + span > s.cols) { col = 0; y += ROW + extra; extra = 0; }
      if (col === 0 && y + ROW + (c.chips ? 40 : 0) > BOTTOM) { newPage(); header(`${s.title} (continued)`); }
      extra = Math.max(extra, card(c, look.x0 + col * (colW + GAP), colW * span + GAP * (span - 1)));
      col += span;
    }
    y += ROW + extra + 4;
  }
  header('Review & Submit');
  doc.font('Helvetica').fontSize(7.5);
  const ch = doc.heightOfString(d.consent, { width: look.width });
  if (y + ch + ROW > BOTTOM) newPage();
  doc.fillColor('#374151').text(d.consent, look.x0, y, { width: look.width });
  y += ch + 8;
  card(d.signer, look.x0, Math.min(240, look.width));
  const n = page;
  for (let i = 0; i < n; i++) {
    doc.switchToPage(i);
    stamp(`${look.url}/${meta.appId.toLowerCase()}/review`, 22, H - 20, 7, 'Helvetica', '#444');
    stamp(look.pageLabel === 'of' ? `Page ${i + 1} of ${n}` : `${i + 1}/${n}`, W - 122, H - 20, 7, 'Helvetica', '#444', { width: 100, align: 'right' });
  }
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), placed, decoys, pages: n };
}
