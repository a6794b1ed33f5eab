// LaSalle Street Merchant Finance (Chicago) and Buckeye Merchant Services (Columbus, OH).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import { fmt, type Merchant } from './merchant.ts';
import { T, O, ownerName, ownerTax, bizTax } from './parts.ts';

/** Tiny print on a two-page grid: labels inside each box's top left, narrow margins, checkbox rows. */
export function lasalle(f: Form, m: Merchant, r: Rng): void {
  const L = 20, R = 592, H = 'Helvetica', HB = 'Helvetica-Bold';
  const box = (label: string, x: number, y: number, w: number, h = 19): number => {
    f.rect(x, y, w, h, { width: 0.4 });
    f.text(label, x + 2, y + 1.5, { size: 5, font: H });
    return x + 3;
  };
  f.text('LASALLE STREET MERCHANT FINANCE, LTD.', L, 20, { size: 11, font: HB });
  f.text('Since 1979  *  141 W. Jackson Blvd., Ste. 2210, Chicago, Illinois 60604  *  (312) 555-0117  *  Fax (312) 555-0118', L, 34, { size: 6, font: H });
  f.text('MERCHANT CASH ADVANCE APPLICATION', R - 200, 20, { size: 8, font: HB, w: 200, align: 'right' });
  f.text('PAGE 1 OF 2', R - 200, 31, { size: 6, font: H, w: 200, align: 'right' });
  f.rect(L, 46, R - L, 10, { fill: '#000000', stroke: false });
  f.text('BUSINESS INFORMATION', L + 3, 48, { size: 6.5, font: HB, color: '#ffffff' });
  let y = 58;
  const vy = (yy: number): number => yy + 9;
  f.value('legal', m.legal, box('CORPORATE / LEGAL NAME', L, y, 330), vy(y), { fields: T.legal(m) });
  f.value('dba', m.dbaWritten, box('D/B/A', L + 330, y, R - L - 330), vy(y), { fields: T.trade(m) }); y += 19;
  f.value('street', m.street, box('PHYSICAL ADDRESS (NO P.O. BOXES)', L, y, 260), vy(y));
  f.value('city', m.city, box('CITY', L + 260, y, 150), vy(y));
  f.value('state', m.stateCode, box('STATE', L + 410, y, 50), vy(y), { fields: T.state(m) });
  f.value('zip', m.zip, box('ZIP', L + 460, y, R - L - 460), vy(y)); y += 19;
  f.value('taxid', bizTax(m), box(m.taxIdType === 'EIN' ? 'FEDERAL TAX ID #' : 'FED TAX ID # (SSN IF SOLE PROP)', L, y, 140), vy(y), { fields: T.tax(m) });
  f.value('start', fmt.mdyShort(m.start), box('DATE BUS. STARTED', L + 140, y, 90), vy(y), { fields: T.start(m) });
  f.value('phone', fmt.phone(m.phone), box('BUSINESS PHONE', L + 230, y, 110), vy(y));
  f.value('email', m.email, box('E-MAIL', L + 340, y, R - L - 340), vy(y)); y += 19;
  f.value('industry', m.industryText, box('TYPE OF BUSINESS / PRODUCT OR SERVICE SOLD', L, y, 330), vy(y), { fields: T.industry(m) });
  f.value('web', m.website ?? '', box('WEBSITE', L + 330, y, R - L - 330), vy(y)); y += 19;
  f.rect(L, y, R - L, 14, { width: 0.4 });
  f.text('LEGAL ENTITY:', L + 3, y + 4, { size: 6, font: HB });
  let x = L + 60;
  const opts: [string, string][] = [['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'], ['Corp', 'c_corporation'], ['S Corp', 's_corporation']];
  for (const [label, id] of opts) x = f.check('entity', label, m.entity === id, x, y + 4, { size: 6, font: H, fields: T.entity(m) });
  const other = !opts.some(([, id]) => id === m.entity);
  x = f.check('entity_other', 'Other:', false, x, y + 4, { size: 6, font: H });
  if (other) f.value('entity', 'L.P.', x, y + 3.5, { fields: T.entity(m), size: 7 });
  f.incState(m.incState, m.stateCode, box('STATE OF INC.', R - 90, y, 90, 14) + 50, y + 4, { size: 7 }); y += 14;
  f.rect(L, y + 2, R - L, 10, { fill: '#000000', stroke: false });
  f.text('FUNDING REQUEST  /  FINANCIALS', L + 3, y + 4, { size: 6.5, font: HB, color: '#ffffff' }); y += 13;
  f.value('amount', fmt.money(m.amount), box('AMOUNT REQUESTED', L, y, 110), vy(y), { fields: T.amount(m) });
  f.value('use', m.useOfFunds, box('USE OF FUNDS', L + 110, y, 160), vy(y));
  f.decoy('annual', fmt.money(m.monthlySales * 12, false), box('GROSS ANNUAL SALES', L + 270, y, 110), vy(y));
  f.decoy('sales', fmt.money(Math.round(m.monthlySales * 0.6), false), box('AVG. MONTHLY CARD VOLUME', L + 380, y, R - L - 380), vy(y)); y += 19;
  f.decoy('landlord', m.rent ? m.landlord.name : '', box('LANDLORD / MORTGAGE CO.', L, y, 230), vy(y));
  f.decoy('landlord_phone', m.rent ? fmt.phone(m.landlord.phone) : '', box('LANDLORD PHONE', L + 230, y, 110), vy(y));
  f.decoy('rent', m.rent ? fmt.money(m.rentAmount) : '', box('MONTHLY RENT / MTG.', L + 340, y, 110), vy(y));
  f.value('employees', String(m.employees), box('# EMPLOYEES', L + 450, y, R - L - 450), vy(y)); y += 19;
  f.decoy('bank', m.bank.name, box('BUSINESS BANK', L, y, 200), vy(y));
  f.decoy('routing', m.bank.routing, box('ROUTING #', L + 200, y, 150), vy(y));
  f.decoy('account', m.bank.account, box('ACCOUNT #', L + 350, y, R - L - 350), vy(y)); y += 24;
  f.text('Merchant understands this is a purchase of future receivables and not a loan. All information is subject to verification. ' +
    'Incomplete applications will not be processed. Submit with last 4 months of business bank statements.', L, y, { size: 5, font: H, w: R - L });
  f.decoy('rep', m.rep.name, box('ISO / REFERRING AGENT', L, 720, 200), vy(720));
  f.text('LSMF-APP 11/2007 r.2023', R - 100, 765, { size: 5, font: H });
  // Page 2: owners, existing advances, signatures.
  f.newPage();
  f.text('LASALLE STREET MERCHANT FINANCE, LTD.  -  APPLICATION PAGE 2 OF 2', L, 20, { size: 8, font: HB });
  y = 36;
  f.rect(L, y, R - L, 10, { fill: '#000000', stroke: false });
  f.text('OWNERSHIP (ALL OWNERS 20%+)', L + 3, y + 2, { size: 6.5, font: HB, color: '#ffffff' }); y += 10;
  const cols: [string, number][] = [['OWNER NAME', 140], ['TITLE', 80], ['OWN %', 40], ['SS#', 75], ['DOB', 60], ['FICO', 35], ['HOME ADDRESS', R - L - 430]];
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    let cx = L;
    const xs = cols.map(([label, w]) => { const v = box(i === 0 ? label : '', cx, y, w); cx += w; return v; });
    if (o) {
      f.value(`owner${i}_name`, ownerName(o), xs[0]!, vy(y), { fields: O.name(i, o), size: 7.5 });
      f.value(`owner${i}_title`, o.title, xs[1]!, vy(y), { fields: O.role(i, o), size: 7 });
      f.value(`owner${i}_pct`, `${o.pct}%`, xs[2]!, vy(y), { fields: O.pct(i, o), size: 7.5 });
      f.value(`owner${i}_ssn`, ownerTax(o, 'US'), xs[3]!, vy(y), { fields: O.tax(i, o, 'US'), size: 7.5 });
      f.value(`owner${i}_dob`, fmt.mdy(o.dob), xs[4]!, vy(y), { fields: O.dob(i, o), size: 7 });
      f.value(`owner${i}_fico`, o.credit === null ? '' : String(o.credit), xs[5]!, vy(y), { fields: O.credit(i, o), size: 7.5 });
      f.decoy(`owner${i}_home`, `${o.home}, ${o.homeCity}`, xs[6]!, vy(y), { size: 6.5 });
    }
    y += 19;
  }
  y += 8;
  f.rect(L, y, R - L, 10, { fill: '#000000', stroke: false });
  f.text('EXISTING ADVANCES / LOANS (LIST ALL)', L + 3, y + 2, { size: 6.5, font: HB, color: '#ffffff' }); y += 10;
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    f.decoy(`adv${i}`, a?.funder ?? '', box(i === 0 ? 'FUNDER' : '', L, y, 250), vy(y));
    f.decoy(`adv${i}_bal`, a ? fmt.money(a.balance) : '', box(i === 0 ? 'BALANCE' : '', L + 250, y, 160), vy(y));
    f.decoy(`adv${i}_pay`, a ? fmt.money(a.payment) : '', box(i === 0 ? 'DAILY / WKLY PMT' : '', L + 410, y, R - L - 410), vy(y));
    y += 19;
  }
  y += 10;
  f.text('AUTHORIZATION: Each undersigned owner authorizes LaSalle Street Merchant Finance, Ltd., its assigns and any funding source ' +
    'to which this application is submitted to obtain consumer credit reports, business credit reports and bank information, now and ' +
    'for as long as any obligation remains outstanding. Owner certifies the information above is true and complete.', L, y, { size: 5.5, font: H, w: R - L });
  y += 30;
  m.owners.forEach((o, i) => {
    const sx = L + (i % 2) * 290, sy = y + Math.floor(i / 2) * 34;
    f.line(sx, sy + 12, sx + 260, sy + 12);
    f.text('OWNER SIGNATURE                                   DATE', sx, sy + 14, { size: 5, font: H });
    f.value(`sig${i}_print`, ownerName(o), sx, sy + 21, { size: 6.5 });
  });
  void r;
}

