// Set 59 layouts 1-4: a broker's cover sheet, a deal-summary grid, a funder's portal printed to PDF, a key/value sheet.
import { dec, notes, ownersTable, positions, put, type Ctx, type V } from './parts.ts';

/** Label left, value on a rule to its right. */
function row(c: Ctx, key: string, label: string, v: V, x: number, y: number, lw: number, w: number): void {
  c.s.label(label, x, y + 1, { size: 8 });
  c.s.hline(x + lw, y + 10, w - lw, '#777');
  put(c, key, v, x + lw + 2, y, w - lw - 4);
}

/** 1. Keystone: the classic ISO cover sheet. ISO block on top, merchant below, labels left of ruled lines. */
export function keystone(c: Ctx): void {
  const { s, d, iso } = c;
  s.label('KEYSTONE MERCHANT ADVISORS', 36, 30, { bold: true, size: 15, color: '#0b3d2e' });
  s.label('Deal Submission Form  -  send with 4 months bank statements', 36, 48, { size: 8.5 });
  s.label('Submitted to:', 380, 32, { size: 8 }); s.value('funder_name', iso.funder, 440, 31, 136, 'decoy', 8.5);
  s.label('Attn:', 380, 46, { size: 8 }); s.value('funder_attn', iso.funderRep, 440, 45, 136, 'decoy', 8.5);
  s.band('ISO / BROKER INFORMATION', 36, 64, 540, 13, '#0b3d2e');
  let y = 84;
  row(c, 'iso_company', 'ISO Company', dec(iso.company), 36, y, 70, 260); row(c, 'iso_id', 'ISO ID #', dec(iso.isoId), 310, y, 60, 266); y += 16;
  row(c, 'iso_ein', 'ISO Tax ID', dec(iso.ein), 36, y, 70, 260); row(c, 'iso_points', 'Commission', dec(iso.points), 310, y, 60, 266); y += 16;
  row(c, 'iso_address', 'ISO Address', dec(`${iso.street}, ${iso.city}, ${iso.state} ${iso.zip}`), 36, y, 70, 540); y += 16;
  row(c, 'iso_rep', 'Rep Name', dec(iso.rep), 36, y, 70, 180); row(c, 'iso_rep_email', 'Email', dec(iso.repEmail), 226, y, 34, 200); row(c, 'iso_rep_phone', 'Phone', dec(iso.repPhone), 436, y, 34, 140); y += 22;
  s.band('MERCHANT INFORMATION', 36, y, 540, 13, '#0b3d2e'); y += 20;
  row(c, 'legal_name', 'Legal Name', d.legal, 36, y, 80, 540); y += 16;
  row(c, 'dba', 'DBA', d.dba, 36, y, 80, 300); row(c, 'entity', 'Entity', d.entity, 346, y, 50, 230); y += 16;
  row(c, 'tax_id', c.m.taxType === 'EIN' ? 'Federal Tax ID' : 'Tax ID (EIN/SSN)', d.tax, 36, y, 80, 300); row(c, 'state_inc', 'State of Inc.', d.inc, 346, y, 60, 230); y += 16;
  row(c, 'address', 'Address', d.street, 36, y, 80, 300); row(c, 'city_state_zip', 'City/St/Zip', d.csz, 346, y, 60, 230); y += 16;
  row(c, 'phone', 'Business Phone', d.phone, 36, y, 80, 300); row(c, 'email', 'Email', d.email, 346, y, 60, 230); y += 16;
  row(c, 'industry', 'Industry', d.industry, 36, y, 80, 300); row(c, 'start_date', 'Start Date', d.start, 346, y, 60, 230); y += 22;
  s.band('FUNDING REQUEST', 36, y, 540, 13, '#0b3d2e'); y += 20;
  row(c, 'amount', 'Requested Amt', d.amount, 36, y, 80, 170); row(c, 'payment', 'Payment', d.payment, 216, y, 50, 170); row(c, 'frequency', 'Frequency', d.freq, 396, y, 60, 180); y += 16;
  row(c, 'term', 'Term (# pmts)', d.nPay, 36, y, 80, 170); row(c, 'monthly', 'Avg Monthly Rev.', d.monthly, 216, y, 80, 170); y += 22;
  s.band('OWNERS / GUARANTORS', 36, y, 540, 13, '#0b3d2e'); y += 18;
  y = ownersTable(c, 36, y, 540);
  y = positions(c, 36, y + 4, 540);
  y = notes(c, 36, y + 2, 540);
  s.label(`Bank: ${c.m.bank}`, 36, y + 4, { size: 7.5 });
  s.label('Routing', 200, y + 4, { size: 7.5 }); s.value('bank_routing', c.m.routing, 235, y + 3, 90, 'decoy', 8);
  s.label('Account', 340, y + 4, { size: 7.5 }); s.value('bank_account', c.m.account, 375, y + 3, 120, 'decoy', 8);
  s.label('ISO certifies that the merchant signed the attached application. Keystone Merchant Advisors - ISO agreement on file.', 36, 750, { size: 6.5, color: '#444' });
}

