// Layouts 4-5: Granite State (a boxed grid, unused owner rows written off with N/A, a COPY stamp over the fine
// print), Sunbelt (corrections written above the struck value, SAME for the DBA, an approval box at the top).
import { money, type Merchant } from './data.ts';
import { fmtDate, ownerName, ssnShown, taxShown, type DateFmt } from './common.ts';
import { advances, bankRefs, BIZ, business, funding, header, officeBox, owner, OWN, section, signatures, type Funder } from './blocks.ts';
import type { Layout } from './layouts-a.ts';
import type { FixMark, Sheet } from './sheet.ts';

const GRANITE: Funder = { name: 'Granite State Funding', tag: 'Small business working capital - NH | ME | VT | nationwide', addr: '99 Hanover St, Manchester, NH 03101', phone: '(603) 555-0177', color: '#3d4b57' };

/** A boxed cell: the caption at its top, the value (or struck value and correction) under it. */
function cell(s: Sheet, x: number, y: number, w: number, cap: string, v: string, name: string, fix?: FixMark): void {
  s.rect(x, y, w, 26, { lw: 0.5 });
  s.text(x + 3, y + 2, cap, { size: 6.2, color: '#333' });
  if (!fix || s.style === 'fillable') { if (v) s.value(x + 2, y + 12, w - 6, v, name); return; }
  s.strike(x + 4, y + 12, fix.old);
  const ow = s.width(fix.old);
  s.hand(x + ow + 12, y + 11, v, { size: 10 });
  s.hand(x + ow + 16 + s.doc.font('hand').fontSize(10).widthOfString(v), y + 4, fix.initials, { size: 7 });
}

function graniteBiz(s: Sheet, m: Merchant, y: number, d: DateFmt): number {
  const f = m.fixes;
  cell(s, 36, y, 340, 'LEGAL NAME OF APPLICANT', m.legal, 'Applicant Legal Name', f.legal); cell(s, 376, y, 200, 'FEDERAL EIN / SSN (sole prop.)', taxShown(m), 'EIN', f.taxId); y += 26;
  cell(s, 36, y, 340, 'DBA (IF ANY)', m.dba ?? m.nullWord, 'DBA', f.dba); cell(s, 376, y, 200, 'TYPE OF ENTITY', m.entityText, 'Entity Type'); y += 26;
  cell(s, 36, y, 340, 'STREET ADDRESS (NO P.O. BOXES)', m.street, 'Street', f.street); cell(s, 376, y, 200, 'DATE ESTABLISHED', fmtDate(m.startIso, d), 'Established', f.start); y += 26;
  cell(s, 36, y, 200, 'CITY', m.city, 'City'); cell(s, 236, y, 70, 'STATE', m.state, 'State'); cell(s, 306, y, 70, 'ZIP', m.zip, 'Zip'); cell(s, 376, y, 200, 'PHONE', m.phone, 'Phone', f.phone); y += 26;
  cell(s, 36, y, 340, 'PRODUCTS / SERVICES SOLD', m.industryText, 'Products'); cell(s, 376, y, 200, 'STATE OF FORMATION', m.incState, 'Formation'); y += 26;
  cell(s, 36, y, 200, 'WEBSITE', m.website ?? m.nullWord, 'Website'); cell(s, 236, y, 140, 'GROSS MONTHLY SALES', money(m.monthlySales), 'Sales'); cell(s, 376, y, 200, 'CASH ADVANCE REQUESTED', money(m.amount), 'Advance', f.amount);
  return y + 34;
}

function graniteOwners(s: Sheet, m: Merchant, y: number, d: DateFmt): number {
  const cols: [string, number][] = [['OWNER NAME', 150], ['TITLE', 80], ['OWN %', 46], ['SSN', 92], ['DOB', 70], ['HOME ADDRESS', 102]];
  let x = 36;
  s.rect(36, y, 540, 12, { fill: '#e6e6e6' });
  for (const [c, w] of cols) { s.text(x + 3, y + 3, c, { size: 6.2 }); x += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const w = m.owners[i];
    x = 36;
    for (const [, cw] of cols) { s.rect(x, y, cw, 18, { lw: 0.5 }); x += cw; }
    if (w) {
      const vals = [ownerName(w), w.role, `${w.pct}%`, ssnShown(w, s.r), fmtDate(w.dobIso, d), w.home];
      x = 36;
      for (const [k, [c, cw]] of cols.entries()) {
        if (k === 2 && i === 0 && m.fixes.pct0 && s.style !== 'fillable') { s.strike(x + 2, y + 4, m.fixes.pct0.old); s.hand(x + 24, y - 2, vals[k]!, { size: 9 }); }
        else s.value(x + 1, y + 4, cw - 4, vals[k]!, `Owner${i + 1} ${c}`);
        x += cw;
      }
    } else if (s.style === 'fillable') s.value(38, y + 4, 146, m.nullWord, `Owner${i + 1} OWNER NAME`);
    else { s.hand(120, y + 3, m.nullWord, { size: 11 }); s.rule(200, y + 9, 560, y + 7, '#1b2a6b', 1); }
    y += 18;
  }
  return y + 8;
}

