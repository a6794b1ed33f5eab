// Blueprint Business Funding (US broker): an Excel workbook printed on two pages with "rows to repeat at top". Navy
// title rows, labels with values two cells to the right, entity checkbox row, a funding-terms block printed as plain
// spreadsheet numbers (45000, 1.35), and an owner grid that starts at the foot of page 1 and spills onto page 2 under
// the repeated column header. Trade references, existing advances and the landlord are on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Ctx } from './ctx.ts';
import type { Merchant } from './model.ts';
import { AUTH_US, finePrint, positions, signatures } from './parts.ts';
import { Sheet, logo, type Cell } from './sheet.ts';
import { dbaVal, dv, entityChecks, freqVal, fv, moneyVal, ownerVals, pickFmt, region, startVal, taxVal } from './vals.ts';

const OWN_COLS = [26, 130, 70, 50, 74, 66, 42, 82];

export function drawBlueprint(c: Ctx, m: Merchant, r: Rng): void {
  const f = pickFmt(r, { money: r.pick([1, 1, 0, 3]) });
  const N = '#1f3864', L = '#d9e1f2';
  const top = (p: number): Sheet => {
    const t = new Sheet(c, 36, 30, [360, 180], 13);
    t.row([{ t: 'BLUEPRINT BUSINESS FUNDING  |  Merchant Application', bold: true, fill: N, color: '#fff', size: 8 },
      { t: `Print page ${p} / 2`, fill: N, color: '#fff', align: 'right' }]);
    return t;
  };
  c.newPage();
  top(1);
  logo(c, 2, 36, 50, 'Blueprint', 'Business Funding  -  Working capital in 24 hours', N);
  c.text('Fax: (646) 555-0190  |  docs@blueprintbf.com', 400, 56, { size: 7, color: '#444' });
  const s = new Sheet(c, 36, 86, [110, 20, 140, 100, 20, 150], 14);
  const row2 = (a: string, av: Cell['v'], b: string, bv: Cell['v'], aAlign: 'left' | 'right' = 'left', bAlign: 'left' | 'right' = 'left'): void =>
    s.row([{ t: a }, {}, { v: av, align: aAlign }, { t: b }, {}, { v: bv, align: bAlign }]);
  s.section('COMPANY', N);
  s.row([{ t: 'Legal / Corporate Name' }, {}, { v: fv('legal_name', m.legal, { legal_name: m.legal }), span: 4 }]);
  s.row([{ t: 'Doing Business As' }, {}, { v: dbaVal(m, r), span: 4 }]);
  s.row([{ t: 'Entity' }, {}, { span: 4, chks: entityChecks(m, [['llc', 'LLC'], ['c_corporation', 'Corporation'], ['s_corporation', 'S-Corp'],
    ['sole_proprietorship', 'Sole Prop.'], ['general_partnership', 'Partnership']]) }], 15);
  const bare = m.taxType === 'EIN' && r.chance(0.5);
  row2(bare ? 'Federal Tax ID (EIN)' : 'Tax ID #', bare ? fv('biz_tax_id', m.taxDigits, { business_tax_id: m.taxDigits, business_tax_id_type: 'EIN',
    business_tax_id_country: 'US' }) : taxVal(m, f), 'Inc. State', m.entityId === 'sole_proprietorship' ? null : dv('state_of_inc', m.incRegion), 'right');
  row2('Date Business Started', startVal(m, f, r), 'Industry', fv('industry', m.industryText, { industry: m.industryId }), 'right');
  s.row([{ t: 'Business Address' }, {}, { v: dv('biz_street', `${m.street}, ${m.city}`), span: 2 }, { v: fv('biz_state', m.region, region(m)) },
    { v: dv('biz_zip', m.zip), align: 'right' }]);
  row2('Phone', dv('biz_phone', m.phone), 'Email', dv('biz_email', m.email));
  s.gap(5);
  s.section('FUNDING TERMS REQUESTED', N);
  const terms = r.chance(0.75);
  row2('Requested Amount', moneyVal('requested', m.requested, f, 'requested_amount'), 'Payment Frequency', terms ? freqVal(m, r) : null, 'right');
  row2('Requested Payment', terms && m.payment ? moneyVal('payment', m.payment, f, 'requested_payment') : null, '# of Payments',
    terms && m.numPayments ? fv('num_payments', String(m.numPayments), { number_of_payments: m.numPayments }) : null, 'right', 'right');
  row2('Factor Rate (est.)', dv('factor', r.pick(['1.29', '1.35', '1.42', '1.49'])), 'Monthly Revenue', moneyVal('monthly_sales', m.monthlySales, f, null), 'right', 'right');
  s.gap(5);
  s.section('BUSINESS BANK ACCOUNT (where receivables are deposited)', N);
  row2('Bank', dv('bank_name', m.bank.name), 'ABA Routing', dv('bank_routing', m.bank.routing), 'left', 'right');
  row2('Account #', dv('bank_account', m.bank.account), 'Avg. Daily Balance', moneyVal('adb', r.int(2, 60) * 500, f, null), 'right', 'right');
  s.gap(8);
  c.text('Each owner of 20% or more must be listed. Ownership must total 100%.', 36, s.y, { size: 6.5, italic: true, color: '#444' });

  const o = new Sheet(c, 36, s.y + 10, OWN_COLS, 15);
  const head = (): void => o.row(['#', 'Owner / Guarantor Name', 'Title', 'Own %', 'SSN', 'DOB', 'Score', 'Cell'].map((t) =>
    ({ t, bold: true, fill: L, align: t === 'Own %' || t === 'Score' ? 'right' as const : 'left' as const })));
  o.section('OWNERS', N);
  head();
  const rows = m.owners.map((ow, i) => ownerVals(ow, i, f, m));
  const ownerRow = (i: number): void => {
    const v = rows[i]!;
    o.row([{ t: String(i + 1), align: 'center' }, { v: v.full }, { v: v.title }, { v: v.pct, align: 'right' }, { v: v.tax }, { v: v.dob, align: 'right' },
      { v: v.credit, align: 'right' }, { v: v.phone }]);
    o.row([{}, { t: 'Home:', size: 6.5, color: '#555' }, { v: v.home, span: 6 }], 13);
  };
  ownerRow(0);
  c.text('continued on next page', 36, 768, { size: 6, italic: true, color: '#777' });

  c.newPage();
  top(2);
  const o2 = new Sheet(c, 36, 50, OWN_COLS, 15);
  o2.row(['#', 'Owner / Guarantor Name', 'Title', 'Own %', 'SSN', 'DOB', 'Score', 'Cell'].map((t) =>
    ({ t, bold: true, fill: L, align: t === 'Own %' || t === 'Score' ? 'right' as const : 'left' as const })));
  o.y = o2.y;
  for (let i = 1; i < rows.length; i++) ownerRow(i);
  for (let i = rows.length; i < 3; i++) { o.row([{ t: String(i + 1), align: 'center' }, {}, {}, {}, {}, {}, {}, {}]); o.row([{}, {}, { span: 6 }], 13); }
  const p = new Sheet(c, 36, o.y + 10, [110, 20, 140, 100, 20, 150], 14);
  p.section('TRADE REFERENCES & LANDLORD', N);
  m.refs.forEach((ref, i) => p.row([{ t: `Reference ${i + 1}` }, {}, { v: dv(`ref${i + 1}_name`, ref.name), span: 2 }, {}, { v: dv(`ref${i + 1}_phone`, ref.phone) }]));
  p.row([{ t: 'Landlord / Mortgage Co.' }, {}, { v: dv('landlord', m.landlord.name), span: 2 }, {}, { v: dv('landlord_phone', m.landlord.phone) }]);
  p.gap(5);
  p.section('OPEN ADVANCES / LOANS', N);
  positions(p, m, f, L, 3);
  p.gap(5);
  p.section('SUBMITTED BY', N);
  p.row([{ t: 'ISO Rep' }, {}, { v: dv('iso_rep', m.rep.name), span: 2 }, {}, { v: dv('iso_phone', m.rep.phone) }]);
  const y = finePrint(c, AUTH_US, 36, p.y + 10, 540);
  signatures(c, m, f, 36, y + 4, 540, `2025-03-1${r.int(0, 9)}`);
  c.text('Blueprint Business Funding, LLC  |  Form BBF-APP-07  |  Rev. 2024', 36, 768, { size: 6, color: '#777' });
}
