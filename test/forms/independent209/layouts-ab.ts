// Layouts A and B of set 209. A (Keystone Bridge Capital): a navy logo band, bars for sections, labels beside
// underlined blanks in two columns, owners side by side. B (Tidewater Funding Partners): boxed cells with tiny labels,
// the funding request first with a payment schedule, owners as rows of a table, bank and advances on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { asDecoy, BLANK, type Merchant, type Owner, type OwnerField } from './data.ts';
import { AUTH, entityPick, field, freqFields, freqIndex, row } from './parts.ts';
import { USES } from './words.ts';

function bar(c: Canvas, title: string, y: number): number {
  c.rect(36, y, 540, 14, { fill: c.t.accent });
  c.text(title, 42, y + 3, { font: c.t.bold, size: 8.5, color: '#fff' });
  return y + 20;
}

function ownerColumnA(c: Canvas, o: Owner | null, n: number, x: number, y0: number, w: number): void {
  const e = o ?? { name: BLANK, title: BLANK, pct: BLANK, ssn: BLANK, dob: BLANK, score: BLANK, home: BLANK, homeCity: BLANK, cell: BLANK, email: BLANK };
  const k = `owner${n}`;
  c.text(`Owner #${n}`, x, y0, { font: c.t.bold, size: 9, color: c.t.accent });
  let y = y0 + 14;
  const rows: [string, string, typeof e.name][] = [['Full Name:', 'name', e.name], ['Title:', 'title', e.title], ['Ownership %:', 'pct', e.pct],
    ['SSN:', 'ssn', e.ssn], ['Date of Birth:', 'dob', e.dob], ['Home Address:', 'home', asDecoy(e.home)], ['City/State/Zip:', 'homeCity', asDecoy(e.homeCity)],
    ['Cell Phone:', 'cell', asDecoy(e.cell)], ['Email:', 'email', asDecoy(e.email)], ['Est. Credit Score:', 'score', e.score]];
  for (const [label, key, v] of rows) { field(c, 'beside', label, `${k}.${key}`, v, x, y, w); y += 18; }
}

