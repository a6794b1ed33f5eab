// Layout "liberty": Liberty Bridge Funding, a New Jersey ISO that places US and Canadian merchants on one US-style form:
// "STATE / PROVINCE", "ZIP / POSTAL CODE", "FEDERAL TAX ID (EIN) / BUSINESS NUMBER (BN)" with EIN / SSN/ITIN / BN / SIN
// boxes, "SSN / SIN" per owner, MM/DD/YYYY dates, US checkbox entity types (a Canadian "Corporation" is ca_corporation),
// a country printed only sometimes, the broker's own NJ address in the header, routing numbers and ISO reps as decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { AP, COUNTRY_LABEL, ENTITY_TEXT, FREQ_WORDS, addrLine, cell, datePV, dcell, dobPV, industryPV, intPV, legalPV, moneyPV, namePV,
  ownPV, pidPV, regionPV, rolePV, scorePV, taxPV, tradePV } from './common.ts';
import type { CellLook } from './common.ts';
import { CA_BANKS, ROLES_US, US_BANKS } from './data.ts';
import { money } from './format.ts';
import type { MoneyStyle } from './format.ts';
import type { Merchant } from './model.ts';

export const LIBERTY = { name: 'liberty', broker: 'Liberty Bridge Funding LLC', regions: ['ON', 'QC', 'BC', 'AB', 'NS', 'MB', 'NB'],
  fonts: { label: 'Helvetica-Bold', bold: 'Helvetica-Bold', value: 'Courier' } };

const NAVY = '#1f3a68';
const LOOK: CellLook = { label: 6, color: NAVY, box: false };
const BOXES: [string, string][] = [['llc', 'LLC'], ['corp', 'Corporation'], ['s_corporation', 'S-Corp'], ['general_partnership', 'Partnership'], ['sole_proprietorship', 'Sole Proprietor']];

function bar(c: Canvas, y: number, t: string): void {
  c.rect(30, y, 552, 12, { fill: NAVY });
  c.text(34, y + 2.5, t, { size: 7.5, bold: true, color: '#fff' });
}

