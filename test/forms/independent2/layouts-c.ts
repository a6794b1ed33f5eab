// Brokers' layouts, part three: a three-page application whose answers are circled or underlined, an ISO submission
// sheet with labels under the lines, and a funder's merchant-information grid of grey label cells.
import type { Sheet } from './draw.ts';
import type { Layout } from './layout.ts';
import { FREQ_WORD, dob, money, ownerId, ownerName, startDate } from './rules.ts';
import type { Merchant } from './model.ts';

const caEntity = (t: string) => (t === 'Incorporated' ? 'Corporation' : t);

function lineField(s: Sheet, label: string, v: string, x: number, y: number, w: number, name: string, decoy = false): void {
  s.text(label, x, y + 4, { size: 7.5 });
  const lw = s.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 4;
  s.line(x + lw, y + 12, x + w - 6, y + 12);
  if (decoy) s.decoy(v, x + lw + 3, y + 2, w - lw - 10, name); else s.value(v, x + lw + 3, y + 2, w - lw - 10, name);
}

/** Meridian Bridge: three pages; entity, premises and schedule are circled or underlined; owners as "Last, First". */
export const meridianCircle: Layout = {
  name: 'meridian_circle', countries: ['US', 'CA'], owners: [1, 4],
  draw(s, m) {
    const ca = m.country === 'CA';
    s.text('MERIDIAN BRIDGE CAPITAL', 40, 34, { size: 14, font: 'Times-Bold' });
    s.text('Application for Business Funding', 40, 51, { size: 10, font: 'Times-Italic' });
    s.text('Page 1 of 3', 520, 36, { size: 7 });
    s.text('Where choices are given, CIRCLE the one that applies.', 40, 68, { size: 7.5, font: 'Helvetica-Oblique' });
    let y = 86;
    s.bar('PART I - THE BUSINESS', 40, y, 532, '#5b4a1d'); y += 20;
    lineField(s, 'Business Legal Name', m.legal, 40, y, 532, 'legal'); y += 20;
    lineField(s, 'Doing Business As', m.dba, 40, y, 300, 'dba');
    lineField(s, ca ? 'Business Number (BN)' : 'Federal Tax ID', m.taxId, 340, y, 232, 'taxid'); y += 22;
    s.text('Entity type:', 40, y + 4, { size: 7.5 });
    const opts = ca ? ['Corporation', 'Sole Proprietorship', 'Partnership', 'ULC'] : ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'PLLC', 'LLP', 'Non-Profit'];
    s.options(opts, ca ? caEntity(m.entity.text) : m.entity.text, 92, y + 4, 'circle', 'entity', 9); y += 22;
    lineField(s, 'Business started (month / year)', startDate(m.start, 'month_year').text, 40, y, 280, 'start');
    lineField(s, 'Number of employees', String(m.employees), 330, y, 242, 'employees', true); y += 20;
    lineField(s, 'Physical address', m.street, 40, y, 300, 'street');
    lineField(s, 'City', m.city, 340, y, 232, 'city'); y += 20;
    lineField(s, ca ? 'Province' : 'State', m.region, 40, y, 130, 'state');
    lineField(s, ca ? 'Postal code' : 'ZIP', m.zip, 170, y, 130, 'zip');
    lineField(s, 'Phone', m.phone, 300, y, 140, 'phone');
    lineField(s, 'Fax', m.fax, 440, y, 132, 'fax', true); y += 20;
    lineField(s, 'Website', m.web, 40, y, 260, 'web');
    lineField(s, 'E-mail', m.email, 300, y, 272, 'email'); y += 20;
    lineField(s, 'Describe your business', m.industryText, 40, y, 532, 'industry'); y += 24;
    s.text('Premises:', 40, y + 4, { size: 7.5 });
    s.options(['OWN', 'RENT'], 'RENT', 90, y + 4, 'underline', 'premises', 14);
    lineField(s, 'Landlord', m.landlord.name, 180, y, 220, 'landlord', true);
    lineField(s, 'Monthly rent', money(m.landlord.rent, 'plain'), 400, y, 172, 'rent', true); y += 30;
    s.bar('PART II - THE REQUEST', 40, y, 532, '#5b4a1d'); y += 20;
    lineField(s, 'Amount of funding requested', money(m.amount, 'cents'), 40, y, 280, 'amount');
    lineField(s, 'Purpose', 'Expansion / equipment', 320, y, 252, 'purpose'); y += 22;
    s.text('Preferred remittance schedule:', 40, y + 4, { size: 7.5 });
    s.options(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQ_WORD[m.freq]!, 160, y + 4, 'circle', 'freq', 14); y += 22;
    s.text('Any outstanding cash advances or business loans?', 40, y + 4, { size: 7.5 });
    s.options(['YES', 'NO'], m.funders.length ? 'YES' : 'NO', 240, y + 4, 'circle', 'has_advances', 14);
    s.text('(list them on page 3)', 320, y + 4, { size: 6.5, font: 'Helvetica-Oblique' });
    s.page();
    meridianOwners(s, m);
    s.page();
    meridianLast(s, m);
    return { start: 'month_year', terms: { amount: true, payment: false, payments: false, freq: true }, maxOwners: 4, score: true, caps: false };
  },
};

