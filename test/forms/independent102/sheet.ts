// A layout as a plan: printed labels and boxes, and value slots. A slot is an AcroForm field in the fillable style and
// text (or a drawn mark) in the flattened styles; its truth paths say which application values it prints.
export type Kind = 'text' | 'comb' | 'combo' | 'check' | 'radio';
export type TruthValue = string | number;

export interface RadioOpt { label: string; on: string; x: number; y: number }
export interface Slot {
  page: number; x: number; y: number; w: number; h: number;
  /** The field's full name (dotted: `owner1.name`, `topmostSubform[0].Page1[0].f1_1[0]`). */
  name: string; kind: Kind;
  /** Text value; a checkbox's on-state or `Off`; a radio group's chosen export value or `Off`. */
  value: string;
  /** What the flattened form prints when it differs from the value (a dropdown's display text). */
  show?: string;
  opts?: RadioOpt[]; choices?: (string | [string, string])[]; maxLen?: number;
  readOnly?: boolean; ap: boolean;
  /** The value sits on the field, the widget is its kid (always so for a name used twice). */
  kids?: boolean; size?: number;
  /** A checkbox's printed label. */
  label?: string;
  truth: Record<string, TruthValue>;
  decoy?: string;
}
export interface Txt { page: number; x: number; y: number; text: string; size: number; bold?: boolean; width?: number; color?: string }
export interface Rect { page: number; x: number; y: number; w: number; h: number; fill?: string; round?: boolean; cells?: number }

export interface Plan {
  layout: string; broker: string; country: 'US' | 'CA'; producer: string; creator: string; pages: number;
  texts: Txt[]; rects: Rect[]; slots: Slot[];
  /** Truth values not printed in one place (the country of a US form). */
  fixed: Record<string, TruthValue>;
  /** Flattened values' face: Helvetica or Courier for typed. */
  mono?: boolean;
}

export interface FieldOpts {
  truth?: Record<string, TruthValue>; decoy?: string; kind?: 'text' | 'comb' | 'combo'; maxLen?: number; ap?: boolean; kids?: boolean;
  h?: number; choices?: (string | [string, string])[]; show?: string; readOnly?: boolean; left?: number; size?: number;
}

export class Sheet {
  readonly plan: Plan;
  private pg = 1;
  /** Default: fields carry appearance streams. */
  ap = true;

  constructor(layout: string, broker: string, country: 'US' | 'CA', producer: string, creator: string) {
    this.plan = { layout, broker, country, producer, creator, pages: 1, texts: [], rects: [], slots: [], fixed: {} };
  }

  page(n: number): this { this.pg = n; this.plan.pages = Math.max(this.plan.pages, n); return this; }
  text(text: string, x: number, y: number, size = 7, bold = false, width?: number, color?: string): this {
    this.plan.texts.push({ page: this.pg, x, y, text, size, ...(bold ? { bold } : {}), ...(width ? { width } : {}), ...(color ? { color } : {}) });
    return this;
  }
  rect(x: number, y: number, w: number, h: number, fill?: string): this {
    this.plan.rects.push({ page: this.pg, x, y, w, h, ...(fill ? { fill } : {}) });
    return this;
  }
  /** A shaded band with a section title. */
  band(title: string, y: number, fill = '#dde3ea', x = 36, w = 540): this {
    return this.rect(x, y, w, 13, fill).text(title, x + 4, y + 3, 8, true);
  }

  /** A labelled box (label above, or to the left when `o.left` gives the label's width) and its slot. */
  field(label: string, name: string, x: number, y: number, w: number, value: string, o: FieldOpts = {}): this {
    const h = o.h ?? 14;
    let bx = x, by = y + 8, bw = w;
    if (o.left !== undefined) { bx = x + o.left; by = y; bw = w - o.left; this.text(label, x, y + h / 2 - 3, 7); }
    else if (label) this.text(label, x, y, 6.5);
    const kind = o.kind ?? 'text';
    this.plan.rects.push({ page: this.pg, x: bx, y: by, w: bw, h, ...(kind === 'comb' ? { cells: o.maxLen ?? 9 } : {}) });
    this.plan.slots.push({
      page: this.pg, x: bx, y: by, w: bw, h, name, kind, value, ap: o.ap ?? this.ap, truth: o.truth ?? {},
      ...(o.show !== undefined ? { show: o.show } : {}), ...(o.choices ? { choices: o.choices } : {}), ...(o.maxLen ? { maxLen: o.maxLen } : {}),
      ...(o.readOnly ? { readOnly: true } : {}), ...(o.kids ? { kids: true } : {}), ...(o.decoy ? { decoy: o.decoy } : {}), ...(o.size ? { size: o.size } : {}),
    });
    return this;
  }

  /** One checkbox field and its label. `checked` sets the value to the on-state. */
  check(name: string, label: string, x: number, y: number, on: string, checked: boolean, truth: Record<string, TruthValue> = {}, ap?: boolean): this {
    this.plan.rects.push({ page: this.pg, x, y, w: 9, h: 9 });
    this.text(label, x + 12, y + 1.5, 7);
    this.plan.slots.push({ page: this.pg, x, y, w: 9, h: 9, name, kind: 'check', value: checked ? on : 'Off', show: on, label, ap: ap ?? true, truth: checked ? truth : {} });
    return this;
  }

  /** A radio group laid out in a row (or at given places): [label, export value]; `chosen` the index or -1. */
  radio(name: string, x: number, y: number, options: readonly (readonly [string, string])[], chosen: number, truth: Record<string, TruthValue> = {}, step = 0): this {
    const opts: RadioOpt[] = [];
    let cx = x;
    for (const [label, on] of options) {
      opts.push({ label, on, x: cx, y });
      this.plan.rects.push({ page: this.pg, x: cx, y, w: 9, h: 9, round: true });
      this.text(label, cx + 12, y + 1.5, 7);
      cx += step || 24 + label.length * 3.6;
    }
    const chosenOpt = chosen >= 0 ? opts[chosen] : undefined;
    this.plan.slots.push({ page: this.pg, x, y, w: 9, h: 9, name, kind: 'radio', value: chosenOpt ? chosenOpt.on : 'Off', opts, ap: true, truth: chosenOpt ? truth : {} });
    return this;
  }
}

/** The options of a group and which one the merchant's value selects (-1: none). */
export function pickIndex<T>(options: readonly T[], test: (o: T) => boolean): number {
  return options.findIndex(test);
}
