// Set 230, brokers 1 and 2: Main Street Merchant Capital (one page, navy bars, owners as table rows) and Blue Awning
// Business Capital (one page, boxed cells, owners side by side, payment terms with frequency checkboxes).
import type { Sheet } from './sheet.ts';
import { type Merchant, mdy, money } from './data.ts';
import { A, AUTH, FREQ, P, bankBlock, cardProcessing, digits, existingAdvances, fullName, lease, nameFields, oneLine, pct, ssnFields, ssnText, stateFields, taxFields } from './blocks.ts';

const ENTITIES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'];

export function mainStreet(s: Sheet, m: Merchant): void {
  const navy = '#1d3461', gold = '#c9a227', X = 36, W = 540;
  // Logo: a storefront with a striped awning.
  s.doc.rect(X, 30, 34, 22).fill(navy);
  for (let i = 0; i < 5; i++) s.doc.rect(X - 3 + i * 8, 24, 8, 8).fill(i % 2 ? '#fff' : gold);
  s.doc.rect(X + 12, 40, 10, 12).fill('#fff');
  s.text('MAIN STREET MERCHANT CAPITAL', X + 44, 27, 14, { bold: true, color: navy });
  s.text('Working capital for the businesses on your block  |  ISO Partner Program', X + 44, 44, 7.5, { color: '#555' });
  s.text('MERCHANT FUNDING APPLICATION', X + 330, 30, 10, { bold: true, color: gold, width: 210, align: 'right' });
  s.text('Submit to: apps@mainstreetmc.example  Fax (888) 555-0142', X + 330, 44, 6.5, { width: 210, align: 'right', color: '#555' });
  let y = 64;
  s.bar('1. BUSINESS INFORMATION', X, y, W, navy); y += 17;
  s.field('Legal / Corporate Name', m.legal, X, y, 265, A('legal_name', m.legal));
  s.field('DBA (Doing Business As)', m.dbaPrinted, X + 275, y, 265, A('trade_name', m.dba)); y += 24;
  s.field('Physical Address (Location #1)', m.address.street, X, y, 220, 'business_street');
  s.field('City', m.address.city, X + 228, y, 120, 'business_city');
  s.field('State', m.address.state, X + 356, y, 50, stateFields(m));
  s.field('Zip', m.address.zip, X + 414, y, 126, 'business_zip'); y += 24;
  s.field('Federal Tax ID', m.taxId, X, y, 120, taxFields(m));
  s.field('Business Start Date', m.startIso ? mdy(m.startIso) : null, X + 128, y, 100, m.startIso ? A('business_start_date', m.startIso) : 'none');
  s.field('State of Inc.', m.stateOfInc, X + 236, y, 60, 'state_of_incorporation');
  s.field('Type of Business', m.industryText, X + 304, y, 236, A('industry', m.industryId)); y += 24;
  s.field('Business Phone', m.phone, X, y, 120, 'business_phone');
  s.field('Business Email', m.email, X + 128, y, 200, 'business_email');
  s.field('Website', m.website, X + 336, y, 130, 'website');
  s.field('# Employees', String(m.employees), X + 474, y, 66, 'employees'); y += 25;
  s.text('Entity Type:', X, y + 1, 7.5, { bold: true });
  let cx = X + 55;
  for (const e of ENTITIES) cx = s.check(e, e === m.entityPrinted, cx, y, A('type_of_entity', m.entityId));
  y += 15;
  s.bar('2. CARD PROCESSING & LOCATIONS', X, y, W, navy); y += 17;
  cardProcessing(s, m, X, y, W); y += 24;
  s.field('Second Location Address (if any)', oneLine(m.second), X, y, 330, 'second_location');
  s.field('Seasonal notes', m.seasonal, X + 338, y, 202, 'seasonal_note'); y += 30;
  lease(s, m, X, y, W); y += 22;
  s.bar('3. FUNDING REQUEST', X, y, W, navy); y += 17;
  s.field('Amount Requested', money(m.requested), X, y, 120, A('requested_amount', m.requested));
  s.field('Use of Funds', m.useOfFunds, X + 128, y, 200, 'use_of_funds');
  s.field('Avg. Monthly Gross Sales', money(m.monthlySales), X + 336, y, 204, 'monthly_sales'); y += 26;
  s.text('Existing advances / loans (list all open positions):', X, y, 7, { bold: true }); y += 9;
  y = existingAdvances(s, m, X, y, W) + 6;
  s.bar('4. OWNER / OFFICER INFORMATION (all owners of 20% or more; list spouses who co-own separately)', X, y, W, navy); y += 15;
  const cols: [string, number][] = [['Full Name', 120], ['Title', 62], ['Own %', 34], ['SSN', 70], ['DOB', 56], ['Home Address', 162], ['FICO', 36]];
  let hx = X;
  for (const [h, w] of cols) { s.text(h, hx + 2, y + 2, 6.5, { bold: true }); hx += w; }
  s.rect(X, y, W, 11 + 3 * 16, '#777');
  for (let i = 0; i < 3; i++) {
    const ry = y + 11 + i * 16;
    s.line(X, ry, X + W, ry, '#aaa');
    const o = m.owners[i];
    if (!o) continue;
    const vals: [string | null, ReturnType<typeof A> | string][] = [[fullName(o), nameFields(i, o)], [o.title, P(i, { role: o.title })],
      [pct(o), P(i, { ownership: o.pct })], [ssnText(o), ssnFields(i, o)], [o.dob ? mdy(o.dob) : null, P(i, { date_of_birth: o.dob })],
      [`${o.home.street}, ${o.home.city} ${o.home.state}`, `owner_home_${i}`], [o.credit ? String(o.credit) : null, P(i, { credit_score: o.credit })]];
    let vx = X;
    vals.forEach(([v, f], k) => { if (v) s.value(v, vx + 2, ry + 4, cols[k]![1] - 4, f); vx += cols[k]![1]; });
  }
  y += 11 + 3 * 16 + 6;
  s.bar('5. BANK & BROKER', X, y, W, navy); y += 17;
  bankBlock(s, m, X, y, W); y += 24;
  s.field('ISO / Sales Rep', m.iso.name, X, y, 200, 'iso_rep');
  s.field('Rep Phone', m.iso.phone, X + 208, y, 120, 'iso_phone');
  s.field('ISO #', m.iso.id, X + 336, y, 80, 'iso_id'); y += 26;
  s.text(AUTH, X, y, 5.8, { width: W, color: '#333' }); y += 34;
  m.owners.slice(0, 2).forEach((o, i) => {
    const sx = X + i * 275;
    s.line(sx, y + 18, sx + 160, y + 18, '#000');
    s.signature(fullName(o), sx + 4, y);
    s.text(`Owner ${i + 1} Signature`, sx, y + 21, 6.5);
    s.line(sx + 170, y + 18, sx + 255, y + 18, '#000');
    s.text('Date', sx + 170, y + 21, 6.5);
  });
  s.text('MSMC-APP-07/24  Main Street Merchant Capital is a broker, not a lender.', X, 770, 6, { color: '#777' });
}

