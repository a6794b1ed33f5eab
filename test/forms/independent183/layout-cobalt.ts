// Cobalt Ledger Capital: label-then-underline fields, three or four to a 13.5 pt row, bold 6 pt labels with the value
// starting a point after its label and running up to the next one; an owners table of up to four rows.
// Hard: a value sits on the same baseline between two labels, a bare 9-digit "FEIN", frequency as checkboxes with
// the proposed payment beside them (often left blank), a four-row ownership table with masked SSNs and blank rows,
// existing-financing and trade-reference tables full of money and names that are not the application's.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { entityPrint, tradePrint, industryPrint, moneyPrint, decoyMoney, datePrint, namePrint, rolePrint, pctPrint, ficoPrint,
  taxIdPrint, taxIdMode, app, own, cells, type NameFormat, type Print } from './parts.ts';
import * as T from './fineprint.ts';
import { businessTaxIdFields, regionFields, formatDate, frequencyFrom, type DateFormat } from './rules.ts';
import type { Sheet } from './sheet.ts';

export const COBALT = { broker: 'Cobalt Ledger Capital', country: 'US' as const, maxOwners: 4, typedFont: 'Helvetica', typedSize: 7.4 };

const NAVY = '#14305e';
const blank: Print = { text: '', fields: null };
const d = (text: string): Print => ({ text, fields: null });

/** One inline field: bold label, underline to the cell's end, the value on the line right after the label. */
function inline(s: Sheet, key: string, x: number, y: number, w: number, label: string, p: Print, size?: number): void {
  s.label(x, y + 3, label, 5.9, { bold: true, color: NAVY });
  const lw = s.doc.widthOfString(label);
  s.line(x + lw + 1.5, y + 10.5, x + w - 4, y + 10.5, 0.4, '#555');
  s.value(key, x + lw + 2.5, y + 2.2, w - lw - 7, p.text, p.fields, { size: size ?? 7.4 });
}

function heading(s: Sheet, x: number, y: number, w: number, text: string): number {
  s.label(x, y, text, 7, { bold: true, color: NAVY });
  s.line(x, y + 8.5, x + w, y + 8.5, 0.9, NAVY);
  return y + 10.5;
}

