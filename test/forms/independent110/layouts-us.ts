// US brokers' layouts: Harborline (Word form, owners table running onto page 2), Prairie Peak (Google Docs, repeated
// owner blocks), Coastal Bridge (Canva one-pager with an owner continuation sheet), Atlas Summit (funder form, Schedule A).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './draw.ts';
import type { Merchant } from './model.ts';
import { bankBlock, bp, dobP, fmtDate, fmtMoney, FREQ_LABEL, creditP, ownerName, ownerRows, ownerTax, pct, PLAIN_FINE, roleP, signature, firstOnly, lastOnly } from './parts.ts';

export function harborline(c: Canvas, m: Merchant, r: Rng): void {
  const navy = '#1f3864', W = 540, X = 36;
  c.valueFont = 'Times-Roman';
  c.newPage();
  c.rect(X, 30, 90, 34, { fill: navy });
  c.text('HARBORLINE', X + 8, 38, { size: 11, font: 'Helvetica-Bold', color: '#fff' });
  c.text('BUSINESS CAPITAL', X + 8, 51, { size: 7, color: '#cfd8ea' });
  c.text('MERCHANT FUNDING APPLICATION', 200, 36, { size: 15, font: 'Times-Bold' });
  c.text('45 Broad Street, 19th Fl, New York, NY 10004  |  (212) 555-0199  |  submissions@harborlinebc.com', 200, 56, { size: 7 });
  let y = 76;
  c.bar('BUSINESS INFORMATION', X, y, W, navy); y += 20;
  c.field('Legal/Corporate Name:', m.legal, X, y, 330, bp(m, 'legal'), { lw: 92 });
  c.field('Fed Tax ID:', m.taxPrinted, X + 340, y, 200, bp(m, 'tax'), { lw: 50 }); y += 19;
  c.field('DBA:', m.dba ?? m.dbaFiller, X, y, 330, m.dba ? bp(m, 'dba') : 'dba_filler', { lw: 92 });
  c.field('Date Business Started:', fmtDate(m.start, 'mdy'), X + 340, y, 200, bp(m, 'start'), { lw: 92 }); y += 19;
  c.field('Physical Address:', m.street, X, y, 250, 'business_street', { lw: 72 });
  c.field('City:', m.city, X + 256, y, 120, 'business_city', { lw: 22 });
  c.field('State:', m.state, X + 382, y, 66, bp(m, 'state'), { lw: 26 });
  c.field('Zip:', m.zip, X + 454, y, 86, 'business_zip', { lw: 18 }); y += 19;
  c.field('Business Phone:', m.phone, X, y, 180, 'business_phone', { lw: 66 });
  c.field('Email:', m.email, X + 186, y, 200, 'business_email', { lw: 28 });
  c.field('Website:', m.website, X + 392, y, 148, 'website', { lw: 36 }); y += 19;
  c.field('Type of Business:', m.industryText, X, y, 260, bp(m, 'industry'), { lw: 72 });
  c.field('State of Inc.:', m.incState, X + 266, y, 140, 'state_of_incorporation', { lw: 54 });
  c.field('# Employees:', String(m.employees), X + 412, y, 128, 'employees', { lw: 56 }); y += 21;
  c.text('Entity Type:', X, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  let cx = X + 60;
  const ent = m.entityText === 'Corp' ? 'Corporation' : m.entityText;
  for (const o of ['Corporation', 'S Corp', 'LLC', 'Partnership', 'LP', 'PLLC', 'Sole Prop']) cx = c.check(o, cx, y, o === ent, o === ent ? bp(m, 'entity') : null);
  y += 18;
  c.bar('FUNDING REQUEST', X, y, W, navy); y += 20;
  c.field('Amount Requested:', fmtMoney(m.requested, 'dollar'), X, y, 200, bp(m, 'amount'), { lw: 78 });
  c.field('Use of Funds:', m.use, X + 206, y, 190, 'use_of_funds', { lw: 56 });
  c.field('Avg Monthly Sales:', fmtMoney(m.monthlySales, 'dollar'), X + 402, y, 138, 'monthly_sales', { lw: 72 }); y += 24;
  c.bar('OWNER / OFFICER INFORMATION  (all owners of 20% or more)', X, y, W, navy); y += 16;
  const cols: [string, number][] = [['Owner Name', 140], ['Title', 90], ['Own %', 45], ['SS#', 85], ['DOB', 70], ['Cell Phone', 110]];
  const rows = ownerRows(m);
  const fmt = r.pick(['FL', 'FML'] as const);
  const table = (list: typeof rows, y0: number): number => {
    let x = X;
    for (const [h, w] of cols) { c.rect(x, y0, w, 13, { fill: '#d9e1f2', stroke: '#777' }); c.text(h, x + 3, y0 + 3.5, { size: 7, font: 'Helvetica-Bold' }); x += w; }
    let yy = y0 + 13;
    for (const row of list) {
      x = X;
      for (const [, w] of cols) { c.rect(x, yy, w, 17, { stroke: '#999' }); x += w; }
      const xs = cols.reduce<number[]>((a, [, w]) => [...a, a[a.length - 1]! + w], [X]);
      if (row.person) {
        const p = row.person, i = row.i;
        const [n, np] = ownerName(p, i, fmt); c.val(n, xs[0]!, yy, 140, 17, np);
        c.val(p.title, xs[1]!, yy, 90, 17, roleP(p, i));
        const [pt, pp] = pct(p, i, 'pct'); c.val(pt, xs[2]!, yy, 45, 17, pp);
        const [t, tp] = ownerTax(p, i, 'X'); c.val(t, xs[3]!, yy, 85, 17, tp);
        c.val(fmtDate(p.dob, 'mdy'), xs[4]!, yy, 70, 17, dobP(p, i));
        c.val(p.cell, xs[5]!, yy, 110, 17, 'owner_cell');
      } else if (m.entityOwner) {
        c.val(m.entityOwner.name, xs[0]!, yy, 140, 17, 'entity_owner');
        c.val(m.entityOwner.title, xs[1]!, yy, 90, 17, 'entity_owner_title');
        c.val(`${m.entityOwner.pct}%`, xs[2]!, yy, 45, 17, 'entity_owner_pct');
        c.val(m.entityOwner.taxId, xs[3]!, yy, 85, 17, 'entity_owner_ein');
      }
      yy += 17;
    }
    return yy;
  };
  const first = rows.slice(0, 2), rest = rows.slice(2);
  y = table(first, y) + 4;
  c.text(rest.length ? '>> Additional owners continued on Page 2 <<' : 'Additional owners? List on Page 2.', X, y, { size: 7, font: 'Helvetica-Oblique' }); y += 14;
  if (m.officer) {
    c.text('Non-owner officer / manager authorized to discuss this application:', X, y, { size: 7.5, font: 'Helvetica-Bold' }); y += 11;
    c.field('Name:', `${m.officer.first} ${m.officer.last}`, X, y, 200, 'officer_name', { lw: 28 });
    c.field('Title:', m.officer.title, X + 206, y, 160, 'officer_title', { lw: 26 });
    c.field('Phone:', m.officer.phone, X + 372, y, 168, 'officer_phone', { lw: 30 }); y += 22;
  }
  c.bar('LANDLORD / MORTGAGE', X, y, W, navy); y += 20;
  c.field('Landlord Name:', m.landlord, X, y, 300, 'landlord', { lw: 64 });
  c.field('Landlord Phone:', m.landlordPhone, X + 306, y, 234, 'landlord_phone', { lw: 64 });
  c.text('Harborline Business Capital  |  ISO Form HBC-APP 03/2026  |  Page 1 of 2', X, 760, { size: 6.5, color: '#666' });
  c.newPage();
  y = 40;
  c.bar('ADDITIONAL OWNERS (continued from Page 1)', X, y, W, navy); y += 16;
  y = table(rest.length ? rest : [], y);
  if (!rest.length) for (let k = 0; k < 2; k++) { let x = X; for (const [, w] of cols) { c.rect(x, y, w, 17, { stroke: '#999' }); x += w; } y += 17; }
  y += 12;
  c.bar('BANK INFORMATION', X, y, W, navy); y += 24;
  bankBlock(c, m, X, y, W, false); y += 26;
  c.bar('CURRENT ADVANCES / LOANS', X, y, W, navy); y += 20;
  const adv = m.advances[0];
  c.field('Funder:', adv?.funder ?? null, X, y, 200, 'advance_funder', { lw: 34 });
  c.field('Balance:', adv ? fmtMoney(adv.balance, 'dollar') : null, X + 206, y, 160, 'advance_balance', { lw: 36 });
  c.field('Daily Pmt:', adv ? fmtMoney(adv.payment, 'dollar') : null, X + 372, y, 168, 'advance_payment', { lw: 42 }); y += 28;
  c.text(PLAIN_FINE.replace('{B}', 'Harborline Business Capital'), X, y, { size: 6.5, width: W, align: 'justify' }); y += 52;
  for (let k = 0; k < Math.min(2, m.persons.length); k++) { signature(c, X + k * 280, y, 240, r, `Owner ${k + 1} Signature`); }
  c.text('ISO Rep:', X, y + 30, { size: 7.5, font: 'Helvetica-Bold' });
  c.val(m.iso, X + 40, y + 26, 150, 14, 'iso_rep');
  c.text('Harborline Business Capital  |  ISO Form HBC-APP 03/2026  |  Page 2 of 2', X, 760, { size: 6.5, color: '#666' });
}

export function prairiePeak(c: Canvas, m: Merchant, r: Rng): void {
  const X = 54, W = 504;
  c.valueFont = 'Courier';
  c.newPage();
  c.text('Prairie Peak Funding Group', X, 40, { size: 18, font: 'Helvetica-Bold', color: '#7a4b00' });
  c.text('Business Funding Application  ·  Austin, TX  ·  apps@prairiepeakfunding.com', X, 62, { size: 8.5, color: '#555' });
  c.line(X, 76, X + W, 76, '#7a4b00', 1.5);
  let y = 96;
  c.text('1. Business', X, y - 10, { size: 10, font: 'Helvetica-Bold' }); y += 12;
  c.field('Business Legal Name', m.legal, X, y, 300, bp(m, 'legal'), { pos: 'above', box: false });
  c.field('EIN', m.taxPrinted, X + 320, y, 184, bp(m, 'tax'), { pos: 'above', box: false }); y += 28;
  c.field('DBA (if any)', m.dba ?? m.dbaFiller, X, y, 300, m.dba ? bp(m, 'dba') : 'dba_filler', { pos: 'above', box: false });
  c.field('Entity Type (LLC, Corp, etc.)', m.entityText, X + 320, y, 184, bp(m, 'entity'), { pos: 'above', box: false }); y += 28;
  c.field('Street Address', m.street, X, y, 220, 'business_street', { pos: 'above', box: false });
  c.field('City', m.city, X + 230, y, 120, 'business_city', { pos: 'above', box: false });
  c.field('State', m.stateName, X + 360, y, 80, bp(m, 'state'), { pos: 'above', box: false });
  c.field('ZIP', m.zip, X + 450, y, 54, 'business_zip', { pos: 'above', box: false }); y += 28;
  c.field('What does the business do?', m.industryText, X, y, 300, bp(m, 'industry'), { pos: 'above', box: false });
  c.field('Date started', fmtDate(m.start, 'mdy2'), X + 320, y, 184, bp(m, 'start'), { pos: 'above', box: false }); y += 30;
  c.text('2. Funding', X, y, { size: 10, font: 'Helvetica-Bold' }); y += 22;
  c.field('Funding Amount Needed', fmtMoney(m.requested, 'cents'), X, y, 150, bp(m, 'amount'), { pos: 'above', box: false });
  c.field('Requested Payment', m.payment === null ? null : fmtMoney(m.payment, 'dollar'), X + 170, y, 110, bp(m, 'payment'), { pos: 'above', box: false });
  c.field('# of Payments', m.nPayments === null ? null : String(m.nPayments), X + 300, y, 70, bp(m, 'count'), { pos: 'above', box: false }); y += 22;
  c.text('Payment schedule:', X, y, { size: 7.5 });
  let cx = X + 72;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) cx = c.check(FREQ_LABEL[f]!, cx, y - 1, m.freq === f, m.freq === f ? bp(m, 'freq') : null);
  y += 22;
  const blocks = ownerRows(m);
  c.text('3. Owners (everyone with 20%+; use page 2 for owners 3 and 4)', X, y, { size: 10, font: 'Helvetica-Bold' }); y += 14;
  const block = (k: number, y0: number): number => {
    const row = blocks[k];
    c.rect(X, y0, W, 84, { stroke: '#c9a56b' });
    c.text(row && !row.person ? `Owner #${k + 1} - business entity / trust` : `Owner #${k + 1}`, X + 6, y0 + 4, { size: 8, font: 'Helvetica-Bold', color: '#7a4b00' });
    const yy = y0 + 24;
    if (row && !row.person && m.entityOwner) {
      c.field('Entity / Trust Name', m.entityOwner.name, X + 8, yy, 250, 'entity_owner', { pos: 'above', box: false });
      c.field('Ownership %', `${m.entityOwner.pct}%`, X + 270, yy, 80, 'entity_owner_pct', { pos: 'above', box: false });
      c.field('Entity EIN', m.entityOwner.taxId, X + 362, yy, 130, 'entity_owner_ein', { pos: 'above', box: false });
      return y0 + 90;
    }
    const p = row?.person ?? null, i = row?.i ?? -1;
    c.field('First Name', p?.first ?? null, X + 8, yy, 120, p ? firstOnly(p, i) : 'blank', { pos: 'above', box: false });
    c.field('Last Name', p?.last ?? null, X + 136, yy, 130, p ? lastOnly(p, i) : 'blank', { pos: 'above', box: false });
    c.field('Title', p?.title ?? null, X + 274, yy, 110, p ? roleP(p, i) : 'blank', { pos: 'above', box: false });
    const [pt, pp] = p ? pct(p, i, 'bare') : [null, {}];
    c.field('Ownership %', pt, X + 392, yy, 100, p ? pp : 'blank', { pos: 'above', box: false });
    const [t, tp] = p ? ownerTax(p, i, '*') : [null, {}];
    c.field('SSN', t, X + 8, yy + 30, 120, p ? tp : 'blank', { pos: 'above', box: false });
    c.field('Date of Birth', p ? fmtDate(p.dob, 'mdy2') : null, X + 136, yy + 30, 90, p ? dobP(p, i) : 'blank', { pos: 'above', box: false });
    c.field('Est. Credit Score', p?.credit != null ? String(p.credit) : null, X + 234, yy + 30, 70, p ? creditP(p, i) : 'blank', { pos: 'above', box: false });
    c.field('Home Address', p ? `${p.home}, ${p.homeCity}` : null, X + 312, yy + 30, 180, 'home_address', { pos: 'above', box: false });
    return y0 + 90;
  };
  y = block(0, y); y = block(1, y) + 8;
  c.text('Landlord / mortgage holder', X, y, { size: 8.5, font: 'Helvetica-Bold' }); y += 20;
  c.field('Name', m.landlord, X, y, 240, 'landlord', { pos: 'above', box: false });
  c.field('Phone', m.landlordPhone, X + 260, y, 140, 'landlord_phone', { pos: 'above', box: false });
  c.text('Prairie Peak Funding Group LLC is a broker, not a lender. Page 1 of 2', X, 762, { size: 6.5, color: '#777' });
  c.newPage();
  y = 44;
  c.text('3. Owners (continued)', X, y, { size: 10, font: 'Helvetica-Bold' }); y += 14;
  for (let k = 2; k < Math.max(4, blocks.length); k++) y = block(k, y);
  y += 6;
  c.text('Manager or officer who is NOT an owner (optional)', X, y, { size: 8.5, font: 'Helvetica-Bold' }); y += 18;
  c.field('Name', m.officer ? `${m.officer.first} ${m.officer.last}` : null, X, y, 200, 'officer_name', { pos: 'above', box: false });
  c.field('Title', m.officer?.title ?? null, X + 210, y, 140, 'officer_title', { pos: 'above', box: false });
  c.field('Email', m.officer?.email ?? null, X + 360, y, 144, 'officer_email', { pos: 'above', box: false }); y += 30;
  c.text('4. Bank & references', X, y, { size: 10, font: 'Helvetica-Bold' }); y += 22;
  bankBlock(c, m, X, y, W, false); y += 30;
  c.field('Trade Reference 1', `${m.refs[0]!.name} ${m.refs[0]!.phone}`, X, y, 240, 'trade_ref', { pos: 'above', box: false });
  c.field('Trade Reference 2', `${m.refs[1]!.name} ${m.refs[1]!.phone}`, X + 260, y, 244, 'trade_ref', { pos: 'above', box: false }); y += 28;
  c.text(PLAIN_FINE.replace('{B}', 'Prairie Peak Funding Group'), X, y, { size: 6.5, width: W, align: 'justify' }); y += 60;
  signature(c, X, y, 220, r, 'Owner signature'); signature(c, X + 270, y, 220, r, 'Co-owner signature');
  c.text('Broker:', X, y + 26, { size: 7.5, color: '#555' });
  c.val(`${m.iso} · ${m.isoPhone}`, X + 30, y + 22, 200, 14, 'iso_rep');
}
