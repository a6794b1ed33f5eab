// Layout `harbor_boxes`: Harbor Line Capital, one page of boxed cells (caption in the box's corner, value under it),
// navy bars, a wave logo; owners as boxed blocks (full name in one cell), bank and landlord boxes among the business's.
import type { Pen } from './pen.ts';
import { fmtDate, fmtMoney, type Merchant } from './model.ts';
import * as F from './fields.ts';
import { bar, cell, put, signatures } from './draw.ts';
import { REPS } from './names.ts';

const NAVY = '#16325c';

function logo(pen: Pen): void {
  const d = pen.doc;
  d.circle(56, 50, 18).fill(NAVY);
  d.save().lineWidth(2).strokeColor('white');
  for (const k of [0, 7]) d.moveTo(42, 46 + k).bezierCurveTo(50, 40 + k, 58, 52 + k, 70, 44 + k).stroke();
  d.restore();
  pen.label('HARBOR LINE', 82, 34, 17, { bold: true, color: NAVY });
  pen.label('CAPITAL PARTNERS', 83, 53, 8.5, { color: '#4a6a94' });
}

export function harbor(pen: Pen, m: Merchant): void {
  const r = pen.rng, L = 36, W = 540;
  logo(pen);
  pen.label('Merchant Cash Advance Application', 330, 34, 12, { bold: true, width: 246, align: 'right' });
  pen.label('Fax or e-mail to your funding advisor with 4 months of business bank statements', 330, 51, 6.5, { width: 246, align: 'right', oblique: true });
  pen.label('Funding Advisor', 330, 64, 6.5, { width: 150, align: 'right' });
  pen.decoy('iso_rep', r.pick(REPS), 482, 61, 94, 11, 8);
  let y = 82;
  bar(pen, 'BUSINESS INFORMATION', L, y, W, NAVY); y += 15;
  const H = 24;
  const row = (cells: [string, number, ((a: [number, number, number, number]) => void) | null][]) => {
    let x = L;
    for (const [cap, w, fill] of cells) { const a = cell(pen, cap, x, y, w, H); fill?.(a); x += w; }
    y += H;
  };
  const v = (key: string, p: F.Printed) => (a: [number, number, number, number]) => put(pen, key, p, ...a);
  const d = (key: string, t: string) => (a: [number, number, number, number]) => pen.decoy(key, t, ...a);
  row([['Legal / Corporate Name', 330, v('legal_name', F.legal(m))], ['DBA (Doing Business As)', 210, v('dba', F.dba(m))]]);
  const showStart = r.chance(0.85);
  row([['Entity Type', 120, v('entity', F.entity(m))], ['Federal Tax ID', 130, v('tax_id', F.taxId(r, m, false))],
    ['Business Start Date', 110, showStart ? v('start_date', F.startDate(r, m)) : null], ['State of Incorporation', 90, d('state_of_inc', m.stateOfInc)],
    ['# Employees', 90, d('employees', String(m.employees))]]);
  row([['Business Address (no P.O. boxes)', 250, d('biz_street', m.addr.street)], ['City', 130, d('city', m.addr.city)],
    ['State', 60, v('state', F.state(m))], ['Zip', 100, d('zip', m.addr.zip)]]);
  const showWeb = r.chance(0.6);
  row([['Business Phone', 110, d('biz_phone', m.phone)], ['Business E-mail', 160, d('biz_email', m.email)], ['Website', 120, showWeb ? d('website', m.website) : null],
    ['Type of Business', 150, v('industry', F.industry(m))]]);
  const rent = m.ownRent === 'Rent';
  row([['Own / Rent', 70, d('own_rent', m.ownRent)], ['Landlord / Mortgage Holder', 200, rent ? d('landlord', m.landlord) : null],
    ['Landlord Phone', 130, rent ? d('landlord_phone', m.landlordPhone) : null], ['Monthly Rent / Mortgage', 140, rent ? d('rent', fmtMoney(r, m.rent)) : null]]);
  y += 6;
  bar(pen, 'FUNDING REQUEST & FINANCIALS', L, y, W, NAVY); y += 15;
  row([['Amount Requested', 120, v('amount', F.amount(r, m))], ['Use of Funds', 170, d('use', m.use)],
    ['Avg. Monthly Deposits', 125, d('monthly_sales', fmtMoney(r, m.monthlySales))], ['Gross Annual Sales', 125, d('annual', fmtMoney(r, m.annual))]]);
  const f0 = m.funders[0];
  row([['Existing Advance? Funder', 220, f0 ? d('funder_0', f0.name) : d('funder_none', 'None')], ['Current Balance', 120, f0 ? d('funder_0_balance', fmtMoney(r, f0.balance)) : null],
    ['Bank Name', 110, d('bank', m.bank.name)], ['Routing #', 90, d('routing', m.bank.routing)]]);
  y += 6;
  bar(pen, 'OWNER / OFFICER INFORMATION (all owners of 20% or more)', L, y, W, NAVY); y += 15;
  m.owners.forEach((o, i) => {
    pen.doc.rect(L, y, 14, H * 2).fill('#dfe6f0');
    pen.label(String(i + 1), L + 4, y + H - 5, 10, { bold: true, color: NAVY });
    const x0 = L + 14;
    let x = x0;
    const c = (cap: string, w: number, f: ((a: [number, number, number, number]) => void) | null) => { const a = cell(pen, cap, x, y, w, H); f?.(a); x += w; };
    c('Full Name', 170, v(`owner${i}_name`, F.ownerName(i, o, 'fml')));
    c('Title', 90, v(`owner${i}_title`, F.role(i, o)));
    c('Ownership %', 66, v(`owner${i}_pct`, F.share(r, i, o)));
    c('SSN', 90, v(`owner${i}_ssn`, F.ownerTax(r, i, o)));
    c('Date of Birth', 110, v(`owner${i}_dob`, F.dob(r, i, o)));
    y += H; x = x0;
    c('Home Address', 250, d(`owner${i}_home`, F.homeLine(o)));
    c('Cell Phone', 96, d(`owner${i}_cell`, o.cell));
    c('E-mail', 120, d(`owner${i}_email`, o.email));
    c('Credit Score (est.)', 60, v(`owner${i}_credit`, F.credit(i, o)));
    y += H + 4;
  });
  y += 2;
  bar(pen, 'AUTHORIZATION', L, y, W, NAVY); y += 16;
  y = pen.para(F.AUTH, L, y, W, 6.2) + 6;
  const date = fmtDate(r, [2025, r.int(1, 5), r.int(1, 28)]);
  signatures(pen, m.owners.map((_, i) => `Owner #${i + 1}`), [], date, L, y, W, pen.style === 'handwritten');
  pen.label('Harbor Line Capital Partners is an independent sales organization (ISO) and is not a lender. Form HLC-MCA 07/24', L, 766, 5.5, { color: '#777' });
}
