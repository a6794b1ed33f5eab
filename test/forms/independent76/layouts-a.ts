// Set 76, brokers 1-4: a fax cover sheet with the app behind it (Keystone), an ALL-CAPS Arial template (Lone Star), a
// Times table with merged cells and uneven rules (Bayside), an abbreviation-heavy one-pager (Granite State).
import { fmtDate } from './data.ts';
import { AUTH, amount, biz, ctx, dba, decoy, entity, entityBoxes, freqBoxes, fullAddr, incState, legal, para, payment, slots, st, start,
  taxId, yrs, type Ctx, type TV } from './common.ts';
import type { Pen } from './pen.ts';

const L = 48, R = 564, W = R - L;
const put = (p: Pen, x: number, y: number, label: string, w: number, tv: TV, size = 9, bold = false): number => p.lf(x, y, label, w, tv[0], tv[1], size, bold);

function signLines(c: Ctx, y: number, n: number, size = 9): number {
  for (let i = 0; i < n; i++, y += 24) {
    put(c.p, L, y, 'Signature:', 210, ctx(''), size);
    put(c.p, L + 220, y, 'Print Name:', 170, ctx(''), size);
    put(c.p, L + 400, y, 'Date:', 116, ctx(i < c.m.owners.length ? fmtDate(new Date(Date.UTC(2025, 4, 2 + i)), 'mdy') : ''), size);
  }
  return y;
}

