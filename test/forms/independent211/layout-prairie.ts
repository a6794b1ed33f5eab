// Layout `prairie_line`: Prairie Line Business Funding Inc. (Calgary funder). One dense page: the principals come
// first in a ruled table (name, title, %, SIN, date of birth, credit score), then the business in two columns of
// "Label: ______" lines with the label beside the line, the legal structure as free text, a funding section with the
// payment schedule as a checkbox row, references and the bank in small print, a one-line signature strip.
import * as C from './common.ts';
import type { Ctx } from './common.ts';
import { fmtDate } from './fmt.ts';

const GREEN = '#2f5d34';
const X0 = 40, R = 572;

/** `Label: ______` on one line; the value sits on the line. */
function field(c: Ctx, label: string, x: number, y: number, w: number, key: string, v: C.Printed | string): void {
  c.s.label(label, x, y + 4, 7.5);
  const lw = c.s.doc.font(c.s.o.labelFont).fontSize(7.5).widthOfString(label) + 4;
  c.s.line(x + lw, y + 13, x + w - 6, '#555555', 0.5);
  const p = typeof v === 'string' ? { text: v, fields: {} } : v;
  c.s.value(key, p.text, x + lw, y - 1, w - lw - 6, 14, p.fields);
}

function heading(c: Ctx, text: string, y: number): number {
  c.s.label(text, X0, y, 9.5, { bold: true, color: GREEN });
  c.s.line(X0, y + 12, R, GREEN, 1.2);
  return y + 18;
}

const COLS: [string, number][] = [['Name (as on ID)', 140], ['Title', 76], ['Own. %', 40], ['SIN', 80], ['Date of Birth', 72], ['Credit Score', 48], ['Cell Phone', 76]];

function principals(c: Ctx, y: number): number {
  const { s, m, f, p } = c;
  let x = X0;
  s.rect(X0, y, R - X0, 13, { fill: '#e8efe6' });
  for (const [h, w] of COLS) { s.label(h, x + 2, y + 3, 7, { bold: true }); x += w; }
  y += 13;
  const showSin = p.chance(0.85), showDob = p.chance(0.8);
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    s.rect(X0, y, R - X0, 18, { stroke: '#9aa79a', lw: 0.4 });
    if (o) {
      const cells: [string, C.Printed | string][] = [['name', C.ownerFull(i, o, f)], ['title', C.title(i, o)], ['pct', C.pct(i, o, f)],
        ['sin', showSin ? C.sin(i, o, f) : ''], ['dob', showDob ? C.dob(i, o, f) : ''], ['score', C.score(i, o)], ['phone', C.phone(o.phone, f)]];
      x = X0;
      cells.forEach(([k, v], j) => {
        const w = COLS[j]![1];
        const pr = typeof v === 'string' ? { text: v, fields: {} } : v;
        s.value(`owner${i + 1}.${k}`, pr.text, x, y + 2, w, 15, pr.fields);
        x += w;
      });
    }
    y += 18;
  }
  s.label('Home address of each principal on the back of the signed ID copy. Dates as YYYY-MM-DD.', X0, y + 2, 6.5, { color: '#555555' });
  return y + 14;
}

