// AcroForm fields written through pdfkit's low-level reference API, for the corners pdfkit's form helpers cannot make:
// hierarchical names (a parent per dotted part), radio groups with chosen export values, checkboxes with any on-state,
// choice fields with [export, display] pairs, comb and multiline text, tooltips (/TU), read-only flags, and appearance
// streams written here or left to the viewer (NeedAppearances).

export interface Ref { data: Record<string, unknown>; write(chunk: string): void; end(chunk?: string): void }
interface Internals {
  _root: { data: { AcroForm?: Ref } };
  page: { annotations: Ref[] };
  annotate(x: number, y: number, w: number, h: number, options: Record<string, unknown>): unknown;
  ref(data: object): Ref;
  font(name: string): unknown;
  fontSize(size: number): unknown;
  widthOfString(text: string): number;
  initForm(): unknown;
}

/** Greedy word wrap of a multiline value (its own line breaks kept) to a width. */
export function wrap(value: string, width: number, measure: (t: string) => number): string[] {
  const out: string[] = [];
  for (const para of value.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of para.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next) > width) { out.push(line); line = word; } else line = next;
    }
    out.push(line);
  }
  return out;
}

export const FF = { readOnly: 1, multiline: 1 << 12, noToggleOff: 1 << 14, radio: 1 << 15, combo: 1 << 17, edit: 1 << 18, comb: 1 << 24 };

