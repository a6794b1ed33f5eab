// Coastal Bridge Advance (Canva one-pager, primary owner on page 1, an owner continuation sheet) and Atlas Summit
// Funding (a funder's formal form, ownership on a separate Schedule A with split name columns).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './draw.ts';
import type { Merchant } from './model.ts';
import { bankBlock, bp, creditP, dobP, firstOnly, fmtDate, fmtMoney, FREQ_LABEL, lastOnly, ownerName, ownerRows, ownerTax, pct, PLAIN_FINE, roleP, signature } from './parts.ts';

export function coastalBridge(c: Canvas, m: Merchant, r: Rng): void {
  const teal = '#0f766e', X = 40, W = 532;
  c.newPage();
  c.rect(0, 0, 612, 88, { fill: teal });
  c.doc.save().circle(560, 20, 60).fill('#14b8a6').restore();
  c.text('coastal bridge', X, 26, { size: 24, font: 'Helvetica-Bold', color: '#fff' });
  c.text('ADVANCE  ·  Fast working capital for Main Street businesses', X, 56, { size: 9, color: '#ccfbf1' });
  c.text('Quick Application', 430, 60, { size: 12, font: 'Helvetica-Bold', color: '#fff' });
  let y = 104;
  const box = (label: string, v: string | null, x: number, w: number, who: Parameters<Canvas['field']>[5]): void =>
    c.field(label, v, x, y, w, who, { pos: 'inside', h: 18 });
  c.text('ABOUT YOUR BUSINESS', X, y, { size: 9, font: 'Helvetica-Bold', color: teal }); y += 14;
  box('Business Legal Name', m.legal, X, 300, bp(m, 'legal')); box('Doing Business As', m.dba ?? m.dbaFiller, X + 306, 226, m.dba ? bp(m, 'dba') : 'dba_filler'); y += 28;
  box('Federal Tax ID (EIN)', m.taxPrinted.replace('-', ''), X, 140, bp(m, 'tax')); box('Legal Entity', m.entityText, X + 146, 110, bp(m, 'entity'));
  box('Business Start Date', fmtDate(m.start, 'long'), X + 262, 130, bp(m, 'start')); box('Industry', m.industryText, X + 398, 134, bp(m, 'industry')); y += 28;
  box('Business Address', `${m.street}, ${m.city}`, X, 300, 'business_street'); box('State', m.state, X + 306, 60, bp(m, 'state'));
  box('Zip', m.zip, X + 372, 60, 'business_zip'); box('Phone', m.phone, X + 438, 94, 'business_phone'); y += 34;
  c.text('WHAT YOU NEED', X, y, { size: 9, font: 'Helvetica-Bold', color: teal }); y += 14;
  box('Funding Amount Needed', fmtMoney(m.requested, 'dollar'), X, 160, bp(m, 'amount')); box('Use of Funds', m.use, X + 166, 200, 'use_of_funds');
  box('Monthly Gross Sales', fmtMoney(m.monthlySales, 'dollar'), X + 372, 160, 'monthly_sales'); y += 34;
  c.text('PRIMARY OWNER', X, y, { size: 9, font: 'Helvetica-Bold', color: teal }); y += 14;
  const p0 = m.persons[0]!;
  const [n0, np0] = ownerName(p0, 0, r.pick(['FL', 'FML'] as const));
  box('Full Name', n0, X, 200, np0); box('Title', p0.title, X + 206, 110, roleP(p0, 0));
  const [pt0, pp0] = pct(p0, 0, 'pct'); box('% Ownership', pt0, X + 322, 70, pp0);
  const [t0, tp0] = ownerTax(p0, 0, 'X'); box('SS#', t0, X + 398, 134, tp0); y += 28;
  box('Date of Birth', fmtDate(p0.dob, 'mdy'), X, 110, dobP(p0, 0)); box('FICO (approx.)', p0.credit === null ? null : String(p0.credit), X + 116, 80, creditP(p0, 0));
  box('Home Address', `${p0.home}, ${p0.homeCity}`, X + 202, 200, 'home_address'); box('Mobile', p0.cell, X + 408, 124, 'owner_cell'); y += 30;
  c.text(m.persons.length > 1 || m.entityOwner ? 'More owners: see the Owner Continuation Sheet (page 2).' : 'Other owners with 20% or more? Complete the Owner Continuation Sheet.', X, y, { size: 7.5, font: 'Helvetica-Oblique' }); y += 16;
  c.text('AUTHORIZED CONTACT (if not an owner)', X, y, { size: 9, font: 'Helvetica-Bold', color: teal }); y += 14;
  box('Name', m.officer ? `${m.officer.first} ${m.officer.last}` : null, X, 200, 'officer_name'); box('Role', m.officer?.title ?? null, X + 206, 150, 'officer_title');
  box('Phone', m.officer?.phone ?? null, X + 362, 170, 'officer_phone'); y += 34;
  c.text('OPEN ADVANCES', X, y, { size: 9, font: 'Helvetica-Bold', color: teal }); y += 14;
  const adv = m.advances[0];
  box('Funder', adv?.funder ?? null, X, 200, 'advance_funder'); box('Balance', adv ? fmtMoney(adv.balance, 'dollar') : null, X + 206, 150, 'advance_balance');
  box('Payment', adv ? fmtMoney(adv.payment, 'dollar') : null, X + 362, 170, 'advance_payment'); y += 34;
  c.text(PLAIN_FINE.replace('{B}', 'Coastal Bridge Advance LLC'), X, y, { size: 6.3, width: W, align: 'justify', color: '#333' }); y += 56;
  signature(c, X, y, 240, r, 'Owner Signature'); c.text('Date', X + 300, y + 4, { size: 6.5 }); c.line(X + 300, y + 2, X + 420, y + 2);
  c.rect(430, 712, 142, 44, { stroke: teal }); c.text('OFFICE USE ONLY', 436, 716, { size: 6.5, font: 'Helvetica-Bold', color: teal });
  c.text('Rep:', 436, 730, { size: 6.5 }); c.val(m.iso, 456, 726, 114, 12, 'iso_rep', { size: 7 });
  c.newPage();
  c.rect(0, 0, 612, 50, { fill: teal });
  c.text('OWNER CONTINUATION SHEET', X, 18, { size: 14, font: 'Helvetica-Bold', color: '#fff' });
  c.text(`Applicant business: see page 1  ·  list every additional owner of 20%+ (people, companies or trusts)`, X, 36, { size: 7.5, color: '#ccfbf1' });
  y = 72;
  const cols: [string, number][] = [['#', 20], ['Full Name (Last, First)', 150], ['Title', 90], ['% Owned', 52], ['SS# / EIN', 90], ['DOB', 64], ['FICO', 36]];
  let x = X;
  for (const [h, w] of cols) { c.rect(x, y, w, 16, { fill: '#ccfbf1', stroke: teal }); c.text(h, x + 3, y + 5, { size: 7, font: 'Helvetica-Bold' }); x += w; }
  y += 16;
  const rows = ownerRows(m).slice(1);
  const xs = cols.reduce<number[]>((a, [, w]) => [...a, a[a.length - 1]! + w], [X]);
  for (let k = 0; k < Math.max(4, rows.length); k++) {
    x = X;
    for (const [, w] of cols) { c.rect(x, y, w, 22, { stroke: '#99c' }); x += w; }
    c.text(String(k + 2), X + 6, y + 7, { size: 8 });
    const row = rows[k];
    if (row?.person) {
      const p = row.person, i = row.i;
      const [n, np] = ownerName(p, i, r.pick(['LF', 'LFM'] as const)); c.val(n, xs[1]!, y, 150, 22, np);
      c.val(p.title, xs[2]!, y, 90, 22, roleP(p, i));
      const [pt, pp] = pct(p, i, 'dec'); c.val(pt, xs[3]!, y, 52, 22, pp);
      const [t, tp] = ownerTax(p, i, 'X'); c.val(t, xs[4]!, y, 90, 22, tp);
      c.val(fmtDate(p.dob, 'mdy'), xs[5]!, y, 64, 22, dobP(p, i));
      c.val(p.credit === null ? null : String(p.credit), xs[6]!, y, 36, 22, creditP(p, i));
    } else if (row && m.entityOwner) {
      c.val(m.entityOwner.name, xs[1]!, y, 150, 22, 'entity_owner'); c.val(m.entityOwner.title, xs[2]!, y, 90, 22, 'entity_owner_title');
      c.val(`${m.entityOwner.pct}%`, xs[3]!, y, 52, 22, 'entity_owner_pct'); c.val(m.entityOwner.taxId, xs[4]!, y, 90, 22, 'entity_owner_ein');
    }
    y += 22;
  }
  y += 20;
  c.text('Each owner listed above must sign below and authorizes Coastal Bridge Advance to obtain credit reports.', X, y, { size: 7.5 }); y += 40;
  for (let k = 1; k < Math.min(4, m.persons.length); k++) signature(c, X + (k - 1) * 180, y, 160, r, `Owner ${k + 1} Signature`);
  c.text('Coastal Bridge Advance LLC  ·  1200 Brickell Ave, Miami, FL 33131  ·  Page 2', X, 764, { size: 6.5, color: '#666' });
}

