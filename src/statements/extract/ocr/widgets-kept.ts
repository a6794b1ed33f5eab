// A page read by OCR keeps what a viewer shows over it that is no text of its layer: its AcroForm fields' values and
// the text a viewer's tools typed on it (FreeText notes). Their strings are the fields' own (/V, /Contents), never
// mapped through the page's fonts, so a page whose printed labels lie still holds its fields' values right; and the
// page is drawn for OCR without its annotations (pdfium-render.ts), so OCR alone would lose them. A person sees the
// labels (read by OCR) and the values in their boxes together.
import type { PageText, TextItem } from '../../types.ts';

/** `read` (the OCR reading of `native`) with `native`'s fields and notes kept where they are drawn. OCR words inside
 *  a filled field's box go: the widget is drawn over the page there, its value is what shows. A page OCR read turned
 *  (sideways, upside down) is in another frame: its fields are not placed on it. */
export function keepWidgets(native: PageText, read: PageText, turned: number): PageText {
  const fields = native.form?.fields ?? [];
  const notes = native.form?.notes ?? [];
  if (turned !== 0 || (!fields.length && !notes.length)) return read;
  const filled = fields.filter((f) => f.checked === null && f.value.trim()).map((f) => f.rect);
  const under = (it: TextItem) => {
    const cx = it.x + it.w / 2, cy = it.y - it.h / 3;
    return filled.some((r) => cx >= r.x0 && cx <= r.x1 && cy >= r.y0 && cy <= r.y1);
  };
  const base = read.form ?? { marks: [], rules: [], boxes: [], fields: [] };
  const form = { ...base, fields: [...base.fields, ...fields], ...(notes.length ? { notes: [...(base.notes ?? []), ...notes] } : {}) };
  return { ...read, items: read.items.filter((it) => !under(it)), form };
}
