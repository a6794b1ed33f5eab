// Layout 7: Peach State Business Funding (ISO, Atlanta GA): the whole form a grid, shaded label cells left of the
// value cells; meaningless names fill_1 / toggle_1; entity boxes each with its own on-state (LLC, CORP, SP ...);
// schedule as kids with on-states 0-3; owners' table of three rows.
import type { Merchant } from './merchant.ts';
import type { Painter } from './painter.ts';
import { AUTH, entityOpts, freqOpts, paragraph, table, type LayoutDef } from './kit.ts';
import * as V from './values.ts';

const PEACH = '#e8845c';
const SHADE = '#fbe9df';
type Pair = [string, V.V, string, number, number, { align?: 'left' | 'center' | 'right'; multiline?: boolean; comb?: number; thick?: number[] }?];

/** One grid row: [label, value, name, label width, value width, options] pairs side by side. */
function row(p: Painter, y: number, h: number, pairs: Pair[]): void {
  let x = 36;
  for (const [label, val, desc, lw, vw, o] of pairs) {
    p.rect(x, y, lw, h, { fill: SHADE });
    p.text(label, x + 3, y + 3, { size: 7.5, font: 'Helvetica-Bold' });
    p.rect(x + lw, y, vw, h);
    if (o?.comb) p.comb(val, desc, x + lw + 4, y + 2, o.comb, 14, h - 4, o.thick ?? []);
    else p.put(val, desc, x + lw + 1, y + 1, vw - 2, h - 2, { ...(o?.align ? { align: o.align } : {}), ...(o?.multiline ? { multiline: true } : {}) });
    x += lw + vw;
  }
}

function psBusiness(p: Painter, m: Merchant): void {
  p.rect(36, 24, 150, 44, { fill: PEACH, color: PEACH });
  p.text('PEACH STATE', 44, 30, { font: 'Helvetica-Bold', size: 15, color: '#ffffff' });
  p.text('BUSINESS FUNDING', 44, 50, { font: 'Helvetica', size: 10, color: '#ffffff' });
  p.text('MERCHANT CASH ADVANCE APPLICATION', 200, 30, { font: 'Helvetica-Bold', size: 12 });
  p.text('3455 Peachtree Rd NE, Suite 500, Atlanta, GA 30326  ·  404-555-0172  ·  submissions@peachstatebf.com', 200, 48, { size: 7.5 });
  p.text('BUSINESS', 36, 80, { font: 'Helvetica-Bold', size: 9, color: PEACH });
  row(p, 92, 18, [['Legal Name', V.legal(m), 'legal', 90, 450]]);
  row(p, 110, 18, [['DBA', V.dba(m), 'dba', 90, 450]]);
  row(p, 128, 34, [['Business Address', V.fullAddress(m), 'address', 90, 250, { multiline: true }], ['Phone', V.info(m.phone), 'phone', 60, 140]]);
  row(p, 162, 20, [['Federal Tax ID', V.businessTax(m, true), 'ein', 90, 250, { comb: 9, thick: [2] }], ['Start Date', V.start(m), 'start', 60, 140]]);
  row(p, 182, 18, [['Type of Business', V.industry(m), 'industry', 90, 250], ['Employees', V.info(String(m.employees)), 'emp', 60, 140, { align: 'center' }]]);
  p.rect(36, 200, 90, 30, { fill: SHADE });
  p.text('Entity Type', 39, 203, { size: 7.5, font: 'Helvetica-Bold' });
  p.rect(126, 200, 450, 30);
  const { opts, chosen } = entityOpts(m, [['LLC', 'LLC', 'llc'], ['Corporation', 'CORP', 'c_corporation'], ['S Corp', 'SCORP', 's_corporation'],
    ['Sole Proprietor', 'SP', 'sole_proprietorship'], ['Partnership', 'PTNR', 'general_partnership'], ['LP', 'LP', 'limited_partnership'],
    ['PLLC', 'PLLC', 'pllc']], (i) => [132 + (i % 5) * 88, 204 + Math.floor(i / 5) * 13], 'OTHER');
  p.choice('entity', opts, chosen, { s: 8, otherW: 100 });
}

