// Set 230, brokers 3 and 4: Harborlight Funding Partners (two pages, "Label: value" lines, owners as "Last, First",
// a bare 9-digit EIN, a spelled-out start date) and Keystone Storefront Funding (two pages, lettered sections, owners
// with separate first/last cells, entity type as free text, printed names under each signature).
import type { Sheet } from './sheet.ts';
import { type Merchant, longDate, mdy, money } from './data.ts';
import { entityOf } from './reference.ts';
import { A, AUTH, FREQ, P, bankBlock, cardProcessing, digits, existingAdvances, fullName, lease, nameFields, oneLine, pct, ssnFields, ssnText, stateFields, taxFields } from './blocks.ts';

export function harborlight(s: Sheet, m: Merchant): void {
  const teal = '#0f6e74', X = 48, W = 516;
  const header = (sub: string): void => {
    s.doc.polygon([X, 60], [X + 14, 28], [X + 28, 60]).fill(teal);
    s.doc.rect(X + 11, 22, 6, 8).fill('#f2b134');
    s.line(X - 4, 62, X + 36, 62, teal, 2);
    s.text('HARBORLIGHT', X + 40, 26, 17, { bold: true, color: teal });
    s.text('FUNDING PARTNERS, LLC', X + 41, 45, 7.5, { color: '#333' });
    s.text(sub, X + 260, 30, 9, { bold: true, width: 256, align: 'right' });
    s.text('1 Wharf Plaza, Ste 400, Norfolk VA  |  (757) 555-0190', X + 260, 44, 6.5, { width: 256, align: 'right', color: '#555' });
    s.line(X, 70, X + W, 70, teal, 1.5);
  };
  const row = (label: string, v: string | null, x: number, y: number, w: number, f: ReturnType<typeof A> | string): void => s.field(label, v, x, y, w, f, false);
  header('CONFIDENTIAL MERCHANT APPLICATION — PAGE 1 OF 2');
  let y = 80;
  s.bar('MERCHANT PROFILE', X, y, W, '#e3f1f1', 13, teal); y += 19;
  row('Legal Corporate Name:', m.legal, X, y, W, A('legal_name', m.legal)); y += 16;
  row('D/B/A:', m.dbaPrinted, X, y, W * 0.6, A('trade_name', m.dba));
  row('Entity:', m.entityPrinted, X + W * 0.62, y, W * 0.38, A('type_of_entity', m.entityId)); y += 16;
  const ein = m.taxIdType === 'EIN' ? digits(m.taxId) : m.taxId;
  row(m.taxIdType === 'EIN' ? 'Federal Tax ID (EIN):' : 'Tax ID (SSN):', ein, X, y, W * 0.45, taxFields(m));
  row('Date Business Started:', m.startIso ? longDate(m.startIso) : null, X + W * 0.47, y, W * 0.53, m.startIso ? A('business_start_date', m.startIso) : 'none'); y += 16;
  row('Nature of Business:', m.industryText, X, y, W * 0.6, A('industry', m.industryId));
  row('State of Formation:', m.stateOfInc, X + W * 0.62, y, W * 0.38, 'state_of_incorporation'); y += 16;
  row('Business Address:', m.address.street, X, y, W * 0.5, 'business_street');
  row('City/State/Zip:', `${m.address.city}, ${m.address.state} ${m.address.zip}`, X + W * 0.52, y, W * 0.48, stateFields(m)); y += 16;
  row('Additional Location:', oneLine(m.second), X, y, W, 'second_location'); y += 16;
  row('Phone:', m.phone, X, y, W * 0.3, 'business_phone');
  row('Email:', m.email, X + W * 0.32, y, W * 0.4, 'business_email');
  row('Employees:', String(m.employees), X + W * 0.74, y, W * 0.26, 'employees'); y += 16;
  row('Website:', m.website, X, y, W * 0.5, 'website'); y += 24;
  s.bar('CREDIT CARD PROCESSING', X, y, W, '#e3f1f1', 13, teal); y += 19;
  cardProcessing(s, m, X, y, W); y += 28;
  s.text('Card volume, last 3 months:', X, y, 7.5, { bold: true });
  ['Month 1', 'Month 2', 'Month 3'].forEach((lbl, i) => row(`${lbl}:`, money(Math.round(m.processor.volume * (0.85 + 0.1 * i))), X + 130 + i * 128, y - 2, 120, `card_month_${i}`));
  y += 24;
  s.bar('PREMISES & SEASONALITY', X, y, W, '#e3f1f1', 13, teal); y += 22;
  lease(s, m, X, y, W); y += 22;
  row('Lease Expires:', m.landlord.leaseEnd, X, y, W * 0.3, 'lease_end');
  row('Seasonal?', m.seasonal, X + W * 0.32, y, W * 0.68, 'seasonal_note'); y += 24;
  s.bar('FUNDING REQUEST', X, y, W, '#e3f1f1', 13, teal); y += 19;
  row('Amount Requested:', money(m.requested), X, y, W * 0.4, A('requested_amount', m.requested));
  row('Use of Proceeds:', m.useOfFunds, X + W * 0.42, y, W * 0.58, 'use_of_funds'); y += 16;
  const terms = s.lr.chance(0.5);
  if (terms) {
    row('Proposed Payment:', `${money(m.payment!, true)} ${m.freq}`, X, y, W * 0.5, { ...A('requested_payment', m.payment), ...A('payment_frequency', FREQ[m.freq!]!) });
    row('No. of Payments:', String(m.nPayments), X + W * 0.52, y, W * 0.48, A('number_of_payments', m.nPayments));
  } else row('Proposed Payment:', null, X, y, W * 0.5, 'none');
  y += 26;
  s.bar('BUSINESS BANKING', X, y, W, '#e3f1f1', 13, teal); y += 19;
  bankBlock(s, m, X, y, W); y += 30;
  s.text('Trade references:', X, y, 7.5, { bold: true });
  m.refs.forEach((r, i) => row(`${i + 1}.`, `${r.name}  ${r.phone}`, X + 80 + i * 220, y - 2, 210, `trade_ref_${i}`));
  s.text('HFP-MA-2 (continued on page 2)', X, 770, 6, { color: '#777' });
  s.addPage();
  header('CONFIDENTIAL MERCHANT APPLICATION — PAGE 2 OF 2');
  y = 80;
  m.owners.forEach((o, i) => {
    s.bar(`OWNER ${i + 1}${i === 1 && o.last.includes(m.owners[0]!.last) ? ' (SPOUSE)' : ''}`, X, y, W, '#e3f1f1', 13, teal); y += 19;
    row('Name (Last, First MI):', fullName(o, true), X, y, W * 0.6, nameFields(i, o));
    row('Title:', o.title, X + W * 0.62, y, W * 0.38, P(i, { role: o.title })); y += 16;
    row('% Ownership:', pct(o), X, y, W * 0.25, P(i, { ownership: o.pct }));
    row('SSN:', ssnText(o), X + W * 0.27, y, W * 0.3, ssnFields(i, o));
    row('DOB:', o.dob ? mdy(o.dob, true) : null, X + W * 0.59, y, W * 0.2, P(i, { date_of_birth: o.dob }));
    row('FICO:', o.credit ? String(o.credit) : null, X + W * 0.81, y, W * 0.19, P(i, { credit_score: o.credit })); y += 16;
    row('Home Address:', oneLine(o.home), X, y, W * 0.7, `owner_home_${i}`);
    row('Cell:', o.cell, X + W * 0.72, y, W * 0.28, `owner_cell_${i}`); y += 24;
  });
  s.bar('OPEN ADVANCES / LOANS', X, y, W, '#e3f1f1', 13, teal); y += 17;
  y = existingAdvances(s, m, X, y, W, 3) + 14;
  s.rect(X, y, W, 30, '#999');
  s.text('FOR BROKER USE ONLY', X + 4, y + 3, 6.5, { bold: true, color: teal });
  s.field('Account Executive', m.iso.name, X + 4, y + 8, 180, 'iso_rep', false);
  s.field('Direct', m.iso.phone, X + 200, y + 8, 140, 'iso_phone', false);
  s.field('Rep Code', m.iso.id, X + 360, y + 8, 140, 'iso_id', false); y += 40;
  s.text(AUTH + ' Federal law requires us to obtain, verify and record information that identifies each person who opens an account (USA PATRIOT Act).', X, y, 6, { width: W, color: '#333' }); y += 50;
  m.owners.forEach((o, i) => {
    const sx = X + (i % 2) * 262, sy = y + Math.floor(i / 2) * 40;
    s.line(sx, sy + 18, sx + 170, sy + 18, '#000'); s.signature(fullName(o), sx + 6, sy);
    s.text(`Signature of Owner ${i + 1}`, sx, sy + 21, 6.5);
    s.line(sx + 180, sy + 18, sx + 250, sy + 18, '#000'); s.text('Date', sx + 180, sy + 21, 6.5);
  });
}

