// Set 59: broker-to-funder deal submission sheets (the ISO's cover sheet sent with the merchant's file). Seven
// fictional brokers' layouts; each prints the ISO's own block (company, EIN, address, rep, points, ISO ID) beside the
// merchant's. The truth holds the merchant's values only, as applications.md reads them.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { makeIso, makeMerchant } from './data.ts';
import { makeDeal, type Ctx } from './parts.ts';
import { Sheet, type DecoyRec, type Loc, type Style } from './sheet.ts';
import { bluepeak, harborline, keystone, ledgerline } from './layouts-a.ts';
import { crescent, meridian, northstar } from './layouts-b.ts';

export const INDEPENDENT59_LAYOUT_NAMES: readonly string[] = ['keystone_merchant_advisors', 'harborline_capital_partners', 'bluepeak_funding_portal',
  'ledgerline_brokerage', 'northstar_crossborder_funding', 'meridian_iso_group', 'crescent_deal_desk'];

const LAYOUTS: Record<string, { draw: (c: Ctx) => void; iso: string | null; country: 'US' | 'CA' }> = {
  keystone_merchant_advisors: { draw: keystone, iso: 'Keystone Merchant Advisors LLC', country: 'US' },
  harborline_capital_partners: { draw: harborline, iso: 'Harborline Capital Partners LLC', country: 'US' },
  bluepeak_funding_portal: { draw: bluepeak, iso: null, country: 'US' },
  ledgerline_brokerage: { draw: ledgerline, iso: 'Ledgerline Brokerage Inc.', country: 'US' },
  northstar_crossborder_funding: { draw: northstar, iso: 'Northstar Cross-Border Funding LLC', country: 'CA' },
  meridian_iso_group: { draw: meridian, iso: 'Meridian ISO Group Corp.', country: 'US' },
  crescent_deal_desk: { draw: crescent, iso: 'Crescent Deal Desk LLC', country: 'US' },
};

export interface Generated59 { pdf: Uint8Array; truth: TruthApplication; decoys: DecoyRec[]; locations: Loc[]; pages: number }

function build(fields: [string, unknown][]): TruthApplication {
  const app = emptyApplication();
  for (const [path, v] of fields) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
        tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
  }
  return app;
}

const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');
const moneyOf = (t: string): number | null => (/^(CAD\s*)?\$?\s*[\d,]+(\.\d\d)?$/.test(t.trim()) ? Number(t.replace(/[^0-9.]/g, '')) : null);
/** The truth values a decoy must never equal (names, numbers, amounts). */
export function truthStrings(t: TruthApplication): { texts: Set<string>; amounts: Set<number> } {
  const texts = new Set<string>();
  for (const v of [t.legal_name, t.trade_name, t.business_tax_id, ...t.applicants.flatMap((a: TruthApplicant) => [a.tax_id, a.first_name && a.last_name ? `${a.first_name} ${a.last_name}` : null])]) if (v) texts.add(norm(v));
  const amounts = new Set<number>([t.requested_amount, t.requested_payment].filter((x): x is number => x !== null));
  return { texts, amounts };
}
export function decoyClash(t: TruthApplication, decoys: DecoyRec[]): DecoyRec | undefined {
  const { texts, amounts } = truthStrings(t);
  return decoys.find((d) => texts.has(norm(d.text)) || (moneyOf(d.text) !== null && amounts.has(moneyOf(d.text)!)));
}

async function draw(layout: string, seed: number, style: Style, attempt: number): Promise<Generated59 & { clash: boolean }> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  const tag = attempt ? `:${attempt}` : '';
  const r = new Rng(`i59:${layout}:${seed}${tag}`);
  const m = makeMerchant(r.fork('merchant'), L.country);
  const iso = makeIso(r.fork('iso'), m.state, m.taxId, L.iso);
  const d = makeDeal(m, r.fork('deal'));
  const s = new Sheet(style, new Rng(`i59hand:${layout}:${seed}${tag}`), `${layout} submission`);
  L.draw({ s, r: r.fork('layout'), m, iso, d });
  const pdf = await s.end();
  const truth = build(s.fields);
  return { pdf, truth, decoys: s.decoys, locations: s.locs, pages: s.pageNo, clash: decoyClash(truth, s.decoys) !== undefined };
}

/** The document with its decoys and where each truth value is printed (for the tests). */
export async function generateIndependent59Full(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated59> {
  let g = await draw(layout, seed, o.style, 0);
  for (let k = 1; g.clash && k < 10; k++) g = await draw(layout, seed, o.style, k);
  const { clash: _c, ...out } = g;
  if (o.scan && o.style !== 'fillable') out.pdf = (await scanPdf(out.pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return out;
}

export async function generateIndependent59(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generateIndependent59Full(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
