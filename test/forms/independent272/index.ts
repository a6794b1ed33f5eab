// Independent generator, set 272: Canadian merchant-cash-advance application forms (seventh series), five layouts.
import { emptyApplication, type Decoy, type Location, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeBusiness } from './data.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';
import type { LayoutDef } from './common.ts';
import { LAYOUTS_A } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';

const LAYOUTS: LayoutDef[] = [...LAYOUTS_A, ...LAYOUTS_B];

export const INDEPENDENT272_LAYOUT_NAMES: string[] = LAYOUTS.map((l) => l.name);

export interface Independent272Options { style: Style; scan: boolean | 'phone' }

export interface Independent272Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  locations: Location[];
  decoys: Decoy[];
  layout: string;
  seed: number;
  style: Style;
  scan: boolean | 'phone';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what the sheet placed: values with truth paths become locations, the others decoys. */
export function truthFrom(placed: Placed[], owners: number): { truth: TruthApplication; locations: Location[]; decoys: Decoy[] } {
  const truth = emptyApplication();
  for (let i = 0; i < owners; i++) truth.applicants.push({ ...EMPTY_APPLICANT });
  const locations: Location[] = [];
  const decoys: Decoy[] = [];
  for (const p of placed) {
    const paths = Object.keys(p.fields);
    if (!paths.length) {
      decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
      continue;
    }
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) (truth.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] = v;
      else (truth as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
    locations.push({ fields: paths, page: p.page, box: p.box, text: p.text, via: p.via, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
  }
  return { truth, locations, decoys };
}

export async function generateIndependent272(layout: string, seed: number, opts: Independent272Options): Promise<Independent272Result> {
  const def = LAYOUTS.find((l) => l.name === layout);
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent272:${layout}:${seed}`);
  const b = makeBusiness(rng.fork('business'), def.dateFmt, def.maxOwners, layout === 'quebec_cooperative');
  const sheet = new Sheet({ style: opts.style, rng: rng.fork(`sheet:${opts.style}`), valueFont: def.font, valueSize: def.font.startsWith('Courier') ? 9.5 : 10 });
  def.draw({ s: sheet, b, r: rng.fork('layout') });
  const { truth, locations, decoys } = truthFrom(sheet.placed, b.owners.length);
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  return { pdf, truth, locations, decoys, layout, seed, style: opts.style, scan: opts.scan, pages: sheet.page };
}