export function keystone(c: Ctx): void {
  const { p, m, r } = c;
  p.page();
  p.lab(L, 40, 'Keystone Capital Partners', 18, true);
  p.lab(L, 62, '2210 Market Street, Suite 4  |  Camp Hill, PA 17011  |  Ph (717) 555-0148  |  Fax (717) 555-0149', 8.5);
  p.lab(L, 100, 'F A X', 44, true);
  p.rule(L, 150, R, 150, 2.5);
  const rows: [string, TV, string, TV][] = [
    ['TO:', decoy('fax_to', `Underwriting - ${r.pick(['Harbor Funding', 'Meridian Advance', 'Capstone Capital'])}`), 'FROM:', decoy('iso_rep', m.isoRep.name)],
    ['FAX:', decoy('fax_number', `(${r.pick(['212', '646', '718'])}) 555-${r.digits(4)}`), 'PAGES:', ctx(String(r.int(5, 9)))],
    ['PHONE:', decoy('iso_phone', m.isoRep.phone), 'DATE:', ctx(fmtDate(new Date(Date.UTC(2025, 4, r.int(1, 28))), 'mdy'))],
    ['RE:', ctx('New MCA submission'), 'CC:', ctx('')]];
  rows.forEach(([a, av, b, bv], k) => {
    const y = 166 + k * 26;
    put(p, L, y, a, 250, av, 11, true);
    put(p, L + 276, y, b, 240, bv, 11, true);
  });
  p.rule(L, 276, R, 276, 1);
  let x = L;
  const mark = r.int(0, 4);
  ['Urgent', 'For Review', 'Please Comment', 'Please Reply', 'Please Recycle'].forEach((t, k) => { x = p.check(x, 290, t, k === mark, {}, 10) + 8; });
  p.lab(L, 330, 'COMMENTS:', 11, true);
  for (let k = 0; k < 4; k++) p.blank(L, 352 + k * 20, W, 11);
  p.val(L, 352, W, `App + ${r.int(3, 6)} mos. bank stmts attached. Merchant wants to close this week - pls call.`, {}, 11);
  para(p, L, 700, W, 'CONFIDENTIALITY NOTICE: The documents accompanying this facsimile contain confidential information belonging to the sender. ' +
    'If you have received this fax in error, please notify us by telephone immediately and destroy the documents.', 7.5);

  p.page();
  p.lab(L, 40, 'MERCHANT CASH ADVANCE APPLICATION', 14, true, { width: W, align: 'center' });
  p.lab(L, 58, 'Keystone Capital Partners - please print clearly or type', 8.5, false, { width: W, align: 'center' });
  let y = 86;
  const line = (cells: [string, number, TV][]): void => {
    let cx = L;
    for (const [label, w, tv] of cells) cx = put(p, cx, y, label, w - 6, tv) + 6;
    y += 21;
  };
  line([['Business Legal Name:', W, legal(m)]]);
  line([['DBA:', 250, dba(m)], ['Entity (Inc., LLC, etc.):', W - 250, entity(m)]]);
  line([['Fed Tax ID#:', 190, taxId(m)], ['Date Bus. Started:', 190, start(m, 'mdy')], ['State of Inc.:', W - 380, incState(m)]]);
  line([['Business Address:', W, ctx(m.addr.street)]]);
  line([['City:', 230, ctx(m.addr.city)], ['State:', 100, st(m)], ['Zip:', W - 330, ctx(m.addr.zip)]]);
  line([['Bus. Phone:', 170, ctx(m.phone)], ['Fax:', 150, ctx(r.chance(0.5) ? m.fax : '')], ['Email:', W - 320, ctx(m.email)]]);
  line([['Type of Business:', 260, biz(m)], ['Yrs in Bus.:', 110, ctx(yrs(m))], ['# Employees:', W - 370, ctx(String(m.employees))]]);
  line([['Amt Requested: $', 200, amount(m, r.chance(0.5))], ['Use of Funds:', W - 200, ctx(m.use)]]);
  line([['Avg Monthly Sales: $', 190, ctx(m.monthlySales)], ['Landlord/Mtg Co.:', W - 190, decoy('landlord', m.landlord.name)]]);
  line([['Landlord Phone:', 200, decoy('landlord_phone', m.landlord.phone)], ['Rent/Mtg Pmt: $', W - 200, decoy('rent', m.landlord.rent)]]);
  y += 6;
  p.lab(L, y, 'OWNER / OFFICER INFORMATION', 10, true, { underline: true });
  y += 20;
  for (const o of slots(c, Math.max(2, m.owners.length))) {
    line([['Owner:', 200, o.name], ['Title:', 110, o.title], ['%:', 50, o.pct], ['SS#:', W - 360, o.ssn]]);
    line([['D.O.B.:', 120, o.dob], ['Home Address:', 270, o.home], ['Cell:', W - 390, o.cell]]);
    y += 5;
  }
  line([['Business Bank:', 200, decoy('bank_name', m.bank.name)], ['Acct#:', 160, decoy('bank_account', m.bank.account)], ['Rtg#:', W - 360, decoy('routing', m.bank.routing)]]);
  y = para(p, L, y + 4, W, AUTH, 7.5) + 14;
  signLines(c, y, Math.max(1, m.owners.length));
}

