// Independent set 70: one-page "fast app" / "quick application" forms of seven fictional ISOs of the US South, dense and
// small-print, in three styles (typed, handwritten, fillable), optionally scanned. The truth is built from the values
// the layout actually drew (their keys), so a value left blank is null.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { merchant, type Merchant } from './data.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';
import { bayou, gulfstream } from './layouts1.ts';
import { cumberland, redClay } from './layouts2.ts';
import { ozark, palmetto, redDirt } from './layouts3.ts';

interface LayoutDef { draw: (s: Sheet, m: Merchant, r: Rng) => void; landscape: boolean; font: string; owners: number; title: string }
const LAYOUTS: Record<string, LayoutDef> = {
  gulfstream_fl_fast_app: { draw: gulfstream, landscape: false, font: 'Courier', owners: 2, title: 'Gulfstream Capital Partners - Merchant Fast App' },
  bayou_la_quick_app: { draw: bayou, landscape: true, font: 'Helvetica', owners: 2, title: 'Bayou Merchant Funding - Quick Application' },
  red_clay_al_express_app: { draw: redClay, landscape: false, font: 'Courier', owners: 2, title: 'Red Clay Business Capital - Express Application' },
  cumberland_tn_fast_app: { draw: cumberland, landscape: true, font: 'Helvetica', owners: 2, title: 'Cumberland Advance Group - Fast App' },
  palmetto_sc_one_page_app: { draw: palmetto, landscape: false, font: 'Times-Roman', owners: 2, title: 'Palmetto Working Capital - One-Page Application' },
  red_dirt_ok_quick_app: { draw: redDirt, landscape: false, font: 'Courier', owners: 2, title: 'Red Dirt Funding Co. - Quick App' },
  ozark_ar_fast_app: { draw: ozark, landscape: true, font: 'Helvetica', owners: 2, title: 'Ozark Capital Source - Fast App' },
};

export const INDEPENDENT70_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; merchant: Merchant }

/** The application as the printed keys give it: a value is non-null only when the layout drew it. */
export function truthOf(m: Merchant, printed: Printed[]): TruthApplication {
  const has = new Set(printed.filter((p) => p.truth).map((p) => p.key));
  const a = emptyApplication();
  if (has.has('legal_name')) a.legal_name = m.legal;
  if (has.has('trade_name')) a.trade_name = m.dbaTruth;
  if (has.has('entity')) a.type_of_entity = m.entityId;
  if (has.has('industry')) a.industry = m.industryId;
  if (has.has('tax_id')) { a.business_tax_id = m.taxDigits; a.business_tax_id_type = m.taxType; a.business_tax_id_country = 'US'; }
  if (has.has('state')) a.state_region = m.state;
  a.country = 'United States';
  if (has.has('amount')) a.requested_amount = m.amount;
  if (has.has('payment')) a.requested_payment = m.payment;
  if (has.has('n_payments')) a.number_of_payments = m.nPayments;
  if (has.has('freq')) a.payment_frequency = m.freq;
  if (has.has('start')) a.business_start_date = m.startIso;
  m.owners.forEach((o, i) => {
    if (!has.has(`a${i}.name`)) return;
    const full = has.has(`a${i}.ssn`);
    a.applicants.push({ first_name: o.first, last_name: o.last, role: has.has(`a${i}.title`) ? o.title : null,
      ownership: has.has(`a${i}.pct`) ? o.pct : null, credit_score: has.has(`a${i}.credit`) ? o.credit : null,
      tax_id: full ? o.ssnDigits : null, tax_id_type: full ? o.ssnType : null, tax_id_country: full ? 'US' : null,
      date_of_birth: has.has(`a${i}.dob`) ? o.dobIso : null });
  });
  return a;
}

export async function buildIndependent70(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent70 layout ${layout}`);
  const r = new Rng(`independent70:${layout}:${seed}`);
  const m = merchant(r.fork('merchant'), def.owners);
  const s = new Sheet(o.style, r.fork(`sheet:${o.style}`), def.landscape, def.font, def.title);
  def.draw(s, m, r.fork('layout'));
  let pdf = await s.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthOf(m, s.printed), printed: s.printed, merchant: m };
}

export async function generateIndependent70(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent70(layout, seed, o);
  return { pdf, truth };
}
