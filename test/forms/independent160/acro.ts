// AcroForm widgets with their own appearance streams (pdfkit's formText writes none and asks the viewer for
// NeedAppearances): a text field holds its value in /V and draws it in /AP /N; a checkbox is a Btn field with an
// on-state and /Off, /V and /AS naming the state it is in.
type Doc = PDFKit.PDFDocument & {
  _font: { id: string; ref(): unknown };
  _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances?: boolean } } } };
  page: { annotations: unknown[] };
  ref(data: Record<string, unknown>): { end(chunk?: string): void };
};

/** A string as the bytes of a WinAnsi literal string (Latin-1 letters are the same code points). */
function literal(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const b = c <= 255 ? String.fromCharCode(c) : '?';
    out += b === '(' || b === ')' || b === '\\' ? `\\${b}` : b;
  }
  return `(${out})`;
}

export function initAcroForm(doc: PDFKit.PDFDocument): void {
  const d = doc as Doc;
  doc.font('Helvetica');
  doc.initForm();
  // Every widget brings its own appearance: no viewer-side regeneration.
  delete d._root.data.AcroForm.data.NeedAppearances;
}

/** A filled text field over (x, y, w, h), top-left page coordinates. */
export function textField(doc: PDFKit.PDFDocument, name: string, x: number, y: number, w: number, h: number, value: string, size: number): void {
  const d = doc as Doc;
  doc.font('Helvetica');
  const font = d._font;
  const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
  const base = Math.max(1.5, (h - size * 0.72) / 2);
  ap.end(`/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${base.toFixed(2)} Td ${literal(value)} Tj ET Q EMC`);
  doc.annotate(x, y, w, h, {
    Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${font.id} ${size} Tf 0 g`),
    F: 4, AP: { N: ap }, MK: { BG: [0.93, 0.95, 1] },
  } as never);
  d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
}

/** A checkbox over (x, y, s, s): checked shows `on`, otherwise Off. */
export function checkField(doc: PDFKit.PDFDocument, name: string, x: number, y: number, s: number, on: string, checked: boolean): void {
  const d = doc as Doc;
  const box = { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] };
  const onAp = d.ref({ ...box });
  const a = (s * 0.2).toFixed(2), b = (s * 0.8).toFixed(2);
  onAp.end(`q 0 g 0 G 1.2 w ${a} ${a} m ${b} ${b} l S ${a} ${b} m ${b} ${a} l S Q`);
  const offAp = d.ref({ ...box });
  offAp.end('');
  const state = checked ? on : 'Off';
  doc.annotate(x, y, s, s, {
    Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4,
    AP: { N: { [on]: onAp, Off: offAp } }, MK: { CA: new String('8') },
  } as never);
  d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
}
