// Drawing engine for independent118: labels, values in the three styles (typed, handwritten, fillable AcroForm), and
// the record of what was printed. The truth is built here from the values drawn with `fields`, so a truth value that
// is not null has always been printed.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { key: string; text: string; page: number; field?: string }
export type Fields = Record<string, string | number | null>;
const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const URW = '/usr/share/fonts/opentype/urw-base35/';

interface FontLike { id: string; ref(): unknown; encode(t: string): [string[], unknown] }
interface DocInternals { _font: FontLike; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } }; page: { annotations: unknown[] } }

export function emptyApp(): TruthApplication {
  return { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
}
function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly flat: boolean; // fillable drawn as page text (for a scan)
  readonly rng: Rng;
  page = 0;
  printed: Printed[] = [];
  decoys: string[] = [];
  truth: TruthApplication = emptyApp();
  typedFont: string;
  private names = new Set<string>();

  constructor(style: Style, scan: boolean, rng: Rng, typedFont = 'Helvetica') {
    this.style = style;
    this.flat = style === 'fillable' && scan;
    this.rng = rng;
    this.typedFont = style === 'fillable' ? 'Helvetica' : typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true });
    this.doc.registerFont('Hand', HAND);
    for (const f of ['NimbusSans-Regular', 'NimbusSans-Bold', 'NimbusSansNarrow-Regular', 'NimbusSansNarrow-Bold', 'NimbusRoman-Regular', 'NimbusRoman-Bold', 'NimbusMonoPS-Regular'])
      this.doc.registerFont(f, `${URW}${f}.otf`);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.page === 1 && this.style === 'fillable' && !this.flat) {
      this.doc.font('Helvetica');
      this.doc.initForm();
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  text(s: string, x: number, y: number, o: { size?: number; font?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; color?: string; lineGap?: number } = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? 'black');
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0.5 });
    else d.text(s, x, y, { lineBreak: false });
    const h = o.width ? d.heightOfString(s, { width: o.width, lineGap: o.lineGap ?? 0.5 }) : (o.size ?? 7);
    d.fillColor('black');
    return y + h;
  }

  private record(key: string, text: string, fields: Fields | undefined, decoy: boolean): void {
    const paths = Object.keys(fields ?? {});
    if (decoy) this.decoys.push(text);
    if (!paths.length) { this.printed.push({ key, text, page: this.page }); return; }
    for (const p of paths) {
      this.printed.push({ key, text, page: this.page, field: `application.${p}` });
      const v = fields![p]!;
      const m = /^applicants\[(\d)\]\.(\w+)$/.exec(p);
      if (m) {
        const i = Number(m[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push(emptyApplicant());
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[p] = v;
    }
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_');
    for (let i = 2; this.names.has(n); i++) n = `${key}_${i}`;
    this.names.add(n);
    return n;
  }

  /** Wrap text to at most `lines` lines of width w, shrinking the size if it must. */
  private wrap(text: string, font: string, size: number, w: number, lines: number): { lines: string[]; size: number } {
    for (let s = size; ; s -= 0.5) {
      this.doc.font(font).fontSize(s);
      const out: string[] = [];
      let cur = '';
      for (const word of text.split(' ')) {
        const t = cur ? `${cur} ${word}` : word;
        if (this.doc.widthOfString(t) <= w || !cur) cur = t;
        else { out.push(cur); cur = word; }
      }
      out.push(cur);
      if (out.length <= lines || s <= 5) return { lines: out, size: s };
    }
  }

  /** A value in the box (x, y, w, h: top-left page coordinates). Empty text: nothing drawn (an empty AcroForm field). */
  value(key: string, text: string, x: number, y: number, w: number, h: number, o: { fields?: Fields; decoy?: boolean; size?: number; lines?: number; pitch?: number } = {}): void {
    const lines = o.lines ?? 1;
    const base = this.style === 'handwritten' ? (o.size ?? 9.5) * 1.2 : o.size ?? 9;
    if (this.style === 'fillable' && !this.flat) return this.acroText(key, text, x, y, w, h, base, lines, o, o.pitch);
    if (!text) return;
    const font = this.style === 'handwritten' ? 'Hand' : this.typedFont;
    const wr = this.wrap(text, font, base, w - 4, lines);
    const lh = wr.size * 1.12;
    const pitch = o.pitch ?? lh;
    const top = o.pitch ? y + (o.pitch - lh) / 2 + 1 : y + Math.max(1, (h - lh * wr.lines.length) / 2);
    wr.lines.forEach((ln, i) => {
      const ty = top + i * pitch;
      if (this.style === 'handwritten') {
        const dx = this.rng.float(-1.5, 1.5), dy = this.rng.float(-1.2, 1.2);
        this.doc.save().rotate(this.rng.float(-2, 2), { origin: [x + 3, ty + lh / 2] });
        this.doc.font('Hand').fontSize(wr.size).fillColor('#1b2a6b').text(ln, x + 3 + dx, ty + dy, { lineBreak: false });
        this.doc.restore().fillColor('black');
      } else this.doc.font(font).fontSize(wr.size).fillColor('black').text(ln, x + 2, ty, { lineBreak: false });
    });
    this.record(key, text, o.fields, o.decoy ?? false);
  }

  private acroText(key: string, text: string, x: number, y: number, w: number, h: number, size: number, lines: number, o: { fields?: Fields; decoy?: boolean }, pitch?: number): void {
    const doc = this.doc;
    doc.font('Helvetica');
    const f = (doc as unknown as DocInternals)._font;
    const wr = this.wrap(text, 'Helvetica', size, w - 4, lines);
    const lh = wr.size * 1.12;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
    ap.end(this.multiAp(text ? wr.lines : [], f, wr.size, h, lh, pitch));
    const dict: Record<string, unknown> = { Subtype: 'Widget', FT: 'Tx', T: new String(this.fieldName(key)), V: new String(text), F: 4,
      DA: new String(`/${f.id} ${wr.size} Tf 0 g`), AP: { N: ap }, MK: {} };
    if (lines > 1) dict.Ff = 4096;
    doc.annotate(x, y, w, h, dict as unknown as PDFKit.Mixins.AnnotationOption);
    this.pushField();
    if (text) this.record(key, text, o.fields, o.decoy ?? false);
  }
  private multiAp(ls: string[], f: FontLike, size: number, h: number, lh: number, pitch?: number): string {
    if (!ls.join('')) return '/Tx BMC EMC';
    const top = pitch ? h - pitch + 3 : h - (h - lh * ls.length) / 2 - 0.8 * lh;
    const body = ls.map((ln, i) => `1 0 0 1 2 ${(top - i * (pitch ?? lh)).toFixed(2)} Tm <${f.encode(ln)[0].map((c) => c.padStart(2, '0')).join('')}> Tj`).join(' ');
    return `/Tx BMC q BT /${f.id} ${size} Tf 0 g ${body} ET Q EMC`;
  }
  private pushField(): void {
    const d = this.doc as unknown as DocInternals;
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A checkbox of side s at (x, y); the label is the caller's. When checked and `fields` is given, the label is a value. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields?: Fields, s = 8): void {
    const doc = this.doc;
    doc.lineWidth(0.6).strokeColor('black').rect(x, y, s, s).stroke();
    if (this.style === 'fillable' && !this.flat) {
      const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 0.9 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(this.fieldName(key)), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        F: 4, AP: { N: { Yes: on, Off: off } }, MK: {} } as unknown as PDFKit.Mixins.AnnotationOption);
      this.pushField();
    } else if (checked) {
      if (this.style === 'handwritten') {
        const j = (): number => this.rng.float(-1.2, 1.2);
        if (this.rng.chance(0.5)) doc.lineWidth(1.1).strokeColor('#1b2a6b').moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
        else doc.lineWidth(1.2).strokeColor('#1b2a6b').moveTo(x + 1 + j(), y + s / 2 + j()).lineTo(x + s / 2.5, y + s - 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
        doc.strokeColor('black');
      } else doc.font('Helvetica-Bold').fontSize(s + 1).text('X', x + 1, y - 0.2, { lineBreak: false });
    }
    if (checked) this.record(key, label, fields, false);
  }

  /** A signature: a pen scribble (no text). */
  signature(x: number, y: number, w: number): void {
    const d = this.doc.lineWidth(0.9).strokeColor('#1b2a6b').moveTo(x, y);
    let cx = x;
    const n = this.rng.int(4, 7);
    for (let i = 0; i < n; i++) {
      const nx = cx + (w * 0.6) / n;
      d.bezierCurveTo(cx + this.rng.float(0, 12), y - this.rng.float(4, 14), nx - this.rng.float(0, 10), y + this.rng.float(2, 8), nx, y + this.rng.float(-3, 3));
      cx = nx;
    }
    d.stroke().strokeColor('black');
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
