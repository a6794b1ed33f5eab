// Layout "granite": Granite Arch Capital's Merchant Application & Agreement. Boxed grid cells with the label at the
// top left; owners side by side; bank, landlord, existing advances and the ISO on page 2; the agreement follows.
import type { Canvas } from './canvas.ts';
import { drawAgreement, signature, type Funder } from './legal.ts';
import { printedName, type Merchant } from './model.ts';
import { AUTH_US, authorization, bizF, cell, logo, ownF } from './parts.ts';

export const GRANITE: Funder = { name: 'Granite Arch Capital LLC', address: '1450 Broadway, Suite 1200, New York, NY 10018', ein: '83-4417206',
  bank: 'Signature Bank', routing: '026013576', account: '1503948827', phone: '(212) 555-0186', accent: '#1f3b57' };

function section(c: Canvas, title: string, y: number): number {
  c.rect(36, y, 540, 13, { fill: '#1f3b57' });
  c.text(title, 40, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
  return y + 13;
}

export function drawGranite(c: Canvas, m: Merchant): void {
  const r = c.rng;
  c.newPage();
  logo(c, 'arch', 40, 30, '#1f3b57');
  c.text('GRANITE ARCH CAPITAL', 80, 32, { size: 15, font: 'Helvetica-Bold', color: '#1f3b57' });
  c.text(`${GRANITE.address}  |  ${GRANITE.phone}  |  fund@granitearch.example`, 80, 50, { size: 6.5, color: '#444' });
  c.text('MERCHANT APPLICATION & AGREEMENT', 360, 36, { size: 10, font: 'Helvetica-Bold' });
  c.text('Page 1 - Merchant Application', 440, 50, { size: 6.5 });
  let y = section(c, 'BUSINESS INFORMATION', 72);
  const stateText = r.chance(0.5) ? m.state : m.stateName;
  cell(c, 'Legal / Corporate Name', 36, y, 300, 'biz.legal_name', m.legal, bizF.legal(m));
  cell(c, 'DBA', 336, y, 240, 'biz.dba', m.dbaPrinted, bizF.dba(m));
  y += 24;
  cell(c, 'Physical Address (no P.O. Box)', 36, y, 220, 'biz.street', m.street, {});
  cell(c, 'City', 256, y, 120, 'biz.city', m.city, {});
  cell(c, 'State', 376, y, 60, 'biz.state', stateText, bizF.state(m));
  cell(c, 'Zip', 436, y, 60, 'biz.zip', m.zip, {});
  cell(c, 'State of Inc.', 496, y, 80, 'decoy.state_of_incorporation', m.incState, null);
  y += 24;
  cell(c, 'Federal Tax ID', 36, y, 120, 'biz.tax_id', m.taxPrinted, bizF.tax(m));
  const start = r.chance(0.85);
  cell(c, 'Business Start Date', 156, y, 100, 'biz.start', start ? m.startPrinted : '', start ? bizF.start(m) : {});
  cell(c, 'Entity Type', 256, y, 110, 'biz.entity', m.entityPrinted, bizF.entity(m));
  cell(c, 'Business Phone', 366, y, 100, 'biz.phone', m.phone, {});
  cell(c, 'Website', 466, y, 110, 'biz.website', m.website, {});
  y += 24;
  cell(c, 'Type of Business / Industry', 36, y, 200, 'biz.industry', m.industryPrinted, bizF.industry(m));
  cell(c, 'Business E-mail', 236, y, 170, 'biz.email', m.email, {});
  cell(c, 'Avg. Monthly Sales', 406, y, 90, 'decoy.monthly_sales', m.monthlySales, null);
  cell(c, '# Employees', 496, y, 80, 'biz.employees', String(r.int(2, 40)), {});
  y += 30;
  y = section(c, 'FUNDING REQUEST', y);
  cell(c, 'Amount Requested', 36, y, 160, 'req.amount', m.amountPrinted, bizF.amount(m));
  cell(c, 'Use of Funds', 196, y, 240, 'req.use', m.use, {});
  cell(c, 'ISO / Broker Code', 436, y, 140, 'decoy.iso_code', `ISO-${r.digits(4)}`, null);
  y += 30;
  y = section(c, 'OWNER / OFFICER INFORMATION (all owners of 20% or more)', y);
  const lastFirst = r.chance(0.3);
  const blockH = 24 * 5 + 4;
  m.owners.forEach((o, i) => {
    if (i === 2) { c.newPage(); y = 40; y = section(c, 'OWNER / OFFICER INFORMATION (continued)', y); }
    const x = i === 2 ? 36 : 36 + i * 270;
    const w = 270;
    let yy = y;
    c.text(`OWNER #${i + 1}`, x + 2, yy + 2, { size: 6.5, font: 'Helvetica-Bold', color: '#1f3b57' });
    yy += 10;
    cell(c, lastFirst ? 'Name (Last, First)' : 'Full Name', x, yy, w * 0.62, `own${i}.name`, printedName(o, lastFirst), ownF.name(i, o));
    cell(c, 'Title', x + w * 0.62, yy, w * 0.38, `own${i}.title`, o.role, ownF.role(i, o));
    yy += 24;
    cell(c, 'Ownership %', x, yy, w * 0.3, `own${i}.share`, o.sharePrinted, ownF.share(i, o));
    cell(c, 'SSN', x + w * 0.3, yy, w * 0.36, `own${i}.ssn`, o.taxPrinted, ownF.tax(i, o));
    cell(c, 'Date of Birth', x + w * 0.66, yy, w * 0.34, `own${i}.dob`, o.dobPrinted, o.dob ? ownF.dob(i, o) : {});
    yy += 24;
    cell(c, 'Home Address', x, yy, w, `decoy.owner${i}_home`, o.home, null);
    yy += 24;
    cell(c, 'Cell Phone', x, yy, w * 0.4, `own${i}.phone`, o.phone, {});
    cell(c, 'FICO (est.)', x + w * 0.4, yy, w * 0.2, `own${i}.credit`, o.creditPrinted, o.credit === null ? {} : ownF.credit(i, o));
    cell(c, 'E-mail', x + w * 0.6, yy, w * 0.4, `own${i}.email`, o.email, {});
    if (i === 1 || i === m.owners.length - 1) y += blockH;
  });
  if (y > 470) { c.newPage(); y = 40; }
  y += 6;
  y = section(c, 'BANK, LANDLORD & REFERENCES', y);
  cell(c, 'Business Bank', 36, y, 180, 'decoy.bank', m.bank, null);
  cell(c, 'Routing #', 216, y, 120, 'decoy.routing', m.routing, null);
  cell(c, 'Account #', 336, y, 120, 'decoy.account', m.account, null);
  cell(c, 'Own / Rent', 456, y, 120, 'biz.own_rent', 'Rent', {});
  y += 24;
  cell(c, 'Landlord / Mortgage Co.', 36, y, 300, 'decoy.landlord', m.landlord, null);
  cell(c, 'Monthly Rent', 336, y, 120, 'decoy.rent', m.rent, null);
  cell(c, 'Trade Reference', 456, y, 120, 'decoy.ref0', m.refs[0]!.name, null);
  y += 24;
  c.text('EXISTING ADVANCES / LOANS', 38, y + 3, { size: 6.5, font: 'Helvetica-Bold' });
  y += 11;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    cell(c, 'Funder', 36, y, 240, `decoy.adv${i}_funder`, a?.funder ?? '', a ? null : {});
    cell(c, 'Balance', 276, y, 150, `decoy.adv${i}_balance`, a?.balance ?? '', a ? null : {});
    cell(c, 'Payment', 426, y, 150, `decoy.adv${i}_payment`, a?.payment ?? '', a ? null : {});
    y += 24;
  }
  c.text(`Submitted by ISO: ${m.rep.name}  ${m.rep.phone}  ${m.rep.email}`, 38, y + 4, { size: 7 });
  c.decoys.push({ key: 'decoy.iso_rep', text: m.rep.name, page: c.page, box: c.box(38, y + 4, 300, 9) });
  y += 16;
  y += authorization(c, AUTH_US, y) + 6;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = 36 + i * 270;
    signature(c, x + 8, y + 12, 110);
    c.line(x, y + 18, x + 160, y + 18);
    c.text('Signature', x, y + 20, { size: 6 });
    c.line(x + 170, y + 18, x + 250, y + 18);
    c.text('Date', x + 170, y + 20, { size: 6 });
    c.fill(`decoy.sign_date${i}`, `${r.int(1, 3)}/${r.int(2, 27)}/2025`, x + 170, y + 4, 80, null);
    c.text('Print Name', x, y + 42, { size: 6 });
    c.line(x, y + 40, x + 250, y + 40);
    c.fill(`sig${i}.name`, printedName(o, false), x, y + 26, 250, {});
  });
  y += 56;
  drawAgreement(c, m, GRANITE, y, { ach: true });
}
