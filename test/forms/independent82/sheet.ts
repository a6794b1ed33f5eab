// Set 82: one form being drawn. It writes a value in the document's style (typed: monospace text; handwritten: an
// oblique font, rotated and jittered, marks as strokes; fillable: AcroForm fields) and records the truth of what
// it printed: a layout that leaves a value blank or masks it simply records nothing for it.
import type PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { digitsOf, maskTax, type Merchant, type Owner } from './data.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How a chosen pill or box shows in typed style: a filled pill, a letter X, a drawn check. */
export type TypedMark = 'fill' | 'x' | 'check';
type Doc = InstanceType<typeof PDFDocument>;
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }

export class Sheet {
  readonly app: TruthApplication = emptyApplication();
  private names = new Set<string>();
  readonly hand: { font: string; mark: 'x' | 'check' | 'circle' };
  /** Values printed in the page text (typed and handwritten), for the tests. */
  readonly printed: string[] = [];
  /** AcroForm fields written: name -> value (checkboxes: `Yes`/`Off`). */
  readonly fields = new Map<string, string>();

  readonly doc: Doc;
  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;

  /** Fillable forms going to the scanner: the fields' appearances are also drawn on the page (the scanner's renderer
   *  shows no widgets; a printed filled form shows its values). */
  readonly flatten: boolean;

  constructor(doc: Doc, style: Style, rng: Rng, flatten = false, typedFont = 'Courier') {
    this.doc = doc; this.style = style; this.rng = rng; this.typedFont = typedFont; this.flatten = flatten;
    this.hand = { font: rng.pick(['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique']), mark: rng.pick(['x', 'check', 'circle'] as const) };
    if (style === 'fillable') {
      doc.font('Helvetica'); doc.initForm();
      // Every widget carries its own appearance: viewers need not (and should not) rebuild them.
      (doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  pages = 1;
  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.pages++; }

  set(patch: Partial<TruthApplication>): void { Object.assign(this.app, patch); }

  owner(i: number, patch: Partial<TruthApplicant>): void {
    while (this.app.applicants.length <= i) {
      this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
        tax_id_type: null, tax_id_country: null, date_of_birth: null });
    }
    Object.assign(this.app.applicants[i]!, patch);
  }

  private unique(name: string): string {
    let n = name.replace(/[^A-Za-z0-9_.]/g, '_'), k = 2;
    while (this.names.has(n)) n = `${name}_${k++}`;
    this.names.add(n);
    return n;
  }

