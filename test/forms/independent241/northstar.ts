// Layout "northstar": Northstar Merchant Advisors, a modern two-page form under a dark header band. Labels sit
// above white boxes; the entity, property, payment schedule and (on some seeds) credit range are checkbox grids;
// owners are cards on page two with First / M.I. / Last in separate boxes; the referral partner is a decoy.
import { put, entityBoxes, finePrint, frequencyBoxes, signatureBlock, type Ctx } from './common.ts';
import { decoy, type Item } from './prep.ts';

const X = 40;
const R = 572;
const INK = '#14213d';
const GOLD = '#fca311';

function box(c: Ctx, label: string, it: Item | null, x: number, y: number, w: number): void {
  c.f.text(label, x, y, 6.6, { font: 'Helvetica-Bold', color: '#4b5563' });
  c.f.rect(x, y + 9, w, 17, { fill: '#ffffff', stroke: '#9ca3af' });
  if (it) put(c.f, it, x + 1, y + 10, w - 2, 15, 9);
}

function band(c: Ctx, title: string, y: number): number {
  c.f.rect(X, y, R - X, 14, { fill: '#e5e7eb' });
  c.f.rect(X, y, 4, 14, { fill: GOLD });
  c.f.text(title, X + 9, y + 3.5, 8, { font: 'Helvetica-Bold', color: INK });
  return y + 20;
}

function star(c: Ctx, cx: number, cy: number, ro: number): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? ro * 0.42 : ro;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  c.f.doc.save().polygon(...pts).fill(GOLD).restore();
}

function header(c: Ctx, page: number): void {
  c.f.rect(0, 0, 612, 64, { fill: INK });
  star(c, X + 16, 32, 16);
  c.f.text('NORTHSTAR', X + 40, 18, 16, { font: 'Helvetica-Bold', color: '#ffffff' });
  c.f.text('MERCHANT ADVISORS', X + 40, 37, 7.5, { color: GOLD });
  c.f.text('Merchant Cash Advance Application', 340, 20, 12, { font: 'Helvetica-Bold', color: '#ffffff' });
  c.f.text(`Page ${page} of 2  |  Secure fax (866) 555-0190`, 340, 38, 7, { color: '#cbd5e1' });
}