export const granite: Layout = {
  name: 'granite-state-funding', maxOwners: 3, fixKeys: ['legal', 'taxId', 'start', 'amount', 'pct0', 'street'], nFix: 3, dates: 'us',
  truth: { omit: ['requested_payment', 'number_of_payments', 'payment_frequency'], scores: false },
  draw(s, m) {
    let y = header(s, GRANITE, 'Business Cash Advance Application', m);
    y = section(s, y, '1. Applicant', GRANITE.color);
    y = graniteBiz(s, m, y, 'us');
    y = section(s, y, '2. Owners / Officers (list all with 20% or more)', GRANITE.color);
    y = graniteOwners(s, m, y, 'us');
    y = section(s, y, '3. Other financing', GRANITE.color);
    y = advances(s, m, y, 'Do you currently have a cash advance or business loan? List all:');
    s.text(36, y, 'Use of funds:', { size: 7.5 }); s.value(100, y - 2, 300, m.useOfFunds, 'Use of Funds'); y += 20;
    y = section(s, y, '4. Bank & Landlord', GRANITE.color);
    y = bankRefs(s, m, y);
    const ySig = y;
    y = signatures(s, m, y + 2);
    s.stamp(150, ySig + 2, ['COPY'], { angle: -18, color: '#b3261e', size: 26 });
    if (y > 700) { s.page(); y = 40; }
    s.note(50, y + 24, `corrections initialed ok - ${m.office.rep.split(' ')[0]}`, -4, 10);
    officeBox(s, m, 276, y + 4, 300, 'FOR OFFICE USE - DO NOT WRITE BELOW');
  },
};

const SUNBELT: Funder = { name: 'Sunbelt Capital Group', tag: 'Fast working capital for the Southeast & Southwest', addr: '3350 Peachtree Rd NE, Atlanta, GA 30326', phone: '(404) 555-0163', color: '#b35900' };

function sunbeltTop(s: Sheet, m: Merchant): void {
  s.rect(400, 66, 176, 16, { fill: '#fff3e0' });
  s.text(404, 70, `Approved: ${money(m.office.approved)}   Buy rate ${m.office.factor}`, { size: 7.5, font: 'Courier-Bold', color: '#8a3b00' });
  s.stamp(300, 24, ['RECEIVED', `${m.dateSigned.slice(0, 5)}/25 - UW`], { angle: 7, color: '#1d6b2a', size: 12 });
}

export const sunbelt: Layout = {
  name: 'sunbelt-capital-group', maxOwners: 3, fixKeys: ['amount', 'start', 'phone', 'dba', 'score0', 'ssn0'], nFix: 3, dates: 'dash', truth: {},
  draw(s, m) {
    let y = header(s, SUNBELT, 'Merchant Cash Advance Application', m);
    sunbeltTop(s, m);
    y = section(s, y + 4, 'Company', SUNBELT.color);
    y = business(s, m, y, { ...BIZ, legal: 'Company Legal Name', dba: 'DBA / Trade Name', entity: 'Entity', industry: 'Business Type', tax: 'Tax ID', start: 'In Business Since', inc: 'State Incorp.', web: 'Web' }, { dates: 'dash', checks: false, dbaNull: 'SAME' });
    y = section(s, y, 'Advance Request', SUNBELT.color);
    y = funding(s, m, y, { amountLabel: 'Advance Amount Requested', terms: true });
    advances(s, m, y, 'Outstanding balances with other funders');
    s.page();
    y = section(s, 40, 'Owners / Guarantors', SUNBELT.color);
    for (const [i, w] of m.owners.entries()) y = owner(s, m, w, i, y, { ...OWN, name: 'Guarantor Name', title: 'Title / Position', pct: '% Ownership', score: 'Self-reported score' }, { dates: 'dash', scores: true });
    y = section(s, y, 'Bank & References', SUNBELT.color);
    y = bankRefs(s, m, y);
    y = signatures(s, m, y + 4);
    y = officeBox(s, m, 36, Math.min(y + 4, 700), 540, 'SUNBELT INTERNAL - OFFICE USE ONLY');
    s.note(300, y, `2nd look: ${m.office.rep} / call back re: bank stmts`, -2, 9);
  },
};
