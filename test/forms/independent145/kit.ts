// Drawing kit for independent145: values go down in one of three styles (typed page text, blue handwriting rotated
// and shifted, AcroForm fields with /V and appearance streams) and each one is recorded with the truth fields it
// gives, so the truth is only ever built from what was printed. Marks (radio, checkbox) are shapes or a letter X
// in `typed`, strokes in `handwritten` and checkbox fields in `fillable`; comb boxes hold one digit per box.
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
/** A printed value: `fields` are truth paths (`legal_name`, `applicants[1].ownership`); `decoy` marks the values
 *  applications.md says a reader must not take (landlord, references, ISO rep, funders, bank numbers ...). */
export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean; decoy?: boolean }
export interface Val { key: string; text: string | null; fields?: Record<string, unknown>; decoy?: boolean }

interface RawRef { end(chunk?: string | Buffer): void }
interface RawDoc {
  ref(data: object): RawRef;
  page: { annotations: RawRef[] };
  _root: { data: { AcroForm?: { data: Record<string, unknown> & { Fields: RawRef[] } } } };
  _font: { id: string; ref(): RawRef };
  annotate(x: number, y: number, w: number, h: number, o: object): void;
}
const pdfStr = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
const INK = '#1f3fa8';

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  page = 1;
  readonly placed: Placed[] = [];
  /** The value font for `typed` (a layout may type in Times or Courier, as Word users do). */
  valueFont = 'Helvetica';

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng) {
    this.doc = doc; this.style = style; this.rng = rng;
    doc.registerFont('hand145', HAND_FONT);
    if (style === 'fillable') {
      doc.font('Helvetica').initForm();
      this.raw()._root.data.AcroForm!.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage(); this.page++; }

  text(x: number, y: number, s: string, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'right' | 'center' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#222222')
      .text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  private record(v: Val, t: string, name: string | null, check = false): void {
    this.placed.push({ key: v.key, text: t, fields: v.fields ?? {}, page: this.page, ...(name ? { acro: name } : {}), ...(check ? { check } : {}),
      ...(v.decoy ? { decoy: true } : {}) });
  }

  private fieldName(key: string): string { return key.replace(/[^A-Za-z0-9_.]/g, '_'); }

  /** One value in its box (x, y top-left, w, h); empty prints nothing (an empty AcroForm field in `fillable`). */
  put(x: number, y: number, w: number, h: number, v: Val, o: { size?: number; color?: string } = {}): void {
    const t = v.text ?? '', size = o.size ?? 9.5;
    const name = this.fieldName(v.key);
    if (this.style === 'fillable') this.acroText(name, x, y, w, h, t);
    else if (t) {
      const d = this.doc;
      const fit = (font: string, s0: number) => { let sz = s0; while (sz > 5 && d.font(font).fontSize(sz).widthOfString(t) > w) sz -= 0.5; return sz; };
      if (this.style === 'typed') {
        const sz = fit(this.valueFont, size);
        d.font(this.valueFont).fontSize(sz).fillColor(o.color ?? '#111111').text(t, x, y + (h - sz) / 2, { lineBreak: false });
      } else {
        const r = this.rng, hs = fit('hand145', size + 2.5);
        d.save().rotate(r.float(-2.5, 2.5), { origin: [x, y + h / 2] });
        d.font('hand145').fontSize(hs).fillColor(INK).text(t, x + r.float(-1, 3), y + (h - hs) / 2 + r.float(-2, 1), { lineBreak: false });
        d.restore();
      }
    }
    if (t) this.record(v, t, this.style === 'fillable' ? name : null);
  }

  /** Comb boxes, one character per box, `groups` box counts separated by a drawn dash; the value is its characters. */
  comb(x: number, y: number, groups: readonly number[], v: Val, box = 13): number {
    const chars = [...(v.text ?? '')];
    const total = groups.reduce((a, b) => a + b, 0);
    const d = this.doc;
    let cx = x;
    const xs: number[] = [];
    for (const [gi, g] of groups.entries()) {
      for (let i = 0; i < g; i++) { d.save().rect(cx, y, box, box + 3).lineWidth(0.6).stroke('#333333').restore(); xs.push(cx); cx += box; }
      if (gi < groups.length - 1) { d.save().moveTo(cx + 2, y + box / 2 + 1.5).lineTo(cx + 6, y + box / 2 + 1.5).lineWidth(0.8).stroke('#333333').restore(); cx += 8; }
    }
    const name = this.fieldName(v.key);
    if (this.style === 'fillable') {
      // One comb field spanning the boxes (a dash gap included): /MaxLen and the comb flag, as Word-to-PDF makes them.
      this.acroText(name, x, y, cx - x, box + 3, chars.join(''), total);
    } else {
      for (const [i, c] of chars.entries()) {
        const bx = xs[i];
        if (bx === undefined) break;
        if (this.style === 'typed') d.font(this.valueFont).fontSize(10).fillColor('#111111').text(c, bx + 3, y + 3.5, { lineBreak: false });
        else {
          const r = this.rng;
          d.save().rotate(r.float(-4, 4), { origin: [bx + 6, y + 8] });
          d.font('hand145').fontSize(12).fillColor(INK).text(c, bx + 2.5 + r.float(-1, 1), y + 1 + r.float(-1, 1), { lineBreak: false });
          d.restore();
        }
      }
    }
    if (chars.length) this.record(v, chars.join(''), this.style === 'fillable' ? name : null);
    return cx;
  }

  /** One checkbox or radio circle with its label; `on` marks it (and records the label with `fields`). */
  option(x: number, y: number, kind: 'box' | 'radio', key: string, label: string, on: boolean, fields: Record<string, unknown> = {},
    o: { size?: number; font?: string; box?: number } = {}): number {
    const s = o.box ?? 9, d = this.doc.save().lineWidth(0.8).strokeColor('#555555');
    if (kind === 'box') d.rect(x, y, s, s).fillAndStroke('#ffffff', '#444444'); else d.circle(x + s / 2, y + s / 2, s / 2).fillAndStroke('#ffffff', '#666666');
    d.restore();
    const size = o.size ?? 8;
    if (label) this.text(x + s + 4, y + (s - size) / 2 + 0.5, label, { size, font: o.font ?? 'Helvetica' });
    const name = `${key}_${label}`.replace(/[^A-Za-z0-9]+/g, '_');
    if (this.style === 'fillable') this.acroCheck(name, x, y, s, on, kind);
    else if (on) this.mark(x, y, s, kind);
    if (on) this.record({ key, text: label, fields }, label, this.style === 'fillable' ? name : null, true);
    return x + s + 4 + this.doc.font(o.font ?? 'Helvetica').fontSize(size).widthOfString(label);
  }

  private mark(x: number, y: number, s: number, kind: 'box' | 'radio'): void {
    const d = this.doc.save(), r = this.rng;
    if (this.style === 'handwritten') {
      const j = () => r.float(-1, 1);
      d.lineWidth(1.3).strokeColor(INK).lineCap('round');
      if (kind === 'box' && r.chance(0.5)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      else if (kind === 'box') d.moveTo(x + j(), y + s / 2 + j()).lineTo(x + s * 0.4, y + s + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      else d.ellipse(x + s / 2 + j(), y + s / 2, s / 2 + 2, s / 2 + 1.5).stroke();
    } else if (kind === 'radio') d.circle(x + s / 2, y + s / 2, s / 2 - 2).fill('#333333');
    else { d.restore(); this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#111111').text('X', x + s * 0.17, y + s * 0.08, { lineBreak: false }); return; }
    d.restore();
  }

  private raw(): RawDoc { return this.doc as unknown as RawDoc; }

  private widget(x: number, y: number, w: number, h: number, dict: object): void {
    const raw = this.raw();
    raw.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    raw._root.data.AcroForm!.data.Fields.push(raw.page.annotations[raw.page.annotations.length - 1]!);
  }

  private acroText(name: string, x: number, y: number, w: number, h: number, value: string, comb = 0): void {
    const raw = this.raw();
    let size = 9;
    const f = this.doc.font('Helvetica');
    while (size > 5 && f.fontSize(size).widthOfString(value) > w - 4) size -= 0.5;
    const font = raw._font;
    const ap = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    let body = `BT /${font.id} ${size} Tf 0 0 0 rg 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${pdfStr(value)}) Tj ET`;
    if (comb) {
      const cell = w / comb;
      body = [...value].map((c, i) => `BT /${font.id} ${size} Tf 0 0 0 rg ${(i * cell + cell / 2 - 2.5).toFixed(2)} ${((h - size) / 2 + 1.5).toFixed(2)} Td (${pdfStr(c)}) Tj ET`).join(' ');
    }
    ap.end(value ? `/Tx BMC q ${body} Q EMC` : '/Tx BMC EMC');
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap },
      ...(comb ? { MaxLen: comb, Ff: 1 << 24 } : {}), ...(value ? { V: new String(value) } : {}) });
  }

  private acroCheck(name: string, x: number, y: number, s: number, on: boolean, kind: 'box' | 'radio'): void {
    const raw = this.raw(), c = s / 2, r = s / 2 - 2, k = r * 0.55;
    const yes = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.end(kind === 'radio'
      ? `0 0 0 rg ${c + r} ${c} m ${c + r} ${c + k} ${c + k} ${c + r} ${c} ${c + r} c ${c - k} ${c + r} ${c - r} ${c + k} ${c - r} ${c} c ${c - r} ${c - k} ${c - k} ${c - r} ${c} ${c - r} c ${c + k} ${c - r} ${c + r} ${c - k} ${c + r} ${c} c f`
      : `0 0 0 RG 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S`);
    const off = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
  }

  /** A footer on every page (pages buffered). */
  footer(left: string, right: (page: number, count: number) => string): void {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      this.text(36, 762, left, { size: 6.5, color: '#777777' });
      this.text(336, 762, right(i + 1, range.count), { size: 6.5, color: '#777777', width: 240, align: 'right' });
    }
  }
}