export function northstar(c: Ctx): number {
  const { f, p, d, r } = c;
  header(c, 1);
  f.text('Referral Partner / ISO:', X, 74, 7, { font: 'Helvetica-Bold' });
  f.value('iso_rep_name', d.rep.name, X + 88, 70, 140, 13, {}, 8.5);
  f.value('iso_rep_email', d.rep.email, X + 232, 70, 160, 13, {}, 8.5);
  let y = band(c, 'BUSINESS PROFILE', 92);
  box(c, 'Business Legal Name', p.legal, X, y, 300);
  box(c, 'DBA / Trade Name', p.dba, X + 310, y, R - X - 310);
  y += 32;
  box(c, p.taxIsEin ? 'Federal Tax ID' : 'Federal Tax ID (EIN or owner SSN)', p.taxId, X, y, 150);
  box(c, 'Business Start Date', p.start, X + 160, y, 110);
  box(c, 'State of Incorporation', p.incState, X + 280, y, 90);
  box(c, 'Number of Employees', p.employees, X + 380, y, R - X - 380);
  y += 34;
  f.text('Legal Structure (check one)', X, y, 6.6, { font: 'Helvetica-Bold', color: '#4b5563' });
  entityBoxes(c, [['LLC', 'llc'], ['C-Corp', 'corp'], ['S-Corp', 's_corp'], ['Partnership', 'partnership'], ['LLP', 'llp'],
    ['Sole Prop.', 'sole'], ['Non-Profit', 'nonprofit']], X, y + 11, 14, 80);
  y += 30;
  box(c, 'Business Address (physical location)', p.street, X, y, 250);
  box(c, 'City', p.city, X + 260, y, 120);
  box(c, 'State', p.state, X + 390, y, 70);
  box(c, 'ZIP', p.zip, X + 470, y, R - X - 470);
  y += 32;
  box(c, 'Describe Your Business', p.industry, X, y, 250);
  box(c, 'Business Phone', p.phone, X + 260, y, 120);
  box(c, 'Website', p.website, X + 390, y, R - X - 390);
  y += 34;
  f.text('Business Premises', X, y, 6.6, { font: 'Helvetica-Bold', color: '#4b5563' });
  f.check('own', 'Own', d.business.own, X, y + 12);
  f.check('rent', 'Rent / Lease', !d.business.own, X + 38, y + 12);
  box(c, 'Landlord Name', p.landlord, X + 130, y, 190);
  box(c, 'Monthly Rent', decoy('monthly_rent', d.business.own ? '' : `$${(r.int(18, 90) * 100).toLocaleString('en-US')}`), X + 330, y, 90);
  box(c, 'Landlord Phone', p.landlordPhone, X + 430, y, R - X - 430);
  y += 38;

  y = band(c, 'FUNDING REQUEST', y);
  box(c, 'How much funding do you need?', p.amount, X, y, 160);
  box(c, 'What will the funds be used for?', p.use, X + 170, y, R - X - 170);
  y += 34;
  const terms = r.chance(0.65);
  f.text('Preferred Payment Schedule', X, y, 6.6, { font: 'Helvetica-Bold', color: '#4b5563' });
  frequencyBoxes(c, X, y + 12, terms, true);
  box(c, 'Preferred Payment Amount', terms && r.chance(0.7) ? p.payment : null, X + 300, y, 120);
  box(c, 'Term (# of payments)', terms && r.chance(0.4) ? p.count : null, X + 430, y, R - X - 430);
  y += 38;
  y = band(c, 'FINANCIAL SNAPSHOT', y);
  box(c, 'Average Monthly Revenue', p.monthly, X, y, 160);
  box(c, 'Annual Revenue (last FY)', p.annual, X + 170, y, 160);
  box(c, 'Primary Bank', decoy('bank_name', d.bank.name), X + 340, y, R - X - 340);
  y += 32;
  box(c, 'Routing Number', decoy('bank_routing', d.bank.routing), X, y, 160);
  box(c, 'Account Number', decoy('bank_account', d.bank.account), X + 170, y, 160);
  const pos = d.positions[0];
  box(c, 'Largest Open Advance (funder / balance)', decoy('existing_funder_1', pos ? `${pos.funder} / $${pos.balance.toLocaleString('en-US')}` : 'None'),
    X + 340, y, R - X - 340);
  f.text('Northstar Merchant Advisors arranges commercial financing and does not lend. NMA-24 v2', X, 768, 6, { color: '#6b7280' });

  f.newPage();
  header(c, 2);
  y = band(c, 'OWNERS (all owners with 20% or more)', 76);
  const ranges = r.chance(0.4);
  for (let i = 0; i < p.owners.length; i++) {
    const o = p.owners[i]!;
    f.rect(X, y, R - X, 122, { stroke: '#d1d5db' });
    f.rect(X, y, R - X, 3, { fill: GOLD });
    f.text(`OWNER ${i + 1}`, X + 6, y + 7, 8, { font: 'Helvetica-Bold', color: INK });
    const iy = y + 18;
    box(c, 'First Name', o.first, X + 6, iy, 150);
    box(c, 'M.I.', o.mi, X + 162, iy, 30);
    box(c, 'Last Name', o.last, X + 198, iy, 170);
    box(c, 'Title', o.title, X + 374, iy, 90);
    box(c, 'Ownership %', o.pct, X + 470, iy, R - X - 476);
    box(c, 'SSN', o.ssn, X + 6, iy + 32, 120);
    box(c, 'Date of Birth', o.dob, X + 132, iy + 32, 100);
    box(c, 'Home Address', o.homeStreet, X + 238, iy + 32, 150);
    box(c, 'City / State / ZIP', o.homeCityStateZip, X + 394, iy + 32, R - X - 400);
    if (ranges) {
      f.text('Estimated credit score', X + 6, iy + 68, 6.6, { font: 'Helvetica-Bold', color: '#4b5563' });
      const s = o.o.credit ?? 0;
      const opts: [string, boolean][] = [['Below 550', s > 0 && s < 550], ['550-649', s >= 550 && s < 650], ['650-719', s >= 650 && s < 720], ['720+', s >= 720]];
      opts.forEach(([label, on], k) => f.check(`ctx.credit_range_${i + 1}_${k}`, label, on, X + 100 + k * 70, iy + 67));
    } else {
      box(c, 'Credit Score (if known)', o.credit, X + 6, iy + 64, 120);
    }
    box(c, 'Mobile Phone', o.cell, X + 238, iy + 64, 150);
    box(c, 'E-mail', o.email, X + 394, iy + 64, R - X - 400);
    y += 130;
  }
  y = band(c, 'AUTHORIZATION & SIGNATURES', y + 4);
  y = finePrint(c, 'Northstar Merchant Advisors', X, y, R - X, 6.2) + 10;
  for (let i = 0; i < p.owners.length; i++) { signatureBlock(c, i, X + (i % 2) * 270, y + Math.floor(i / 2) * 58, 250); }
  return 2;
}
