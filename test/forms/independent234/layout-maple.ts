// Layout "maple": Northern Lights Merchant Funding's Canadian packet. A shaded label column beside each value,
// Operating Name (O/A), Business Number with program account, province, postal code, SIN (often masked), PIPEDA
// consent; the jurisdiction of incorporation, the owners' home provinces and the funder's own BN are decoys.
import type { Canvas } from './canvas.ts';
import { drawAgreement, signature, type Funder } from './legal.ts';
import { printedName, type Merchant } from './model.ts';
import { AUTH_CA, authorization, bizF, logo, ownF } from './parts.ts';

export const MAPLE: Funder = { name: 'Northern Lights Merchant Funding Inc.', address: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9',
  ein: 'BN 81442 7730 RT0001', bank: 'Royal Bank of Canada', routing: '00002-003', account: '1047729', phone: '(416) 555-0177', accent: '#7a1f2b' };

type F = Record<string, unknown> | null;
function row(c: Canvas, y: number, items: [string, number, string, string, F][]): number {
  let x = 36;
  for (const [label, w, key, text, f] of items) {
    const lw = Math.min(92, w * 0.42);
    c.rect(x, y, lw, 18, { fill: '#f1e4e6', stroke: '#7a1f2b' });
    c.text(label, x + 3, y + 3, { size: 6.2, font: 'Helvetica-Bold', width: lw - 5 });
    c.rect(x + lw, y, w - lw, 18, { stroke: '#7a1f2b' });
    c.fill(key, text, x + lw + 1, y + 2, w - lw - 2, f);
    x += w;
  }
  return y + 18;
}

