// Independent set 87: long multi-page application packets (cover page, business page, owners, an additional owners /
// continuation sheet, signature page) from seven fictional brokers. The truth is recorded as each value is drawn.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Sheet, type FieldValue, type Print, type Style } from './canvas.ts';
import { makeMerchant } from './data.ts';
import { fmtDate, LAYOUTS } from './layouts.ts';
import { businessPage, continuationPage, ownersPage, signaturePage } from './pages.ts';
import { cover, type Ctx } from './sections.ts';

export const INDEPENDENT87_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Generated87 {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  country: 'US' | 'CA';
  pages: number;
  /** Every value drawn, with the truth fields it gives (none for context and decoys). */
  printed: Print[];
  /** Printed values that are not the application's: landlord, bank, existing funders, references, homes, dates. */
  decoys: Print[];
}

/** The application from the values drawn; a field drawn twice must agree with itself. */
export function truthFrom(printed: Print[]): TruthApplication {
  const app = emptyApplication();
  const seen = new Map<string, FieldValue>();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} printed as ${String(seen.get(path))} and ${String(v)}`);
      seen.set(path, v);
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) {
          app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
            tax_id_country: null, date_of_birth: null });
        }
        (app.applicants[i] as unknown as Record<string, FieldValue>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, FieldValue>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent87(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated87> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent87:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), l.country);
  const signedIso = `2026-0${rng.int(1, 6)}-${String(rng.int(10, 28))}`;
  const signed = fmtDate(signedIso, l.date === 'long' ? 'mdy' : l.date);
  const s = new Sheet(opts.style, opts.style === 'fillable' && opts.scan, new Rng(`independent87:${layout}:${seed}:${opts.style}:ink`), l.look,
    `${l.broker.name} - Merchant Application`);
  const many = m.owners.length > 2;
  const titles = ['Business Information and Funding Request'];
  if (l.plan === 'three') {
    titles.push('Owner Information, Authorizations and Signatures');
    if (many) titles.push('Additional Owners / Continuation Sheet');
  } else {
    titles.push('Owner Information and Terms');
    if (l.plan === 'five' || many) titles.push('Additional Owners / Continuation Sheet');
    titles.push('Authorizations, Disclosures and Signatures');
  }
  const c: Ctx = { s, l, m, rng: rng.fork('print'), numbered: titles.length };
  cover(c, titles);
  businessPage(c);
  if (l.plan === 'three') {
    ownersPage(c, true, signed);
    if (many) continuationPage(c, true, signed);
  } else {
    ownersPage(c, false, signed);
    if (l.plan === 'five' || many) continuationPage(c, false, signed);
    signaturePage(c, signed);
  }
  let pdf = await s.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(s.printed), layout, broker: l.broker.name, country: l.country, pages: s.page, printed: s.printed,
    decoys: s.printed.filter((p) => p.key.includes('decoy_')) };
}