const pdfString = (s: string) => new String(s);
/** A PDF name's text, escaped: pdfkit writes a JS string as a name verbatim, and export values may hold spaces. */
const pdfName = (s: string) => s.replace(/[^!-~]|[#()<>[\]{}/%]/g, (c) => `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
/** Text for a literal string in an appearance stream drawn with WinAnsi Helvetica: escapes, and octal codes beyond ASCII. */
const WINANSI: Record<string, number> = { '•': 0x95, '’': 0x92, '–': 0x96, '—': 0x97 };
const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => {
  const code = WINANSI[c] ?? (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : 0x3f);
  return `\\${code.toString(8).padStart(3, '0')}`;
});

/** Split a field name at the dots that separate its parts (`topmostSubform[0].Page1[0].Text1[0]`, `owner1.name`). */
export function nameParts(name: string): string[] {
  return name.split('.');
}

export interface TextOpts { value: string; size: number; multiline?: boolean; comb?: number; maxLen?: number; readOnly?: boolean;
  tip?: string; align?: 0 | 1 | 2; ap: boolean; format?: string }
export interface ChoiceOpts { opts: (string | readonly [string, string])[]; value: string; size: number; tip?: string; edit?: boolean; ap: boolean; list?: boolean }

export class Acro {
  private readonly d: Internals;
  private readonly helv: Ref;
  private readonly zadb: Ref;
  private readonly fields: Ref[];
  private readonly parents = new Map<string, Ref>();

  constructor(doc: PDFKit.PDFDocument, needAppearances: boolean) {
    this.d = doc as unknown as Internals;
    this.d.font('Helvetica');
    this.d.initForm();
    const acro = this.d._root.data.AcroForm!;
    this.helv = this.fixed({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
    this.zadb = this.fixed({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
    const dr = acro.data.DR as { Font: Record<string, Ref> };
    dr.Font.Helv = this.helv;
    dr.Font.ZaDb = this.zadb;
    acro.data.DA = pdfString('/Helv 0 Tf 0 g');
    acro.data.NeedAppearances = needAppearances;
    this.fields = acro.data.Fields as Ref[];
  }

  private fixed(data: object): Ref { const r = this.d.ref(data); r.end(); return r; }

  private stream(w: number, h: number, content: string): Ref {
    const r = this.d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv, ZaDb: this.zadb } } });
    r.write(content);
    r.end();
    return r;
  }

  /** The parent of the last part of `name`, made on first use; returns it with the last part. */
  private place(name: string): [Ref | null, string] {
    const parts = nameParts(name);
    let parent: Ref | null = null;
    for (let i = 0; i < parts.length - 1; i++) {
      const path = parts.slice(0, i + 1).join('.');
      let r = this.parents.get(path);
      if (!r) {
        r = this.d.ref({ T: pdfString(parts[i]!), Kids: [] as Ref[], ...(parent ? { Parent: parent } : {}) });
        this.adopt(parent, r);
        this.parents.set(path, r);
      }
      parent = r;
    }
    return [parent, parts[parts.length - 1]!];
  }

  private adopt(parent: Ref | null, child: Ref): void {
    if (parent) (parent.data.Kids as Ref[]).push(child);
    else this.fields.push(child);
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): Ref {
    this.d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    return this.d.page.annotations[this.d.page.annotations.length - 1]!;
  }

  private textWidth(s: string, size: number): number {
    this.d.font('Helvetica');
    this.d.fontSize(size);
    return this.d.widthOfString(s);
  }

  private textAppearance(w: number, h: number, o: TextOpts): Ref {
    const lines = o.multiline ? wrap(o.value, w - 4, (t) => this.textWidth(t, o.size)) : [o.value];
    const ops: string[] = ['/Tx BMC', 'q', `1 1 ${w - 2} ${h - 2} re W n`, 'BT', `/Helv ${o.size} Tf`, '0 g'];
    if (o.comb && o.value) {
      const cell = w / o.comb;
      [...o.value].forEach((c, i) => ops.push(`1 0 0 1 ${(i * cell + (cell - this.textWidth(c, o.size)) / 2).toFixed(2)} ${((h - o.size * 0.7) / 2).toFixed(2)} Tm (${esc(c)}) Tj`));
    } else {
      lines.forEach((line, i) => {
        const y = o.multiline ? h - 2 - o.size * (i + 1) : (h - o.size * 0.7) / 2;
        const free = w - 4 - this.textWidth(line, o.size);
        const x = 2 + (o.align === 1 ? free / 2 : o.align === 2 ? free : 0);
        ops.push(`1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm (${esc(line)}) Tj`);
      });
    }
    ops.push('ET', 'Q', 'EMC');
    return this.stream(w, h, ops.join('\n'));
  }

  text(name: string, x: number, y: number, w: number, h: number, o: TextOpts): void {
    const [parent, leaf] = this.place(name);
    const ff = (o.multiline ? FF.multiline : 0) | (o.readOnly ? FF.readOnly : 0) | (o.comb ? FF.comb : 0);
    const dict: Record<string, unknown> = {
      FT: 'Tx', T: pdfString(leaf), DA: pdfString(`/Helv ${o.size} Tf 0 g`), ...(parent ? { Parent: parent } : {}),
      ...(o.value ? { V: pdfString(o.value) } : {}), ...(ff ? { Ff: ff } : {}), ...(o.comb || o.maxLen ? { MaxLen: o.comb ?? o.maxLen } : {}),
      ...(o.tip ? { TU: pdfString(o.tip) } : {}), ...(o.align ? { Q: o.align } : {}), MK: {},
      ...(o.format ? { AA: { F: { S: 'JavaScript', JS: pdfString(o.format) } } } : {}),
    };
    if (o.ap) dict.AP = { N: this.textAppearance(w, h, o) };
    this.adopt(parent, this.widget(x, y, w, h, dict));
  }

  private mark(s: number, glyph: string): string {
    const size = s * 0.8;
    return `q 0 g BT /ZaDb ${size.toFixed(2)} Tf ${((s - this.zaWidth(glyph) * size) / 2).toFixed(2)} ${(s * 0.22).toFixed(2)} Td (${glyph}) Tj ET Q`;
  }
  private zaWidth(glyph: string): number { return glyph === 'l' ? 0.791 : glyph === '8' ? 0.691 : 0.846; }

  checkbox(name: string, x: number, y: number, s: number, o: { on: boolean; onState: string; tip?: string; glyph: '4' | '8' }): void {
    const [parent, leaf] = this.place(name);
    const state = o.on ? pdfName(o.onState) : 'Off';
    this.adopt(parent, this.widget(x, y, s, s, {
      FT: 'Btn', T: pdfString(leaf), V: state, AS: state, DA: pdfString('/ZaDb 0 Tf 0 g'), ...(parent ? { Parent: parent } : {}),
      ...(o.tip ? { TU: pdfString(o.tip) } : {}), MK: { CA: pdfString(o.glyph) },
      AP: { N: { [pdfName(o.onState)]: this.stream(s, s, this.mark(s, o.glyph)), Off: this.stream(s, s, '') } },
    }));
  }

  radio(name: string, kids: readonly { x: number; y: number; s: number; exp: string }[], selected: string | null, tip?: string): void {
    const [parent, leaf] = this.place(name);
    const group = this.d.ref({ FT: 'Btn', Ff: FF.radio | FF.noToggleOff, T: pdfString(leaf), V: selected === null ? 'Off' : pdfName(selected), Kids: [] as Ref[],
      ...(parent ? { Parent: parent } : {}), ...(tip ? { TU: pdfString(tip) } : {}) });
    this.adopt(parent, group);
    for (const k of kids) {
      const w = this.widget(k.x, k.y, k.s, k.s, { Parent: group, AS: k.exp === selected ? pdfName(k.exp) : 'Off', DA: pdfString('/ZaDb 0 Tf 0 g'), MK: { CA: pdfString('l') },
        AP: { N: { [pdfName(k.exp)]: this.stream(k.s, k.s, this.mark(k.s, 'l')), Off: this.stream(k.s, k.s, '') } } });
      (group.data.Kids as Ref[]).push(w);
    }
  }

  choice(name: string, x: number, y: number, w: number, h: number, o: ChoiceOpts): void {
    const [parent, leaf] = this.place(name);
    const shown = o.opts.map((p) => (typeof p === 'string' ? [p, p] as const : p)).find((p) => p[0] === o.value)?.[1] ?? o.value;
    const dict: Record<string, unknown> = {
      FT: 'Ch', T: pdfString(leaf), Ff: (o.list ? 0 : FF.combo) | (o.edit ? FF.edit : 0), DA: pdfString(`/Helv ${o.size} Tf 0 g`),
      Opt: o.opts.map((p) => (typeof p === 'string' ? pdfString(p) : [pdfString(p[0]), pdfString(p[1])])),
      ...(o.value ? { V: pdfString(o.value) } : {}), ...(parent ? { Parent: parent } : {}), ...(o.tip ? { TU: pdfString(o.tip) } : {}), MK: {},
    };
    if (o.ap && !o.list) dict.AP = { N: this.textAppearance(w, h, { value: shown, size: o.size, ap: true }) };
    this.adopt(parent, this.widget(x, y, w, h, dict));
  }
}
