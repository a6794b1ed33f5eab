// Set 62: applications with many owners and continuation sheets (holding companies, officers, spouses as decoys).
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant, type MerchantOptions } from './model.ts';
import { Sheet, type DecoyMark, type Printed, type Style } from './sheet.ts';
import { crescent, harborview, ledgerline, northgate } from './layouts-a.ts';
import { keystone, mapleleaf, summitline } from './layouts-b.ts';

interface LayoutDef { title: string; merchant: MerchantOptions; draw: (s: Sheet, m: Merchant) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  northgate_addl_owners: { title: 'Northgate Capital Partners', merchant: { minOwners: 1, maxOwners: 6 }, draw: northgate },
  ledgerline_owner_schedule: { title: 'Ledgerline Funding', merchant: { minOwners: 2, maxOwners: 5, holding: 0.5, soleProp: false }, draw: ledgerline },
  harborview_k1_breakdown: { title: 'Harborview Merchant Services', merchant: { minOwners: 2, maxOwners: 5, holding: 0.6, soleProp: false }, draw: harborview },
  crescent_owner_paragraph: { title: 'Crescent Bridge Capital', merchant: { minOwners: 1, maxOwners: 4, holding: 0.3, soleProp: false }, draw: crescent },
  mapleleaf_ca_principals: { title: 'Maple Leaf Business Funding', merchant: { ca: true, minOwners: 1, maxOwners: 5, holding: 0.3, soleProp: false }, draw: mapleleaf },
  keystone_guarantor_sheet: { title: 'Keystone Advance Group', merchant: { minOwners: 1, maxOwners: 6, holding: 0.3 }, draw: keystone },
  summitline_owner_columns: { title: 'Summit Line Capital', merchant: { minOwners: 1, maxOwners: 3, holding: 0.5 }, draw: summitline },
};
export const INDEPENDENT62_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was printed: every printed value's paths, nothing else. */
export function truthFrom(printed: Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) for (const [path, v] of Object.entries(p.paths)) {
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (app as unknown as Record<string, unknown>)[path] = v;
  }
  return app;
}

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: DecoyMark[]; merchant: Merchant }

export async function buildIndependent62(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const merchant = makeMerchant(new Rng(`i62:${layout}:${seed}`), def.merchant);
  const s = new Sheet(o.style, new Rng(`i62:draw:${layout}:${seed}:${o.style}`), def.title);
  def.draw(s, merchant);
  let pdf = await s.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf;
  return { pdf, truth: truthFrom(s.printed), printed: s.printed, decoys: s.decoys, merchant };
}

export async function generateIndependent62(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent62(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
