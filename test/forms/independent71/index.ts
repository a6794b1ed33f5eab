// Independent set 71: West Coast brokers (CA, OR, WA, NV, AZ, UT, CO). Five CRM / portal printouts ("Deal Summary",
// "Merchant Profile", an opportunity export, an application review, a submission sheet) and two classic paper ISO
// forms, each a different fictional broker; typed, handwritten or fillable, optionally scanned.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { truthOf } from './common.ts';
import { makeDeal, type Deal } from './data.ts';
import { goldenGate, frontRange } from './paper.ts';
import { cascadia, pacific, sierra } from './portal1.ts';
import { saguaro, wasatch } from './portal2.ts';
import { Sheet, type Printed, type PrintedDecoy, type Style } from './sheet.ts';

type Draw = (s: Sheet, d: Deal, rng: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; states: string[]; title: string; font?: string }> = {
  cascadia_deal_summary: { draw: cascadia, states: ['OR', 'WA', 'OR', 'CA'], title: 'Deal Summary' },
  sierra_merchant_profile: { draw: sierra, states: ['NV', 'CA', 'NV', 'UT'], title: 'Merchant Profile' },
  pacific_rim_crm_export: { draw: pacific, states: ['CA', 'CA', 'AZ', 'NV'], title: 'Opportunity Detail' },
  saguaro_application_review: { draw: saguaro, states: ['AZ', 'AZ', 'NV', 'UT', 'CO'], title: 'Application Review' },
  wasatch_submission_sheet: { draw: wasatch, states: ['UT', 'CO', 'NV', 'WA'], title: 'Submission Sheet' },
  golden_gate_paper_iso: { draw: goldenGate, states: ['CA', 'CA', 'OR', 'NV'], title: 'Business Cash Advance Application' },
  front_range_paper_iso: { draw: frontRange, states: ['CO', 'UT', 'AZ', 'WA'], title: 'Merchant Funding Application', font: 'Courier' },
};
export const INDEPENDENT71_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Options { style: Style; scan: boolean }
export interface Detailed { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: PrintedDecoy[]; deal: Deal }

/** The form with what it printed (values with their truth paths, decoys): for this set's own tests. */
export async function generateIndependent71Detailed(layout: string, seed: number, o: Options): Promise<Detailed> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown independent71 layout ${layout}`);
  const rng = new Rng(`independent71:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), spec.states);
  const sheet = new Sheet(o.style, o.scan, rng.fork('ink'), spec.title);
  if (spec.font) sheet.valueFont = spec.font;
  spec.draw(sheet, deal, rng.fork('layout'));
  let pdf = await sheet.end();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthOf(sheet), printed: sheet.printed, decoys: sheet.decoys, deal };
}

export async function generateIndependent71(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent71Detailed(layout, seed, o);
  return { pdf, truth };
}