/** A form re-typed over the years: mixed fonts, labels under the line, names "Last, First", free-text entity. */
export function buckeye(f: Form, m: Merchant, r: Rng): void {
  const L = 32, R = 580, TR = 'Times-Roman';
  const under = (label: string, x: number, y: number, w: number): number => {
    f.line(x, y + 10, x + w - 6, y + 10, 0.5);
    f.text(label, x, y + 12, { size: 6.5, font: r.chance(0.3) ? 'Courier' : TR });
    return x + 2;
  };
  f.text('BUCKEYE MERCHANT SERVICES', L, 28, { size: 16, font: 'Times-Bold' });
  f.text('Business Funding Since 1994', L, 46, { size: 8, font: 'Times-Italic' });
  f.text('4400 N. High Street\nColumbus, Ohio 43214\nPh. 614-555-0190', R - 130, 26, { size: 7, font: TR, w: 130, align: 'right' });
  f.line(L, 62, R, 62, 2);
  f.text('CONFIDENTIAL BUSINESS APPLICATION', L, 68, { size: 9, font: 'Courier-Bold' });
  let y = 88;
  f.text('BUSINESS', L, y, { size: 8, font: 'Times-Bold' }); y += 12;
  f.value('legal', m.legal, under('Business Legal Name', L, y, 330), y, { fields: T.legal(m) });
  f.value('dba', m.dbaWritten, under('DBA (if any)', L + 330, y, R - L - 330), y, { fields: T.trade(m) }); y += 26;
  const ent: Record<string, string> = { llc: 'LLC', c_corporation: r.pick(['Inc.', 'Corp.']), s_corporation: 'S Corp', general_partnership: 'Partnership',
    limited_partnership: 'L.P.', sole_proprietorship: r.pick(['Sole Prop', 'Sole Owner']) };
  f.value('entity', ent[m.entity] ?? m.entityLabel, under('Type of Business Entity', L, y, 140), y, { fields: T.entity(m) });
  f.value('taxid', bizTax(m), under('Fed ID #', L + 140, y, 120), y, { fields: T.tax(m) });
  const started = r.chance(0.75);
  f.value('start', started ? fmt.mdy(m.start) : '', under('Date Est.', L + 260, y, 90), y, { fields: T.start(m) });
  f.value('years', String(2026 - Number(m.start.slice(0, 4))), under('Yrs in Bus.', L + 350, y, 60), y);
  f.value('industry', m.industryText.toLowerCase(), under('What does the business do?', L + 410, y, R - L - 410), y, { fields: T.industry(m) }); y += 26;
  const full = r.chance(0.5);
  f.value('street', m.street, under('Street Address', L, y, 220), y);
  f.value('city', m.city, under('City', L + 220, y, 120), y);
  f.value('state', full ? m.stateName : m.stateCode, under('State', L + 340, y, 70), y, { fields: T.state(m) });
  f.value('zip', m.zip, under('Zip', L + 410, y, 60), y);
  f.value('phone', fmt.phone(m.phone), under('Bus. Phone', L + 470, y, R - L - 470), y); y += 26;
  f.value('amount', `$ ${m.amount.toLocaleString('en-US')}`, under('Amount of Advance Requested', L, y, 140), y, { fields: T.amount(m) });
  f.value('use', m.useOfFunds, under('What will the money be used for?', L + 140, y, 200), y);
  f.decoy('sales', fmt.money(m.monthlySales, false), under('Monthly Gross Sales (approx.)', L + 340, y, R - L - 340), y); y += 26;
  f.decoy('landlord', m.rent ? m.landlord.name : '', under("Landlord's Name", L, y, 220), y);
  f.decoy('landlord_phone', m.rent ? fmt.phone(m.landlord.phone) : '', under("Landlord's Phone", L + 220, y, 120), y);
  f.decoy('bank', m.bank.name, under('Bank Name', L + 340, y, R - L - 340), y); y += 30;
  f.text('PRINCIPAL(S)', L, y, { size: 8, font: 'Times-Bold' });
  f.text('(Print name LAST, FIRST)', L + 70, y + 1, { size: 6, font: 'Times-Italic' }); y += 12;
  m.owners.forEach((o, i) => {
    f.text(`${i + 1}.`, L - 12, y, { size: 8, font: 'Courier' });
    f.value(`owner${i}_name`, ownerName(o, true), under('Name', L, y, 190), y, { fields: O.name(i, o) });
    f.value(`owner${i}_title`, o.title, under('Title', L + 190, y, 100), y, { fields: O.role(i, o) });
    f.value(`owner${i}_pct`, `${o.pct}%`, under('Own %', L + 290, y, 45), y, { fields: O.pct(i, o) });
    f.value(`owner${i}_ssn`, ownerTax(o, 'US'), under('SS#', L + 335, y, 90), y, { fields: O.tax(i, o, 'US') });
    f.value(`owner${i}_dob`, fmt.mdy(o.dob), under('DOB', L + 425, y, 70), y, { fields: O.dob(i, o) });
    f.decoy(`owner${i}_cell`, fmt.phone(o.cell), under('Cell', L + 495, y, R - L - 495), y); y += 26;
  });
  y += 4;
  f.text('Do you currently have any other cash advances or business loans?  Y / N     If yes, with whom and balance:', L, y, { size: 7.5, font: 'Courier' }); y += 11;
  f.value('adv_yn', m.advances.length ? 'Y' : 'N', L + 10, y - 1);
  m.advances.forEach((a, i) => { f.decoy(`adv${i}`, `${a.funder} - ${fmt.money(a.balance, false)}`, L + 40 + i * 200, y - 1); });
  y += 18;
  f.decoy('rep', m.rep.name, under('Referred by', L, y, 200), y);
  y += 30;
  f.text('I/We certify that the information herein is accurate and authorize Buckeye Merchant Services and its lenders and ' +
    'funding partners to check credit and verify the information provided. I/We understand a merchant cash advance is not a loan.',
  L, y, { size: 6.5, font: TR, w: R - L });
  y += 28;
  f.line(L, y + 10, L + 240, y + 10); f.line(L + 300, y + 10, R, y + 10);
  f.text('Signature', L, y + 12, { size: 6.5, font: TR }); f.text('Date', L + 300, y + 12, { size: 6.5, font: TR });
  f.text('BMS form 12 -- rev. 1998 / 2006 / 2019', L, 765, { size: 6, font: 'Courier' });
}
