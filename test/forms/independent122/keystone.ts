// Layout keystone_flip (US): Keystone Merchant Funding's two-page portrait application, scanned back to back with
// the second sheet fed upside down: page 2 is either stored with /Rotate 180 (content upright in its MediaBox) or its
// content is drawn turned 180 degrees on an unrotated page. Either way a viewer shows page 2 upside down.
import type { Rng } from '../../statements/generator/prng.ts';
import { checks, entityChecks, row, signature } from './cells.ts';
import { fmtDate, fmtMoney, type DateFmt, type MoneyFmt } from './data.ts';
import type { Merchant } from './model.ts';
import type { Pen } from './pen.ts';
import { bizTax, dbaText, FREQ_LABEL, money, ownerDob, ownerName, ownerPct, ownerRole, ownerScore, ownerTax } from './parts.ts';

const W = 612, H = 792;
const GREEN = '#1d5a3a';
export const BOXES: [string, string][] = [['c_corporation', 'C-Corp'], ['s_corporation', 'S-Corp'], ['llc', 'LLC'], ['llp', 'LLP'], ['limited_partnership', 'LP'],
  ['general_partnership', 'Partnership'], ['sole_proprietorship', 'Sole Proprietor'], ['nonprofit_corporation', 'Non-Profit']];
export const OTHER: Record<string, string[]> = { pllc: ['PLLC', 'Professional LLC'], professional_corporation: ['P.C.', 'Professional Corporation'] };

function title(pen: Pen, text: string, y: number): void {
  pen.label(text, 36, y, 9.5, 'Helvetica-Bold', GREEN);
  pen.rule(36, y + 12, W - 72, GREEN);
}

