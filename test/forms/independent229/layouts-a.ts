// Keystone Bridge Funding (funding request first, numbered section bars, two pages) and Bluewater Capital Advisors
// (a navy sidebar with the broker's details and the ISO rep, one page, free-text entity, at most two owners).
import type { Rng } from '../../statements/generator/prng.ts';
import * as f from './fields.ts';
import type { Merchant } from './model.ts';
import { money } from './model.ts';
import { Pen, W } from './pen.ts';

export const AUTH = 'By signing below, each of the above (individually and on behalf of the business) certifies that all information and documents '
  + 'submitted are true, accurate and complete, and authorizes the ISO, its assigns and any prospective funder to obtain consumer and business '
  + 'credit reports, bank statements, tax records and references, now and at any time while an obligation remains outstanding. This application '
  + 'is not a commitment to fund. A facsimile, electronic or scanned signature shall be deemed an original.';

/** Entity checkboxes, with "Other: ___" carrying the written entity when no box fits (PLLC, LP). */
export function entityRow(p: Pen, m: Merchant, x: number, y: number, size = 7.5): void {
  let cx = x;
  for (const l of f.ENTITY_BOXES) cx = p.check('entity', l, cx, y, m.entityCheckbox === l, f.entityBox(l), 7, size);
  const other = m.entityCheckbox === 'Other';
  cx = p.check('entity_other', 'Other:', cx, y, other, null, 7, size);
  p.line(cx - 10, y + 8, cx + 50, y + 8, '#888', 0.5);
  if (other) p.val('entity', m.entityLabel, cx - 8, y - 1, 56, f.entityText(m), 8);
}

function cell(p: Pen, label: string, x: number, y: number, w: number, h = 20): void {
  p.rect(x, y, w, h, '#9aa', 0.5);
  p.text(label, x + 3, y + 2, { size: 5.8, color: '#345' });
}