export function lonestar(c: Ctx): void {
  const { p, m, r } = c;
  p.page();
  p.lab(L, 34, 'LONE STAR MERCHANT FUNDING', 16, true, { width: W, align: 'center' });
  p.lab(L, 54, 'BUSINESS FUNDING APPLICATION', 10, true, { width: W, align: 'center' });
  p.lab(L, 68, 'FAX COMPLETED APPLICATION TO (713) 555-0190 OR EMAIL SUBS@LONESTARMF.COM', 7.5, false, { width: W, align: 'center' });
  let y = 86;
  const bar = (t: string): void => { p.box(L, y, W, 13, 0.5, '#d9d9d9'); p.lab(L + 4, y + 3, t, 8.5, true); y += 20; };
  const line = (cells: [string, number, TV][]): void => {
    let cx = L;
    for (const [label, w, tv] of cells) cx = put(p, cx, y, label, w - 6, tv, 8.5) + 6;
    y += 19;
  };
  bar('BUSINESS INFORMATION');
  line([['LEGAL NAME OF BUSINESS:', W, legal(m)]]);
  line([['D/B/A:', W, dba(m)]]);
  p.lab(L, y, 'ENTITY:', 8.5);
  entityBoxes(c, L + 42, y, [['CORPORATION', 'c_corporation'], ['LLC', 'llc'], ['S CORP', 's_corporation'], ['PARTNERSHIP', 'general_partnership'],
    ['SOLE PROP.', 'sole_proprietorship']], 'OTHER:', 90, 8);
  y += 19;
  line([['TAX ID (EIN):', 180, taxId(m, r.chance(0.5))], ['STATE OF INC.:', 120, incState(m)], ['START DATE:', W - 300, start(m, 'mdyy')]]);
  line([['PHYSICAL ADDRESS:', W, ctx(m.addr.street)]]);
  line([['CITY:', 220, ctx(m.addr.city)], ['STATE:', 90, st(m)], ['ZIP:', W - 310, ctx(m.addr.zip)]]);
  line([['PHONE:', 180, ctx(m.phone)], ['EMAIL:', W - 180, ctx(m.email)]]);
  line([['TYPE OF BUSINESS:', 320, biz(m)], ['# EMPLOYEES:', W - 320, ctx(String(m.employees))]]);
  line([['AMOUNT REQUESTED: $', 190, amount(m, false)], ['PURPOSE:', 150, ctx(m.use)], ['AVG MONTHLY SALES: $', W - 340, ctx(m.monthlySales)]]);
  bar('OWNER INFORMATION (ALL OWNERS OF 20% OR MORE)');
  slots(c, Math.max(2, m.owners.length)).forEach((o, k) => {
    line([[`OWNER #${k + 1} NAME:`, 250, o.name], ['TITLE:', 130, o.title], ['% OWN:', W - 380, o.pct]]);
    line([['SS#:', 160, o.ssn], ['DOB:', 120, o.dob], ['FICO:', 80, o.fico], ['CELL:', W - 360, o.cell]]);
    line([['HOME ADDRESS:', W, o.home]]);
    y += 3;
  });
  bar('TRADE REFERENCES');
  m.refs.slice(0, 2).forEach((t, k) => line([[`${k + 1}. NAME:`, 220, decoy('trade_ref', t.name)], ['CONTACT:', 150, decoy('trade_ref_contact', t.contact)],
    ['PHONE:', W - 370, decoy('trade_ref_phone', t.phone)]]));
  bar('CURRENT ADVANCES / LOANS');
  let x = p.lab(L, y, 'ANY OPEN ADVANCES?', 8.5) + 8;
  x = p.check(x, y, 'YES', m.advances.length > 0, {}, 8);
  p.check(x, y, 'NO', m.advances.length === 0, {}, 8);
  y += 18;
  for (let k = 0; k < 2; k++) {
    const a = m.advances[k];
    line([['FUNDER:', 200, a ? decoy('mca_funder', a.funder) : ctx('')], ['BALANCE: $', 160, a ? decoy('mca_balance', a.balance) : ctx('')],
      ['DAILY PMT: $', W - 360, a ? decoy('mca_payment', a.pmt) : ctx('')]]);
  }
  y = para(p, L, y + 2, W, AUTH.toUpperCase(), 6.8) + 14;
  signLines(c, y, Math.min(2, m.owners.length), 8.5);
}

/** A row of table cells: [width, label, value]; each cell's rules drawn with their own weight (uneven borders). */
function row(c: Ctx, y: number, h: number, cells: [number, string, TV][]): number {
  let x = L;
  for (const [w, label, tv] of cells) {
    c.p.box(x, y, w, h, c.r.pick([0.4, 0.6, 0.6, 1.1]));
    c.p.cell(x, y, w, h, label, tv[0], tv[1]);
    x += w;
  }
  return y + h;
}

