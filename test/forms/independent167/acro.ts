// AcroForm fields with their own appearance streams (pdfkit writes /V but no /AP): text fields show their value in a
// standard font, checkboxes have an on and an Off state.

interface FontLike { id: string; ref(): unknown; encode(s: string): [string[], unknown] }
interface RefLike { end(chunk?: string): void }
interface DocInternals {
  _font: FontLike;
  _acroform?: { fonts: Record<string, unknown> };
  _root: { data: { AcroForm?: { data: { Fields: unknown[]; NeedAppearances: boolean } } } };
  page: { annotations: unknown[] };
  ref(data: Record<string, unknown>): RefLike;
  font(name: string): unknown;
  initForm(): unknown;
  annotate(x: number, y: number, w: number, h: number, o: Record<string, unknown>): unknown;
}

function form(doc: DocInternals, font: string): FontLike {
  if (!doc._root.data.AcroForm) {
    doc.font('Helvetica');
    doc.initForm();
    // Our fields carry their appearances: viewers should show them, not rebuild them.
    doc._root.data.AcroForm!.data.NeedAppearances = false;
  }
  doc.font(font);
  const f = doc._font;
  doc._acroform!.fonts[f.id] = f.ref();
  return f;
}

function addWidget(doc: DocInternals, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
  doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
  doc._root.data.AcroForm!.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
}

/** A text field at (x, y) top-left in pdfkit's coordinates, holding `value` in `font` at `size`. */
export function acroText(docIn: unknown, name: string, value: string, x: number, y: number, w: number, h: number, font: string, size: number): void {
  const doc = docIn as DocInternals;
  const f = form(doc, font);
  const hex = f.encode(value)[0].join('');
  const base = ((h - size) / 2 + size * 0.22).toFixed(2);
  const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
  ap.end(`/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${base} Td <${hex}> Tj ET Q EMC`);
  addWidget(doc, x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${size} Tf 0 g`), AP: { N: ap } });
}

/** A checkbox; `on` is its on-state name (`Yes` or another plain name). */
export function acroCheck(docIn: unknown, name: string, on: string, checked: boolean, x: number, y: number, s: number): void {
  const doc = docIn as DocInternals;
  form(doc, 'Helvetica');
  const onAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
  onAp.end(`q 0 g 0 G 1.3 w 1.5 ${(s * 0.5).toFixed(2)} m ${(s * 0.4).toFixed(2)} 1.5 l ${(s - 1.2).toFixed(2)} ${(s - 1.2).toFixed(2)} l S Q`);
  const offAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
  offAp.end('');
  const state = checked ? on : 'Off';
  addWidget(doc, x, y, s, s, { FT: 'Btn', T: new String(name), V: state, AS: state, AP: { N: { [on]: onAp, Off: offAp } }, MK: { CA: new String('4') } });
}
