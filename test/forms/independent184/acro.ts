// AcroForm widgets with their own appearance streams. pdfkit's form helpers write /V but no /AP (they set
// NeedAppearances and leave the drawing to the viewer); a fillable form saved by a real viewer carries both, and a
// renderer that ignores NeedAppearances (PDFium, most converters) would otherwise show empty boxes.

// pdfkit's document internals (_root, _font, ref, the annotation dictionary) are untyped.
type Doc = PDFKit.PDFDocument & Record<string, any>;

export interface Acro { fontId: string; fontRef: any; font: any }

/** Start the form with Helvetica as its one font (the page text uses it too, so no extra font is embedded). */
export function initAcro(doc: PDFKit.PDFDocument): Acro {
  const d = doc as Doc;
  d.font('Helvetica');
  d.initForm();
  // Every widget below has its appearance: ask viewers not to redraw them.
  d._root.data.AcroForm.data.NeedAppearances = false;
  return { fontId: d._font.id, fontRef: d._font.ref(), font: d._font };
}

function hex(font: any, text: string): string {
  return (font.encode(text)[0] as string[]).map((h) => h.padStart(2, '0')).join('');
}

function widget(doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
  const d = doc as Doc;
  d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as any);
  d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
}

/**
 * A text field at (x, y, w, h) in pdfkit's top-down coordinates. `cells` gives the x-offsets of comb cells: the
 * appearance then centres one character per cell, as a printed comb field shows it.
 */
export function textField(doc: PDFKit.PDFDocument, acro: Acro, name: string, x: number, y: number, w: number, h: number,
  value: string | null, opts: { size?: number; cells?: number[]; cellW?: number } = {}): void {
  const d = doc as Doc;
  let size = opts.size ?? 9;
  let body = '';
  if (value) {
    if (opts.cells) {
      const chars = [...value.replace(/[\s\-/]/g, '')];
      body = chars.map((c, i) => {
        const cx = (opts.cells![i] ?? 0) + ((opts.cellW ?? 10) - acro.font.widthOfString(c, size)) / 2;
        return `BT /${acro.fontId} ${size} Tf 0 g ${cx.toFixed(2)} ${((h - size * 0.7) / 2).toFixed(2)} Td <${hex(acro.font, c)}> Tj ET`;
      }).join('\n');
    } else {
      while (size > 5 && acro.font.widthOfString(value, size) > w - 4) size -= 0.5;
      body = `BT /${acro.fontId} ${size} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td <${hex(acro.font, value)}> Tj ET`;
    }
  }
  const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [acro.fontId]: acro.fontRef } } });
  ap.end(`/Tx BMC\nq 1 1 ${(w - 2).toFixed(2)} ${(h - 2).toFixed(2)} re W n\n${body}\nQ\nEMC`);
  const dict: Record<string, unknown> = { FT: 'Tx', T: new String(name), DA: new String(`/${acro.fontId} ${opts.size ?? 9} Tf 0 g`), AP: { N: ap } };
  if (value) dict.V = new String(value);
  if (opts.cells) dict.MaxLen = opts.cells.length + 4;
  widget(doc, x, y, w, h, dict);
}

/** A checkbox field; `on` is its on-state name (what /V holds when checked). */
export function checkField(doc: PDFKit.PDFDocument, name: string, x: number, y: number, s: number, on: string, checked: boolean): void {
  const d = doc as Doc;
  const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
  const m = s * 0.2;
  yes.end(`q 0 g 1.2 w ${m} ${m} m ${s - m} ${s - m} l S ${m} ${s - m} m ${s - m} ${m} l S Q`);
  const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
  off.end('');
  widget(doc, x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off', AP: { N: { [on]: yes, Off: off } },
    MK: { CA: new String('8') } });
}
