// Set 76, brokers 5-7: a Times form with dot leaders in numbered parts (Heartland), an Arial boxed template with the
// requested terms and an ISO box (Desert Sun), an ALL-CAPS-label Times form with "Last, First" owners and entity
// checkboxes with "Other" (Peachtree).
import { fmtDate } from './data.ts';
import { AUTH, amount, biz, cityLine, ctx, dba, decoy, entity, entityBoxes, freqBoxes, incState, legal, npay, para, payment, slots, st, start,
  taxId, type Ctx, type TV } from './common.ts';
import type { Pen } from './pen.ts';

const L = 48, R = 564, W = R - L;
const put = (p: Pen, x: number, y: number, label: string, w: number, tv: TV, size = 9): number => p.lf(x, y, label, w, tv[0], tv[1], size);
const today = (k: number): string => fmtDate(new Date(Date.UTC(2025, 5, 3 + k)), 'mdy');

export function heartland(c: Ctx): void {
  const { p, m, r } = c;
  p.page();
  p.lab(L, 36, 'HEARTLAND MAIN STREET ADVANCE', 15, true, { width: W, align: 'center' });
  p.lab(L, 55, 'Small Business Funding Request  -  Columbus, Ohio  -  (614) 555-0133', 9, false, { width: W, align: 'center' });
  p.rule(L, 70, R, 70, 0.8);
  p.rule(L, 72.5, R, 72.5, 0.8);
  let y = 82;
  const tab = 205;
  const ld = (label: string, tv: TV): void => { p.lead(L + 10, y, label, tab, W - 10, tv[0], tv[1], 9.5); y += 19; };
  const part = (t: string): void => { y += 4; p.lab(L, y, t, 10, true); y += 17; };
  part('Part I - The Business');
  ld('Legal Name of Business', legal(m));
  ld('Trade Name (DBA)', dba(m));
  ld('Form of Business', entity(m));
  ld('TIN (EIN or SSN)', taxId(m));
  ld('Date Business Began', start(m, r.pick(['long', 'mdy'] as const)));
  ld('State of Organization', incState(m));
  ld('Street Address', ctx(m.addr.street));
  ld('City, State, Zip', cityLine(m));
  ld('Business Telephone', ctx(m.phone));
  ld('Type of Business', biz(m));
  ld('Number of Employees', ctx(String(m.employees)));
  ld('Landlord / Mortgage Holder', decoy('landlord', m.landlord.name));
  ld('Landlord Telephone', decoy('landlord_phone', m.landlord.phone));
  part('Part II - The Request');
  ld('Amount Requested', amount(m, true, true));
  ld('Purpose of Funds', ctx(m.use));
  part('Part III - Principals (each owner of 20% or more)');
  slots(c, Math.max(2, m.owners.length), { dob: 'short-m' }).forEach((o) => {
    let x = L + 10;
    for (const [label, w, tv] of [['Owner:', 190, o.name], ['Title:', 110, o.title], ['%:', 50, o.pct], ['SS#:', W - 360, o.ssn]] as [string, number, TV][]) {
      x = put(p, x, y, label, w - 5, tv, 9.5) + 5;
    }
    y += 18;
    x = L + 10;
    for (const [label, w, tv] of [['D.O.B.:', 130, o.dob], ['Home:', W - 140, o.home]] as [string, number, TV][]) x = put(p, x, y, label, w - 5, tv, 9.5) + 5;
    y += 22;
  });
  part('Part IV - Trade References');
  m.refs.forEach((t, k) => {
    put(p, L + 10, y, `${k + 1}.`, 300, decoy('trade_ref', t.name), 9.5);
    put(p, L + 320, y, 'Tel.', W - 320, decoy('trade_ref_phone', t.phone), 9.5);
    y += 18;
  });

  p.page();
  y = 48;
  part('Part V - Banking');
  ld('Bank Name', decoy('bank_name', m.bank.name));
  ld('ABA Routing No.', decoy('routing', m.bank.routing));
  ld('Checking Account No.', decoy('bank_account', m.bank.account));
  part('Part VI - Other Financing');
  if (!m.advances.length) ld('Existing advances / loans', ctx('None'));
  m.advances.forEach((a) => { ld('Funder', decoy('mca_funder', a.funder)); ld('Approx. Balance', decoy('mca_balance', a.balance)); });
  part('Part VII - Certification');
  y = para(p, L + 10, y, W - 10, AUTH, 8.5) + 20;
  for (let i = 0; i < Math.max(2, m.owners.length); i++) {
    put(p, L + 10, y, 'Signature', 250, ctx(''), 9.5);
    put(p, L + 275, y, 'Title', 120, ctx(''), 9.5);
    put(p, L + 410, y, 'Date', W - 410, ctx(i < m.owners.length ? today(i) : ''), 9.5);
    y += 30;
  }
}