function band(c: Canvas, t: string, y: number): number {
  c.rect(36, y, 540, 14, { fill: '#7a1f2b' });
  c.text(t, 42, y + 3.5, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
  return y + 18;
}

export function drawMaple(c: Canvas, m: Merchant): void {
  const r = c.rng;
  c.newPage();
  logo(c, 'leaf', 36, 26, '#7a1f2b');
  c.text('NORTHERN LIGHTS', 74, 28, { size: 14, font: 'Helvetica-Bold', color: '#7a1f2b' });
  c.text('MERCHANT FUNDING', 74, 44, { size: 8, font: 'Helvetica', color: '#7a1f2b' });
  c.text('Merchant Application & Agreement / Demande du marchand', 300, 30, { size: 9, font: 'Helvetica-Bold', width: 276, align: 'right' });
  c.text(`${MAPLE.address}  ${MAPLE.phone}`, 300, 44, { size: 6.3, width: 276, align: 'right' });
  let y = band(c, 'A. BUSINESS / ENTREPRISE', 64);
  y = row(c, y, [['Legal Name of Business', 330, 'biz.legal_name', m.legal, bizF.legal(m)], ['Operating Name (O/A)', 210, 'biz.dba', m.dbaPrinted, bizF.dba(m)]]);
  y = row(c, y, [['Business Number (BN)', 200, 'biz.tax_id', m.taxPrinted, bizF.tax(m)], ['Type of Entity', 170, 'biz.entity', m.entityPrinted, bizF.entity(m)],
    ['Jurisdiction of Incorporation', 170, 'decoy.jurisdiction', m.incState, null]]);
  y = row(c, y, [['Street Address', 330, 'biz.street', m.street, {}], ['City', 210, 'biz.city', m.city, {}]]);
  const provText = r.chance(0.6) ? m.state : m.stateName;
  y = row(c, y, [['Province', 150, 'biz.province', provText, bizF.state(m)], ['Postal Code', 130, 'biz.postal', m.zip, {}],
    ['Country', 110, 'biz.country', 'Canada', {}], ['Phone', 150, 'biz.phone', m.phone, {}]]);
  y = row(c, y, [['Nature of Business', 270, 'biz.industry', m.industryPrinted, bizF.industry(m)], ['Date Established', 150, 'biz.start', m.startPrinted, bizF.start(m)],
    ['Employees', 120, 'biz.employees', String(r.int(2, 30)), {}]]);
  y = row(c, y, [['E-mail', 270, 'biz.email', m.email, {}], ['Website', 270, 'biz.website', m.website, {}]]);
  y += 4;
  y = band(c, 'B. FINANCING REQUEST / DEMANDE DE FINANCEMENT', y);
  const terms = r.chance(0.5);
  y = row(c, y, [['Amount Requested', 180, 'req.amount', m.amountPrinted, bizF.amount(m)], ['Use of Funds', 180, 'req.use', m.use, {}],
    ['Avg. Monthly Deposits', 180, 'decoy.monthly_sales', m.monthlySales, null]]);
  if (terms) {
    y = row(c, y, [['Proposed Payment', 180, 'req.payment', m.paymentPrinted, bizF.payment(m)], ['Frequency', 180, 'req.frequency',
      { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.frequency], bizF.frequency(m)],
    ['Number of Payments', 180, 'req.count', String(m.count), bizF.count(m)]]);
  }
  y += 4;
  y = band(c, 'C. OWNERS / PROPRIETAIRES', y);
  m.owners.forEach((o, i) => {
    if (y > 640) { c.newPage(); y = 40; }
    c.text(`Owner ${i + 1}`, 38, y, { size: 6.8, font: 'Helvetica-BoldOblique', color: '#7a1f2b' });
    y += 9;
    y = row(c, y, [['Full Name', 270, `own${i}.name`, printedName(o, false), ownF.name(i, o)], ['Title', 140, `own${i}.title`, o.role, ownF.role(i, o)],
      ['Ownership', 130, `own${i}.share`, o.sharePrinted, ownF.share(i, o)]]);
    y = row(c, y, [['SIN', 180, `own${i}.sin`, o.taxPrinted, ownF.tax(i, o)], ['Date of Birth', 180, `own${i}.dob`, o.dobPrinted, o.dob ? ownF.dob(i, o) : {}],
      ['Credit Score', 180, `own${i}.credit`, o.creditPrinted, o.credit === null ? {} : ownF.credit(i, o)]]);
    y = row(c, y, [['Home Address', 540, `decoy.owner${i}_home`, o.home, null]]);
    y += 3;
  });
  if (y > 600) { c.newPage(); y = 40; }
  y = band(c, 'D. BANKING, LANDLORD & EXISTING FINANCING', y);
  y = row(c, y, [['Bank', 180, 'decoy.bank', m.bank, null], ['Transit-Institution', 180, 'decoy.transit', m.routing, null], ['Account #', 180, 'decoy.account', m.account, null]]);
  y = row(c, y, [['Landlord', 300, 'decoy.landlord', m.landlord, null], ['Monthly Rent', 240, 'decoy.rent', m.rent, null]]);
  for (let i = 0; i < m.advances.length; i++) {
    const a = m.advances[i]!;
    y = row(c, y, [['Current Funder', 270, `decoy.adv${i}_funder`, a.funder, null], ['Balance', 135, `decoy.adv${i}_balance`, a.balance, null],
      ['Payment', 135, `decoy.adv${i}_payment`, a.payment, null]]);
  }
  y += 6;
  y += authorization(c, AUTH_CA, y) + 6;
  signature(c, 48, y + 12, 110);
  c.line(36, y + 18, 230, y + 18);
  c.text('Signature of Owner 1', 36, y + 20, { size: 6 });
  c.text('Broker: ' + m.rep.name + ' / ' + m.rep.email, 330, y + 10, { size: 7 });
  c.decoys.push({ key: 'decoy.iso_rep', text: m.rep.name, page: c.page, box: c.box(330, y + 10, 240, 9) });
  y += 34;
  if (y > 520) { c.newPage(); y = 40; }
  drawAgreement(c, m, MAPLE, y, { ach: true });
}