export function keystone(p: Pen, m: Merchant, r: Rng): void {
  const navy = '#1d3557', gold = '#c9a227';
  const X = 36, R = W - 36, CW = R - X;
  // logo: a keystone (trapezoid) and an arch
  p.doc.polygon([X, 62], [X + 10, 30], [X + 30, 30], [X + 40, 62]).fill(navy);
  p.doc.polygon([X + 14, 36], [X + 26, 36], [X + 24, 56], [X + 16, 56]).fill(gold);
  p.text('KEYSTONE BRIDGE FUNDING', X + 50, 32, { size: 16, bold: true, color: navy });
  p.text('Small business capital, built on trust  |  (888) 414-7720  |  apps@keystonebridgefunding.com', X + 50, 52, { size: 7, color: '#555' });
  p.text('MERCHANT FUNDING APPLICATION', R - 170, 70, { size: 10, bold: true, color: gold });
  p.line(X, 84, R, 84, navy, 1.5);
  let y = 92;
  p.bar('1.  FUNDING REQUEST', X, y, CW, navy); y += 17;
  const fw = CW / 4;
  cell(p, 'AMOUNT REQUESTED', X, y, fw); p.val('amount', m.amountText, X + 4, y + 9, fw - 8, f.amount(m));
  cell(p, 'USE OF FUNDS', X + fw, y, fw * 1.4); p.val('use', m.useOfFunds, X + fw + 4, y + 9, fw * 1.4 - 8, null);
  const showPay = r.chance(0.75);
  cell(p, 'PROPOSED PAYMENT', X + fw * 2.4, y, fw * 0.8); if (showPay) p.val('payment', m.paymentText, X + fw * 2.4 + 4, y + 9, fw * 0.8 - 8, f.payment(m));
  cell(p, '# OF PAYMENTS', X + fw * 3.2, y, fw * 0.8); if (showPay) p.val('payments', String(m.payments), X + fw * 3.2 + 4, y + 9, fw * 0.8 - 8, f.payments(m));
  y += 24;
  p.text('Payment schedule:', X, y + 1, { size: 7.5, bold: true });
  let cx = X + 75;
  for (const [id, l] of f.FREQ_LABELS) cx = p.check('frequency', l, cx, y, showPay && m.frequency === id, f.frequency(m));
  y += 16;
  p.bar('2.  BUSINESS INFORMATION', X, y, CW, navy); y += 17;
  const half = CW / 2;
  cell(p, 'LEGAL / CORPORATE NAME', X, y, half); p.val('legal', m.legal, X + 4, y + 9, half - 8, f.legal(m));
  cell(p, 'DBA (DOING BUSINESS AS)', X + half, y, half); p.val('dba', m.dbaText, X + half + 4, y + 9, half - 8, f.dba(m));
  y += 24;
  p.text('Entity:', X, y + 1, { size: 7.5, bold: true }); entityRow(p, m, X + 34, y); y += 15;
  const t = CW / 3;
  cell(p, 'FEDERAL TAX ID', X, y, t); p.val('tax', m.taxText, X + 4, y + 9, t - 8, f.tax(m));
  cell(p, 'BUSINESS START DATE', X + t, y, t); p.val('start', m.startText, X + t + 4, y + 9, t - 8, f.start(m));
  cell(p, 'STATE OF INCORPORATION', X + 2 * t, y, t); p.val('state_of_incorporation', m.incState, X + 2 * t + 4, y + 9, t - 8);
  y += 20;
  cell(p, 'PHYSICAL ADDRESS (NO P.O. BOX)', X, y, half); p.val('street', m.street, X + 4, y + 9, half - 8, null);
  cell(p, 'CITY / STATE / ZIP', X + half, y, half); p.val('city', `${m.city}, ${m.stateCode} ${m.zip}`, X + half + 4, y + 9, half - 8, f.cityState(m));
  y += 20;
  cell(p, 'BUSINESS PHONE', X, y, t); p.val('phone', m.phone, X + 4, y + 9, t - 8, null);
  cell(p, 'EMAIL', X + t, y, t); p.val('email', m.email, X + t + 4, y + 9, t - 8, null);
  cell(p, 'WEBSITE', X + 2 * t, y, t); p.val('web', m.website, X + 2 * t + 4, y + 9, t - 8, null);
  y += 20;
  cell(p, 'TYPE OF BUSINESS / PRODUCT OR SERVICE', X, y, half); p.val('industry', m.industryText, X + 4, y + 9, half - 8, f.industry(m));
  cell(p, '# EMPLOYEES', X + half, y, t / 2); p.val('employees', m.employees, X + half + 4, y + 9, t / 2 - 8, null);
  p.text('Location:', X + half + t / 2 + 6, y + 7, { size: 7 });
  p.check('own', 'Own', X + half + t / 2 + 40, y + 6, m.ownRent === 'Own', null);
  p.check('rent', 'Rent', X + half + t / 2 + 80, y + 6, m.ownRent === 'Rent', null);
  y += 20;
  cell(p, 'LANDLORD / MORTGAGE COMPANY', X, y, half); p.val('landlord_name', m.landlord.name, X + 4, y + 9, half - 8);
  cell(p, 'LANDLORD PHONE', X + half, y, t / 1.5); p.val('landlord_phone', m.landlord.phone, X + half + 4, y + 9, t / 1.5 - 8);
  cell(p, 'MONTHLY RENT', X + half + t / 1.5, y, half - t / 1.5); p.val('landlord_rent', m.landlord.rent, X + half + t / 1.5 + 4, y + 9, 60);
  y += 26;
  p.bar('3.  OWNER / OFFICER INFORMATION  (all owners of 20% or more)', X, y, CW, navy); y += 17;
  const blocks = Math.max(m.owners.length, 2);
  for (let i = 0; i < blocks; i++) {
    const o = m.owners[i];
    p.text(`OWNER ${i + 1}`, X, y + 1, { size: 7, bold: true, color: gold }); y += 10;
    cell(p, 'FULL NAME', X, y, half); cell(p, 'TITLE', X + half, y, t / 1.5); cell(p, 'OWNERSHIP %', X + half + t / 1.5, y, half - t / 1.5);
    if (o) {
      p.val('owner_name', o.printed, X + 4, y + 9, half - 8, f.name(i, o)); p.val('owner_role', o.role, X + half + 4, y + 9, t / 1.5 - 8, f.role(i, o));
      p.val('owner_pct', o.ownershipText, X + half + t / 1.5 + 4, y + 9, 50, f.ownership(i, o));
    }
    y += 20;
    cell(p, 'SOCIAL SECURITY #', X, y, t); cell(p, 'DATE OF BIRTH', X + t, y, t / 2); cell(p, 'CREDIT SCORE (EST.)', X + t * 1.5, y, t / 2);
    cell(p, 'HOME ADDRESS', X + 2 * t, y, t);
    if (o) {
      p.val('owner_ssn', o.ssnText, X + 4, y + 9, t - 8, f.ssn(i, o)); p.val('owner_dob', o.dobText, X + t + 4, y + 9, t / 2 - 8, f.dob(i, o));
      p.val('owner_credit', o.credit === null ? null : String(o.credit), X + t * 1.5 + 4, y + 9, t / 2 - 8, f.credit(i, o));
      p.val('owner_home', `${o.home}, ${o.homeCity}`, X + 2 * t + 4, y + 9, t - 8);
    }
    y += 24;
  }
  p.text('Keystone Bridge Funding  |  Application v4.2  |  Page 1 of 2', X, 770, { size: 6, color: '#888' });
  p.newPage();
  y = 36;
  p.bar('4.  BANKING & FINANCIAL', X, y, CW, navy); y += 17;
  cell(p, 'BANK NAME', X, y, t); p.val('bank_name', m.bank.name, X + 4, y + 9, t - 8);
  cell(p, 'ROUTING #', X + t, y, t); p.val('bank_routing', m.bank.routing, X + t + 4, y + 9, t - 8);
  cell(p, 'ACCOUNT #', X + 2 * t, y, t); p.val('bank_account', m.bank.account, X + 2 * t + 4, y + 9, t - 8);
  y += 20;
  cell(p, 'AVERAGE MONTHLY SALES', X, y, half); p.val('sales', m.monthlySales, X + 4, y + 9, half - 8, null);
  cell(p, 'GROSS ANNUAL REVENUE', X + half, y, half); p.val('revenue', m.annualRevenue, X + half + 4, y + 9, half - 8, null);
  y += 28;
  p.bar('5.  CURRENT ADVANCES / LOANS', X, y, CW, navy); y += 17;
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    cell(p, 'FUNDER / LENDER', X, y, half); cell(p, 'BALANCE', X + half, y, t / 1.5); cell(p, 'PAYMENT', X + half + t / 1.5, y, half - t / 1.5);
    if (a) { p.val('advance_funder', a.funder, X + 4, y + 9, half - 8); p.val('advance_balance', a.balance, X + half + 4, y + 9, 70); p.val('advance_payment', a.payment, X + half + t / 1.5 + 4, y + 9, 70); }
    y += 20;
  }
  y += 8;
  p.bar('6.  TRADE REFERENCES', X, y, CW, navy); y += 17;
  for (const ref of m.refs.slice(0, r.int(2, 3))) {
    cell(p, 'COMPANY', X, y, t); cell(p, 'CONTACT', X + t, y, t); cell(p, 'PHONE', X + 2 * t, y, t);
    p.val('ref_name', ref.name, X + 4, y + 9, t - 8); p.val('ref_contact', ref.contact, X + t + 4, y + 9, t - 8); p.val('ref_phone', ref.phone, X + 2 * t + 4, y + 9, t - 8);
    y += 20;
  }
  y += 10;
  p.bar('7.  AUTHORIZATION & SIGNATURE', X, y, CW, navy); y += 18;
  p.text(AUTH, X, y, { size: 6.5, width: CW, color: '#333' }); y += 46;
  m.owners.forEach((o, i) => {
    p.signature(X + 10, y + 12, 150); p.line(X, y + 16, X + 180, y + 16);
    p.text('Signature', X, y + 19, { size: 6 });
    p.val('sig_name', `${o.first} ${o.last}`, X + 200, y + 5, 150, f.name(i, o)); p.line(X + 195, y + 16, X + 360, y + 16); p.text('Print Name', X + 195, y + 19, { size: 6 });
    p.val('sig_date', m.signedText, X + 380, y + 5, 90, null); p.line(X + 375, y + 16, R, y + 16); p.text('Date', X + 375, y + 19, { size: 6 });
    y += 36;
  });
  y += 10;
  p.rect(X, y, CW, 34, '#bbb', 0.5, '#f4f1e6');
  p.text('ISO USE ONLY', X + 6, y + 4, { size: 6.5, bold: true, color: gold });
  p.text('Rep:', X + 6, y + 16, { size: 7 }); p.val('rep_name', m.rep.name, X + 26, y + 15, 130);
  p.text('Rep ID:', X + 170, y + 16, { size: 7 }); p.val('rep_code', m.rep.code, X + 200, y + 15, 80);
  p.text('Phone:', X + 300, y + 16, { size: 7 }); p.val('rep_phone', m.rep.phone, X + 330, y + 15, 110);
  p.text('Keystone Bridge Funding  |  Application v4.2  |  Page 2 of 2', X, 770, { size: 6, color: '#888' });
}

