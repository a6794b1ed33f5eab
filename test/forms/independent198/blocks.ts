// The pieces of a form-builder printout: section titles, one-question blocks (numbered or not, answer on a line, in an
// outlined or grey box, or as plain large text), multiple-choice lists with the chosen option marked, and the
// multi-column rows of the JotForm / Cognito kind. Each layout is a Theme plus the order it asks its questions in.
import type { Sheet } from './sheet.ts';

export interface Theme {
  accent: string;
  qFont: string; qSize: number; qColor: string;
  numbered: 'none' | 'dot' | 'arrow';
  answer: 'underline' | 'outline' | 'grey' | 'plain';
  aSize: number;
  marker: 'circle' | 'square';
  typedMark: 'dot' | 'x' | 'check' | 'fill';
  /** Google Forms draws each question in its own outlined card. */
  card: boolean;
  x: number; w: number;
  gap: number;
}

export interface Value { key: string; value: string | null; decoy?: boolean }
export interface Cell extends Value { label: string; sub?: string; span?: number }

export class Form {
  n = 0;
  readonly s: Sheet;
  readonly th: Theme;
  constructor(s: Sheet, th: Theme) { this.s = s; this.th = th; }

  private title(title: string, required: boolean, x: number, w: number, dry = false): number {
    const th = this.th, s = this.s;
    const num = th.numbered === 'dot' ? `${this.n}. ` : '';
    // Typeform prints the number and an arrow in the accent colour left of the question (the arrow is drawn:
    // the standard fonts have no arrow glyph).
    const indent = th.numbered === 'arrow' ? 30 : 0;
    const text = `${num}${title}${required ? ' *' : ''}`;
    s.doc.font(th.qFont).fontSize(th.qSize);
    const h = s.doc.heightOfString(text, { width: w - indent, lineGap: 1.5 });
    if (dry) return h;
    if (indent) {
      s.text(String(this.n), x, s.y + 2, { font: 'Helvetica-Bold', size: th.qSize - 3, color: th.accent });
      const ax = x + 15, ay = s.y + th.qSize / 2 + 1;
      s.doc.save().lineWidth(1).strokeColor(th.accent).moveTo(ax, ay).lineTo(ax + 8, ay).moveTo(ax + 5, ay - 3).lineTo(ax + 8, ay).lineTo(ax + 5, ay + 3).stroke().restore();
    }
    s.text(text, x + indent, s.y, { font: th.qFont, size: th.qSize, color: th.qColor, width: w - indent });
    return h;
  }

  private answerBox(v: Value, x: number, y: number, w: number): number {
    const th = this.th, s = this.s, d = s.doc;
    const h = th.answer === 'plain' ? th.aSize * 1.7 : th.aSize + 10;
    if (th.answer === 'underline') d.save().lineWidth(0.6).strokeColor('#9aa0a6').moveTo(x, y + h).lineTo(x + w, y + h).stroke().restore();
    if (th.answer === 'outline') d.save().lineWidth(0.7).strokeColor('#b8bdc9').rect(x, y, w, h).stroke().restore();
    if (th.answer === 'grey') d.save().fillColor('#eef0f3').rect(x, y, w, h).fill().restore();
    if (v.value !== null) s.answer(v.key, v.value, x, y, w, h, { size: th.aSize, decoy: v.decoy });
    return h;
  }

  /** One question and its answer below. A null value prints the question with an empty answer. */
  question(title: string, v: Value, o: { required?: boolean; help?: string } = {}): void {
    const th = this.th, s = this.s;
    this.n++;
    const pad = th.card ? 14 : 0, x = th.x + pad, w = th.w - 2 * pad;
    const hTitle = this.title(title, !!o.required, x, w, true);
    const hHelp = o.help ? 12 : 0;
    const hAns = th.answer === 'plain' ? th.aSize * 1.7 : th.aSize + 10;
    const total = pad + hTitle + hHelp + 6 + hAns + pad;
    s.ensure(total + th.gap);
    if (th.card) this.card(s.y, total);
    s.y += pad;
    s.y += this.title(title, !!o.required, x, w);
    if (o.help) { s.text(o.help, x, s.y + 1, { size: 8, color: '#70757a' }); s.y += hHelp; }
    s.y += 6;
    const ind = th.numbered === 'arrow' ? 30 : 0;
    this.answerBox(v, x + ind, s.y, (w - ind) * (th.answer === 'underline' ? 0.6 : 1));
    s.y += hAns + pad + th.gap;
  }

  private card(y: number, h: number): void {
    this.s.doc.save().lineWidth(0.7).strokeColor('#dadce0').roundedRect(this.th.x, y, this.th.w, h, 7).stroke().restore();
  }

