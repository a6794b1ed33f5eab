// HaulPoint Capital Partners: a trucking ISO's boxed form (every value in a ruled cell with a tiny caption in its top
// corner). Trade questions beside the usual ones: USDOT, MC or CVOR numbers, fleet size, fuel card, ELD, factoring
// company, operating-authority date. A quarter of the carriers are Canadian (province, BN, SIN, CAD).
import type { Rng } from '../../statements/generator/prng.ts';
import { businessTax, dbaOf, dobFields, dobText, homeText, landlord, legalName, makeOwners, nameFields, ownerTax, pctFields, phone,
  positions, bank, rep, roleFields, scoreFields, contact } from './common.ts';
import { CA_PLACES, US_PLACES, address, dateText, domainOf, emailOf, isoDate, moneyText, nameText, ownerCount, pctText,
  taxFields, taxText, type DateStyle } from './data.ts';
import { industryOf } from './industries.ts';
import { COUNTRY, type Layout, type Sheet } from './kit.ts';

const X0 = 36, W = 540, NAVY = '#1f3b57';
const BASES = ['Iron Horse', 'Blue Line', 'Prairie Wind', 'Redline', 'Lone Star', 'Great Lakes', 'Crossroads', 'Northstar', 'Highway 9',
  'Four Rivers', 'Eagle Ridge', 'Copperhead', 'Tri-State', 'Silver Spur'];
const KINDS = ['Transport', 'Trucking', 'Logistics', 'Freight', 'Carriers', 'Express', 'Hauling'];
const OPS = ['Long haul trucking - OTR dry van', 'Refrigerated freight carrier', 'Dump truck hauling', 'Local trucking / drayage',
  'Car hauler (5-7 car)', 'Freight broker / 3PL', 'Last mile delivery (Amazon DSP)', 'Owner-operator, flatbed', 'LTL carrier', 'Moving company'];
const FUEL = ['Comdata', 'EFS', 'WEX Fleet One', 'TCS Fuel Card', 'RTS Pro Fuel', 'AtoB', 'Mudflap'];
const ELD = ['Samsara', 'Motive', 'Omnitracs', 'Geotab', 'BigRoad'];
const FACTORS = ['RTS Financial', 'Triumph Business Capital', 'OTR Solutions', 'Apex Capital', 'TAFS', 'Porter Freight Funding'];
const SHIPPERS = ['Coyote Logistics', 'TQL', 'Echo Global Logistics', 'C.H. Robinson', 'Landstar', 'Arrive Logistics', 'Uber Freight'];

type Slot = { x: number; y: number; w: number };
function cells(S: Sheet, y: number, h: number, cols: readonly (readonly [number, string])[], x0 = X0): Slot[] {
  let x = x0;
  return cols.map(([w0, label], i) => {
    const w = i === cols.length - 1 ? X0 + W - x : w0;
    S.rect(x, y, w, h, { lw: 0.7, stroke: '#2b2b2b' });
    S.t(label.toUpperCase(), x + 2.5, y + 2, { s: 5.4, c: '#3c4a5a' });
    const slot = { x: x + 3, y: y + h - 3, w: w - 6 };
    x += w;
    return slot;
  });
}
function bar(S: Sheet, y: number, n: number, title: string): number {
  S.rect(X0, y, W, 13, { fill: NAVY });
  S.t(`${n}   ${title}`, X0 + 5, y + 3.3, { s: 7.8, f: 'Helvetica-Bold', c: '#ffffff' });
  return y + 15;
}

