// Quickline Capital: a compact one-page express form in 7pt type in three columns (business | funding, bank and
// existing advances | owners), labels and values on one short line each, payment frequency as a tiny checkbox
// row, owners stacked as blocks, trade references and the rep's agent code in a strip at the foot.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { date, F, FREQ_LABEL, FREQS, money, ownerName, pctText } from './fmt.ts';

const L = 30, R = 582, GAP = 8, RH = 11.5;

export function denseThreeColumn(pen: Pen, m: Merchant, r: Rng): void {
  const doc = pen.doc;
  const cw = (R - L - 2 * GAP) / 3;
  const cx = (c: number): number => L + c * (cw + GAP);
  const ys = [0, 0, 0];
  const line = (c: number, label: string, name: string, text: string | null, fields: Record<string, unknown>, decoy = false, lw = 52): void => {
    const x = cx(c), y = ys[c]!;
    pen.label(label, x, y + 3, { font: 'Helvetica-Bold', size: 6.2 });
    doc.lineWidth(0.3).strokeColor('#777777').moveTo(x + lw, y + RH - 1).lineTo(x + cw, y + RH - 1).stroke().strokeColor('black');
    const b = { x: x + lw, y, w: cw - lw, h: RH - 1 };
    if (decoy) pen.decoy(name, text, b, { size: 7 });
    else pen.put(name, text, b, fields, { size: 7 });
    ys[c] = y + RH;
  };
  const head = (c: number, t: string): void => {
    doc.rect(cx(c), ys[c]!, cw, 10).fill('#222222');
    pen.label(t, cx(c) + 3, ys[c]! + 2.2, { font: 'Helvetica-Bold', size: 6.5, color: 'white' });
    ys[c]! += 13;
  };
  doc.rect(L, 24, R - L, 26).fill('#e9e9e9');
  pen.label('QUICKLINE CAPITAL', L + 6, 28, { font: 'Helvetica-Bold', size: 12 });
  pen.label('EXPRESS MERCHANT CASH ADVANCE APPLICATION  -  one page, all fields 7pt  -  fax (877) 555-0110  -  apps@quicklinecap.com', L + 6, 42, { size: 6 });
  pen.label('Form QC-7 (03/25)', R - 80, 28, { size: 6, width: 74, align: 'right' });
  ys[0] = ys[1] = ys[2] = 58;
  const mf = r.pick(['dollar', 'plain'] as const);

  head(0, 'A. BUSINESS');
  line(0, 'Legal Name', 'legal_name', m.legal, F.legal(m));
  line(0, 'DBA', 'dba', m.dba, F.dba(m));
  line(0, 'Entity', 'entity', m.entityText, F.entity(m));
  line(0, m.taxType === 'EIN' ? 'Fed ID (EIN)' : 'Tax ID', 'tax_id', m.taxPrinted, F.tax(m));
  line(0, 'Start Date', 'start_date', m.start ? date(m.start, m.dateFmt) : null, F.start(m));
  line(0, 'Inc. State', 'inc_state', m.incorporation?.code ?? null, {}, true);
  line(0, 'Street', 'street', m.address.street, {});
  line(0, 'City', 'city', m.address.city, {});
  line(0, 'State / Zip', 'state_zip', `${m.address.state.code} ${m.address.zip}`, F.state(m));
  line(0, 'Phone', 'phone', m.phone, {});
  line(0, 'Email', 'email', m.email, {});
  line(0, 'Web', 'website', m.website, {});
  line(0, 'Business Type', 'industry', m.industryText, F.industry(m));
  line(0, 'Employees', 'employees', String(m.employees), {}, true);
  line(0, 'Own / Rent', 'own_rent', m.landlord ? 'Rent' : 'Own', {}, true);
  line(0, 'Landlord', 'landlord', m.landlord?.name ?? null, {}, true);
  line(0, 'Landlord Ph.', 'landlord_phone', m.landlord?.phone ?? null, {}, true);
  line(0, 'Rent / Mo.', 'rent', m.landlord ? money(m.landlord.rent, mf) : null, {}, true);

  head(1, 'B. FUNDING REQUESTED');
  line(1, 'Amount', 'amount', money(m.amount, mf), F.amount(m));
  pen.label('Freq.', cx(1), ys[1]! + 3, { font: 'Helvetica-Bold', size: 6.2 });
  let x = cx(1) + 30;
  for (const f of FREQS) {
    pen.check(`freq_${f}`, f === m.freq, x, ys[1]! + 2, 6.5, f === m.freq ? F.freq(m) : {}, 'x', FREQ_LABEL[f]);
    pen.label(FREQ_LABEL[f], x + 8.5, ys[1]! + 3, { size: 6.2 });
    doc.font('Helvetica').fontSize(6.2);
    x += doc.widthOfString(FREQ_LABEL[f]) + 16;
  }
  ys[1]! += RH + 1;
  line(1, '# Payments', 'num_payments', m.payments !== null ? String(m.payments) : null, F.payments(m));
  line(1, 'Payment', 'payment', m.payment !== null ? money(m.payment, mf === 'plain' ? 'plain' : 'cents') : null, F.payment(m));
  line(1, 'Use of Funds', 'use', m.use, {}, true);
  head(1, 'C. FINANCIALS');
  line(1, 'Avg Mo. Sales', 'sales', money(m.monthlySales, mf), {}, true);
  line(1, 'Annual Rev.', 'annual', money(m.monthlySales * 12, mf), {}, true);
  line(1, 'Bank', 'bank', m.bank.name, {}, true);
  line(1, 'ABA / Routing', 'routing', m.bank.routing, {}, true);
  line(1, 'Acct #', 'account', m.bank.account, {}, true);
  head(1, 'D. OPEN ADVANCES (funder / bal. / pmt)');
  for (let k = 0; k < 3; k++) {
    const f = m.funders[k];
    line(1, `Position ${k + 1}`, `position${k + 1}`, f ? `${f.name} / ${money(f.balance, mf)} / ${money(f.payment, 'cents')}` : null, {}, true);
  }

  head(2, 'E. OWNERS / GUARANTORS');
  const nameFmt = r.chance(0.5) ? 'last-first' : 'plain';
  m.owners.forEach((o, i) => {
    pen.label(`Owner ${i + 1}`, cx(2), ys[2]! + 1, { font: 'Helvetica-BoldOblique', size: 6.5 });
    ys[2]! += 9;
    line(2, nameFmt === 'last-first' ? 'Name (L, F)' : 'Name', `o${i + 1}_name`, ownerName(o, nameFmt), F.name(i, o), false, 44);
    line(2, 'Title', `o${i + 1}_title`, o.title, F.title(i, o), false, 44);
    line(2, '% Own', `o${i + 1}_pct`, pctText(o), F.pct(i, o), false, 44);
    line(2, 'SSN', `o${i + 1}_ssn`, o.taxPrinted, F.ssn(i, o, false), false, 44);
    line(2, 'DOB', `o${i + 1}_dob`, o.dob ? date(o.dob, 'mdy4') : null, F.dob(i, o), false, 44);
    line(2, 'FICO', `o${i + 1}_fico`, o.credit !== null ? String(o.credit) : null, F.credit(i, o), false, 44);
    line(2, 'Home', `o${i + 1}_home`, `${o.home.street}, ${o.home.city} ${o.home.state.code}`, {}, true, 44);
    ys[2]! += 3;
  });

  let y = Math.max(...ys) + 8;
  doc.rect(L, y, R - L, 10).fill('#222222');
  pen.label('F. TRADE REFERENCES / SUBMITTED BY', L + 3, y + 2.2, { font: 'Helvetica-Bold', size: 6.5, color: 'white' });
  y += 13;
  ys[0] = ys[1] = ys[2] = y;
  line(0, 'Trade Ref 1', 'ref1', `${m.refs[0]!.name} ${m.refs[0]!.phone}`, {}, true);
  line(1, 'Trade Ref 2', 'ref2', `${m.refs[1]!.name} ${m.refs[1]!.phone}`, {}, true);
  line(2, 'Agent / Code', 'agent', `${m.rep.name} #${r.int(100, 999)}`, {}, true);
  y += RH + 6;
  pen.label('AUTHORIZATION. Merchant and each owner certify that all information above is true and complete, authorize Quickline Capital and any '
    + 'funder it presents this application to, to obtain business and personal credit reports, and to contact the bank, landlord and trade '
    + 'references listed. A fax, scan or electronic copy of this signed application is as valid as the original.', L, y, { size: 6, width: R - L });
  y += 30;
  for (let k = 0; k < 3; k++) {
    doc.lineWidth(0.4).moveTo(cx(k), y + 10).lineTo(cx(k) + cw - 8, y + 10).stroke();
    pen.label(`Owner ${k + 1} signature / date`, cx(k), y + 12, { size: 5.8 });
  }
}