  /** A multiple-choice question: every option listed with its marker, the chosen one marked. `other` is the text on
   *  the "Other:" option's line. */
  choice(title: string, key: string, options: string[], chosen: string | null, o: { required?: boolean; cols?: number; other?: string | null; letters?: boolean } = {}): void {
    const th = this.th, s = this.s;
    this.n++;
    const cols = o.cols ?? 1, pad = th.card ? 14 : 0, ind = th.numbered === 'arrow' ? 30 : 0;
    const x = th.x + pad, w = th.w - 2 * pad;
    const rowH = o.letters ? 24 : 17, rows = Math.ceil(options.length / cols);
    const hTitle = this.title(title, !!o.required, x, w, true);
    const total = pad + hTitle + 8 + rows * rowH + pad;
    s.ensure(total + th.gap);
    if (th.card) this.card(s.y, total);
    s.y += pad;
    s.y += this.title(title, !!o.required, x, w) + 8;
    const colW = (w - ind) / cols;
    options.forEach((opt, i) => {
      const cx = x + ind + (i % cols) * colW, cy = s.y + Math.floor(i / cols) * rowH;
      const label = opt === 'Other' ? 'Other:' : opt;
      const checked = opt === chosen;
      if (o.letters) {
        // Typeform: a bordered pill with a key letter; the chosen one is outlined heavier.
        const pw = Math.min(colW - 10, 220);
        s.doc.save().lineWidth(checked ? 1.6 : 0.6).strokeColor(th.accent).roundedRect(cx, cy, pw, 19, 3).stroke().restore();
        s.text(String.fromCharCode(65 + i), cx + 6, cy + 5, { size: 8, color: th.accent, font: 'Helvetica-Bold' });
        s.text(label, cx + 36, cy + 5, { size: 10.5, color: th.accent });
        s.mark(key, label, cx + pw - 18, cy + 4, 11, 'square', checked, th.typedMark, s.box(cx, cy, pw, 19));
      } else {
        const m = 10;
        s.text(label, cx + m + 7, cy, { size: 10 });
        const lw = s.doc.font('Helvetica').fontSize(10).widthOfString(label);
        s.mark(key, label, cx, cy, m, th.marker, checked, th.typedMark, s.box(cx, cy - 1, m + 7 + lw, 12));
        if (opt === 'Other') {
          const lx = cx + m + 7 + lw + 4, lwid = Math.min(160, colW - (lx - cx) - 4);
          s.doc.save().lineWidth(0.5).strokeColor('#9aa0a6').moveTo(lx, cy + 11).lineTo(lx + lwid, cy + 11).stroke().restore();
          if (checked && o.other) s.answer(key, o.other, lx, cy - 3, lwid, 14, { size: 10 });
        }
      }
    });
    s.y += rows * rowH + pad + th.gap;
  }

  /** A large section title, with an optional line of description. */
  section(title: string, desc?: string, o: { bar?: boolean; size?: number } = {}): void {
    const th = this.th, s = this.s;
    // A section title is never left alone at the bottom of a page.
    s.ensure(o.bar ? 140 : 110);
    if (o.bar) {
      s.doc.save().fillColor(th.accent).rect(th.x, s.y, th.w, 22).fill().restore();
      s.text(title, th.x + 8, s.y + 6, { font: 'Helvetica-Bold', size: 11.5, color: '#ffffff' });
      s.y += 28;
    } else {
      s.y += s.text(title, th.x, s.y, { font: 'Helvetica-Bold', size: o.size ?? 17, color: th.qColor, width: th.w }) + 4;
    }
    if (desc) s.y += s.text(desc, th.x, s.y, { size: 9, color: '#5f6368', width: th.w }) + 4;
    s.y += 6;
  }

  /** A row of fields side by side: label above, a box, an optional grey sub-label below (JotForm puts the "First
   *  Name" / "Last Name" captions under the boxes). */
  row(cells: Cell[], o: { labelAbove?: boolean } = {}): void {
    const th = this.th, s = this.s;
    const spans = cells.reduce((a, c) => a + (c.span ?? 1), 0);
    const anyLabel = o.labelAbove !== false && cells.some((c) => c.label);
    const hBox = th.aSize + 10, hLabel = anyLabel ? 13 : 0, hSub = cells.some((c) => c.sub) ? 11 : 0;
    s.ensure(hLabel + hBox + hSub + th.gap);
    let x = th.x;
    for (const c of cells) {
      const w = (th.w - 8 * (cells.length - 1)) * ((c.span ?? 1) / spans);
      if (anyLabel && c.label) s.text(c.label, x, s.y, { font: th.qFont, size: th.qSize, color: th.qColor });
      this.answerBox(c, x, s.y + hLabel, w);
      if (c.sub) s.text(c.sub, x, s.y + hLabel + hBox + 2, { size: 7, color: '#8a8f98' });
      x += w + 8;
    }
    s.y += hLabel + hBox + hSub + th.gap;
  }

  /** Running text (instructions, the authorization paragraph). */
  para(text: string, size = 8): void {
    const s = this.s;
    s.doc.font('Helvetica').fontSize(size);
    const h = s.doc.heightOfString(text, { width: this.th.w, lineGap: 1.5 });
    s.ensure(h + 8);
    s.text(text, this.th.x, s.y, { size, color: '#3c4043', width: this.th.w });
    s.y += h + 8;
  }
}

export const AUTH = 'By submitting this form, each owner named above certifies that the information provided is true and complete and ' +
  'authorizes the recipient, its assigns and funding partners to obtain consumer and business credit reports, verify bank ' +
  'statements and contact the references and landlord listed. This is a request for a purchase of future receivables, not a loan.';
