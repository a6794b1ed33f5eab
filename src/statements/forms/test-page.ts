// A self-made page for the reading rules' tests (issue 36): words where a PDF's text layer would put them and the
// form's drawing, read by the form reader as it reads a PDF's page.
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../settings.ts';
import { readForm } from './reader.ts';

/** A word or run of words at (x, its baseline y from the top), in a font and size; its width guessed from its length. */
export const item = (str: string, x: number, y: number, font = 'F1', h = 8, w = str.length * h * 0.45): TextItem => ({ str, x, y, w, h, font });

export interface Drawing { boxes?: Rect[]; marks?: Rect[]; rules?: Rect[]; strokes?: Rect[]; width?: number; height?: number }

/** One page of words and drawing (a letter page unless told). */
export const pageOf = (items: TextItem[], d: Drawing = {}): PageText => ({
  page: 1, width: d.width ?? 612, height: d.height ?? 792, items,
  form: { fields: [], marks: d.marks ?? [], rules: d.rules ?? [], boxes: d.boxes ?? [], vrules: [], tilted: [], ...(d.strokes ? { strokes: d.strokes } : {}) },
}) as unknown as PageText;

export const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
export type Read = ReturnType<typeof read>;

/** The values read of the named fields, null where none. */
export const v = (r: Read, ...keys: (keyof Read['fields'])[]) => keys.map((k) => r.fields[k]?.value ?? null);

/** Each owner read: first and last name, role, share, tax ID. */
export const owners = (r: Read) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value ?? null, a.ownership?.value ?? null, a.tax_id?.value ?? null]);
