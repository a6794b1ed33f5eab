// Pinnacle Merchant Advisors: one landscape page, three narrow columns of stacked label-over-line fields with orange
// tabs, and an owners table (Last, First) underneath. Plain amounts ("75000"), payments with a unit ("$1,250/day"),
// two-digit-year dates ("3/4/15"), ownership as a bare number under "Own %", SSNs dashed or masked ("***-**-1234"),
// credit as "FICO 712", ten-digit phones with no separators.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import * as F from './formats.ts';
import { decoy, finePrint, put, signature, type LayoutDef } from './kit.ts';
import type { Merchant } from './model.ts';
import * as V from './values.ts';

const ORANGE = '#d35400';
const COL_W = 236;
const COLS = [30, 278, 526];

/** A label over a rule in a column; returns where the value goes. */
function stack(s: Sheet, label: string, x: number, y: number, w = COL_W): { x: number; y: number; w: number } {
  s.text(label, x, y, { size: 6.5, color: '#666' });
  s.rule(x, y + 21, x + w, y + 21, '#aaa', 0.5);
  return { x: x + 1, y: y + 9, w: w - 2 };
}

function tab(s: Sheet, label: string, x: number, y: number): number {
  s.box(x, y, 120, 13, { fill: ORANGE, radius: 3 });
  s.text(label, x + 6, y + 3.5, { size: 7.5, bold: true, color: '#fff' });
  return y + 19;
}

function company(s: Sheet, m: Merchant, rng: Rng, x: number, y: number): void {
  y = tab(s, 'COMPANY', x, y);
  let f = stack(s, 'Legal Entity Name', x, y);
  put(s, 'legal_name', V.legal(m), f.x, f.y, f.w);
  f = stack(s, 'DBA', x, (y += 26));
  put(s, 'dba', V.dba(m, rng.pick<V.DbaFmt>(['name', 'na', 'blank'])), f.x, f.y, f.w);
  f = stack(s, 'Entity', x, (y += 26), 110);
  put(s, 'entity', V.entityText(rng, m), f.x, f.y, f.w);
  f = stack(s, 'EIN / SSN', x + 122, y, 114);
  put(s, 'tax_id', V.businessTaxId(m, 'dash', null), f.x, f.y, f.w);
  f = stack(s, 'Industry', x, (y += 26));
  put(s, 'industry', V.industry(m), f.x, f.y, f.w);
  f = stack(s, 'Date Started', x, (y += 26), 110);
  put(s, 'start', V.startDate(m.start, 'mdyShort'), f.x, f.y, f.w);
  f = stack(s, 'Inc. State', x + 122, y, 114);
  decoy(s, 'inc', m.incRegion, f.x, f.y, f.w);
}

function location(s: Sheet, m: Merchant, x: number, y: number): void {
  y = tab(s, 'LOCATION', x, y);
  let f = stack(s, 'Street', x, y);
  decoy(s, 'street', m.address.street, f.x, f.y, f.w);
  f = stack(s, 'City', x, (y += 26), 130);
  decoy(s, 'city', m.address.city, f.x, f.y, f.w);
  f = stack(s, 'ST', x + 140, y, 36);
  put(s, 'state', V.region(m, 'code'), f.x, f.y, f.w);
  f = stack(s, 'Zip', x + 186, y, 50);
  decoy(s, 'zip', m.address.postal, f.x, f.y, f.w, 8);
  f = stack(s, 'Biz Phone', x, (y += 26), 110);
  decoy(s, 'phone', F.phone(m.phone, 'bare'), f.x, f.y, f.w);
  f = stack(s, 'Fax', x + 122, y, 114);
  decoy(s, 'fax', F.phone(m.fax, 'bare'), f.x, f.y, f.w);
  f = stack(s, 'Landlord (name / phone)', x, (y += 26));
  decoy(s, 'landlord', `${m.landlord.name} ${F.phone(m.landlord.phone, 'bare')}`, f.x, f.y, f.w, 8);
  f = stack(s, 'Bank (name / ABA / acct)', x, y + 26);
  decoy(s, 'bank', `${m.bank.name} ${m.bank.routing} ${m.bank.account}`, f.x, f.y, f.w, 8);
}

