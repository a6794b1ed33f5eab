// Layouts 1-2 of independent112: Sierra Pacific Capital (California ISO, boxed grid, labels inside the boxes) and
// Desert Mesa Funding (Arizona broker, a Word form with labels left of underlines and an owners' table).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Kit } from './kit.ts';
import type { Merchant } from './merchant.ts';
import { regionName } from './merchant.ts';
import * as F from './fmt.ts';

/** A boxed cell with its label inside, at the top left, and its value under it. */
function cell(k: Kit, x: number, y: number, w: number, h: number, label: string, text: string | null, key?: string, hint?: string): void {
  k.rect(x, y, w, h, { lw: 0.5, stroke: '#5a6b80' });
  k.label(x + 3, y + 2, label, { size: 5.8, color: '#3b4a5e' });
  k.val(x + 4, y + h - 12, w - 8, text, key, hint ? { hint } : {});
}

export function sierraPacific(k: Kit, m: Merchant, r: Rng): void {
  const navy = '#1f3a5f';
  k.rect(0, 0, 612, 58, { fill: navy, stroke: 'none' });
  k.label(36, 14, 'SIERRA PACIFIC CAPITAL', { size: 18, font: 'Helvetica-Bold', color: '#ffffff' });
  k.label(36, 37, 'Business Funding Application  |  Merchant Cash Advance & Revenue-Based Financing', { size: 8.5, color: '#d6e2f0' });
  k.label(420, 16, '1410 Van Ness Ave, Suite 300', { size: 7, color: '#d6e2f0' });
  k.label(420, 26, 'Fresno, CA 93721  |  (559) 555-0143', { size: 7, color: '#d6e2f0' });
  k.label(420, 36, 'submissions@sierrapacificcap.com', { size: 7, color: '#d6e2f0' });
  const X = 36, W = 540;
  let y = 68;
  const bar = (t: string) => { k.bar(X, y, W, 13, t, navy); y += 13; };
  bar('1. BUSINESS INFORMATION');
  cell(k, X, y, 330, 24, 'LEGAL / CORPORATE NAME', m.legal, 'legal_name');
  cell(k, X + 330, y, 210, 24, 'DBA (IF DIFFERENT)', m.dba, 'trade_name'); y += 24;
  const tax = m.taxType === 'EIN' ? F.ein(m.taxId) : F.ssn(m.taxId);
  cell(k, X, y, 120, 24, 'FEDERAL TAX ID (EIN / SSN)', tax, 'business_tax_id');
  cell(k, X + 120, y, 110, 24, 'DATE BUSINESS STARTED', F.date(m.start, 'us'), 'business_start_date');
  cell(k, X + 230, y, 190, 24, 'TYPE OF BUSINESS / INDUSTRY', m.industryText, 'industry');
  cell(k, X + 420, y, 60, 24, '# EMPLOYEES', String(m.employees));
  cell(k, X + 480, y, 60, 24, 'RENT / OWN', r.chance(0.8) ? 'Rent' : 'Own'); y += 24;
  cell(k, X, y, 250, 24, 'PHYSICAL ADDRESS (NO P.O. BOX)', m.addr.street);
  cell(k, X + 250, y, 130, 24, 'CITY', m.addr.city);
  cell(k, X + 380, y, 60, 24, 'STATE', m.addr.region, 'state_region');
  cell(k, X + 440, y, 100, 24, 'ZIP', m.addr.postal); y += 24;
  cell(k, X, y, 130, 24, 'BUSINESS PHONE', m.phone);
  cell(k, X + 130, y, 200, 24, 'BUSINESS EMAIL', m.email);
  cell(k, X + 330, y, 210, 24, 'WEBSITE', m.website); y += 24;
  k.rect(X, y, W, 20, { lw: 0.5, stroke: '#5a6b80' });
  k.label(X + 4, y + 6.5, 'ENTITY TYPE:', { size: 6.5, font: 'Helvetica-Bold', color: '#3b4a5e' });
  let cx = X + 58;
  const boxes: [string, boolean][] = [['LLC', m.entity === 'llc'], ['Corporation', m.entity === 'corp'], ['S Corp', m.entity === 'scorp'],
    ['Sole Prop', m.entity === 'sole'], ['Partnership', m.entity === 'partnership']];
  for (const [lab, on] of boxes) cx = k.check(cx, y + 6, on, lab, 'type_of_entity') + 10;
  const other = m.entity === 'llp' ? 'LLP' : m.entity === 'pllc' ? 'PLLC' : null;
  cx = k.check(cx, y + 6, other !== null, 'Other:') + 3;
  k.line(cx, y + 15, cx + 50, y + 15);
  k.val(cx + 3, y + 5, 46, other, 'type_of_entity');
  k.label(X + 400, y + 6.5, 'State of Inc.:', { size: 6.5, color: '#3b4a5e' });
  k.val(X + 445, y + 5, 90, m.incRegion, 'decoy'); y += 28;
  bar('2. FUNDING REQUEST');
  cell(k, X, y, 140, 24, 'AMOUNT REQUESTED', F.money(m.amount, r.pick(['dollar', 'cents'] as const)), 'requested_amount');
  cell(k, X + 140, y, 170, 24, 'USE OF FUNDS', m.use);
  cell(k, X + 310, y, 120, 24, 'AVG. MONTHLY SALES', F.money(m.monthlySales, 'dollar'));
  cell(k, X + 430, y, 110, 24, 'OPEN ADVANCES? (Y/N)', m.funders.length ? 'Y' : 'N'); y += 32;
  bar('3. OWNER / GUARANTOR INFORMATION (ALL OWNERS OF 20% OR MORE)');
  const masked = r.chance(0.3);
  const nameFmt = r.pick(['plain', 'middle'] as const);
  for (let i = 0; i < 4; i++) {
    if (i >= 2 && m.owners.length <= 2) break;
    const o = m.owners[i];
    const bx = X + (i % 2) * 270, by = y + Math.floor(i / 2) * 100, bw = 270;
    k.label(bx + 2, by + 2, `OWNER ${i + 1}`, { size: 7, font: 'Helvetica-Bold', color: navy });
    const yy = by + 11;
    cell(k, bx, yy, bw, 22, 'FULL NAME', o ? F.ownerName(o, nameFmt) : null, `a${i}.name`);
    cell(k, bx, yy + 22, 170, 22, 'TITLE', o?.title ?? null, `a${i}.role`);
    cell(k, bx + 170, yy + 22, 100, 22, '% OWNERSHIP', o ? F.pct(o.pct, 'sign') : null, `a${i}.ownership`);
    cell(k, bx, yy + 44, 100, 22, 'SSN', o ? F.ownerTax(o, masked) : null, masked ? undefined : `a${i}.tax_id`);
    cell(k, bx + 100, yy + 44, 90, 22, 'DATE OF BIRTH', o ? F.date(o.dob, 'us') : null, `a${i}.date_of_birth`);
    cell(k, bx + 190, yy + 44, 80, 22, 'EST. FICO', o ? String(o.score) : null, `a${i}.credit_score`);
    cell(k, bx, yy + 66, bw, 22, 'HOME ADDRESS', o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : null, o ? 'decoy' : undefined);
  }
  y += m.owners.length > 2 ? 206 : 106;
  bar('4. BANK & LANDLORD');
  cell(k, X, y, 180, 22, 'BUSINESS BANK', m.bank);
  cell(k, X + 180, y, 180, 22, 'ROUTING #', m.routing, 'decoy');
  cell(k, X + 360, y, 180, 22, 'ACCOUNT #', m.account, 'decoy'); y += 22;
  cell(k, X, y, 220, 22, 'LANDLORD / MORTGAGE CO.', m.landlord, 'decoy');
  cell(k, X + 220, y, 160, 22, 'LANDLORD PHONE', m.landlordPhone, 'decoy');
  cell(k, X + 380, y, 160, 22, 'MONTHLY RENT / MORTGAGE', F.money(r.int(18, 90) * 100, 'dollar')); y += 28;
  k.label(X, y, 'By signing below, each of the above (individually and on behalf of the business) certifies that the information provided is true and complete, ' +
    'and authorizes Sierra Pacific Capital and its funding partners to obtain consumer and business credit reports, bank and processing statements, and to ' +
    'verify the information above. California applicants: a commercial financing disclosure will be provided with any offer (Cal. Fin. Code 22800 et seq.).',
  { size: 6.2, width: W, color: '#333333' });
  y += 34;
  for (let i = 0; i < 2; i++) {
    const sx = X + i * 275;
    k.line(sx, y + 14, sx + 170, y + 14); k.label(sx, y + 17, `Signature (Owner ${i + 1})`, { size: 6 });
    k.line(sx + 180, y + 14, sx + 255, y + 14); k.label(sx + 180, y + 17, 'Date', { size: 6 });
  }
  y += 32;
  k.rect(X, y, W, 26, { fill: '#eef2f7', stroke: '#5a6b80', lw: 0.5 });
  k.label(X + 5, y + 3, 'OFFICE USE ONLY', { size: 6.5, font: 'Helvetica-Bold', color: '#3b4a5e' });
  k.label(X + 5, y + 14, 'ISO Rep:', { size: 6.5 });
  k.val(X + 40, y + 13, 140, m.rep, 'decoy');
  k.label(X + 200, y + 14, 'Rep Phone:', { size: 6.5 });
  k.val(X + 240, y + 13, 110, m.repPhone, 'decoy');
  k.label(X + 370, y + 14, 'Sub ID: SPC-' + String(r.int(1000, 9999)), { size: 6.5 });
}

