// Set 60: applications made or filled on a phone. Seven fictional brokers' layouts (mobile web forms printed to PDF,
// a paper form filled in a fill & sign app, a chat transcript, a text-message thread, a form typed on a phone
// keyboard), each in three styles, optionally scanned. The truth is built from what was printed (Pen.printed).
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import { makeMerchant, type Country, type Merchant } from './merchant.ts';
import { newDoc, Pen, type Printed, type Style } from './draw.ts';
import { tapfund, pocketcap } from './mobile.ts';
import { harborlane, keystone } from './paper.ts';
import { maplechat, textline } from './chat.ts';
import { snapfund } from './canada.ts';

interface LayoutDef { draw: (m: Merchant, pen: Pen) => void; country?: (r: Rng) => Country; lower?: boolean; maxOwners?: number; title: string }
const LAYOUTS: Record<string, LayoutDef> = {
  'tapfund-mobile': { draw: tapfund, country: (r) => (r.chance(0.2) ? 'CA' : 'US'), maxOwners: 3, title: 'TapFund Capital - Apply' },
  'pocketcap-steps': { draw: pocketcap, maxOwners: 2, title: 'PocketCap application' },
  'harborlane-fillsign': { draw: harborlane, maxOwners: 2, title: 'Harbor Lane Funding Application (signed)' },
  'maplebridge-chat': { draw: maplechat, country: (r) => (r.chance(0.55) ? 'CA' : 'US'), title: 'Maple Bridge Capital chat transcript' },
  'quickline-sms': { draw: textline, country: () => 'US', maxOwners: 2, title: 'Messages - QuickLine Funding' },
  'keystone-phone-typed': { draw: keystone, lower: true, title: 'Keystone Merchant Funding application' },
  'snapfund-ca-mobile': { draw: snapfund, country: () => 'CA', maxOwners: 2, title: 'SnapFund - Apply' },
};
export const INDEPENDENT60_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated60 { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; merchant: Merchant }

/** The application exactly as applications.md reads what was printed: only printed paths are non-null. */
export function truthOf(m: Merchant, printed: Printed[]): TruthApplication {
  const has = new Set(printed.flatMap((p) => p.paths));
  const app = emptyApplication();
  const country = m.country === 'CA' ? 'Canada' : 'United States';
  if (has.has('legal_name')) app.legal_name = m.legal;
  if (has.has('trade_name')) app.trade_name = m.dbaTruth;
  if (has.has('type_of_entity')) app.type_of_entity = m.entityId;
  if (has.has('industry')) app.industry = m.industryId;
  if (has.has('business_tax_id')) {
    app.business_tax_id = m.taxDigits.toUpperCase();
    app.business_tax_id_type = m.taxType;
    app.business_tax_id_country = m.country;
  }
  if (has.has('state_region')) app.state_region = m.region.toUpperCase();
  if (has.has('state_region') || has.has('business_tax_id')) app.country = country;
  if (has.has('requested_amount')) app.requested_amount = m.amount;
  if (has.has('requested_payment')) app.requested_payment = m.payment;
  if (has.has('number_of_payments')) app.number_of_payments = m.nPayments;
  if (has.has('payment_frequency')) app.payment_frequency = m.freq;
  if (has.has('business_start_date')) app.business_start_date = m.startIso;
  m.owners.forEach((o, i) => {
    const p = (f: string) => has.has(`applicants[${i}].${f}`);
    if (![...has].some((h) => h.startsWith(`applicants[${i}].`))) return;
    const taxed = p('tax_id') && o.taxDigits !== null;
    app.applicants.push({ first_name: p('first_name') ? o.first : null, last_name: p('last_name') ? o.last : null, role: p('role') ? o.title : null,
      ownership: p('ownership') ? o.pct : null, credit_score: p('credit_score') ? o.credit : null,
      tax_id: taxed ? o.taxDigits : null, tax_id_type: taxed ? o.taxType : null, tax_id_country: taxed ? m.country : null,
      date_of_birth: p('date_of_birth') ? o.dobIso : null });
  });
  return app;
}

export async function generateIndependent60Detailed(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated60> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`set60:${layout}:${seed}:${o.style}`);
  const m = makeMerchant(seed, layout, { country: def.country?.(new Rng(`set60c:${layout}:${seed}`)), lower: def.lower, maxOwners: def.maxOwners });
  const pen = new Pen(newDoc(def.title), o.style, rng);
  def.draw(m, pen);
  let pdf = await pen.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, OFFICE_SCANNER)).pdf;
  return { pdf, truth: truthOf(m, pen.printed), printed: pen.printed, merchant: m };
}

export async function generateIndependent60(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generateIndependent60Detailed(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
