// Cascadia & Aloha Merchant Partners (Washington, Oregon, Alaska, Hawaii, US): shaded boxes with labels above in a
// serif face, a free-text business structure, "Years in Business" instead of a date on some seeds, a full payment
// schedule (payment, number, frequency), owners with credentials (", DC", ", DVM") and a bare 9-digit EIN.
import type { Rng } from '../../statements/generator/prng.ts';
import { c, dbaVal, dv, existingAdvances, isoRep, signatures } from './common.ts';
import { dateText, einDigits, fmtEin, industryOf, isoDate, money, phone, randomDate, roundAmount } from './fmt.ts';
import { Grid, type Theme } from './grid.ts';
import { dobVal, K, makeOwners, nameVal, ownerCount, pctVal, roleVal, scoreVal, taxVal } from './model.ts';
import { LANDLORDS, PNW, US_BANKS } from './pools.ts';
import { val, type Sheet } from './sheet.ts';

const THEME: Theme = { accent: '#0f6e6e', labelFont: 'Times-Roman', headFont: 'Times-Bold', labelPos: 'above', box: 'shaded', heading: 'tab', labelSize: 7 };
const STRUCT: Record<string, [string, string]> = { 'Limited Liability Company': ['llc', ' LLC'], LLC: ['llc', ', LLC'], 'S Corp': ['s_corporation', ', Inc.'],
  'Inc.': ['c_corporation', ', Inc.'], Corporation: ['c_corporation', ' Corporation'], 'General Partnership': ['general_partnership', ' Partnership'],
  PLLC: ['pllc', ', PLLC'] };
const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly'], ['weekly', 'weekly']];

