// Generated merchant application forms and the other papers of a broker's upload, with exact truth:
//   generateForm(layout, seed, { style, scan })  -> an application form (FORM_LAYOUT_NAMES)
//   generateDocument(kind, seed, { scan })       -> a voided check, an ID card, a tax form's first page, an invoice
//   generate(name, seed, opts)                   -> either, by name
// Same (name, seed, options) gives the same bytes.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { Canvas, MARKS_DEV, type Mark, type Style } from './canvas.ts';
import { DOCUMENT_NAMES, drawDocument } from './documents.ts';
import { DEV_LAYOUTS, type FormLayout } from './layouts.ts';
import { BLIND_LAYOUTS } from './layouts-blind.ts';
import { FRESH_LAYOUTS } from './layouts-fresh.ts';
import { HELD_OUT_LAYOUTS } from './layouts-held-out.ts';
import { PRACTICE_LAYOUTS } from './layouts-practice.ts';
import { UNSEEN_LAYOUTS } from './layouts-unseen.ts';
import { makeMerchant } from './model.ts';
import { applicationFrom, type FormTruth } from './truth.ts';

const FORM_LAYOUTS: readonly FormLayout[] = [...DEV_LAYOUTS, ...HELD_OUT_LAYOUTS, ...BLIND_LAYOUTS, ...FRESH_LAYOUTS, ...PRACTICE_LAYOUTS,
  ...UNSEEN_LAYOUTS];
export const FORM_LAYOUT_NAMES: readonly string[] = FORM_LAYOUTS.map((l) => l.name);
/** The layouts a reader may be developed on, those kept apart to measure it on forms it has never seen, and the
 *  blind ones (never read while working on the reader: the final measure once the held-out ones have been used), and
 *  the fresh ones (a fourth set, likewise never read, for once the blind ones have been used). */
export const DEV_LAYOUT_NAMES: readonly string[] = FORM_LAYOUTS.filter((l) => !l.heldOut && !l.blind && !l.fresh && !l.practice && !l.unseen).map((l) => l.name);
export const HELD_OUT_LAYOUT_NAMES: readonly string[] = FORM_LAYOUTS.filter((l) => l.heldOut).map((l) => l.name);
export const BLIND_LAYOUT_NAMES: readonly string[] = FORM_LAYOUTS.filter((l) => l.blind).map((l) => l.name);
export const FRESH_LAYOUT_NAMES: readonly string[] = FORM_LAYOUTS.filter((l) => l.fresh).map((l) => l.name);
/** The unseen ones (layouts-unseen.ts): a fifth set written from applications.md by an author who read neither the
 *  reader nor the other measured sets; never read while working on the reader. */
export const UNSEEN_LAYOUT_NAMES: readonly string[] = FORM_LAYOUTS.filter((l) => l.unseen).map((l) => l.name);
/** The form reader's own practice layouts (layouts-practice.ts): development forms, never a measure. */
export const PRACTICE_LAYOUT_NAMES: readonly string[] = FORM_LAYOUTS.filter((l) => l.practice).map((l) => l.name);

/** Layout names from a selection: `dev`, `held-out`, `blind`, `fresh`, `unseen`, `practice`, `all`, or names separated by commas. */
export function layoutsOf(sel: string): string[] {
  const out: string[] = [];
  for (const part of sel.split(',').map((x) => x.trim()).filter(Boolean)) {
    if (part === 'dev') out.push(...DEV_LAYOUT_NAMES);
    else if (part === 'held-out') out.push(...HELD_OUT_LAYOUT_NAMES);
    else if (part === 'blind') out.push(...BLIND_LAYOUT_NAMES);
    else if (part === 'fresh') out.push(...FRESH_LAYOUT_NAMES);
    else if (part === 'unseen') out.push(...UNSEEN_LAYOUT_NAMES);
    else if (part === 'practice') out.push(...PRACTICE_LAYOUT_NAMES);
    else if (part === 'all') out.push(...FORM_LAYOUT_NAMES);
    else if (ALL_NAMES.includes(part)) out.push(part);
    else throw new Error(`unknown layout ${part}; known: dev, held-out, blind, fresh, unseen, practice, all, ${ALL_NAMES.join(', ')}`);
  }
  return [...new Set(out)];
}
export { DOCUMENT_NAMES } from './documents.ts';
export const ALL_NAMES: readonly string[] = [...FORM_LAYOUT_NAMES, ...DOCUMENT_NAMES];
export const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface GenerateOptions {
  /** Forms only: how the values are filled (default: picked by the seed). */
  style?: Style;
  /** Render the pages as an image-only PDF (a scan); fillable forms are printed first, so their values show. */
  scan?: boolean;
  fileName?: string;
}