function meridianOwners(s: Sheet, m: Merchant): void {
  const ca = m.country === 'CA';
  s.text('Page 2 of 3', 520, 36, { size: 7 });
  let y = 50;
  s.bar('PART III - OWNERS (every owner of 20% or more)', 40, y, 532, '#5b4a1d'); y += 22;
  m.owners.forEach((o, i) => {
    s.text(`Owner ${i + 1}`, 40, y, { size: 8.5, font: 'Times-Bold' }); y += 14;
    lineField(s, 'Name (Last, First M.I.)', ownerName(o, 'last_first'), 40, y, 330, `o${i}_name`);
    lineField(s, 'Title', o.title, 370, y, 202, `o${i}_title`); y += 20;
    lineField(s, '% Ownership', `${o.pct}`, 40, y, 130, `o${i}_pct`);
    lineField(s, ca ? 'SIN' : 'SSN', ownerId(m.country, o), 170, y, 170, `o${i}_ssn`);
    lineField(s, 'Date of birth', startDate(o.dob, 'long').text, 340, y, 232, `o${i}_dob`); y += 20;
    lineField(s, 'Home address', `${o.home.street}, ${o.home.city}`, 40, y, 380, `o${i}_home`, true);
    lineField(s, 'Estimated FICO', o.score === null ? '' : String(o.score), 420, y, 152, `o${i}_score`); y += 20;
    s.text(ca ? 'Canadian citizen or permanent resident?' : 'U.S. citizen or permanent resident?', 40, y + 4, { size: 7.5 });
    s.options(['YES', 'NO'], 'YES', 220, y + 4, 'circle', `o${i}_citizen`, 14); y += 30;
  });
}