export function keystone(pen: Pen, m: Merchant, rng: Rng): void {
  const r = rng.fork('keystone');
  const dateF = r.pick<DateFmt>(['mdy2', 'mdy4pad', 'mdy4', 'mon']);
  const moneyF = r.pick<MoneyFmt>(['plain', 'cents', 'bare']);
  const h = 26, L = 36, FW = W - 72;

  pen.begin(W, H, 0, 0);
  pen.doc.rect(0, 0, W, 8).fillColor(GREEN).fill();
  pen.label('KEYSTONE', L, 22, 20, 'Times-Bold', GREEN);
  pen.label('MERCHANT FUNDING', L + 112, 29, 9, 'Times-Roman', '#333333');
  pen.label('Merchant Cash Advance Application', W - 230, 24, 10, 'Helvetica-Bold');
  pen.label('Fax completed applications to (646) 555-0148 or email deals@keystone-mf.example', W - 300, 38, 6.5);
  pen.label('Referred by (ISO):', L, 52, 7);
  pen.decoy('iso', `${m.iso.company} / ${m.iso.rep}`, L + 66, 46, 260, 12, 8);

  let y = 68;
  title(pen, 'MERCHANT INFORMATION', y); y += 16;
  row(pen, 'line', L, y, h, [{ label: 'Corporate / Legal Name', w: FW, key: 'legal_name', text: m.legal, truth: { legal_name: m.legal } }]); y += h;
  const [dba, dbaT] = dbaText(r, m);
  row(pen, 'line', L, y, h, [{ label: 'DBA', w: FW, key: 'dba', text: dba, truth: dbaT }]); y += h + 5;
  pen.label('Entity:', L, y + 1, 7.2, 'Helvetica-Bold');
  const ent = entityChecks(m.entity, BOXES, OTHER, (xs) => r.pick(xs));
  checks(pen, ent.items, L + 34, y, 74, 6, { mark: r.pick(['X', 'check'] as const) });
  pen.rule(L + 34 + 2 * 74 + 35, y + 19, 110);
  pen.value('entity_other', ent.otherText, L + 34 + 2 * 74 + 35, y + 8, 110, 11, ent.otherText ? { type_of_entity: m.entity } : {}, 8);
  y += 26;
  const [tax, taxT] = bizTax(r, m);
  row(pen, 'line', L, y, h, [{ label: m.taxType === 'EIN' ? 'Federal Tax ID' : 'Tax ID (EIN or SSN)', w: 200, key: 'tax_id', text: tax, truth: taxT },
    { label: 'Date Business Started', w: 190, key: 'start', text: r.chance(0.1) ? null : fmtDate(m.start, dateF), truth: { business_start_date: m.start } },
    { label: 'State of Inc.', w: 150, key: 'inc', text: m.entity === 'sole_proprietorship' ? null : m.incState, decoy: true }]); y += h;
  row(pen, 'line', L, y, h, [{ label: 'Physical Address', w: FW, key: 'street', text: m.addr.street, decoy: true }]); y += h;
  row(pen, 'line', L, y, h, [{ label: 'City', w: 250, key: 'city', text: m.addr.city, decoy: true },
    { label: 'State', w: 120, key: 'state', text: m.addr.st, truth: { state_region: m.addr.st } }, { label: 'Zip', w: 170, key: 'zip', text: m.addr.zip, decoy: true }]); y += h;
  row(pen, 'line', L, y, h, [{ label: 'Phone', w: 180, key: 'phone', text: m.phone, decoy: true }, { label: 'Fax', w: 130, key: 'fax', text: null },
    { label: 'Email', w: 230, key: 'email', text: m.email, decoy: true }]); y += h;
  row(pen, 'line', L, y, h, [{ label: 'Type of Business', w: 300, key: 'industry', text: m.industryText, truth: { industry: m.industry } },
    { label: 'Website', w: 240, key: 'web', text: m.website, decoy: true }]); y += h;
  row(pen, 'line', L, y, h, [{ label: 'Landlord / Mortgage Holder', w: 300, key: 'landlord', text: m.rent ? m.landlord : r.chance(0.5) ? 'Own' : null, decoy: true },
    { label: 'Landlord Phone', w: 240, key: 'landlord_ph', text: m.rent ? m.landlordPhone : null, decoy: true }]); y += h + 12;

  title(pen, 'FUNDING REQUEST', y); y += 16;
  const [amt, amtT] = money(m.amount, moneyF, 'requested_amount');
  const [pay, payT] = money(m.payment, 'cents', 'requested_payment');
  const terms = r.chance(0.8);
  row(pen, 'line', L, y, h, [{ label: 'Amount Requested', w: 200, key: 'amount', text: amt, truth: amtT },
    { label: 'Payment Amount', w: 170, key: 'payment', text: terms ? pay : null, truth: payT },
    { label: '# of Payments', w: 170, key: 'n_payments', text: terms ? String(m.payments) : null, truth: { number_of_payments: m.payments } }]); y += h + 5;
  pen.label('Payment Schedule:', L, y + 1, 7.2, 'Helvetica-Bold');
  checks(pen, Object.entries(FREQ_LABEL).map(([id, label]) => ({ key: `freq_${id}`, label, checked: terms && id === m.frequency,
    truth: terms && id === m.frequency ? { payment_frequency: id } : {} })), L + 76, y, 70, 4, { mark: 'X' });
  y += 14;
  row(pen, 'line', L, y, h, [{ label: 'Use of Funds', w: 330, key: 'use', text: m.use, decoy: true },
    { label: 'Gross Monthly Sales', w: 210, key: 'sales', text: fmtMoney(m.monthlySales, moneyF), decoy: true }]); y += h + 12;

  title(pen, 'BUSINESS BANK ACCOUNT', y); y += 16;
  row(pen, 'line', L, y, h, [{ label: 'Bank', w: 200, key: 'bank', text: m.bank.name, decoy: true }, { label: 'ABA Routing', w: 160, key: 'routing', text: m.bank.routing, decoy: true },
    { label: 'Account #', w: 180, key: 'account', text: m.bank.account, decoy: true }]); y += h + 12;
  title(pen, 'OPEN ADVANCES / BUSINESS LOANS', y); y += 16;
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    row(pen, 'line', L, y, h - 2, [{ label: 'Funder', w: 260, key: `adv${i}`, text: a?.funder ?? null, decoy: true },
      { label: 'Balance', w: 140, key: `adv${i}_bal`, text: a ? fmtMoney(a.balance, moneyF) : null, decoy: true },
      { label: 'Daily/Weekly Pmt', w: 140, key: `adv${i}_pay`, text: a ? fmtMoney(a.payment, moneyF) : null, decoy: true }]);
    y += h - 2;
  }
  y += 12;
  title(pen, 'BUSINESS FINANCIALS', y); y += 16;
  row(pen, 'line', L, y, h, [{ label: 'Annual Revenue', w: 180, key: 'revenue', text: fmtMoney(m.monthlySales * 12, moneyF), decoy: true },
    { label: 'Avg. Monthly Card Sales', w: 200, key: 'cards', text: fmtMoney(Math.round(m.monthlySales * 0.4 / 100) * 100, moneyF), decoy: true },
    { label: 'Employees', w: 160, key: 'employees', text: String(m.employees), decoy: true }]);
  pen.label('Page 1 of 2 - continued on reverse', W / 2 - 60, H - 24, 6.5);

  // Page 2, fed upside down.
  const flip = r.chance(0.5);
  pen.begin(W, H, flip ? 180 : 0, flip ? 0 : 180);
  owners(pen, m, r, dateF);
}