export function bluewater(p: Pen, m: Merchant, r: Rng): void {
  const navy = '#0b3c5d', teal = '#1fa1a1', S = 160;
  p.doc.rect(0, 0, S, 792).fill(navy);
  p.doc.circle(42, 50, 20).fill(teal);
  for (let i = 0; i < 3; i++) p.line(26, 44 + i * 6, 58, 44 + i * 6, 'white', 1.2);
  p.text('BLUEWATER', 70, 38, { size: 12, bold: true, color: 'white' });
  p.text('CAPITAL ADVISORS', 70, 53, { size: 7.5, color: '#bfe' });
  p.text('1200 Harbor View Plaza, Ste 410\nJacksonville, FL 32202\n(904) 555-0187\nbluewatercapitaladvisors.com', 16, 90, { size: 7, color: 'white', width: 135 });
  p.doc.roundedRect(10, 145, 142, 64, 4).fill('#f2f8fa');
  p.text('YOUR FUNDING SPECIALIST', 16, 150, { size: 7, bold: true, color: teal });
  p.val('rep_name', m.rep.name, 16, 163, 130); p.val('rep_phone', m.rep.phone, 16, 177, 130); p.val('rep_email', m.rep.email, 16, 191, 130, {}, 8);
  p.text('SEND WITH THIS APPLICATION', 16, 222, { size: 7, bold: true, color: teal });
  p.text('- Last 4 months of business bank statements\n- Copy of driver\'s license (front & back)\n- Voided business check\n- Month-to-date transactions', 16, 235, { size: 6.5, color: 'white', width: 135 });
  p.text('Bluewater Capital Advisors is an independent sales organization and is not a lender. Approvals, rates and terms are set by the funding provider.', 16, 700, { size: 5.5, color: '#9bc', width: 130 });
  const X = S + 18, R = W - 30, CW = R - X, half = CW / 2;
  p.text('Business Funding Application', X, 34, { size: 17, bold: true, color: navy });
  p.text('Please print clearly. All fields marked * are required.', X, 56, { size: 7, italic: true, color: '#666' });
  let y = 76;
  const u = (label: string, x: number, yy: number, w: number): void => { p.line(x, yy + 12, x + w - 8, yy + 12, '#777', 0.5); p.text(label, x, yy + 14, { size: 5.8, color: '#556' }); };
  const head = (t: string): void => { p.text(t, X, y, { size: 9.5, bold: true, color: teal }); p.line(X, y + 12, R, y + 12, teal, 1); y += 20; };
  head('BUSINESS PROFILE');
  u('* Legal Business Name', X, y, half); p.val('legal', m.legal, X, y + 1, half - 10, f.legal(m));
  u('Trade Name / DBA', X + half, y, half); p.val('dba', m.dbaText, X + half, y + 1, half - 10, f.dba(m)); y += 26;
  u('* Entity Type', X, y, CW / 4); p.val('entity', m.entityLabel, X, y + 1, CW / 4 - 10, f.entityText(m));
  u('* Tax ID (EIN)', X + CW / 4, y, CW / 4); p.val('tax', m.taxText, X + CW / 4, y + 1, CW / 4 - 10, f.tax(m));
  u('Date Business Started', X + CW / 2, y, CW / 4); p.val('start', m.startText, X + CW / 2, y + 1, CW / 4 - 10, f.start(m));
  u('State of Formation', X + CW * 0.75, y, CW / 4); p.val('state_of_incorporation', m.incState, X + CW * 0.75, y + 1, 50); y += 26;
  u('* Business Address', X, y, half); p.val('street', m.street, X, y + 1, half - 10, null);
  u('City, State, Zip', X + half, y, half); p.val('city', `${m.city}, ${m.stateCode} ${m.zip}`, X + half, y + 1, half - 10, f.cityState(m)); y += 26;
  u('Industry / What do you sell?', X, y, half); p.val('industry', m.industryText, X, y + 1, half - 10, f.industry(m));
  u('Business Phone', X + half, y, half / 2); p.val('phone', m.phone, X + half, y + 1, half / 2 - 10, null);
  u('Employees', X + half * 1.5, y, half / 2); p.val('employees', m.employees, X + half * 1.5, y + 1, 40, null); y += 30;
  head('FUNDING REQUEST');
  u('* Amount Requested', X, y, CW / 3); p.val('amount', m.amountText, X, y + 1, CW / 3 - 10, f.amount(m));
  u('Purpose', X + CW / 3, y, CW / 3); p.val('use', m.useOfFunds, X + CW / 3, y + 1, CW / 3 - 10, null);
  u('Monthly Gross Sales', X + 2 * CW / 3, y, CW / 3); p.val('sales', m.monthlySales, X + 2 * CW / 3, y + 1, CW / 3 - 10, null); y += 30;
  head('OWNERSHIP');
  const cols = Math.min(m.owners.length, 2) === 1 && r.chance(0.5) ? 1 : 2;
  const ow = CW / cols;
  for (let i = 0; i < cols; i++) {
    const o = m.owners[i], ox = X + i * ow; let oy = y;
    p.text(`Owner ${i + 1}`, ox, oy, { size: 7.5, bold: true, color: navy }); oy += 12;
    const row = (label: string, key: string, s: string | null | undefined, fields: Record<string, unknown> | null, frac = 1, dx = 0): void => {
      u(label, ox + dx * (ow - 6), oy, (ow - 6) * frac); if (o) p.val(key, s, ox + dx * (ow - 6), oy + 1, (ow - 6) * frac - 10, fields);
    };
    row('* Full Name', 'owner_name', o?.printed, o ? f.name(i, o) : null, 0.62); row('Title', 'owner_role', o?.role, o ? f.role(i, o) : null, 0.38, 0.62); oy += 26;
    row('* % Owned', 'owner_pct', o?.ownershipText, o ? f.ownership(i, o) : null, 0.3); row('* SSN', 'owner_ssn', o?.ssnText, o ? f.ssn(i, o) : null, 0.4, 0.3);
    row('DOB', 'owner_dob', o?.dobText, o ? f.dob(i, o) : null, 0.3, 0.7); oy += 26;
    row('Home Address', 'owner_home', o ? `${o.home}, ${o.homeCity}` : null, {}, 0.75); row('FICO', 'owner_credit', o?.credit ? String(o.credit) : null, o ? f.credit(i, o) : null, 0.25, 0.75);
  }
  y += 100;
  head('BANK, LANDLORD & EXISTING FINANCING');
  u('Business Bank', X, y, CW / 3); p.val('bank_name', m.bank.name, X, y + 1, CW / 3 - 10);
  u('Routing Number', X + CW / 3, y, CW / 3); p.val('bank_routing', m.bank.routing, X + CW / 3, y + 1, CW / 3 - 10);
  u('Account Number', X + 2 * CW / 3, y, CW / 3); p.val('bank_account', m.bank.account, X + 2 * CW / 3, y + 1, CW / 3 - 10); y += 26;
  u('Landlord / Mortgage Holder', X, y, half); p.val('landlord_name', m.landlord.name, X, y + 1, half - 10);
  u('Landlord Phone', X + half, y, half / 2); p.val('landlord_phone', m.landlord.phone, X + half, y + 1, half / 2 - 10);
  u('Rent / Mortgage', X + half * 1.5, y, half / 2); p.val('landlord_rent', m.landlord.rent, X + half * 1.5, y + 1, 60); y += 28;
  p.text('Any open advances or business loans?', X, y, { size: 7.5 });
  p.check('adv_yes', 'Yes', X + 150, y - 1, m.advances.length > 0, null);
  p.check('adv_no', 'No', X + 185, y - 1, m.advances.length === 0, null); y += 14;
  for (const a of m.advances) {
    u('Funder', X, y, half); p.val('advance_funder', a.funder, X, y + 1, half - 10);
    u('Balance', X + half, y, half / 2); p.val('advance_balance', a.balance, X + half, y + 1, 70);
    u('Daily/Weekly Payment', X + half * 1.5, y, half / 2); p.val('advance_payment', a.payment, X + half * 1.5, y + 1, 70); y += 24;
  }
  y = Math.max(y + 6, 600);
  p.text(AUTH, X, y, { size: 6, width: CW, color: '#444' }); y += 44;
  m.owners.slice(0, cols).forEach((o, i) => {
    const sx = X + i * half;
    p.signature(sx + 6, y + 14, 120); p.line(sx, y + 18, sx + half - 16, y + 18);
    p.text(`Owner ${i + 1} Signature  /  Date`, sx, y + 21, { size: 6 });
    p.val('sig_date', m.signedText, sx + half - 80, y + 5, 60, null);
  });
  p.text(`Ref: BW-${money(m.amount).replace(/\D/g, '').slice(0, 3)}-${r.alnum(4)}`, R - 80, 776, { size: 5.5, color: '#999' });
}
