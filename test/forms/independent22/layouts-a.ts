// Layouts 1-4: owners as side-by-side columns, 2x2 guarantor cards, an additional-owners schedule page, a wrapping table.
import type { Rng } from '../../statements/generator/prng.ts';
import { B, dob, fico, fmoney, fname, oneline, pct, pickStyles, plain, role, ssn, type Val } from './fmt.ts';
import { incDecoy, type Merchant } from './model.ts';
import { ENTITY_WORDS } from './ref.ts';
import type { Pen } from './pen.ts';

export type Layout = (pen: Pen, m: Merchant, rng: Rng) => void;

/** A checkbox row of entity types: the merchant's own word among them when it is one of the offered ones. */
export function entityRow(pen: Pen, m: Merchant, offered: string[], x: number, y: number): void {
  let cx = x;
  const mine = offered.find((w) => ENTITY_WORDS[m.entityId]?.includes(w));
  for (const w of offered) cx = pen.check(w, w === mine, cx, y, w === mine ? { type_of_entity: m.entityId } : {}, `entity_${w}`);
  if (!mine) { cx = pen.check('Other:', true, cx, y, {}, 'entity_other'); pen.value(B.entity(m), cx - 2, y - 1, 70, { name: 'entity_other_text' }); }
}

export const columns: Layout = (pen, m, rng) => {
  const st = pickStyles(rng);
  pen.label('KEYSTONE BRIDGE CAPITAL', 36, 30, { size: 16, bold: true });
  pen.label('Business Funding Application', 36, 50, { size: 10 });
  pen.decoy('funder_address', '1 Penn Plaza, 36th Fl, New York, NY 10119', 360, 32, 220, { size: 7.5 });
  pen.decoy('funder_phone', '(212) 555-0148', 360, 44, 120, { size: 7.5 });
  pen.heading('BUSINESS INFORMATION', 36, 70, 540);
  pen.cell('Legal Business Name', B.legal(m), 36, 86, 320); pen.cell('DBA', B.dba(m, ''), 356, 86, 220);
  entityRow(pen, m, ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'S Corp'], 40, 116);
  pen.cell('Federal Tax ID (EIN)', B.tax(m), 36, 130, 140); pen.cell('Business Start Date', B.start(m, st.date), 176, 130, 130);
  pen.cell('State of Incorporation', plain(m.incState), 306, 130, 110, 24, incDecoy(m));
  pen.cell('Industry / Type of Business', B.kind(m), 416, 130, 160);
  pen.cell('Business Street Address', plain(m.addr.street), 36, 154, 250); pen.cell('City', plain(m.addr.city), 286, 154, 130);
  pen.cell('State', B.state(m), 416, 154, 60); pen.cell('Zip', plain(m.addr.zip), 476, 154, 100);
  pen.cell('Business Phone', plain(m.phone), 36, 178, 160); pen.cell('Business Email', plain(m.email), 196, 178, 220); pen.cell('Website', plain(m.website), 416, 178, 160);
  pen.heading('FUNDING REQUEST', 36, 210, 540);
  pen.cell('Amount Requested', B.amount(m, st.money), 36, 226, 180); pen.cell('Use of Funds', plain(m.use), 216, 226, 200);
  pen.cell('Avg. Monthly Sales', plain(fmoney(m.monthlySales, 'dollar')), 416, 226, 160, 24, { decoy: 'monthly_sales' });
  pen.heading('OWNERS & PERSONAL GUARANTORS (all owners of 20% or more)', 36, 258, 540);
  const rows: [string, (i: number) => Val | null][] = [
    ['Full Name', (i) => fname(i, m.owners[i]!, st.name)], ['Title', (i) => role(i, m.owners[i]!)], ['Ownership %', (i) => pct(i, m.owners[i]!, st.pct)],
    ['SSN', (i) => ssn(i, m.owners[i]!, rng.chance(0.25) ? 'x' : false)], ['Date of Birth', (i) => dob(i, m.owners[i]!, st.date)],
    ['Home Address', (i) => plain(m.owners[i]!.home.street)], ['City, State, Zip', (i) => plain(`${m.owners[i]!.home.city}, ${m.owners[i]!.home.state} ${m.owners[i]!.home.zip}`)],
    ['Mobile Phone', (i) => plain(m.owners[i]!.cell)], ['Est. Credit Score', (i) => fico(i, m.owners[i]!)],
  ];
  const colW = 112.5, y0 = 274;
  for (let c = 0; c < 4; c++) { pen.rect(126 + c * colW, y0, colW, 14, '#e6ebf2'); pen.label(`Owner ${c + 1}`, 130 + c * colW, y0 + 4, { size: 7.5, bold: true }); }
  rows.forEach(([lab, f], r) => {
    const y = y0 + 14 + r * 20;
    pen.rect(36, y, 90, 20); pen.label(lab, 40, y + 7, { size: 7 });
    for (let c = 0; c < 4; c++) {
      pen.rect(126 + c * colW, y, colW, 20);
      if (c < m.owners.length) pen.value(f(c), 130 + c * colW, y + 6, colW - 8, { size: 8.5, name: `owner${c + 1}_${lab}` });
    }
  });
  const yb = y0 + 14 + rows.length * 20 + 12;
  pen.uline('Day-to-day contact (if not an owner):', plain(`${m.officer.name}, ${m.officer.title}`), 36, yb, 330, { decoy: 'non_owner_officer' });
  pen.uline('Phone:', plain(m.officer.phone), 372, yb, 204, { decoy: 'officer_phone' });
  pen.heading('BUSINESS BANK ACCOUNT', 36, yb + 24, 540);
  pen.cell('Bank Name', plain(m.bank.name), 36, yb + 40, 200, 24, { decoy: 'bank_name' });
  pen.cell('Routing #', plain(m.bank.routing), 236, yb + 40, 160, 24, { decoy: 'routing_number' });
  pen.cell('Account #', plain(m.bank.account), 396, yb + 40, 180, 24, { decoy: 'account_number' });
  const ya = pen.para('By signing below, each owner certifies the information above is true and authorizes Keystone Bridge Capital and its assigns to obtain consumer and business credit reports and to verify all information provided.', 36, yb + 74, 540);
  for (let c = 0; c < m.owners.length; c++) { pen.line(36 + c * 135, ya + 30, 160 + c * 135, ya + 30); pen.label(`Signature, Owner ${c + 1}        Date`, 36 + c * 135, ya + 33, { size: 6.5 }); }
};