/** A captioned box: caption inside at top-left, value below it. */
function box(c: Ctx, key: string, cap: string, v: V, x: number, y: number, w: number, h = 24): void {
  c.s.rect(x, y, w, h); c.s.label(cap, x + 2, y + 2, { size: 6, color: '#333' }); put(c, key, v, x + 3, y + 11, w - 6, 8.5);
}

/** 2. Harborline: a deal-summary grid, the merchant's and the ISO's values side by side in similar boxes. */
export function harborline(c: Ctx): void {
  const { s, d, iso, m } = c;
  s.label('Harborline Capital Partners', 36, 28, { bold: true, size: 14, color: '#124e78' });
  s.label('DEAL SUMMARY  |  ISO SUBMISSION', 36, 46, { size: 9, bold: true });
  s.label('Funder:', 400, 32, { size: 8 }); s.value('funder', iso.funder, 432, 31, 144, 'decoy', 8);
  const L = 36, R = 312, W = 264;
  s.band('MERCHANT', L, 62, W, 12, '#124e78'); s.band('SUBMITTING ISO', R, 62, W, 12, '#124e78');
  let y = 76;
  const pair = (ka: string, ca: string, va: V, kb: string, cb: string, vb: V) => { box(c, ka, ca, va, L, y, W); box(c, kb, cb, vb, R, y, W); y += 24; };
  pair('legal_name', 'Business Legal Name', d.legal, 'iso_name', 'ISO Legal Name', dec(iso.company));
  pair('dba', 'DBA', d.dba, 'iso_id', 'ISO ID Number', dec(iso.isoId));
  pair('tax_id', 'Tax ID', d.tax, 'iso_tax_id', 'Tax ID', dec(iso.ein));
  pair('address', 'Street Address', d.street, 'iso_address', 'Street Address', dec(iso.street));
  pair('city_state_zip', 'City, State, Zip', d.csz, 'iso_csz', 'City, State, Zip', dec(`${iso.city}, ${iso.state} ${iso.zip}`));
  pair('phone', 'Phone', d.phone, 'iso_phone', 'Phone', dec(iso.repPhone));
  pair('email', 'Email', d.email, 'iso_email', 'Email', dec(iso.repEmail));
  pair('entity', 'Entity Type', d.entity, 'iso_contact', 'Contact', dec(iso.rep));
  pair('start_date', 'Date Business Started', d.start, 'iso_points', 'Points', dec(iso.points));
  y += 8;
  s.band('DEAL', L, y, 540, 12, '#124e78'); y += 14;
  const q = 540 / 4;
  box(c, 'amount', 'Amount Requested', d.amount, L, y, q); box(c, 'payment', 'Payment', d.payment, L + q, y, q);
  box(c, 'num_payments', '# of Payments', d.nPay, L + 2 * q, y, q); box(c, 'frequency', 'Frequency', d.freq, L + 3 * q, y, q); y += 24;
  box(c, 'industry', 'Industry / Type of Business', d.industry, L, y, 2 * q); box(c, 'monthly', 'Avg. Monthly Deposits', d.monthly, L + 2 * q, y, q);
  box(c, 'state_inc', 'State of Incorporation', d.inc, L + 3 * q, y, q); y += 32;
  s.band('PRINCIPALS', L, y, 540, 12, '#124e78'); y += 14;
  y = ownersTable(c, L, y, 540, true);
  y = positions(c, L, y + 2, 540, 'POSITIONS');
  y = notes(c, L, y, 540, 'NOTES');
  s.label(`Deposit acct on file: ${m.bank}`, L, y + 2, { size: 7.5 }); s.value('bank_account', `****${m.account.slice(-4)}`, L + 150, y + 1, 90, 'decoy', 8);
}