export const trucking: Layout = {
  name: 'haulpoint_trucking', broker: 'HaulPoint Capital Partners', valueFont: 'Courier', title: 'Carrier Funding Application',
  acroNamer() { let n = 0; return (key) => (key.startsWith('cb.') ? `Check Box${++n}` : `Text${++n}`); },
  draw(S: Sheet, rng: Rng) {
    const ca = rng.chance(0.25), place = rng.pick(ca ? CA_PLACES : US_PLACES), country = COUNTRY[place.country];
    const ents = ca ? [['sole_proprietorship', 'Sole Proprietorship', 25], ['general_partnership', 'Partnership', 5], ['ca_corporation', 'Corporation', 70]] as const
      : [['sole_proprietorship', 'Sole Proprietor', 22], ['general_partnership', 'Partnership', 5], ['llc', 'LLC', 43], ['c_corporation', 'Corporation', 15], ['s_corporation', 'S-Corp', 15]] as const;
    const ent = rng.weighted(ents.map((e) => [e, e[2]] as const));
    const sole = ent[0] === 'sole_proprietorship';
    const n = sole ? 1 : ent[0] === 'general_partnership' ? Math.max(2, ownerCount(rng)) : ownerCount(rng);
    const titles = sole ? [rng.pick(['Owner', 'Owner/Operator', 'Sole Proprietor'])] : ent[0] === 'llc' ? ['Managing Member', 'Member']
      : ent[0] === 'general_partnership' ? ['Partner', 'Partner'] : ['President', 'Vice President', 'Secretary', 'Director'];
    const owners = makeOwners(rng, n, place, titles.length > 1 ? titles : [titles[0]!, titles[0]!]);
    if (sole) owners[0]!.pct = 100;
    const base = `${rng.pick(BASES)} ${rng.pick(KINDS)}`;
    const legal = legalName(rng, ent[0], base, owners, place);
    const dba = dbaOf(rng, legal, sole ? `${owners[0]!.p.last} ${rng.pick(KINDS)}` : `${rng.pick(BASES.filter((b) => !base.startsWith(b)))} ${rng.pick(KINDS)}`, sole && rng.chance(0.6));
    const tax = businessTax(rng, ca, sole, owners[0]!);
    const ds: DateStyle = rng.pick(['mdy', 'mdy', 'mdy2', 'long', 'dash']);
    const start = rng.chance(0.88) ? isoDate(rng, 2004, 2023) : null;
    const addr = address(rng, place, true), op = rng.pick(OPS);
    const dom = domainOf(dba.value ?? base);
    const money = rng.int(0, 3), cad = ca && rng.chance(0.5);

    // ---- page 1: header, carrier, request, positions, bank --------------------------------------------------------
    S.addPage();
    S.t('HAULPOINT', X0, 34, { s: 22, f: 'Helvetica-Bold', c: NAVY });
    S.t('CAPITAL PARTNERS  ·  Fuel. Repairs. Payroll. Funded in 24 hrs.', X0 + 1, 58, { s: 7.5, c: '#5a6b7c' });
    S.t('CARRIER FUNDING APPLICATION', 330, 30, { s: 11.5, f: 'Helvetica-Bold', w: 246, a: 'right' });
    S.t('Submit with 4 months bank statements + copy of CDL', 330, 45, { s: 7, w: 246, a: 'right', c: '#555555' });
    const r = rep(rng, 'HP', 'haulpointcap.com');
    let s = cells(S, 64, 22, [[100, 'HaulPoint rep'], [60, 'Rep ID'], [0, 'Rep direct line']], 336);
    S.put('rep.name', r.name, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('rep.id', r.id, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    S.put('rep.phone', r.phone, {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });

    let y = bar(S, 94, 1, 'CARRIER / BUSINESS INFORMATION');
    s = cells(S, y, 26, [[350, ca ? 'Legal business name (as registered with the CRA)' : 'Legal business name (as shown on IRS documents)'], [0, ca ? 'Operating name (O/A)' : 'DBA / trade name']]);
    S.put('legal_name', legal, { legal_name: legal }, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('dba', dba.text, dba.value ? { trade_name: dba.value } : {}, s[1]!.x, s[1]!.y, s[1]!.w);
    y += 26;
    s = cells(S, y, 26, [[120, 'USDOT #'], [130, ca ? 'CVOR / NSC #' : 'MC / MX #'], [170, ca ? 'Business No. (BN) or SIN' : 'Federal Tax ID (EIN or SSN)'], [0, 'Business start date']]);
    S.put('usdot', `${rng.int(1, 4)}${rng.digits(6)}`, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('mc', ca ? (place.state === 'ON' ? `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}` : `${place.state}${rng.digits(6)}`)
      : rng.pick(['MC-', 'MC ', '']) + rng.int(100000, 1499999), {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    S.put('tax_id', taxText(tax), taxFields('', tax, true), s[2]!.x, s[2]!.y, s[2]!.w - (ca ? 48 : 0));
    if (ca) {
      S.t('BN', s[2]!.x + s[2]!.w - 44, y + 3, { s: 5.5 }); S.t('SIN', s[2]!.x + s[2]!.w - 21, y + 3, { s: 5.5 });
      S.box('cb.bn', 'BN', {}, s[2]!.x + s[2]!.w - 44, y + 11, 7, tax.type === 'BN');
      S.box('cb.sin', 'SIN', {}, s[2]!.x + s[2]!.w - 21, y + 11, 7, tax.type === 'SIN');
    }
    S.put('start', start ? dateText(start, ds) : '', { business_start_date: start }, s[3]!.x, s[3]!.y, s[3]!.w);
    y += 26;
    s = cells(S, y, 26, [[250, 'Physical address (no P.O. boxes)'], [140, 'City'], [60, 'State / Prov.'], [0, 'ZIP / Postal code']]);
    S.put('street', addr.street, {}, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('city', addr.city, {}, s[1]!.x, s[1]!.y, s[1]!.w);
    const stateText = rng.chance(0.15) ? place.stateName : place.state;
    S.put('state', stateText, { state_region: place.state, country }, s[2]!.x, s[2]!.y, s[2]!.w);
    S.put('zip', addr.zip, {}, s[3]!.x, s[3]!.y, s[3]!.w);
    y += 26;
    s = cells(S, y, 26, [[140, 'Business phone'], [220, 'Business e-mail'], [0, 'Operating authority granted (date)']]);
    S.put('phone', phone(rng, place.area), {}, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('email', emailOf(rng, owners[0]!.p.first, dom), {}, s[1]!.x, s[1]!.y, s[1]!.w);
    S.put('authority', dateText(isoDate(rng, 2005, 2024), ds === 'mdy2' ? 'mdy' : ds), {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
    y += 26;
    cells(S, y, 24, [[W, 'Legal structure (check one)']]);
    let bx = X0 + 10;
    for (const [id, label] of ents) {
      S.box(`cb.entity.${id}`, label, { type_of_entity: id }, bx, y + 11, 8, id === ent[0]);
      S.t(label, bx + 12, y + 11.5, { s: 8 });
      bx += 24 + S.doc.font('Helvetica').fontSize(8).widthOfString(label);
    }
    y += 24;
    const units = rng.int(1, 14);
    s = cells(S, y, 26, [[230, 'Type of operation / freight hauled'], [70, 'Power units'], [70, 'Trailers'], [0, 'Fuel card program']]);
    S.put('industry', op, { industry: industryOf(op) }, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('units', String(units), {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    S.put('trailers', String(units + rng.int(0, 3)), {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
    S.put('fuel', rng.chance(0.85) ? rng.pick(FUEL) : '', {}, s[3]!.x, s[3]!.y, s[3]!.w, { decoy: true });
    y += 26;
    s = cells(S, y, 26, [[160, 'ELD provider'], [190, 'Factoring company (if any)'], [0, 'Avg. monthly gross revenue']]);
    S.put('eld', rng.pick(ELD), {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('factor', rng.chance(0.6) ? rng.pick(FACTORS) : 'None', {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    S.put('revenue', moneyText(rng.int(20, 400) * 1000, money), {}, s[2]!.x, s[2]!.y, s[2]!.w);
    y += 30;

    y = bar(S, y, 2, 'FUNDING REQUEST');
    const amount = rng.int(15, 250) * 1000, freq = rng.chance(0.75) ? rng.pick(['daily', 'weekly', 'weekly', 'biweekly']) : null;
    s = cells(S, y, 26, [[140, 'Amount requested'], [190, 'Preferred remittance'], [110, 'Est. payment amount'], [0, 'No. of payments']]);
    S.put('amount', moneyText(amount, money, cad), { requested_amount: amount }, s[0]!.x, s[0]!.y, s[0]!.w);
    bx = s[1]!.x + 2;
    for (const [f, label] of [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly']] as const) {
      S.box(`cb.freq.${f}`, label, { payment_frequency: f }, bx, y + 12, 8, f === freq);
      S.t(label, bx + 11, y + 12.5, { s: 7.5 });
      bx += 58;
    }
    if (freq && rng.chance(0.5)) {
      const count = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140]) : rng.pick([20, 26, 30, 36, 40, 52]);
      const pay = Math.round((amount * rng.float(1.25, 1.45)) / count);
      S.put('payment', moneyText(pay, money === 1 ? 1 : 0), { requested_payment: pay }, s[2]!.x, s[2]!.y, s[2]!.w);
      if (rng.chance(0.7)) S.put('count', String(count), { number_of_payments: count }, s[3]!.x, s[3]!.y, s[3]!.w);
    }
    y += 26;
    s = cells(S, y, 24, [[W, 'Use of proceeds']]);
    S.put('use', rng.pick(['Engine overhaul + new tires', 'Down payment on 2 tractors', 'Fuel and insurance renewal', 'Cover payroll while loads pay out',
      'IRP / IFTA renewals and repairs']), {}, s[0]!.x, s[0]!.y, s[0]!.w);
    y += 28;

    y = bar(S, y, 3, 'OPEN ADVANCES / LOANS / EQUIPMENT NOTES');
    const pos = positions(rng, 3);
    const head = cells(S, y, 12, [[230, 'Funder / lender'], [110, 'Current balance'], [110, 'Payment'], [0, 'Date funded']]);
    y += 12;
    for (let i = 0; i < 3; i++) {
      s = cells(S, y, 16, head.map((h, k) => [k === 3 ? 0 : h.w + 6, ''] as const));
      const p = pos[i];
      if (p) {
        S.put(`pos${i}.funder`, p.funder, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true, s: 8.5 });
        S.put(`pos${i}.balance`, moneyText(p.balance, money), {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true, s: 8.5 });
        S.put(`pos${i}.payment`, `${moneyText(p.payment, money)} ${p.freq === 'Daily' ? '/day' : '/wk'}`, {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true, s: 8.5 });
        S.put(`pos${i}.funded`, dateText(isoDate(rng, 2025, 2025), 'mdy'), {}, s[3]!.x, s[3]!.y, s[3]!.w, { decoy: true, s: 8.5 });
      }
      y += 16;
    }
    y = bar(S, y + 6, 4, 'OPERATING BANK ACCOUNT');
    const b = bank(rng, ca);
    s = cells(S, y, 26, [[200, 'Bank name'], [170, ca ? 'Transit - institution no.' : 'Routing (ABA) no.'], [0, 'Account no.']]);
    S.put('bank.name', b.name, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('bank.routing', b.routing, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    S.put('bank.account', b.account, {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
    y += 30;
    const ll = rng.chance(0.55) ? landlord(rng, place.area) : null;
    s = cells(S, y, 26, [[180, 'Yard / terminal: landlord or mortgage co.'], [120, 'Landlord phone'], [0, 'Monthly rent / mortgage']]);
    if (ll) {
      S.put('landlord', ll.name, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
      S.put('landlord.phone', ll.phone, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
      S.put('landlord.rent', moneyText(ll.rent, money), {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
    }
    S.t('HaulPoint Capital Partners is a broker, not a lender. Page 1 of 2', X0, 760, { s: 6.5, c: '#777777', w: W, a: 'center' });

    // ---- page 2: owners, references, authorisation ----------------------------------------------------------------
    S.addPage();
    y = bar(S, 36, 5, ca ? 'OWNERS / GUARANTORS (EVERY OWNER OF 20% OR MORE)' : 'OWNERS / GUARANTORS (EVERY OWNER OF 20% OR MORE)');
    const ns = rng.pick(['fl', 'fl', 'lf'] as const);
    owners.forEach((o, i) => {
      S.t(`OWNER ${i + 1}`, X0, y + 1, { s: 7, f: 'Helvetica-Bold', c: NAVY });
      y += 10;
      s = cells(S, y, 24, [[230, 'Full legal name'], [140, 'Title'], [80, 'Ownership %'], [0, 'Credit score (est.)']]);
      S.put(`o${i}.name`, nameText(o.p, ns), nameFields(i, o.p), s[0]!.x, s[0]!.y, s[0]!.w);
      S.put(`o${i}.title`, o.title, roleFields(i, o), s[1]!.x, s[1]!.y, s[1]!.w);
      S.put(`o${i}.pct`, pctText(o.pct, rng), pctFields(i, o), s[2]!.x, s[2]!.y, s[2]!.w);
      S.put(`o${i}.score`, o.score ? String(o.score) : '', scoreFields(i, o), s[3]!.x, s[3]!.y, s[3]!.w);
      y += 24;
      s = cells(S, y, 24, [[130, ca ? 'SIN' : 'SSN'], [110, 'Date of birth'], [140, 'CDL # / state'], [0, 'Mobile']]);
      const t = ownerTax(rng, i, o);
      S.put(`o${i}.ssn`, t.text, t.fields, s[0]!.x, s[0]!.y, s[0]!.w);
      S.put(`o${i}.dob`, dobText(o, ds), dobFields(i, o), s[1]!.x, s[1]!.y, s[1]!.w);
      if (rng.chance(0.7)) S.put(`o${i}.cdl`, `${rng.alnum(1, 'ABDFGHKLMPRSTW')}${rng.digits(8)} / ${place.state}`, {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
      S.put(`o${i}.cell`, o.cell, {}, s[3]!.x, s[3]!.y, s[3]!.w);
      y += 24;
      s = cells(S, y, 24, [[W, 'Home address (street, city, state / prov., ZIP / postal)']]);
      S.put(`o${i}.home`, homeText(o.home), {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
      y += 30;
    });
    y = bar(S, y, 6, 'SHIPPER / BROKER REFERENCES');
    cells(S, y, 12, [[210, 'Company'], [150, 'Contact'], [0, 'Phone']]);
    y += 12;
    for (const [i, co] of rng.shuffle([...SHIPPERS]).slice(0, rng.int(2, 3)).entries()) {
      s = cells(S, y, 17, [[210, ''], [150, ''], [0, '']]);
      S.put(`ref${i}.co`, co, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true, s: 8.5 });
      S.put(`ref${i}.contact`, contact(rng), {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true, s: 8.5 });
      S.put(`ref${i}.phone`, phone(rng, rng.pick(['312', '513', '800', '877'])), {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true, s: 8.5 });
      y += 17;
    }
    y = bar(S, y + 8, 7, 'AUTHORIZATION');
    S.t(`Each undersigned owner certifies that the information above is true and complete and authorizes HaulPoint Capital Partners and its funding partners to obtain consumer and business credit reports, FMCSA and ${ca ? 'provincial carrier' : 'state'} records, and bank verifications, and to share this application with funders for the purpose of arranging a purchase of future receivables. This is not a loan application.`,
      X0, y + 2, { s: 7, w: W, wrap: true, lg: 1.2 });
    y += 48;
    owners.forEach((o, i) => {
      s = cells(S, y, 26, [[220, `Signature - owner ${i + 1}`], [200, 'Print name'], [0, 'Date']]);
      if (S.style === 'handwritten') S.doc.save().moveTo(s[0]!.x + 10, s[0]!.y - 3).bezierCurveTo(s[0]!.x + 30, s[0]!.y - 18, s[0]!.x + 45, s[0]!.y + 2, s[0]!.x + 70, s[0]!.y - 10)
        .bezierCurveTo(s[0]!.x + 90, s[0]!.y - 16, s[0]!.x + 100, s[0]!.y, s[0]!.x + 130, s[0]!.y - 6).lineWidth(1).stroke('#1b2a8c').restore();
      S.put(`sig${i}.name`, nameText(o.p, 'fl'), nameFields(i, o.p), s[1]!.x, s[1]!.y, s[1]!.w);
      S.put(`sig${i}.date`, dateText(`2026-0${rng.int(1, 3)}-${String(rng.int(10, 28))}`, ds === 'mdy2' ? 'mdy' : ds), {}, s[2]!.x, s[2]!.y, s[2]!.w);
      y += 28;
    });
    S.t('Page 2 of 2', X0, 760, { s: 6.5, c: '#777777', w: W, a: 'center' });
    return { country: place.country };
  },
};
