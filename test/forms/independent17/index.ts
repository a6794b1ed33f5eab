// Independent17: merchant applications exported from online portals and apps (browser print, mobile app summary,
// CRM deal export, e-signature envelope, review-your-answers page, right-aligned labels, pill buttons).
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeDeal, type Deal } from './data.ts';
import { Sheet, type Printed, type Style } from './draw.ts';
import { browserPrint, crmDeal, mobileApp } from './layouts-a.ts';
import { esignEnvelope, pillForm, reviewAnswers, rightAligned } from './layouts-b.ts';

type Draw = (s: Sheet, d: Deal, r: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; ca: boolean }> = {
  browser_print: { draw: browserPrint, ca: true },
  mobile_app_summary: { draw: mobileApp, ca: true },
  crm_deal_export: { draw: crmDeal, ca: false },
  esign_envelope: { draw: esignEnvelope, ca: true },
  review_answers: { draw: reviewAnswers, ca: true },
  right_aligned_export: { draw: rightAligned, ca: true },
  pill_toggle_portal: { draw: pillForm, ca: false },
};
export const INDEPENDENT17_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[] }

/** The truth from what was drawn: only printed values set fields. */
export function truthFrom(printed: Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.sets)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (!a) { (app as unknown as Record<string, unknown>)[path] = v; continue; }
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
        tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    }
  }
  return app;
}

export async function buildIndependent17(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown independent17 layout ${layout}`);
  const r = new Rng(`independent17:${layout}:${seed}`);
  const deal = makeDeal(r.fork('deal'), { caAllowed: spec.ca });
  const sheet = new Sheet(o.style, r.fork('ink'), o.scan);
  spec.draw(sheet, deal, r.fork('layout'));
  let pdf = await sheet.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(r.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO), seed })).pdf;
  return { pdf, truth: truthFrom(sheet.printed), printed: sheet.printed, decoys: sheet.decoys };
}

export async function generateIndependent17(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent17(layout, seed, o);
  return { pdf, truth };
}