export function bayside(c: Ctx): void {
  const { p, m } = c;
  p.page();
  p.lab(L, 36, 'BAYSIDE BUSINESS CAPITAL, LLC', 15, true);
  p.lab(L, 54, '400 N. Ashley Dr., Ste. 1900, Tampa, FL 33602  -  (813) 555-0172', 8.5);
  p.box(400, 30, R - 400, 36, 1.5);
  p.lab(404, 35, 'Merchant Application', 12, true);
  put(p, 404, 52, 'Rep:', R - 410, decoy('iso_rep', m.isoRep.name), 8.5);
  let y = 78;
  const head = (t: string): void => { p.box(L, y, W, 14, 1.5, '#cfcfcf'); p.lab(L + 4, y + 3, t, 9, true); y += 14; };
  head('BUSINESS INFORMATION');
  y = row(c, y, 26, [[340, 'Legal / Corporate Name', legal(m)], [W - 340, 'Fed Tax ID #', taxId(m)]]);
  y = row(c, y, 26, [[240, 'DBA', dba(m)], [150, 'Entity Type', entity(m)], [W - 390, 'Date Est.', start(m, 'mdy')]]);
  y = row(c, y, 26, [[250, 'Street Address', ctx(m.addr.street)], [130, 'City', ctx(m.addr.city)], [40, 'St', st(m)], [W - 420, 'Zip', ctx(m.addr.zip)]]);
  y = row(c, y, 26, [[150, 'Business Phone', ctx(m.phone)], [190, 'E-mail', ctx(m.email)], [W - 340, 'Website', ctx(m.website)]]);
  y = row(c, y, 26, [[200, 'Nature of Business', biz(m)], [60, 'Yrs in Bus.', ctx(yrs(m))], [60, 'Own/Rent', ctx('Rent')],
    [W - 320, 'Landlord Name & Phone', decoy('landlord', `${m.landlord.name} ${m.landlord.phone}`)]]);
  head('FUNDING REQUEST');
  y = row(c, y, 26, [[130, 'Amt Requested ($)', amount(m, true)], [110, 'Desired Pmt ($)', payment(m)], [W - 240, 'Use of Funds', ctx(m.use)]]);
  p.box(L, y, W, 18, 0.6);
  freqBoxes(c, p.lab(L + 4, y + 5, 'Pmt Frequency:', 8) + 8, y + 4.5, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], 8);
  y += 18;
  head('OWNER(S) / GUARANTOR(S)');
  const cols = [150, 90, 45, 95, 75, W - 455];
  y = row(c, y, 14, cols.map((w, k) => [w, ['Name', 'Title', '% Own', 'SS#', 'D.O.B.', 'Credit Score'][k]!, ctx('')] as [number, string, TV]));
  for (const o of slots(c, 3)) y = row(c, y, 20, cols.map((w, k) => [w, '', [o.name, o.title, o.pct, o.ssn, o.dob, o.fico][k]!] as [number, string, TV]));
  y = row(c, y, 24, [[W, 'Owner 1 Home Address (street, city, state, zip)', slots(c, 1)[0]!.home]]);
  head('EXISTING ADVANCES / LOANS (if none, write NONE)');
  for (let k = 0; k < 2; k++) {
    const a = m.advances[k];
    const none = k === 0 && !a ? ctx('NONE') : ctx('');
    y = row(c, y, 22, [[220, 'Funder', a ? decoy('mca_funder', a.funder) : none], [140, 'Balance', a ? decoy('mca_balance', a.balance) : ctx('')],
      [W - 360, 'Payment', a ? decoy('mca_payment', a.pmt) : ctx('')]]);
  }
  head('BANK');
  y = row(c, y, 24, [[200, 'Bank Name', decoy('bank_name', m.bank.name)], [140, 'Routing #', decoy('routing', m.bank.routing)],
    [W - 340, 'Account #', decoy('bank_account', m.bank.account)]]);
  y = para(p, L, y + 6, W, AUTH, 7) + 12;
  signLines(c, y, Math.max(1, Math.min(2, m.owners.length)), 8.5);
}