function meridianLast(s: Sheet, m: Merchant): void {
  s.text('Page 3 of 3', 520, 36, { size: 7 });
  let y = 50;
  s.bar('PART IV - OUTSTANDING ADVANCES AND LOANS', 40, y, 532, '#5b4a1d'); y += 18;
  ['Lender / Funder', 'Balance owed', 'Payment', 'Daily / Weekly'].forEach((h, i) => s.text(h, 44 + i * 133, y, { size: 7, font: 'Helvetica-Bold' }));
  y += 12;
  for (let k = 0; k < 3; k++) {
    const f = m.funders[k];
    s.rect(40, y, 532, 16);
    [f?.name ?? '', f ? money(f.balance, 'cents') : '', f ? money(f.payment, 'cents') : '', f?.freq ?? ''].forEach((v, i) => s.decoy(v, 44 + i * 133, y + 4, 125, `adv${k}_${i}`, { size: 8 }));
    y += 16;
  }
  y += 12;
  s.bar('PART V - TRADE REFERENCES', 40, y, 532, '#5b4a1d'); y += 20;
  m.refs.forEach((r, k) => {
    lineField(s, `Reference ${k + 1}`, r.name, 40, y, 330, `ref${k}`, true);
    lineField(s, 'Phone', r.phone, 370, y, 202, `ref${k}_phone`, true); y += 20;
  });
  y += 8;
  lineField(s, 'Submitted by (ISO / broker)', `${m.iso.rep} - ${m.iso.company}`, 40, y, 532, 'iso', true); y += 28;
  y = s.para('AUTHORIZATION. Each undersigned owner represents that the information in Parts I to V is true and complete, authorizes Meridian Bridge Capital and its funding partners to obtain business and personal credit reports, bank verifications and references, and agrees that a copy of this authorization is as valid as the original.', 40, y, 532, 7) + 24;
  m.owners.forEach((o, i) => {
    const x = 40 + (i % 2) * 270, yy = y + Math.floor(i / 2) * 52;
    s.line(x, yy, x + 240, yy); s.text('Signature', x, yy + 2, { size: 6 });
    s.text('Print name:', x, yy + 12, { size: 7 }); s.value([o.first, o.last].join(' '), x + 44, yy + 11, 100, `o${i}_print`, { size: 8 });
    s.text('Date: ____________', x + 150, yy + 12, { size: 7 });
  });
}

/** Atlas: an ISO submission sheet; deal summary box on top, labels printed UNDER the answer lines. */
export const atlasIsoSheet: Layout = {
  name: 'atlas_iso_sheet', countries: ['US'], owners: [1, 2],
  draw(s, m) {
    s.opaqueNames = true;
    s.rect(0, 0, 612, 64, '#13294b');
    s.text('ATLAS FUNDING NETWORK', 36, 18, { size: 15, font: 'Helvetica-Bold', color: 'white' });
    s.text('ISO SUBMISSION SHEET', 36, 38, { size: 9, color: 'white' });
    const under = (label: string, v: string, x: number, y: number, w: number, name: string, decoy = false) => {
      s.line(x, y + 12, x + w - 8, y + 12);
      s.text(label.toUpperCase(), x, y + 14, { size: 5.5, color: '#444444' });
      if (decoy) s.decoy(v, x + 2, y + 1, w - 10, name); else s.value(v, x + 2, y + 1, w - 10, name);
    };
    let y = 76;
    s.text('SUBMITTING ISO', 36, y, { size: 7, font: 'Helvetica-Bold' }); y += 12;
    under('ISO company', m.iso.company, 36, y, 190, 'iso_co', true); under('Rep name', m.iso.rep, 226, y, 130, 'iso_rep', true);
    under('Rep phone', m.iso.phone, 356, y, 110, 'iso_phone', true); under('ISO #', m.iso.code, 466, y, 110, 'iso_code', true); y += 30;
    s.rect(36, y, 540, 52, '#eef2f8'); s.rect(36, y, 540, 52);
    s.text('DEAL SUMMARY', 42, y + 4, { size: 7.5, font: 'Helvetica-Bold' });
    under('Requested amount', money(m.amount, 'usd'), 42, y + 18, 130, 'amount');
    under('Payment', money(m.payment, 'cents'), 172, y + 18, 100, 'payment');
    under('No. of payments', String(m.payments), 272, y + 18, 90, 'payments');
    under('Frequency', FREQ_WORD[m.freq]!, 362, y + 18, 90, 'freq');
    under('Buy rate (office)', m.office.factor, 452, y + 18, 120, 'buy_rate', true); y += 64;
    s.bar('MERCHANT', 36, y, 540, '#13294b'); y += 20;
    under('Legal / corporate name', m.legal, 36, y, 330, 'legal'); under('DBA', m.dba, 366, y, 210, 'dba'); y += 28;
    under('Federal tax ID (EIN)', m.taxId, 36, y, 120, 'taxid'); under('Entity type', m.entity.text, 156, y, 110, 'entity');
    under('Date established', startDate(m.start, 'mdy2').text, 266, y, 100, 'start');
    under('Industry / type of business', m.industryText, 366, y, 210, 'industry'); y += 28;
    under('Business address', m.street, 36, y, 230, 'street'); under('City', m.city, 266, y, 130, 'city');
    under('State', m.region, 396, y, 60, 'state'); under('Zip', m.zip, 456, y, 120, 'zip'); y += 28;
    under('Phone', m.phone, 36, y, 120, 'phone'); under('Fax', m.fax, 156, y, 110, 'fax', true);
    under('Website', m.web, 266, y, 150, 'web'); under('E-mail', m.email, 416, y, 160, 'email'); y += 28;
    under('Avg monthly revenue', money(m.monthlySales, 'plain'), 36, y, 150, 'revenue', true);
    under('Annual revenue', money(m.annualRevenue, 'plain'), 186, y, 150, 'annual', true);
    under('Landlord', m.landlord.name, 336, y, 240, 'landlord', true); y += 32;
    m.owners.slice(0, 2).forEach((o, i) => {
      s.bar(`PRINCIPAL ${i + 1}`, 36, y, 540, '#13294b'); y += 20;
      under('Name', ownerName(o, 'with_middle'), 36, y, 200, `o${i}_name`); under('Title', o.title, 236, y, 120, `o${i}_title`);
      under('Ownership', `${o.pct}%`, 356, y, 70, `o${i}_pct`); under('FICO', o.score === null ? '' : String(o.score), 426, y, 60, `o${i}_fico`);
      under('DOB', dob(o.dob), 486, y, 90, `o${i}_dob`); y += 28;
      under('SSN', ownerId('US', o), 36, y, 120, `o${i}_ssn`); under('Home address', `${o.home.street}, ${o.home.city}`, 156, y, 320, `o${i}_home`, true);
      under('Home state', o.home.region, 476, y, 100, `o${i}_home_state`); y += 30;
    });
    atlasPositions(s, m, y);
    return { start: 'mdy2', terms: { amount: true, payment: true, payments: true, freq: true }, maxOwners: 2, score: true, caps: false };
  },
};

