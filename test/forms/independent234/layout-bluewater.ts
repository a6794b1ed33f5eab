// Layout "bluewater": Bluewater Funding Partners' two-page packet. Underlined blanks with bold labels, checkbox rows
// for the entity type (with "Other: ___"), own/rent and the requested payment frequency; the agreement's own
// pre-checked remittance frequency and terms are decoys.
import type { Canvas } from './canvas.ts';
import { drawAgreement, signature, type Funder } from './legal.ts';
import { printedName, type Merchant } from './model.ts';
import { AUTH_US, authorization, bizF, blank, logo, ownF } from './parts.ts';

export const BLUEWATER: Funder = { name: 'Bluewater Funding Partners, LLC', address: '200 S. Biscayne Blvd, 40th Floor, Miami, FL 33131', ein: '46-2290318',
  bank: 'City National Bank of Florida', routing: '066004367', account: '2209183374', phone: '(305) 555-0144', accent: '#0b6e8a' };

const ENTITY_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'],
  ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];

function head(c: Canvas, t: string, y: number): number {
  c.text(t, 36, y, { size: 8.5, font: 'Helvetica-Bold', color: '#0b6e8a' });
  c.line(36, y + 11, 576, y + 11, 1.2, '#0b6e8a');
  return y + 16;
}

export function drawBluewater(c: Canvas, m: Merchant): void {
  const r = c.rng;
  c.newPage();
  logo(c, 'wave', 36, 28, '#0b6e8a');
  c.text('Bluewater Funding Partners', 74, 30, { size: 16, font: 'Times-Bold', color: '#0b6e8a' });
  c.text('Merchant Application & Agreement', 74, 49, { size: 9, font: 'Times-Italic' });
  c.text(`Tel ${BLUEWATER.phone}\n${BLUEWATER.address}`, 400, 32, { size: 6.5, width: 176, align: 'right' });
  let y = head(c, 'SECTION 1 - BUSINESS', 70);
  blank(c, 'Business Legal Name:', 36, y, 330, 'biz.legal_name', m.legal, bizF.legal(m));
  blank(c, 'DBA:', 372, y, 204, 'biz.dba', m.dbaPrinted, bizF.dba(m));
  y += 20;
  c.text('Entity:', 36, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  let x = 70;
  const box = ENTITY_BOXES.find(([, id]) => id === m.entity);
  for (const [label, id] of ENTITY_BOXES) x += c.check(`biz.entity_${label}`, label, x, y, box?.[1] === id, bizF.entity(m, id));
  const other = !box;
  x += c.check('biz.entity_other', 'Other:', x, y, other, {});
  c.line(x - 6, y + 9, 576, y + 9, 0.5);
  if (other) c.fill('biz.entity_other_text', m.entityPrinted, x - 6, y - 5, 576 - x + 6, bizF.entity(m));
  y += 16;
  const yearsOnly = r.chance(0.3);
  blank(c, 'Federal Tax ID (EIN):', 36, y, 200, 'biz.tax_id', m.taxPrinted, bizF.tax(m));
  if (yearsOnly) blank(c, 'Years in Business:', 242, y, 130, 'biz.years', String(m.years), {});
  else blank(c, 'Date Business Started:', 242, y, 160, 'biz.start', m.startPrinted, bizF.start(m));
  blank(c, 'State of Incorporation:', 410, y, 166, 'decoy.state_of_incorporation', m.incState, null);
  y += 20;
  blank(c, 'Business Address:', 36, y, 300, 'biz.street', m.street, {});
  blank(c, 'City:', 342, y, 110, 'biz.city', m.city, {});
  blank(c, 'State:', 458, y, 60, 'biz.state', m.state, bizF.state(m));
  blank(c, 'Zip:', 522, y, 54, 'biz.zip', m.zip, {});
  y += 20;
  blank(c, 'Business Phone:', 36, y, 170, 'biz.phone', m.phone, {});
  blank(c, 'Industry:', 212, y, 200, 'biz.industry', m.industryPrinted, bizF.industry(m));
  c.text('Premises:', 420, y + 5, { size: 7.5, font: 'Helvetica-Bold' });
  const own = r.chance(0.3);
  c.check('biz.own', 'Own', 462, y + 4, own, {});
  c.check('biz.rent', 'Rent', 500, y + 4, !own, {});
  y += 20;
  blank(c, 'Landlord:', 36, y, 260, 'decoy.landlord', own ? '' : m.landlord, own ? {} : null);
  blank(c, 'Monthly Rent/Mortgage:', 302, y, 150, 'decoy.rent', m.rent, null);
  blank(c, 'Gross Monthly Sales:', 458, y, 118, 'decoy.monthly_sales', m.monthlySales, null);
  y += 24;
  y = head(c, 'SECTION 2 - FUNDING REQUESTED', y);
  blank(c, 'Amount Requested:', 36, y, 180, 'req.amount', m.amountPrinted, bizF.amount(m));
  const terms = r.chance(0.7);
  blank(c, 'Desired Payment:', 222, y, 160, 'req.payment', terms ? m.paymentPrinted : '', terms ? bizF.payment(m) : {});
  blank(c, 'No. of Payments:', 388, y, 120, 'req.count', terms ? String(m.count) : '', terms ? bizF.count(m) : {});
  y += 20;
  c.text('Payment Schedule:', 36, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  x = 112;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
    const label = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[f];
    x += c.check(`req.freq_${f}`, label, x, y, terms && m.frequency === f, { 'application.payment_frequency': f });
  }
  blank(c, 'Use of Proceeds:', 340, y - 4, 236, 'req.use', m.use, {});
  y += 20;
  y = head(c, 'SECTION 3 - PRINCIPALS', y);
  m.owners.forEach((o, i) => {
    c.text(`Principal ${i + 1}`, 36, y + 5, { size: 7, font: 'Helvetica-Oblique', color: '#0b6e8a' });
    blank(c, 'Name:', 90, y, 230, `own${i}.name`, printedName(o, false), ownF.name(i, o));
    blank(c, 'Title:', 326, y, 130, `own${i}.title`, o.role, ownF.role(i, o));
    blank(c, '% Owned:', 462, y, 114, `own${i}.share`, o.sharePrinted, ownF.share(i, o));
    y += 18;
    blank(c, 'SSN:', 90, y, 140, `own${i}.ssn`, o.taxPrinted, ownF.tax(i, o));
    blank(c, 'DOB:', 236, y, 120, `own${i}.dob`, o.dobPrinted, o.dob ? ownF.dob(i, o) : {});
    blank(c, 'Credit Score:', 362, y, 100, `own${i}.credit`, o.creditPrinted, o.credit === null ? {} : ownF.credit(i, o));
    blank(c, 'Cell:', 468, y, 108, `own${i}.phone`, o.phone, {});
    y += 18;
    blank(c, 'Home Address:', 90, y, 486, `decoy.owner${i}_home`, o.home, null);
    y += 22;
  });
  y = head(c, 'SECTION 4 - CURRENT FINANCING & BROKER', y);
  m.advances.forEach((a, i) => {
    blank(c, 'Lender/Funder:', 36, y, 240, `decoy.adv${i}_funder`, a.funder, null);
    blank(c, 'Balance:', 282, y, 140, `decoy.adv${i}_balance`, a.balance, null);
    blank(c, 'Daily/Weekly Pmt:', 428, y, 148, `decoy.adv${i}_payment`, a.payment, null);
    y += 18;
  });
  if (!m.advances.length) { blank(c, 'Lender/Funder:', 36, y, 240, 'adv.none', 'None', {}); y += 18; }
  blank(c, 'Broker/ISO Contact:', 36, y, 240, 'decoy.iso_rep', m.rep.name, null);
  blank(c, 'Broker Phone:', 282, y, 140, 'decoy.iso_phone', m.rep.phone, null);
  y += 22;
  y += authorization(c, AUTH_US, y, 6) + 4;
  signature(c, 46, y + 12, 120);
  c.line(36, y + 18, 250, y + 18);
  c.text('Principal 1 Signature', 36, y + 20, { size: 6 });
  c.line(270, y + 18, 340, y + 18);
  c.text('Date', 270, y + 20, { size: 6 });
  c.fill('decoy.sign_date', `0${r.int(1, 3)}/${r.int(10, 27)}/2025`, 270, y + 4, 70, null);
  c.newPage();
  // The agreement: its remittance schedule is pre-checked by the funder (not the merchant's request).
  c.text('Remittance Frequency (Purchaser use):', 40, 40, { size: 7, font: 'Helvetica-Bold' });
  const fx = 190;
  const funderFreq = r.pick(['daily', 'weekly'] as const);
  c.check('terms.freq_daily', 'Daily', fx, 39, funderFreq === 'daily', null);
  c.check('terms.freq_weekly', 'Weekly', fx + 44, 39, funderFreq === 'weekly', null);
  drawAgreement(c, m, BLUEWATER, 56, { ach: r.chance(0.6) });
}
