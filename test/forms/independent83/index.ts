// Set 83: merchant applications printed from web form builders and CRMs (numbered questions with grey answer boxes,
// Question/Answer exports, CRM record details), seven fictional brokers, each value's truth recorded as it is printed.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { brightwell, harborline, keystone } from './layouts-a.ts';
import { maplecrest, northgate } from './layouts-b.ts';
import { clearwater, silverline } from './layouts-c.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

interface Layout { broker: string; country: 'US' | 'CA'; draw: (s: Sheet, m: Merchant, r: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  brightwell_formloom: { broker: 'Brightwell Funding Partners', country: 'US', draw: brightwell },
  keystone_typebridge: { broker: 'Keystone Merchant Capital', country: 'US', draw: keystone },
  harborline_salesdesk: { broker: 'Harborline Capital Group', country: 'US', draw: harborline },
  northgate_jotly: { broker: 'Northgate Business Funding', country: 'US', draw: northgate },
  maplecrest_clearintake: { broker: 'Maple Crest Commercial Funding', country: 'CA', draw: maplecrest },
  silverline_pipedeck: { broker: 'Silverline Advance', country: 'US', draw: silverline },
  clearwater_wizard: { broker: 'Clearwater Funding Co.', country: 'US', draw: clearwater },
};

export const INDEPENDENT83_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent83Doc {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every printed value (truth-bearing or decoy) with its text and, for fillable forms, its AcroForm field. */
  printed: Printed[];
  layout: string; broker: string; seed: number; style: Style; scan: boolean; pages: number;
  skews?: number[];
}

export async function generateIndependent83(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent83Doc> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent83 layout ${layout}`);
  const m = makeMerchant(seed, layout, l.country);
  const s = new Sheet(opts.style, opts.scan, `${layout}:${seed}:${opts.style}`, seed);
  l.draw(s, m, new Rng(`i83-print:${layout}:${seed}`));
  let pdf = await s.end();
  let skews: number[] | undefined;
  if (opts.scan) {
    const scanned = await scanPdf(pdf, { seed: `${layout}:${seed}` });
    pdf = scanned.pdf;
    skews = scanned.skews;
  }
  return { pdf, truth: s.truth, printed: s.printed, layout, broker: l.broker, seed, style: opts.style, scan: opts.scan, pages: s.page,
    ...(skews ? { skews } : {}) };
}
