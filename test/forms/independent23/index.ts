// Set 23: old paperwork that went through fax machines and copiers (see COMMON.md). Seven funders' forms.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { merchant, type Merchant } from './data.ts';
import { captionUnder, duplexFlip } from './layouts2.ts';
import { faxCreditApp, typewriterLines } from './layouts1.ts';
import { canadaFax, carbonSet, checkboxMatrix } from './layouts3.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

const LAYOUTS: Record<string, [(s: Sheet, m: Merchant) => void, boolean]> = {
  'allied-fax-credit-app': [faxCreditApp, false],
  'tristate-typewriter-lines': [typewriterLines, false],
  'keystone-duplex-upside-down': [duplexFlip, false],
  'harbor-caption-under': [captionUnder, false],
  'meridian-checkbox-matrix': [checkboxMatrix, false],
  'northland-canada-fax': [canadaFax, true],
  'capitol-carbon-set': [carbonSet, false],
};
export const INDEPENDENT23_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Detailed { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[] }

export async function generateIndependent23Detailed(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Detailed> {
  const entry = LAYOUTS[layout];
  if (!entry) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`independent23:${layout}:${seed}`);
  const m = merchant(r.fork('merchant'), entry[1]);
  const s = new Sheet(r.fork('draw'), o.style, o.scan);
  entry[0](s, m);
  let pdf = await s.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(r.chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO), seed })).pdf;
  return { pdf, truth: s.truth(), printed: s.printed, decoys: s.decoys };
}

export async function generateIndependent23(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent23Detailed(layout, seed, o);
  return { pdf, truth };
}
