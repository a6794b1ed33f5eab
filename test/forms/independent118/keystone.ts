// Layout "keystone_grid": Keystone Bridge Capital (US broker, Clark NJ). Boxed cells with small caps labels; page 1
// business, page 2 owner #1, one "Additional Owner / Guarantor" continuation sheet per further owner (same layout),
// last page funding request, existing advances, authorisation and one signature block per owner.
import type { Sheet } from './sheet.ts';
import type { Merchant, Owner } from './model.ts';
import { addrLine } from './model.ts';
import { cell, bar, finePrint, legalF, dbaF, taxF, regionF, amountF, nameF, ownerF, tinF } from './parts.ts';

const BROKER = 'Keystone Bridge Capital LLC';
const X = 36, W = 540;

function header(s: Sheet, m: Merchant, total: number, rep: string[]): number {
  s.doc.rect(X, 30, W, 34).fill('#0e4d45').fillColor('black');
  s.text('KEYSTONE BRIDGE CAPITAL', X + 8, 36, { size: 14, font: 'Helvetica-Bold', color: 'white' });
  s.text('1180 Raritan Road, Suite 204  ·  Clark, NJ 07066  ·  (732) 555-0187  ·  apps@keystonebridgecap.com', X + 8, 53, { size: 6.5, color: 'white' });
  s.text('MERCHANT FUNDING APPLICATION', X + 360, 38, { size: 9, font: 'Helvetica-Bold', color: 'white', width: 172, align: 'right' });
  s.text(`Merchant: ${m.legal}`, X, 70, { size: 7, font: 'Helvetica-Oblique', width: 400 });
  s.text(`Page ${s.page} of ${total}`, X + 440, 70, { size: 7, width: 100, align: 'right' });
  s.printed.push({ key: 'header_merchant', text: m.legal, page: s.page });
  s.text(`ISO Rep: ${rep[0]}  ·  Direct ${rep[1]}  ·  ${rep[2]}          KBC-APP-04  Rev. 07/2023          Initials: ______`, X, 760, { size: 6.5, color: '#444444' });
  s.decoys.push(...rep);
  return 84;
}

function ownerBlock(s: Sheet, m: Merchant, o: Owner, i: number, y0: number): number {
  let y = y0;
  cell(s, 'FULL LEGAL NAME', X, y, 300, 30, `owner${i + 1}_name`, o.nameText, { fields: nameF(o, i) });
  cell(s, 'TITLE / POSITION', X + 300, y, 150, 30, `owner${i + 1}_title`, o.title, { fields: ownerF(o, i, 'role') });
  cell(s, 'OWNERSHIP %', X + 450, y, 90, 30, `owner${i + 1}_pct`, o.pctText, { fields: ownerF(o, i, 'ownership') });
  y += 30;
  const ssnLabel = o.tinType === 'ITIN' ? 'SSN / ITIN' : 'SOCIAL SECURITY #';
  cell(s, ssnLabel, X, y, 150, 30, `owner${i + 1}_ssn`, o.tinText, { fields: tinF(o, i, m.country) });
  cell(s, 'DATE OF BIRTH', X + 150, y, 130, 30, `owner${i + 1}_dob`, o.dobText, { fields: ownerF(o, i, 'date_of_birth') });
  cell(s, 'CREDIT SCORE (EST.)', X + 280, y, 100, 30, `owner${i + 1}_fico`, o.score === null ? '' : String(o.score), { fields: ownerF(o, i, 'credit_score') });
  cell(s, "DRIVER'S LICENSE #", X + 380, y, 160, 30, `owner${i + 1}_dl`, o.license, { decoy: true });
  y += 30;
  cell(s, 'HOME ADDRESS', X, y, 250, 40, `owner${i + 1}_home`, addrLine(o.home), { decoy: true, lines: 2 });
  cell(s, 'CITY', X + 250, y, 130, 40, `owner${i + 1}_city`, o.home.city, { decoy: true });
  cell(s, 'STATE', X + 380, y, 60, 40, `owner${i + 1}_state`, o.home.region, { decoy: true });
  cell(s, 'ZIP', X + 440, y, 100, 40, `owner${i + 1}_zip`, o.home.postal, { decoy: true });
  y += 40;
  cell(s, 'MOBILE PHONE', X, y, 150, 30, `owner${i + 1}_phone`, o.phone);
  cell(s, 'E-MAIL', X + 150, y, 250, 30, `owner${i + 1}_email`, o.email);
  s.doc.lineWidth(0.5).rect(X + 400, y, 140, 30).stroke();
  s.text('RESIDENCE', X + 402, y + 2, { size: 5.6 });
  const own = s.rng.chance(0.6);
  s.check(`owner${i + 1}_own`, 'Own', X + 406, y + 14, own); s.text('Own', X + 417, y + 15, { size: 7 });
  s.check(`owner${i + 1}_rent`, 'Rent', X + 456, y + 14, !own); s.text('Rent', X + 467, y + 15, { size: 7 });
  y += 30;
  cell(s, 'YEARS AT RESIDENCE', X, y, 150, 28, `owner${i + 1}_years`, String(s.rng.int(1, 22)));
  cell(s, 'PRIOR ADDRESS (if less than 2 years at current)', X + 150, y, 390, 28, `owner${i + 1}_prior`, '');
  y += 28;
  cell(s, 'OTHER BUSINESSES OWNED (name, % owned)', X, y, W, 28, `owner${i + 1}_other`, s.rng.chance(0.2) ? `${s.rng.pick(['Blue Fin Holdings LLC', 'R&M Rentals', 'Eastside Laundromat'])} - ${s.rng.pick(['50%', '100%', '25%'])}` : '', { decoy: true });
  y += 36;
  for (const q of ['Has this owner ever filed for personal or business bankruptcy?', 'Are there any open judgments, liens or tax warrants against this owner?', 'Is this owner a U.S. citizen or permanent resident?']) {
    const yes = q.includes('citizen') ? s.rng.chance(0.9) : s.rng.chance(0.1);
    s.text(q, X + 4, y + 1, { size: 7.5 });
    s.check(`owner${i + 1}_q${y}_y`, 'Yes', X + 440, y, yes); s.text('Yes', X + 451, y + 1, { size: 7.5 });
    s.check(`owner${i + 1}_q${y}_n`, 'No', X + 485, y, !yes); s.text('No', X + 496, y + 1, { size: 7.5 });
    y += 15;
  }
  return y;
}

