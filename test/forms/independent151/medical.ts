// Caduceus Practice Capital: a medical/dental ISO's ruled form (serif labels followed by a rule to write on, Roman-
// numeral sections). Trade questions: specialty (the industry), group and individual NPIs, payer mix percentages,
// EHR system; owners are physicians printed with their credentials (`Anita K. Rao, DDS`, `Rao, Anita K., MD, FACS`).
import type { Rng } from '../../statements/generator/prng.ts';
import { bank, businessTax, contact, dbaOf, dobFields, dobText, homeText, landlord, legalName, makeOwners, nameFields, ownerTax, pctFields,
  phone, positions, rep, roleFields, scoreFields } from './common.ts';
import { FREQ_TEXT, INC_STATES, US_PLACES, address, dateText, domainOf, emailOf, isoDate, moneyText, nameText, ownerCount, pctText,
  roundTo, taxFields, taxText, type DateStyle } from './data.ts';
import { industryOf } from './industries.ts';
import { COUNTRY, type Layout, type Sheet } from './kit.ts';

const X0 = 50, W = 512, SERIF = 'Times-Roman';
const SPECIALTIES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Family medicine clinic', 'Family Medicine', ['MD', 'DO']], ['Internal medicine physician group', 'Internal Medicine Associates', ['MD', 'DO', 'MD, FACP']],
  ['Urgent care', 'Urgent Care', ['MD', 'DO', 'NP']], ['General dentist', 'Dental Group', ['DDS', 'DMD']],
  ['Pediatric dental office', 'Pediatric Dentistry', ['DDS', 'DMD']], ['Orthodontist', 'Orthodontics', ['DMD', 'DDS', 'DDS, MS']],
  ['Oral surgeon (OMFS)', 'Oral & Facial Surgery', ['DDS', 'DMD, MD']], ['Chiropractor', 'Chiropractic', ['DC']],
  ['Physical therapy clinic', 'Physical Therapy', ['DPT', 'PT, DPT']], ['Optometrist / eyewear', 'Eye Care', ['OD']],
  ['Veterinary clinic (small animal)', 'Veterinary Hospital', ['DVM']], ['Dermatology clinic', 'Dermatology', ['MD', 'MD, FAAD']],
  ['Animal hospital', 'Animal Hospital', ['DVM', 'VMD']],
];
const PLACE_NAMES = ['Lakeside', 'Riverbend', 'Summit', 'Willow Creek', 'Northgate', 'Bayview', 'Cedar Park', 'Harmony', 'Oak Hollow', 'Meridian'];
const FORMS = [['professional_corporation', ['Professional Corporation', 'P.C.', 'Professional Association', 'P.A.'], 30],
  ['pllc', ['PLLC', 'Professional LLC'], 20], ['llc', ['LLC', 'Limited Liability Company'], 15], ['s_corporation', ['S Corporation', 'S-Corp'], 15],
  ['c_corporation', ['Corporation'], 5], ['sole_proprietorship', ['Sole Proprietor', 'Sole proprietorship'], 15]] as const;
const EHR = ['Dentrix', 'eClinicalWorks', 'athenahealth', 'Open Dental', 'Eaglesoft', 'NextGen', 'AVImark', 'ChiroTouch', 'WebPT'];

type Slot = { x: number; y: number; w: number };
/** A ruled row: each segment is a label and the rule after it; the last segment runs to the margin. */
function row(S: Sheet, y: number, segs: readonly (readonly [string, number])[]): Slot[] {
  let x = X0;
  return segs.map(([label, w0], i) => {
    const w = i === segs.length - 1 ? X0 + W - x : w0;
    S.t(label, x, y - 8.6, { f: SERIF, s: 9.2 });
    const lw = S.doc.font(SERIF).fontSize(9.2).widthOfString(label) + 4;
    S.line(x + lw, y, x + w - 8, y, 0.45, '#444444');
    const slot = { x: x + lw, y, w: w - lw - 8 };
    x += w;
    return slot;
  });
}
function section(S: Sheet, y: number, title: string): number {
  S.t(title, X0, y, { f: 'Times-Bold', s: 10.5 });
  S.line(X0, y + 13, X0 + W, y + 13, 0.8);
  return y + 34;
}