export function atlasSummit(c: Canvas, m: Merchant, r: Rng): void {
  const X = 50, W = 512, dark = '#2d2d2d';
  c.valueFont = 'Courier-Bold';
  c.newPage();
  c.text('ATLAS SUMMIT FUNDING, LLC', X, 36, { size: 16, font: 'Times-Bold' });
  c.text('Revenue-Based Financing  |  Purchase of Future Receivables  |  Application No. ______', X, 56, { size: 8, font: 'Times-Italic' });
  c.rect(430, 30, 132, 36, { stroke: dark }); c.text('FOR FUNDER USE', 436, 34, { size: 6.5, font: 'Helvetica-Bold' }); c.text('Deal ID:            UW:', 436, 48, { size: 6.5 });
  let y = 80;
  c.bar('SECTION 1 - THE BUSINESS', X, y, W, '#e7e6e6', '#000'); y += 22;
  c.field('Business Legal Name', m.legal, X, y, W, bp(m, 'legal'), { lw: 110 }); y += 18;
  c.field('Trade Name (DBA)', m.dba ?? m.dbaFiller, X, y, W, m.dba ? bp(m, 'dba') : 'dba_filler', { lw: 110 }); y += 18;
  c.field('Tax ID (EIN)', m.taxPrinted, X, y, 250, bp(m, 'tax'), { lw: 110 });
  c.field('Date Business Established', fmtDate(m.start, 'dmon'), X + 262, y, 250, bp(m, 'start'), { lw: 110 }); y += 18;
  c.field('Legal Structure', m.entityText === 'Corp' ? 'Corp.' : m.entityText, X, y, 250, bp(m, 'entity'), { lw: 110 });
  c.field('State of Formation', m.incState, X + 262, y, 250, 'state_of_incorporation', { lw: 110 }); y += 18;
  c.field('Nature of Business', m.industryText, X, y, W, bp(m, 'industry'), { lw: 110 }); y += 18;
  c.field('Business Location', `${m.street}, ${m.city}`, X, y, 330, 'business_street', { lw: 110 });
  c.field('State', m.stateName, X + 336, y, 110, bp(m, 'state'), { lw: 26 });
  c.field('ZIP', m.zip, X + 452, y, 60, 'business_zip', { lw: 18 }); y += 24;
  c.bar('SECTION 2 - REQUESTED TERMS', X, y, W, '#e7e6e6', '#000'); y += 22;
  c.field('Requested Advance', fmtMoney(m.requested, 'cents'), X, y, 250, bp(m, 'amount'), { lw: 110 });
  c.field('Proposed Remittance', m.payment === null ? null : fmtMoney(m.payment, 'cents'), X + 262, y, 250, bp(m, 'payment'), { lw: 110 }); y += 18;
  c.field('Number of Remittances', m.nPayments === null ? null : String(m.nPayments), X, y, 250, bp(m, 'count'), { lw: 110 });
  c.field('Remittance Frequency', m.freq === null ? null : FREQ_LABEL[m.freq]!, X + 262, y, 250, bp(m, 'freq'), { lw: 110 }); y += 24;
  c.bar('SECTION 3 - EXISTING OBLIGATIONS & BANKING', X, y, W, '#e7e6e6', '#000'); y += 28;
  bankBlock(c, m, X, y, W, false); y += 24;
  c.field('Existing funder', m.advances[0]?.funder ?? null, X, y, 250, 'advance_funder', { lw: 110 });
  c.field('Approx. balance', m.advances[0] ? fmtMoney(m.advances[0].balance, 'dollar') : null, X + 262, y, 250, 'advance_balance', { lw: 110 }); y += 18;
  c.field('Landlord', m.landlord, X, y, 250, 'landlord', { lw: 110 });
  c.field('Landlord phone', m.landlordPhone, X + 262, y, 250, 'landlord_phone', { lw: 110 }); y += 26;
  c.text('Ownership and management are disclosed on Schedule A (page 2), which forms part of this application.', X, y, { size: 8, font: 'Times-Italic' });
  c.text('Submitted by ISO:', X, 740, { size: 7 }); c.val(m.iso, X + 64, 736, 160, 13, 'iso_rep', { size: 8 });
  c.text('ASF-APP-2026.1  Page 1 of 2', 480, 764, { size: 6.5 });
  c.newPage();
  y = 40;
  c.text('SCHEDULE A - OWNERSHIP & MANAGEMENT', X, y, { size: 13, font: 'Times-Bold' }); y += 18;
  c.text('Part I. Beneficial owners (each individual or entity owning 20% or more, directly or indirectly)', X, y, { size: 8, font: 'Times-Italic' }); y += 14;
  const cols: [string, number][] = [['First', 70], ['MI', 20], ['Last', 90], ['Title', 80], ['Ownership', 52], ['SSN / ITIN', 78], ['Date of Birth', 62], ['FICO', 30]];
  const xs = cols.reduce<number[]>((a, [, w]) => [...a, a[a.length - 1]! + w], [X]);
  cols.forEach(([h, w], k) => { c.rect(xs[k]!, y, w, 14, { fill: '#f2f2f2', stroke: dark }); c.text(h, xs[k]! + 2, y + 4, { size: 6.8, font: 'Helvetica-Bold' }); });
  y += 14;
  const rows = ownerRows(m);
  for (let k = 0; k < Math.max(5, rows.length); k++) {
    cols.forEach(([, w], j) => c.rect(xs[j]!, y, w, 20, { stroke: dark }));
    const row = rows[k];
    if (row?.person) {
      const p = row.person, i = row.i;
      c.val(p.first, xs[0]!, y, 70, 20, firstOnly(p, i)); c.val(p.middle, xs[1]!, y, 20, 20, 'middle_initial'); c.val(p.last, xs[2]!, y, 90, 20, lastOnly(p, i));
      c.val(p.title, xs[3]!, y, 80, 20, roleP(p, i));
      const [pt, pp] = pct(p, i, 'dec'); c.val(pt, xs[4]!, y, 52, 20, pp);
      const [t, tp] = ownerTax(p, i, r.pick(['X', '*'] as const)); c.val(t, xs[5]!, y, 78, 20, tp);
      c.val(fmtDate(p.dob, 'mdy'), xs[6]!, y, 62, 20, dobP(p, i)); c.val(p.credit === null ? null : String(p.credit), xs[7]!, y, 30, 20, creditP(p, i));
    } else if (row && m.entityOwner) {
      c.val(`${m.entityOwner.name} (entity)`, xs[0]!, y, 180, 20, 'entity_owner'); c.val(m.entityOwner.title, xs[3]!, y, 80, 20, 'entity_owner_title');
      c.val(`${m.entityOwner.pct}%`, xs[4]!, y, 52, 20, 'entity_owner_pct'); c.val(m.entityOwner.taxId, xs[5]!, y, 78, 20, 'entity_owner_ein');
    }
    y += 20;
  }
  y += 16;
  c.text('Part II. Control persons who are not owners (officers, managers)', X, y, { size: 8, font: 'Times-Italic' }); y += 14;
  c.field('Name', m.officer ? `${m.officer.first} ${m.officer.last}` : null, X, y, 200, 'officer_name', { lw: 30 });
  c.field('Title', m.officer?.title ?? null, X + 206, y, 150, 'officer_title', { lw: 26 });
  c.field('Phone', m.officer?.phone ?? null, X + 362, y, 150, 'officer_phone', { lw: 28 }); y += 30;
  c.text(PLAIN_FINE.replace('{B}', 'Atlas Summit Funding, LLC'), X, y, { size: 7, font: 'Times-Roman', width: W, align: 'justify' }); y += 60;
  for (let k = 0; k < Math.min(4, m.persons.length); k++) signature(c, X + (k % 2) * 260, y + Math.floor(k / 2) * 40, 220, r, `Owner ${k + 1} - Signature / Date`);
  c.text('ASF-APP-2026.1  Schedule A  Page 2 of 2', 440, 764, { size: 6.5 });
}
