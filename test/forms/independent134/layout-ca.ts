// Chinook Business Capital (Calgary; merchants in British Columbia and the Prairies, Canada): labels left of
// underlines, Corporate Name / Operating Name (O/A), a Business Number with its program account (a GST/HST account
// printed beside it as a decoy on some seeds), province and postal code, SINs (often masked or left blank), CAD
// amounts, institution / transit / account numbers and a PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import { c, dbaVal, dv, existingAdvances, isoRep, signatures } from './common.ts';
import { dateText, industryOf, isoDate, money, phone, randomDate, roundAmount } from './fmt.ts';
import { Grid, type Theme } from './grid.ts';
import { dobVal, K, makeOwners, nameVal, ownerCount, pctVal, roleVal, scoreVal, taxVal } from './model.ts';
import { CA, CA_BANKS, DECOY_PEOPLE, LANDLORDS } from './pools.ts';
import { val, type Sheet } from './sheet.ts';

const THEME: Theme = { accent: '#7a1f2b', labelFont: 'Helvetica', headFont: 'Helvetica-Bold', labelPos: 'left', box: 'underline', heading: 'bar', labelSize: 7.5 };
const ENT: [string, string, string][] = [['Corporation', 'ca_corporation', ''], ['Sole Proprietorship', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ''],
  ['ULC', 'ca_ulc', ' ULC'], ['Co-operative', 'cooperative', ' Co-operative']];
const CORP_SUFFIX = [' Ltd.', ' Inc.', ' Corp.', ' Limited'];

