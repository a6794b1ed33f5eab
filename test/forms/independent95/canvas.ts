// A pen over a pdfkit page for set 95: static form ink (labels, rules, boxes) and the merchant's values in one of the
// three styles. Every value that gives a truth field is recorded (paths and printed text), so the truth is exactly
// what was printed. `print` mode draws a fillable form's values as a viewer prints them (the picture the phone or the
// fax takes); `source` mode puts them in AcroForm fields only.
import PDFDocument from 'pdfkit';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { paths: string[]; text: string; field?: string; page: number }
type Doc = InstanceType<typeof PDFDocument>;

export class Pen {
  readonly doc: Doc;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  page = 0;
  private n = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  /** The fax machine's stamp on every page (decoy), set by the layout before its pages. */
  faxHeader: ((page: number) => string) | null = null;
  ink = '#000000';
  /** Cell label size: larger on faxed forms (100 dpi vertical). */
  labelSize = 6.4;

  readonly style: Style;
  readonly mode: 'source' | 'print';
  private readonly jitter: Rng;

  constructor(style: Style, mode: 'source' | 'print', jitter: Rng) {
    this.style = style; this.mode = mode; this.jitter = jitter;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Producer: 'Broker intake', Creator: 'Broker intake', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((res) => this.doc.on('end', () => res()));
    if (style === 'fillable' && mode === 'source') this.doc.initForm();
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.faxHeader) this.text(this.faxHeader(this.page), 18, 7, 8.5, 'Courier-Bold');
  }

  async end(): Promise<Uint8Array> { this.doc.end(); await this.done; return new Uint8Array(Buffer.concat(this.chunks)); }

  // ---- static ink ----
  text(s: string, x: number, y: number, size = 7.5, font = 'Helvetica', o: { width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(font).fontSize(size).fillColor(o.color ?? '#000000')
      .text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }
  bold(s: string, x: number, y: number, size = 8, o: { width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void { this.text(s, x, y, size, 'Helvetica-Bold', o); }
  para(s: string, x: number, y: number, w: number, size = 6.5): void {
    this.doc.font('Helvetica').fontSize(size).fillColor('#000').text(s, x, y, { width: w, align: 'justify', lineGap: 0.5 });
  }
  rule(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000'): void { this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor(color).stroke(); }
  rect(x: number, y: number, w: number, h: number, lw = 0.7): void { this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor('#000').stroke(); }
  fill(x: number, y: number, w: number, h: number, color: string): void { this.doc.rect(x, y, w, h).fill(color); this.doc.fillColor('#000'); }
  band(s: string, x: number, y: number, w: number, color = '#000000', size = 8.5): void {
    this.fill(x, y, w, 13, color);
    this.bold(s, x + 5, y + 3, size, { color: '#ffffff' });
  }

  // ---- values ----
  /** A labelled cell: label small at the top left, the value below it, a box around. */
  cell(label: string, x: number, y: number, w: number, h: number, value: string, truth?: Record<string, unknown>): void {
    this.rect(x, y, w, h, 0.5);
    this.text(label, x + 2.5, y + 2, this.labelSize);
    this.value(value, x + 3, y + 3 + this.labelSize, w - 6, Math.max(10, h - 4 - this.labelSize), truth);
  }
  /** Label on the left, an underline to the right, the value on the line. */
  line(label: string, x: number, y: number, w: number, value: string, truth?: Record<string, unknown>, lw?: number): void {
    this.text(label, x, y + 5, 7.5, 'Helvetica-Bold');
    const lx = x + (lw ?? this.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4);
    this.rule(lx, y + 13, x + w, y + 13, 0.5);
    this.value(value, lx + 2, y, x + w - lx - 4, 13, truth);
  }

  /** The value itself in the style; records the truth paths it gives. */
  value(s: string, x: number, y: number, w: number, h: number, truth?: Record<string, unknown>): void {
    const paths = truth ? Object.keys(truth) : [];
    let field: string | undefined;
    if (s) {
      if (this.style === 'fillable' && this.mode === 'source') {
        field = `f${++this.n}_${(paths[0] ?? 'info').replace(/^application\./, '').replace(/[^A-Za-z0-9]+/g, '_')}`;
        this.doc.formText(field, x - 1, y, w + 2, h, { value: s, fontSize: 9, align: 'left' } as object);
      } else if (this.style === 'handwritten') {
        const r = this.jitter, font = r.chance(0.5) ? 'Times-Italic' : 'Helvetica-Oblique', angle = r.float(-2.2, 2.2), dx = r.float(0, 5), dy = r.float(-1.5, 1);
        let size = Math.min(h + 1, r.float(10.5, 12.5));
        this.doc.font(font).fontSize(size);
        while (size > (truth ? 7.5 : 5) && this.doc.widthOfString(s) > w - dx) this.doc.fontSize(size -= 0.5);
        const tx = x + dx, ty = y + Math.max(0, h - size) / 2 + dy - 1;
        this.doc.save().rotate(angle, { origin: [tx, ty + size / 2] }).font(font)
          .fontSize(size).fillColor('#14206b').text(s, tx, ty, { lineBreak: false }).restore();
        this.doc.fillColor('#000');
      } else {
        const font = this.style === 'fillable' ? 'Helvetica' : 'Courier-Bold';
        let size = this.style === 'fillable' ? 9 : 9.5;
        this.doc.font(font).fontSize(size);
        while (size > (truth ? 7 : 5) && this.doc.widthOfString(s) > w) this.doc.fontSize(size -= 0.5);
        if (this.doc.widthOfString(s) > w) this.doc.font(font === 'Courier-Bold' ? 'Helvetica-Bold' : 'Helvetica');
        this.doc.fillColor('#000').text(s, x, y + Math.max(0, (h - size) / 2), { lineBreak: false });
      }
    }
    if (truth && s) this.record(truth, s, field);
  }

  /** A checkbox with its label; `truth` is recorded with the label as the printed text when checked. */
  check(label: string, x: number, y: number, checked: boolean, truth?: Record<string, unknown>, size = 7.5): number {
    this.rect(x, y, 8, 8, 0.6);
    this.text(label, x + 11, y + 0.5, size);
    let field: string | undefined;
    if (checked) {
      if (this.style === 'fillable' && this.mode === 'source') {
        field = `c${++this.n}_${label.replace(/[^A-Za-z0-9]+/g, '_')}`;
        this.doc.formCheckbox(field, x, y, 8, 8, { value: 'Yes' } as object);
      } else if (this.style === 'handwritten') {
        const r = this.jitter, j = () => r.float(-1.2, 1.2);
        this.doc.lineWidth(1.3).strokeColor('#14206b').moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j()).stroke()
          .moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j()).stroke();
        this.doc.strokeColor('#000');
      } else {
        this.doc.lineWidth(1.1).strokeColor('#000').moveTo(x + 1.5, y + 1.5).lineTo(x + 6.5, y + 6.5).stroke().moveTo(x + 6.5, y + 1.5).lineTo(x + 1.5, y + 6.5).stroke();
      }
      if (truth) this.record(truth, label, field);
    }
    return x + 11 + this.doc.font('Helvetica').fontSize(size).widthOfString(label) + 9;
  }

  private record(truth: Record<string, unknown>, text: string, field?: string): void {
    for (const [path, v] of Object.entries(truth)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
          credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
    this.printed.push({ paths: Object.keys(truth), text, ...(field ? { field } : {}), page: this.page });
  }

  /** A signature scrawl (no text) on a line. */
  signature(x: number, y: number, w: number): void {
    const r = this.jitter;
    this.doc.lineWidth(0.9).strokeColor('#14206b').moveTo(x, y + 8);
    for (let i = 1; i <= 9; i++) this.doc.bezierCurveTo(x + (w / 9) * (i - 0.7), y + r.float(-2, 4), x + (w / 9) * (i - 0.3), y + r.float(8, 14), x + (w / 9) * i, y + r.float(3, 10));
    this.doc.stroke().strokeColor('#000');
  }
}