const ENTITY_TEXT: Record<string, string[]> = { LLC: ['L.L.C.', 'Limited Liability Company', 'LLC'], Corporation: ['Inc.', 'C-Corp', 'Corporation'],
  'S-Corp': ['S Corporation', 'S-Corp'], Partnership: ['General Partnership', 'Partnership'], 'Sole Proprietor': ['Sole Prop', 'Sole Proprietor', 'Individual'] };

export function keystone(s: Sheet, m: Merchant): void {
  const maroon = '#7a1f2b', X = 40, W = 532;
  const header = (page: number): void => {
    s.doc.polygon([X, 28], [X + 30, 28], [X + 26, 58], [X + 4, 58]).fill(maroon);
    s.text('K', X + 9, 34, 16, { bold: true, color: '#fff' });
    s.text('Keystone Storefront Funding', X + 38, 28, 15, { bold: true, color: maroon });
    s.text('A Division of Keystone Merchant Advisors  •  Lancaster, PA', X + 38, 46, 7, { color: '#444' });
    s.text(`Business Cash Advance Application   Page ${page}/2`, X + 330, 34, 8, { width: 202, align: 'right', bold: true });
    s.line(X, 64, X + W, 64, maroon, 2);
  };
  const sec = (t: string, y: number): void => { s.doc.rect(X, y, W, 14).fill('#f3e6e8'); s.rect(X, y, W, 14, maroon, 0.8); s.text(t, X + 5, y + 3.5, 8, { bold: true, color: maroon }); };
  header(1);
  let y = 74;
  sec('SECTION A — THE BUSINESS', y); y += 20;
  s.field('Legal name of business (as filed with the IRS)', m.legal, X, y, 300, A('legal_name', m.legal));
  s.field('Name customers know you by (DBA)', m.dbaPrinted, X + 310, y, 222, A('trade_name', m.dba)); y += 26;
  const et = s.lr.pick(ENTITY_TEXT[m.entityPrinted]!);
  s.field('Entity type', et, X, y, 110, A('type_of_entity', entityOf(et)));
  s.field(m.taxIdType === 'EIN' ? 'EIN' : 'EIN or SSN (sole prop.)', m.taxId, X + 120, y, 110, taxFields(m));
  const yrs = m.startIso ? 2025 - Number(m.startIso.slice(0, 4)) : s.lr.int(2, 15);
  s.field('Years in business', String(yrs), X + 240, y, 70, 'years_in_business');
  s.field('Date started (mm/dd/yyyy)', m.startIso && s.lr.chance(0.8) ? mdy(m.startIso) : null, X + 320, y, 110, A('business_start_date', m.startIso));
  s.field('Employees', String(m.employees), X + 440, y, 92, 'employees'); y += 26;
  s.field('Describe your business', m.industryText, X, y, 260, A('industry', m.industryId));
  s.field('Business phone', m.phone, X + 270, y, 120, 'business_phone');
  s.field('Email', m.email, X + 400, y, 132, 'business_email'); y += 26;
  s.field('Main location — street', m.address.street, X, y, 200, 'business_street');
  s.field('City', m.address.city, X + 210, y, 130, 'business_city');
  s.field('State', m.address.state, X + 350, y, 50, stateFields(m));
  s.field('ZIP', m.address.zip, X + 410, y, 122, 'business_zip'); y += 26;
  s.field('Other location (street, city, state, ZIP)', oneLine(m.second), X, y, 340, 'second_location');
  s.field('State of incorporation', m.stateOfInc, X + 350, y, 182, 'state_of_incorporation'); y += 30;
  sec('SECTION B — SALES, CARDS & LEASE', y); y += 20;
  s.field('Gross monthly sales', money(m.monthlySales), X, y, 120, 'monthly_sales');
  s.field('Slow / busy season', m.seasonal, X + 130, y, 402, 'seasonal_note'); y += 26;
  cardProcessing(s, m, X, y, W); y += 30;
  lease(s, m, X, y, W); y += 26;
  s.field('Lease expiration', m.landlord.leaseEnd, X, y, 120, 'lease_end'); y += 30;
  sec('SECTION C — WHAT YOU NEED', y); y += 20;
  s.field('Capital requested', money(m.requested), X, y, 140, A('requested_amount', m.requested));
  s.field('Purpose', m.useOfFunds, X + 150, y, 200, 'use_of_funds'); y += 30;
  sec('SECTION D — BANKING & CURRENT FUNDING', y); y += 20;
  bankBlock(s, m, X, y, W); y += 28;
  y = existingAdvances(s, m, X, y, W, 2) + 12;
  s.text('Trade / supplier references', X, y, 7.5, { bold: true }); y += 10;
  m.refs.forEach((r, i) => { s.field('Supplier', r.name, X + i * 270, y, 150, `trade_ref_${i}`); s.field('Phone', r.phone, X + i * 270 + 156, y, 100, `trade_ref_phone_${i}`); });
  s.addPage();
  header(2);
  y = 74;
  m.owners.forEach((o, i) => {
    sec(`SECTION E${i + 1} — OWNER / GUARANTOR ${i + 1}`, y); y += 20;
    s.field('First name', o.middle ? `${o.first} ${o.middle}.` : o.first, X, y, 120, P(i, { first_name: o.first }));
    s.field('Last name', o.last, X + 130, y, 140, P(i, { last_name: o.last }));
    s.field('Title / position', o.title, X + 280, y, 130, P(i, { role: o.title }));
    s.field('Ownership %', pct(o), X + 420, y, 112, P(i, { ownership: o.pct })); y += 26;
    s.field('Social Security #', ssnText(o), X, y, 120, ssnFields(i, o));
    s.field('Date of birth', o.dob ? mdy(o.dob) : null, X + 130, y, 100, P(i, { date_of_birth: o.dob }));
    s.field('Credit score (approx.)', o.credit ? String(o.credit) : null, X + 240, y, 100, P(i, { credit_score: o.credit }));
    s.field('Mobile', o.cell, X + 350, y, 182, `owner_cell_${i}`); y += 26;
    s.field('Home address', oneLine(o.home), X, y, 400, `owner_home_${i}`);
    if (i > 0) { s.text('Spouse of Owner 1?', X + 410, y + 4, 7); s.check('Yes', o.home.street === m.owners[0]!.home.street, X + 480, y + 4, 'spouse_flag'); }
    y += 32;
  });
  sec('AUTHORIZATION & SIGNATURES', y); y += 20;
  s.text(AUTH, X, y, 6, { width: W, color: '#333' }); y += 44;
  m.owners.forEach((o, i) => {
    s.line(X, y + 16, X + 200, y + 16, '#000'); s.signature(fullName(o), X + 6, y - 2);
    s.text('Signature', X, y + 19, 6.5);
    s.field('Print name', fullName(o), X + 220, y + 2, 200, nameFields(i, o), false);
    s.line(X + 440, y + 16, X + W, y + 16, '#000'); s.text('Date', X + 440, y + 19, 6.5);
    y += 34;
  });
  s.rect(X, 700, W, 50, '#aaa');
  s.text('OFFICE USE ONLY', X + 4, 703, 6.5, { bold: true, color: maroon });
  s.field('Referring rep', m.iso.name, X + 4, 714, 200, 'iso_rep', false);
  s.field('Rep phone', m.iso.phone, X + 220, 714, 150, 'iso_phone', false);
  s.field('Broker ID', m.iso.id, X + 4, 730, 200, 'iso_id', false);
  s.text('KSF-BCA-11/24', X, 770, 6, { color: '#888' });
}