export function chinook(s: Sheet, rng: Rng): void {
  const g = new Grid(s, THEME);
  const d = s.doc;
  d.rect(36, 30, 540, 50).fill('#7a1f2b');
  s.text('CHINOOK BUSINESS CAPITAL', 48, 38, 18, 'Helvetica-Bold', 'white');
  s.text('Merchant Funding Application - Canada', 48, 60, 9, 'Helvetica', '#f3d9dc');
  s.text('Suite 900, 600 - 3 Ave SW, Calgary AB  T2P 0G5', 380, 40, 7.5, 'Helvetica', 'white');
  s.text('1-877-555-0166  |  apply@chinookcapital.ca', 380, 52, 7.5, 'Helvetica', 'white');
  s.text('BC  -  AB  -  SK  -  MB', 380, 64, 7.5, 'Helvetica-Bold', 'white');
  g.y = 90;

  const [bizName, kind] = rng.pick(CA.biz);
  const [city, prov, postal, area] = rng.pick(CA.towns);
  const owners = makeOwners(rng, ownerCount(rng), { first: CA.first, last: CA.last, titles: ['President', 'Director', 'Secretary-Treasurer', 'Partner', 'Vice-President'], tax: () => 'SIN' }, CA.streets);
  const entIdx = rng.weighted([[0, 5], [1, 2], [2, 1], [3, 1], [4, 0.5], [-1, 1]] as const);
  const ent = entIdx >= 0 ? ENT[entIdx]! : null;
  const o0 = owners[0]!;
  const sole = ent?.[0] === 'Sole Proprietorship';
  if (sole) { owners.splice(1); o0.pct = 100; o0.title = 'Proprietor'; }
  const legal = sole ? `${o0.first} ${o0.last}` : !ent ? bizName : ent[0] === 'Corporation' ? `${bizName}${rng.pick(CORP_SUFFIX)}`
    : ent[0] === 'Partnership' ? `${o0.last} & ${owners[1]?.last ?? 'Sons'} Partnership` : `${bizName}${ent[2]}`;

  g.section('Business');
  g.row([c('Corporate Name:', 3, val(legal, { [K('legal_name')]: legal }), 'corporate_name')]);
  g.row([c('Operating Name (O/A):', 3, sole || ent?.[0] === 'Partnership' ? val(bizName, { [K('trade_name')]: bizName }) : dbaVal(rng, legal === bizName || rng.chance(0.35) ? `${bizName} of ${city}` : bizName, legal), 'operating_name')]);
  const bn = `${rng.int(1, 8)}${rng.digits(8)}`;
  const bnMode = rng.weighted([['rc', 6], ['bare', 2], ['blank', 1]] as const);
  const prog = rng.pick(['RC0001', 'RC0001', 'RC0002']);
  const bnText = bnMode === 'rc' ? rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`]) : bn;
  g.row([c('Business Number (BN):', 1.7, bnMode === 'blank' ? null : val(bnText, { [K('business_tax_id')]: bnMode === 'rc' ? `${bn}${prog}` : bn,
    [K('business_tax_id_type')]: 'BN', [K('business_tax_id_country')]: 'CA' }), 'bn'),
  c('GST/HST Reg. #:', 1.3, bnMode !== 'blank' && rng.chance(0.4) ? dv(`${bn} RT0001`) : null, 'gst', 'GST/HST account')]);
  g.checks('Legal Structure:', ENT.map(([label, id]) => ({ label, checked: ent?.[0] === label, keys: { [K('type_of_entity')]: id } })), 'structure');
  const start = randomDate(rng, 1995, 2023);
  g.row([c('Date of Incorporation / Start:', 1.6, val(dateText(start, rng.pick(['iso', 'long'] as const)), { [K('business_start_date')]: isoDate(start) }), 'start'),
    c('Nature of Business:', 1.6, val(kind, { [K('industry')]: industryOf(kind) }), 'nature')]);
  g.row([c('Street:', 2, val(`${rng.int(100, 9900)} ${rng.pick(CA.streets)}`), 'street'), c('City:', 1.3, val(city), 'city')]);
  const provText = rng.chance(0.5) ? prov : CA.provNames[prov]!;
  g.row([c('Province:', 1.3, val(provText, { [K('state_region')]: prov, [K('country')]: 'Canada' }), 'province'), c('Postal Code:', 1, val(postal), 'postal'),
    c('Phone:', 1.2, val(phone(rng, area, 'paren')), 'phone')]);
  g.row([c('Landlord / Property Manager:', 1.8, dv(rng.pick(LANDLORDS)), 'landlord', 'landlord'), c('Monthly Rent:', 1, dv(money(rng.int(15, 80) * 100, 'plain')), 'rent', 'monthly rent')]);

  g.section('Funding');
  const amount = roundAmount(rng, 15000, 200000, 5000);
  g.row([c('Funding Amount Requested:', 1.6, val(money(amount, rng.pick(['cad', 'cadPrefix', 'plain'] as const)), { [K('requested_amount')]: amount }), 'amount'),
    c('Intended Use:', 1.6, val(rng.pick(['Equipment purchase', 'Seasonal inventory', 'Renovation', 'Working capital'])), 'use')]);
  existingAdvances(g, rng, 'cad', ['Existing Financing (Lender):', 'Balance:', 'Payment:'], amount);

  g.section('Owners / Shareholders (20%+)');
  for (const [i, o] of owners.entries()) {
    g.row([c(`Name (${i + 1}):`, 2, nameVal(o, i, rng.pick(['first-last', 'first-mi-last'] as const)), `o${i}_name`), c('Position:', 1.3, roleVal(o, i), `o${i}_pos`),
      c('Ownership:', 0.9, pctVal(o, i, rng.pick(['pct', 'bare'] as const)), `o${i}_own`)]);
    g.row([c('SIN:', 1.4, taxVal(o, i, rng.weighted([['full', 4], ['masked', 3], ['blank', 3]] as const), rng.pick(['-', ' '])), `o${i}_sin`),
      c('Date of Birth:', 1.4, dobVal(o, i, rng.chance(0.75), rng.pick(['iso', 'long'] as const)), `o${i}_dob`), c('Credit Score:', 1, scoreVal(o, i), `o${i}_score`)]);
    g.row([c('Home Address:', 2.6, dv(`${o.street}, ${rng.pick(CA.towns)[0]}`), `o${i}_home`, 'owner home address'), c('Cell:', 1.2, val(phone(rng, area, 'dash')), `o${i}_cell`)]);
  }
  g.section('Banking');
  g.row([c('Financial Institution:', 1.8, dv(rng.pick(CA_BANKS)), 'bank', 'bank name'), c('Inst. #:', 0.7, dv(rng.pick(['003', '219', '815', '001', '809'])), 'inst', 'institution number'),
    c('Transit #:', 0.8, dv(rng.digits(5)), 'transit', 'transit number'), c('Account #:', 1, dv(rng.digits(7)), 'account', 'account number')]);
  g.row([c('Accountant / Bookkeeper:', 1.8, dv(rng.pick(DECOY_PEOPLE)), 'accountant', 'accountant reference'), c('Phone:', 1.2, dv(phone(rng, area, 'paren')), 'acct_phone', 'accountant phone')]);
  isoRep(g, rng, '403', ['Broker / ISO Rep:', 'Phone:', 'Office:'], 'CBC');
  g.section('Consent (PIPEDA) and Signature');
  g.para('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned consents to Chinook Business Capital and its funding partners collecting, using and disclosing the personal information in this application, including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this request and to administer any resulting agreement. Providing a SIN is optional. Consent may be withdrawn subject to legal or contractual restrictions.');
  signatures(g, owners, ['Signature:', 'Print Name:', 'Position:', 'Date:'], `2026-02-${String(rng.int(2, 27)).padStart(2, '0')}`);
}
