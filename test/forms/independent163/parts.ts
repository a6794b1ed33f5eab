// Pieces every layout of set 163 shares: the consent paragraph, the signature block, bank and landlord rows.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import { fmtDate, phone, type Country } from './data.ts';
import { decoyMoney, otherName, type Merchant } from './model.ts';

export interface Ctx { s: Sheet; rng: Rng; m: Merchant }

const US_AUTH = 'By signing below, each of the above owners and the business authorize the recipient, its assigns and funding partners to ' +
  'obtain consumer and business credit reports, to verify bank and trade references, and to share this application with funders. ' +
  'The undersigned certify that the information given is true and complete.';
const CA_AUTH = 'PIPEDA CONSENT: each signatory consents to the collection, use and disclosure of personal information, including ' +
  'credit bureau reports (Equifax, TransUnion), for the purpose of assessing this request for a purchase of future receivables, ' +
  'as described under the Personal Information Protection and Electronic Documents Act. The information given is true and complete.';

export function consent(c: Ctx, y: number): number {
  c.s.label(c.m.country === 'CA' ? CA_AUTH : US_AUTH, 36, y, { size: 6.5, width: 540 });
  return y + 34;
}

/** A pen scribble (no text) over the signature line, and the signing date (a decoy: not the start date). */
export function signature(c: Ctx, x: number, y: number, n: number): void {
  const { s, rng } = c;
  const a = s.line(`Signature (owner ${n})`, x, y, 250);
  const d = s.doc, j = () => rng.float(-4, 4);
  d.save().lineWidth(0.9).strokeColor([25, 25, 90]).moveTo(a.x + 10, a.y + 12)
    .bezierCurveTo(a.x + 30 + j(), a.y - 6 + j(), a.x + 45 + j(), a.y + 20, a.x + 70 + j(), a.y + 6)
    .bezierCurveTo(a.x + 90, a.y - 4 + j(), a.x + 110 + j(), a.y + 16, a.x + 140 + j(), a.y + 8).stroke().restore();
  const dd = s.line('Date', x + 262, y, 110);
  s.write('decoy', `sign_date_${n}`, fmtDate({ y: rng.int(2025, 2026), m: rng.int(1, 12), d: rng.int(1, 28) }, rng, 'US'), dd);
}

/** Bank account rows: name (not a decoy: a bank), routing/transit and account numbers (decoys). */
export function bankRows(c: Ctx, y: number, w = 540): number {
  const { s, m } = c;
  const ca = m.country === 'CA';
  s.write(null, 'bank_name', m.bank, s.line('Bank name', 36, y, w * 0.34));
  s.write('decoy', 'bank_routing', m.routing, s.line(ca ? 'Transit / institution #' : 'Routing #', 36 + w * 0.36, y, w * 0.3));
  s.write('decoy', 'bank_account', m.account, s.line('Account #', 36 + w * 0.68, y, w * 0.32));
  return y + 20;
}

/** Landlord or mortgage holder: name, phone, monthly rent; all decoys. Returns the next y. */
export function landlordRow(c: Ctx, y: number, own: boolean, na = false): number {
  const { s, rng, m } = c;
  s.check(null, 'premises', 'Own', 36, y + 4, own);
  s.check(null, 'premises', 'Rent', 72, y + 4, !own);
  const lw = s.line(own ? 'Mortgage holder' : 'Landlord', 112, y, 190);
  const pw = s.line('Phone', 310, y, 120), rw = s.line('Monthly payment', 438, y, 138);
  if (na) { s.write(null, 'landlord', 'N/A', lw); return y + 20; }
  s.write('decoy', 'landlord_name', own ? rng.pick(['Regions Mortgage', 'Rocket Mortgage', 'First Horizon']) : `${otherName(rng)} Properties`, lw);
  s.write('decoy', 'landlord_phone', phone(rng), pw);
  s.write('decoy', 'landlord_rent', `$${decoyMoney(m, rng.int(18, 140) * 50).toLocaleString('en-US')}`, rw);
  return y + 20;
}

export const cc = (country: Country, us: string, ca: string) => (country === 'US' ? us : ca);
