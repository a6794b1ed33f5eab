// AcroForm fields written by hand with pdfkit's low-level objects: text fields (/FT /Tx) and checkboxes (/FT /Btn),
// each with /V and an appearance stream turned the way the page's content is (/MK /R), so a field on a sideways or
// upside-down page reads like the printed labels around it.
import type PDFDocument from 'pdfkit';
import type { Box, Turn } from './types.ts';

type Doc = InstanceType<typeof PDFDocument>;
// pdfkit's object references are not typed publicly.
type Ref = { end(): void; write(s: string): void; data: Record<string, unknown> };

/** The appearance's /Matrix and /MK /R for each turn: the stream's x axis runs where the form's text runs. */
const TURNS: Record<Turn, { m: number[]; r: number }> = {
  upright: { m: [1, 0, 0, 1, 0, 0], r: 0 },
  ccw90: { m: [0, 1, -1, 0, 0, 0], r: 90 },
  cw90: { m: [0, -1, 1, 0, 0, 0], r: 270 },
  r180: { m: [-1, 0, 0, -1, 0, 0], r: 180 },
};

const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c);

export class AcroForm {
  private fields: Ref[] = [];
  private helv: Ref | null = null;
  private names = new Set<string>();
  private doc: Doc;
  constructor(doc: Doc) { this.doc = doc; }

  private font(): Ref {
    if (!this.helv) {
      this.helv = (this.doc as unknown as { ref(d: object): Ref }).ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
    }
    return this.helv;
  }

  private ref(d: object): Ref { return (this.doc as unknown as { ref(d: object): Ref }).ref(d); }

  /** A unique field name from a key (`owner2_dob`, `owner2_dob_2` ...). */
  name(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_]+/g, '_');
    let n = base, i = 2;
    while (this.names.has(n)) n = `${base}_${i++}`;
    this.names.add(n);
    return n;
  }

  private attach(widget: Ref): void {
    widget.end();
    (this.doc.page as unknown as { annotations: Ref[] }).annotations.push(widget);
    this.fields.push(widget);
  }

  /** A text field of the form's size w x h whose page rectangle is `rect`; the value fitted to the width. */
  text(name: string, value: string, rect: Box, w: number, h: number, turn: Turn): void {
    const helv = this.font();
    let size = 9;
    while (size > 5 && this.doc.font('Helvetica').fontSize(size).widthOfString(value) > w - 4) size -= 0.5;
    const ap = this.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Matrix: TURNS[turn].m, Resources: { Font: { Helv: helv } } });
    ap.write(`/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`);
    ap.end();
    this.attach(this.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value),
      DA: new String(`/Helv ${size} Tf 0 g`), Rect: rect, F: 4, MK: { R: TURNS[turn].r }, AP: { N: ap } }));
  }

  /** A checkbox: on-state `on` (an X drawn in the appearance), value on or /Off. */
  check(name: string, on: string, checked: boolean, rect: Box, s: number, turn: Turn): void {
    const yes = this.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Matrix: TURNS[turn].m, Resources: {} });
    yes.write(`q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    yes.end();
    const off = this.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Matrix: TURNS[turn].m, Resources: {} });
    off.write('');
    off.end();
    const state = checked ? on : 'Off';
    this.attach(this.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, Rect: rect, F: 4,
      MK: { R: TURNS[turn].r }, AP: { N: { [on]: yes, Off: off } } }));
  }

  /** Before doc.end(): the catalog's /AcroForm (pdfkit's own end() then closes it). */
  finish(): void {
    if (!this.fields.length) return;
    const d = this.doc as unknown as { _root: { data: Record<string, unknown> }; _acroform: unknown };
    d._root.data.AcroForm = this.ref({ Fields: this.fields, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.font() } } });
    d._acroform = { fonts: {}, defaultFont: true };
  }
}