function owners(pen: Pen, m: Merchant, r: Rng, dateF: DateFmt): void {
  const L = 36, FW = W - 72, h = 23;
  let y = 30;
  pen.label('KEYSTONE MERCHANT FUNDING - Application (page 2 of 2)', L, 16, 8, 'Helvetica-Bold', GREEN);
  const blocks = Math.max(2, m.owners.length);
  for (let i = 0; i < blocks; i++) {
    const o = m.owners[i];
    const q = r.fork(`k${i}`);
    title(pen, `OWNER / GUARANTOR #${i + 1}`, y); y += 15;
    const nm = o ? ownerName(q, o, i) : [null, {}] as const, role = o ? ownerRole(o, i) : [null, {}] as const, pct = o ? ownerPct(q, o, i) : [null, {}] as const;
    const ssn = o ? ownerTax(q, o, i, 0.4) : [null, {}] as const, dob = o ? ownerDob(o, i, q.chance(0.5) ? 'mdy4pad' : dateF) : [null, {}] as const;
    const sc = o ? ownerScore(o, i) : [null, {}] as const;
    row(pen, 'line', L, y, h, [{ label: 'Name', w: 290, key: `o${i}_name`, text: nm[0], truth: nm[1] }, { label: 'Title', w: 150, key: `o${i}_title`, text: role[0], truth: role[1] },
      { label: 'Own %', w: 100, key: `o${i}_pct`, text: pct[0], truth: pct[1] }]); y += h;
    row(pen, 'line', L, y, h, [{ label: 'SSN', w: 170, key: `o${i}_ssn`, text: ssn[0], truth: ssn[1] }, { label: 'DOB', w: 140, key: `o${i}_dob`, text: dob[0], truth: dob[1] },
      { label: 'FICO', w: 90, key: `o${i}_fico`, text: sc[0], truth: sc[1] }, { label: 'Cell', w: 140, key: `o${i}_cell`, text: o?.cell ?? null, decoy: true }]); y += h;
    row(pen, 'line', L, y, h, [{ label: 'Home Address', w: 250, key: `o${i}_street`, text: o?.home.street ?? null, decoy: true },
      { label: 'City', w: 140, key: `o${i}_city`, text: o?.home.city ?? null, decoy: true }, { label: 'State', w: 70, key: `o${i}_st`, text: o?.home.st ?? null, decoy: true },
      { label: 'Zip', w: 80, key: `o${i}_zip`, text: o?.home.zip ?? null, decoy: true }]); y += h + 8;
  }
  title(pen, 'TRADE REFERENCES', y); y += 15;
  for (let i = 0; i < 2; i++) {
    const t = m.refs[i];
    row(pen, 'line', L, y, h, [{ label: 'Company', w: 270, key: `ref${i}`, text: t?.name ?? null, decoy: true }, { label: 'Contact', w: 150, key: `ref${i}_c`, text: t?.contact ?? null, decoy: true },
      { label: 'Phone', w: 120, key: `ref${i}_ph`, text: t?.phone ?? null, decoy: true, size: 7.5 }]); y += h;
  }
  y += 10;
  pen.para('The merchant and each owner/guarantor signing below represent that all information provided in this application is accurate and complete, and authorize '
    + 'Keystone Merchant Funding and its affiliates to obtain credit reports, verify bank and trade references, and share this application with funding partners. '
    + 'A photocopy or electronic copy of this authorization is as valid as the original.', L, y, FW, 6.8);
  const sy = H - 40;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    const x = L + i * 280;
    pen.rule(x, sy, 170); pen.label(`Owner #${i + 1} Signature`, x, sy + 3, 6);
    signature(pen, x, sy, 170, 3 + i * 5 + m.owners[i]!.pct);
    pen.rule(x + 180, sy, 80); pen.label('Date', x + 180, sy + 3, 6);
    pen.decoy(`sign_date${i}`, fmtDate(`2026-01-${String(r.int(5, 28)).padStart(2, '0')}`, dateF), x + 180, sy - 13, 80, 12, 8);
  }
}