export const medical: Layout = {
  name: 'caduceus_medical', broker: 'Caduceus Practice Capital', valueFont: 'Helvetica', title: 'Practice Funding Application',
  acroNamer() { return (key) => key.replace(/^cb\./, '').split(/[._]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '); },
  draw(S: Sheet, rng: Rng) {
    const place = rng.pick(US_PLACES), country = COUNTRY.US;
    const [spText, spNoun, creds] = rng.pick(SPECIALTIES);
    const form = rng.weighted(FORMS.map((f) => [f, f[2]] as const));
    const sole = form[0] === 'sole_proprietorship';
    const n = sole ? 1 : ownerCount(rng);
    const firstTitle = sole ? rng.pick(['Owner', 'Owner / Treating Doctor']) : form[0].includes('llc') ? 'Managing Member' : rng.pick(['President', 'Managing Partner', 'Medical Director']);
    const owners = makeOwners(rng, n, place, [firstTitle, ...(form[0].includes('llc') ? ['Member'] : ['Partner', 'Vice President', 'Secretary', 'Partner'])], 0.4);
    if (sole) owners[0]!.pct = 100;
    const addr = address(rng, place, true), money = rng.pick([0, 1, 3]);
    const base = `${rng.pick(PLACE_NAMES)} ${spNoun}`;
    const legal = legalName(rng, form[0], base, owners, place);
    const dba = dbaOf(rng, legal, sole ? base : rng.chance(0.5) ? `${spNoun} of ${addr.city}` : `${rng.pick(PLACE_NAMES.filter((p) => !base.startsWith(p)))} ${spNoun}`, sole);
    const tax = businessTax(rng, false, sole, owners[0]!);
    const ds: DateStyle = rng.pick(['long', 'mdy', 'mdy', 'short', 'iso']);
    const start = rng.chance(0.9) ? isoDate(rng, 1998, 2022) : null;
    const dom = domainOf(dba.value ?? base);

    S.addPage();
    S.t('CADUCEUS PRACTICE CAPITAL', X0, 40, { f: 'Times-Bold', s: 17, w: W, a: 'center', c: '#2d3b2f' });
    S.t('Working capital for physicians, dentists, veterinarians & allied health practices', X0, 60, { f: 'Times-Italic', s: 9.5, w: W, a: 'center' });
    S.line(X0, 75, X0 + W, 75, 1.4); S.line(X0, 78, X0 + W, 78, 0.5);
    S.t('PRACTICE FUNDING APPLICATION', X0, 84, { f: 'Times-Bold', s: 11 });
    const r = rep(rng, 'CPC', 'caduceuscap.com');
    let s = row(S, 112, [['Referred by / practice advisor', 260]]);
    S.put('advisor', `${r.name} (${r.id})`, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });

    let y = section(S, 124, 'I.   The Practice');
    s = row(S, y, [['Legal name of practice', 0]]);
    S.put('legal_name', legal, { legal_name: legal }, s[0]!.x, s[0]!.y, s[0]!.w);
    y += 21;
    s = row(S, y, [['Name patients know you by (if different)', 0]]);
    S.put('dba', dba.text, dba.value ? { trade_name: dba.value } : {}, s[0]!.x, s[0]!.y, s[0]!.w);
    y += 21;
    const formText = rng.pick(form[1]);
    s = row(S, y, [['Specialty', 270], ['Form of organization', 0]]);
    S.put('specialty', spText, { industry: industryOf(spText) }, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('entity', formText, { type_of_entity: form[0] }, s[1]!.x, s[1]!.y, s[1]!.w);
    y += 21;
    const bare = !sole && tax.type === 'EIN' && rng.chance(0.25);
    s = row(S, y, [[sole ? 'Tax ID (EIN, or SSN if none)' : 'Federal Tax ID (EIN)', 270], ['Group NPI (Type 2)', 0]]);
    S.put('tin', taxText(tax, bare), taxFields('', tax, true), s[0]!.x, s[0]!.y, s[0]!.w);
    if (!sole) S.put('group_npi', `1${rng.digits(9)}`, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    y += 21;
    s = row(S, y, [['Practice opened (date)', 200], ['No. of providers', 140], ['Operatories / exam rooms', 0]]);
    S.put('opened', start ? dateText(start, ds) : '', { business_start_date: start }, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('providers', String(n + rng.int(0, 6)), {}, s[1]!.x, s[1]!.y, s[1]!.w);
    S.put('rooms', String(rng.int(3, 16)), {}, s[2]!.x, s[2]!.y, s[2]!.w);
    y += 21;
    s = row(S, y, [['Practice address', 0]]);
    S.put('street', addr.street, {}, s[0]!.x, s[0]!.y, s[0]!.w);
    y += 21;
    s = row(S, y, [['City', 210], ['State', 110], ['ZIP', 0]]);
    S.put('city', addr.city, {}, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('state', place.state, { state_region: place.state, country }, s[1]!.x, s[1]!.y, s[1]!.w);
    S.put('zip', addr.zip, {}, s[2]!.x, s[2]!.y, s[2]!.w);
    y += 21;
    s = row(S, y, [['Office phone', 180], ['Practice e-mail', 0]]);
    S.put('phone', phone(rng, place.area), {}, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('email', emailOf(rng, 'office', dom), {}, s[1]!.x, s[1]!.y, s[1]!.w);
    y += 21;
    s = row(S, y, [['State of incorporation / organization', 250], ['EHR / PM system', 0]]);
    if (!sole && rng.chance(0.6)) S.put('inc_state', rng.pick(INC_STATES), {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('ehr', rng.pick(EHR), {}, s[1]!.x, s[1]!.y, s[1]!.w);

    y = section(S, y + 16, 'II.   Revenue & Payer Mix');
    const collections = rng.int(45, 600) * 1000;
    s = row(S, y, [['Average monthly collections', 260], ['Patient card payments / mo.', 0]]);
    S.put('collections', moneyText(collections, money), {}, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('cards', moneyText(roundTo(collections * rng.float(0.08, 0.3), 100), money), {}, s[1]!.x, s[1]!.y, s[1]!.w);
    y += 21;
    const mix = [rng.int(10, 45), rng.int(0, 25), rng.int(15, 50)];
    mix.push(Math.max(0, 100 - mix[0]! - mix[1]! - mix[2]!));
    if (mix[3] === 0) mix[2] = 100 - mix[0]! - mix[1]!;
    s = row(S, y, [['Payer mix:  Medicare', 130], ['Medicaid', 100], ['Commercial', 120], ['Self-pay', 0]]);
    mix.forEach((m, k) => { S.put(`mix${k}`, `${m}%`, {}, s[k]!.x, s[k]!.y, s[k]!.w, { decoy: true }); });

    y = section(S, y + 16, 'III.   Funding Requested');
    const amount = roundTo(rng.int(20, 400) * 1000, 5000);
    s = row(S, y, [['Amount requested', 220], ['Intended use', 0]]);
    S.put('amount', moneyText(amount, money), { requested_amount: amount }, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('use', rng.pick(['New CBCT scanner', 'Hire two hygienists', 'Bridge slow insurance payments', 'Second location build-out', 'Laser equipment']), {}, s[1]!.x, s[1]!.y, s[1]!.w);
    y += 21;
    const freq = rng.chance(0.7) ? rng.pick(['daily', 'weekly', 'weekly', 'biweekly', 'monthly']) : null;
    const pay = freq && rng.chance(0.5) ? roundTo((amount * 1.3) / (freq === 'daily' ? 120 : freq === 'weekly' ? 30 : freq === 'biweekly' ? 14 : 8), 5) : null;
    s = row(S, y, [['Repayment preference', 220], ['Payment the practice can support', 0]]);
    S.put('freq', freq ? rng.pick(FREQ_TEXT[freq]!) : '', { payment_frequency: freq }, s[0]!.x, s[0]!.y, s[0]!.w);
    S.put('pay', pay ? moneyText(pay, money) : '', { requested_payment: pay }, s[1]!.x, s[1]!.y, s[1]!.w);

    y = section(S, y + 16, 'IV.   Premises');
    const owned = rng.chance(0.3), ll = landlord(rng, place.area);
    S.t('Office is:', X0, y - 8.6, { f: SERIF, s: 9.2 });
    S.box('cb.owned', 'Owned', {}, X0 + 50, y - 9, 8, owned, { round: true }); S.t('Owned', X0 + 62, y - 8.6, { f: SERIF, s: 9.2 });
    S.box('cb.leased', 'Leased', {}, X0 + 105, y - 9, 8, !owned, { round: true }); S.t('Leased', X0 + 117, y - 8.6, { f: SERIF, s: 9.2 });
    s = row(S, y + 21, [[owned ? 'Mortgage holder' : 'Landlord', 250], ['Phone', 130], ['Rent / mo.', 0]]);
    S.put('landlord', owned ? `${rng.pick(['Live Oak Bank', 'Bank of the West', 'Citizens Bank'])} (mortgage)` : ll.name, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('landlord.phone', ll.phone, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    S.put('landlord.rent', moneyText(ll.rent, money), {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
    S.t('Caduceus Practice Capital  -  page 1', X0, 758, { f: 'Times-Italic', s: 7.5, w: W, a: 'right', c: '#555555' });

    // ---- page 2 -------------------------------------------------------------------------------------------------
    S.addPage();
    y = section(S, 40, 'V.   Physician Owners & Principals (all owners of 20% or more)');
    const ns = rng.pick(['fl', 'fl', 'lf'] as const);
    owners.forEach((o, i) => {
      const dr = i === 0 && ns === 'fl' && rng.chance(0.15);
      const cred = dr || (i > 0 && rng.chance(0.2)) ? null : rng.pick(creds);
      S.t(`Owner ${['one', 'two', 'three', 'four'][i]}`, X0, y - 19, { f: 'Times-Italic', s: 8.5, c: '#555555' });
      s = row(S, y, [['Name & credentials', 310], ['Title', 0]]);
      S.put(`o${i}.name`, nameText(o.p, ns, cred, dr), nameFields(i, o.p), s[0]!.x, s[0]!.y, s[0]!.w);
      S.put(`o${i}.title`, o.title, roleFields(i, o), s[1]!.x, s[1]!.y, s[1]!.w);
      y += 20;
      s = row(S, y, [['Ownership', 110], ['Individual NPI', 170], ['Est. FICO', 100], ['License no.', 0]]);
      S.put(`o${i}.pct`, pctText(o.pct, rng), pctFields(i, o), s[0]!.x, s[0]!.y, s[0]!.w);
      if (cred) S.put(`o${i}.npi`, `1${rng.digits(9)}`, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
      S.put(`o${i}.score`, o.score ? String(o.score) : '', scoreFields(i, o), s[2]!.x, s[2]!.y, s[2]!.w);
      if (cred) S.put(`o${i}.license`, `${rng.pick(['ME', 'DN', 'DC', 'OD', 'VM'])}${rng.digits(6)}`, {}, s[3]!.x, s[3]!.y, s[3]!.w, { decoy: true });
      y += 20;
      const t = ownerTax(rng, i, o);
      s = row(S, y, [['Social Security no.', 210], ['Date of birth', 0]]);
      S.put(`o${i}.ssn`, t.text, t.fields, s[0]!.x, s[0]!.y, s[0]!.w);
      S.put(`o${i}.dob`, dobText(o, ds), dobFields(i, o), s[1]!.x, s[1]!.y, s[1]!.w);
      y += 20;
      s = row(S, y, [['Home address', 0]]);
      S.put(`o${i}.home`, homeText(o.home), {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
      y += 38;
    });
    if (y + 262 + 22 * n > 740) { S.t('Caduceus Practice Capital  -  continued on next page', X0, 758, { f: 'Times-Italic', s: 7.5, w: W, a: 'right', c: '#555555' }); S.addPage(); y = 56; }
    y = section(S, y - 16, 'VI.   Existing Business Financing (advances, equipment loans, lines of credit)');
    const pos = positions(rng, 3);
    for (let i = 0; i < Math.max(2, pos.length); i++) {
      const p = pos[i];
      s = row(S, y, [['Lender / funder', 240], ['Balance', 130], ['Payment', 0]]);
      if (p) {
        S.put(`pos${i}.funder`, p.funder, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
        S.put(`pos${i}.balance`, moneyText(p.balance, money), {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
        S.put(`pos${i}.payment`, `${moneyText(p.payment, money)} ${p.freq === 'Daily' ? 'per day' : 'per wk'}`, {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
      }
      y += 20;
    }
    y = section(S, y - 4, 'VII.   Practice Operating Account');
    const b = bank(rng, false);
    s = row(S, y, [['Bank', 180], ['Routing no.', 150], ['Account no.', 0]]);
    S.put('bank.name', b.name, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    S.put('bank.routing', b.routing, {}, s[1]!.x, s[1]!.y, s[1]!.w, { decoy: true });
    S.put('bank.account', b.account, {}, s[2]!.x, s[2]!.y, s[2]!.w, { decoy: true });
    y = section(S, y + 6, 'VIII.   Attestation');
    S.t('The undersigned, being the owners of the practice named above, certify that the statements in this application are true and authorize Caduceus Practice Capital and the funders it works with to obtain credit reports, to verify the information given with the practice\'s banks, payers and landlord, and to contact the references below. No patient health information is requested or should be provided.',
      X0, y - 18, { f: SERIF, s: 8.6, w: W, wrap: true, lg: 1.4 });
    y += 34;
    s = row(S, y, [['Professional reference (colleague, accountant)', 0]]);
    S.put('reference', `${contact(rng)}, CPA - ${phone(rng, place.area)}`, {}, s[0]!.x, s[0]!.y, s[0]!.w, { decoy: true });
    y += 26;
    owners.forEach((o, i) => {
      s = row(S, y, [['Signature', 200], ['Printed name', 200], ['Date', 0]]);
      S.put(`sig${i}.name`, nameText(o.p, 'fl'), nameFields(i, o.p), s[1]!.x, s[1]!.y, s[1]!.w);
      S.put(`sig${i}.date`, dateText(`2026-02-${String(rng.int(10, 27))}`, ds), {}, s[2]!.x, s[2]!.y, s[2]!.w);
      y += 22;
    });
    S.t(`Caduceus Practice Capital  -  page ${S.page} of ${S.page}`, X0, 758, { f: 'Times-Italic', s: 7.5, w: W, a: 'right', c: '#555555' });
    return { country: 'US' };
  },
};