/** A Word form: "Label: ______" lines in two columns, a schedule checkbox row, an existing-advances and owners table. */
export function desertMesa(k: Kit, m: Merchant, r: Rng): void {
  const X = 50, W = 512, T = 'Times-Roman', TB = 'Times-Bold';
  k.label(X, 36, 'DESERT MESA FUNDING GROUP', { size: 16, font: TB, width: W, align: 'center' });
  k.label(X, 56, '2390 W. Southern Ave, Tempe, AZ 85282  ·  Tel (480) 555-0188  ·  apps@desertmesafunding.com', { size: 8, font: T, width: W, align: 'center' });
  k.label(X, 72, 'MERCHANT APPLICATION', { size: 12, font: TB, width: W, align: 'center' });
  k.line(X, 88, X + W, 88, { lw: 1.2 });
  let y = 98;
  const fld = (x: number, yy: number, w: number, label: string, text: string | null, key?: string, hint?: string) => {
    k.label(x, yy + 2, label, { size: 9, font: T });
    const lw = k.width(label, 9, T) + 4;
    k.line(x + lw, yy + 12, x + w, yy + 12, { lw: 0.4 });
    k.val(x + lw + 2, yy + 1, w - lw - 4, text, key, hint ? { hint } : {});
  };
  const head = (t: string) => { k.label(X, y, t, { size: 10, font: TB }); k.line(X, y + 12, X + W, y + 12, { lw: 0.4 }); y += 18; };
  head('BUSINESS INFORMATION');
  fld(X, y, W, 'Legal/Corporate Name:', m.legal, 'legal_name'); y += 18;
  const noDba = r.pick(['SAME', 'N/A', null]);
  fld(X, y, 300, 'DBA:', m.dba ?? noDba, m.dba ? 'trade_name' : undefined);
  const entText = { llc: 'LLC', corp: r.pick(['Corp', 'C-Corp', 'Corporation']), scorp: r.pick(['S-Corp', 'S Corp']), sole: 'Sole Proprietor',
    partnership: 'Partnership', llp: 'LLP', pllc: 'PLLC' }[m.entity];
  fld(X + 310, y, 202, 'Entity Type:', entText, 'type_of_entity'); y += 18;
  fld(X, y, 250, 'Fed ID #:', m.taxType === 'EIN' ? F.ein(m.taxId) : F.ssn(m.taxId), 'business_tax_id');
  fld(X + 260, y, 252, 'Date Business Started:', F.date(m.start, 'usShort'), 'business_start_date'); y += 18;
  fld(X, y, W, 'Physical Address:', m.addr.street); y += 18;
  const stFull = r.chance(0.5);
  fld(X, y, 220, 'City:', m.addr.city);
  fld(X + 230, y, 150, 'State:', stFull ? regionName(m.addr.region) : m.addr.region, 'state_region');
  fld(X + 390, y, 122, 'Zip:', m.addr.postal); y += 18;
  fld(X, y, 250, 'Business Phone:', m.phone);
  fld(X + 260, y, 252, 'Email:', m.email); y += 18;
  fld(X, y, 250, 'Nature of Business:', m.industryText, 'industry');
  fld(X + 260, y, 252, 'Gross Monthly Sales:', F.money(m.monthlySales, 'dollar')); y += 24;
  head('FUNDING REQUEST');
  fld(X, y, 250, 'Funding Amount Needed:', F.money(m.amount, 'dollar'), 'requested_amount');
  fld(X + 260, y, 252, 'Use of Proceeds:', m.use); y += 18;
  const showPay = r.chance(0.75);
  fld(X, y, 250, 'Desired Payment:', showPay ? F.money(m.payment, 'cents') : null, 'requested_payment');
  fld(X + 260, y, 252, '# of Payments:', showPay ? String(m.npay) : null, 'number_of_payments'); y += 18;
  k.label(X, y + 1, 'Payment Schedule:', { size: 9, font: T });
  let cx = X + 90;
  for (const [lab, f] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    cx = k.check(cx, y + 2, showPay && m.freq === f, lab, 'payment_frequency', { labelSize: 8.5 }) + 14;
  }
  y += 22;
  head('CURRENT ADVANCES / LOANS (IF ANY)');
  const cols = [[X, 'Funder'], [X + 200, 'Current Balance'], [X + 330, 'Payment'], [X + 430, 'Frequency']] as const;
  for (const [x, t] of cols) k.label(x + 2, y, t, { size: 8.5, font: TB });
  y += 12;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    k.line(X, y + 12, X + W, y + 12, { lw: 0.3 });
    k.val(X + 2, y + 1, 190, f?.name ?? null, 'decoy');
    k.val(X + 202, y + 1, 120, f ? F.money(f.balance, 'cents') : null, 'decoy');
    k.val(X + 332, y + 1, 90, f ? F.money(f.payment, 'cents') : null, 'decoy');
    k.val(X + 432, y + 1, 70, f ? r.pick(['Daily', 'Weekly']) : null);
    y += 15;
  }
  y += 8;
  head('OWNER(S) / OFFICER(S)');
  const oc = [[X, 'Name', 140], [X + 142, 'Title', 88], [X + 232, 'Own %', 40], [X + 274, 'SS#', 82], [X + 358, 'DOB', 62], [X + 422, 'Cell Phone', 90]] as const;
  for (const [x, t] of oc) k.label(x + 2, y, t, { size: 8.5, font: TB });
  y += 12;
  const masked = r.chance(0.4), nameFmt = r.pick(['plain', 'lastFirst', 'middle'] as const);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    k.line(X, y + 13, X + W, y + 13, { lw: 0.3 });
    const v = [o ? F.ownerName(o, nameFmt) : null, o?.title ?? null, o ? F.pct(o.pct, 'bare') : null, o ? F.ownerTax(o, masked, '*') : null,
      o ? F.date(o.dob, 'usShort') : null, o?.cell ?? null];
    const keys = [`a${i}.name`, `a${i}.role`, `a${i}.ownership`, masked ? undefined : `a${i}.tax_id`, `a${i}.date_of_birth`, undefined];
    oc.forEach(([x, , w], j) => k.val(x + 2, y + 2, w - 4, v[j] ?? null, keys[j]));
    y += 16;
  }
  y += 10;
  head('BANK / LANDLORD / REFERENCE');
  fld(X, y, 250, 'Bank Name:', m.bank);
  fld(X + 260, y, 252, 'Routing #:', m.routing, 'decoy'); y += 18;
  fld(X, y, 250, 'Landlord:', m.landlord, 'decoy');
  fld(X + 260, y, 252, 'Landlord Phone:', m.landlordPhone, 'decoy'); y += 18;
  fld(X, y, 250, 'Trade Reference:', m.refs[1]!.name, 'decoy');
  fld(X + 260, y, 252, 'Phone:', m.refs[1]!.phone, 'decoy'); y += 26;
  k.label(X, y, 'The undersigned authorizes Desert Mesa Funding Group, its assigns and funding partners to obtain credit reports and to contact ' +
    'any bank, landlord or reference listed above. The merchant certifies the information herein is accurate. This is an application, not a commitment to fund.',
  { size: 7.5, font: T, width: W });
  y += 34;
  k.line(X, y + 12, X + 220, y + 12); k.label(X, y + 15, 'Owner Signature', { size: 8, font: T });
  k.line(X + 290, y + 12, X + 400, y + 12); k.label(X + 290, y + 15, 'Date', { size: 8, font: T });
  k.label(X, 760, `Broker: ${m.rep}  ·  DMFG-${r.int(100, 999)}  ·  Rev. 01/2026`, { size: 7, font: T, color: '#555555' });
  k.decoys.push(`Broker: ${m.rep}`);
}
