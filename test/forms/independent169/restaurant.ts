// Layout "tablestakes-restaurant": Tablestakes Funding Co., a broker for restaurants, bars and caterers, in the U.S.
// and Canada. Two pages of underlined blanks and checkbox rows (structure, own/rent, all four frequencies); owners
// as separate first / last name blanks. Hard: liquor licence and health permit numbers, seating capacity, card
// volume and rent beside the real numbers; Canadian forms with an O/A name, BN + program account, SIN and PIPEDA.
import type { Rng } from '../../statements/generator/prng.ts';
import { Guard, makeMerchant, type Merchant, type Theme } from './data.ts';
import type { Sheet } from './draw.ts';
import * as I from './ids.ts';
import * as N from './names.ts';
import { blank, decoy, entityBoxes, freqBoxes, values, type Val } from './parts.ts';

export const RESTAURANT: Theme = {
  words: N.NAME_WORDS.restaurant, tails: N.NAME_WORDS.restaurantTail, caShare: 0.4, amount: [10000, 200000],
  industries: [['Restaurant', 'restaurant'], ['Family diner', 'restaurant'], ['Coffee shop', 'restaurant'], ['Pizzeria', 'restaurant'],
    ['Bakery cafe', 'restaurant'], ['Thai restaurant', 'restaurant'], ['Fast food (QSR)', 'restaurant'], ['Sports bar & grill', 'bar_nightclub'],
    ['Brewpub', 'bar_nightclub'], ['Cocktail lounge', 'bar_nightclub'], ['Taqueria / food truck', 'food_truck_catering'], ['Catering & events', 'food_truck_catering']],
  usEntities: ['llc', 'llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership'],
  caEntities: ['ca_corporation', 'ca_corporation', 'ca_corporation', 'sole_proprietorship', 'general_partnership', 'cooperative'],
  roles: ['Owner', 'Chef / Owner', 'General Manager', 'President', 'Partner', 'Director', 'Operating Partner'],
};

const BRICK = '#7a3b2e';

