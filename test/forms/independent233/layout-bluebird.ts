// Layout `bluebird_table`: Bluebird Business Capital, one dense page of tables: shaded caption cells beside value
// cells, `City, ST ZIP` in one cell, sometimes "Years in Business" instead of a start date, owners as rows of one
// table (their home addresses in a second table), card volume, processor and trade references around them.
import type { Pen } from './pen.ts';
import { fmtDate, fmtMoney, type Merchant } from './model.ts';
import * as F from './fields.ts';
import { put, signatures } from './draw.ts';
import { REPS } from './names.ts';
import { phone } from './model.ts';

const BLUE = '#1f6fb5';
const SHADE = '#e4eef8';
type Fill = ((x: number, y: number, w: number, h: number) => void) | null;

function logo(pen: Pen): void {
  const d = pen.doc;
  d.ellipse(58, 46, 20, 13).fill(BLUE);
  d.circle(74, 38, 8).fill(BLUE);
  d.polygon([81, 37], [89, 39], [81, 41]).fill('#f2a900');
  d.ellipse(52, 44, 11, 6).fill('#8fc1ea');
  d.circle(76, 36, 1.4).fill('white');
  pen.label('Bluebird', 96, 28, 18, { bold: true, color: BLUE });
  pen.label('BUSINESS CAPITAL', 97, 49, 7.5, { color: '#555' });
}