export function drawCobalt(s: Sheet, m: Merchant, rng: Rng): void {
  const X = 22, W = 568, B = COBALT.broker, R = 17;
  const nameFmt = rng.pick<NameFormat>(['full', 'last-first', 'first-last']);
  const dateFmt = rng.pick<DateFormat>(['mdy', 'mdy2', 'mdy-short']);
  const startAsYears = rng.chance(0.15);

  s.rect(X, 16, 24, 24, { fill: NAVY });
  s.label(X + 3.5, 23, 'CL', 11, { bold: true, color: '#fff' });
  s.label(X + 30, 16, 'COBALT LEDGER CAPITAL', 13, { bold: true, color: NAVY });
  s.label(X + 30, 31, 'Small Business Funding Application', 7.5);
  s.label(X, 16, 'Broker submissions: subs@cobaltledger.com  |  (312) 555-0148', 5.6, { width: W, align: 'right' });
  s.label(X + 400, 27, 'DEAL ID (office use)', 5.6, { color: '#666' });
  s.rect(X + 460, 25, 108, 11, { lw: 0.4 });
  let y = heading(s, X, 46, W, 'A.  MERCHANT INFORMATION');

  inline(s, 'legal_name', X, y, 340, 'LEGAL NAME', { text: m.legal, fields: { [app('legal_name')]: m.legal } });
  inline(s, 'dba', X + 340, y, 228, 'D/B/A', tradePrint(m, rng));
  y += R;
  const bare = m.taxIdType === 'EIN' && rng.chance(0.35);
  const taxText = bare ? m.taxId.replace(/-/g, '') : m.taxId;
  inline(s, 'entity', X, y, 150, 'ENTITY TYPE', rng.chance(0.94) ? entityPrint(m, rng) : blank);
  inline(s, 'tax_id', X + 150, y, 150, bare ? 'FEIN' : m.taxIdType === 'EIN' ? 'FED TAX ID' : 'FED TAX ID / SSN',
    { text: taxText, fields: businessTaxIdFields(taxText, bare ? 'EIN' : null) });
  inline(s, 'start', X + 300, y, 120, startAsYears ? 'YRS IN BUS.' : 'DATE EST.',
    startAsYears ? d(String(2025 - m.start.y)) : datePrint(app('business_start_date'), m.start, dateFmt));
  inline(s, 'state_of_inc', X + 420, y, 148, 'STATE OF INC.', m.kind.id === 'sole_proprietorship' ? blank : d(m.stateOfInc));
  y += R;
  inline(s, 'street', X, y, 300, 'BUSINESS ADDRESS', d(`${m.address.street}${m.address.unit ? `, ${m.address.unit}` : ''}`));
  inline(s, 'city', X + 300, y, 130, 'CITY', d(m.address.city));
  inline(s, 'state', X + 430, y, 50, 'ST', { text: m.address.region, fields: regionFields(m.address.region, 'US') });
  inline(s, 'zip', X + 480, y, 88, 'ZIP', d(m.address.postal));
  y += R;
  inline(s, 'biz_phone', X, y, 140, 'PHONE', d(m.phone));
  inline(s, 'email', X + 140, y, 200, 'EMAIL', rng.chance(0.85) ? d(m.email) : blank);
  inline(s, 'website', X + 340, y, 228, 'WEBSITE', m.website ? d(m.website) : blank);
  y += R;
  inline(s, 'industry', X, y, 250, 'NATURE OF BUSINESS', industryPrint(m));
  inline(s, 'employees', X + 250, y, 90, '# EMPLOYEES', d(String(m.employees)));
  inline(s, 'own_rent', X + 340, y, 100, 'OWN/RENT', d(m.ownRent));
  inline(s, 'rent', X + 440, y, 128, 'MONTHLY RENT', m.ownRent === 'Rent' && rng.chance(0.7) ? decoyMoney(m, m.rent, rng) : blank);
  y += R + 2;
  inline(s, 'processor', X, y, 200, 'CARD PROCESSOR', rng.chance(0.6) ? d(rng.pick(['Square', 'Clover', 'Heartland', 'Worldpay', 'Stripe', 'Toast'])) : blank);
  inline(s, 'card_volume', X + 200, y, 170, 'MONTHLY CARD VOLUME', rng.chance(0.5) ? decoyMoney(m, Math.round(m.avgMonthly * 0.6), rng) : blank);
  s.label(X + 372, y + 3, 'SEASONAL?', 5.9, { bold: true, color: NAVY });
  const seasonal = rng.chance(0.2);
  s.check('seasonal_yes', X + 410, y + 2.5, 'Yes', seasonal, null);
  s.check('seasonal_no', X + 436, y + 2.5, 'No', !seasonal, null);
  inline(s, 'slow_months', X + 462, y, 106, 'SLOW MOS.', seasonal ? d(rng.pick(['Jan-Mar', 'Dec-Feb', 'Summer'])) : blank);
  y += R + 2;
  y += s.fine(X, y, W, T.attachUS(B), 5.9) + 4;

  y = heading(s, X, y, W, 'B.  FUNDING REQUEST');
  inline(s, 'requested', X, y, 170, 'AMOUNT REQUESTED', moneyPrint(app('requested_amount'), m.requested, rng, 'US'));
  inline(s, 'use_of_funds', X + 170, y, 200, 'USE OF FUNDS', rng.chance(0.85) ? d(m.useOfFunds) : blank);
  inline(s, 'avg_monthly', X + 370, y, 198, 'AVG MONTHLY SALES', decoyMoney(m, m.avgMonthly, rng));
  y += R;
  const terms = rng.chance(0.75);
  inline(s, 'payment', X, y, 160, 'PROPOSED PAYMENT', terms && rng.chance(0.9) ? moneyPrint(app('requested_payment'), m.payment, rng, 'US') : blank);
  inline(s, 'payments', X + 160, y, 120, '# OF PAYMENTS',
    terms && rng.chance(0.9) ? { text: String(m.payments), fields: { [app('number_of_payments')]: m.payments } } : blank);
  s.label(X + 282, y + 3, 'FREQUENCY:', 5.9, { bold: true, color: NAVY });
  let fx = X + 322;
  for (const f of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) {
    const on = terms && frequencyFrom(f) === m.frequency;
    fx = s.check(`freq_${frequencyFrom(f)}`, fx, y + 2.5, f, on, on ? { [app('payment_frequency')]: frequencyFrom(f) } : null) + 8;
  }
  y += R + 1;
  y += s.fine(X, y, W, T.termsNote(B), 5.9) + 4;

  y = heading(s, X, y, W, 'C.  OWNERSHIP  (all owners of 20% or more)¹');
  const oc: [number, string][] = [[12, '#'], [130, nameFmt === 'last-first' ? 'NAME (LAST, FIRST)' : 'NAME'], [70, 'TITLE'], [30, '%'], [70, 'SSN'], [58, 'DOB'],
    [34, 'FICO²'], [164, 'HOME ADDRESS (street, city, state, zip)']];
  s.rect(X, y, W, 8, { fill: '#dfe5ef' });
  cells(s, X, y, 8, oc, 5.4);
  y += 8;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const c = cells(s, X, y, 13, oc.map(([w]) => [w, ''] as [number, string]));
    s.label(c[0]!.x + 3.5, y + 4, String(i + 1), 6);
    const put = (k: number, key: string, p: Print, size = 6.8) => s.value(`o${i + 1}_${key}`, c[k]!.x + 1.5, y + 3, c[k]!.w - 3, p.text, p.fields, { size });
    put(1, 'name', o ? namePrint(o, i, nameFmt) : blank);
    put(2, 'title', o ? rolePrint(o, i) : blank);
    put(3, 'pct', o ? pctPrint(o, i, rng.chance(0.3)) : blank);
    put(4, 'ssn', o ? taxIdPrint(o, i, taxIdMode(rng, 0.12), rng) : blank);
    put(5, 'dob', o && rng.chance(0.85) ? datePrint(own(i, 'date_of_birth'), o.dob, dateFmt) : blank);
    put(6, 'fico', o && rng.chance(0.5) ? ficoPrint(o, i) : blank);
    put(7, 'home', o ? d(`${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`) : blank, 6);
    y += 13;
  }
  y += 1.5;
  y += s.fine(X, y, W, T.ownershipNote, 5.7) + 4;

  y = heading(s, X, y, W, 'D.  EXISTING FINANCING  (MCA, loans, lines of credit, equipment leases)');
  s.check('no_positions', X + 420, y - 10, 'None', m.existing.length === 0 && rng.chance(0.5), null);
  const ec: [number, string][] = [[200, 'LENDER / FUNDER'], [92, 'ORIGINAL AMOUNT'], [92, 'BALANCE'], [92, 'PAYMENT'], [92, 'FREQUENCY']];
  s.rect(X, y, W, 8, { fill: '#dfe5ef' });
  cells(s, X, y, 8, ec, 5.4);
  y += 8;
  for (let r = 0; r < 3; r++) {
    const e = m.existing[r];
    const c = cells(s, X, y, 13, ec.map(([w]) => [w, ''] as [number, string]));
    const put = (k: number, key: string, text: string) => s.value(`pos${r + 1}_${key}`, c[k]!.x + 1.5, y + 3, c[k]!.w - 3, text, null, { size: 6.8 });
    if (e) {
      put(0, 'funder', e.funder);
      put(1, 'original', rng.chance(0.6) ? decoyMoney(m, Math.round(e.balance * 1.7), rng).text : '');
      put(2, 'balance', decoyMoney(m, e.balance, rng).text);
      put(3, 'payment', decoyMoney(m, e.payment, rng).text);
      put(4, 'freq', rng.pick(['Daily', 'Weekly']));
    }
    y += 13;
  }
  y += 4;
  y = heading(s, X, y, W, 'E.  TRADE REFERENCES');
  for (let r = 0; r < 2; r++) {
    const ref = m.references[r]!, shown = rng.chance(0.7);
    inline(s, `ref${r + 1}_name`, X, y, 220, `${r + 1}. COMPANY`, shown ? d(ref.name) : blank);
    inline(s, `ref${r + 1}_contact`, X + 220, y, 170, 'CONTACT', shown ? d(ref.contact) : blank);
    inline(s, `ref${r + 1}_phone`, X + 390, y, 178, 'PHONE', shown ? d(ref.phone) : blank);
    y += R;
  }
  y += 4;
  y = heading(s, X, y, W, 'F.  BUSINESS HISTORY');
  const qs = ['Any bankruptcy (business or owner) in the last 7 years?', 'Any open tax liens, judgments or UCC defaults?', 'Has any funder declined or defaulted this business?',
    'Is the business or any owner party to a lawsuit?'];
  qs.forEach((q, k) => {
    const qx = X + (k % 2) * 286, qy = y + Math.floor(k / 2) * 11;
    s.label(qx, qy + 1, `${k + 1}. ${q}`, 5.8);
    const yes = rng.chance(0.07);
    s.check(`hist${k + 1}_yes`, qx + 224, qy, 'Yes', yes, null, { size: 6 });
    s.check(`hist${k + 1}_no`, qx + 250, qy, 'No', !yes && rng.chance(0.9), null, { size: 6 });
  });
  y += 24;
  inline(s, 'explain', X, y, W, 'IF YES TO ANY, EXPLAIN:', blank);
  y += R + 2;
  y += s.fine(X, y, W, T.patriotAct, 5.8) + 4;
  y += s.fine(X, y, W, `${T.authorizationUS(B)} ${T.esign}`, 5.8) + 6;

  const signDate = { y: 2025, m: rng.int(1, 6), d: rng.int(1, 28) };
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    const o = m.owners[i]!;
    s.label(X, y + 9, 'SIGNATURE', 5.9, { bold: true, color: NAVY });
    s.line(X + 36, y + 16, X + 170, y + 16, 0.5);
    s.signature(X + 44, y + 6, 120);
    inline(s, `sig${i + 1}_name`, X + 176, y + 5, 170, 'PRINT NAME', namePrint(o, i, 'first-last'));
    inline(s, `sig${i + 1}_title`, X + 346, y + 5, 110, 'TITLE', rolePrint(o, i));
    inline(s, `sig${i + 1}_date`, X + 456, y + 5, 112, 'DATE', d(formatDate(signDate, dateFmt)));
    y += 24;
  }
  y = Math.max(y + 6, 752);
  s.line(X, y, X + W, y, 0.4, '#777');
  inline(s, 'iso_company', X, y + 3, 220, 'ISO / BROKER', d(m.iso.company));
  inline(s, 'iso_rep', X + 220, y + 3, 170, 'REP', d(m.iso.rep));
  inline(s, 'iso_code', X + 390, y + 3, 110, 'ISO #', d(m.iso.code));
  s.label(X, y + 19, 'CLC-APP v5.1 (01/2025)   Cobalt Ledger Capital is not a lender; funding is a purchase of future receivables.', 5.2, { color: '#555' });
}
