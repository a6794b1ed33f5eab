// Set 102 (independent author): merchant applications as fillable PDFs the way real editors make them (Acrobat,
// Foxit, JotForm, DocuSign, LiveCycle, Word "save as fillable"), and the same layouts flattened (typed, handwritten).
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant, type MerchantOptions } from './data.ts';
import { harborline, keystone, pinecrest } from './layouts-us.ts';
import { bluewater, granite } from './layouts-us2.ts';
import { mapleleaf, northstar } from './layouts-ca.ts';
import { renderPlan, type Style } from './render.ts';
import type { Plan } from './sheet.ts';

interface LayoutDef { build: (m: Merchant, r: Rng) => Plan; merchant: MerchantOptions }
const LAYOUTS: Record<string, LayoutDef> = {
  keystone_acrobat: { build: keystone, merchant: { country: 'US', maxOwners: 4 } },
  harborline_foxit: { build: harborline, merchant: { country: 'US', maxOwners: 3, itin: true, masking: 0.5 } },
  pinecrest_jotform: { build: pinecrest, merchant: { country: 'US', maxOwners: 2, itin: true, masking: 0.5 } },
  bluewater_docusign: { build: bluewater, merchant: { country: 'US', maxOwners: 4 } },
  granite_livecycle: { build: granite, merchant: { country: 'US', maxOwners: 3 } },
  mapleleaf_word: { build: mapleleaf, merchant: { country: 'CA', maxOwners: 2, masking: 0.35 } },
  northstar_foxit: { build: northstar, merchant: { country: 'CA', maxOwners: 3, masking: 0.4 } },
};
export const INDEPENDENT102_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

/** The application as applications.md's rules read the printed plan: each slot's truth paths, plus the country. */
export function truthOf(plan: Plan): TruthApplication {
  const app = emptyApplication();
  const set = (path: string, v: string | number): void => {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) {
        app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      }
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
  };
  for (const s of plan.slots) for (const [p, v] of Object.entries(s.truth)) set(p, v);
  for (const [p, v] of Object.entries(plan.fixed)) set(p, v);
  app.country = plan.country === 'US' ? 'United States' : 'Canada';
  return app;
}

/** The plan and truth of (layout, seed): the seed alone decides them. */
export function planIndependent102(layout: string, seed: number): { plan: Plan; truth: TruthApplication; merchant: Merchant } {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const root = new Rng(`independent102:${layout}:${seed}`);
  const dataRng = root.fork('data');
  const layoutRng = root.fork('layout');
  const merchant = makeMerchant(dataRng, def.merchant);
  const plan = def.build(merchant, layoutRng);
  return { plan, truth: truthOf(plan), merchant };
}

export async function generateIndependent102(layout: string, seed: number, opts: { style: Style; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const { plan, truth } = planIndependent102(layout, seed);
  const pen = new Rng(`independent102:pen:${layout}:${seed}:${opts.style}`);
  let pdf = await renderPlan(plan, opts.style, opts.scan, pen);
  if (opts.scan) {
    const phone = new Rng(`independent102:scan:${layout}:${seed}`).chance(0.35);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth, layout };
}