/** 3. Bluepeak: a funder's online submission printed from the browser; labels above inputs, radio rows, two pages. */
export function bluepeak(c: Ctx): void {
  const { s, d, iso, m } = c;
  const chrome = (p: number) => {
    s.label('10/14/25, 3:42 PM', 20, 12, { size: 7 }); s.label('Bluepeak Funding - Partner Portal - New Submission', 220, 12, { size: 7 });
    s.label(`https://partners.bluepeakfunding.com/submissions/new?step=review`, 20, 772, { size: 7 }); s.label(`${p}/2`, 570, 772, { size: 7 });
  };
  chrome(1);
  s.rect(20, 26, 572, 30, '#0f2742'); s.label('BLUEPEAK FUNDING', 34, 36, { bold: true, size: 13, color: '#fff' }); s.label('Partner Portal', 500, 38, { size: 9, color: '#cde' });
  s.label('Review your submission', 34, 66, { bold: true, size: 12 });
  let y = 88;
  const field = (key: string, lab: string, v: V, x: number, w: number) => {
    s.label(lab, x, y, { size: 7.5, bold: true, color: '#334' });
    s.doc.roundedRect(x, y + 10, w, 17, 3).lineWidth(0.6).stroke('#8899aa');
    put(c, key, v, x + 5, y + 14, w - 10, 9);
  };
  const sect = (t: string) => { s.label(t, 34, y, { bold: true, size: 10, color: '#0f2742' }); s.hline(34, y + 13, 544, '#8899aa'); y += 20; };
  sect('1. Partner (ISO) details');
  field('partner_company', 'Partner company', dec(iso.company), 34, 260); field('partner_id', 'Partner ID', dec(iso.isoId), 304, 120); field('partner_ein', 'Partner EIN', dec(iso.ein), 434, 144); y += 34;
  field('partner_rep', 'Sales rep', dec(iso.rep), 34, 180); field('partner_email', 'Rep email', dec(iso.repEmail), 224, 200); field('partner_phone', 'Rep phone', dec(iso.repPhone), 434, 144); y += 34;
  field('partner_points', 'Commission (points)', dec(iso.points), 34, 120); y += 40;
  sect('2. Business');
  field('legal_name', 'Legal business name', d.legal, 34, 300); field('dba', 'Doing business as', d.dba, 344, 234); y += 34;
  field('tax_id', 'Federal tax ID', d.tax, 34, 150); field('start_date', 'Business start date', d.start, 194, 130); field('industry', 'Industry', d.industry, 334, 244); y += 34;
  field('address', 'Street', d.street, 34, 250); field('city_state_zip', 'City, state, ZIP', d.csz, 294, 284); y += 34;
  field('phone', 'Business phone', d.phone, 34, 150); field('email', 'Business email', d.email, 194, 220); field('state_inc', 'State of formation', d.inc, 424, 154); y += 36;
  s.label('Entity type', 34, y, { size: 7.5, bold: true, color: '#334' }); y += 12;
  const ents: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];
  const known = ents.find(([, id]) => id === m.entityId);
  ents.forEach(([lab, id], i) => s.check(`entity_${id}`, 34 + i * 95, y, id === m.entityId, lab, { 'application.type_of_entity': id }, 9));
  s.check('entity_other', 34 + 5 * 95, y, !known, 'Other', 'ctx', 9); y += 14;
  if (!known) { s.label('Other (specify):', 34, y + 2, { size: 7.5 }); put(c, 'entity_other_text', d.entity, 100, y + 1, 150); }
  y += 24;
  sect('3. Funding request');
  field('amount', 'Requested amount', d.amount, 34, 150); field('payment', 'Proposed payment', d.payment, 194, 140); field('num_payments', 'Number of payments', d.nPay, 344, 100); y += 36;
  s.label('Payment frequency', 34, y, { size: 7.5, bold: true, color: '#334' }); y += 12;
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) => s.check(`freq_${f}`, 34 + i * 95, y, m.freq === f, ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'][i]!, { 'application.payment_frequency': f }, 9));
  s.newPage(); chrome(2); y = 36;
  sect('4. Owners');
  d.owners.forEach((o, i) => {
    s.label(`Owner ${i + 1}`, 34, y, { bold: true, size: 9 }); y += 14;
    field(`owner${i + 1}_first`, 'First name', o.first, 34, 130); field(`owner${i + 1}_last`, 'Last name', o.last, 174, 150); field(`owner${i + 1}_title`, 'Title', o.title, 334, 120); field(`owner${i + 1}_pct`, 'Ownership %', o.pct, 464, 114); y += 34;
    field(`owner${i + 1}_ssn`, 'SSN', o.tax, 34, 130); field(`owner${i + 1}_dob`, 'Date of birth', o.dob, 174, 150); field(`owner${i + 1}_fico`, 'Est. credit score', o.fico, 334, 120); y += 34;
    field(`owner${i + 1}_home`, 'Home address', o.home, 34, 420); y += 40;
  });
  sect('5. Existing balances');
  y = positions(c, 34, y, 544, 'Open advances / loans');
  sect('6. Notes for underwriting');
  notes(c, 34, y, 544, 'Partner notes');
}

