// Keystone Build Capital: a construction ISO's table-heavy form (gridded key/value tables with grey caption cells,
// dark header rows, zebra rows). Trade questions: contractor licences and issuing states, bonding company and limits,
// largest job, backlog, GC references and subcontractors. The principals are either rows of a table or its columns.
import type { Rng } from '../../statements/generator/prng.ts';
import { bank, businessTax, contact, dbaOf, dobFields, dobText, homeText, legalName, makeOwners, nameFields, ownerTax, pctFields, phone,
  positions, rep, roleFields, scoreFields } from './common.ts';
import { FREQ_TEXT, INC_STATES, US_PLACES, address, dateText, domainOf, emailOf, isoDate, moneyText, nameText, ownerCount, pctText,
  roundTo, taxFields, taxText, type DateStyle } from './data.ts';
import { industryOf } from './industries.ts';
import { COUNTRY, type FieldValue, type Layout, type Sheet } from './kit.ts';

const X0 = 36, W = 540, INK = '#222222';
const TRADES = [['General contractor - commercial', 'Builders'], ['Residential remodeler', 'Remodeling'], ['Home builder', 'Homes'],
  ['Roofing contractor', 'Roofing'], ['Electrical contractor', 'Electric'], ['HVAC & plumbing', 'Mechanical'], ['Concrete & flatwork', 'Concrete'],
  ['Drywall & framing subcontractor', 'Interiors'], ['Solar panel installer', 'Solar'], ['Construction company (tenant improvements)', 'Construction'],
  ['Masonry & stone veneer', 'Masonry'], ['Landscaper / hardscapes', 'Outdoor Living']] as const;
const BASES = ['Granite Peak', 'Ironwood', 'Blue Ridge', 'True Level', 'Cornerstone', 'Red Rock', 'Steel City', 'Plumb Line', 'Bedrock', 'Timberline', 'Northfork'];
const SURETIES = ['Travelers Casualty & Surety', 'Liberty Mutual Surety', 'CNA Surety', 'Merchants Bonding Co.', 'Old Republic Surety', 'Zurich Surety'];
const GCS = ['Turner Construction', 'Brasfield & Gorrie', 'Hensel Phelps', 'DPR Construction', 'Ryan Companies', 'Pulte Homes', 'Lennar', 'McCarthy Building'];
const SUBS = [['Apex Rebar', 'Rebar'], ['Dura-Seal Waterproofing', 'Waterproofing'], ['Precision Steel Erectors', 'Steel'], ['Green Valley Sitework', 'Excavation'],
  ['ClearView Glass', 'Glazing'], ['SafeWay Scaffolding', 'Scaffolding']] as const;
const ENTS = [['llc', ['LLC', 'L.L.C.', 'Limited Liability Company'], 45], ['c_corporation', ['Corporation', 'Inc.', 'C-Corp'], 15], ['s_corporation', ['S-Corp', 'S Corporation'], 20],
  ['sole_proprietorship', ['Sole Proprietor', 'Sole Prop'], 12], ['general_partnership', ['Partnership', 'General Partnership'], 8]] as const;

type Slot = { x: number; y: number; w: number };
function grid(S: Sheet, y: number, widths: readonly number[], rows: number, head: readonly string[] | null, h = 18, x0 = X0): Slot[][] {
  if (head) {
    S.rect(x0, y, widths.reduce((a, b) => a + b, 0), 13, { fill: '#2f3437' });
    let x = x0;
    head.forEach((t, i) => { S.t(t, x + 3, y + 3.5, { s: 6.6, f: 'Helvetica-Bold', c: '#ffffff' }); x += widths[i]!; });
    y += 13;
  }
  const out: Slot[][] = [];
  for (let r = 0; r < rows; r++) {
    let x = x0;
    out.push(widths.map((w) => {
      S.rect(x, y, w, h, r % 2 ? { fill: '#f2f2f2', stroke: '#8a8a8a', lw: 0.5 } : { stroke: '#8a8a8a', lw: 0.5 });
      const slot = { x: x + 3, y: y + h - 4, w: w - 6 };
      x += w;
      return slot;
    }));
    y += h;
  }
  return out;
}
/** Key/value rows: one caption (value spans the rest) or two captions (caption, value, caption, value). */
function kv(S: Sheet, y: number, rows: readonly (readonly string[])[], h = 19): Slot[][] {
  return rows.map((labels, r) => {
    const ws = labels.length === 1 ? [118, W - 118] : [118, 152, 118, 152];
    let x = X0;
    const slots: Slot[] = [];
    ws.forEach((w, i) => {
      const cap = i % 2 === 0;
      S.rect(x, y + r * h, w, h, cap ? { fill: '#e4e6e8', stroke: '#8a8a8a', lw: 0.5 } : { stroke: '#8a8a8a', lw: 0.5 });
      if (cap) S.t(labels[i / 2]!, x + 3, y + r * h + 6, { s: 7, f: 'Helvetica-Bold', c: '#333333' });
      else slots.push({ x: x + 3, y: y + r * h + h - 4.5, w: w - 6 });
      x += w;
    });
    return slots;
  });
}
const caption = (S: Sheet, y: number, t: string): number => { S.t(t, X0, y, { s: 9, f: 'Helvetica-Bold', c: INK }); S.line(X0, y + 11, X0 + W, y + 11, 1.1); return y + 14; };

