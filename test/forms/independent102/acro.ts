// The AcroForm of a fillable plan, written object by object (pdfkit's formText cannot put /MaxLen, /AP, /AS or a value
// on a parent): non-terminal parents (`owner1` over `name`), fields whose widgets are kids (a name on two pages),
// merged field-widgets, comb text, dropdowns, radio groups and checkboxes with their on-states and appearances.
import type { Slot } from './sheet.ts';

interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Font { id: string; ref(): Ref }
interface Internals { ref(data: Record<string, unknown>): Ref; _font: Font; _root: { data: { AcroForm: Ref } }; page: { dictionary: Ref; annotations: Ref[] } }

const PAGE_H = 792;
const FF_READONLY = 1, FF_NOTOGGLEOFF = 0x4000, FF_RADIO = 0x8000, FF_COMBO = 0x20000, FF_DONOTSCROLL = 0x800000, FF_COMB = 0x1000000;

function pdfString(s: string): string { return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)'); }
function n(v: number): string { return (Math.round(v * 100) / 100).toString(); }

function circle(cx: number, cy: number, r: number): string {
  const k = r * 0.5523;
  return `${n(cx + r)} ${n(cy)} m ${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c ${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c `
    + `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c ${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c`;
}

export function writeAcroForm(doc: PDFKit.PDFDocument, slots: Slot[]): void {
  const d = doc as unknown as Internals;
  const form = d._root.data.AcroForm.data;
  doc.font('ZapfDingbats');
  (form.DR as { Font: Record<string, Ref> }).Font.ZaDb = d._font.ref();
  doc.font('Helvetica');
  const font = d._font;
  const fields = form.Fields as Ref[];
  // A viewer rebuilds appearances only when some field lacks one (Foxit, Word conversions); Acrobat's own forms carry them.
  form.NeedAppearances = slots.some((s) => !s.ap && s.value !== '');
  const parents = new Map<string, Ref>();

  const stream = (w: number, h: number, content: string, withFont: boolean): Ref => {
    const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(withFont ? { Resources: { Font: { [font.id]: font.ref() } } } : {}) });
    r.end(content);
    return r;
  };
  const attach = (ref: Ref, parent: Ref | null): void => {
    if (parent) (parent.data.Kids as Ref[]).push(ref);
    else fields.push(ref);
  };
  const parentOf = (full: string): Ref | null => {
    const segs = full.split('.');
    if (segs.length === 1) return null;
    const path = segs.slice(0, -1).join('.');
    let p = parents.get(path);
    if (!p) {
      const gp = parentOf(path);
      p = d.ref({ T: new String(path.split('.').pop()), Kids: [], ...(gp ? { Parent: gp } : {}) });
      attach(p, gp);
      parents.set(path, p);
    }
    return p;
  };
  const textAp = (s: Slot, size: number): Ref => {
    const shown = s.value;
    let body: string;
    if (s.kind === 'comb' && s.maxLen) {
      const cw = s.w / s.maxLen;
      body = [...shown].map((ch, i) => {
        const x = i * cw + (cw - doc.font('Helvetica').fontSize(size).widthOfString(ch)) / 2;
        return `1 0 0 1 ${n(x)} ${n((s.h - size) / 2 + 1.5)} Tm (${pdfString(ch)}) Tj`;
      }).join('\n');
    } else body = `2 ${n((s.h - size) / 2 + 1.5)} Td (${pdfString(shown)}) Tj`;
    return stream(s.w, s.h, `/Tx BMC\nq\n1 1 ${n(s.w - 2)} ${n(s.h - 2)} re W n\nBT\n/${font.id} ${size} Tf 0 g\n${body}\nET\nQ\nEMC`, true);
  };
  const markAp = (w: number, h: number, round: boolean): Record<string, Ref> => {
    const on = round ? `q 0 g ${circle(w / 2, h / 2, w * 0.25)} f Q` : `q 0 g 1.2 w ${n(w * 0.2)} ${n(h * 0.5)} m ${n(w * 0.42)} ${n(h * 0.2)} l ${n(w * 0.82)} ${n(h * 0.85)} l S Q`;
    return { on: stream(w, h, on, false), off: stream(w, h, '', false) };
  };
  const rect = (s: { x: number; y: number; w: number; h: number }): number[] => [s.x, PAGE_H - s.y - s.h, s.x + s.w, PAGE_H - s.y];
  const widget = (page: number, box: { x: number; y: number; w: number; h: number }, extra: Record<string, unknown>): Ref => {
    doc.switchToPage(page - 1);
    const r = d.ref({ Type: 'Annot', Subtype: 'Widget', Rect: rect(box), F: 4, P: d.page.dictionary, ...extra });
    d.page.annotations.push(r);
    return r;
  };

  // A name used on two pages is one field with two widgets.
  const groups = new Map<string, Slot[]>();
  for (const s of slots) groups.set(s.name, [...(groups.get(s.name) ?? []), s]);
  for (const [name, group] of groups) {
    const s = group[0]!;
    const parent = parentOf(name);
    const field: Record<string, unknown> = { T: new String(name.split('.').pop()), ...(parent ? { Parent: parent } : {}) };
    let ff = s.readOnly ? FF_READONLY : 0;
    const size = s.size ?? (s.kind === 'comb' ? 10 : 9);
    if (s.kind === 'text' || s.kind === 'comb' || s.kind === 'combo') {
      field.FT = s.kind === 'combo' ? 'Ch' : 'Tx';
      field.DA = new String(`/${font.id} ${s.ap ? size : 0} Tf 0 g`);
      if (s.kind === 'comb') { ff |= FF_COMB | FF_DONOTSCROLL; field.MaxLen = s.maxLen ?? 9; }
      if (s.kind === 'combo') { ff |= FF_COMBO; field.Opt = (s.choices ?? []).map((c) => (typeof c === 'string' ? new String(c) : [new String(c[0]), new String(c[1])])); }
      if (s.value !== '') field.V = new String(s.value);
    } else {
      field.FT = 'Btn';
      field.DA = new String('/ZaDb 8 Tf 0 g');
      if (s.kind === 'radio') ff |= FF_RADIO | FF_NOTOGGLEOFF;
      field.V = s.value;
    }
    if (ff) field.Ff = ff;
    const widgetOf = (w: Slot): Record<string, unknown> => {
      if (w.kind === 'check') {
        const onState = w.value === 'Off' ? onStateOf(w) : w.value;
        const ap = markAp(w.w, w.h, false);
        return { AP: { N: { [onState]: ap.on, Off: ap.off } }, AS: w.value, MK: { BC: [0, 0, 0], CA: new String('4') } };
      }
      const base: Record<string, unknown> = { MK: { BC: [0.4, 0.4, 0.4], ...(w.readOnly ? { BG: [0.9, 0.9, 0.9] } : {}) } };
      if (w.ap && w.value !== '') base.AP = { N: textAp(w, size) };
      return base;
    };
    if (s.kind === 'radio') {
      const f = d.ref({ ...field, Kids: [] });
      attach(f, parent);
      for (const o of s.opts ?? []) {
        const ap = markAp(9, 9, true);
        const r = widget(s.page, { x: o.x, y: o.y, w: 9, h: 9 }, { Parent: f, AP: { N: { [o.on]: ap.on, Off: ap.off } }, AS: o.on === s.value ? o.on : 'Off', MK: { BC: [0, 0, 0], CA: new String('l') } });
        (f.data.Kids as Ref[]).push(r);
        r.end();
      }
    } else if (group.length === 1 && !s.kids) {
      const r = widget(s.page, s, { ...field, ...widgetOf(s) });
      attach(r, parent);
      r.end();
    } else {
      const f = d.ref({ ...field, Kids: [] });
      attach(f, parent);
      for (const w of group) {
        const r = widget(w.page, w, { Parent: f, ...widgetOf(w) });
        (f.data.Kids as Ref[]).push(r);
        r.end();
      }
    }
  }
}

/** A checkbox's on-state (kept in `show`), which its appearance dictionary names even when the box is unchecked. */
function onStateOf(s: Slot): string { return s.show ?? 'Yes'; }
