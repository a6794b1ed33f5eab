// One form being drawn with pdfkit: labels as page text, values in the chosen style (typed text, handwriting, or
// AcroForm fields only), checkbox rows with several kinds of marks; the truth is set by each value as it is drawn, so
// it holds exactly what is printed.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'xlines' | 'xletter' | 'check' | 'drawncheck' | 'filled' | 'circle';
/** Truth paths as `legal_name` or `applicants.1.role`, with the value they give. */
export type Fields = Record<string, string | number | null>;

export interface Printed { text: string; fields: Fields; field?: string }

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'), require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];
const FIXED_DATE = new Date(Date.UTC(2026, 0, 15, 12, 0, 0));

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  readonly checks: { field: string; checked: boolean }[] = [];
  private readonly jitter: Rng;
  private readonly hand: string;
  private readonly asText: boolean;
  private names = new Map<string, number>();
  valueFont = 'Helvetica';
  valueSize = 9;

  readonly style: Style;

  constructor(style: Style, scan: boolean, seed: string) {
    this.style = style;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: FIXED_DATE, Title: 'Application' } });
    this.jitter = new Rng(`${seed}:hand`);
    this.hand = this.jitter.pick(HANDS);
    // A fillable form that is scanned was printed first: its values are then drawn as a viewer shows them.
    this.asText = style !== 'fillable' || scan;
    this.doc.font('Helvetica');
    if (!this.asText) this.doc.initForm();
  }

  label(text: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? 'black');
    this.doc.text(text, x, y, { lineBreak: false, width: o.width, align: o.align });
  }

  private fieldName(hint: string): string {
    const base = hint.replace(/[^A-Za-z0-9]+/g, ' ').trim().replace(/ /g, '_') || 'field';
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  private set(fields: Fields): void {
    for (const [path, v] of Object.entries(fields)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (!a) { (this.truth as unknown as Record<string, unknown>)[path] = v; continue; }
      const i = Number(a[1]);
      while (this.truth.applicants.length <= i) {
        this.truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      }
      (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2] as keyof TruthApplicant] = v;
    }
  }

  /** A filled-in value; `fields` its truth, or `decoy` for a value that is not the application's. Blank text draws nothing. */
  value(text: string, x: number, y: number, w: number, o: { fields?: Fields; decoy?: boolean; hint?: string; h?: number } = {}): void {
    if (o.fields) this.set(o.fields);
    if (!text) return;
    if (o.decoy) this.decoys.push(text);
    const name = this.fieldName(o.hint ?? Object.keys(o.fields ?? {})[0] ?? 'text');
    this.printed.push({ text, fields: o.fields ?? {}, ...(this.asText ? {} : { field: name }) });
    const d = this.doc;
    // A value too long for its cell is set smaller, as a typist or a viewer would: it stays whole and inside the cell.
    const fit = (font: string, size: number) => Math.min(size, (size * w) / Math.max(1, d.font(font).fontSize(size).widthOfString(text)));
    if (!this.asText) {
      d.font('Helvetica');
      d.formText(name, x, y - 2, w, o.h ?? 12, { value: text, fontSize: fit('Helvetica', this.valueSize) });
    } else if (this.style === 'handwritten') {
      const angle = this.jitter.float(-2.5, 2.5);
      const dx = this.jitter.float(-2, 4), dy = this.jitter.float(-2.5, 1.5);
      d.save().rotate(angle, { origin: [x, y + 6] });
      d.font(this.hand).fontSize(fit(this.hand, this.valueSize + 2.5)).fillColor(this.jitter.pick(['#1a2a7a', '#111111', '#22305c']));
      d.text(text, x + dx, y - 3 + dy, { lineBreak: false });
      d.restore();
    } else {
      d.font(this.valueFont).fontSize(fit(this.valueFont, this.valueSize)).fillColor('black').text(text, x + 1, y, { lineBreak: false });
    }
  }

  /** One option of a checkbox row: box and label drawn, the mark only when checked. */
  option(label: string, x: number, y: number, checked: boolean, drawn: Mark, o: { fields?: Fields; size?: number; group?: string } = {}): number {
    const d = this.doc, s = o.size ?? 8;
    // A circle round the option is a printed mark only: a fillable form has boxes there.
    const mark = !this.asText && drawn === 'circle' ? 'xlines' : drawn;
    if (checked && o.fields) this.set(o.fields);
    if (mark !== 'circle') d.lineWidth(0.7).strokeColor('black').rect(x, y, s, s).stroke();
    this.label(label, x + (mark === 'circle' ? 0 : s + 3), y + 0.5, { size: 7.5 });
    const end = x + (mark === 'circle' ? 0 : s + 3) + d.widthOfString(label) + 10;
    if (!this.asText && mark !== 'circle') {
      const field = this.fieldName(`${o.group ?? 'check'} ${label}`);
      this.checkboxField(field, x, y, s, checked);
      this.checks.push({ field, checked });
      if (checked) this.printed.push({ text: label, fields: o.fields ?? {}, field });
      return end;
    }
    if (checked) {
      this.printed.push({ text: label, fields: o.fields ?? {} });
      this.drawMark(mark, x, y, s, d.widthOfString(label));
    }
    return end;
  }

  private drawMark(mark: Mark, x: number, y: number, s: number, labelW: number): void {
    const d = this.doc;
    d.save().strokeColor(this.style === 'handwritten' ? '#1a2a7a' : 'black').fillColor('black');
    if (mark === 'xlines') d.lineWidth(1.1).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke();
    else if (mark === 'xletter') d.font('Helvetica-Bold').fontSize(s + 1).text('X', x + 1, y - 0.5, { lineBreak: false });
    // A solid tick shape like a font's check glyph (the standard ZapfDingbats font is not embedded, so not drawn everywhere).
    else if (mark === 'check') d.moveTo(x + 0.5, y + s * 0.5).lineTo(x + s * 0.4, y + s * 0.85).lineTo(x + s + 1, y - 1).lineTo(x + s * 0.4, y + s * 0.55).closePath().fill();
    else if (mark === 'drawncheck') d.lineWidth(1.4).moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s - 0.5).lineTo(x + s + 2, y - 2).stroke();
    else if (mark === 'filled') d.rect(x + 1.5, y + 1.5, s - 3, s - 3).fill();
    else d.lineWidth(1).ellipse(x + labelW / 2, y + 4.5, labelW / 2 + 5, 7).stroke();
    d.restore();
  }

  // pdfkit writes a widget's dictionary as soon as it is made, so the checkbox is made here whole: /V and /AS as
  // names, and an appearance per state so that viewers (and pdf.js) know the on-state.
  private checkboxField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc as unknown as PDFKit.PDFDocument & { _addToParent(ref: unknown): void; page: { annotations: unknown[] } };
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    on.end(`q 0 g 1 w 1 1 m ${s - 1} ${s - 1} l S ${s - 1} 1 m 1 ${s - 1} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    d.annotate(x, y, s, s, { FT: 'Btn', T: new String(name), Subtype: 'Widget', F: 4, V: state, AS: state, AP: { N: { Yes: on, Off: off } }, MK: { BC: [0, 0, 0] } } as never);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  async bytes(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((ok) => this.doc.on('end', () => ok()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