export function blueAwning(s: Sheet, m: Merchant): void {
  const green = '#2e6b4f', X = 30, W = 552;
  const cell = (label: string, v: string | null, x: number, y: number, w: number, f: ReturnType<typeof A> | string): void => {
    s.rect(x, y, w, 24, '#2e6b4f', 0.6);
    s.text(label.toUpperCase(), x + 3, y + 2, 5.6, { color: green, bold: true });
    if (v) s.value(v, x + 4, y + 11, w - 8, f);
  };
  // Logo: an awning over a circle.
  s.doc.circle(X + 18, 42, 16).fill(green);
  s.doc.polygon([X + 2, 36], [X + 34, 36], [X + 30, 28], [X + 6, 28]).fill('#8fd3b0');
  s.text('Blue Awning', X + 42, 26, 16, { bold: true, color: green });
  s.text('BUSINESS CAPITAL', X + 42, 44, 8, { color: '#1f4e79', bold: true });
  s.text('Revenue-Based Funding Application', X + 300, 30, 11, { bold: true, width: 252, align: 'right' });
  s.text('Restaurants | Salons | Retail | Bars', X + 300, 45, 7, { width: 252, align: 'right', color: '#555' });
  let y = 66;
  s.bar('COMPANY', X, y, W, '#1f4e79'); y += 14;
  cell('Business legal name', m.legal, X, y, 300, A('legal_name', m.legal));
  cell('Trade name / DBA', m.dbaPrinted, X + 300, y, 252, A('trade_name', m.dba)); y += 24;
  cell('Street address', m.address.street, X, y, 220, 'business_street');
  cell('City', m.address.city, X + 220, y, 130, 'business_city');
  cell('State', m.address.state, X + 350, y, 60, stateFields(m));
  cell('Zip', m.address.zip, X + 410, y, 142, 'business_zip'); y += 24;
  const plain = s.lr.chance(0.5) && m.taxIdType === 'EIN';
  cell(m.taxIdType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (SSN if sole prop.)', plain ? digits(m.taxId) : m.taxId, X, y, 130, taxFields(m));
  cell('Date established', m.startIso ? mdy(m.startIso, true) : null, X + 130, y, 90, m.startIso ? A('business_start_date', m.startIso) : 'none');
  cell('Industry / what do you sell?', m.industryText, X + 220, y, 190, A('industry', m.industryId));
  cell('Incorporated in (state)', m.stateOfInc, X + 410, y, 142, 'state_of_incorporation'); y += 24;
  cell('Phone', m.phone, X, y, 130, 'business_phone');
  cell('Email', m.email, X + 130, y, 220, 'business_email');
  cell('2nd location (address)', oneLine(m.second), X + 350, y, 202, 'second_location'); y += 28;
  s.text('Legal structure:', X, y + 1, 7.5, { bold: true });
  let cx = X + 70;
  for (const e of ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor']) cx = s.check(e, e === m.entityPrinted, cx, y, A('type_of_entity', m.entityId));
  y += 16;
  s.bar('CARD SALES, PREMISES & SEASONALITY', X, y, W, '#1f4e79'); y += 16;
  cardProcessing(s, m, X, y, W); y += 30;
  lease(s, m, X, y, W); y += 20;
  cell('Seasonality (busy / slow months)', m.seasonal, X, y, 330, 'seasonal_note');
  cell('Lease ends', m.landlord.leaseEnd, X + 330, y, 90, 'lease_end');
  cell('Employees', String(m.employees), X + 420, y, 132, 'employees'); y += 30;
  s.bar('FUNDING TERMS (as quoted by your advisor)', X, y, W, '#1f4e79'); y += 14;
  cell('Amount requested', money(m.requested), X, y, 140, A('requested_amount', m.requested));
  const terms = s.lr.chance(0.75);
  cell('Est. payment', terms ? money(m.payment!, true) : null, X + 140, y, 120, A('requested_payment', m.payment));
  cell('# of payments', terms ? String(m.nPayments) : null, X + 260, y, 90, A('number_of_payments', m.nPayments));
  s.rect(X + 350, y, 202, 24, green);
  s.text('PAYMENT SCHEDULE', X + 353, y + 2, 5.6, { color: green, bold: true });
  cx = X + 354;
  for (const f of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) cx = s.check(f, f === m.freq, cx, y + 12, A('payment_frequency', FREQ[m.freq ?? ''] ?? null)) - 4;
  y += 30;
  s.bar('OWNERS (married co-owners: each spouse completes a column)', X, y, W, '#1f4e79'); y += 14;
  const n = Math.max(2, m.owners.length), cw = W / n;
  m.owners.forEach((o, i) => {
    const ox = X + i * cw;
    cell(`Owner ${i + 1} name`, fullName(o), ox, y, cw, nameFields(i, o));
    cell('Title', o.title, ox, y + 24, cw * 0.6, P(i, { role: o.title }));
    cell('Ownership', pct(o), ox + cw * 0.6, y + 24, cw * 0.4, P(i, { ownership: o.pct }));
    cell('SSN', ssnText(o), ox, y + 48, cw * 0.55, ssnFields(i, o));
    cell('Date of birth', o.dob ? mdy(o.dob) : null, ox + cw * 0.55, y + 48, cw * 0.45, P(i, { date_of_birth: o.dob }));
    cell('Home address', `${o.home.street}, ${o.home.city}`, ox, y + 72, cw, `owner_home_${i}`);
    cell('Cell', o.cell, ox, y + 96, cw * 0.55, `owner_cell_${i}`);
    cell('Est. credit score', o.credit ? String(o.credit) : null, ox + cw * 0.55, y + 96, cw * 0.45, P(i, { credit_score: o.credit }));
  });
  y += 126;
  y = existingAdvances(s, m, X, y, W, 2) + 6;
  cell('Referred by (ISO rep)', `${m.iso.name} ${m.iso.phone}`, X, y, 276, 'iso_rep');
  cell('Trade reference', `${m.refs[0]!.name} ${m.refs[0]!.phone}`, X + 276, y, 276, 'trade_ref'); y += 28;
  s.text(AUTH, X, y, 5.6, { width: W, color: '#333' }); y += 32;
  s.line(X, y + 16, X + 200, y + 16, '#000'); s.signature(fullName(m.owners[0]!), X + 4, y);
  s.text('Authorized signature', X, y + 19, 6.5);
  s.line(X + 300, y + 16, X + 420, y + 16, '#000'); s.text('Date', X + 300, y + 19, 6.5);
  s.text('BABC-0923 rev. 3', X, 775, 5.5, { color: '#888' });
}
