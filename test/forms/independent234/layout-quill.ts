// Layout "quill": Quill & Ledger Capital's dense one-page application (captions printed under the lines, owners in
// a table with "Last, First" names), then the agreement. US or Canadian; the ISO's header block, the funder's EIN and
// bank, and the agreement's terms are decoys.
import type { Canvas } from './canvas.ts';
import { drawAgreement, signature, type Funder } from './legal.ts';
import { printedName, type Merchant } from './model.ts';
import { AUTH_CA, AUTH_US, authorization, bizF, freqText, logo, ownF, under } from './parts.ts';

export const QUILL: Funder = { name: 'Quill & Ledger Capital Corp.', address: '55 Water Street, 32nd Floor, New York, NY 10041', ein: '87-1127455',
  bank: 'Customers Bank', routing: '031302971', account: '8800172265', phone: '(646) 555-0132', accent: '#2e2e2e' };

export function drawQuill(c: Canvas, m: Merchant): void {
  const r = c.rng, ca = m.country === 'CA';
  c.newPage();
  logo(c, 'quill', 36, 24, '#2e2e2e');
  c.text('QUILL & LEDGER', 72, 24, { size: 17, font: 'Times-Bold' });
  c.text('CAPITAL', 72, 42, { size: 8, font: 'Times-Roman' });
  c.text('MERCHANT APPLICATION & AGREEMENT', 230, 26, { size: 11, font: 'Helvetica-Bold' });
  c.text('Application No. ____________   Pages 1 - 2 are the Application; the Agreement follows.', 230, 42, { size: 6.2 });
  // ISO box at the top right: the broker's own company, address and phone.
  c.rect(440, 54, 136, 36, { stroke: '#888' });
  c.text('Submitted by (ISO)', 444, 57, { size: 5.8, color: '#555' });
  c.fill('decoy.iso_rep', m.rep.name, 442, 64, 132, null, { size: 8 });
  c.fill('decoy.iso_phone', m.rep.phone, 442, 76, 132, null, { size: 8 });
  let y = 60;
  c.text('1. BUSINESS', 36, y, { size: 8, font: 'Helvetica-Bold' });
  y += 14;
  under(c, 'Legal name of business (as on tax return)', 36, y, 260, 'biz.legal_name', m.legal, bizF.legal(m));
  under(c, ca ? 'Operating name (O/A)' : 'Doing business as (DBA)', 296, y, 144, 'biz.dba', m.dbaPrinted, bizF.dba(m));
  y += 28;
  under(c, ca ? 'Business Number (BN / RC)' : 'Federal tax ID (EIN) or SSN if sole prop.', 36, y, 160, 'biz.tax_id', m.taxPrinted, bizF.tax(m));
  under(c, 'Legal entity', 196, y, 110, 'biz.entity', m.entityPrinted, bizF.entity(m));
  under(c, ca ? 'Jurisdiction of incorporation' : 'State of incorporation', 306, y, 110, 'decoy.state_of_incorporation', m.incState, null);
  under(c, 'Business inception date', 416, y, 160, 'biz.start', m.startPrinted, bizF.start(m));
  y += 28;
  const oneLine = r.chance(0.5);
  if (oneLine) {
    const addr = `${m.street}, ${m.city}, ${m.state} ${m.zip}`;
    under(c, 'Business location address (street, city, state/prov., zip/postal)', 36, y, 400, 'biz.address', addr, bizF.state(m));
  } else {
    under(c, 'Street', 36, y, 190, 'biz.street', m.street, {});
    under(c, 'City', 226, y, 110, 'biz.city', m.city, {});
    under(c, ca ? 'Prov.' : 'State', 336, y, 50, 'biz.state', m.state, bizF.state(m));
    under(c, ca ? 'Postal code' : 'Zip', 386, y, 50, 'biz.zip', m.zip, {});
  }
  under(c, 'Business phone', 436, y, 140, 'biz.phone', m.phone, {});
  y += 28;
  under(c, 'Description of business', 36, y, 200, 'biz.industry', m.industryPrinted, bizF.industry(m));
  under(c, 'E-mail', 236, y, 180, 'biz.email', m.email, {});
  under(c, 'Gross annual revenue', 416, y, 160, 'decoy.annual_revenue', `$${(Number(m.monthlySales.replace(/[^\d.]/g, '')) * 12).toLocaleString('en-US')}`, null);
  y += 30;
  c.text('2. REQUEST', 36, y, { size: 8, font: 'Helvetica-Bold' });
  y += 14;
  const terms = r.chance(0.6);
  under(c, 'Funding amount requested', 36, y, 140, 'req.amount', m.amountPrinted, bizF.amount(m));
  under(c, 'Preferred payment amount', 176, y, 120, 'req.payment', terms ? m.paymentPrinted : '', terms ? bizF.payment(m) : {});
  under(c, 'Frequency (daily/weekly/bi-weekly/monthly)', 296, y, 150, 'req.frequency', terms ? freqText(m) : '', terms ? bizF.frequency(m) : {});
  const countShown = terms && r.chance(0.7);
  under(c, 'Term (# of payments)', 446, y, 130, 'req.count', countShown ? String(m.count) : '', countShown ? bizF.count(m) : {});
  y += 30;
  c.text('3. OWNERS (list every owner of 20% or more)', 36, y, { size: 8, font: 'Helvetica-Bold' });
  y += 12;
  const cols: [string, number][] = [['Name (Last, First M.)', 140], ['Title', 70], ['% Own', 40], [ca ? 'SIN' : 'SSN', 80], ['Date of birth', 70], ['Score', 36], ['Home address', 104]];
  let x = 36;
  for (const [label, w] of cols) { c.rect(x, y, w, 12, { fill: '#e8e8e8', stroke: '#444' }); c.text(label, x + 2, y + 3, { size: 5.8, font: 'Helvetica-Bold' }); x += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    x = 36;
    const vals: [string, Record<string, unknown> | null][] = o ? [[printedName(o, true), ownF.name(i, o)], [o.role, ownF.role(i, o)], [o.sharePrinted, ownF.share(i, o)],
      [o.taxPrinted, ownF.tax(i, o)], [o.dobPrinted, o.dob ? ownF.dob(i, o) : {}], [o.creditPrinted, o.credit === null ? {} : ownF.credit(i, o)], [o.home, null]]
      : cols.map(() => ['', {}]);
    cols.forEach(([, w], k) => {
      c.rect(x, y, w, 18, { stroke: '#444', lw: 0.5 });
      c.fill(`own${i}.col${k}`, vals[k]![0], x, y + 2, w, vals[k]![1], { size: 7.5 });
      x += w;
    });
    y += 18;
  }
  y += 8;
  c.text('4. OTHER', 36, y, { size: 8, font: 'Helvetica-Bold' });
  y += 14;
  under(c, 'Bank name', 36, y, 140, 'decoy.bank', m.bank, null);
  under(c, ca ? 'Transit / institution' : 'Routing number', 176, y, 110, 'decoy.routing', m.routing, null);
  under(c, 'Landlord or mortgage holder', 286, y, 170, 'decoy.landlord', m.landlord, null);
  under(c, 'Trade reference & phone', 456, y, 120, 'decoy.ref0', `${m.refs[0]!.name}`, null);
  y += 28;
  const adv = m.advances.map((a) => `${a.funder} (bal. ${a.balance})`).join('; ');
  under(c, 'Open advances / loans (funder, balance)', 36, y, 540, 'decoy.advances', adv || 'None', adv ? null : {});
  y += 30;
  y += authorization(c, ca ? AUTH_CA : AUTH_US, y, 6) + 6;
  m.owners.slice(0, 2).forEach((o, i) => {
    const bx = 36 + i * 270;
    signature(c, bx + 8, y + 12, 110);
    c.line(bx, y + 18, bx + 170, y + 18);
    c.text(`Owner ${i + 1} signature`, bx, y + 20, { size: 6 });
    under(c, 'Printed name', bx, y + 28, 170, `sig${i}.name`, printedName(o, false), {});
    under(c, 'Date', bx + 176, y + 28, 80, `decoy.sign_date${i}`, `${r.int(1, 3)}/${r.int(2, 27)}/25`, null);
  });
  c.newPage();
  drawAgreement(c, m, QUILL, 40, { lastFirst: r.chance(0.4), ach: true });
}
