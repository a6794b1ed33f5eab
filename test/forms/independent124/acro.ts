// AcroForm fields and markup annotations with their own appearance streams (pdfkit writes none: it asks the viewer to
// make them, and what a person sees would then be up to the viewer). Coordinates in, as pdfkit's: top-left origin.

/** A PDF literal string for Helvetica's WinAnsi encoding. */
function lit(s: string): string {
  let out = '(';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (c < 32 || c > 126) out += `\\${(c > 255 ? 63 : c).toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

export class Acro {
  private font: any;
  private doc: any;
  constructor(doc: any) {
    this.doc = doc;
    doc.font('Helvetica');
    doc.initForm();
    this.font = doc._font;
    // Our own appearances are what the page shows: viewers must not regenerate them.
    doc._root.data.AcroForm.data.NeedAppearances = false;
  }

  private rect(x: number, y: number, w: number, h: number): number[] {
    const H = this.doc.page.height;
    return [x, H - y - h, x + w, H - y];
  }

  private stream(w: number, h: number, content: string): any {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.font.id]: this.font.ref() } } });
    ref.end(content);
    return ref;
  }

  private annot(dict: Record<string, unknown>): any {
    const ref = this.doc.ref({ Type: 'Annot', F: 4, P: this.doc.page.dictionary, ...dict });
    this.doc.page.annotations.push(ref);
    return ref;
  }

  width(s: string, size: number): number {
    this.doc.font('Helvetica').fontSize(size);
    return this.doc.widthOfString(s) as number;
  }

  /** A text field; `lines` makes it multi-line (the value as wrapped into those lines, `leading` apart), `auto` shrinks
   *  the value to fit. */
  text(name: string, x: number, y: number, w: number, h: number, value: string, o: { size?: number; lines?: string[]; leading?: number; auto?: boolean } = {}): void {
    let size = o.size ?? 9;
    const lines = o.lines ?? [value];
    if (o.auto) while (size > 5 && this.width(value, size) > w - 4) size -= 0.5;
    let body = '';
    if (value) {
      const top = o.lines ? h - 2 - size * 0.85 : (h - size * 0.7) / 2, lead = o.leading ?? size * 1.15;
      body = lines.map((l, i) => `BT /${this.font.id} ${size} Tf 0 g 2 ${(top - i * lead).toFixed(2)} Td ${lit(l)} Tj ET`).join('\n');
    }
    const ap = this.stream(w, h, `/Tx BMC\nq 1 1 ${w - 1} ${h - 1} re W n\n${body}\nQ\nEMC`);
    const ref = this.annot({ Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${this.font.id} ${o.auto ? 0 : size} Tf 0 g`),
      Rect: this.rect(x, y, w, h), AP: { N: ap }, ...(o.lines ? { Ff: 4096 } : {}), MK: {} });
    this.doc._root.data.AcroForm.data.Fields.push(ref);
    ref.end();
  }

  /** On and off appearances: an X in the box, or (for circle-one options) an ellipse around the word. */
  private onOff(w: number, h: number, shape: 'x' | 'ellipse' = 'x'): [any, any] {
    let on: string;
    if (shape === 'x') on = `q 0 g 1.3 w 1 J ${w * 0.2} ${h * 0.2} m ${w * 0.8} ${h * 0.8} l S ${w * 0.2} ${h * 0.8} m ${w * 0.8} ${h * 0.2} l S Q`;
    else {
      const k = 0.5523, rx = w / 2 - 1, ry = h / 2 - 1, cx = w / 2, cy = h / 2;
      on = `q 0.1 0.15 0.5 RG 1 w ${cx + rx} ${cy} m ${cx + rx} ${cy + ry * k} ${cx + rx * k} ${cy + ry} ${cx} ${cy + ry} c ${cx - rx * k} ${cy + ry} ${cx - rx} ${cy + ry * k} ${cx - rx} ${cy} c ` +
        `${cx - rx} ${cy - ry * k} ${cx - rx * k} ${cy - ry} ${cx} ${cy - ry} c ${cx + rx * k} ${cy - ry} ${cx + rx} ${cy - ry * k} ${cx + rx} ${cy} c S Q`;
    }
    return [this.stream(w, h, on), this.stream(w, h, '')];
  }

  /** A checkbox whose on-state is `on` (a name). */
  check(name: string, x: number, y: number, s: number, on: string, checked: boolean): void {
    const [onAp, offAp] = this.onOff(s, s);
    const ref = this.annot({ Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off',
      Rect: this.rect(x, y, s, s), AP: { N: { [on]: onAp, Off: offAp } }, MK: { CA: new String('8') } });
    this.doc._root.data.AcroForm.data.Fields.push(ref);
    ref.end();
  }

  /** A radio group: one widget per option, the chosen one's state on (none when `chosen` is null). */
  radio(name: string, kids: { x: number; y: number; w: number; h: number; on: string }[], chosen: string | null, shape: 'x' | 'ellipse' = 'x'): void {
    const parent = this.doc.ref({ FT: 'Btn', Ff: 49152, T: new String(name), V: chosen ?? 'Off', Kids: [] as any[] });
    for (const k of kids) {
      const [onAp, offAp] = this.onOff(k.w, k.h, shape);
      const ref = this.annot({ Subtype: 'Widget', Parent: parent, AS: k.on === chosen ? k.on : 'Off', Rect: this.rect(k.x, k.y, k.w, k.h),
        AP: { N: { [k.on]: onAp, Off: offAp } }, MK: {} });
      parent.data.Kids.push(ref);
      ref.end();
    }
    this.doc._root.data.AcroForm.data.Fields.push(parent);
  }

  /** A FreeText comment (a correction or a sticky note) as it prints: its text on an optional background. */
  freeText(x: number, y: number, text: string, o: { size?: number; bg?: [number, number, number]; color?: [number, number, number]; author?: string; w?: number; h?: number } = {}): void {
    const size = o.size ?? 9;
    const w = o.w ?? this.width(text, size) + 6, h = o.h ?? size + 5;
    const [r, g, b] = o.color ?? [0.05, 0.1, 0.55];
    const bg = o.bg ? `${o.bg.join(' ')} rg 0 0 ${w} ${h} re f 0.6 0.55 0.2 RG 0.5 w 0.25 0.25 ${w - 0.5} ${h - 0.5} re S\n` : '';
    const ap = this.stream(w, h, `q ${bg}BT /${this.font.id} ${size} Tf ${r} ${g} ${b} rg 3 ${(h - size * 0.7) / 2} Td ${lit(text)} Tj ET Q`);
    const ref = this.annot({ Subtype: 'FreeText', Rect: this.rect(x, y, w, h), Contents: new String(text), AP: { N: ap },
      DA: new String(`/${this.font.id} ${size} Tf ${r} ${g} ${b} rg`), BS: { W: 0 }, ...(o.author ? { T: new String(o.author) } : {}) });
    ref.end();
  }

  /** A StrikeOut markup over a run of text (x, y: the text's top left). */
  strike(x: number, y: number, w: number, h: number): void {
    const [x0, y0, x1, y1] = this.rect(x, y, w, h) as [number, number, number, number];
    const ap = this.stream(w, h, `q 0.8 0 0 RG 1 w 0 ${h / 2} m ${w} ${h / 2} l S Q`);
    const ref = this.annot({ Subtype: 'StrikeOut', Rect: [x0, y0, x1, y1], QuadPoints: [x0, y1, x1, y1, x0, y0, x1, y0], C: [0.8, 0, 0],
      Contents: new String(''), AP: { N: ap } });
    ref.end();
  }
}