  /** A value in the box (x, y, w, h) (top-left origin); an empty text leaves the box blank (an empty field when fillable). */
  value(x: number, y: number, w: number, h: number, text: string, name: string, size = 9.5, align: 'left' | 'center' = 'left'): void {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const n = this.unique(name);
      this.textField(n, x + 1, y + 1, w - 2, h - 2, text, size, align);
      this.fields.set(n, text);
      return;
    }
    if (!text) return;
    const font = this.style === 'typed' ? this.typedFont : this.hand.font;
    let s = this.style === 'handwritten' ? size + 1 : size;
    doc.font(font).fontSize(s);
    while (s > 5 && doc.widthOfString(text) > w - 4) doc.fontSize(--s);
    const tw = doc.widthOfString(text);
    let tx = align === 'center' ? x + (w - tw) / 2 : x + 3;
    let ty = y + (h - s) / 2 + 1;
    this.printed.push(text);
    doc.save().fillColor(this.style === 'handwritten' ? '#1b2a6b' : '#111111');
    if (this.style === 'handwritten') {
      tx += this.rng.float(-1, 3); ty += this.rng.float(-1.5, 1);
      doc.rotate(this.rng.float(-2.2, 2.2), { origin: [tx, ty + s / 2] });
    }
    doc.text(text, tx, ty, { lineBreak: false });
    doc.restore();
  }

  /** A comb field: one character per cell (fillable: one field holding the whole text). */
  comb(x: number, y: number, cell: number, h: number, text: string, cells: number, name: string): void {
    const doc = this.doc;
    doc.save().lineWidth(0.6).strokeColor('#94a3b8');
    for (let i = 0; i < cells; i++) doc.rect(x + i * cell, y, cell, h).stroke();
    doc.restore();
    if (this.style === 'fillable') {
      const n = this.unique(name);
      this.textField(n, x, y, cell * cells, h, text, 9, 'left', cells);
      this.fields.set(n, text);
      return;
    }
    if (!text) return;
    this.printed.push(text);
    for (const [i, c] of [...text].entries()) {
      if (c === ' ') continue;
      const before = this.printed.length;
      this.value(x + i * cell, y, cell, h, c, name, 9, 'center');
      this.printed.length = before;
    }
  }

  /** A check mark for the spot centred at (cx, cy) of radius r: on or off. */
  mark(cx: number, cy: number, r: number, name: string, on: boolean, typed: TypedMark = 'x'): void {
    const doc = this.doc;
    if (this.style === 'fillable') { this.checkbox(name, cx - r, cy - r, 2 * r, on); return; }
    if (!on) return;
    const kind = this.style === 'typed' ? typed : this.hand.mark;
    doc.save();
    if (kind === 'x' && this.style === 'typed') {
      doc.font('Helvetica-Bold').fontSize(r * 2).fillColor('#111111').text('X', cx - r * 0.62, cy - r * 0.72, { lineBreak: false });
    } else if (kind === 'x') {
      const j = (): number => this.rng.float(-0.8, 0.8);
      doc.lineWidth(1.3).strokeColor('#1b2a6b').moveTo(cx - r + j(), cy - r + j()).lineTo(cx + r + j(), cy + r + j())
        .moveTo(cx + r + j(), cy - r + j()).lineTo(cx - r + j(), cy + r + j()).stroke();
    } else if (kind === 'circle') {
      doc.lineWidth(1.1).strokeColor('#1b2a6b').ellipse(cx + this.rng.float(-0.6, 0.6), cy, r + 2.5, r + 2).stroke();
    } else if (kind === 'check') {
      doc.lineWidth(1.4).strokeColor(this.style === 'typed' ? '#111111' : '#1b2a6b').moveTo(cx - r, cy).lineTo(cx - r * 0.25, cy + r * 0.8)
        .lineTo(cx + r * 1.2, cy - r * 1.1).stroke();
    }
    doc.restore();
  }

  /** A hand-drawn ring around a chosen option (x, y, w, h). */
  ring(x: number, y: number, w: number, h: number): void {
    this.doc.save().lineWidth(1.1).strokeColor('#1b2a6b')
      .ellipse(x + w / 2 + this.rng.float(-1, 1), y + h / 2, w / 2 + 4, h / 2 + 3).stroke().restore();
  }

  /** A widget annotation built whole (pdfkit writes an annotation when it is made, so AP, V and AS go in at once). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: object): void;
      page: { annotations: Ref[] }; _root: { data: { AcroForm: { data: { Fields: Ref[] } } } } };
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]!);
  }

  private stream(w: number, h: number, content: string, resources: object = {}): Ref {
    const ref = (this.doc as unknown as { ref(d: object): Ref }).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: resources });
    ref.end(content);
    return ref;
  }

  private textField(name: string, x: number, y: number, w: number, h: number, text: string, size0: number, align: 'left' | 'center', cells = 0): void {
    const doc = this.doc;
    let size = size0;
    doc.font('Helvetica').fontSize(size);
    while (size > 5 && doc.widthOfString(text) > w - 4) doc.fontSize(--size);
    const font = (doc as unknown as { _font: { id: string; ref(): Ref } })._font;
    const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
    const tx = align === 'center' ? (w - doc.widthOfString(text)) / 2 : 2;
    const ty = ((h - size) / 2 + 1.5).toFixed(2);
    const body = cells
      ? [...text].map((c, i) => `1 0 0 1 ${((i + 0.5) * (w / cells) - doc.widthOfString(c) / 2).toFixed(2)} ${ty} Tm (${c.replace(/[\\()]/g, '\\$&')}) Tj`).join(' ')
      : `${tx.toFixed(2)} ${ty} Td (${esc}) Tj`;
    const ap = this.stream(w, h, `/Tx BMC q BT /${font.id} ${size} Tf 0 g ${body} ET Q EMC`, { Font: { [font.id]: font.ref() } });
    if (this.flatten && text) {
      doc.save().fillColor('#000000');
      if (cells) [...text].forEach((c, i) => doc.text(c, x + (i + 0.5) * (w / cells) - doc.widthOfString(c) / 2, y + (h - size) / 2, { lineBreak: false }));
      else doc.text(text, x + tx, y + (h - size) / 2, { lineBreak: false });
      doc.restore();
    }
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${size} Tf 0 g`),
      ...(align === 'center' ? { Q: 1 } : {}), ...(cells ? { Ff: 1 << 24, MaxLen: cells } : {}), AP: { N: ap } });
  }

  checkbox(name: string, x: number, y: number, size: number, on: boolean): void {
    const n = this.unique(name);
    const a = size * 0.2, b = size * 0.8;
    const yes = this.stream(size, size, `q 0 G 1.2 w ${a} ${a} m ${b} ${b} l S ${a} ${b} m ${b} ${a} l S Q`);
    const off = this.stream(size, size, '');
    if (this.flatten && on) {
      this.doc.save().lineWidth(1.2).strokeColor('#000000').moveTo(x + a, y + a).lineTo(x + b, y + b).moveTo(x + b, y + a).lineTo(x + a, y + b).stroke().restore();
    }
    this.widget(x, y, size, size, { FT: 'Btn', T: new String(n), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
    this.fields.set(n, on ? 'Yes' : 'Off');
  }
}

// ---- what a printed value gives (applications.md) ----

/** The business tax ID as printed (full or masked) and what it gives: nothing when masked. */
export function bizTax(m: Merchant): { text: string; patch: Partial<TruthApplication> } {
  if (m.taxMasked) return { text: maskTax(m.taxId), patch: {} };
  return { text: m.taxId, patch: { business_tax_id: digitsOf(m.taxId), business_tax_id_type: m.taxKind, business_tax_id_country: m.country } };
}

/** An owner's SSN/ITIN/SIN as printed: masked gives tax_id, type and country all null (README). */
export function ownerTax(o: Owner): { text: string; patch: Partial<TruthApplicant> } {
  if (o.masked) return { text: maskTax(o.taxId), patch: {} };
  return { text: o.taxId, patch: { tax_id: digitsOf(o.taxId), tax_id_type: o.taxKind, tax_id_country: o.taxKind === 'SIN' ? 'CA' : 'US' } };
}

/** The owner's name as printed: `First M. Last, DC` or `Last, First`. */
export function ownerName(o: Owner, lastFirst = false): string {
  if (lastFirst) return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  return `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}

/** The business's own facts every layout prints: legal name, DBA, industry line, address state, country. */
export function baseTruth(s: Sheet, m: Merchant): void {
  s.set({ legal_name: m.legal, trade_name: m.dba && m.dba !== m.legal ? m.dba : null, industry: m.industry, state_region: m.addr.state,
    country: m.country === 'US' ? 'United States' : 'Canada' });
}
