// Layout `text-export`: Ledgerline CRM's plain-text export of an application, printed in a monospaced font.
// `KEY ........ value` lines with dot leaders, sections in brackets, owners and open positions as fixed-width
// tables, bare money (`75000.00`) and ISO dates; the record header, bank, positions and references are decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Fields, Pen } from './pen.ts';
import { F } from './fields.ts';

export const EXPORT_BROKER = 'Ledgerline CRM';
const X0 = 46, SIZE = 8.5, CW = SIZE * 0.6, LH = 11;

export function drawExport(pen: Pen, m: Model, r: Rng): void {
  const ca = m.country === 'CA';
  pen.font = 'Courier';
  pen.size = SIZE;
  let y = 40;
  const col = (c: number): number => X0 + c * CW;
  const out = (s: string, c = 0, bold = false): void => { pen.text(s, col(c), y, { font: bold ? 'Courier-Bold' : 'Courier' }); };
  const nl = (n = 1): void => { y += LH * n; };
  const rule = (ch: string): void => { out(ch.repeat(96)); nl(); };
  const leader = r.pick(['.', '.', '_']);
  // `KEY ...... value`: the key and its leader are page text, the value starts at column 26.
  const kv = (key: string, name: string, text: string, fields: Fields | null): void => {
    out(`${key} ${leader.repeat(Math.max(2, 24 - key.length))}`);
    pen.value(name, text, col(26), y, fields, { label: key, w: 60 * CW });
    nl();
  };
  const money = (n: number): string => n.toFixed(2);
  const recId = `APP-${String(m.employees * 811 + m.amount.value / 100).padStart(6, '0')}`;

  out(`${EXPORT_BROKER.toUpperCase()}  ::  APPLICATION EXPORT (TXT)`, 0, true);
  out('Page 1 of 1', 85);
  nl();
  out('Record: ');
  pen.decoy('record_id', recId, col(8), y);
  out('Exported: 2025-05-06 09:14 by ', 26);
  pen.decoy('exported_by', m.staff[2]!, col(56), y);
  nl();
  rule('=');
  out('[MERCHANT]', 0, true); nl();
  kv('LEGAL_NAME', 'legal_name', m.legal, F.legal(m));
  if (m.dba) kv(ca ? 'OPERATING_NAME' : 'DBA', 'trade_name', m.dba.text, F.dba(m));
  kv('ENTITY_TYPE', 'entity', m.entity.text, F.entity(m));
  const taxKey = m.tax.type === 'EIN' ? (m.tax.text.includes('-') ? 'FED_TAX_ID' : 'EIN') : m.tax.type === 'BN' ? 'BN_PROGRAM_ACCT' : 'TAX_ID_SSN';
  kv(taxKey, 'business_tax_id', m.tax.text, F.tax(m));
  kv('INDUSTRY', 'industry', m.industry.text, F.industry(m));
  kv('DATE_ESTABLISHED', 'business_start_date', m.start.iso, F.start(m));
  if (m.incState) kv('STATE_OF_INC', 'state_of_incorporation', m.incState, null);
  kv('EMPLOYEES', 'employees', String(m.employees), null);
  nl(0.5);
  out('[LOCATION]', 0, true); nl();
  kv('STREET', 'street', m.street, null);
  kv('CITY', 'city', m.city, null);
  const sep = r.chance(0.5);
  if (sep) {
    kv(ca ? 'PROVINCE' : 'STATE', 'state', m.state, F.region(m));
    kv(ca ? 'POSTAL_CODE' : 'ZIP', 'zip', m.zip, null);
    kv('COUNTRY', 'country', ca ? r.pick(['CANADA', 'CAN']) : r.pick(['USA', 'United States']), F.country(m));
  } else {
    kv(ca ? 'CITY_PROV_POSTAL' : 'CITY_ST_ZIP', 'city_line', m.cityLine, F.state(m));
  }
  kv('PHONE', 'phone', m.phone, null);
  nl(0.5);
  out('[REQUEST]', 0, true); nl();
  kv(ca ? 'REQ_AMOUNT_CAD' : 'REQ_AMOUNT_USD', 'requested_amount', money(m.amount.value), F.amount(m));
  if (r.chance(0.75)) {
    kv('PMT_AMOUNT', 'requested_payment', money(m.payment.value), F.payment(m));
    kv('PMT_FREQ', 'payment_frequency', m.payment.freq.toUpperCase(), F.freq(m));
    kv('NUM_PMTS', 'number_of_payments', String(m.payment.count), F.count(m));
  }
  kv('AVG_MONTHLY_REV', 'monthly_sales', m.monthlySales.replace(/[$,]/g, ''), null);
  nl(0.5);
  out('[OWNERS]', 0, true); nl();
  const C = [0, 3, 36, 57, 64, 78, 91];
  ['#', 'NAME', 'TITLE', 'OWN%', ca ? 'SIN' : 'SSN', 'DOB', 'FICO'].forEach((h, i) => out(h, C[i]));
  nl();
  out('-'.repeat(96)); nl();
  m.owners.forEach((o, i) => {
    out(String(i + 1), C[0]);
    const v = (c: number, w: number, key: string, text: string, f: Fields, label: string): void => {
      pen.value(`owner${i}.${key}`, text, col(C[c]!), y, f, { label, w: w * CW });
    };
    v(1, 32, 'name', o.name, F.name(o, i), 'NAME');
    v(2, 20, 'role', o.role, F.role(o, i), 'TITLE');
    v(3, 6, 'ownership', o.ownText, F.own(o, i), 'OWN%');
    v(4, 13, 'tax_id', o.tax.text, F.otax(o, i), ca ? 'SIN' : 'SSN');
    v(5, 12, 'dob', o.dob, F.dob(o, i), 'DOB');
    if (o.credit !== null) v(6, 5, 'credit', String(o.credit), F.credit(o, i), 'FICO');
    else out('-', C[6]);
    nl(1.3);
  });
  nl(0.5);
  out('[EXISTING_POSITIONS]', 0, true); nl();
  if (!m.advances.length) { out('(none declared)'); nl(); }
  else {
    out('FUNDER'); out('BALANCE', 34); out('PAYMENT', 50); nl();
    m.advances.forEach((a, i) => {
      pen.value(`advance${i}.funder`, a.funder, col(0), y, null, { label: 'FUNDER', w: 32 * CW });
      pen.value(`advance${i}.balance`, a.balance.replace(/[$,]/g, ''), col(34), y, null, { label: 'BALANCE', w: 14 * CW });
      pen.value(`advance${i}.payment`, a.payment.replace(/[$,]/g, ''), col(50), y, null, { label: 'PAYMENT', w: 14 * CW });
      nl(1.3);
    });
  }
  nl(0.5);
  out('[BANK]', 0, true); nl();
  kv('BANK_NAME', 'bank_name', m.bank.name, null);
  kv(ca ? 'TRANSIT_INST' : 'ABA_ROUTING', 'bank_routing', m.bank.routing, null);
  kv('ACCOUNT_NO', 'bank_account', m.bank.account, null);
  nl(0.5);
  out('[LANDLORD]', 0, true); nl();
  kv('LANDLORD_NAME', 'landlord', m.landlord.name, null);
  kv('LANDLORD_PHONE', 'landlord_phone', m.landlord.phone, null);
  kv('MONTHLY_RENT', 'rent', m.landlord.rent.replace(/[$,]/g, ''), null);
  nl(0.5);
  out('[TRADE_REFERENCES]', 0, true); nl();
  m.refs.forEach((ref, i) => {
    pen.value(`ref${i}.name`, ref.name, col(0), y, null, { label: 'REFERENCE', w: 30 * CW });
    pen.value(`ref${i}.contact`, ref.contact, col(32), y, null, { label: 'CONTACT', w: 24 * CW });
    pen.value(`ref${i}.phone`, ref.phone, col(58), y, null, { label: 'PHONE', w: 18 * CW });
    nl(1.3);
  });
  nl(0.5);
  out('[ISO]', 0, true); nl();
  kv('ISO_REP', 'iso_rep', m.rep.name, null);
  kv('ISO_ID', 'iso_rep_id', m.rep.id, null);
  rule('=');
  out(`-- end of record ${recId} -- ${ca ? 'PIPEDA consent on file' : 'signed authorization on file'} --`);
}
