// TableFare Funding Group: a restaurant and bar ISO's two-column form (small caps captions over underlined values,
// the business on the left, the request, sales, lease and bank on the right, owners side by side underneath).
// Trade questions: liquor licence and its type, seats, POS provider, delivery apps, card volume, landlord and lease.
import type { Rng } from '../../statements/generator/prng.ts';
import { bank, businessTax, dbaOf, dobFields, dobText, homeText, landlord, legalName, makeOwners, nameFields, ownerTax, pctFields, phone,
  positions, rep, roleFields, scoreFields } from './common.ts';
import { US_PLACES, address, dateText, domainOf, isoDate, moneyText, nameText, ownerCount, pctText, roundTo, taxFields, taxText,
  type DateStyle } from './data.ts';
import { industryOf } from './industries.ts';
import { COUNTRY, type Layout, type Sheet } from './kit.ts';

const L = 36, R = 316, CW = 260, WINE = '#7a1f2b';
const CONCEPTS = ['Full-service restaurant', 'Italian restaurant & wine bar', 'Sports bar & grill', 'Neighborhood pub', 'Cocktail lounge',
  'Brewpub', 'Pizzeria', 'Coffee shop & bakery', 'Taqueria / food truck', 'Catering company', 'Diner', 'Nightclub', 'Fast food (QSR franchise)',
  'Tavern & grill', 'Sushi restaurant', 'BBQ restaurant & catering'];
const NAMES = ['Copper Pot', 'Blue Agave', 'The Rusty Anchor', 'Salt & Ember', 'Nonna Lucia', 'Golden Hour', 'Smoke Signal', 'Tidewater',
  'Little Saigon', 'Brick Oven', 'Harvest Table', 'Hop Yard', 'Night Owl', 'Sal\'s Corner'];
const POS = ['Toast', 'Square for Restaurants', 'Clover', 'Lightspeed', 'SpotOn', 'Aloha (NCR Voyix)', 'TouchBistro'];
const APPS = ['DoorDash, Uber Eats', 'Grubhub', 'DoorDash', 'Uber Eats, Grubhub, DoorDash', 'None'];
const LIQUOR = ['Full liquor (on-premise)', 'Beer & wine only', 'Tavern licence', 'Restaurant - full bar', 'Brewpub licence'];
const ENTS = [['llc', 'LLC'], ['c_corporation', 'Corporation'], ['s_corporation', 'S Corp'], ['general_partnership', 'Partnership'],
  ['sole_proprietorship', 'Sole Owner']] as const;
const OTHERS = [['llc', 'Single-Member LLC'], ['limited_partnership', 'Limited Partnership'], ['llc', 'Multi-Member LLC']] as const;

type Slot = { x: number; y: number; w: number };
/** A row of captioned fields in a column: each [fraction of the column, caption]. */
function fields(S: Sheet, x0: number, y: number, cols: readonly (readonly [number, string])[], cw = CW): Slot[] {
  let x = x0;
  return cols.map(([f, label]) => {
    const w = f * cw;
    S.t(label.toUpperCase(), x, y, { s: 6, f: 'Helvetica-Bold', c: '#8a6d70' });
    S.line(x, y + 21, x + w - 7, y + 21, 0.5, '#9a9a9a');
    const slot = { x, y: y + 20.5, w: w - 8 };
    x += w;
    return slot;
  });
}
function heading(S: Sheet, x: number, y: number, title: string, w = CW): number {
  S.rect(x, y, w - 7, 14, { fill: '#f3e6e7' });
  S.t(title, x + 4, y + 3.5, { s: 8, f: 'Helvetica-Bold', c: WINE });
  return y + 19;
}