export function drawLiberty(c: Canvas, m: Merchant, rng: Rng): void {
  const ca = m.country === 'CA';
  const ms: MoneyStyle[] = ca ? ['en_cad', 'us', 'us_nodec'] : ['us', 'us_nodec', 'bare'];
  c.text(30, 18, 'LIBERTY BRIDGE FUNDING', { size: 18, bold: true, color: NAVY });
  c.decoyText('decoy.broker_address', 30, 40, '401 Hackensack Ave, Suite 705, Hackensack, NJ 07601 · (201) 555-0147', { size: 7.5 });
  c.text(360, 20, 'BUSINESS FUNDING APPLICATION\nUnited States & Canada', { size: 9, bold: true, color: NAVY, width: 222, align: 'right' });
  c.text(30, 56, 'All dates MM/DD/YYYY. Canadian merchants: enter your Business Number (BN), province and postal code; amounts may be in CAD.', { size: 7 });

  bar(c, 70, '1. MERCHANT INFORMATION');
  cell(c, 30, 86, 330, 'LEGAL / CORPORATE NAME', 'legal_name', legalPV(m), LOOK);
  cell(c, 360, 86, 222, 'DBA', 'trade_name', tradePV(m, rng), LOOK);
  c.text(30, 114, 'ENTITY TYPE:', { size: 6, color: NAVY });
  const boxId = (k: string): string => (k === 'corp' ? (ca ? 'ca_corporation' : 'c_corporation') : k);
  const checked = BOXES.find(([k]) => boxId(k) === m.entity)?.[0];
  let x = 80;
  for (const [k, label] of BOXES) x = c.check('entity', x, 113, label, checked === k, checked === k ? { [AP('type_of_entity')]: m.entity } : {}) + 10;
  x = c.check('entity.other_box', x, 113, 'Other:', !checked, {});
  const otherText = checked ? '' : rng.pick(ENTITY_TEXT[m.entity]!.filter((t) => !/^(Corporation|Inc\.|Partnership)$/.test(t)));
  c.line(x + 3, 121, 582, 121, '#777');
  c.value('entity', x + 4, 112, 582 - x - 8, otherText, checked ? {} : { [AP('type_of_entity')]: m.entity });

  const tax = taxPV(m, rng, false, true);
  cell(c, 30, 130, 170, 'FEDERAL TAX ID (EIN) / BUSINESS NUMBER (BN)', 'tax_id', tax, LOOK);
  x = 205;
  for (const t of ['EIN', 'SSN/ITIN', 'BN', 'SIN']) {
    const on = tax.type === t || (t === 'SSN/ITIN' && (tax.type === 'SSN' || tax.type === 'ITIN'));
    const fields = on ? { [AP('business_tax_id_type')]: tax.type, [AP('business_tax_id_country')]: t === 'BN' || t === 'SIN' ? 'CA' : 'US' } : {};
    x = c.check('tax_type', x, 143, t, on, fields) + 8;
  }
  dcell(c, 400, 130, 182, ca ? 'STATE / PROVINCE OF INCORPORATION' : 'STATE OF INCORPORATION', 'decoy.jurisdiction',
    m.entity === 'sole_proprietorship' ? '' : m.incorporation === 'FED' ? 'Canada (federal)' : m.incorporation, LOOK);

  const showCountry = rng.chance(0.5);
  cell(c, 30, 158, 200, 'STREET ADDRESS', 'street', { text: m.addr.street, fields: {} }, LOOK);
  cell(c, 230, 158, 110, 'CITY', 'city', { text: m.addr.city, fields: {} }, LOOK);
  cell(c, 340, 158, 90, 'STATE / PROVINCE', 'province', regionPV(m, rng, ca ? ['code', 'code', 'en'] : ['code'], !showCountry), LOOK);
  dcell(c, 430, 158, 80, 'ZIP / POSTAL CODE', 'decoy.postal', m.addr.postal, LOOK);
  const ctext = showCountry ? rng.pick(ca ? ['Canada', 'CANADA'] : ['USA', 'U.S.A.', 'United States']) : '';
  cell(c, 510, 158, 72, 'COUNTRY', 'country', { text: ctext, fields: showCountry ? { [AP('country')]: COUNTRY_LABEL[m.country] } : {} }, LOOK);

  cell(c, 30, 186, 110, 'BUSINESS PHONE', 'phone', { text: m.phone, fields: {} }, LOOK);
  cell(c, 140, 186, 200, 'INDUSTRY / TYPE OF BUSINESS', 'industry', industryPV(m), LOOK);
  cell(c, 340, 186, 110, 'BUSINESS START DATE', 'start_date', datePV(AP('business_start_date'), m.start, 'MDY'), LOOK);
  dcell(c, 450, 186, 132, 'MONTHLY GROSS SALES', 'decoy.sales', money(m.monthlySales, 'us'), LOOK);

  bar(c, 220, '2. FUNDING REQUEST');
  cell(c, 30, 236, 180, 'AMOUNT REQUESTED', 'amount', moneyPV('requested_amount', m.amount, ms, rng), LOOK);
  cell(c, 210, 236, 180, 'PAYMENT AMOUNT', 'payment', moneyPV('requested_payment', m.payment, ms.filter((s) => s !== 'bare'), rng), LOOK);
  cell(c, 390, 236, 192, '# OF PAYMENTS', 'n_payments', intPV('number_of_payments', m.nPayments), LOOK);
  c.text(30, 266, 'FREQUENCY:', { size: 6, color: NAVY });
  x = 80;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) {
    const label = f === 'biweekly' ? 'Bi-Weekly' : FREQ_WORDS[f]!.en;
    x = c.check('frequency', x, 265, label, m.freq === f, m.freq === f ? { [AP('payment_frequency')]: f } : {}) + 16;
  }

  bar(c, 284, '3. CURRENT ADVANCES / LOANS');
  ['FUNDER', 'BALANCE', 'PAYMENT', 'FREQ.'].forEach((h, k) => c.text([34, 260, 380, 490][k]!, 300, h, { size: 6, color: NAVY }));
  for (let r = 0; r < 3; r++) {
    const p = m.positions[r], y = 312 + r * 15;
    c.line(30, y + 11, 582, y + 11, '#aab');
    c.decoy(`decoy.funder${r}`, 32, y, 220, p?.funder ?? '', { size: 8 });
    c.decoy(`decoy.balance${r}`, 258, y, 110, p ? money(p.balance, 'us') : '', { size: 8 });
    c.decoy(`decoy.pos_payment${r}`, 378, y, 100, p ? money(p.payment, 'us') : '', { size: 8 });
    c.decoy(`decoy.pos_freq${r}`, 488, y, 90, p?.freq ?? '', { size: 8 });
  }

  bar(c, 364, '4. BANK INFORMATION');
  const cab = rng.pick(CA_BANKS);
  dcell(c, 30, 380, 180, 'BANK NAME', 'decoy.bank', ca ? cab.name : rng.pick(US_BANKS), LOOK);
  dcell(c, 210, 380, 160, ca ? 'TRANSIT / INSTITUTION #' : 'ROUTING #', 'decoy.routing', ca ? `${m.bank.transit}-${cab.inst}` : m.bank.routing, LOOK);
  dcell(c, 370, 380, 212, 'ACCOUNT #', 'decoy.account', m.bank.account, LOOK);
  c.text(30, 760, 'LBF-APP 11/2024 · Page 1 of 2', { size: 6.5, color: '#777' });

  c.addPage();
  c.text(30, 18, 'LIBERTY BRIDGE FUNDING — BUSINESS FUNDING APPLICATION (CONT.)', { size: 10, bold: true, color: NAVY });
  bar(c, 36, '5. OWNER / OFFICER INFORMATION');
  const nameFmt = rng.chance(0.5) ? 'first_last' as const : 'last_first' as const;
  m.owners.forEach((o, i) => {
    const y = 54 + i * 92;
    c.text(30, y, `OWNER #${i + 1}`, { size: 7, color: NAVY });
    const role = m.entity === 'sole_proprietorship' ? 'Owner' : m.entity.includes('partnership') ? 'Partner' : rng.pick(ROLES_US[m.entity === 'llc' ? 'llc' : 'corp']!);
    cell(c, 30, y + 10, 250, 'OWNER NAME', `owner${i}.name`, namePV(o, i, nameFmt, false), LOOK);
    cell(c, 280, y + 10, 150, 'TITLE', `owner${i}.role`, rolePV(i, role), LOOK);
    cell(c, 430, y + 10, 152, 'OWNERSHIP %', `owner${i}.own`, ownPV(o, i, false, rng), LOOK);
    cell(c, 30, y + 36, 150, 'SSN / SIN', `owner${i}.pid`, pidPV(o, i, rng), LOOK);
    cell(c, 180, y + 36, 130, 'DATE OF BIRTH', `owner${i}.dob`, dobPV(o, i, 'MDY'), LOOK);
    cell(c, 310, y + 36, 100, 'FICO / CREDIT SCORE', `owner${i}.score`, scorePV(o, i), LOOK);
    dcell(c, 410, y + 36, 172, 'CELL PHONE', `decoy.owner${i}_cell`, m.otherPhones[2 + i] ?? '', LOOK);
    dcell(c, 30, y + 62, 552, 'HOME ADDRESS', `decoy.owner${i}_home`, addrLine(o.home), LOOK);
  });
  const y0 = 54 + m.owners.length * 92 + 4;
  bar(c, y0, '6. ISO / REFERRAL PARTNER AND LANDLORD');
  const rep = m.others[0]!, lord = m.others[1]!;
  dcell(c, 30, y0 + 16, 180, 'ISO COMPANY', 'decoy.iso', 'Liberty Bridge Funding LLC', LOOK);
  dcell(c, 210, y0 + 16, 150, 'SALES REP', 'decoy.rep', `${rep.first} ${rep.last}`, LOOK);
  dcell(c, 360, y0 + 16, 120, 'REP PHONE', 'decoy.rep_phone', m.otherPhones[0]!, LOOK);
  dcell(c, 480, y0 + 16, 102, 'ISO ID #', 'decoy.iso_id', `LBF-${m.bank.transit}`, LOOK);
  dcell(c, 30, y0 + 44, 180, 'LANDLORD / MORTGAGE CO.', 'decoy.landlord', `${lord.first} ${lord.last}`, LOOK);
  dcell(c, 210, y0 + 44, 150, 'LANDLORD PHONE', 'decoy.landlord_phone', m.otherPhones[1]!, LOOK);
  dcell(c, 360, y0 + 44, 120, 'MONTHLY RENT', 'decoy.rent', money(Math.round(m.monthlySales * 0.08) + 0.75, 'us'), LOOK);
  c.text(30, y0 + 80, 'AUTHORIZATION: Each of the undersigned authorizes Liberty Bridge Funding LLC and its funding partners to obtain consumer and business credit reports, to contact the references and financial institutions listed above, and to share this application with funders in the United States and Canada. Canadian applicants consent under PIPEDA.', { size: 6.8, width: 552 });
  c.line(30, y0 + 140, 250, y0 + 140, '#000');
  c.text(30, y0 + 143, 'SIGNATURE', { size: 6, color: NAVY });
  const [yy, mm, dd] = m.signed.split('-');
  dcell(c, 300, y0 + 120, 120, 'DATE', 'decoy.signed', `${mm}/${dd}/${yy}`, LOOK);
  c.text(30, 760, 'LBF-APP 11/2024 · Page 2 of 2', { size: 6.5, color: '#777' });
}
