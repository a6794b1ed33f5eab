// Set 226: application forms of four fictional US brokers specialising in healthcare and professional practices
// (PLLC, PC, PA, LLP; owners with credentials), with practice identifiers (NPI, DEA, PTAN, CLIA, licences), payer
// mix and collections tables and an office-manager contact as decoys. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Canvas, type DecoyValue, type PlacedValue, type Style } from './canvas.ts';
import { makePractice, type Practice } from './data.ts';
import { truthFrom } from './fields.ts';
import { drawApex } from './layout-apex.ts';
import { drawCaduceus } from './layout-caduceus.ts';
import { drawLexington } from './layout-lexington.ts';
import { drawMeridian } from './layout-meridian.ts';

interface Layout {
  broker: string; maxOwners: number; typedFont: string;
  fieldName: (key: string, n: number) => string; draw: (c: Canvas, p: Practice) => void;
}

const camel = (k: string): string => k.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
const LAYOUTS: Record<string, Layout> = {
  caduceus: { broker: 'Caduceus Capital Partners', maxOwners: 3, typedFont: 'Helvetica', fieldName: (k) => `practice.${camel(k)}`, draw: drawCaduceus },
  meridian: { broker: 'Meridian Practice Funding', maxOwners: 3, typedFont: 'Courier', fieldName: (_k, n) => `Text${n}`, draw: drawMeridian },
  apex: { broker: 'Apex Dental & Medical Funding Group', maxOwners: 2, typedFont: 'Helvetica', fieldName: (k, n) => `${k.toUpperCase()}_${n}`, draw: drawApex },
  lexington: { broker: 'Lexington Professional Capital', maxOwners: 3, typedFont: 'Courier', fieldName: (k) => `form1[0].firm[0].${camel(k)}[0]`, draw: drawLexington },
};

export const INDEPENDENT226_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent226Result {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: DecoyValue[];
  broker: string; country: 'US' | 'CA'; pages: number; scan?: { skews: number[] };
}

export async function generateIndependent226(layout: string, seed: number, opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent226Result> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT226_LAYOUT_NAMES.join(', ')}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const root = new Rng(`independent226:${layout}:${seed}`);
  const practice = makePractice(root.fork('practice'), L.maxOwners);
  const canvas = new Canvas(opts.style, root.fork('ink'), L.typedFont, L.fieldName, { title: `${L.broker} - Application`, author: L.broker });
  L.draw(canvas, practice);
  let pdf = await canvas.finish();
  let scan: { skews: number[] } | undefined;
  if (opts.scan) {
    const base = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    const out = await scanPdf(pdf, { ...base, seed: `independent226:${layout}:${seed}` });
    pdf = out.pdf;
    scan = { skews: out.skews };
  }
  return { pdf, truth: truthFrom(canvas.placed), placed: canvas.placed, decoys: canvas.decoys, broker: L.broker, country: 'US', pages: canvas.page, ...(scan ? { scan } : {}) };
}