export function layoutA(c: Canvas, m: Merchant, pr: Rng): void {
  c.rect(0, 0, 612, 62, { fill: c.t.accent });
  c.text('KEYSTONE', 36, 16, { font: c.t.bold, size: 22, color: '#fff' });
  c.text('BRIDGE CAPITAL', 36, 40, { font: c.t.label, size: 10, color: '#cfe0ff' });
  c.text('Business Funding Application', 300, 18, { font: c.t.bold, size: 14, color: '#fff', w: 276, align: 'right' });
  c.text(`Your Funding Specialist: ${m.rep.name.text}  |  ${m.rep.phone.text}`, 300, 40, { size: 7.5, color: '#cfe0ff', w: 276, align: 'right' });
  c.decoys.push({ key: 'iso_rep.name', text: m.rep.name.text, page: 1, box: [300, 730, 576, 752], fields: {}, via: 'text' });
  let y = bar(c, 'BUSINESS INFORMATION', 74);
  row(c, 'beside', y, [['Legal Business Name:', 'legal_name', m.legal, 0]]); y += 19;
  row(c, 'beside', y, [['DBA:', 'dba', m.dba, 0]]); y += 19;
  row(c, 'beside', y, [['Business Address:', 'street', asDecoy(m.street), 300], ['City:', 'city', asDecoy(m.city), 0]]); y += 19;
  row(c, 'beside', y, [['State:', 'state', m.state, 110], ['Zip:', 'zip', asDecoy(m.zip), 80], ['Business Phone:', 'phone', asDecoy(m.phone), 0]]); y += 19;
  row(c, 'beside', y, [['Federal Tax ID:', 'ein', m.ein, 200], ['Business Start Date:', 'start', m.start, 0]]); y += 19;
  row(c, 'beside', y, [['State of Inc.:', 'state_inc', asDecoy(m.stateInc), 130], ['Email:', 'email', asDecoy(m.email), 200], ['Website:', 'web', asDecoy(m.website), 0]]); y += 19;
  row(c, 'beside', y, [['Type of Business:', 'industry', m.industry, 330], ['# of Employees:', 'employees', asDecoy(m.employees), 0]]); y += 21;
  const opts = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other:'];
  const ent = entityPick(m, opts, ['corp', 'llc', 'partnership', 'sole', null, null], (xs) => pr.pick(xs));
  c.text('Entity Type:', 36, y + 1);
  const ox = c.checks('entity', opts, ent.checked, ent.fields, 100, y, 9);
  c.line(ox - 6, y + 10, 576 - ox + 6);
  c.value('entity_other', ent.other, ox - 4, y, 576 - ox);
  y += 18;
  c.text('Business Location:', 36, y + 1);
  c.checks('premises', ['Own', 'Rent / Lease'], m.rentOrOwn, null, 130, y, 10);
  const showLandlord = m.rentOrOwn === 1;
  row(c, 'beside', y - 2, [['Landlord:', 'landlord', showLandlord ? m.landlord.name : BLANK, 170], ['Monthly Rent:', 'rent', showLandlord ? m.landlord.rent : BLANK, 0]], 236);
  y += 22;
  y = bar(c, 'FUNDING REQUEST', y);
  row(c, 'beside', y, [['Amount Requested:', 'amount', m.amount, 200], ['Avg. Monthly Sales:', 'monthly', m.monthly, 0]]); y += 20;
  c.text('Use of Funds:', 36, y + 1);
  let ux = 104;
  USES.forEach((u, i) => { ux = c.checkbox('use', u, ux, y, m.use.includes(i), null) + 8; });
  y += 22;
  y = bar(c, 'OWNER / OFFICER INFORMATION', y);
  ownerColumnA(c, m.owners[0] ?? null, 1, 36, y, 262);
  ownerColumnA(c, m.owners[1] ?? null, 2, 314, y, 262);
  y += 14 + 18 * 10 + 4;
  c.para('Please list all owners with 20% or more ownership. Attach a separate sheet for additional owners.', 36, y, 540, 6.5);
  c.newPage();
  y = bar(c, 'BANK INFORMATION & EXISTING ADVANCES', 40);
  row(c, 'beside', y, [['Bank Name:', 'bank', m.bank.name, 190], ['Routing #:', 'routing', m.bank.routing, 150], ['Account #:', 'account', m.bank.account, 0]]); y += 24;
  c.text('Do you currently have any cash advances or business loans?', 36, y + 1);
  c.checks('has_adv', ['Yes', 'No'], m.advances.length ? 0 : 1, null, 300, y, 10);
  y += 16;
  const cols: [string, number][] = [['Funder / Lender', 240], ['Current Balance', 150], ['Payment', 150]];
  let x = 36;
  for (const [h, w] of cols) { c.rect(x, y, w, 14, { fill: '#e6ecf7', stroke: '#999' }); c.text(h, x + 4, y + 3, { font: c.t.bold, size: 7.5 }); x += w; }
  y += 14;
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    x = 36;
    cols.forEach(([, w], j) => {
      c.rect(x, y, w, 16, { stroke: '#999' });
      if (a) c.value(`advance${i}.${j}`, [a.funder, a.balance, a.payment][j]!, x + 3, y + 3, w - 6);
      x += w;
    });
    y += 16;
  }
  y = bar(c, 'AUTHORIZATION & SIGNATURE', y + 16);
  y = c.para(AUTH[0]!, 36, y, 540, 7) + 18;
  m.owners.slice(0, 2).forEach((o, i) => {
    const yy = y + i * 54;
    c.scribble(40, yy + 10, 140);
    c.line(36, yy + 14, 200); c.text(`Signature - Owner #${i + 1}`, 36, yy + 17, { size: 6.5 });
    c.value(`sig${i}.name`, o.sigName, 256, yy + 2, 180); c.line(254, yy + 14, 190); c.text('Print Name', 254, yy + 17, { size: 6.5 });
    c.line(462, yy + 14, 114); c.text('Date', 462, yy + 17, { size: 6.5 });
  });
  c.text('Keystone Bridge Capital is an independent sales organization and not a lender. Rev. 03/2024', 36, 760, { size: 6, color: '#888' });
}

