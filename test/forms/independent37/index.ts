// Independent set 37: business credit applications printed by banks, credit unions and SBA-style lenders that MCA
// brokers re-use, with their decoys (routing and branch numbers, loan officers, existing bank debt, collateral owners,
// spouses, co-borrowers). Each layout draws the merchant; the truth is read back from what was printed.
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Caps, type Merchant } from './data.ts';
import { truthFrom } from './format.ts';
import { firstPrairie, harborline, keystoneSba } from './layouts-a.ts';
import { cornerstone, northShore } from './layouts-b.ts';
import { summitValley, triCounty } from './layouts-c.ts';
import { Paper, type Printed, type Style } from './paper.ts';

const LAYOUTS: Record<string, { draw: (p: Paper, m: Merchant) => void; caps: Caps; title: string }> = {
  first_prairie_bank: { draw: firstPrairie, caps: {}, title: 'Small Business Credit Application' },
  harborline_fcu: { draw: harborline, caps: {}, title: 'Member Business Loan Application' },
  keystone_sba_borrower: { draw: keystoneSba, caps: {}, title: 'Borrower Information Form' },
  northshore_ca_business: { draw: northShore, caps: { canada: true }, title: 'Business Credit Application' },
  cornerstone_bank_format: { draw: cornerstone, caps: { payment: true, score: true }, title: 'Business Credit Application' },
  tricounty_line_of_credit: { draw: triCounty, caps: {}, title: 'Commercial Line of Credit Application' },
  summit_valley_express: { draw: summitValley, caps: { payment: true, maxOwners: 3, maxAmount: 100000 }, title: 'Business Express Loan Application' },
};

export const INDEPENDENT37_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

/** The PDF with what it printed (for the tests) and its truth. */
export async function renderIndependent37(layout: string, seed: number, style: Style): Promise<{ pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; merchant: Merchant }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const merchant = makeMerchant(seed, layout, l.caps);
  const paper = new Paper(style, new Rng(`i37:paper:${layout}:${seed}`), l.title);
  l.draw(paper, merchant);
  const pdf = await paper.finish();
  return { pdf, truth: truthFrom(merchant, paper.printed), printed: paper.printed, merchant };
}

export async function generateIndependent37(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const { pdf, truth } = await renderIndependent37(layout, seed, style);
  if (!o.scan) return { pdf, truth };
  return { pdf: (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf, truth };
}