export function drawRestaurant(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, RESTAURANT);
  const g = new Guard(m);
  const ca = m.country === 'CA';
  const v = values(rng, m, { date: ca ? 'iso' : rng.pick(['mdy', 'mdy2'] as const), dob: ca ? 'iso' : 'mdy', name: 'full', pct: '%', maskShare: 0.35 });
  const money = (lo: number, hi: number) => I.money(rng, Number(g.fresh(() => String(rng.int(lo, hi) * 100))), m.country);
  const printCount = rng.chance(0.6), printPayment = rng.chance(0.6);
  const liquor = rng.chance(0.8) ? decoy('liquor_license', 'Liquor licence', g.fresh(() => ca ? `LL-${rng.digits(6)}` : `${rng.pick(['RL', 'BW', 'ON'])}-${rng.int(2012, 2023)}-${rng.digits(6)}`)) : null;
  let y = 0;
  const head = (t: string, at?: number) => {
    if (at !== undefined) y = at;
    sh.text(t, 36, y, { size: 9, bold: true, color: BRICK });
    sh.line(36, y + 12, 576, y + 12, BRICK);
    y += 18;
  };
  const pair = (l1: string, a: Val | null | undefined, l2: string, b: Val | null | undefined) => {
    blank(sh, 36, y, 262, l1, a, 104); blank(sh, 314, y, 262, l2, b, 104); y += 19;
  };
  sh.newPage();
  sh.rect(36, 24, 540, 40, { stroke: BRICK, width: 1.4 });
  sh.text('TABLESTAKES FUNDING CO.', 36, 31, { size: 15, bold: true, color: BRICK, width: 540, align: 'center' });
  sh.text(ca ? 'Restaurant & Hospitality Financing Application (Canada)' : 'Restaurant & Hospitality Merchant Application', 36, 50, { size: 8.5, width: 540, align: 'center' });
  head('A. THE BUSINESS', 76);
  blank(sh, 36, y, 540, 'Legal business name', v.legal, 104); y += 19;
  blank(sh, 36, y, 540, ca ? 'Operating name (O/A)' : 'DBA (doing business as)', v.dba, 104); y += 19;
  sh.text('Business structure:', 36, y + 4, { size: 7.5 });
  entityBoxes(sh, m, v, 140, y + 3); y += 19;
  pair(v.tax.spec.label, v.tax, 'Concept / cuisine', v.industry);
  pair('Street address', decoy('business_street', 'Street', g.fresh(() => `${rng.int(10, 9870)} ${rng.pick(N.STREETS)}`)), ca ? 'City, Province, Postal' : 'City, State, ZIP', v.city);
  pair('Business phone', decoy('business_phone', 'Phone', m.phone), 'Date opened', v.start);
  sh.text('Premises:', 36, y + 4, { size: 7.5 });
  const own = rng.chance(0.2);
  let at = 104;
  at += sh.check(null, 'Own', at, y + 3, own, 'premises_own');
  sh.check(null, 'Rent / lease', at, y + 3, !own, 'premises_rent');
  blank(sh, 314, y, 262, 'Landlord', own ? null : decoy('landlord', 'Landlord', rng.pick(N.LANDLORDS)), 104); y += 19;
  pair('Monthly rent', own ? null : decoy('rent', 'Rent', money(25, 250)), 'Landlord phone', own ? null : decoy('landlord_phone', 'Landlord phone', g.fresh(() => I.usPhone(rng))));
  head('B. LICENCES & OPERATIONS', y + 6);
  pair(ca ? 'Liquor licence #' : 'Liquor license #', liquor, 'Health permit #', decoy('health_permit', 'Health permit', g.fresh(() => `HP ${rng.int(2015, 2024)}-${rng.digits(5)}`)));
  pair('Seating capacity', decoy('seating_capacity', 'Seating', g.fresh(() => String(rng.int(18, 240)))), 'Card processor / POS',
    decoy('processor', 'Processor', rng.pick(['TableTap POS', 'OrderWell', 'Brightline Pay', 'Counterline'])));
  pair('Monthly card volume', decoy('card_volume', 'Card volume', money(80, 2400)), 'Avg monthly sales', decoy('monthly_sales', 'Monthly sales', money(120, 3600)));
  head('C. FUNDING REQUEST', y + 6);
  pair('Amount requested', v.requested, 'Use of funds', decoy('use_of_funds', 'Use', rng.pick(['Patio build-out', 'Walk-in cooler', 'Payroll & inventory', 'Second location'])));
  sh.text('Payment frequency:', 36, y + 4, { size: 7.5 });
  freqBoxes(sh, m, v, 140, y + 3); y += 19;
  pair('Number of payments', printCount ? v.count : null, 'Payment amount', printPayment ? v.payment : null);
  sh.text('Page 1 of 2 - Tablestakes Funding Co. - applications@tablestakes.example', 36, 762, { size: 6.5, color: '#777' });
  sh.newPage();
  head('D. OWNERS', 36);
  v.owners.forEach((o, i) => {
    sh.text(`Owner ${i + 1}`, 36, y, { size: 7.5, bold: true }); y += 11;
    pair('First name', o.first, 'Last name', o.last);
    pair('Title', o.role, 'Ownership %', o.pct);
    pair(ca ? 'SIN' : 'SSN', o.tax, 'Date of birth', o.dob);
    blank(sh, 36, y, 540, 'Home address', o.home, 104); y += 24;
  });
  head('E. EXISTING ADVANCES OR LOANS', y);
  const nAdv = rng.int(0, 3);
  for (let i = 0; i < 3; i++) {
    const has = i < nAdv;
    pair(`Funder ${i + 1}`, has ? decoy(`existing_funder_${i}`, 'Funder', rng.pick(N.FUNDERS)) : null, 'Balance',
      has ? decoy(`existing_balance_${i}`, 'Balance', money(30, 900)) : null);
  }
  head('F. BANKING & REFERENCES', y + 4);
  pair('Bank name', decoy('bank_name', 'Bank', rng.pick(N.BANKS)), ca ? 'Transit / institution' : 'Routing #',
    decoy('bank_routing', 'Routing', g.fresh(() => ca ? `${rng.digits(5)}-${rng.digits(3)}` : I.aba(rng))));
  pair('Account #', decoy('bank_account', 'Account', g.fresh(() => rng.digits(rng.int(7, 12)))), 'Food supplier', decoy('supplier', 'Supplier', rng.pick(N.SUPPLIERS.slice(2, 4))));
  pair('Supplier account #', decoy('supplier_account', 'Supplier account', g.fresh(() => `C-${rng.digits(6)}`)), 'Referred by (ISO)', decoy('iso_rep', 'ISO rep', g.person(rng)));
  const consent = ca
    ? 'By signing, each owner consents under PIPEDA to Tablestakes Funding Co. and its funding partners collecting, using and disclosing the personal information above, including a credit report from Equifax or TransUnion, to assess this application.'
    : 'By signing, each owner certifies the information above is accurate and authorizes Tablestakes Funding Co. and its funding partners to obtain business and personal credit reports and to contact the references listed.';
  sh.text(consent, 36, y + 6, { size: 7, width: 540 });
  y += 40;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    blank(sh, 36, y, 300, `Owner ${i + 1} signature`);
    blank(sh, 360, y, 216, 'Date'); y += 22;
  }
  sh.text('Page 2 of 2', 36, 762, { size: 6.5, color: '#777' });
  return m;
}
