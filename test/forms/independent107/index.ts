// Independent set 107: ISO (broker) MCA applications from small and mid-size brokers of the US Southeast and
// Mid-Atlantic (FL, GA, NC, VA, MD, PA) and one Atlantic Canada broker, each its own Word / Google Docs / Canva / Adobe form.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Form, type DecoyPrinted, type Printed, type Style } from './draw.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { peachtree, sunline } from './layouts-a.ts';
import { blueRidge, chesapeake } from './layouts-b.ts';
import { bluenose, keystone } from './layouts-c.ts';
import { oldDominion } from './layouts-d.ts';

type Draw = (f: Form, m: Merchant, r: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; country: 'US' | 'CA'; home: string | null }> = {
  'sunline-tampa-fl': { draw: sunline, country: 'US', home: 'FL' },
  'peachtree-atlanta-ga': { draw: peachtree, country: 'US', home: 'GA' },
  'blue-ridge-charlotte-nc': { draw: blueRidge, country: 'US', home: 'NC' },
  'chesapeake-baltimore-md': { draw: chesapeake, country: 'US', home: 'MD' },
  'keystone-bridge-philadelphia-pa': { draw: keystone, country: 'US', home: 'PA' },
  'old-dominion-richmond-va': { draw: oldDominion, country: 'US', home: 'VA' },
  'bluenose-halifax-ns': { draw: bluenose, country: 'CA', home: null },
};

export const INDEPENDENT107_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent107Doc {
  pdf: Uint8Array; truth: TruthApplication; layout: string;
  printed: Printed[]; decoys: DecoyPrinted[]; merchant: Merchant; style: Style; scan: boolean;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed values give it; the country follows from the printed state or province. */
export function truthFrom(printed: Printed[], country: 'US' | 'CA'): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.paths)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  if (app.state_region) app.country = country === 'CA' ? 'Canada' : 'United States';
  return app;
}

export async function generateIndependent107(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent107Doc> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const merchant = makeMerchant(seed, l.country, l.home, layout);
  const r = new Rng(`ind107:${layout}:${seed}:${opts.style}`);
  const f = new Form(opts.style, r.fork('pen'), opts.scan);
  l.draw(f, merchant, r.fork('layout'));
  let pdf = await f.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(r.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(f.printed, l.country), layout, printed: f.printed, decoys: f.decoys, merchant, style: opts.style, scan: opts.scan };
}