export const restaurant: Layout = {
  name: 'tablefare_restaurant', broker: 'TableFare Funding Group', valueFont: 'Times-Roman', title: 'Restaurant & Bar Capital Application',
  acroNamer() { return (key) => `form1[0].#subform[0].${key.replace(/^cb\./, 'chk.').replace(/[.\-_](\w)/g, (_m, c: string) => c.toUpperCase())}[0]`; },
  draw(S: Sheet, rng: Rng) {
    const place = rng.pick(US_PLACES), country = COUNTRY.US;
    const other = rng.chance(0.1) ? rng.pick(OTHERS) : null;
    const ent = other ?? rng.weighted(ENTS.map((e, i) => [e, [50, 10, 15, 5, 15][i]!] as const));
    const sole = ent[0] === 'sole_proprietorship';
    const n = sole ? 1 : ent[0] === 'general_partnership' || ent[0] === 'limited_partnership' ? Math.max(2, ownerCount(rng)) : ownerCount(rng);
    const owners = makeOwners(rng, n, place, sole ? ['Owner', 'Owner'] : [rng.pick(['Owner', 'Managing Member', 'President', 'Owner/Chef']),
      'Partner', 'Co-Owner', 'Member', 'General Manager / Partner'], 0.5);
    if (sole) owners[0]!.pct = 100;
    const concept = rng.pick(CONCEPTS), name = rng.pick(NAMES);
    const base = rng.chance(0.5) ? `${owners[0]!.p.last} Hospitality Group` : `${name.replace(/^The /, '')} ${rng.pick(['Restaurant', 'Holdings', 'Kitchen'])}`;
    const legal = legalName(rng, ent[0], base, owners, place);
    const dba = dbaOf(rng, legal, name, sole || rng.chance(0.5));
    const tax = businessTax(rng, false, sole, owners[0]!);
    const ds: DateStyle = rng.pick(['mdy', 'mdy2', 'dash', 'long']);
    const start = rng.chance(0.85) ? isoDate(rng, 2008, 2024) : null;
    const addr = address(rng, place, true), money = rng.pick([0, 0, 2, 3]);
    const sales = rng.int(40, 450) * 1000;

    S.addPage();
    S.rect(0, 0, 612, 62, { fill: WINE });
    S.t('TableFare', L, 16, { s: 24, f: 'Helvetica-Bold', c: '#ffffff' });
    S.t('FUNDING GROUP', L + 2, 44, { s: 7.5, f: 'Helvetica', c: '#f0cfd3' });
    S.t('Restaurant & Bar Capital Application', 300, 18, { s: 12, f: 'Helvetica-Bold', c: '#ffffff', w: 276, a: 'right' });
    S.t('Kitchen equipment - payroll - renovations - second locations', 300, 36, { s: 7.5, c: '#f0cfd3', w: 276, a: 'right' });

    // ---- left column: the restaurant ----------------------------------------------------------------------------
    let y = heading(S, L, 76, 'ABOUT THE RESTAURANT');
    let s = fields(S, L, y, [[1, 'Legal entity name (as filed with the state)']]);
    S.put('legal_name', legal, { legal_name: legal }, s[0]!.x, s[0]!.y, s[0]!.w);
    y += 26;
    s = fields(S, L, y, [[1, 'Doing business as (name on the sign)']]);
    S.put('dba', dba.text, dba.value ? { trade_name: dba.value } : {}, s[0]!.x, s[0]!.y, s[0]!.w);
    y += 26;
    const food = /food truck|catering/i.test(concept);
    s = fields(S, L, y, [[0.68, 'Concept / cuisine'], [0.32, 'Seats (indoor + patio)']]);
    S.put('concept', concept, { industry: industryOf(concept) }, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('seats', food ? 'N/A' : `${rng.int(20, 160)} + ${rng.int(0, 40)}`, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    y += 26;
    S.t('ENTITY TYPE', L, y, { s: 6, f: 'Helvetica-Bold', c: '#8a6d70' });
    ENTS.forEach(([id, label], k) => {
      const bx = L + (k % 3) * 84, by = y + 9 + Math.floor(k / 3) * 12;
      S.box(`cb.entity.${id}`, label, { type_of_entity: id }, bx, by, 7.5, !other && id === ent[0]);
      S.t(label, bx + 11, by + 0.5, { s: 7.5 });
    });
    S.box('cb.entity.other', 'Other', {}, L + 168, y + 21, 7.5, !!other);
    S.t('Other (specify):', L + 179, y + 21.5, { s: 7.5 });
    S.line(L, y + 43, L + CW - 7, y + 43, 0.5, '#9a9a9a');
    if (other) S.put('entity.other', other[1], { type_of_entity: other[0] }, L + 2, y + 42.5, CW - 10, { s: 8.5 });
    y += 48;
    s = fields(S, L, y, [[0.5, sole ? 'EIN (or SSN)' : 'Federal EIN'], [0.5, 'Opened on']]);
    S.put('ein', taxText(tax), taxFields('', tax, true), s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('opened', start ? dateText(start, ds) : '', { business_start_date: start }, s[1]!.x, s[1]!.y, s[1]!.w);
    y += 26;
    s = fields(S, L, y, [[1, 'Street address of the restaurant']]);
    S.put('street', addr.street, {}, s[0]!.x, s[0]!.y, s[0]!.w);
    y += 26;
    s = fields(S, L, y, [[0.5, 'City'], [0.2, 'State'], [0.3, 'ZIP']]);
    S.put('city', addr.city, {}, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('state', place.state, { state_region: place.state, country }, s[1]!.x, s[1]!.y, s[1]!.w);
    S.put('zip', addr.zip, {}, s[2]!.x, s[2]!.y, s[2]!.w);
    y += 26;
    s = fields(S, L, y, [[0.45, 'Restaurant phone'], [0.55, 'Website / Instagram']]);
    S.put('phone', phone(rng, place.area, 1), {}, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('web', rng.chance(0.5) ? `www.${domainOf(dba.value ?? name)}` : `@${domainOf(name).replace('.com', '')}`, {}, s[1]!.x, s[1]!.y, s[1]!.w);
    y += 26;
    const liquor = !/coffee|food truck|catering|diner|fast food/i.test(concept);
    s = fields(S, L, y, [[0.45, 'Liquor licence #'], [0.55, 'Licence type']]);
    if (liquor) {
      S.put('liquor.no', `${place.state}-${rng.pick(['RL', 'BW', 'TAV', 'ON'])}-${rng.digits(6)}`, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
      S.put('liquor.type', rng.pick(LIQUOR), {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    } else S.put('liquor.no', 'None', {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    y += 26;
    s = fields(S, L, y, [[0.45, 'POS system'], [0.55, 'Delivery apps']]);
    S.put('pos', rng.pick(POS), {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('apps', rng.pick(APPS), {}, s[1]!.x, s[1]!.y, s[1]!.w);
    const leftEnd = y + 30;

    // ---- right column: request, sales, balances, lease, bank -----------------------------------------------------
    y = heading(S, R, 76, 'THE REQUEST');
    const amount = roundTo(rng.int(10, 300) * 1000, 2500);
    s = fields(S, R, y, [[0.45, 'How much do you need?'], [0.55, 'Payment preference']]);
    S.put('amount', moneyText(amount, money), { requested_amount: amount }, s[0]!.x, s[0]!.y, s[0]!.w);
    const freq = rng.chance(0.8) ? rng.pick(['daily', 'weekly'] as const) : null;
    (['daily', 'weekly'] as const).forEach((f, k) => {
      const bx = s[1]!.x + k * 66;
      S.box(`cb.freq.${f}`, f === 'daily' ? 'Daily ACH' : 'Weekly ACH', { payment_frequency: f }, bx, y + 10, 7.5, f === freq);
      S.t(f === 'daily' ? 'Daily ACH' : 'Weekly ACH', bx + 11, y + 10.5, { s: 7.5 });
    });
    y += 26;
    const count = freq === 'daily' ? rng.pick([90, 110, 126, 150, 180]) : rng.pick([24, 32, 36, 44, 52]);
    const pay = roundTo((amount * 1.35) / count, 1);
    s = fields(S, R, y, [[0.5, 'Desired payment'], [0.5, 'Number of payments']]);
    if (freq && rng.chance(0.55)) S.put('pay', moneyText(pay, money), { requested_payment: pay }, s[0]!.x, s[0]!.y, s[0]!.w);
    if (freq && rng.chance(0.45)) S.put('count', String(count), { number_of_payments: count }, s[1]!.x, s[1]!.y, s[1]!.w);
    y += 26;
    s = fields(S, R, y, [[1, 'What is the money for?']]);
    S.put('use', rng.pick(['Walk-in cooler + hood system', 'Patio build-out before summer', 'Payroll and inventory', 'Open second location', 'Catch up on sales tax']), {}, s[0]!.x, s[0]!.y, s[0]!.w);
    y = heading(S, R, y + 28, 'SALES');
    s = fields(S, R, y, [[0.5, 'Monthly gross sales'], [0.5, 'Monthly card volume']]);
    S.put('sales', moneyText(sales, money), {}, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('cards', moneyText(roundTo(sales * rng.float(0.6, 0.92), 100), money), {}, s[1]!.x, s[1]!.y, s[1]!.w);
    y = heading(S, R, y + 28, 'OPEN BALANCES (ADVANCES & LOANS)');
    const pos = positions(rng, 2);
    for (let i = 0; i < 2; i++) {
      s = fields(S, R, y, i === 0 ? [[0.45, 'Funder'], [0.28, 'Balance'], [0.27, 'Payment']] : [[0.45, ''], [0.28, ''], [0.27, '']]);
      const p = pos[i];
      if (p) {
        S.put(`pos${i}.funder`, p.funder, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true, s: 8.5 });
        S.put(`pos${i}.balance`, moneyText(p.balance, money), {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true, s: 8.5 });
        S.put(`pos${i}.payment`, `${moneyText(p.payment, money)}${p.freq === 'Daily' ? '/d' : '/wk'}`, {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true, s: 8.5 });
      }
      y += i === 0 ? 24 : 26;
    }
    y = heading(S, R, y, 'LOCATION');
    const ll = landlord(rng, place.area);
    s = fields(S, R, y, [[0.6, 'Landlord / property manager'], [0.4, 'Landlord phone']]);
    S.put('landlord', `${ll.name} (${ll.contact})`, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('landlord.phone', ll.phone, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    y += 26;
    s = fields(S, R, y, [[0.5, 'Monthly rent'], [0.5, 'Lease expires']]);
    S.put('rent', moneyText(ll.rent, money), {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('lease', dateText(isoDate(rng, 2027, 2034), ds === 'mdy2' ? 'mdy' : ds), {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    y = heading(S, R, y + 28, 'BANK FOR DEPOSITS');
    const b = bank(rng, false);
    s = fields(S, R, y, [[0.34, 'Bank'], [0.33, 'Routing #'], [0.33, 'Account #']]);
    S.put('bank.name', b.name, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('bank.routing', b.routing, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    S.put('bank.account', b.account, {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
    y += 26;
    const r = rep(rng, 'TF', 'tablefarefunding.com');
    s = fields(S, R, y, [[0.6, 'Your TableFare specialist'], [0.4, 'Specialist phone']]);
    S.put('rep.name', r.name, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('rep.phone', r.phone, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    y = Math.max(leftEnd, y + 32);

    // ---- owners side by side, then the authorisation -------------------------------------------------------------
    const ns = rng.pick(['fl', 'lf'] as const);
    for (let i = 0; i < n; i += 2) {
      if (y + 150 > 770) { S.addPage(); y = 40; }
      S.rect(L, y, 540, 15, { fill: WINE });
      S.t(i === 0 ? 'OWNERS  (everyone with 20% or more signs below)' : 'OWNERS (continued)', L + 5, y + 4, { s: 8, f: 'Helvetica-Bold', c: '#ffffff' });
      y += 21;
      for (const k of [i, i + 1]) {
        const o = owners[k];
        if (!o) continue;
        const x = k % 2 ? R : L;
        let yy = y;
        S.t(`Owner #${k + 1}`, x, yy, { s: 7.5, f: 'Helvetica-Bold', c: WINE });
        yy += 10;
        s = fields(S, x, yy, [[1, 'Full name']]);
        S.put(`o${k}.name`, nameText(o.p, ns), nameFields(k, o.p), s[0]!.x, s[0]!.y, s[0]!.w);
        yy += 25;
        s = fields(S, x, yy, [[0.6, 'Title'], [0.4, '% owned']]);
        S.put(`o${k}.title`, o.title, roleFields(k, o), s[0]!.x, s[0]!.y, s[0]!.w);
        S.put(`o${k}.pct`, pctText(o.pct, rng), pctFields(k, o), s[1]!.x, s[1]!.y, s[1]!.w);
        yy += 25;
        const t = ownerTax(rng, k, o);
        s = fields(S, x, yy, [[0.5, 'SSN'], [0.5, 'Date of birth']]);
        S.put(`o${k}.ssn`, t.text, t.fields, s[0]!.x, s[0]!.y, s[0]!.w);
        S.put(`o${k}.dob`, dobText(o, ds), dobFields(k, o), s[1]!.x, s[1]!.y, s[1]!.w);
        yy += 25;
        s = fields(S, x, yy, [[1, 'Home address']]);
        S.put(`o${k}.home`, homeText(o.home), {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true, s: 8.5 });
        yy += 25;
        s = fields(S, x, yy, [[0.6, 'Mobile'], [0.4, 'Credit score (est.)']]);
        S.put(`o${k}.cell`, o.cell, {}, s[0]!.x, s[0]!.y, s[0]!.w);
        S.put(`o${k}.score`, o.score ? String(o.score) : '', scoreFields(k, o), s[1]!.x, s[1]!.y, s[1]!.w);
      }
      y += 140;
    }
    if (y + 40 + 26 * n > 770) { S.addPage(); y = 40; }
    S.t('By signing, each owner confirms the information above is accurate and authorizes TableFare Funding Group and its funding partners to pull credit, verify sales with the POS and card processor, contact the landlord, and share this application with funders. Sales of future receivables are not loans.',
      L, y, { s: 7, w: 540, wrap: true, c: '#333333' });
    y += 34;
    owners.forEach((_o, i) => {
      const x = i % 2 ? R : L;
      if (i % 2 === 0 && i > 0) y += 26;
      s = fields(S, x, y, [[0.6, `Owner #${i + 1} signature`], [0.4, 'Date']]);
      S.put(`sig${i}.date`, dateText(`2026-01-${String(rng.int(12, 30))}`, ds === 'mdy2' ? 'mdy' : ds), {}, s[1]!.x, s[1]!.y, s[1]!.w);
    });
    return { country: 'US' };
  },
};
