// A pdfkit page set that records every value it prints: typed (Helvetica page text), handwritten (URW Z003 script,
// jittered, marks drawn as strokes) or fillable (AcroForm fields with their own appearance streams, NeedAppearances
// false, values never drawn as page text). Coordinates given top-left (pdfkit); boxes recorded bottom-left (PDF).
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import type { Decoy } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed244 {
  key: string; text: string; page: number; box: Box; fields: Record<string, unknown>;
  via: 'text' | 'acroform' | 'mark'; acroform_field?: string; acroform_value?: string;
}
type Doc = InstanceType<typeof PDFDocument>;
interface Internal { _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances: boolean } } } }; _font: { id: string; ref(): unknown };
  page: { annotations: unknown[] }; ref(d: Record<string, unknown>): { end(c?: string): void } }

const SCRIPT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const W = 612, H = 792;

export class Sheet {
  readonly doc: Doc;
  page = 1;
  readonly placed: Placed244[] = [];
  readonly decoys: Decoy[] = [];
  private readonly jit: Rng;
  private readonly hand: string;
  private n = 0;
  readonly style: Style;

  constructor(style: Style, jitterSeed: string, title: string) {
    this.style = style;
    this.jit = new Rng(jitterSeed);
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Producer: 'forms244', Creator: 'forms244', CreationDate: new Date(Date.UTC(2024, 4, 2, 12)) } });
    this.hand = 'Times-Italic';
    if (style === 'handwritten' && existsSync(SCRIPT)) { this.doc.registerFont('Script244', SCRIPT); this.hand = 'Script244'; }
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      (this.doc as unknown as Internal)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static printed text (labels, headings, fine print): never a value. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    const d = this.doc;
    d.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0.5 });
    else d.text(s, x, y, { lineBreak: false });
    d.fillColor('black');
  }

  private record(key: string, text: string, box: Box, fields: Record<string, unknown> | null, via: Placed244['via'], af?: string, av?: string): void {
    if (!text) return;
    if (fields) this.placed.push({ key, text, page: this.page, box, fields, via, ...(af ? { acroform_field: af } : {}), ...(av ? { acroform_value: av } : {}) });
    else this.decoys.push({ key, text, page: this.page, box, ...(af ? { acroform_field: af } : {}) });
  }

  /** A filled value in a w-wide slot whose baseline area starts at top y. fields null = a decoy. Blank text = left empty. */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> | null, size = 9): void {
    const d = this.doc;
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
    if (this.style === 'fillable') {
      const h = size + 5;
      this.widgetText(name, text, x, y - 2, w, h, size);
      this.record(key, text, [x, H - (y - 2 + h), x + w, H - (y - 2)], fields, 'acroform', name);
      return;
    }
    if (!text) return;
    let s = size;
    const font = this.style === 'handwritten' ? this.hand : 'Helvetica';
    if (this.style === 'handwritten') s = size + 2.5;
    d.font(font).fontSize(s);
    while (s > 5 && d.widthOfString(text) > w) d.fontSize((s -= 0.5));
    const tw = d.widthOfString(text);
    const dy = this.style === 'handwritten' ? this.jit.float(-1.5, 1) : 0;
    const dx = this.style === 'handwritten' ? this.jit.float(0, 4) : 1;
    const ty = y + dy - (this.style === 'handwritten' ? 3 : 0);
    d.save();
    if (this.style === 'handwritten') d.fillColor(this.jit.pick(['#1a2a6c', '#111111', '#0d1f4a'])).rotate(this.jit.float(-2.2, 2.2), { origin: [x + dx, ty + s / 2] });
    d.text(text, x + dx, ty, { lineBreak: false });
    d.restore();
    d.fillColor('black');
    this.record(key, text, [x + dx, H - (ty + s * 1.15), x + dx + tw, H - ty], fields, 'text');
  }

  /** A checkbox with its label; when checked, the option label is the recorded text. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> | null, size = 7.5): number {
    const d = this.doc;
    const b = 8;
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
    if (this.style === 'fillable') this.widgetCheck(name, x, y, b, checked);
    else {
      d.lineWidth(0.7).rect(x, y, b, b).stroke();
      if (checked && this.style === 'handwritten') {
        const j = (): number => this.jit.float(-1.2, 1.2);
        d.save().lineWidth(1.3).strokeColor('#1a2a6c');
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + b + 1 + j(), y + b + 1 + j()).stroke();
        d.moveTo(x + b + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + b + 1 + j()).stroke();
        d.restore();
      } else if (checked) d.font('Helvetica-Bold').fontSize(8.5).text('X', x + 1.4, y + 0.3, { lineBreak: false });
    }
    this.text(label, x + b + 3, y + 0.8, { size });
    d.font('Helvetica').fontSize(size);
    const lw = d.widthOfString(label);
    if (checked) this.record(key, label, [x, H - (y + b), x + b + 3 + lw, H - y], fields, this.style === 'fillable' ? 'acroform' : 'mark', this.style === 'fillable' ? name : undefined, undefined);
    return x + b + 3 + lw + 10;
  }

  private widgetText(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as unknown as Internal & Doc;
    d.font('Helvetica').fontSize(size);
    let s = size;
    while (s > 5 && text && d.widthOfString(text) > w - 4) d.fontSize((s -= 0.5));
    const f = d._font;
    const escd = text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
    ap.end(`/Tx BMC q BT /${f.id} ${s} Tf 0 g 2 ${(h - s * 0.7) / 2} Td (${escd}) Tj ET Q EMC`);
    d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${f.id} ${s} Tf 0 g`), F: 4, AP: { N: ap },
      MK: { BG: [0.93, 0.95, 1] } } as unknown as Record<string, unknown>);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private widgetCheck(name: string, x: number, y: number, b: number, checked: boolean): void {
    const d = this.doc as unknown as Internal & Doc;
    d.font('ZapfDingbats');
    const z = d._font;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b], Resources: { Font: { [z.id]: z.ref() } } });
    on.end(`q 0.6 w 0 0 ${b} ${b} re S BT /${z.id} 7 Tf 1.2 1.6 Td (4) Tj ET Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b], Resources: {} });
    off.end(`q 0.6 w 0 0 ${b} ${b} re S Q`);
    d.annotate(x, y, b, b, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', F: 4,
      DA: new String(`/${z.id} 0 Tf 0 g`), MK: { CA: new String('4') }, AP: { N: { Yes: on, Off: off } } } as unknown as Record<string, unknown>);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
    d.font('Helvetica');
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
