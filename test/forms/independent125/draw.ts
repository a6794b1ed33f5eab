// A form sheet drawn with pdfkit in one of three styles. The printed form (labels, boxes, lines) is page content in
// every style; the values are page text (typed), page text in a handwriting font with pen-stroke marks (handwritten),
// or AcroForm fields with appearance streams and nothing in the page content (fillable). Every value drawn is
// recorded with the truth paths it gives, so the truth is built from what was drawn.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

export type Fields = Record<string, string | number>;

export interface Drawn {
  key: string; text: string; page: number; kind: 'text' | 'mark';
  /** Truth paths (`legal_name`, `applicants.0.role` ...) and the values this print gives; empty for a decoy. */
  fields: Fields;
  acroform?: string;
  /** A checked AcroForm button's on-state. */
  onState?: string;
}

export interface Look { valueFont: string; valueSize: number; valueColor: string; ink: string; mark: 'x' | 'check' }
export interface CheckOption { label: string; x: number; y: number; on: string }

const WIN: Record<string, number> = { '€': 0x80, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, 'œ': 0x9c, 'Œ': 0x8c };

/** A PDF literal string in WinAnsi bytes, for an appearance stream. */
function pdfString(s: string): string {
  let out = '(';
  for (const ch of s) {
    const c = WIN[ch] ?? ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (c < 32 || c > 126) out += `\\${(c > 255 ? 63 : c).toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly drawn: Drawn[] = [];
  page = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly form: { id: string; ref: unknown; fields: unknown[]; off: unknown } | null = null;
  private readonly names = new Set<string>();
  readonly style: Style;
  readonly look: Look;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, look: Look, title: string) {
    this.style = style;
    this.rng = rng;
    this.look = look;
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true,
      info: { Title: title, Creator: 'Formulario PDF', Producer: 'PDF Form Writer', CreationDate: new Date(Date.UTC(2026, 0, 12)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', HAND_FONT);
    if (style === 'fillable') {
      this.doc.font('Helvetica').initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10] });
      off.end('');
      this.form = { id: d._font.id, ref: d._font.ref(), fields: d._root.data.AcroForm.data.Fields, off };
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Static form text (labels, headings, paragraphs). */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  width(s: string, size: number, font = 'Helvetica'): number {
    return this.doc.font(font).fontSize(size).widthOfString(s);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number; radius?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius); else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#000000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  private unique(key: string): string {
    let k = key, i = 2;
    while (this.names.has(k)) k = `${key}_${i++}`;
    this.names.add(k);
    return k;
  }

  private fit(font: string, text: string, size: number, w: number): number {
    let s = size;
    while (s > 5 && this.width(text, s, font) > w) s -= 0.25;
    return s;
  }

  /** A value in the box [x, y, w, h] (top-left origin); nothing at all when it is blank. */
  value(key: string, text: string | null | undefined, x: number, y: number, w: number, fields: Fields = {}, h = 13): void {
    if (text == null || text === '') return;
    const name = this.unique(key);
    this.drawn.push({ key: name, text, page: this.page, kind: 'text', fields, ...(this.form ? { acroform: name } : {}) });
    const d = this.doc, L = this.look;
    if (this.form) return this.textField(name, text, x, y, w, h);
    if (this.style === 'typed') {
      const s = this.fit(L.valueFont, text, L.valueSize, w - 2);
      d.font(L.valueFont).fontSize(s).fillColor(L.valueColor).text(text, x + 1, y + h - s - 1.5, { lineBreak: false });
      return;
    }
    const s = this.fit('Hand', text, 12.5, w - 6);
    const dx = this.rng.float(0, 5), dy = this.rng.float(-2.5, 0.8), a = this.rng.float(-2.2, 2.2);
    d.save().rotate(a, { origin: [x + dx, y + h] });
    d.font('Hand').fontSize(s).fillColor(L.ink).text(text, x + dx, y + dy + h - s * 0.95, { lineBreak: false });
    d.restore();
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number): void {
    const f = this.form!;
    const s = this.fit('Helvetica', text, 9, w - 4);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref } } });
    ap.end(`/Tx BMC q BT /${f.id} ${s} Tf 0 0 0.4 rg 2 ${((h - s) / 2 + s * 0.2).toFixed(2)} Td ${pdfString(text)} Tj ET Q EMC`);
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text),
      DA: new String(`/${f.id} ${s} Tf 0 0 0.4 rg`), F: 4, AP: { N: ap }, MK: {} } as any);
    f.fields.push(this.lastAnnotation());
  }

  private lastAnnotation(): unknown {
    const a = (this.doc as any).page.annotations as unknown[];
    return a[a.length - 1];
  }

  private markAp(b: number): unknown {
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    ap.end(this.look.mark === 'x' ? `q 0 g 1.1 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l S ${b - 1.5} 1.5 m 1.5 ${b - 1.5} l S Q`
      : `q 0 g 1.2 w 1.5 ${b * 0.5} m ${b * 0.4} 1.5 l ${b - 1} ${b - 1} l S Q`);
    return ap;
  }

  /** A row of check boxes (radio: one AcroForm radio group) with the chosen one marked. */
  checks(group: string, opts: CheckOption[], chosen: number | null, fields: Fields = {}, o: { radio?: boolean; size?: number; box?: number } = {}): void {
    const b = o.box ?? 8;
    for (const op of opts) {
      this.rect(op.x, op.y, b, b, { lw: 0.7 });
      this.text(op.label, op.x + b + 3, op.y + 0.5, { size: o.size ?? 7.5 });
    }
    const pick = chosen == null ? null : opts[chosen]!;
    const name = this.unique(group);
    if (this.form) {
      const parent = o.radio ? this.doc.ref({ FT: 'Btn', Ff: (1 << 15) | (1 << 14), T: new String(name), V: pick ? pick.on : 'Off', Kids: [] }) : null;
      for (const op of opts) {
        const on = op === pick, state = o.radio ? op.on : 'Yes';
        const ap = { N: { [state]: this.markAp(b), Off: this.form.off } };
        const dict = o.radio ? { Subtype: 'Widget', Parent: parent, AS: on ? state : 'Off', AP: ap, MK: {}, F: 4 }
          : { Subtype: 'Widget', FT: 'Btn', T: new String(`${name}_${op.on}`), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: ap, MK: {}, F: 4 };
        this.doc.annotate(op.x, op.y, b, b, dict as any);
        if (parent) (parent.data as any).Kids.push(this.lastAnnotation()); else this.form.fields.push(this.lastAnnotation());
      }
      if (parent) this.form.fields.push(parent);
      if (pick) this.drawn.push({ key: name, text: pick.label, page: this.page, kind: 'mark', fields, acroform: o.radio ? name : `${name}_${pick.on}`, onState: o.radio ? pick.on : 'Yes' });
      return;
    }
    if (!pick) return;
    this.drawn.push({ key: name, text: pick.label, page: this.page, kind: 'mark', fields });
    const d = this.doc, x = pick.x, y = pick.y;
    if (this.style === 'typed') {
      // A typed X is a letter; a typed check is the program's vector tick (no text).
      if (this.look.mark === 'x') d.font('Helvetica-Bold').fontSize(b + 1).fillColor('#000000').text('X', x + 0.9, y - 0.2, { lineBreak: false });
      else d.save().lineWidth(1.4).strokeColor('#000000').moveTo(x + 1.5, y + b * 0.5).lineTo(x + b * 0.4, y + b - 1.5).lineTo(x + b - 1, y + 1.5).stroke().restore();
      return;
    }
    const j = (): number => this.rng.float(-1.2, 1.2);
    d.save().lineWidth(1.3).lineCap('round').strokeColor(this.look.ink);
    if (this.look.mark === 'x') {
      d.moveTo(x - 1 + j(), y - 1 + j()).bezierCurveTo(x + b / 3, y + b / 3 + j(), x + b / 2, y + b / 2, x + b + 1 + j(), y + b + 1 + j()).stroke();
      d.moveTo(x + b + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + b + 1.5 + j()).stroke();
    } else {
      d.moveTo(x + 0.5, y + b * 0.45 + j()).lineTo(x + b * 0.4, y + b + 1).bezierCurveTo(x + b * 0.7, y + b * 0.3, x + b, y - 1, x + b + 4 + j(), y - 3 + j()).stroke();
    }
    d.restore();
  }

  /** A pen signature over a signature line (not in a fillable form, which arrives unsigned). */
  signature(x: number, y: number, w: number): void {
    if (this.form) return;
    const d = this.doc, r = this.rng;
    d.save().lineWidth(1).lineCap('round').strokeColor(this.look.ink);
    let cx = x + r.float(2, 10);
    d.moveTo(cx, y - r.float(2, 8));
    for (let i = 0; i < 5 && cx < x + w - 20; i++) {
      const nx = cx + r.float(10, 26);
      d.bezierCurveTo(cx + 4, y - r.float(10, 18), nx - 6, y + r.float(0, 5), nx, y - r.float(1, 9));
      cx = nx;
    }
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
