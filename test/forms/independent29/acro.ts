// AcroForm checkboxes and radio groups with their own appearance streams (pdfkit's formCheckbox writes a checked
// box's value as a string and no appearance, which viewers show unchecked): V and AS are names, /N holds the on-state
// and /Off pictures, as a fillable PDF saved by a viewer has them.

interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Internals {
  _root: { data: { AcroForm: { data: { Fields: Ref[] } } } };
  page: { annotations: Ref[] };
  ref(data: Record<string, unknown>): Ref;
  annotate(x: number, y: number, w: number, h: number, options: Record<string, unknown>): unknown;
}

/** Viewers that redraw checkboxes (NeedAppearances) look for ZapfDingbats as /ZaDb in the form's resources. */
export function addZapf(doc: PDFKit.PDFDocument): void {
  doc.font('ZapfDingbats');
  const d = doc as unknown as { _font: { ref(): Ref }; _acroform: { fonts: Record<string, Ref> } };
  d._acroform.fonts['ZaDb'] = d._font.ref();
  doc.font('Helvetica');
}

const n2 = (v: number): string => v.toFixed(2);

function stream(d: Internals, s: number, content: string): Ref {
  const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
  r.end(content);
  return r;
}

function crossPicture(s: number, kind: 'cross' | 'check'): string {
  const a = s * 0.2, b = s * 0.8;
  if (kind === 'check') return `q 0 G 1.1 w ${n2(a)} ${n2(s * 0.5)} m ${n2(s * 0.42)} ${n2(a)} l ${n2(b)} ${n2(b)} l S Q`;
  return `q 0 G 1 w ${n2(a)} ${n2(a)} m ${n2(b)} ${n2(b)} l S ${n2(a)} ${n2(b)} m ${n2(b)} ${n2(a)} l S Q`;
}

function dotPicture(s: number): string {
  const c = s / 2, r = s * 0.28, k = r * 0.5523;
  return `q 0 g ${n2(c + r)} ${n2(c)} m ${n2(c + r)} ${n2(c + k)} ${n2(c + k)} ${n2(c + r)} ${n2(c)} ${n2(c + r)} c `
    + `${n2(c - k)} ${n2(c + r)} ${n2(c - r)} ${n2(c + k)} ${n2(c - r)} ${n2(c)} c ${n2(c - r)} ${n2(c - k)} ${n2(c - k)} ${n2(c - r)} ${n2(c)} ${n2(c - r)} c `
    + `${n2(c + k)} ${n2(c - r)} ${n2(c + r)} ${n2(c - k)} ${n2(c + r)} ${n2(c)} c f Q`;
}

function lastAnnotation(d: Internals): Ref {
  return d.page.annotations[d.page.annotations.length - 1]!;
}

/** One checkbox field: checked or not, its on-state named `onState`. */
export function acroCheckbox(doc: object, name: string, x: number, y: number, s: number, on: boolean, kind: 'cross' | 'check' = 'check', onState = 'Yes'): void {
  const d = doc as Internals;
  const ap = { N: { [onState]: stream(d, s, crossPicture(s, kind)), Off: stream(d, s, '') } };
  d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? onState : 'Off', AS: on ? onState : 'Off', AP: ap,
    MK: { CA: new String(kind === 'check' ? '4' : '8') }, DA: new String('/ZaDb 0 Tf 0 g'), F: 4 });
  d._root.data.AcroForm.data.Fields.push(lastAnnotation(d));
}

/** A radio group: one widget per option, the parent's value the chosen option's state (or Off). */
export function acroRadio(doc: object, name: string, kids: { x: number; y: number; s: number; state: string }[], value: string | null): void {
  const d = doc as Internals;
  const parent = d.ref({ FT: 'Btn', Ff: 49152, T: new String(name), V: value ?? 'Off', Kids: [] });
  for (const k of kids) {
    const ap = { N: { [k.state]: stream(d, k.s, dotPicture(k.s)), Off: stream(d, k.s, '') } };
    d.annotate(k.x, k.y, k.s, k.s, { Subtype: 'Widget', Parent: parent, AS: k.state === value ? k.state : 'Off', AP: ap,
      MK: { CA: new String('l') }, DA: new String('/ZaDb 0 Tf 0 g'), F: 4 });
    (parent.data.Kids as Ref[]).push(lastAnnotation(d));
  }
  d._root.data.AcroForm.data.Fields.push(parent);
}

/** A PDF name may not hold spaces or slashes: the on-state of an option labelled `label`. */
export const stateName = (label: string): string => label.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_|_$/g, '') || 'On';
