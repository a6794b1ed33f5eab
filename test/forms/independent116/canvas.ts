// The drawing surface of set 116: labels are page text; each value is drawn in the document's style (typed text, the
// Z003 hand slightly rotated, or an AcroForm field with V and an appearance stream) and recorded with the truth fields
// it gives. Values drawn without fields are decoys.
import PDFDocument from 'pdfkit';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const URW = '/usr/share/fonts/opentype/urw-base35/';
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { key: string; text: string; page: number; field?: string }
/** Truth values a drawn value gives, by path below `application.` (`legal_name`, `applicants[1].last_name`). */
export type Fields = Record<string, string | number | null>;
export interface ValueOpts { size?: number; align?: 'left' | 'center' | 'right'; font?: string }

export function emptyApp(): TruthApplication {
  return { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
}
const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

type AnyDoc = PDFKit.PDFDocument & { _font: { id: string; ref(): PDFKit.PDFKitReference } };
/** pdfkit's annotate, seen loosely so the appearance streams can be merged into each widget's dictionary. */
interface Annotating { annotate: (...a: unknown[]) => unknown }
/** A pdfkit reference: `end()` takes no chunk in practice (the typings ask for one). */
const endRef = (r: PDFKit.PDFKitReference): void => { (r as unknown as { end(): void }).end(); };

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  /** fillable + scan: the field values are also drawn on the page, as a scanner sees a filled form. */
  readonly drawFilled: boolean;
  /** Font of typed values (a registered name). */
  valueFont = 'sans';
  page = 1;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  readonly app: TruthApplication = emptyApp();
  private readonly names = new Set<string>();
  private readonly chunks: Uint8Array[] = [];
  private extra: Record<string, unknown> | null = null;
  private helv: { id: string; ref: PDFKit.PDFKitReference } | null = null;

  constructor(style: Style, rng: Rng, drawFilled: boolean, info: { title: string; author: string }) {
    this.style = style; this.rng = rng; this.drawFilled = drawFilled;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: info.title, Author: info.author, Creator: info.author } });
    this.doc.on('data', (c: Uint8Array) => this.chunks.push(c));
    for (const [n, f] of [['sans', 'NimbusSans-Regular'], ['bold', 'NimbusSans-Bold'], ['italic', 'NimbusSans-Italic'],
      ['narrow', 'NimbusSansNarrow-Regular'], ['narrowb', 'NimbusSansNarrow-Bold'], ['serif', 'NimbusRoman-Regular'],
      ['serifb', 'NimbusRoman-Bold'], ['serifi', 'NimbusRoman-Italic'], ['mono', 'NimbusMonoPS-Regular'], ['gothic', 'URWGothic-Book'],
      ['gothicb', 'URWGothic-Demi'], ['hand', 'Z003-MediumItalic']] as const) this.doc.registerFont(n, URW + f + '.otf');
    if (style === 'fillable') {
      const d = this.doc as AnyDoc;
      d.font('Helvetica');
      this.helv = { id: d._font.id, ref: d._font.ref() };
      d.initForm();
      // every field carries its own appearance stream
      (d as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
      const ann = d as unknown as Annotating;
      const orig = ann.annotate.bind(d);
      ann.annotate = (...a: unknown[]) => orig(a[0], a[1], a[2], a[3], this.extra ? { ...(a[4] as object), ...this.extra } : a[4]);
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  // ---- static print ----
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; wrap?: boolean } = {}): void {
    const d = this.doc.font(o.font ?? 'sans').fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    d.text(s, x, y, { lineBreak: o.wrap ?? false, ...(o.width ? { width: o.width } : {}), align: o.align ?? 'left', lineGap: 0.5 });
    this.doc.fillColor('#000');
  }
  box(x: number, y: number, w: number, h: number, lw = 0.6, color = '#000'): void {
    this.doc.lineWidth(lw).strokeColor(color).rect(x, y, w, h).stroke().strokeColor('#000');
  }
  fill(x: number, y: number, w: number, h: number, color: string): void { this.doc.rect(x, y, w, h).fill(color); this.doc.fillColor('#000'); }
  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000'): void {
    this.doc.lineWidth(lw).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().strokeColor('#000');
  }

  // ---- values ----
  private record(key: string, text: string, fields: Fields | null): void {
    if (!fields) { this.decoys.push(text); return; }
    for (const [path, v] of Object.entries(fields)) {
      this.printed.push({ key, text, page: this.page, field: `application.${path}` });
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push(emptyApplicant());
        (this.app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  private uniq(key: string): string {
    let n = key, i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }
  private fit(text: string, font: string, size: number, w: number): number {
    let s = size;
    while (s > 5 && this.doc.font(font).fontSize(s).widthOfString(text) > w) s -= 0.5;
    return s;
  }

  /** A value in the box (x, y, w, h) (top left, pdfkit space). `text` null or '' is a blank (an empty field when fillable). */
  value(key: string, text: string | null, x: number, y: number, w: number, h: number, fields: Fields | null, o: ValueOpts = {}): void {
    const blank = text === null || text === '';
    if (this.style === 'fillable') this.field(key, blank ? '' : text, x, y, w, h, o);
    if (blank) return;
    if (this.style === 'handwritten') this.hand(text, x, y, w, h, o);
    else if (this.style === 'typed' || this.drawFilled) this.typed(text, x, y, w, h, o, this.style === 'fillable' ? 'Helvetica' : undefined);
    this.record(key, text, fields);
  }
  private typed(text: string, x: number, y: number, w: number, h: number, o: ValueOpts, font?: string): void {
    const f = font ?? o.font ?? this.valueFont;
    const s = this.fit(text, f, o.size ?? Math.min(9, h - 3), w - 4);
    this.doc.font(f).fontSize(s);
    const tw = this.doc.widthOfString(text);
    const tx = o.align === 'center' ? x + (w - tw) / 2 : o.align === 'right' ? x + w - 2 - tw : x + 2;
    this.doc.fillColor('#000').text(text, tx, y + h - s - 2, { lineBreak: false });
  }
  private hand(text: string, x: number, y: number, w: number, h: number, o: ValueOpts): void {
    const r = this.rng;
    const s = this.fit(text, 'hand', Math.min((o.size ?? 11) + r.float(-0.5, 1.5), h + 1), w - 10);
    this.doc.font('hand').fontSize(s);
    const tw = this.doc.widthOfString(text);
    const tx = (o.align === 'center' ? x + (w - tw) / 2 : x + r.float(2, 5)) + r.float(-1, 1);
    const ty = y + h - s - 1 + r.float(-1.5, 1.5);
    // within about 2 degrees, less on long values so the line's end stays in its box (at most ~3 pt of drift)
    const maxDeg = Math.min(2, (Math.atan(3 / Math.max(tw, 1)) * 180) / Math.PI);
    this.doc.save().rotate(r.float(-maxDeg, maxDeg), { origin: [tx, ty + s] });
    this.doc.fillColor(r.pick(['#1a2a6c', '#101010', '#1f3f8f'])).text(text, tx, ty, { lineBreak: false });
    this.doc.restore().fillColor('#000');
  }
  private field(key: string, text: string, x: number, y: number, w: number, h: number, o: ValueOpts): void {
    const helv = this.helv!;
    const size = text ? this.fit(text, 'Helvetica', Math.min(9, h - 3), w - 4) : 9;
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [helv.id]: helv.ref } } });
    const esc = [...text].map((c) => (c.charCodeAt(0) > 255 ? '?' : c)).join('').replace(/[\\()]/g, (m) => '\\' + m);
    ap.write(text ? `/Tx BMC q BT /${helv.id} ${size} Tf 0 g 2 ${((h - size) / 2 + 1).toFixed(2)} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC');
    endRef(ap);
    this.extra = { AP: { N: ap } };
    this.doc.font('Helvetica').formText(this.uniq(key), x, y, w, h, { value: text, fontSize: 0, align: o.align ?? 'left' });
    this.extra = null;
  }

  /** A checkbox at (x, y) of side s; checked ones record `label` (the printed option) with `fields`. */
  check(key: string, x: number, y: number, s: number, checked: boolean, label: string, fields: Fields | null, onState = 'Yes'): void {
    this.box(x, y, s, s, 0.6);
    if (this.style === 'fillable') {
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.write(`q 0 g 1 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q`); endRef(on);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.write(''); endRef(off);
      this.extra = { DA: new String(`/${this.helv!.id} 0 Tf 0 g`), AP: { N: { [onState]: on, Off: off } }, AS: checked ? onState : 'Off', ...(checked ? { V: onState } : {}) };
      this.doc.formCheckbox(this.uniq(key), x, y, s, s, {});
      this.extra = null;
    }
    if (!checked) return;
    if (this.style === 'handwritten') {
      const r = this.rng, j = (): number => r.float(-1.2, 1.2);
      this.doc.lineWidth(r.float(0.9, 1.4)).strokeColor('#1a2a6c');
      if (r.chance(0.6)) {
        this.doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
        this.doc.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
      } else {
        this.doc.moveTo(x + 1 + j(), y + s / 2 + j()).lineTo(x + s / 2.4, y + s - 1 + j()).lineTo(x + s + 2 + j(), y - 3 + j()).stroke();
      }
      this.doc.strokeColor('#000');
    } else if (this.style === 'typed' || this.drawFilled) {
      this.doc.font(this.style === 'fillable' ? 'Helvetica' : 'bold').fontSize(s).fillColor('#000').text('X', x + s * 0.18, y + s * 0.08, { lineBreak: false });
    }
    this.record(key, label, fields);
  }

  /** A signature: strokes, no text. */
  signature(x: number, y: number, w: number): void {
    const r = this.rng;
    this.doc.lineWidth(0.9).strokeColor('#1a2a6c').moveTo(x, y);
    let cx = x;
    while (cx < x + w * r.float(0.55, 0.9)) {
      const nx = cx + r.float(8, 18);
      this.doc.bezierCurveTo(cx + 3, y - r.float(4, 12), nx - 3, y + r.float(2, 8), nx, y + r.float(-3, 3));
      cx = nx;
    }
    this.doc.stroke().strokeColor('#000');
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