export function granite(c: Ctx): void {
  const { p, m, r } = c;
  p.page();
  p.lab(L, 36, 'Granite State Funding Group', 16, true);
  p.lab(L, 56, 'Quick App - 1 pg.  Return w/ last 4 mos. bank stmts.', 8.5);
  put(p, 360, 38, 'ISO:', R - 360, decoy('iso_rep', m.isoRep.name), 8.5);
  put(p, 360, 54, 'ISO Ph:', R - 360, decoy('iso_phone', m.isoRep.phone), 8.5);
  p.rule(L, 72, R, 72, 1.2);
  let y = 84;
  const line = (cells: [string, number, TV][]): void => {
    let cx = L;
    for (const [label, w, tv] of cells) cx = put(p, cx, y, label, w - 6, tv) + 6;
    y += 21;
  };
  line([['Legal Bus. Name:', 300, legal(m)], ['DBA:', W - 300, dba(m)]]);
  line([['Fed Tax ID#:', 180, taxId(m)], ['Ent. Type:', 150, entity(m)], ['St. of Inc.:', W - 330, incState(m)]]);
  line([['Bus. Addr.:', W, fullAddr(m)]]);
  line([['Bus. Ph.:', 160, ctx(m.phone)], ['Fax:', 140, ctx('')], ['Email:', W - 300, ctx(m.email)]]);
  line([['Ind./Type of Bus.:', 290, biz(m)], ['Yrs in Bus.:', 100, ctx(yrs(m))], ['# Empl.:', W - 390, ctx(String(m.employees))]]);
  line([['Amt Requested: $', 200, amount(m, r.chance(0.3))], ['Use of Funds:', 170, ctx(m.use)], ['Mo. Rev.: $', W - 370, ctx(m.monthlySales)]]);
  y += 4;
  p.lab(L, y, 'OWNERS (all 20%+)', 9.5, true);
  y += 17;
  slots(c, 3, { pctSign: true }).forEach((o, k) => {
    p.lab(L, y, `${k + 1}.`, 9);
    let cx = L + 14;
    for (const [label, w, tv] of [['Owner:', 170, o.name], ['Title:', 95, o.title], ['%:', 45, o.pct], ['SS#:', 100, o.ssn], ['D.O.B.:', W - 424, o.dob]] as [string, number, TV][]) {
      cx = put(p, cx, y, label, w - 5, tv, 8.5) + 5;
    }
    y += 20;
  });
  y += 4;
  p.lab(L, y, 'Other MCA Balances (list all - incl. loans):', 9.5, true);
  y += 15;
  const cols = [170, 90, 90, 90, W - 440];
  let x = L;
  ['Funder', 'Orig. Amt', 'Bal.', 'Pmt', 'Freq'].forEach((h, k) => { p.box(x, y, cols[k]!, 14, k === 0 ? 1.2 : 0.5); p.lab(x + 3, y + 3, h, 8, true); x += cols[k]!; });
  y += 14;
  for (let k = 0; k < 3; k++) {
    const a = m.advances[k];
    const vals: TV[] = a ? [decoy('mca_funder', a.funder), decoy('mca_orig', a.orig), decoy('mca_balance', a.balance), decoy('mca_payment', a.pmt), ctx('Daily')]
      : [ctx(''), ctx(''), ctx(''), ctx(''), ctx('')];
    x = L;
    vals.forEach((v, j) => { p.box(x, y, cols[j]!, 17, j % 2 ? 0.4 : 0.8); p.val(x + 2, y + 4, cols[j]! - 4, v[0], v[1], 8.5); x += cols[j]!; });
    y += 17;
  }
  y += 12;
  line([['Landlord:', 220, decoy('landlord', m.landlord.name)], ['Ph:', 140, decoy('landlord_phone', m.landlord.phone)], ['Mo. Rent: $', W - 360, decoy('rent', m.landlord.rent)]]);
  m.refs.slice(0, 2).forEach((t, k) => line([[`Trade Ref ${k + 1}:`, 300, decoy('trade_ref', t.name)], ['Ph:', W - 300, decoy('trade_ref_phone', t.phone)]]));
  line([['Bank:', 170, decoy('bank_name', m.bank.name)], ['Rtg#:', 160, decoy('routing', m.bank.routing)], ['Acct#:', W - 330, decoy('bank_account', m.bank.account)]]);
  y = para(p, L, y + 4, W, AUTH, 7.2) + 14;
  signLines(c, y, Math.max(1, Math.min(2, m.owners.length)));
}