export interface Generated { pdf: Uint8Array; truth: FormTruth }

export async function generate(name: string, seed: number, opts: GenerateOptions = {}): Promise<Generated> {
  if (FORM_LAYOUT_NAMES.includes(name)) return generateForm(name, seed, opts);
  if (DOCUMENT_NAMES.includes(name)) return generateDocument(name, seed, opts);
  throw new Error(`unknown layout ${name}; known: ${ALL_NAMES.join(', ')}`);
}

export async function generateForm(name: string, seed: number, opts: GenerateOptions = {}): Promise<Generated> {
  const layout = FORM_LAYOUTS.find((l) => l.name === name);
  if (!layout) throw new Error(`unknown form layout ${name}`);
  const rng = new Rng(`form:${name}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), layout.country, { maxOwners: layout.maxOwners, bareCanadianIds: layout.bareCanadianIds ?? false,
    ...(layout.programIds ? { programIds: layout.programIds } : {}) });
  // Its own stream (a fork would shift the look and canvas streams of layouts without a prepare step).
  layout.prepare?.(m, new Rng(`form:${name}:${seed}:prepare`));
  if (name === 'harbor_express') for (const o of m.owners) o.printed = `${o.last}, ${o.first}`;
  // A bare 9-digit EIN only on forms whose label says EIN.
  if (name === 'northgate_lines' && m.taxIdBare) { m.taxIdText = `${m.taxId.slice(0, 2)}-${m.taxId.slice(2)}`; m.taxIdBare = false; }
  const look = rng.fork('look');
  let style: Style = opts.style ?? look.weighted(layout.styles ?? [['typed', 4], ['handwritten', 3], ['fillable', 3]] as const);
  // A scanned fillable form is a printed one: its values are ink, so it is drawn as typed.
  if (opts.scan && style === 'fillable') style = 'typed';
  const mark: Mark = look.pick(layout.marks ?? MARKS_DEV);
  const c = new Canvas(rng.fork('canvas'), style, { label: layout.labelFonts[0], labelBold: layout.labelFonts[1], labelSize: 8,
    value: layout.valueFont, valueSize: 9.5, mark }, { title: `${layout.broker} application`, producer: 'PDFKit',
    creator: style === 'fillable' ? 'Adobe Acrobat Pro' : 'Microsoft Word', date: new Date(Date.UTC(2026, 5, 1 + (seed % 28), 15, 0, 0)) });
  if (style === 'handwritten' && look.chance(0.3)) c.mixedTyped = 0.3;
  if (layout.acro) c.acro = layout.acro;
  layout.draw(c, m);
  const pdf = await c.finish();
  const { application, locations, decoys } = applicationFrom(c.placed);
  const file = opts.fileName ?? `${name}_${seed}.pdf`;
  const truth: FormTruth = { schema: 'application-truth/1', file, kind: 'application_form',
    generator: { layout: name, seed, style, scan: !!opts.scan, broker: layout.broker, country: layout.country, mark },
    pages: layout.pages, application, locations, decoys, facts: null };
  return opts.scan ? scanned(pdf, truth, seed) : { pdf, truth };
}

export async function generateDocument(name: string, seed: number, opts: GenerateOptions = {}): Promise<Generated> {
  const rng = new Rng(`doc:${name}:${seed}`);
  const { pdf, kind, facts, pages } = await drawDocument(name, rng, new Date(Date.UTC(2026, 4, 1 + (seed % 28), 12, 0, 0)));
  const truth: FormTruth = { schema: 'application-truth/1', file: opts.fileName ?? `${name}_${seed}.pdf`, kind,
    generator: { layout: name, seed, style: null, scan: !!opts.scan, broker: null, country: typeof facts.country === 'string' ? facts.country : null },
    pages, application: null, locations: [], decoys: [], facts };
  return opts.scan ? scanned(pdf, truth, seed) : { pdf, truth };
}

async function scanned(pdf: Uint8Array, truth: FormTruth, seed: number): Promise<Generated> {
  const dpi = 200;
  const s = await scanPdf(pdf, { seed, dpi });
  return { pdf: s.pdf, truth: { ...truth, scan: { dpi, skews: s.skews } } };
}
