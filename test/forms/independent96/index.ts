// Set 96: merchant applications whose text layer cannot be decoded (fonts without /ToUnicode under a private
// encoding, /ToUnicode maps that give shifted or permuted letters, glyphs drawn as outlines), mixed per region; the
// truth is what a person sees on the rendered page. See README.md.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, type Style } from './draw.ts';
import { Ink } from './ink.ts';
import { makeModel, truthOf } from './data.ts';
import { drawForm, SPECS } from './layouts.ts';

export const INDEPENDENT96_LAYOUT_NAMES: readonly string[] = SPECS.map((s) => s.name);

export interface Options { style: Style; scan: boolean }

async function build(layout: string, seed: number, style: Style, legible: boolean, printed = false): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const spec = SPECS.find((s) => s.name === layout);
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const model = makeModel(seed, spec.name, spec.country, { maxOwners: spec.maxOwners, schedule: spec.schedule });
  const truth = truthOf(model, { schedule: spec.schedule });
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
    info: { Title: 'Application', Producer: 'PDF Writer 3.1', Creator: spec.broker, CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const ink = new Ink(doc as never, `${layout}:${seed}`, legible);
  // a fillable form's printed labels never decode: a plain label mode becomes a font without a map
  const modes = { ...spec.modes };
  if (style === 'fillable') for (const k of ['label', 'header', 'fine'] as const) if (modes[k] === 'plain') modes[k] = 'nomap';
  const form = new Form(ink, style, modes, spec.look, new Rng(`hand:${layout}:${seed}`));
  form.printed = printed;
  drawForm(form, model, spec);
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), truth };
}

export async function generateIndependent96(layout: string, seed: number, opts: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const { pdf, truth } = await build(layout, seed, opts.style, false, opts.scan);
  if (!opts.scan) return { pdf, truth, layout };
  const scanner = new Rng(`scanner:${layout}:${seed}`).chance(0.3) ? PHONE_PHOTO : OFFICE_SCANNER;
  return { pdf: (await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}` })).pdf, truth, layout };
}

/** The same page with an honest text layer (every region `plain`, checked boxes marked with a letter X): for tests. */
export async function generateIndependent96Legible(layout: string, seed: number, style: Style): Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const { pdf, truth } = await build(layout, seed, style, true);
  return { pdf, truth, layout };
}
