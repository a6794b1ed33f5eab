// Granite Harbor Capital (New England, US): a two-page form in navy bars, labels above boxed cells, checkbox rows
// for entity type and own/rent, sole proprietors with the SSN as the business tax ID, state of incorporation decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { c, dbaVal, dv, existingAdvances, isoRep, mask4, signatures } from './common.ts';
import { dateText, einDigits, fmtEin, fmtSsn, industryOf, isoDate, money, phone, randomDate, roundAmount } from './fmt.ts';
import { Grid, type Opt, type Theme } from './grid.ts';
import { dobVal, K, makeOwners, nameVal, ownerCount, pctVal, roleVal, scoreVal, taxVal } from './model.ts';
import { LANDLORDS, NE, REFS, US_BANKS } from './pools.ts';
import { val, type Sheet } from './sheet.ts';

const THEME: Theme = { accent: '#1d3557', labelFont: 'Helvetica', headFont: 'Helvetica-Bold', labelPos: 'above', box: 'rect', heading: 'bar', labelSize: 6.5 };
const ENTITIES = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit'] as const;
const ENTITY_ID: Record<string, string> = { Corporation: 'c_corporation', LLC: 'llc', Partnership: 'general_partnership', 'Sole Proprietor': 'sole_proprietorship',
  'Non-Profit': 'nonprofit_corporation' };
const OTHER: Record<string, [string, string]> = { 'S Corp': ['s_corporation', ', Inc.'], PLLC: ['pllc', ', PLLC'], LLP: ['llp', ' LLP'] };

