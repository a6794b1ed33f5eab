// Independent generator, set 269: five fictional US ISO-broker / funder "Merchant Cash Advance Application" forms,
// each in three styles (typed, handwritten, fillable AcroForm) and optionally scanned. See README.md.
import { emptyApplication, type Decoy, type Location, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { Merchant } from './data.ts';
import { bluepeak, harborline, keystone } from './layouts1.ts';
import { ironbridge, summit } from './layouts2.ts';
import { Sheet, type Rec, type Style } from './sheet.ts';

type Draw = (sh: Sheet, rng: Rng) => Merchant;
const LAYOUTS: Record<string, { draw: Draw; label: string; value: string }> = {
  keystone_boxed_grid: { draw: keystone, label: 'Helvetica', value: 'Courier' },
  harborline_two_page: { draw: harborline, label: 'Times-Roman', value: 'Helvetica' },
  bluepeak_typewriter_ledger: { draw: bluepeak, label: 'Courier', value: 'Courier' },
  summit_split_names: { draw: summit, label: 'Helvetica', value: 'Helvetica' },
  ironbridge_numbered_sections: { draw: ironbridge, label: 'Times-Roman', value: 'Times-Roman' },
};

export const INDEPENDENT269_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent269Options { style: Style; scan: boolean | 'phone' }

export interface Independent269Result {
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

/** The application from the recorded values: only printed (entered) values are non-null. */
export function assemble(recs: Rec[]): { truth: TruthApplication; locations: Location[]; decoys: Decoy[] } {
  const truth = emptyApplication();
  const locations: Location[] = [];
  const decoys: Decoy[] = [];
  for (const r of recs) {
    const paths = Object.keys(r.fields);
    if (!paths.length) {
      if (r.decoy) decoys.push({ key: r.key, text: r.text, page: r.page, box: r.box, ...(r.acroform_field ? { acroform_field: r.acroform_field } : {}) });
      continue;
    }
    for (const [path, v] of Object.entries(r.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (truth.applicants.length <= i) truth.applicants.push({ ...EMPTY_APPLICANT });
        (truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (truth as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
    locations.push({ fields: paths, page: r.page, box: r.box, text: r.text, via: r.via, ...(r.acroform_field ? { acroform_field: r.acroform_field } : {}) });
  }
  return { truth, locations, decoys };
}

export async function generateIndependent269(layout: string, seed: number, opts: Independent269Options): Promise<Independent269Result> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown independent269 layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm widgets');
  const rng = new Rng(`independent269:${layout}:${seed}`);
  const sh = new Sheet(opts.style, rng.fork(`sheet:${opts.style}`), spec.label, spec.value);
  spec.draw(sh, rng.fork('merchant'));
  let pdf = await sh.end();
  if (opts.scan) pdf = (await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  const { truth, locations, decoys } = assemble(sh.recs);
  return { pdf, truth, locations, decoys, layout, seed, style: opts.style, scan: opts.scan, pages: sh.page };
}
