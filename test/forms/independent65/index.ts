// Independent set 65: MCA / working-capital applications from seven fictional Midwest ISOs and direct funders.
// generateIndependent65(layout, seed, style) draws one merchant, prints it on the broker's form and returns the PDF
// with the truth read from exactly what was printed (applications.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { Pen, type Printed, type Style } from './pen.ts';
import { buckeye, lakeshore } from './layouts-a.ts';
import { greatLakes, northStar } from './layouts-b.ts';
import { badger, gateway, prairieWind } from './layouts-c.ts';

export interface Layout65 { name: string; broker: string; maxOwners: number; pages: number; typedFont: string; draw: (p: Pen, m: Merchant, r: Rng) => void }

export const LAYOUTS65: readonly Layout65[] = [
  { name: 'lakeshore_side_by_side', broker: 'Lakeshore Merchant Capital (Chicago, IL)', maxOwners: 2, pages: 1, typedFont: 'Courier', draw: lakeshore },
  { name: 'buckeye_boxed_two_page', broker: 'Buckeye Business Funding (Columbus, OH)', maxOwners: 2, pages: 2, typedFont: 'Helvetica', draw: buckeye },
  { name: 'great_lakes_owner_table', broker: 'Great Lakes Working Capital Group (Detroit, MI)', maxOwners: 4, pages: 1, typedFont: 'Courier', draw: greatLakes },
  { name: 'north_star_payment_terms', broker: 'North Star Advance (Minneapolis, MN)', maxOwners: 2, pages: 2, typedFont: 'Times-Roman', draw: northStar },
  { name: 'gateway_stacked_principals', broker: 'Gateway Arch Funding (St. Louis, MO)', maxOwners: 3, pages: 2, typedFont: 'Courier', draw: gateway },
  { name: 'badger_compact', broker: 'Badger State Capital (Milwaukee, WI)', maxOwners: 2, pages: 1, typedFont: 'Helvetica', draw: badger },
  { name: 'prairie_wind_owner_columns', broker: 'Prairie Wind Merchant Services (Wichita, KS)', maxOwners: 3, pages: 1, typedFont: 'Courier', draw: prairieWind },
];

export const INDEPENDENT65_LAYOUT_NAMES: readonly string[] = LAYOUTS65.map((l) => l.name);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as printed: each printed value's truth paths (`legal_name`, `a1.ownership` ...). */
export function truthFrom(printed: readonly Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^a(\d)\.(\w+)$/.exec(path);
      if (!a) { (app as unknown as Record<string, unknown>)[path] = v; continue; }
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    }
  }
  return app;
}

export interface Built65 { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; merchant: Merchant; layout: Layout65 }

/** The form before any scan, with what was printed (for the tests). */
export async function buildIndependent65(layout: string, seed: number, style: Style): Promise<Built65> {
  const l = LAYOUTS65.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent65:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), l.maxOwners);
  const pen = new Pen(style, rng.fork(`pen:${style}`), l.typedFont, `${l.broker} application`);
  l.draw(pen, m, rng.fork('print'));
  const chunks: Buffer[] = [];
  pen.doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((res) => pen.doc.on('end', () => res()));
  pen.doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), truth: truthFrom(pen.printed), printed: pen.printed, merchant: m, layout: l };
}

export async function generateIndependent65(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent65(layout, seed, o.style);
  if (!o.scan || o.style === 'fillable') return { pdf: b.pdf, truth: b.truth };
  const s = await scanPdf(b.pdf, { ...OFFICE_SCANNER, seed: `independent65:${layout}:${seed}` });
  return { pdf: s.pdf, truth: b.truth };
}