export async function drawPrairie(c: Ctx): Promise<void> {
  const { s, m, f, p } = c;
  s.label('PRAIRIE LINE', X0, 34, 20, { bold: true, color: GREEN });
  s.label('BUSINESS FUNDING INC.', X0 + 2, 56, 8, { bold: true, color: '#555555' });
  s.label('Merchant Cash Advance - Application & Agreement to Share Information', 300, 36, 8.5, { bold: true });
  s.label('#400, 734 7 Ave SW, Calgary AB T2P 3P8  |  apply@prairieline.example  |  403-555-0190', 300, 50, 7);
  s.rect(300, 62, 272, 14, { stroke: '#999999', lw: 0.4 });
  s.label('Submitting ISO:', 304, 66, 7);
  s.value('rep', `${m.rep.name} (${m.rep.id})`, 360, 62, 210, 14);
  let y = heading(c, 'A. PRINCIPAL(S) / GUARANTOR(S)', 88);
  y = principals(c, y);
  y = heading(c, 'B. BUSINESS', y + 4);
  const L = X0, Rc = 310, wl = 270, wr = R - Rc;
  field(c, 'Legal name of business:', L, y, R - L, 'legal_name', C.legal(m)); y += 18;
  field(c, 'Operating as (O/A):', L, y, wl, 'operating_name', C.operating(c));
  field(c, 'Legal structure:', Rc, y, wr, 'structure', p.chance(0.9) ? { text: p.pick(m.entity.words), fields: { [C.A('type_of_entity')]: m.entity.id } } : ''); y += 18;
  field(c, 'Street address:', L, y, wl, 'address', m.address.street);
  field(c, 'City:', Rc, y, 130, 'city', m.address.city);
  field(c, 'Prov.:', Rc + 130, y, 60, 'province', C.bizProvince(c));
  field(c, 'Postal:', Rc + 190, y, wr - 190, 'postal', m.address.postal); y += 18;
  const startLabel = p.chance(0.5) ? 'Business start date:' : 'Date of incorporation:';
  field(c, 'Business Number (9-digit BN):', L, y, wl, 'bn', p.chance(0.92) ? C.bn(c) : '');
  field(c, startLabel, Rc, y, wr, 'start', p.chance(0.85) ? C.startDate(c) : ''); y += 18;
  field(c, 'Nature of business:', L, y, wl, 'industry', p.chance(0.9) ? C.industry(c) : '');
  field(c, 'Incorporated in (prov.):', Rc, y, wr, 'inc_province', m.soleProp ? 'N/A' : m.incProvince); y += 18;
  field(c, 'Phone:', L, y, 140, 'phone', C.phone(m.phone, f));
  field(c, 'Email:', L + 140, y, wl - 140, 'email', m.email);
  field(c, 'Years at location:', Rc, y, 120, 'years_at_location', String(m.yearsAtLocation));
  field(c, 'Monthly rent:', Rc + 120, y, wr - 120, 'rent', m.rent ? C.money(m.monthlyRent, f) : 'Owned'); y += 18;
  field(c, 'Landlord / mortgage holder:', L, y, wl, 'landlord', m.rent ? m.landlord.name : '');
  field(c, 'Landlord phone:', Rc, y, wr, 'landlord_phone', m.rent ? C.phone(m.landlord.phone, f) : ''); y += 22;
  y = heading(c, 'C. FUNDING REQUESTED', y);
  field(c, 'Advance amount requested:', L, y, wl, 'amount', p.chance(0.9) ? C.money(m.amount, f, 'requested_amount') : '');
  const showPay = p.chance(0.7);
  field(c, 'Proposed payment:', Rc, y, wr, 'payment', showPay ? C.money(m.payment, f, 'requested_payment') : ''); y += 18;
  field(c, 'Number of payments:', L, y, 150, 'payments', showPay ? { text: String(m.payments), fields: { [C.A('number_of_payments')]: m.payments } } : '');
  s.label('Remittance:', L + 160, y + 4, 7.5);
  let x = L + 205;
  for (const fr of ['daily', 'weekly', 'biweekly', 'monthly']) {
    x = s.check(`frequency.${fr}`, C.FREQ_LABEL[fr]!, x, y + 3, showPay && m.frequency === fr, { [C.A('payment_frequency')]: fr });
  }
  y += 18;
  field(c, 'Use of proceeds:', L, y, wl, 'use_of_funds', m.useOfFunds);
  field(c, 'Average monthly card + bank deposits:', Rc, y, wr, 'monthly_sales', C.money(m.monthlySales, f)); y += 22;
  y = heading(c, 'D. BANK, OPEN POSITIONS AND TRADE REFERENCES', y);
  field(c, 'Bank:', L, y, 180, 'bank.name', m.bank.name);
  field(c, 'Inst.:', L + 180, y, 70, 'bank.institution', m.bank.institution);
  field(c, 'Transit:', L + 250, y, 100, 'bank.transit', m.bank.transit);
  field(c, 'Account:', L + 350, y, R - L - 350, 'bank.account', m.bank.account); y += 18;
  const adv = m.advances.map((a) => `${a.funder} - bal. ${C.money(a.balance, f).text}, ${a.payment}`).join('; ');
  field(c, 'Open advances / loans (funder, balance, payment):', L, y, R - L, 'advances', adv || 'None'); y += 18;
  m.references.slice(0, 2).forEach((r, i) => {
    field(c, `Trade ref. ${i + 1}:`, i === 0 ? L : Rc, y, i === 0 ? wl : wr, `reference${i + 1}`, `${r.name}, ${r.contact}, ${C.phone(r.phone, f)}`);
  });
  y += 24;
  s.label(C.consent('Prairie Line Business Funding Inc.') + ' Each principal signs as personal guarantor of the performance covenants.', X0, y, 6.5, { width: R - X0 });
  y += 50;
  m.owners.forEach((o, i) => {
    const sx = X0 + i * 178;
    s.scribble(sx + 4, y, 120, 14);
    s.line(sx, y + 16, sx + 168);
    s.label(`Principal ${i + 1} signature / date`, sx, y + 19, 6.5);
    s.value(`sign${i + 1}.date`, fmtDate('2024-05-14', f.date), sx + 120, y + 2, 48, 13);
  });
  s.label('PLBF-MCA-07 (2024)  ·  Page 1 of 1', X0, 764, 6.5, { color: '#777777' });
}
