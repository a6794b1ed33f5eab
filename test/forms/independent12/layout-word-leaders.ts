// Brightwater Funding Group: a Word document. Labels end in dot leaders typed as text, values sit on underlines,
// entity type and payment frequency are rows of boxes where the typed mark is a check glyph (ZapfDingbats), and the
// owners are a bordered Word table with the home address on a second line.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { date, F, FREQ_LABEL, FREQS, homeLine, money, ownerName, pctText } from './fmt.ts';

const ENTITY_BOXES: readonly (readonly [string, string])[] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S Corp', 's_corporation'],
  ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'], ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', '']];

export function wordLeaders(pen: Pen, m: Merchant, r: Rng): void {
  const doc = pen.doc;
  const L = 48, R = 564;
  const leaders = r.chance(0.5) ? '.' : '_';
  /** Label, leader to the value column, value on an underline. */
  const row = (label: string, name: string, text: string | null, fields: Record<string, unknown>, x: number, y: number, w: number, col = 118, decoy = false): void => {
    pen.label(label, x, y + 3, { size: 8.5, font: 'Times-Roman' });
    doc.font('Times-Roman').fontSize(8.5);
    const lw = doc.widthOfString(label) + 2;
    const dots = Math.max(2, Math.floor((col - lw) / doc.widthOfString(leaders)));
    pen.label(leaders.repeat(dots), x + lw, y + 3, { size: 8.5, font: 'Times-Roman', color: '#555555' });
    doc.lineWidth(0.4).moveTo(x + col, y + 14).lineTo(x + w, y + 14).stroke();
    if (decoy) pen.decoy(name, text, { x: x + col, y, w: w - col, h: 14 });
    else pen.put(name, text, { x: x + col, y, w: w - col, h: 14 }, fields);
  };
  const heading = (t: string, y: number): void => {
    pen.label(t, L, y, { font: 'Times-Bold', size: 10.5 });
    doc.lineWidth(0.8).moveTo(L, y + 13).lineTo(R, y + 13).stroke();
  };
  pen.label('Brightwater Funding Group', L, 34, { font: 'Times-Bold', size: 17, width: R - L, align: 'center' });
  pen.label('Business Cash Advance Application  |  1120 Harbor Rd, Suite 4, Islip, NY  |  (631) 555-0148', L, 56, { font: 'Times-Italic', size: 8.5, width: R - L, align: 'center' });
  pen.label('Rev. 02/2025', R - 60, 22, { size: 6.5, color: '#777777' });

  let y = 76;
  heading('SECTION 1 - BUSINESS INFORMATION', y); y += 20;
  const half = (R - L) / 2 - 6, X2 = L + half + 12;
  row('Legal Business Name', 'legal_name', m.legal, F.legal(m), L, y, R - L); y += 19;
  row('DBA / Trade Name', 'dba', m.dba, F.dba(m), L, y, R - L); y += 21;
  pen.label('Entity Type:', L, y + 2, { font: 'Times-Bold', size: 8.5 });
  let x = L + 58;
  const listed = ENTITY_BOXES.some(([, id]) => id === m.entityId);
  for (const [lab, id] of ENTITY_BOXES) {
    const on = id === m.entityId;
    pen.check(`entity_${lab.replace(/\W/g, '').toLowerCase()}`, on, x, y + 1, 8, on ? F.entity(m) : {}, 'check', lab);
    pen.label(lab, x + 11, y + 2, { size: 8, font: 'Times-Roman' });
    doc.font('Times-Roman').fontSize(8);
    x += doc.widthOfString(lab) + 21;
  }
  pen.check('entity_other', !listed, x, y + 1, 8, !listed ? {} : {}, 'check', 'Other');
  pen.label('Other:', x + 11, y + 2, { size: 8, font: 'Times-Roman' });
  doc.lineWidth(0.4).moveTo(x + 38, y + 11).lineTo(R, y + 11).stroke();
  pen.put('entity_other_text', listed ? null : m.entityText, { x: x + 38, y: y - 2, w: R - x - 38, h: 13 }, listed ? {} : F.entity(m));
  y += 19;
  const taxLabel = m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (EIN or SSN)';
  row(taxLabel, 'tax_id', m.taxPrinted, F.tax(m), L, y, half);
  row('Business Start Date', 'start_date', m.start ? date(m.start, m.dateFmt) : null, F.start(m), X2, y, half, 100); y += 19;
  row('State of Incorporation', 'inc_state', m.incorporation?.name ?? null, {}, L, y, half, 118, true);
  row('Type of Business', 'industry', m.industryText, F.industry(m), X2, y, half, 100); y += 19;
  row('Physical Address', 'street', m.address.street, {}, L, y, R - L); y += 19;
  row('City', 'city', m.address.city, {}, L, y, half);
  row('State', 'state', m.address.state.code, F.state(m), X2, y, 110, 40);
  row('Zip', 'zip', m.address.zip, {}, X2 + 120, y, half - 120, 30); y += 19;
  row('Business Phone', 'phone', m.phone, {}, L, y, half);
  row('Email', 'email', m.email, {}, X2, y, half, 40); y += 19;
  row('Website', 'website', m.website, {}, L, y, half);
  row('Employees', 'employees', String(m.employees), {}, X2, y, half, 60); y += 19;
  row('Landlord / Mortgage Co.', 'landlord', m.landlord?.name ?? null, {}, L, y, half, 118, true);
  row('Landlord Phone', 'landlord_phone', m.landlord?.phone ?? null, {}, X2, y, half, 80, true); y += 24;

  heading('SECTION 2 - FUNDING REQUEST', y); y += 20;
  row('Amount Requested', 'amount', money(m.amount, 'dollar'), F.amount(m), L, y, half);
  row('Use of Funds', 'use', m.use, {}, X2, y, half, 70); y += 20;
  pen.label('Payment Frequency:', L, y + 2, { font: 'Times-Bold', size: 8.5 });
  x = L + 90;
  for (const f of FREQS) {
    const on = f === m.freq;
    pen.check(`freq_${f}`, on, x, y + 1, 8, on ? F.freq(m) : {}, 'check', FREQ_LABEL[f]);
    pen.label(FREQ_LABEL[f], x + 11, y + 2, { size: 8, font: 'Times-Roman' });
    x += 66;
  }
  y += 18;
  row('No. of Payments', 'num_payments', m.payments !== null ? String(m.payments) : null, F.payments(m), L, y, half);
  row('Payment Amount', 'payment', m.payment !== null ? money(m.payment, 'cents') : null, F.payment(m), X2, y, half, 80); y += 19;
  row('Avg. Monthly Sales', 'monthly_sales', money(m.monthlySales, 'dollar'), {}, L, y, half, 118, true);
  const f0 = m.funders[0];
  row('Current Advance With', 'funder', f0 ? `${f0.name} (bal. ${money(f0.balance, 'dollar')})` : 'None', {}, X2, y, half, 100, true); y += 24;

  heading('SECTION 3 - OWNERSHIP (all owners of 20% or more)', y); y += 18;
  const cols: [string, number][] = [['Owner Name', 150], ['Title', 78], ['Own. %', 42], ['SSN', 78], ['Date of Birth', 66], ['Credit Score', 50], ['Cell Phone', 52]];
  const rowH = 15;
  doc.lineWidth(0.6);
  let cx = L;
  for (const [h, w] of cols) { doc.rect(cx, y, w, 13).fillAndStroke('#e8e8e8', 'black'); doc.fillColor('black'); pen.label(h, cx + 3, y + 3, { font: 'Times-Bold', size: 7.5 }); cx += w; }
  y += 13;
  const nameFmt = r.chance(0.3) ? 'last-first' : 'plain';
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    cx = L;
    const vals: [string, string | null, Record<string, unknown>, boolean][] = o ? [
      ['name', ownerName(o, nameFmt), F.name(i, o), false], ['title', o.title, F.title(i, o), false], ['pct', pctText(o), F.pct(i, o), false],
      ['ssn', o.taxPrinted, F.ssn(i, o, false), false], ['dob', o.dob ? date(o.dob, 'mdy4') : null, F.dob(i, o), false],
      ['credit', o.credit !== null ? String(o.credit) : null, F.credit(i, o), false], ['cell', o.phone, {}, true]] : cols.map(([h]) => [h, null, {}, false]);
    cols.forEach(([, w], k) => {
      doc.rect(cx, y, w, rowH).stroke();
      const [n, t, fl, dec] = vals[k]!;
      if (dec) pen.decoy(`owner${i + 1}_${n}`, t, { x: cx, y, w, h: 15 }, { size: 7.5 });
      else pen.put(`owner${i + 1}_${n}`, t, { x: cx, y, w, h: 15 }, fl, { size: 8 });
      cx += w;
    });
    doc.rect(L, y + rowH, R - L, 13).stroke();
    pen.label('Home address:', L + 3, y + rowH + 3, { size: 7, font: 'Times-Italic' });
    pen.decoy(`owner${i + 1}_home`, o ? homeLine(o) : null, { x: L + 58, y: y + rowH, w: 420, h: 13 }, { size: 7.5 });
    y += rowH + 13;
  }
  y += 10;
  heading('SECTION 4 - BANK ACCOUNT FOR ACH', y); y += 20;
  row('Bank Name', 'bank', m.bank.name, {}, L, y, half, 70, true);
  row('Routing #', 'routing', m.bank.routing, {}, X2, y, 120, 50, true);
  row('Account #', 'account', m.bank.account, {}, X2 + 128, y, half - 128, 50, true); y += 24;
  pen.label('By signing below, each owner certifies that the information above is true and complete and authorizes Brightwater Funding Group and its '
    + 'funding partners to obtain consumer and business credit reports, verify bank and trade references, and contact the landlord listed above.', L, y, { size: 7, width: R - L, font: 'Times-Roman' });
  y += 30;
  for (let k = 0; k < 2; k++) {
    const sx = L + k * (half + 12);
    doc.lineWidth(0.5).moveTo(sx, y + 14).lineTo(sx + half - 60, y + 14).stroke().moveTo(sx + half - 50, y + 14).lineTo(sx + half, y + 14).stroke();
    pen.label(`Owner ${k + 1} Signature`, sx, y + 17, { size: 7 });
    pen.label('Date', sx + half - 50, y + 17, { size: 7 });
  }
  y += 40;
  doc.lineWidth(0.5).rect(L, y, R - L, 30).stroke();
  pen.label('FOR OFFICE USE ONLY', L + 4, y + 3, { font: 'Times-Bold', size: 7 });
  pen.label('ISO Rep:', L + 4, y + 16, { size: 7.5, font: 'Times-Roman' });
  pen.decoy('iso_rep', m.rep.name, { x: L + 40, y: y + 12, w: 150, h: 14 });
  pen.label('Rep Phone:', L + 200, y + 16, { size: 7.5, font: 'Times-Roman' });
  pen.decoy('iso_phone', m.rep.phone, { x: L + 245, y: y + 12, w: 110, h: 14 });
  pen.label('Rep Email:', L + 360, y + 16, { size: 7.5, font: 'Times-Roman' });
  pen.decoy('iso_email', m.rep.email, { x: L + 400, y: y + 12, w: R - L - 400, h: 14 });
}
