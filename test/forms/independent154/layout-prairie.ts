// Layout "prairie": Prairie & Pacific Funding Corp., a Calgary funder. Two-page serif form with underlined blanks, Western
// numbered companies (2198765 Alberta Ltd.), the tax ID's type given only by a BN / SIN checkbox, the province inside a
// one-line business address, money as 12 500.00 or CAD 12,500, dates in the stated format (YYYY-MM-DD or DD/MM/YYYY),
// owners as "First M. Last, DDS", landlord and trade references with names and phones.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { AP, COUNTRY_LABEL, FREQ_WORDS, addrLine, cell, datePV, dcell, dobPV, entityPV, industryPV, intPV, legalPV, moneyPV, namePV,
  ownPV, pidPV, rolePV, scorePV, taxPV, tradePV } from './common.ts';
import type { CellLook } from './common.ts';
import { CA_BANKS, PROV_NAMES, ROLES_EN } from './data.ts';
import { DATE_NOTE, fmtDate, money } from './format.ts';
import type { DateFmt, MoneyStyle } from './format.ts';
import type { Merchant } from './model.ts';

export const PRAIRIE = { name: 'prairie', broker: 'Prairie & Pacific Funding Corp.', regions: ['AB', 'AB', 'BC', 'BC', 'SK', 'MB', 'YT', 'NT', 'ON'],
  fonts: { label: 'Times-Roman', bold: 'Times-Bold', value: 'Times-Roman' } };

const LOOK: CellLook = { label: 7.5, color: '#222', box: false };

function part(c: Canvas, y: number, t: string): void {
  c.text(30, y, t, { size: 10, bold: true });
  c.line(30, y + 12, 582, y + 12, '#000', 0.4);
}