export function granite(s: Sheet, rng: Rng): void {
  const g = new Grid(s, THEME);
  const d = s.doc;
  d.rect(36, 30, 46, 46).fill('#1d3557');
  s.text('GH', 43, 43, 22, 'Helvetica-Bold', 'white');
  s.text('GRANITE HARBOR CAPITAL', 92, 32, 17, 'Helvetica-Bold', '#1d3557');
  s.text('Working capital for New England main streets', 92, 52, 8.5, 'Helvetica-Oblique', '#555555');
  s.text('One Commercial Wharf, Suite 4  |  Boston, MA 02110  |  (617) 555-0142  |  submissions@graniteharborcap.com', 92, 65, 7.5);
  s.text('BUSINESS FUNDING APPLICATION', 400, 82, 10, 'Helvetica-Bold');
  s.text('Form GHC-7  Rev. 01/2026', 36, 84, 7, 'Helvetica', '#777777');
  g.y = 98;

  const [bizName, kind] = rng.pick(NE.biz);
  const [city, st, zip, area] = rng.pick(NE.towns);
  const owners = makeOwners(rng, ownerCount(rng), { first: NE.first, last: NE.last, titles: ['Owner', 'President', 'Managing Member', 'Partner', 'Vice President'], tax: () => 'SSN' }, NE.streets);
  const ent = rng.weighted([['Corporation', 3], ['LLC', 4], ['Partnership', 1], ['Sole Proprietor', 2], ['Non-Profit', 0.3], ['Other', 1.5], ['none', 1]] as const);
  const other = rng.pick(Object.keys(OTHER));
  const o0 = owners[0]!;
  const soleProp = ent === 'Sole Proprietor';
  if (soleProp) { owners.splice(1); o0.pct = 100; o0.title = 'Owner'; }
  const legal = soleProp ? `${o0.first} ${o0.mi}. ${o0.last}` : ent === 'LLC' ? `${bizName}${rng.pick([', LLC', ' LLC', ', L.L.C.'])}`
    : ent === 'Corporation' ? `${bizName}${rng.pick([', Inc.', ' Inc', ' Corp.', ', Incorporated'])}` : ent === 'Partnership' ? `${bizName} Partners`
      : ent === 'Non-Profit' ? `${bizName} Foundation` : ent === 'Other' ? `${bizName}${OTHER[other]![1]}` : bizName;

  g.section('Section 1 - Business Information');
  g.row([c('Company Legal Name', 3, val(legal, { [K('legal_name')]: legal }), 'legal_name'),
    c('DBA', 2, soleProp ? val(bizName, { [K('trade_name')]: bizName }) : dbaVal(rng, legal === bizName || rng.chance(0.35) ? `${bizName} of ${city}` : bizName, legal), 'dba')]);
  const taxMode = rng.weighted([['full', 8], ['masked', 1], ['blank', 1]] as const);
  const taxDigits = soleProp ? o0.tax : einDigits(rng);
  const taxText = soleProp ? fmtSsn(taxDigits) : fmtEin(taxDigits);
  const start = randomDate(rng, 1994, 2023);
  g.row([c('Fed Tax ID', 1.4, taxMode === 'blank' ? null : taxMode === 'masked' ? dv(soleProp ? `XXX-XX-${taxDigits.slice(5)}` : mask4(taxDigits))
    : val(taxText, { [K('business_tax_id')]: taxDigits, [K('business_tax_id_type')]: soleProp ? 'SSN' : 'EIN', [K('business_tax_id_country')]: 'US' }), 'fed_tax_id'),
  c('Business Start Date', 1.3, val(dateText(start, rng.pick(['mdY', 'mdy', 'long'] as const)), { [K('business_start_date')]: isoDate(start) }), 'start_date'),
  c('State of Incorporation', 1.2, soleProp ? null : dv(rng.pick(['DE', 'Delaware', 'NV', 'WY'])), 'state_inc', 'state of incorporation'),
  c('No. of Employees', 1, val(String(rng.int(2, 40))), 'employees')]);
  const entOpts: Opt[] = ENTITIES.map((e) => ({ label: e, checked: ent === e, keys: { [K('type_of_entity')]: ENTITY_ID[e] } }));
  g.checks('Entity:', [...entOpts, { label: 'Other:', checked: ent === 'Other' }], 'entity',
  { v: ent === 'Other' ? val(other, { [K('type_of_entity')]: OTHER[other]![0] }) : null, w: 70 });
  g.row([c('Business Address (no P.O. Boxes)', 3, val(`${rng.int(3, 480)} ${rng.pick(NE.streets)}`), 'street'), c('City', 1.6, val(city), 'city'),
    c('State', 0.6, val(st, { [K('state_region')]: st, [K('country')]: 'United States' }), 'state'), c('Zip', 0.8, val(zip), 'zip')]);
  g.row([c('Business Phone', 1.3, val(phone(rng, area, 'paren')), 'biz_phone'), c('Business Email', 2, val(`office@${bizName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`), 'biz_email'),
    c('Website', 1.6, rng.chance(0.6) ? val(`www.${bizName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.com`) : null, 'website')]);
  g.row([c('Type of Business / Industry', 2.2, val(kind, { [K('industry')]: industryOf(kind) }), 'industry'), c('Avg. Monthly Sales', 1.2, dv(money(rng.int(25, 240) * 1000, 'plain')), 'monthly_sales', 'monthly sales'),
    c('Annual Revenue', 1.2, dv(money(rng.int(400, 2800) * 1000, 'plain')), 'annual_rev', 'annual revenue')]);
  const rent = rng.chance(0.7);
  g.checks('Business Location:', [{ label: 'Own', checked: !rent }, { label: 'Rent / Lease', checked: rent }], 'own_rent');
  g.row([c('Landlord / Mortgage Co.', 2.2, dv(rng.pick(LANDLORDS)), 'landlord', 'landlord'), c('Landlord Phone', 1.3, dv(phone(rng, area, 'paren')), 'landlord_phone', 'landlord phone'),
    c('Monthly Rent', 1, rent ? dv(money(rng.int(18, 90) * 100, 'plain')) : null, 'rent', 'monthly rent')]);

  g.section('Section 2 - Funding Request');
  const amount = roundAmount(rng, 15000, 250000);
  g.row([c('Amount Requested', 1.2, val(money(amount, rng.pick(['plain', 'cents', 'spaced'] as const)), { [K('requested_amount')]: amount }), 'amount'),
    c('Use of Funds', 3, val(rng.pick(['Equipment', 'Inventory for summer season', 'Payroll and working capital', 'Truck repairs', 'Expansion / second location'])), 'use')]);
  s.text('Existing cash advances or business loans (list all open balances):', 38, g.y + 3, 7.5, 'Helvetica-Oblique');
  g.gap(13);
  existingAdvances(g, rng, 'plain', ['Funder / Lender', 'Balance', 'Daily Payment'], amount);

  s.addPage(); g.y = 40;
  g.section('Section 3 - Owner / Officer Information (all owners of 20% or more)');
  for (const [i, o] of owners.entries()) {
    s.text(`Owner ${i + 1}`, 36, g.y + 1, 8, 'Helvetica-Bold', '#1d3557'); g.gap(11);
    const tm = rng.weighted([['full', 6], ['masked', 3], ['blank', 1]] as const);
    g.row([c('Full Name', 2.6, nameVal(o, i, rng.pick(['first-last', 'first-mi-last'] as const)), `o${i}_name`), c('Title', 1.4, roleVal(o, i), `o${i}_title`),
      c('Ownership %', 1, pctVal(o, i, rng.pick(['pct', 'bare'] as const)), `o${i}_pct`)]);
    g.row([c('SSN', 1.3, taxVal(o, i, tm), `o${i}_ssn`), c('Date of Birth', 1.2, dobVal(o, i, rng.chance(0.85), rng.pick(['mdY', 'mdy'] as const)), `o${i}_dob`),
      c('Credit Score (est.)', 1, scoreVal(o, i), `o${i}_fico`), c('Cell Phone', 1.4, val(phone(rng, area, 'dash')), `o${i}_cell`)]);
    g.row([c('Home Address', 2.6, dv(o.street), `o${i}_home`, 'owner home address'), c('City, State, Zip', 2.4, dv(`${rng.pick(NE.towns)[0]}, ${st} ${zip}`), `o${i}_home_city`, 'owner home city')]);
  }
  g.section('Section 4 - Bank & Trade References');
  g.row([c('Business Bank', 2, dv(rng.pick(US_BANKS)), 'bank', 'bank name'), c('ABA Routing #', 1.3, dv(`0${rng.digits(8)}`), 'routing', 'routing number'),
    c('Account #', 1.3, dv(rng.digits(rng.int(8, 11))), 'account', 'account number')]);
  g.row([c('Trade Reference', 2, dv(rng.pick(REFS)), 'ref1', 'trade reference'), c('Contact', 1.4, dv(rng.pick(['Gary Winslow', 'Renee Fortier', 'Joan Pettigrew'])), 'ref1_contact', 'reference contact'),
    c('Phone', 1.2, dv(phone(rng, area, 'paren')), 'ref1_phone', 'reference phone')]);
  isoRep(g, rng, '617', ['Submitted by (ISO Rep)', 'Rep Phone', 'ISO Office'], 'GHC');
  g.section('Section 5 - Authorization & Signature');
  g.para('By signing below, each of the above business owners (individually and on behalf of the business) certifies that all information in this application is true and complete, and authorizes Granite Harbor Capital, its assigns, agents and funding partners to obtain consumer and business credit reports, verify bank and trade references, and share this application with prospective funders. A photocopy or electronic copy of this authorization is as valid as the original. This is not a loan application; any funding is a purchase of future receivables.');
  signatures(g, owners, ['Signature', 'Print Name', 'Title', 'Date'], `02/${String(rng.int(2, 27)).padStart(2, '0')}/2026`);
}