export function bluebird(pen: Pen, m: Merchant): void {
  const r = pen.rng, L = 36;
  logo(pen);
  pen.label('Application for Merchant Cash Advance', 300, 28, 11, { bold: true, width: 276, align: 'right' });
  pen.label('Submitted by broker:', 380, 46, 7);
  pen.decoy('broker_rep', r.pick(REPS), 450, 42, 126, 12, 8);
  pen.label('Broker tel:', 380, 58, 7);
  pen.decoy('broker_phone', phone(r), 450, 54, 126, 12, 8);
  let y = 76;
  const RH = 18;
  const capCell = (t: string, x: number, w: number) => {
    pen.doc.rect(x, y, w, RH).fillAndStroke(SHADE, '#9bb8d6');
    pen.label(t, x + 3, y + 5.5, 6.8, { bold: true, color: '#24415f' });
  };
  const valCell = (x: number, w: number, f: Fill) => { pen.doc.rect(x, y, w, RH).lineWidth(0.5).stroke('#9bb8d6'); f?.(x, y + 2, w, RH - 4); };
  const row = (pairs: [string, number, Fill][]) => {
    let x = L;
    for (const [cap, w, f] of pairs) { capCell(cap, x, 100); valCell(x + 100, w - 100, f); x += w; }
    y += RH;
  };
  const v = (key: string, p: F.Printed): Fill => (x, yy, w, h) => put(pen, key, p, x, yy, w, h, 8.5);
  const d = (key: string, t: string): Fill => (x, yy, w, h) => pen.decoy(key, t, x, yy, w, h, 8.5);
  const section = (t: string) => { pen.doc.rect(L, y, 540, 14).fill(BLUE); pen.label(t, L + 5, y + 3.5, 8, { bold: true, color: 'white' }); y += 14; };

  section('BUSINESS');
  row([['Legal Business Name', 540, v('legal_name', F.legal(m))]]);
  row([['DBA', 290, v('dba', F.dba(m))], ['Business Entity', 250, v('entity', F.entity(m))]]);
  const years = r.chance(0.25);
  const yrs = 2025 - m.start[0];
  row([['Tax ID (EIN or SSN)', 290, v('tax_id', F.taxId(r, m, false))],
    years ? ['Years in Business', 250, d('years_in_business', `${yrs} yrs`)] : ['Business Start Date', 250, v('start_date', F.startDate(r, m))]]);
  row([['Street Address', 290, d('biz_street', m.addr.street)], ['State of Formation', 250, d('state_of_inc', m.stateOfInc)]]);
  row([['City, State, ZIP', 290, v('city_state_zip', F.cityStateZip(m))], ['Business Phone', 250, d('biz_phone', m.phone)]]);
  row([['Nature of Business', 290, v('industry', F.industry(m))], ['E-mail', 250, d('biz_email', m.email)]]);
  section('FUNDING & FINANCIAL PROFILE');
  row([['Amount Requested', 290, v('amount', F.amount(r, m))], ['Use of Funds', 250, d('use', m.use)]]);
  row([['Monthly Card Volume', 290, d('card_volume', fmtMoney(r, Math.round(m.monthlySales * 0.6)))], ['Card Processor', 250, d('processor', r.pick(['Square', 'Clover', 'Heartland', 'Stripe', 'Worldpay']))]]);
  row([['Business Bank', 290, d('bank', m.bank.name)], ['Acct # (last 4)', 250, d('account_last4', m.bank.account.slice(-4))]]);
  const f0 = m.funders[0];
  row([['Open Advance With', 290, d('funder_0', f0 ? f0.name : 'None')], ['Payoff Balance', 250, f0 ? d('funder_0_balance', fmtMoney(r, f0.balance)) : null]]);
  y += 8;
  section('OWNERSHIP (list every owner of 20% or more)');
  const cols: [string, number][] = [['Owner Name', 150], ['Title', 80], ['Own %', 46], ['SSN', 84], ['Date of Birth', 100], ['FICO (self-reported)', 80]];
  let x = L;
  for (const [c, w] of cols) { pen.doc.rect(x, y, w, 14).fillAndStroke(SHADE, '#9bb8d6'); pen.label(c, x + 3, y + 4, 6.8, { bold: true, color: '#24415f' }); x += w; }
  y += 14;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    x = L;
    const cellsP: (F.Printed | null)[] = o ? [F.ownerName(i, o, 'fml'), F.role(i, o), F.share(r, i, o), F.ownerTax(r, i, o), F.dob(r, i, o), F.credit(i, o)] : [null, null, null, null, null, null];
    const keys = ['name', 'title', 'pct', 'ssn', 'dob', 'credit'];
    cols.forEach(([, w], j) => {
      pen.doc.rect(x, y, w, RH).lineWidth(0.5).stroke('#9bb8d6');
      const p = cellsP[j];
      if (p) put(pen, `owner${i}_${keys[j]}`, p, x, y + 2, w, RH - 4, 8);
      else if (pen.style === 'fillable') pen.value(`blank_${i}_${j}`, '', x, y + 2, w, RH - 4, {}, 8);
      x += w;
    });
    y += RH;
  }
  y += 6;
  pen.doc.rect(L, y, 540, 14).fillAndStroke(SHADE, '#9bb8d6');
  pen.label('Owner Home Addresses (for identity verification only)', L + 3, y + 4, 6.8, { bold: true, color: '#24415f' });
  y += 14;
  m.owners.forEach((o, i) => {
    pen.doc.rect(L, y, 540, RH).lineWidth(0.5).stroke('#9bb8d6');
    pen.label(`${i + 1}.`, L + 4, y + 6, 7);
    pen.decoy(`owner${i}_home`, F.homeLine(o), L + 16, y + 2, 400, RH - 4, 8);
    y += RH;
  });
  y += 8;
  section('TRADE REFERENCES');
  m.refs.forEach((t, i) => {
    row([[`Reference ${i + 1}`, 290, d(`ref_${i}_name`, t.name)], ['Phone', 250, d(`ref_${i}_phone`, t.phone)]]);
  });
  y += 8;
  y = pen.para(F.AUTH, L, y, 540, 6.2) + 8;
  const date = fmtDate(r, [2025, r.int(1, 5), r.int(1, 28)]);
  signatures(pen, m.owners.map((_, i) => `Owner ${i + 1}`), [], date, L, y, 540, pen.style === 'handwritten');
  pen.label('Bluebird Business Capital LLC  ·  Not a loan: purchase of future receivables  ·  BBC-1 (2024)', L, 768, 5.5, { color: '#777' });
}