function atlasPositions(s: Sheet, m: Merchant, y0: number): void {
  let y = y0;
  s.bar('CURRENT POSITIONS', 36, y, 540, '#13294b'); y += 16;
  ['Funder', 'Balance', 'Payment', 'Frequency'].forEach((h, i) => s.text(h, 40 + i * 135, y, { size: 7, font: 'Helvetica-Bold' }));
  y += 11;
  for (let k = 0; k < 3; k++) {
    const f = m.funders[k];
    [f?.name ?? '', f ? money(f.balance, 'usd') : '', f ? money(f.payment, 'plain') : '', f?.freq ?? ''].forEach((v, i) => s.decoy(v, 40 + i * 135, y, 125, `pos${k}_${i}`, { size: 8 }));
    s.line(36, y + 11, 576, y + 11); y += 14;
  }
  y += 10;
  s.rect(396, y, 180, 36, '#eeeeee'); s.rect(396, y, 180, 36);
  s.text('OFFICE USE ONLY', 400, y + 3, { size: 6, font: 'Helvetica-Bold' });
  s.text('Deal ID', 400, y + 14, { size: 6 }); s.decoy(m.office.deal, 430, y + 13, 60, 'office_deal', { size: 8 });
  s.text('Score', 500, y + 14, { size: 6 }); s.decoy(String(m.office.score), 525, y + 13, 40, 'office_score', { size: 8 });
  s.text('Batch', 400, y + 25, { size: 6 }); s.decoy(m.office.batch, 430, y + 24, 60, 'office_batch', { size: 8 });
}