/** A boxed row: the cells' lf lines inside a rectangle of height h. */
function boxRow(p: Pen, y: number, h: number, cells: [string, number, TV][], lw = 0.7, size = 8.5): number {
  let x = L;
  for (const [label, w, tv] of cells) {
    p.box(x, y, w, h, lw);
    put(p, x + 3, y + h / 2 - 4, label, w - 8, tv, size);
    x += w;
  }
  return y + h;
}

export function desertsun(c: Ctx): void {
  const { p, m, r } = c;
  p.page();
  p.doc.save().circle(L + 14, 44, 13).fillAndStroke('#e7a23a', 'black').restore();
  p.lab(L + 34, 30, 'DESERT SUN CAPITAL', 17, true);
  p.lab(L + 34, 50, 'Business Cash Advance Application  |  Phoenix, Arizona', 8.5);
  p.box(370, 26, R - 370, 40, 1.4);
  put(p, 374, 31, 'Submitted by (ISO/Agent):', R - 378, decoy('iso_rep', m.isoRep.name), 7.5);
  put(p, 374, 49, 'Agent Ph:', R - 378, decoy('iso_phone', m.isoRep.phone), 7.5);
  let y = 80;
  const head = (t: string): void => { p.box(L, y, W, 15, 1.4, '#e6e6e6'); p.lab(L + 4, y + 4, t, 8.5, true); y += 15; };
  head('SECTION 1 - BUSINESS');
  y = boxRow(p, y, 22, [['Business Name (Legal):', W, legal(m)]], 1.4);
  y = boxRow(p, y, 22, [['DBA:', 290, dba(m)], ['Entity:', W - 290, entity(m)]]);
  y = boxRow(p, y, 22, [['Fed Tax ID#:', 190, taxId(m)], ['Bus. Start Date:', 180, start(m, 'dash')], ['State Inc.:', W - 370, incState(m)]], 0.5);
  y = boxRow(p, y, 22, [['Address:', 230, ctx(m.addr.street)], ['City:', 130, ctx(m.addr.city)], ['ST:', 60, st(m)], ['Zip:', W - 420, ctx(m.addr.zip)]]);
  y = boxRow(p, y, 22, [['Type of Business:', 270, biz(m)], ['Website:', W - 270, ctx(m.website)]], 0.5);
  y = boxRow(p, y, 22, [['Phone:', 170, ctx(m.phone)], ['Email:', W - 170, ctx(m.email)]]);
  head('SECTION 2 - FUNDING REQUEST');
  y = boxRow(p, y, 22, [['Amt Requested: $', 190, amount(m, r.chance(0.5))], ['Est. Pmt: $', 170, payment(m)], ['# of Pmts:', W - 360, npay(m)]], 1.4);
  p.box(L, y, W, 20, 0.7);
  freqBoxes(c, p.lab(L + 3, y + 6, 'Frequency:', 8.5) + 10, y + 6, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']);
  y += 20;
  y = boxRow(p, y, 22, [['Use of Funds:', 300, ctx(m.use)], ['Avg Mo. Deposits: $', W - 300, ctx(m.monthlySales)]]);
  head('SECTION 3 - OWNERS (one line per owner)');
  y += 6;
  slots(c, Math.max(2, m.owners.length)).forEach((o) => {
    let x = L;
    for (const [label, w, tv] of [['Owner:', 165, o.name], ['Title:', 100, o.title], ['%:', 45, o.pct], ['SS#:', 120, o.ssn], ['FICO:', W - 430, o.fico]] as [string, number, TV][]) {
      x = put(p, x, y, label, w - 5, tv, 8.5) + 5;
    }
    y += 17;
    x = L;
    for (const [label, w, tv] of [['D.O.B.:', 120, o.dob], ['Home Addr:', W - 120, o.home]] as [string, number, TV][]) x = put(p, x, y, label, w - 5, tv, 8.5) + 5;
    y += 22;
  });

  p.page();
  y = 40;
  head('SECTION 4 - OTHER MCA BALANCES');
  const cols: [string, number][] = [['Funder', 200], ['Orig. Amount', 100], ['Balance', 110], ['Pmt', W - 410]];
  let x = L;
  for (const [h, w] of cols) { p.box(x, y, w, 15, 0.5); p.lab(x + 3, y + 4, h, 8, true); x += w; }
  y += 15;
  for (let k = 0; k < 3; k++) {
    const a = m.advances[k];
    const vals: TV[] = a ? [decoy('mca_funder', a.funder), decoy('mca_orig', a.orig), decoy('mca_balance', a.balance), decoy('mca_payment', a.pmt)] : cols.map(() => ctx(''));
    x = L;
    cols.forEach(([, w], j) => { p.box(x, y, w, 18, k === 2 ? 1.2 : 0.5); p.val(x + 2, y + 5, w - 4, vals[j]![0], vals[j]![1], 8.5); x += w; });
    y += 18;
  }
  y += 10;
  head('SECTION 5 - LANDLORD & BANK');
  y = boxRow(p, y, 22, [['Landlord:', 230, decoy('landlord', m.landlord.name)], ['Ph:', 140, decoy('landlord_phone', m.landlord.phone)], ['Rent: $', W - 370, decoy('rent', m.landlord.rent)]]);
  y = boxRow(p, y, 22, [['Bank:', 170, decoy('bank_name', m.bank.name)], ['Routing:', 160, decoy('routing', m.bank.routing)], ['Acct:', W - 330, decoy('bank_account', m.bank.account)]]);
  y += 12;
  head('SECTION 6 - AUTHORIZATION');
  y = para(p, L, y + 6, W, AUTH, 8) + 24;
  for (let i = 0; i < Math.max(1, m.owners.length); i++, y += 28) {
    put(p, L, y, `Owner ${i + 1} Signature:`, 300, ctx(''));
    put(p, L + 320, y, 'Date:', W - 320, ctx(today(i)));
  }
}

export function peachtree(c: Ctx): void {
  const { p, m, r } = c;
  p.page();
  p.lab(L, 34, 'PEACHTREE MERCHANT SERVICES', 16, true, { width: W, align: 'center' });
  p.lab(L, 53, 'APPLICATION FOR BUSINESS CASH ADVANCE', 10.5, true, { width: W, align: 'center' });
  p.lab(L, 68, '118 Bull Street  *  Savannah, Georgia 31401  *  Tel (912) 555-0164  *  Fax (912) 555-0165', 8, false, { width: W, align: 'center' });
  let y = 92;
  const line = (cells: [string, number, TV][]): void => {
    let cx = L;
    for (const [label, w, tv] of cells) cx = put(p, cx, y, label, w - 6, tv) + 6;
    y += 21;
  };
  const sect = (t: string): void => { p.rule(L, y + 11, R, y + 11, 1.2); p.lab(L, y, t, 10, true); y += 20; };
  sect('SECTION A:  BUSINESS');
  line([['BUSINESS LEGAL NAME:', W, legal(m)]]);
  line([['DBA (IF ANY):', W, dba(m)]]);
  line([['FED TAX ID (EIN):', 200, taxId(m, true)], ['DATE ESTABLISHED:', W - 200, start(m, r.pick(['long', 'mdyy'] as const))]]);
  p.lab(L, y, 'ENTITY:', 9);
  entityBoxes(c, L + 44, y, [['CORP.', 'c_corporation'], ['LLC', 'llc'], ['SOLE PROP.', 'sole_proprietorship'], ['PARTNERSHIP', 'general_partnership']],
    'OTHER:', 110, 9);
  y += 21;
  line([['ADDRESS:', W, ctx(m.addr.street)]]);
  line([['CITY/ST/ZIP:', 300, cityLine(m)], ['PHONE:', W - 300, ctx(m.phone)]]);
  line([['NATURE OF BUSINESS:', 300, biz(m)], ['E-MAIL:', W - 300, ctx(m.email)]]);
  line([['AMT REQUESTED: $', 220, amount(m, false)], ['USE:', W - 220, ctx(m.use)]]);
  sect('SECTION B:  OWNERSHIP');
  slots(c, Math.max(2, m.owners.length), { lastFirst: true, pctSign: r.chance(0.5) }).forEach((o) => {
    line([['OWNER (LAST, FIRST):', 260, o.name], ['TITLE:', 130, o.title], ['% OWN:', W - 390, o.pct]]);
    line([['SS#:', 170, o.ssn], ['D.O.B.:', 130, o.dob], ['HOME PH:', W - 300, o.cell]]);
    y += 4;
  });
  sect('SECTION C:  REFERENCES');
  line([['LANDLORD:', 260, decoy('landlord', m.landlord.name)], ['PHONE:', W - 260, decoy('landlord_phone', m.landlord.phone)]]);
  line([['BANK:', 200, decoy('bank_name', m.bank.name)], ['ACCT #:', W - 200, decoy('bank_account', m.bank.account)]]);
  line([['TRADE REF:', 260, decoy('trade_ref', m.refs[0]!.name)], ['PHONE:', W - 260, decoy('trade_ref_phone', m.refs[0]!.phone)]]);
  const a = m.advances[0];
  line([['OPEN ADVANCE WITH:', 260, a ? decoy('mca_funder', a.funder) : ctx('')], ['BAL.: $', W - 260, a ? decoy('mca_balance', a.balance) : ctx('')]]);
  y = para(p, L, y + 6, W, AUTH, 8) + 20;
  for (let i = 0; i < Math.max(1, m.owners.length); i++, y += 26) {
    put(p, L, y, 'SIGNATURE:', 300, ctx(''));
    put(p, L + 320, y, 'DATE:', W - 320, ctx(today(i)));
  }
}
