// Set 241: four independent US ISO "Merchant Cash Advance Application" layouts (24th series), each with its truth
// built only from the values it placed on the page.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Form, type Placed241, type Style } from './canvas.ts';
import type { Ctx } from './common.ts';
import { makeData } from './data.ts';
import { prepare } from './prep.ts';
import { ridgeline } from './ridgeline.ts';
import { bluepeak } from './bluepeak.ts';
import { ledgerline } from './ledgerline.ts';
import { northstar } from './northstar.ts';

export type { Placed241 } from './canvas.ts';

interface LayoutDef { broker: string; einBare: boolean; draw: (c: Ctx) => number }
const LAYOUTS: Record<string, LayoutDef> = {
  ridgeline: { broker: 'Ridgeline Capital Partners', einBare: true, draw: ridgeline },
  bluepeak: { broker: 'BluePeak Funding Solutions', einBare: false, draw: bluepeak },
  ledgerline: { broker: 'Ledgerline Business Capital', einBare: true, draw: ledgerline },
  northstar: { broker: 'Northstar Merchant Advisors', einBare: false, draw: northstar },
};
export const INDEPENDENT241_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Decoy241 { key: string; text: string; page: number; box: Placed241['box']; acroform_field?: string }
export interface Generated241 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed241[]; decoys: Decoy241[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as the placed values give it: every path set from a printed value, the rest null. */
export function truthFrom(placed: Placed241[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent241(layout: string, seed: number,
  o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean | 'phone' }): Promise<Generated241> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; expected one of ${INDEPENDENT241_LAYOUT_NAMES.join(', ')}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const r = new Rng(`independent241:${layout}:${seed}`);
  const data = makeData(r);
  const p = prepare(data, r, { einBare: def.einBare });
  const f = new Form(o.style as Style, new Rng(`independent241:${layout}:${seed}:${o.style}:ink`), `${def.broker} - Merchant Cash Advance Application`);
  const pages = def.draw({ f, r, d: data, p });
  let pdf = await f.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  const placed = f.placed;
  const decoys = placed.filter((x) => !Object.keys(x.fields).length && !x.key.startsWith('ctx.') && x.via !== 'mark' && x.text)
    .filter((x) => !x.key.startsWith('entity_') && !x.key.startsWith('frequency_') && !['own', 'rent'].includes(x.key))
    .map((x) => ({ key: x.key, text: x.text, page: x.page, box: x.box, ...(x.acroform_field ? { acroform_field: x.acroform_field } : {}) }));
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: def.broker, country: 'US', pages };
}