/** 4. Ledgerline: a spreadsheet-like key/value sheet (column letters, row numbers, grid); ISO rows first. */
export function ledgerline(c: Ctx): void {
  const { s, d, iso } = c;
  s.label('Ledgerline Brokerage - submission.xlsx - Sheet1', 30, 14, { size: 7, color: '#555' });
  const X0 = 30, RN = 22, KA = 170, VB = 220, VC = 150, H = 14.6;
  const xs = [X0, X0 + RN, X0 + RN + KA, X0 + RN + KA + VB, X0 + RN + KA + VB + VC];
  let y = 28;
  s.rect(X0, y, xs[4]! - X0, H, '#e8e8e8');
  ['', 'A', 'B', 'C'].forEach((h, i) => s.label(h, xs[i]! + (xs[i + 1]! - xs[i]!) / 2 - 3, y + 4, { size: 7 }));
  y += H;
  let n = 1;
  const line = (key: string | null, k: string, v: V | null, note = '', bold = false) => {
    if (y > 750) { s.newPage(); s.label('Ledgerline Brokerage - submission.xlsx - Sheet1 (continued)', 30, 14, { size: 7, color: '#555' }); y = 28; }
    s.rect(X0, y, RN, H, '#f2f2f2'); s.label(String(n++), X0 + 3, y + 4, { size: 6.5, color: '#444' });
    for (let i = 1; i < 4; i++) s.rect(xs[i]!, y, xs[i + 1]! - xs[i]!, H);
    s.label(k, xs[1]! + 3, y + 4, { size: 7.5, bold });
    if (key && v) c.s.value(key, v[0], xs[2]! + 3, y + 3.5, VB - 6, v[1], 8.5);
    if (note) s.label(note, xs[3]! + 3, y + 4, { size: 6.5, color: '#555' });
    y += H;
  };
  line(null, 'ISO SUBMISSION SHEET', null, 'do not edit column A', true);
  line('iso_name', 'ISO Name', dec(iso.company)); line('iso_number', 'ISO #', dec(iso.isoId)); line('iso_ein', 'ISO EIN', dec(iso.ein));
  line('iso_addr', 'ISO Address', dec(`${iso.street}, ${iso.city}, ${iso.state}`)); line('rep_name', 'Rep', dec(iso.rep));
  line('rep_email', 'Rep Email', dec(iso.repEmail)); line('rep_phone', 'Rep Phone', dec(iso.repPhone)); line('iso_points', 'Points', dec(iso.points), 'upsell allowed');
  line('funder', 'Submitted To', dec(iso.funder));
  line(null, '', null);
  line(null, 'MERCHANT', null, '', true);
  line('legal_name', 'Legal Name', d.legal, 'as on tax return'); line('dba', 'DBA', d.dba); line('entity', 'Entity', d.entity);
  line('tax_id', 'Tax ID', d.tax); line('state_inc', 'State of Inc', d.inc); line('address', 'Address', d.street); line('city_state_zip', 'City/State/Zip', d.csz);
  line('phone', 'Phone', d.phone); line('industry', 'Industry', d.industry); line('start_date', 'Start Date', d.start); line('years', 'TIB', d.years, 'time in business');
  line('monthly', 'Avg Monthly Rev', d.monthly); line('amount', 'Requested Amount', d.amount); line('payment', 'Payment', d.payment);
  line('term', 'Term (pmts)', d.nPay); line('frequency', 'Frequency', d.freq);
  d.owners.forEach((o, i) => {
    line(null, `OWNER ${i + 1}`, null, '', true);
    line(`o${i + 1}_name`, 'Name', o.name); line(`o${i + 1}_title`, 'Title', o.title); line(`o${i + 1}_pct`, 'Ownership', o.pct);
    line(`o${i + 1}_ssn`, 'SSN', o.tax); line(`o${i + 1}_dob`, 'DOB', o.dob); line(`o${i + 1}_fico`, 'FICO', o.fico); line(`o${i + 1}_home`, 'Home Address', o.home);
  });
  c.m.positions.forEach((p, i) => { line(`pos${i + 1}`, `Position ${i + 1}`, dec(p.funder), ''); line(`pos${i + 1}_bal`, `Position ${i + 1} Balance`, dec(p.balance)); });
  line('routing', 'Routing #', dec(c.m.routing)); line('account', 'Account #', dec(c.m.account));
}