export const contractor: Layout = {
  name: 'keystone_contractor', broker: 'Keystone Build Capital', valueFont: 'Helvetica-Bold', title: 'Contractor Funding Application',
  acroNamer() { return (key) => `f_${key.replace(/\W+/g, '_')}`; },
  draw(S: Sheet, rng: Rng) {
    const place = rng.pick(US_PLACES), country = COUNTRY.US;
    const [trade, noun] = rng.pick(TRADES);
    const ent = rng.weighted(ENTS.map((e) => [e, e[2]] as const));
    const sole = ent[0] === 'sole_proprietorship';
    const n = sole ? 1 : ent[0] === 'general_partnership' ? Math.max(2, ownerCount(rng)) : ownerCount(rng);
    const owners = makeOwners(rng, n, place, sole ? ['Owner', 'Owner'] : [rng.pick(['President', 'CEO', 'Managing Member', 'Owner']),
      'Vice President', 'Project Manager / Partner', 'Secretary', 'Estimator / Member'], 0.5);
    if (sole) owners[0]!.pct = 100;
    const base = `${rng.pick(BASES)} ${noun}`;
    const legal = legalName(rng, ent[0], base, owners, place);
    const dba = dbaOf(rng, legal, sole ? base : `${rng.pick(BASES.filter((b) => !base.startsWith(b)))} ${noun}`, sole);
    const tax = businessTax(rng, false, sole, owners[0]!);
    const ds: DateStyle = rng.pick(['mdy', 'mdy2', 'iso', 'dash', 'short']);
    const start = rng.chance(0.9) ? isoDate(rng, 1996, 2023) : null;
    const addr = address(rng, place, true), money = rng.pick([0, 1, 2]);
    const r = rep(rng, 'KBC', 'keystonebuildcap.com');

    S.addPage();
    S.t('KEYSTONE BUILD CAPITAL', X0, 36, { s: 15, f: 'Helvetica-Bold', c: '#8a5a00' });
    S.t('Funding for contractors, builders & the trades  |  Contractor Funding Application', X0, 54, { s: 7.5, c: '#555555' });
    let g = grid(S, 30, [70, 100, 60], 1, ['Date received', 'Keystone rep', 'Rep ID'], 16, 346);
    S.put('received', dateText(`2026-02-${String(rng.int(10, 27))}`, 'mdy'), {}, g[0]![0]!.x, g[0]![0]!.y, g[0]![0]!.w, { s: 8 });
    S.put('rep.name', r.name, {}, g[0]![1]!.x, g[0]![1]!.y, g[0]![1]!.w, { decoy: true, s: 8 });
    S.put('rep.id', r.id, {}, g[0]![2]!.x, g[0]![2]!.y, g[0]![2]!.w, { decoy: true, s: 8 });

    let y = caption(S, 72, 'A.  COMPANY');
    const incOther = !sole && rng.chance(0.65);
    let k = kv(S, y, [['Legal business name'], ['DBA / trade name'], ['Entity type', 'Federal tax ID (EIN)'], ['State of incorporation', 'Date established'],
      ['Business address'], ['City', 'State'], ['ZIP', 'Office phone'], ['E-mail', 'Website'], ['Trade / specialty', 'Employees (field/office)'], ['Work as', 'Union or open shop']]);
    const put = (key: string, text: string, f: Record<string, FieldValue>, sl: Slot, decoy = false): void => S.put(key, text, f, sl.x, sl.y, sl.w, { s: 8.5, decoy });
    put('legal_name', legal, { legal_name: legal }, k[0]![0]!);
    put('dba', dba.text, dba.value ? { trade_name: dba.value } : {}, k[1]![0]!);
    put('entity', rng.pick(ent[1]), { type_of_entity: ent[0] }, k[2]![0]!);
    put('tax_id', taxText(tax, !sole && tax.type === 'EIN' && rng.chance(0.2)), taxFields('', tax, true), k[2]![1]!);
    if (incOther) put('inc_state', rng.pick(INC_STATES), {}, k[3]![0]!, true);
    put('start', start ? dateText(start, ds) : '', { business_start_date: start }, k[3]![1]!);
    put('street', addr.street, {}, k[4]![0]!);
    put('city', addr.city, {}, k[5]![0]!);
    put('state', place.state, { state_region: place.state, country }, k[5]![1]!);
    put('zip', addr.zip, {}, k[6]![0]!);
    put('phone', phone(rng, place.area, 2), {}, k[6]![1]!);
    const dom = domainOf(dba.value ?? base);
    put('email', emailOf(rng, owners[0]!.p.first, dom), {}, k[7]![0]!);
    if (rng.chance(0.7)) put('web', `www.${dom}`, {}, k[7]![1]!);
    put('trade', trade, { industry: industryOf(trade) }, k[8]![0]!);
    put('employees', `${rng.int(2, 40)} / ${rng.int(1, 6)}`, {}, k[8]![1]!);
    put('work_as', rng.pick(['Prime', 'Sub to GCs', 'Both prime and sub']), {}, k[9]![0]!);
    put('union', rng.pick(['Open shop', 'Union', 'Open shop']), {}, k[9]![1]!);
    y += 10 * 19 + 12;

    y = caption(S, y, 'B.  LICENSING & BONDING');
    const nl = rng.int(1, 2);
    g = grid(S, y, [140, 130, 170, 100], nl, ['Contractor licence #', 'Issuing state', 'Classification', 'Expires']);
    const lstates = [place.stateName, rng.pick(US_PLACES.filter((p) => p.state !== place.state)).stateName];
    for (let i = 0; i < nl; i++) {
      const c = g[i]!;
      put(`lic${i}.no`, `${rng.pick(['ROC', 'LIC', 'CBC', 'EC', 'CSLB '])}${rng.digits(6)}`, {}, c[0]!, true);
      put(`lic${i}.state`, lstates[i]!, {}, c[1]!, true);
      put(`lic${i}.class`, rng.pick(['B - General Building', 'C-10 Electrical', 'Roofing (CR-42)', 'Residential Specialty', 'Unlimited GC']), {}, c[2]!, true);
      put(`lic${i}.exp`, dateText(isoDate(rng, 2026, 2028), ds === 'mdy2' ? 'mdy' : ds), {}, c[3]!, true);
    }
    y += 13 + nl * 18 + 4;
    k = kv(S, y, [['Surety / bonding co.', 'Bond agent'], ['Single job limit', 'Aggregate limit']]);
    const bonded = rng.chance(0.7), single = rng.int(2, 30) * 50000;
    if (bonded) {
      put('surety', rng.pick(SURETIES), {}, k[0]![0]!, true);
      put('agent', `${contact(rng)}, ${rng.pick(['Marsh', 'Hub Intl', 'IMA', 'Lockton'])}`, {}, k[0]![1]!, true);
      put('single', moneyText(single, money), {}, k[1]![0]!, true);
      put('aggregate', moneyText(single * rng.int(2, 4), money), {}, k[1]![1]!, true);
    } else put('surety', 'Not bonded', {}, k[0]![0]!, true);
    y += 2 * 19 + 12;

    y = caption(S, y, 'C.  WORK PROFILE');
    k = kv(S, y, [['Largest job completed', 'Year completed'], ['Current backlog', 'Active jobs']]);
    put('largest', moneyText(rng.int(8, 400) * 5000, money), {}, k[0]![0]!, true);
    put('largest.year', String(rng.int(2016, 2025)), {}, k[0]![1]!, true);
    put('backlog', moneyText(rng.int(5, 300) * 10000, money), {}, k[1]![0]!, true);
    put('active', String(rng.int(2, 19)), {}, k[1]![1]!, true);
    y += 2 * 19 + 8;
    const nr = rng.int(2, 3);
    g = grid(S, y, [170, 130, 140, 100], nr, ['Top customers / GCs (references)', 'Contact', 'Phone', '% of revenue']);
    rng.shuffle([...GCS]).slice(0, nr).forEach((gc, i) => {
      put(`ref${i}.co`, gc, {}, g[i]![0]!, true); put(`ref${i}.contact`, contact(rng), {}, g[i]![1]!, true);
      put(`ref${i}.phone`, phone(rng, rng.pick(['404', '602', '214', '312'])), {}, g[i]![2]!, true); put(`ref${i}.pct`, `${rng.int(5, 40)}%`, {}, g[i]![3]!, true);
    });
    y += 13 + nr * 18 + 6;
    const ns0 = rng.int(1, 3);
    g = grid(S, y, [210, 150, 180], ns0, ['Subcontractors you use', 'Trade', 'Annual spend']);
    rng.shuffle([...SUBS]).slice(0, ns0).forEach(([co, tr], i) => {
      put(`sub${i}.co`, co, {}, g[i]![0]!, true); put(`sub${i}.trade`, tr, {}, g[i]![1]!, true);
      put(`sub${i}.spend`, moneyText(rng.int(2, 90) * 1000, money), {}, g[i]![2]!, true);
    });
    S.t('Keystone Build Capital  |  page 1', X0, 762, { s: 6.5, c: '#777777', w: W, a: 'right' });

    // ---- page 2: request, positions, bank, principals, certification ---------------------------------------------
    S.addPage();
    y = caption(S, 36, 'D.  FUNDING REQUEST');
    const amount = roundTo(rng.int(25, 500) * 1000, 5000), freq = rng.chance(0.8) ? rng.pick(['daily', 'weekly', 'biweekly', 'monthly']) : null;
    const count = freq === 'daily' ? rng.pick([100, 120, 160]) : freq === 'weekly' ? rng.pick([26, 35, 48]) : freq === 'biweekly' ? rng.pick([13, 18, 24]) : rng.pick([6, 9, 12]);
    const pay = freq ? roundTo((amount * 1.32) / count, 1) : null;
    g = grid(S, y, [100, 95, 95, 80, 170], 1, ['Amount requested', 'Payment frequency', 'Payment amount', 'No. of payments', 'Use of funds'], 20);
    const row = g[0]!;
    put('amount', moneyText(amount, money), { requested_amount: amount }, row[0]!);
    put('freq', freq ? rng.pick(FREQ_TEXT[freq]!) : '', { payment_frequency: freq }, row[1]!);
    if (pay && rng.chance(0.6)) put('pay', moneyText(pay, money), { requested_payment: pay }, row[2]!);
    if (freq && rng.chance(0.6)) put('count', String(count), { number_of_payments: count }, row[3]!);
    put('use', rng.pick(['Materials for awarded bid', 'Equipment: skid steer', 'Payroll until draw #3', 'Mobilization costs', 'Retainage gap']), {}, row[4]!);
    y += 13 + 20 + 12;
    y = caption(S, y, 'E.  OPEN ADVANCES, LOANS & EQUIPMENT NOTES');
    const pos = positions(rng, 3), np = Math.max(1, pos.length);
    g = grid(S, y, [200, 110, 110, 120], np, ['Funder / lender', 'Original amount', 'Balance', 'Payment']);
    pos.forEach((p, i) => {
      put(`pos${i}.funder`, p.funder, {}, g[i]![0]!, true); put(`pos${i}.orig`, moneyText(roundTo(p.balance * rng.float(1.3, 2), 100), money), {}, g[i]![1]!, true);
      put(`pos${i}.balance`, moneyText(p.balance, money), {}, g[i]![2]!, true);
      put(`pos${i}.payment`, `${moneyText(p.payment, money)} / ${p.freq === 'Daily' ? 'day' : 'week'}`, {}, g[i]![3]!, true);
    });
    y += 13 + np * 18 + 12;
    y = caption(S, y, 'F.  OPERATING ACCOUNT');
    const b = bank(rng, false);
    g = grid(S, y, [200, 170, 170], 1, ['Bank', 'Routing number', 'Account number']);
    put('bank.name', b.name, {}, g[0]![0]!, true); put('bank.routing', b.routing, {}, g[0]![1]!, true); put('bank.account', b.account, {}, g[0]![2]!, true);
    y += 13 + 18 + 12;

    y = caption(S, y, 'G.  PRINCIPALS (EVERY OWNER OF 20% OR MORE)');
    const ns = rng.pick(['fl', 'lf'] as const);
    const cells = (i: number): [string, string, Record<string, FieldValue>, boolean][] => {
      const o = owners[i]!, t = ownerTax(rng, i, o);
      return [['name', nameText(o.p, ns), nameFields(i, o.p), false], ['title', o.title, roleFields(i, o), false], ['pct', pctText(o.pct, rng), pctFields(i, o), false],
        ['ssn', t.text, t.fields, false], ['dob', dobText(o, ds), dobFields(i, o), false], ['score', o.score ? String(o.score) : '', scoreFields(i, o), false],
        ['home', homeText(o.home), {}, true], ['cell', o.cell, {}, false]];
    };
    const labels = ['Name', 'Title', 'Ownership %', 'SSN', 'Date of birth', 'Credit score', 'Home address', 'Cell phone'];
    if (rng.chance(0.5)) {
      // Principals as columns: one row per question.
      const cw = Math.floor(440 / n);
      g = grid(S, y, [100, ...owners.map(() => cw)], labels.length, ['', ...owners.map((_o, i) => `Principal ${i + 1}`)], 19);
      labels.forEach((l, r) => S.t(l, X0 + 3, y + 13 + r * 19 + 6, { s: 7, f: 'Helvetica-Bold' }));
      owners.forEach((_o, i) => cells(i).forEach(([key, text, f, decoy], r) => S.put(`o${i}.${key}`, text, f, g[r]![i + 1]!.x, g[r]![i + 1]!.y, g[r]![i + 1]!.w, { s: 8, decoy })));
      y += 13 + labels.length * 19 + 12;
    } else {
      // Principals as rows, home addresses in a second table.
      const ws = [150, 90, 55, 80, 75, 50, 40];
      g = grid(S, y, ws, n, labels.slice(0, 6).map((l) => (l === 'Ownership %' ? 'Own %' : l)).concat(['#']), 19);
      owners.forEach((_o, i) => cells(i).slice(0, 6).forEach(([key, text, f], c) => S.put(`o${i}.${key}`, text, f, g[i]![c]!.x, g[i]![c]!.y, g[i]![c]!.w, { s: 8 })));
      owners.forEach((_o, i) => S.t(String(i + 1), g[i]![6]!.x + 12, g[i]![6]!.y - 8, { s: 8 }));
      y += 13 + n * 19 + 8;
      g = grid(S, y, [340, 200], n, ['Home address of principal (same order)', 'Cell phone']);
      owners.forEach((o, i) => { put(`o${i}.home`, homeText(o.home), {}, g[i]![0]!, true); put(`o${i}.cell`, o.cell, {}, g[i]![1]!); });
      y += 13 + n * 18 + 12;
    }
    y = caption(S, y, 'H.  CERTIFICATION & SIGNATURES');
    S.t('Each principal signing below certifies that the information in this application and the documents provided with it is true, authorizes Keystone Build Capital and its funders to obtain credit reports, verify licences, bonding and bank accounts, and to contact the customers and subcontractors listed, and understands that any funding is a purchase of future receivables.',
      X0, y + 2, { s: 7.2, w: W, wrap: true, lg: 1.2 });
    y += 40;
    g = grid(S, y, [200, 220, 120], n, ['Principal (print)', 'Signature', 'Date'], 24);
    owners.forEach((o, i) => {
      put(`sig${i}.name`, nameText(o.p, 'fl'), nameFields(i, o.p), g[i]![0]!);
      put(`sig${i}.date`, dateText(`2026-02-${String(rng.int(10, 27))}`, ds === 'mdy2' ? 'mdy' : ds), {}, g[i]![2]!);
    });
    S.t('Keystone Build Capital  |  page 2', X0, 762, { s: 6.5, c: '#777777', w: W, a: 'right' });
    return { country: 'US' };
  },
};
