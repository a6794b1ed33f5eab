// Independent generator, set 221: four fictional US ISOs' MCA application forms with exact truth.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { Decoy, Location, TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { emptyApplication } from '../generator/truth.ts';
import { makeDeal, type Deal } from './data.ts';
import { Form, type Placed, type Style } from './form.ts';
import { bluewater, keystone } from './layoutsAB.ts';
import { northstar, redline } from './layoutsCD.ts';

interface Layout { broker: string; maxOwners: number; font: string; draw: (f: Form, d: Deal, rng: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  keystone_table: { broker: 'Keystone Funding Partners', maxOwners: 2, font: 'Helvetica', draw: keystone },
  bluewater_captions: { broker: 'Bluewater Capital Group', maxOwners: 3, font: 'Courier', draw: bluewater },
  redline_two_page: { broker: 'Redline Merchant Services', maxOwners: 3, font: 'Helvetica', draw: redline },
  northstar_checkbox: { broker: 'Northstar Business Funding', maxOwners: 2, font: 'Courier-Bold', draw: northstar },
};
export const INDEPENDENT221_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent221Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Location[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
  deal: Deal; skews?: number[];
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application read from what was placed: every owner printed gets an applicant, every non-null value a location. */
export function truthFrom(placed: Placed[], owners: number): { truth: TruthApplication; locations: Location[]; decoys: Decoy[] } {
  const truth = emptyApplication();
  for (let i = 0; i < owners; i++) truth.applicants.push({ ...EMPTY });
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
      const target = (m ? truth.applicants[Number(m[1])] : truth) as unknown as Record<string, unknown>;
      const k = m ? m[2]! : path.slice('application.'.length);
      if (target[k] !== null && target[k] !== v) throw new Error(`conflicting truth for ${path}: ${String(target[k])} vs ${String(v)}`);
      target[k] = v;
    }
    locations.push({ fields: paths, page: p.page, box: p.box, text: p.text, via: p.via,
      ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}), ...(p.acroform_value ? { acroform_value: p.acroform_value } : {}) });
  }
  return { truth, locations, decoys };
}

export async function generateIndependent221(layout: string, seed: number, opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent221Result> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent221:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), L.maxOwners);
  const form = new Form(opts.style, rng.fork(`ink:${opts.style}`), L.font, { title: `${L.broker} - Merchant Application`, author: L.broker });
  L.draw(form, deal, rng.fork('layout'));
  let pdf = await form.end();
  const { truth, locations, decoys } = truthFrom(form.placed, deal.owners.length);
  let skews: number[] | undefined;
  if (opts.scan) {
    const s = await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER);
    pdf = s.pdf;
    skews = s.skews;
  }
  return { pdf, truth, placed: locations, decoys, broker: L.broker, country: 'US', pages: form.page, deal, ...(skews ? { skews } : {}) };
}
