// Independent set 110: applications of merchants with several owners (people, a company or trust among them, a
// non-owner officer beside them) from US and Canadian brokers, each laying out its owners its own way.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Canvas, type DecoyRec, type Printed, type Style } from './draw.ts';
import { makeMerchant, type Country, type Merchant } from './model.ts';
import { harborline, prairiePeak } from './layouts-us.ts';
import { atlasSummit, coastalBridge } from './layouts-us2.ts';
import { laurentian, mapleRidge } from './layouts-ca.ts';
import { pacificRim } from './layouts-ca2.ts';

interface LayoutDef { broker: string; country: Country; draw: (c: Canvas, m: Merchant, r: Rng) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  harborline_capital: { broker: 'Harborline Business Capital', country: 'US', draw: harborline },
  prairie_peak_funding: { broker: 'Prairie Peak Funding Group', country: 'US', draw: prairiePeak },
  coastal_bridge_advance: { broker: 'Coastal Bridge Advance', country: 'US', draw: coastalBridge },
  atlas_summit_funding: { broker: 'Atlas Summit Funding', country: 'US', draw: atlasSummit },
  maple_ridge_merchant: { broker: 'Maple Ridge Merchant Finance', country: 'CA', draw: mapleRidge },
  laurentian_capital: { broker: 'Capital Laurentien / Laurentian Capital', country: 'CA', draw: laurentian },
  pacific_rim_funding: { broker: 'Pacific Rim Business Funding', country: 'CA', draw: pacificRim },
};
export const INDEPENDENT110_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent110Doc {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: Country; style: Style; scan: boolean;
  printed: Printed[]; decoys: DecoyRec[]; pages: number; merchant: Merchant;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed values give it: every value not printed stays null. */
export function truthFrom(printed: Printed[], owners: number): TruthApplication {
  const app = emptyApplication();
  for (let i = 0; i < owners; i++) app.applicants.push({ ...EMPTY });
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.paths)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
      else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent110(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent110Doc> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent110 layout ${layout}`);
  const r = new Rng(`independent110:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'), def.country);
  const c = new Canvas(opts.style, r.fork(`draw:${opts.style}`));
  def.draw(c, m, r.fork('layout'));
  let pdf = await c.end();
  if (opts.scan) pdf = (await scanPdf(pdf, r.fork('scan').chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO)).pdf;
  const printedOwners = new Set(c.printed.flatMap((p) => Object.keys(p.paths)).map((k) => /applicants\[(\d+)\]/.exec(k)?.[1]).filter((x) => x !== undefined)).size;
  return { pdf, truth: truthFrom(c.printed, printedOwners), layout, broker: def.broker, country: def.country, style: opts.style, scan: opts.scan,
    printed: c.printed, decoys: c.decoys, pages: c.page, merchant: m };
}
