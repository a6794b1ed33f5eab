// AcroForm widgets written whole: pdfkit ends a widget's dictionary as soon as it is placed, so the keys it does not
// map itself (MaxLen, AS, AP, on-states other than Yes, export-value pairs) go in at creation.
import type { Mark } from './kit.ts';
import { widgetAppearance } from './marks.ts';

interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Internals {
  annotate(x: number, y: number, w: number, h: number, o: Record<string, unknown>): void;
  page: { annotations: Ref[] };
  _root: { data: { AcroForm: { data: { Fields: Ref[] } } } };
  formField(name: string, o: Record<string, unknown>): Ref;
  ref(data: Record<string, unknown>): Ref;
  font(name: string): unknown;
}

const COMB = 1 << 24, COMBO = 0x20000, RADIO = 0xc000;
const str = (s: string) => new String(s);

function place(doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, dict: Record<string, unknown>, parent?: Ref): void {
  const d = doc as unknown as Internals;
  d.font('Helvetica');
  d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...(parent ? { Parent: parent } : {}), ...dict });
  const ref = d.page.annotations[d.page.annotations.length - 1]!;
  if (parent) ((parent.data.Kids ??= []) as Ref[]).push(ref);
  else d._root.data.AcroForm.data.Fields.push(ref);
}

function stream(doc: PDFKit.PDFDocument, w: number, h: number, content: string): Ref {
  const ref = (doc as unknown as Internals).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: {} });
  ref.end(content);
  return ref;
}

function states(doc: PDFKit.PDFDocument, w: number, h: number, state: string, mark: Mark): Record<string, unknown> {
  return { N: { [state]: stream(doc, w, h, widgetAppearance(w, h, mark)), Off: stream(doc, w, h, '') } };
}

export interface TextWidget { comb?: number; align?: 'left' | 'center' | 'right'; format?: string }

export function textWidget(doc: PDFKit.PDFDocument, name: string, x: number, y: number, w: number, h: number, v: string, o: TextWidget): void {
  const q = o.align === 'center' ? 1 : o.align === 'right' ? 2 : 0;
  const js = (f: string) => ({ S: 'JavaScript', JS: str(`${f}("${o.format}");`) });
  place(doc, x, y, w, h, { FT: 'Tx', T: str(name), DA: str('/F1 0 Tf 0 g'), ...(v ? { V: str(v) } : {}), ...(o.comb ? { Ff: COMB, MaxLen: o.comb } : {}),
    ...(q ? { Q: q } : {}), ...(o.format ? { AA: { K: js('AFDate_KeystrokeEx'), F: js('AFDate_FormatEx') } } : {}) });
}

export function checkWidget(doc: PDFKit.PDFDocument, name: string, x: number, y: number, s: number, on: boolean, state: string, mark: Mark): void {
  place(doc, x, y, s, s, { FT: 'Btn', T: str(name), V: on ? state : 'Off', AS: on ? state : 'Off', MK: { CA: str(mark === 'check' ? '4' : '8') },
    AP: states(doc, s, s, state, mark) });
}

/** A radio group: the parent field holds the chosen export value; each kid widget its own on-state. */
export function radioGroup(doc: PDFKit.PDFDocument, name: string, selected: string | null): Ref {
  const parent = (doc as unknown as Internals).formField(name, { Ff: RADIO });
  Object.assign(parent.data, { FT: 'Btn', V: selected ?? 'Off' });
  return parent;
}

export function radioKid(doc: PDFKit.PDFDocument, parent: Ref, x: number, y: number, s: number, state: string, on: boolean): void {
  place(doc, x, y, s, s, { AS: on ? state : 'Off', MK: { CA: str('l') }, AP: states(doc, s, s, state, 'dot') }, parent);
}

export function comboWidget(doc: PDFKit.PDFDocument, name: string, x: number, y: number, w: number, h: number, opts: [string, string][], sel: string | null): void {
  const Opt = opts.map(([e, t]) => (e === t ? str(t) : [str(e), str(t)]));
  place(doc, x, y, w, h, { FT: 'Ch', Ff: COMBO, T: str(name), DA: str('/F1 0 Tf 0 g'), Opt, ...(sel ? { V: str(sel) } : {}) });
}

export type { Ref };