function psRequest(p: Painter, m: Merchant): void {
  p.text('REQUEST', 36, 240, { font: 'Helvetica-Bold', size: 9, color: PEACH });
  row(p, 252, 18, [['Amount Requested', V.amount(m), 'amount', 90, 120, { align: 'right' }], ['Payment', V.payment(m), 'payment', 60, 100, { align: 'right' }],
    ['# Payments', V.nPayments(m), 'npay', 60, 110, { align: 'center' }]]);
  p.rect(36, 270, 90, 18, { fill: SHADE });
  p.text('Payment Schedule', 39, 273, { size: 7.5, font: 'Helvetica-Bold' });
  p.rect(126, 270, 450, 18);
  const f = freqOpts(m, [['Daily', '0', 'daily'], ['Weekly', '1', 'weekly'], ['Bi-Weekly', '2', 'biweekly'], ['Monthly', '3', 'monthly']], (i) => [132 + i * 80, 275]);
  p.choice('schedule', f.opts, f.chosen, { kids: true, s: 8 });
  row(p, 288, 18, [['Monthly Sales', V.info(V.money(m.monthlySales, 2)), 'sales', 90, 120, { align: 'right' }],
    ['Landlord', V.decoy(m.landlord), 'landlord', 60, 270]]);
  row(p, 306, 18, [['Bank Name', V.decoy(m.bank), 'bank', 90, 120], ['Routing', V.decoy(m.routing), 'routing', 60, 100], ['Account', V.decoy(m.account), 'account', 60, 110]]);
}

function psOwners(p: Painter, m: Merchant): void {
  p.text('OWNERS / OFFICERS', 36, 336, { font: 'Helvetica-Bold', size: 9, color: PEACH });
  const e = V.info('');
  const rows = [0, 1, 2].map((i) => {
    const o = m.owners[i];
    return { vals: o ? [V.ownerName(o, i), V.title(o, i), V.pct(o, i), V.ownerTax(o, i), V.dob(o, i), V.decoy(`${o.home[0]}, ${o.home[1]}`)] : [e, e, e, e, e, e],
      desc: ['n', 't', 'p', 's', 'd', 'h'].map((k) => `own${i}${k}`) };
  });
  const y = table(p, 36, 348, [{ head: 'Name', w: 120 }, { head: 'Title', w: 70 }, { head: '% Own', w: 40, align: 'center' }, { head: 'SSN', w: 80 },
    { head: 'DOB', w: 66 }, { head: 'Home Address', w: 164 }], rows, { rh: 18, head: SHADE, size: 7 });
  row(p, y + 12, 18, [['Referred By', V.decoy(m.contact.name), 'agent', 90, 200], ['Agent Phone', V.decoy(m.contact.phone), 'agentphone', 70, 180]]);
  const sy = paragraph(p, AUTH, 36, y + 44, 540, 7) + 34;
  for (let i = 0; i < 2; i++) {
    const x = 36 + i * 276;
    p.hline(x, x + 260, sy, 0.8, '#000000');
    if (m.owners[i]) p.signature(x + 10, sy - 6, 150);
    p.text(`Owner/Officer ${i + 1} Signature                     Date`, x, sy + 3, { size: 7 });
  }
  p.text('PSBF Application v5', 500, 765, { size: 6 });
}

export const PEACH_STATE: LayoutDef = {
  name: 'peach_state_business_funding', broker: 'Peach State Business Funding', maxOwners: 3, pages: 1,
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', size: 7.5, typed: 'Courier', typedSize: 9.5, rule: '#c9a08a', naming: 'fill' },
  draw(p, m) { psBusiness(p, m); psRequest(p, m); psOwners(p, m); },
};
