// What every layout of set 93 shares: its drawing context, the entity options a merchant checks, the truth each
// business value gives, and the DBA rule (blank, SAME, N/A or the legal name again give no trade name).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './model.ts';
import { entityOf } from './reference.ts';
import type { Patch, Sheet } from './sheet.ts';

export interface Ctx { doc: PDFKit.PDFDocument; sheet: Sheet; m: Merchant; rng: Rng }
export interface Layout { name: string; broker: string; tool: string; country: 'US' | 'CA'; draw(c: Ctx): void }

export const ENTITY_WORD: Record<string, string> = { llc: 'LLC', pllc: 'PLLC', c_corporation: 'Corporation', s_corporation: 'S Corp',
  sole_proprietorship: 'Sole Proprietor', general_partnership: 'Partnership', limited_partnership: 'LP', llp: 'LLP', ca_corporation: 'Corporation' };

function tryEntity(text: string, country: 'US' | 'CA'): string | null {
  try { return entityOf(text, country); } catch { return null; }
}

/** The option a merchant marks among a form's entity labels: the one naming its entity, else `Other` (index of the
 *  label starting with "Other") with the entity written on the line. */
export function entityPick(m: Merchant, labels: readonly string[]): { index: number; other: string } {
  const i = labels.findIndex((l) => tryEntity(l, m.biz.country) === m.biz.entity);
  if (i >= 0) return { index: i, other: '' };
  const o = labels.findIndex((l) => /^other/i.test(l));
  if (o < 0) throw new Error(`no option for ${m.biz.entity} among ${labels.join(', ')}`);
  return { index: o, other: ENTITY_WORD[m.biz.entity]! };
}
export const entityT = (text: string, m: Merchant): Patch => ({ type_of_entity: entityOf(text, m.biz.country) });

/** The DBA line as this merchant's form shows it, and the truth it gives. */
export function dbaText(c: Ctx): { text: string; t: Patch } {
  const dba = c.m.biz.dba;
  if (dba) return { text: dba, t: { trade_name: dba } };
  const text = c.rng.pick(['', '', 'N/A', 'SAME', 'Same']);
  return { text, t: {} };
}

export const bizT = {
  legal: (m: Merchant): Patch => ({ legal_name: m.biz.legal }),
  taxId: (m: Merchant): Patch => ({ business_tax_id: m.biz.taxId, business_tax_id_type: m.biz.taxIdType, business_tax_id_country: m.biz.country }),
  state: (m: Merchant): Patch => ({ state_region: m.biz.addr.code }),
  industry: (m: Merchant): Patch => ({ industry: m.biz.trade.id }),
  start: (m: Merchant): Patch => ({ business_start_date: m.biz.start }),
  amount: (m: Merchant): Patch => ({ requested_amount: m.req.amount }),
  payment: (m: Merchant): Patch => (m.req.payment === null ? {} : { requested_payment: m.req.payment }),
  count: (m: Merchant): Patch => (m.req.count === null ? {} : { number_of_payments: m.req.count }),
  freq: (m: Merchant): Patch => (m.req.freq === null ? {} : { payment_frequency: m.req.freq }),
};

/** Street, then "City, ST zip" (a one-line or a two-line address). */
export const cityLine = (a: { city: string; code: string; zip: string }) => `${a.city}, ${a.code} ${a.zip}`;
export const homeLine = (o: Owner) => `${o.home.street}, ${cityLine(o.home)}`;

/** Owners a form with `slots` owner blocks prints, in order. */
export const printedOwners = (m: Merchant, slots: number) => m.owners.slice(0, slots);
