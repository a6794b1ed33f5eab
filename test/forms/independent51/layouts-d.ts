// Statewide ISO's deal submission sheet: landscape, business panel at the left, request and positions at the right,
// owners as columns of a grid (row labels at the left), many small cells.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { at, bizTaxT, dbaT, fmtDate, fmtTax, isoDate, money, ownerTaxT, ownerTaxText, stateT, type Sheet } from './sheet.ts';
import { entityFree, freqBoxes, US_ENTITIES, type Layout } from './parts.ts';

type Truth = Record<string, string | number> | undefined;

/** A two-column grid: small label cell, value cell; the row count decides the height. */
function kv(s: Sheet, x: number, y: number, lw: number, w: number, rows: [string, string | null | undefined, Truth?, boolean?][], h = 15): number {
  for (const [label, value, truth, decoy] of rows) {
    s.doc.save().lineWidth(0.4).strokeColor('#444').rect(x, y, lw, h).stroke().rect(x + lw, y, w - lw, h).stroke().restore();
    s.label(label, x + 2, y + (h - 6) / 2 + 0.5, { size: 6, font: 'Helvetica' });
    s.put(value, x + lw + 3, y + (h - 8) / 2, w - lw - 6, { size: 8, h: 12, truth, decoy });
    y += h;
  }
  return y;
}

function head(s: Sheet, x: number, y: number, w: number, t: string): number {
  s.doc.save().rect(x, y, w, 11).fill('#0f5132').restore();
  s.label(t, x + 3, y + 2.5, { size: 6.5, font: 'Helvetica-Bold', color: 'white' });
  return y + 11;
}