function deal(s: Sheet, m: Merchant, rng: Rng, x: number, y: number): void {
  y = tab(s, 'DEAL', x, y);
  let f = stack(s, 'Amount Req. ($)', x, y, 110);
  put(s, 'amount', V.amount(m.amount, 'plain'), f.x, f.y, f.w);
  f = stack(s, 'Payment', x + 122, y, 114);
  if (rng.chance(0.8)) put(s, 'payment', V.payment(m.payment, m.frequency, m.frequency === 'daily' ? 'perDay' : 'perWeek'), f.x, f.y, f.w);
  f = stack(s, '# Pmts', x, (y += 26), 110);
  if (rng.chance(0.55)) put(s, 'n', V.payments(m.nPayments, false), f.x, f.y, f.w);
  f = stack(s, 'Mo. Revenue', x + 122, y, 114);
  decoy(s, 'revenue', F.money(m.monthlySales, 'plain'), f.x, f.y, f.w);
  f = stack(s, 'Open Positions (funder / bal / pmt)', x, (y += 26));
  decoy(s, 'funders', m.funders.map((p) => `${p.name} ${p.balance} ${p.payment}`).join(', ') || '0', f.x, f.y, f.w, 7.5);
  f = stack(s, 'Trade Refs', x, (y += 26));
  decoy(s, 'refs', m.refs.map((r) => `${r.name} ${F.phone(r.phone, 'bare')}`).join('; '), f.x, f.y, f.w, 7.5);
  f = stack(s, 'ISO / Rep', x, y + 26);
  decoy(s, 'iso', `${m.isoRep.shop} / ${m.isoRep.name} ${F.phone(m.isoRep.phone, 'bare')}`, f.x, f.y, f.w, 7.5);
}

const OWNER_COLS: [string, number][] = [['Owner (Last, First)', 150], ['Title', 90], ['Own %', 44], ['SSN', 82], ['DOB', 58], ['FICO', 56],
  ['Home Address', 180], ['Cell', 72]];

function ownerTable(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = tab(s, 'OWNERS', 30, y);
  let x = 30;
  for (const [label, w] of OWNER_COLS) { s.box(x, y, w, 14, { fill: '#fbe5d6', stroke: '#c9a38a' }); s.text(label, x + 3, y + 4, { size: 6.5, bold: true }); x += w; }
  y += 14;
  for (let i = 0; i < 4; i++) {
    x = 30;
    const xs: number[] = [];
    for (const [, w] of OWNER_COLS) { s.box(x, y, w, 17, { stroke: '#c9a38a' }); xs.push(x + 3); x += w; }
    const o = m.owners[i];
    if (o) {
      const c = (k: number) => [xs[k]!, y + 4, OWNER_COLS[k]![1] - 6] as const;
      put(s, `o${i}_name`, V.ownerName(i, o.person, 'lastFirst'), ...c(0), 8);
      put(s, `o${i}_title`, V.role(i, o.title), ...c(1), 8);
      put(s, `o${i}_own`, V.ownership(i, o.ownership, 'bare'), ...c(2), 8);
      put(s, `o${i}_ssn`, V.ownerTaxId(i, o, V.ownerTaxFmt(rng, m, i, ['dash', 'maskStar'] as const)), ...c(3), 8);
      if (rng.chance(0.85)) put(s, `o${i}_dob`, V.dob(i, o.dob, 'mdyShort'), ...c(4), 8);
      if (rng.chance(0.6)) put(s, `o${i}_fico`, V.credit(i, o.credit, rng.pick(['fico', 'plain'] as const)), ...c(5), 8);
      decoy(s, `o${i}_home`, `${o.home.street}, ${o.home.city} ${o.home.region}`, ...c(6), 7);
      decoy(s, `o${i}_cell`, F.phone(o.cell, 'bare'), ...c(7), 7.5);
    }
    y += 17;
  }
  return y + 8;
}

export const pinnacle: LayoutDef = {
  name: 'pinnacle-landscape',
  broker: 'Pinnacle Merchant Advisors',
  landscape: true,
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier', hand: 'patrick', ink: '#1e3d99', accent: ORANGE, typedMark: 'X' },
  merchant: { country: 'US', maxOwners: 4, hardNames: 0.45 },
  draw(s, m, rng) {
    s.text('PINNACLE', 30, 20, { size: 18, bold: true, color: ORANGE });
    s.text('MERCHANT ADVISORS', 130, 27, { size: 8, bold: true, color: '#444' });
    s.text('Quick Application  ·  one page  ·  fax or e-mail to submissions@pinnacle-ma.example', 420, 25, { size: 7.5, color: '#666' });
    s.rule(30, 44, 762, 44, ORANGE, 1.5);
    company(s, m, rng, COLS[0]!, 52);
    location(s, m, COLS[1]!, 52);
    deal(s, m, rng, COLS[2]!, 52);
    let y = ownerTable(s, m, rng, 250);
    y = finePrint(s, 30, y, 732, undefined, 6) + 6;
    m.owners.slice(0, 3).forEach((o, i) => signature(s, rng, o, 30 + i * 245, y, 225, i));
  },
};