export const cards: Layout = (pen, m, rng) => {
  const st = pickStyles(rng);
  pen.label('Meridian Lane Funding', 36, 28, { size: 18, bold: true }); pen.label('Merchant Application  |  Revenue-Based Financing', 36, 50, { size: 9 });
  pen.label('Business', 36, 72, { size: 11, bold: true }); pen.line(36, 85, 576, 85, 1);
  pen.uline('Registered business name', B.legal(m), 36, 90, 330); pen.uline('Trading as', B.dba(m, 'N/A'), 372, 90, 204);
  pen.uline('Tax ID number', B.tax(m), 36, 108, 180); pen.uline('Legal structure', B.entity(m), 222, 108, 160); pen.uline('Date business began', B.start(m, st.date), 388, 108, 188);
  pen.uline('Street', plain(m.addr.street), 36, 126, 230); pen.uline('City', plain(m.addr.city), 272, 126, 130); pen.uline('State', B.state(m), 408, 126, 70); pen.uline('ZIP', plain(m.addr.zip), 484, 126, 92);
  pen.uline('What does the business do?', B.kind(m), 36, 144, 300); pen.uline('Phone', plain(m.phone), 342, 144, 234);
  pen.label('Request', 36, 168, { size: 11, bold: true }); pen.line(36, 181, 576, 181, 1);
  pen.uline('Funding amount', B.amount(m, st.money), 36, 186, 180); pen.uline('Est. payment', B.payment(m, 'cents'), 222, 186, 170); pen.uline('No. of payments', B.nPay(m), 398, 186, 178);
  pen.label('Remittance:', 36, 208, { size: 8 }); let cx = 96;
  for (const [f, w] of [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Every two weeks'], ['monthly', 'Monthly']] as const) cx = pen.check(w, m.freq === f, cx, 207, m.freq === f ? { payment_frequency: f } : {}, `freq_${f}`);
  pen.label('Guarantors', 36, 226, { size: 11, bold: true }); pen.line(36, 239, 576, 239, 1);
  for (let k = 0; k < 4; k++) {
    const x = 36 + (k % 2) * 274, y = 246 + Math.floor(k / 2) * 150, o = m.owners[k];
    pen.rect(x, y, 266, 142); pen.rect(x, y, 266, 14, '#dde3d6'); pen.label(`GUARANTOR ${'ABCD'[k]!}`, x + 5, y + 4, { size: 7.5, bold: true });
    const v = <T extends Val>(f: () => T): T | null => (o ? f() : null);
    pen.uline('Name', v(() => fname(k, o!, st.name)), x + 6, y + 18, 254, { size: 7.5 });
    pen.uline('Position', v(() => role(k, o!)), x + 6, y + 36, 150, { size: 7.5 }); pen.uline('% owned', v(() => pct(k, o!, 'dec')), x + 160, y + 36, 100, { size: 7.5 });
    pen.uline('SSN', v(() => ssn(k, o!, rng.chance(0.2) ? 'star' : false)), x + 6, y + 54, 130, { size: 7.5 }); pen.uline('DOB', v(() => dob(k, o!, st.date)), x + 140, y + 54, 120, { size: 7.5 });
    pen.uline('Home address', o ? plain(oneline(o.home)) : null, x + 6, y + 72, 254, { size: 7.5 });
    pen.uline('Cell', o ? plain(o.cell) : null, x + 6, y + 90, 120, { size: 7.5 }); pen.uline('Email', o ? plain(o.email) : null, x + 130, y + 90, 130, { size: 7.5 });
    pen.uline('Spouse (community property states only)', k === 0 && rng.chance(0.7) ? plain(m.spouse) : null, x + 6, y + 108, 254, { size: 7, decoy: 'spouse' });
    pen.line(x + 6, y + 136, x + 160, y + 136); pen.label('Signature', x + 6, y + 127, { size: 6 });
  }
  pen.label('Current advances / loans', 36, 550, { size: 10, bold: true });
  ['Funder', 'Balance', 'Daily/Weekly payment'].forEach((h, i) => { pen.rect(36 + i * 180, 564, 180, 14, '#eee'); pen.label(h, 40 + i * 180, 568, { size: 7 }); });
  for (let r = 0; r < 2; r++) {
    for (let i = 0; i < 3; i++) pen.rect(36 + i * 180, 578 + r * 18, 180, 18);
    const f = m.funders[r];
    if (f) { pen.decoy('funder_name', f.name, 40, 583 + r * 18, 170); pen.decoy('funder_balance', fmoney(f.balance, 'dollar'), 220, 583 + r * 18, 170); pen.decoy('funder_payment', fmoney(f.payment, 'dollar'), 400, 583 + r * 18, 170); }
  }
  pen.label('Trade references', 36, 622, { size: 10, bold: true });
  m.refs.forEach((r, i) => { pen.uline(`${i + 1}. Name`, plain(r.name), 36, 636 + i * 18, 300, { decoy: 'reference_name' }); pen.uline('Phone', plain(r.phone), 342, 636 + i * 18, 234, { decoy: 'reference_phone' }); });
  pen.para('Each guarantor named above authorizes Meridian Lane Funding to request credit reports and bank verifications and personally guarantees performance of the merchant\'s obligations.', 36, 680, 540);
};