function statewide(s: Sheet, m: Merchant, r: Rng): void {
  const LX = 28, LW = 362, RX = 402, RW = 362;
  const dateF = r.pick(['mdy', 'mdy2', 'short'] as const);
  s.label('STATEWIDE ISO', LX, 20, { size: 14, font: 'Helvetica-Bold', color: '#0f5132' });
  s.label('DEAL SUBMISSION SHEET  -  one sheet per merchant  -  attach 4 mos bank stmts + DL + VC', LX + 120, 24, { size: 7 });
  kv(s, 600, 14, 40, 164, [['ISO #', m.isoNum, undefined, true], ['Sub. Ref. #', m.refNum, undefined, true]], 13);
  let y = head(s, LX, 46, LW, 'MERCHANT');
  y = kv(s, LX, y, 62, LW, [['Corp Name', m.legal, { legal_name: m.legal }], ['D/B/A', m.dbaText, dbaT(m)],
    ['TIN', fmtTax(m.taxId, m.taxType), bizTaxT(m)], ['Ent. Type', entityFree(m, r), { type_of_entity: m.entity }],
    ['Bus. Start', fmtDate(m.start, m.start.y >= 2000 ? dateF : 'mdy'), { business_start_date: isoDate(m.start) }],
    ['Ind.', m.industryText, { industry: m.industryId }], ['Street', m.addr.street], ['City / St / Zip', `${m.addr.city}, ${m.addr.state} ${m.addr.zip}`, stateT(m)],
    ['Bus. Ph#', m.phone], ['Email', m.email], ['Own / Rent', m.own], ['Landlord Ph#', m.own === 'Rent' ? m.landlordPhone : 'n/a', undefined, m.own === 'Rent']]);
  let ry = head(s, RX, 46, RW, 'REQUEST');
  ry = kv(s, RX, ry, 62, RW, [['Amt Req.', money(m.amount), { requested_amount: m.amount }], ['Use of Funds', m.use]]);
  s.doc.save().lineWidth(0.4).strokeColor('#444').rect(RX, ry, 62, 15).stroke().rect(RX + 62, ry, RW - 62, 15).stroke().restore();
  s.label('Pmt Freq', RX + 2, ry + 5, { size: 6 });
  freqBoxes(s, m, RX + 66, ry + 4, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], { box: 7, size: 6.5, gap: 10 });
  ry += 15;
  ry = kv(s, RX, ry, 62, RW, [['Pmt', money(m.payment, { cents: true }), { requested_payment: m.payment }], ['# Pmts', String(m.nPayments), { number_of_payments: m.nPayments }],
    ['Avg Mo. Dep.', money(m.monthlySales)]]);
  ry = head(s, RX, ry + 8, RW, 'POSITIONS (Curr. Funder / Bal. / Pmt)');
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    let cx = RX;
    for (const [w, v] of [[170, f?.name], [96, f && money(f.balance, { cents: true })], [96, f && money(f.pmt, { cents: true })]] as const) {
      s.doc.save().lineWidth(0.4).strokeColor('#444').rect(cx, ry, w, 15).stroke().restore();
      s.put(v, cx + 3, ry + 3.5, w - 6, { size: 8, h: 12, decoy: true });
      cx += w;
    }
    ry += 15;
  }
  ry = head(s, RX, ry + 8, RW, 'BANK');
  kv(s, RX, ry, 62, RW, [['Bank', m.bank, undefined, true], ['Rtg #', m.rtg, undefined, true], ['Acct #', m.acct, undefined, true]]);
  y = head(s, LX, Math.max(y, ry + 45) + 10, LW + RW + 12, 'OWNERS  (list all 20%+ owners; columns left to right)');
  const labels: [string, number][] = [['Name', 0], ['Ttl', 1], ['Own %', 2], ['SS#', 3], ['DOB', 4], ['Home Addr', 5], ['FICO', 6]];
  const ow = (LW + RW + 12 - 70) / 3;
  for (const [label, k] of labels) {
    s.doc.save().rect(LX, y, 70, 15).fill('#e8f1ec').restore();
    s.doc.save().lineWidth(0.4).strokeColor('#444').rect(LX, y, 70, 15).stroke().restore();
    s.label(label, LX + 2, y + 4.5, { size: 6.5, font: 'Helvetica-Bold' });
    for (let i = 0; i < 3; i++) {
      const o = m.owners[i];
      const x = LX + 70 + i * ow;
      s.doc.save().lineWidth(0.4).strokeColor('#444').rect(x, y, ow, 15).stroke().restore();
      if (k === 0) s.label(`${i + 1}.`, x + 2, y + 4.5, { size: 6, color: '#777' });
      const cell: [string | undefined, Truth] = !o ? [undefined, undefined] : [
        [`${o.first} ${o.last}`, { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last }], [o.title, at(i, 'role', o.title)],
        [`${o.pct}`, at(i, 'ownership', o.pct)], [ownerTaxText(o), ownerTaxT(o, i)], [fmtDate(o.dob, 'mdy'), at(i, 'date_of_birth', isoDate(o.dob))],
        [`${o.home.street}, ${o.home.city} ${o.home.state}`, undefined], [String(o.credit), at(i, 'credit_score', o.credit)]][k] as [string, Truth];
      s.put(cell[0], x + 12, y + 3.5, ow - 16, { size: 8, h: 12, truth: cell[1] });
    }
    y += 15;
  }
  s.para('Merchant and owner(s) authorize Statewide ISO and the funders it submits to to obtain business and personal credit reports and to verify all information herein. Submitted by the ISO on the merchant\'s signed authorization on file.', LX, y + 8, 500, 6.5);
  s.doc.save().lineWidth(0.5).moveTo(560, y + 30).lineTo(764, y + 30).stroke().restore();
  s.label('Merchant Sig. / Date', 560, y + 32, { size: 6 });
}

export const STATEWIDE: Layout = { name: 'statewide-dealsheet', country: 'US', maxOwners: 3, entities: US_ENTITIES, maskRate: 0.25, draw: statewide,
  sheet: { size: [792, 612], naming: { text: (n) => `Field_${n}`, check: (n) => `Field_cb${n}` }, typed: 'Helvetica', ink: '#0b0b0b', producer: 'Microsoft Excel' } };