export function drawPrairie(c: Canvas, m: Merchant, rng: Rng): void {
  const df: DateFmt = rng.chance(0.5) ? 'DMY' : 'YMD';
  const ms: MoneyStyle[] = rng.pick([['si'], ['cad_en'], ['en', 'en_nodec']]);
  c.text(30, 20, 'PRAIRIE & PACIFIC FUNDING CORP.', { size: 16, bold: true, width: 552, align: 'center' });
  c.text(30, 40, 'Suite 1400, 335 8 Ave SW, Calgary, AB T2P 1C9 · 1-877-555-0142 · applications@ppfunding.ca', { size: 8, width: 552, align: 'center' });
  c.line(30, 52, 582, 52, '#000', 1.2);
  c.line(30, 54.5, 582, 54.5, '#000', 0.4);
  c.text(30, 62, 'APPLICATION FOR REVENUE-BASED FINANCING', { size: 11, bold: true });
  c.text(330, 64, `Dates on this form: ${DATE_NOTE[df].en} · Amounts in CAD`, { size: 8, width: 252, align: 'right' });

  part(c, 84, 'Part A — The Business');
  cell(c, 30, 102, 330, 'Legal name of business', 'legal_name', legalPV(m), LOOK, 'a.legal');
  cell(c, 360, 102, 222, 'Trade name (if different)', 'trade_name', tradePV(m, rng), LOOK, 'a.trade');
  cell(c, 30, 130, 170, 'Type of entity', 'entity', entityPV(m, rng), LOOK, 'a.entity');
  cell(c, 200, 130, 220, 'Nature of business', 'industry', industryPV(m), LOOK, 'a.nature');
  cell(c, 420, 130, 162, 'Date business started', 'start_date', datePV(AP('business_start_date'), m.start, df), LOOK, 'a.started');
  const tax = taxPV(m, rng, false, true);
  cell(c, 30, 158, 150, 'Tax ID number', 'tax_id', tax, LOOK, 'a.taxid');
  c.text(182, 158, 'Tax ID type:', { size: 7.5 });
  let x = 182;
  for (const t of ['BN', 'SIN']) {
    const on = tax.type === t;
    x = c.check('tax_type', x, 169, t, on, on ? { [AP('business_tax_id_type')]: t, [AP('business_tax_id_country')]: 'CA' } : {}, { acro: `a.taxtype.${t.toLowerCase()}`, on: t }) + 10;
  }
  dcell(c, 260, 158, 150, 'GST registration no.', 'decoy.gst', m.entity === 'sole_proprietorship' && !m.taxMode.startsWith('bn') ? '' : `${m.gstRoot} RT 0001`, LOOK, 'a.gst');
  const corp = m.entity.includes('corporation') || m.entity === 'ca_ulc';
  const inc = m.incorporation === 'FED' ? 'Canada (CBCA)' : PROV_NAMES[m.incorporation]?.en ?? m.incorporation;
  dcell(c, 410, 158, 172, 'Incorporated under the laws of', 'decoy.jurisdiction', corp ? inc : '', LOOK, 'a.incorporated');
  const addr = addrLine(m.addr) + (rng.chance(0.3) ? ', Canada' : '');
  cell(c, 30, 186, 400, 'Business address (street, city, province, postal code)', 'address',
    { text: addr, fields: { [AP('state_region')]: m.addr.region, [AP('country')]: COUNTRY_LABEL.CA } }, LOOK, 'a.address');
  cell(c, 430, 186, 152, 'Telephone', 'phone', { text: m.phone, fields: {} }, LOOK, 'a.phone');

  part(c, 222, 'Part B — Request');
  cell(c, 30, 240, 170, 'Advance amount requested', 'amount', moneyPV('requested_amount', m.amount, ms, rng), LOOK, 'b.amount');
  cell(c, 200, 240, 170, 'Proposed remittance', 'payment', moneyPV('requested_payment', m.payment, ms.filter((s) => !s.endsWith('nodec')), rng), LOOK, 'b.remit');
  cell(c, 370, 240, 212, 'Number of remittances', 'n_payments', intPV('number_of_payments', m.nPayments), LOOK, 'b.count');
  c.text(30, 270, 'Remittance frequency:', { size: 7.5 });
  x = 120;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) {
    x = c.check('frequency', x, 269, FREQ_WORDS[f]!.en, m.freq === f, m.freq === f ? { [AP('payment_frequency')]: f } : {}, { acro: `b.freq.${f}`, on: 'On' }) + 16;
  }

  part(c, 290, 'Part C — Outstanding advances and loans');
  ['Funder or lender', 'Balance owing', 'Remittance', 'Frequency'].forEach((h, k) => c.text([34, 260, 380, 490][k]!, 308, h, { size: 7.5, bold: true }));
  for (let r = 0; r < 3; r++) {
    const p = m.positions[r], y = 322 + r * 15;
    c.line(30, y + 11, 582, y + 11, '#999');
    c.decoy(`decoy.funder${r}`, 32, y, 220, p?.funder ?? '', { acro: `c.${r}.funder`, size: 8.5 });
    c.decoy(`decoy.balance${r}`, 258, y, 110, p ? money(p.balance, ms[0]!) : '', { acro: `c.${r}.balance`, size: 8.5 });
    c.decoy(`decoy.pos_payment${r}`, 378, y, 100, p ? money(p.payment, 'en') : '', { acro: `c.${r}.payment`, size: 8.5 });
    c.decoy(`decoy.pos_freq${r}`, 488, y, 90, p?.freq ?? '', { acro: `c.${r}.freq`, size: 8.5 });
  }

  part(c, 378, 'Part D — Landlord and trade references');
  const [lord, r1, r2, r1c, r2c] = [m.others[0]!, m.others[1]!, m.others[2]!, m.others[3]!, m.others[4]!];
  dcell(c, 30, 396, 220, 'Landlord', 'decoy.landlord', `${lord.first} ${lord.last}`, LOOK, 'd.landlord');
  dcell(c, 250, 396, 130, 'Landlord telephone', 'decoy.landlord_phone', m.otherPhones[0]!, LOOK, 'd.landlord.phone');
  dcell(c, 380, 396, 202, 'Monthly rent', 'decoy.rent', money(Math.round(m.monthlySales * 0.05) + 0.25, 'en'), LOOK, 'd.rent');
  [[r1, r1c], [r2, r2c]].forEach(([co, who], k) => {
    const y = 424 + k * 28;
    dcell(c, 30, y, 220, `Trade reference ${k + 1}`, `decoy.ref${k}`, `${co!.last} ${k ? 'Supply Ltd.' : 'Wholesale Inc.'}`, LOOK, `d.ref${k}`);
    dcell(c, 250, y, 170, 'Contact', `decoy.ref${k}_contact`, `${who!.first} ${who!.last}`, LOOK, `d.ref${k}.contact`);
    dcell(c, 420, y, 162, 'Telephone', `decoy.ref${k}_phone`, m.otherPhones[1 + k]!, LOOK, `d.ref${k}.phone`);
  });

  part(c, 490, 'Part E — Deposit account');
  const bank = rng.pick(CA_BANKS);
  dcell(c, 30, 508, 180, 'Financial institution', 'decoy.bank', bank.name, LOOK, 'e.bank');
  dcell(c, 210, 508, 90, 'Transit no.', 'decoy.transit', m.bank.transit, LOOK, 'e.transit');
  dcell(c, 300, 508, 80, 'Institution no.', 'decoy.institution', bank.inst, LOOK, 'e.inst');
  dcell(c, 380, 508, 202, 'Account no.', 'decoy.account', m.bank.account, LOOK, 'e.account');
  c.text(30, 760, 'PPF-100 (rev. 03/2024) — page 1 of 2', { size: 7, color: '#666' });

  c.addPage();
  c.text(30, 20, 'PRAIRIE & PACIFIC FUNDING CORP. — Application, continued', { size: 10, bold: true });
  part(c, 40, 'Part F — Principals (each owner of 20% or more)');
  m.owners.forEach((o, i) => {
    const y = 60 + i * 96;
    c.text(30, y, `Principal ${i + 1}`, { size: 8, bold: true });
    const role = m.entity === 'sole_proprietorship' ? 'Proprietor' : m.entity.includes('partnership') ? 'Partner' : rng.pick(ROLES_EN);
    cell(c, 30, y + 12, 260, 'Full legal name', `owner${i}.name`, namePV(o, i, 'first_last', true), LOOK, `f.${i}.name`);
    cell(c, 290, y + 12, 150, 'Title', `owner${i}.role`, rolePV(i, role), LOOK, `f.${i}.title`);
    cell(c, 440, y + 12, 142, 'Ownership %', `owner${i}.own`, ownPV(o, i, false, rng), LOOK, `f.${i}.own`);
    cell(c, 30, y + 40, 160, 'Social Insurance Number', `owner${i}.pid`, pidPV(o, i, rng), LOOK, `f.${i}.sin`);
    cell(c, 190, y + 40, 150, 'Date of birth', `owner${i}.dob`, dobPV(o, i, df), LOOK, `f.${i}.dob`);
    cell(c, 340, y + 40, 110, 'Credit score (self-reported)', `owner${i}.score`, scorePV(o, i), LOOK, `f.${i}.score`);
    dcell(c, 450, y + 40, 132, 'Home telephone', `decoy.owner${i}_phone`, m.otherPhones[3 + (i % 3)]!, LOOK, `f.${i}.phone`);
    dcell(c, 30, y + 68, 552, 'Home address', `decoy.owner${i}_home`, addrLine(o.home), LOOK, `f.${i}.home`);
  });
  const y0 = 60 + m.owners.length * 96 + 6;
  part(c, y0, 'Part G — Declarations and consent');
  c.text(30, y0 + 18, 'Each principal declares that the information in this application is true, authorizes Prairie & Pacific Funding Corp. to obtain consumer and commercial credit reports and to verify the information with the business\'s financial institution, and consents to the collection, use and disclosure of personal information under the Personal Information Protection and Electronic Documents Act (PIPEDA) and, where applicable, Alberta\'s and British Columbia\'s Personal Information Protection Acts.', { size: 7.5, width: 552 });
  c.line(30, y0 + 100, 260, y0 + 100, '#000');
  c.text(30, y0 + 103, 'Signature of principal', { size: 7 });
  dcell(c, 320, y0 + 80, 150, 'Date signed', 'decoy.signed', fmtDate(m.signed, df), LOOK, 'g.date');
  c.text(30, 760, 'PPF-100 (rev. 03/2024) — page 2 of 2', { size: 7, color: '#666' });
}