export function cascadia(s: Sheet, rng: Rng): void {
  const g = new Grid(s, THEME);
  const d = s.doc;
  d.polygon([36, 78], [56, 34], [76, 78]).fill('#0f6e6e');
  d.polygon([58, 78], [74, 48], [90, 78]).fill('#3fa7a0');
  s.text('Cascadia & Aloha', 100, 34, 20, 'Times-Bold', '#0f6e6e');
  s.text('MERCHANT PARTNERS', 100, 57, 9, 'Helvetica-Bold', '#3fa7a0', { characterSpacing: 2 });
  s.text('Seattle  -  Anchorage  -  Honolulu    |    206-555-0117    |    deals@cascadiaaloha.biz    |    cascadiaaloha.biz', 100, 70, 7.5);
  s.text('Merchant Application', 430, 36, 13, 'Times-Italic');
  s.text('2026 edition', 430, 52, 7.5, 'Times-Roman', '#777777');
  g.y = 92;

  const [bizName, kind] = rng.pick(PNW.biz);
  const [city, st, zip, area] = rng.pick(PNW.towns);
  const n = ownerCount(rng);
  const owners = makeOwners(rng, n, { first: PNW.first, last: PNW.last, titles: ['CEO', 'Member', 'Co-Owner', 'Secretary', 'Treasurer'], tax: () => 'SSN' }, PNW.streets);
  const cred = kind.startsWith('Chiropractic') ? 'DC' : kind.startsWith('Veterinary') ? 'DVM' : '';
  owners[0]!.cred = cred;
  const struct = rng.weighted([...Object.keys(STRUCT).map((k) => [k, 1] as const), ['blank', 0.8]]);
  const legal = struct === 'blank' ? bizName : `${bizName}${STRUCT[struct]![1]}`;

  g.section('The Business');
  g.row([c('Registered Name', 3, val(legal, { [K('legal_name')]: legal }), 'registered_name'),
    c('Trade Name (DBA)', 2, dbaVal(rng, legal === bizName || rng.chance(0.35) ? `${bizName} of ${city}` : bizName, legal), 'trade_name')]);
  const ein = einDigits(rng);
  const einMode = rng.weighted([['dash', 5], ['bare', 3], ['blank', 1]] as const);
  const years = rng.chance(0.4);
  const start = randomDate(rng, 2001, 2023);
  g.row([c('EIN #', 1.2, einMode === 'blank' ? null : val(einMode === 'bare' ? ein : fmtEin(ein), { [K('business_tax_id')]: ein, [K('business_tax_id_type')]: 'EIN', [K('business_tax_id_country')]: 'US' }), 'ein'),
    c('Business Structure', 1.6, struct === 'blank' ? null : val(struct, { [K('type_of_entity')]: STRUCT[struct]![0] }), 'structure'),
    years ? c('Years in Business', 1, val(`${2026 - start.y}`), 'years') : c('Date Established', 1.2, val(dateText(start, rng.pick(['long', 'dotted', 'mdY'] as const)), { [K('business_start_date')]: isoDate(start) }), 'established'),
    c('Industry', 1.6, val(kind, { [K('industry')]: industryOf(kind) }), 'industry')]);
  g.row([c('Street Address', 2.4, val(`${rng.int(100, 9000)} ${rng.pick(PNW.streets)}`), 'street'), c('City', 1.4, val(city), 'city'),
    c('State', 0.6, val(st, { [K('state_region')]: st, [K('country')]: 'United States' }), 'state'), c('ZIP', 0.8, val(zip), 'zip')]);
  g.row([c('Main Phone', 1.2, val(phone(rng, area, 'dot')), 'phone'), c('Email', 2, val(`hello@${bizName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`), 'email'),
    c('Landlord (if leased)', 1.8, rng.chance(0.7) ? dv(rng.pick(LANDLORDS)) : null, 'landlord', 'landlord')]);

  g.section('Funding Request');
  const amount = roundAmount(rng, 20000, 300000, 5000);
  const sched = rng.chance(0.7);
  const [ftext, fval] = rng.pick(FREQ);
  const nPay = fval === 'daily' ? rng.pick([120, 140, 160, 180]) : fval === 'weekly' ? rng.pick([26, 32, 40, 52]) : fval === 'biweekly' ? rng.pick([13, 20, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35) / nPay);
  g.row([c('Funding Amount Sought', 1.3, val(money(amount, rng.pick(['plain', 'cents'] as const)), { [K('requested_amount')]: amount }), 'amount'),
    c('Est. Payment', 1, sched ? val(money(payment, 'plain'), { [K('requested_payment')]: payment }) : null, 'payment'),
    c('# of Payments', 0.8, sched ? val(String(nPay), { [K('number_of_payments')]: nPay }) : null, 'npay'),
    c('Frequency', 0.9, sched || rng.chance(0.5) ? val(ftext, { [K('payment_frequency')]: fval }) : null, 'frequency'),
    c('Purpose', 1.6, val(rng.pick(['Boat engine overhaul', 'Off-season payroll', 'New equipment', 'Inventory', 'Tenant improvements'])), 'purpose')]);
  existingAdvances(g, rng, 'plain', ['Current Position (Funder)', 'Approx. Balance', 'Payment'], amount);

  g.section('Principals');
  for (const [i, o] of owners.entries()) {
    g.row([c(`Principal ${i + 1} Name`, 2.2, nameVal(o, i, o.cred ? 'cred' : rng.pick(['first-last', 'first-mi-last'] as const)), `p${i}_name`),
      c('Title', 1, roleVal(o, i), `p${i}_title`), c('% Owned', 0.7, pctVal(o, i, 'pct'), `p${i}_pct`),
      c('SSN', 1.2, taxVal(o, i, rng.weighted([['full', 5], ['masked', 4]] as const)), `p${i}_ssn`),
      c('DOB', 1, dobVal(o, i, rng.chance(0.8), rng.pick(['mdY', 'mdy'] as const)), `p${i}_dob`), c('FICO', 0.6, scoreVal(o, i), `p${i}_fico`)]);
    g.row([c('Home Address', 3, dv(`${o.street}, ${rng.pick(PNW.towns)[0]}`), `p${i}_home`, 'owner home address'), c('Mobile', 1.2, val(phone(rng, area, 'dot')), `p${i}_mobile`),
      c('Personal Email', 1.8, val(o.email), `p${i}_email`)]);
  }
  g.section('Bank & Broker');
  g.row([c('Operating Bank', 2, dv(rng.pick(US_BANKS)), 'bank', 'bank name'), c('Routing', 1.2, dv(`12${rng.digits(7)}`), 'routing', 'routing number'),
    c('Account', 1.2, dv(rng.digits(9)), 'account', 'account number')]);
  isoRep(g, rng, '206', ['Broker Rep', 'Rep Direct Line', 'Referral Code'], 'CAMP');
  g.section('Consent');
  g.para('Each principal signing below certifies that the information above is accurate and authorizes Cascadia & Aloha Merchant Partners and the funders it works with to obtain credit reports, verify deposits with the bank named above and contact the landlord and references. Washington and Alaska merchants: an offer, if made, will include the disclosures required for commercial financing. Electronic signatures are binding.');
  signatures(g, owners, ['Signature', 'Printed Name', 'Title', 'Date'], `2026-02-${String(rng.int(2, 27)).padStart(2, '0')}`);
}