function funding(c: Canvas, m: Merchant, y: number): number {
  row(c, 'cell', y, [['AMOUNT REQUESTED', 'amount', m.amount, 150], ['DESIRED PAYMENT', 'payment', m.payment, 130], ['NUMBER OF PAYMENTS', 'npay', m.nPayments, 110],
    ['USE OF FUNDS', 'use', { text: m.use.map((u) => USES[u]).join(', '), fields: {} }, 0]]);
  y += 28;
  c.text('Payment Frequency:', 40, y + 1, { font: c.t.bold });
  c.checks('frequency', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], freqIndex(m), freqFields(m), 130, y, 16);
  return y + 18;
}

export function layoutB(c: Canvas, m: Merchant, pr: Rng): void {
  c.rect(36, 30, 540, 46, { stroke: c.t.accent, lw: 1.5 });
  c.rect(36, 30, 54, 46, { fill: c.t.accent });
  c.text('TF', 44, 40, { font: c.t.bold, size: 22, color: '#fff' });
  c.text('Tidewater Funding Partners', 100, 36, { font: c.t.bold, size: 16, color: c.t.accent });
  c.text('MERCHANT CASH ADVANCE APPLICATION  |  submissions@tidewaterfp.example  |  (855) 555-0134', 100, 58, { size: 7.5, color: '#555' });
  let y = 86;
  c.text('1. FUNDING REQUEST', 36, y, { font: c.t.bold, size: 10, color: c.t.accent }); y += 14;
  y = funding(c, m, y);
  c.text('2. BUSINESS INFORMATION', 36, y, { font: c.t.bold, size: 10, color: c.t.accent }); y += 14;
  row(c, 'cell', y, [['LEGAL / CORPORATE NAME', 'legal_name', m.legal, 330], ['FEDERAL TAX ID', 'ein', m.ein, 0]]); y += 24;
  row(c, 'cell', y, [['DBA (DOING BUSINESS AS)', 'dba', m.dba, 330], ['DATE BUSINESS STARTED', 'start', m.start, 0]]); y += 24;
  row(c, 'cell', y, [['PHYSICAL ADDRESS (NO P.O. BOXES)', 'street', asDecoy(m.street), 250], ['CITY', 'city', asDecoy(m.city), 130], ['STATE', 'state', m.state, 80], ['ZIP', 'zip', asDecoy(m.zip), 0]]); y += 24;
  row(c, 'cell', y, [['BUSINESS PHONE', 'phone', asDecoy(m.phone), 130], ['EMAIL', 'email', asDecoy(m.email), 200], ['INDUSTRY / NATURE OF BUSINESS', 'industry', m.industry, 0]]); y += 24;
  row(c, 'cell', y, [['STATE OF INCORPORATION', 'state_inc', asDecoy(m.stateInc), 130], ['GROSS ANNUAL SALES', 'annual', m.annual, 130], ['MONTHLY CARD VOLUME', 'card', BLANK, 130], ['EMPLOYEES', 'emp', asDecoy(m.employees), 0]]); y += 30;
  const opts = ['C-Corp', 'S-Corp', 'LLC', 'LLP', 'Sole Prop.', 'Other'];
  const ent = entityPick(m, opts, ['corp', 'scorp', 'llc', 'llp', 'sole', null], (xs) => pr.pick(xs));
  c.text('Entity:', 40, y + 1, { font: c.t.bold });
  const ox = c.checks('entity', opts, ent.checked, ent.fields, 80, y, 12);
  c.line(ox - 8, y + 10, 576 - ox + 8);
  c.value('entity_other', ent.other, ox - 6, y, 576 - ox);
  y += 22;
  c.text('3. OWNERSHIP (ALL OWNERS OF 20% OR MORE)', 36, y, { font: c.t.bold, size: 10, color: c.t.accent }); y += 14;
  const cols: [string, number, OwnerField][] = [['OWNER NAME', 150, 'name'], ['TITLE', 86, 'title'], ['OWN %', 46, 'pct'], ['SSN', 86, 'ssn'],
    ['DATE OF BIRTH', 76, 'dob'], ['FICO', 40, 'score'], ['MOBILE', 56, 'cell']];
  let x = 36;
  for (const [h, w] of cols) { c.rect(x, y, w, 13, { fill: c.t.accent }); c.text(h, x + 3, y + 3, { font: c.t.bold, size: 6.5, color: '#fff' }); x += w; }
  y += 13;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    x = 36;
    for (const [, w, k] of cols) {
      c.rect(x, y, w, 18, { stroke: '#9ab' });
      if (o) c.value(`owner${i + 1}.${k}`, k === 'cell' ? asDecoy(o[k]) : o[k], x + 2, y + 4, w - 3, 8.5);
      x += w;
    }
    y += 18;
  }
  y += 8;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    row(c, 'cell', y, [[`OWNER ${i + 1} HOME ADDRESS`, `owner${i + 1}.home`, o ? asDecoy(o.home) : BLANK, 300], ['CITY / STATE / ZIP', `owner${i + 1}.homeCity`, o ? asDecoy(o.homeCity) : BLANK, 0]]);
    y += 24;
  }
  c.text('Continued on page 2', 36, 760, { size: 7, color: '#777' });
  c.newPage();
  y = 40;
  c.text('4. BANKING, LANDLORD & TRADE REFERENCES', 36, y, { font: c.t.bold, size: 10, color: c.t.accent }); y += 14;
  row(c, 'cell', y, [['BUSINESS BANK', 'bank', m.bank.name, 200], ['ABA / ROUTING', 'routing', m.bank.routing, 140], ['ACCOUNT NUMBER', 'account', m.bank.account, 0]]); y += 24;
  row(c, 'cell', y, [['LANDLORD / MORTGAGE CO.', 'landlord', m.landlord.name, 250], ['LANDLORD PHONE', 'landlord_phone', m.landlord.phone, 140], ['MONTHLY RENT', 'rent', m.landlord.rent, 0]]); y += 24;
  m.refs.forEach((r, i) => { row(c, 'cell', y, [[`TRADE REFERENCE ${i + 1}`, `ref${i}`, r.name, 340], ['PHONE', `ref${i}.phone`, r.phone, 0]]); y += 24; });
  y += 10;
  c.text('5. OPEN ADVANCES / LOANS', 36, y, { font: c.t.bold, size: 10, color: c.t.accent }); y += 14;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    row(c, 'cell', y, [['FUNDER', `adv${i}.funder`, a ? a.funder : BLANK, 240], ['BALANCE', `adv${i}.balance`, a ? a.balance : BLANK, 150], ['DAILY / WEEKLY PAYMENT', `adv${i}.pay`, a ? a.payment : BLANK, 0]]);
    y += 24;
  }
  y += 12;
  c.text('6. AUTHORIZATION', 36, y, { font: c.t.bold, size: 10, color: c.t.accent }); y += 14;
  y = c.para(AUTH[1]!, 36, y, 540, 7) + 16;
  m.owners.forEach((o, i) => {
    const yy = y + i * 40;
    c.rect(36, yy, 540, 34, { stroke: '#9ab' });
    c.text('SIGNATURE', 40, yy + 3, { size: 6, color: c.t.accent }); c.scribble(48, yy + 24, 150);
    c.text('PRINT NAME', 250, yy + 3, { size: 6, color: c.t.accent }); c.value(`sig${i}.name`, o.sigName, 252, yy + 16, 170);
    c.text('TITLE', 430, yy + 3, { size: 6, color: c.t.accent }); c.value(`sig${i}.title`, o.title, 432, yy + 16, 70);
    c.text('DATE', 508, yy + 3, { size: 6, color: c.t.accent });
  });
  c.text('Tidewater Funding Partners  -  Form TFP-APP-2  -  Page 2 of 2', 36, 760, { size: 7, color: '#777' });
}