export function renderKeystone(s: Sheet, m: Merchant): void {
  const n = m.owners.length, total = n + 2;
  const rep = [s.rng.pick(['Anthony Russo', 'Dana Whitfield', 'Michael Brandt', 'Keisha Moore']), `(732) 555-01${s.rng.int(10, 99)}`, 'deals@keystonebridgecap.com'];
  s.newPage();
  let y = header(s, m, total, rep);
  y = bar(s, 'SECTION 1 — BUSINESS INFORMATION', X, y, W, { fill: '#0e4d45' });
  cell(s, 'LEGAL / CORPORATE NAME (as shown on tax return)', X, y, 280, 38, 'legal_name', m.legal, { fields: legalF(m), lines: 2 });
  cell(s, m.tax.type === 'EIN' ? 'FEDERAL TAX ID (EIN)' : 'FEDERAL TAX ID (EIN or SSN if sole prop.)', X + 280, y, 260, 38, 'tax_id', m.tax.text, { fields: taxF(m) }); y += 38;
  cell(s, 'DBA / TRADE NAME (if different)', X, y, W, 28, 'dba', m.dbaText, { fields: dbaF(m) }); y += 28;
  s.doc.lineWidth(0.5).rect(X, y, W, 24).stroke();
  s.text('ENTITY TYPE', X + 2.5, y + 2, { size: 5.6 });
  let cx = X + 8;
  for (const lab of ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S Corp', 'Other:']) {
    const checked = lab === 'Other:' ? m.entityBox === 'Other' : m.entityBox === lab;
    s.check(`entity_${lab}`, lab, cx, y + 12, checked, checked && lab !== 'Other:' ? { type_of_entity: m.entityId } : undefined);
    s.text(lab, cx + 11, y + 13, { size: 7.5 });
    cx += s.doc.font('Helvetica').fontSize(7.5).widthOfString(lab) + 26;
  }
  s.doc.moveTo(cx - 10, y + 20).lineTo(X + W - 6, y + 20).stroke();
  s.value('entity_other', m.entityBox === 'Other' ? m.entityText : '', cx - 10, y + 9, X + W - cx, 12, { fields: m.entityBox === 'Other' ? { type_of_entity: m.entityId } : {} });
  y += 24;
  cell(s, 'BUSINESS START DATE', X, y, 150, 28, 'start_date', m.startText, { fields: { business_start_date: m.start } });
  cell(s, 'STATE OF INCORPORATION', X + 150, y, 130, 28, 'inc_state', m.incRegion, { decoy: true });
  cell(s, '# OF EMPLOYEES', X + 280, y, 90, 28, 'employees', m.employees);
  cell(s, 'TYPE OF BUSINESS / PRODUCT OR SERVICE', X + 370, y, 170, 28, 'industry', m.industryText, { fields: { industry: m.industryId }, lines: 2, size: 8 }); y += 28;
  cell(s, 'PHYSICAL BUSINESS ADDRESS (no P.O. boxes)', X, y, 250, 38, 'street', addrLine(m.addr), { lines: 2 });
  cell(s, 'CITY', X + 250, y, 130, 38, 'city', m.addr.city);
  cell(s, 'STATE', X + 380, y, 60, 38, 'state', m.addr.region, { fields: regionF(m) });
  cell(s, 'ZIP', X + 440, y, 100, 38, 'zip', m.addr.postal); y += 38;
  cell(s, 'BUSINESS PHONE', X, y, 150, 28, 'phone', m.phone);
  cell(s, 'BUSINESS E-MAIL', X + 150, y, 220, 28, 'email', m.email);
  cell(s, 'WEBSITE', X + 370, y, 170, 28, 'website', m.website); y += 28;
  s.doc.lineWidth(0.5).rect(X, y, 120, 28).stroke();
  s.text('BUSINESS LOCATION IS', X + 2.5, y + 2, { size: 5.6 });
  s.check('loc_own', 'Owned', X + 6, y + 13, m.ownRent === 'Own'); s.text('Owned', X + 17, y + 14, { size: 7 });
  s.check('loc_rent', 'Leased', X + 58, y + 13, m.ownRent === 'Rent'); s.text('Leased', X + 69, y + 14, { size: 7 });
  cell(s, 'LANDLORD / MORTGAGE HOLDER', X + 120, y, 200, 28, 'landlord', m.landlord.name, { decoy: true });
  cell(s, 'LANDLORD PHONE', X + 320, y, 120, 28, 'landlord_phone', m.landlord.phone, { decoy: true });
  cell(s, 'MONTHLY RENT / MORTGAGE', X + 440, y, 100, 28, 'rent', m.landlord.rent, { decoy: true }); y += 36;
  y = bar(s, 'SECTION 2 — BUSINESS FINANCIALS', X, y, W, { fill: '#0e4d45' });
  cell(s, 'AVERAGE MONTHLY GROSS SALES', X, y, 180, 28, 'monthly_sales', m.monthlySales, { decoy: true });
  cell(s, 'ANNUAL REVENUE (LAST FY)', X + 180, y, 180, 28, 'annual_revenue', m.annualRevenue, { decoy: true });
  cell(s, 'BUSINESS BANK', X + 360, y, 180, 28, 'bank', m.bank.name, { decoy: true }); y += 28;
  cell(s, 'ROUTING #', X, y, 180, 28, 'routing', m.bank.routing, { decoy: true });
  cell(s, 'ACCOUNT #', X + 180, y, 180, 28, 'account', m.bank.account, { decoy: true });
  cell(s, 'BANK CONTACT / BRANCH OFFICER', X + 360, y, 180, 28, 'bank_officer', m.bank.officer, { decoy: true }); y += 36;
  y = bar(s, 'SECTION 3 — TRADE REFERENCES', X, y, W, { fill: '#0e4d45' });
  m.refs.forEach((r, k) => {
    cell(s, `REFERENCE ${k + 1} — COMPANY`, X, y, 240, 28, `ref${k + 1}`, r.name, { decoy: true });
    cell(s, 'CONTACT', X + 240, y, 150, 28, `ref${k + 1}_contact`, r.contact, { decoy: true });
    cell(s, 'PHONE', X + 390, y, 150, 28, `ref${k + 1}_phone`, r.phone, { decoy: true }); y += 28;
  });
  finePrint(s, BROKER, [3], X, y + 8, W);

  m.owners.forEach((o, i) => {
    s.newPage();
    let yy = header(s, m, total, rep);
    if (i === 0) yy = bar(s, `SECTION 4 — PRINCIPAL OWNER / OFFICER      (Owner #1 of ${n})`, X, yy, W, { fill: '#0e4d45' });
    else {
      yy = bar(s, `ADDITIONAL OWNER / GUARANTOR — CONTINUATION SHEET      Owner #${i + 1} of ${n}`, X, yy, W, { fill: '#0e4d45' });
      yy = s.text('Complete one sheet for every owner holding 20% or more of the business. Attach to the application; each additional owner signs in Section 7.', X, yy, { size: 6.8, font: 'Helvetica-Oblique', width: W }) + 4;
    }
    yy = ownerBlock(s, m, o, i, yy) + 12;
    yy = bar(s, 'PERSONAL GUARANTY ACKNOWLEDGEMENT', X, yy, W, { fill: '#5b7b76' });
    finePrint(s, BROKER, [4], X, yy, W);
  });

  s.newPage();
  y = header(s, m, total, rep);
  y = bar(s, 'SECTION 5 — FUNDING REQUEST', X, y, W, { fill: '#0e4d45' });
  cell(s, 'AMOUNT REQUESTED', X, y, 150, 28, 'amount', m.amountText, { fields: amountF(m) });
  cell(s, 'USE OF FUNDS', X + 150, y, 390, 28, 'use_of_funds', m.useOfFunds); y += 28;
  cell(s, 'DESIRED PAYMENT AMOUNT', X, y, 150, 28, 'payment', m.paymentText, { fields: m.payment === null ? {} : { requested_payment: m.payment } });
  cell(s, 'NUMBER OF PAYMENTS', X + 150, y, 110, 28, 'n_payments', m.nPayments === null ? '' : String(m.nPayments), { fields: m.nPayments === null ? {} : { number_of_payments: m.nPayments } });
  s.doc.lineWidth(0.5).rect(X + 260, y, 280, 28).stroke();
  s.text('PAYMENT FREQUENCY', X + 262.5, y + 2, { size: 5.6 });
  const FQ = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;
  FQ.forEach(([lab, id], k) => {
    s.check(`freq_${id}`, lab, X + 268 + k * 66, y + 13, m.freq === id, m.freq === id ? { payment_frequency: id } : undefined);
    s.text(lab, X + 279 + k * 66, y + 14, { size: 7.5 });
  });
  y += 36;
  y = bar(s, 'SECTION 6 — EXISTING ADVANCES / BUSINESS LOANS (list all open positions)', X, y, W, { fill: '#0e4d45' });
  const cols: [string, number][] = [['FUNDER / LENDER', 200], ['CURRENT BALANCE', 120], ['PAYMENT', 120], ['FREQUENCY', 100]];
  for (let r = 0; r < 3; r++) {
    const a = m.advances[r];
    let xx = X;
    cols.forEach(([lab, w], c) => {
      cell(s, lab, xx, y, w, 24, `adv${r + 1}_${c}`, a ? [a.funder, a.balance, a.payment, a.freq][c]! : '', { decoy: true, size: 8.5 });
      xx += w;
    });
    y += 24;
  }
  y = bar(s, 'SECTION 7 — AUTHORIZATION & SIGNATURES', X, y + 8, W, { fill: '#0e4d45' });
  y = finePrint(s, BROKER, [0, 1, 2], X, y, W, { size: 6 }) + 2;
  const bh = Math.min(52, (748 - y) / n);
  m.owners.forEach((o, i) => {
    const by = y + i * bh;
    s.text(`OWNER #${i + 1}`, X, by + 4, { size: 6, font: 'Helvetica-Bold' });
    s.doc.lineWidth(0.5).moveTo(X + 40, by + 24).lineTo(X + 200, by + 24).stroke();
    s.signature(X + 48, by + 18, 140);
    s.text('Signature', X + 40, by + 26, { size: 5.6 });
    s.value(`sig${i + 1}_name`, o.sigName, X + 210, by + 8, 150, 16);
    s.doc.moveTo(X + 210, by + 24).lineTo(X + 360, by + 24).stroke();
    s.text('Printed Name', X + 210, by + 26, { size: 5.6 });
    s.value(`sig${i + 1}_title`, o.title, X + 370, by + 8, 90, 16);
    s.doc.moveTo(X + 370, by + 24).lineTo(X + 460, by + 24).stroke();
    s.text('Title', X + 370, by + 26, { size: 5.6 });
    s.value(`sig${i + 1}_date`, m.signDate, X + 470, by + 8, 70, 16, { decoy: true, size: 8 });
    s.doc.moveTo(X + 470, by + 24).lineTo(X + 540, by + 24).stroke();
    s.text('Date', X + 470, by + 26, { size: 5.6 });
  });
}
