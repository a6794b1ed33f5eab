// Set 237, layouts 3-4: BluePeak Business Capital (ruled tables: business grid, funding row, owners table with a
// separate owner-contact table) and Redwood Advance Group (sidebar, numbered sections, captions above lines,
// owners side by side in three columns, checkbox rows for entity and payment frequency).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, FieldValues } from './canvas.ts';
import type { Model } from './data.ts';
import { freqWord } from './fmt.ts';
import { AUTH, amountF, countF, dbaF, dobF, entityBox, entityF, ficoF, finePrint, freqF, industryF, legalF, nameF, paymentF, pctF,
  roleFields, signatures, ssnF, startF, stateF, taxF, titleText } from './parts.ts';

const BLUE = '#1f6fb2';
type Col = [string, number];

/** A ruled table: a shaded header row, then rows of [key, text, fields] cells. */
function table(c: Canvas, cols: Col[], rows: [string, string, FieldValues][][], x: number, y: number, rh = 16): number {
  const w = cols.reduce((s, [, cw]) => s + cw, 0);
  c.rect(x, y, w, 12, { fill: '#d9e8f5', stroke: '#5a7fa3', lw: 0.5 });
  let cx = x;
  for (const [h, cw] of cols) { c.label(h, cx + 3, y + 3, { size: 6.5, bold: true }); cx += cw; }
  y += 12;
  for (const row of rows) {
    c.rect(x, y, w, rh, { lw: 0.4, stroke: '#5a7fa3' });
    cx = x;
    row.forEach(([key, text, f], i) => {
      const cw = cols[i]![1];
      if (i > 0) c.line(cx, y, cx, y + rh, '#5a7fa3', 0.4);
      c.value(key, text, cx + 3, y + (rh - 9) / 2, cw - 6, f, 8);
      cx += cw;
    });
    y += rh;
  }
  return y;
}

/** Label | value pairs across a row of a business grid. */
function grid(c: Canvas, pairs: [string, string, string, FieldValues, number][], x: number, y: number): number {
  let cx = x;
  for (const [lab, key, text, f, w] of pairs) {
    const lw = Math.min(90, w * 0.38);
    c.rect(cx, y, lw, 18, { fill: '#eef4fa', stroke: '#5a7fa3', lw: 0.4 });
    c.rect(cx + lw, y, w - lw, 18, { stroke: '#5a7fa3', lw: 0.4 });
    c.label(lab, cx + 3, y + 5.5, { size: 6.5, bold: true });
    c.value(key, text, cx + lw + 4, y + 4.5, w - lw - 8, f, 8.5);
    cx += w;
  }
  return y + 18;
}

export function bluepeak(c: Canvas, m: Model, rng: Rng): void {
  const d = c.doc;
  d.save().polygon([36, 58], [58, 22], [72, 42], [82, 30], [100, 58]).fill(BLUE).polygon([52, 32], [58, 22], [64, 32]).fill('#ffffff').restore();
  c.label('BluePeak', 108, 24, { size: 20, bold: true, color: BLUE });
  c.label('BUSINESS CAPITAL', 110, 46, { size: 8, color: '#555555' });
  c.label('MERCHANT FUNDING APPLICATION', 360, 26, { size: 11, bold: true });
  c.label('Submit with 4 months of business bank statements', 360, 42, { size: 7, color: '#555555' });
  let y = 72;
  const sec = (t: string) => { c.label(t.toUpperCase(), 36, y, { size: 8.5, bold: true, color: BLUE }); y += 12; };
  sec('Company Information');
  y = grid(c, [['Legal Business Name', 'legal', m.legal, legalF(m), 540]], 36, y);
  y = grid(c, [['D/B/A', 'dba', m.dba, dbaF(m), 300], ['Legal Entity', 'entity', m.entityText, entityF(m), 240]], 36, y);
  y = grid(c, [['Street Address', 'street', m.street, {}, 540]], 36, y);
  y = grid(c, [['City', 'city', m.city, {}, 220], ['State', 'state', m.stateText, stateF(m), 160], ['ZIP', 'zip', m.zip, {}, 160]], 36, y);
  const taxLabel = m.taxText.includes('-') ? 'Tax ID #' : 'EIN';
  y = grid(c, [[taxLabel, 'tax_id', m.taxText, taxF(m), 220], ['Date Established', 'start', m.startText, startF(m), 160],
    ['Inc. State', 'inc_state', m.incState, {}, 160]], 36, y);
  y = grid(c, [['Industry / Type', 'industry', m.industryText, industryF(m), 300], ['Business Phone', 'biz_phone', m.phone, {}, 240]], 36, y);
  y = grid(c, [['Email', 'biz_email', m.email, {}, 300], ['Website', 'website', m.website, {}, 240]], 36, y) + 10;
  sec('Funding Request');
  const showCount = m.count !== null && rng.chance(0.75);
  y = table(c, [['Amount Requested', 110], ['Est. Payment', 100], ['# of Payments', 80], ['Frequency', 90], ['Use of Proceeds', 160]],
    [[['amount', m.amountText, amountF(m)], ['payment', m.paymentText, paymentF(m)], ['count', showCount ? String(m.count) : '', showCount ? countF(m) : {}],
      ['freq', m.freq ? freqWord(m.freq, rng) : '', freqF(m)], ['use', m.use, {}]]], 36, y) + 4;
  y = grid(c, [['Avg Monthly Deposits', 'monthly_sales', m.monthly, {}, 270], ['Annual Gross Sales', 'annual', m.annual, {}, 270]], 36, y) + 10;
  sec('Ownership (list all owners with 20% or more)');
  const rows = [0, 1, 2].map((i): [string, string, FieldValues][] => {
    const o = m.owners[i];
    if (!o) return [[`o${i}_name`, '', {}], [`o${i}_title`, '', {}], [`o${i}_pct`, '', {}], [`o${i}_ssn`, '', {}], [`o${i}_dob`, '', {}], [`o${i}_fico`, '', {}]];
    return [[`o${i}_name`, o.display, nameF(o, i)], [`o${i}_title`, titleText(o), roleFields(o, i)], [`o${i}_pct`, o.pctText, pctF(o, i)],
      [`o${i}_ssn`, o.ssnText, ssnF(o, i)], [`o${i}_dob`, o.dobText, dobF(o, i)], [`o${i}_fico`, o.fico === null ? '' : String(o.fico), ficoF(o, i)]];
  });
  y = table(c, [['Owner Name', 160], ['Title', 90], ['% Own', 50], ['SSN', 90], ['Date of Birth', 80], ['FICO', 70]], rows, 36, y) + 6;
  y = table(c, [['Owner Home Address', 300], ['Mobile', 110], ['Email', 130]],
    m.owners.map((o, i) => [[`o${i}_home`, o.home, {}], [`o${i}_cell`, o.phone, {}], [`o${i}_email`, o.email, {}]]), 36, y) + 10;
  c.label('BluePeak Business Capital  |  Page 1 of 2', 36, 770, { size: 6, color: '#777777', width: 540, align: 'right' });
  c.addPage();
  y = 40;
  sec('Current Advances / Loans');
  y = table(c, [['Funding Company', 220], ['Balance', 140], ['Payment', 180]],
    [0, 1].map((r) => { const p = m.positions[r]; return [[`pos${r}_funder`, p?.funder ?? '', {}], [`pos${r}_balance`, p?.balance ?? '', {}], [`pos${r}_payment`, p?.payment ?? '', {}]]; }), 36, y) + 10;
  sec('Bank & Landlord');
  y = grid(c, [['Bank Name', 'bank', m.bank, {}, 180], ['Routing', 'routing', m.routing, {}, 180], ['Account', 'account', m.account, {}, 180]], 36, y);
  y = grid(c, [['Landlord', 'landlord', m.ownRent === 'Rent' ? m.landlord : 'N/A - owned', {}, 300], ['Landlord Ph.', 'landlord_phone', m.ownRent === 'Rent' ? m.landlordPhone : '', {}, 240]], 36, y) + 10;
  sec('Certification & Authorization');
  y = finePrint(c, AUTH, 36, y, 540, 6.5) + 6;
  y = finePrint(c, 'Federal law requires us to obtain, verify and record information that identifies each person who opens an account. ' +
    'Applicant consents to receive calls and text messages at the numbers provided, including by automated means.', 36, y, 540, 6.5) + 10;
  y = signatures(c, m, 36, y, 540) + 16;
  c.rect(36, y, 540, 30, { fill: '#f3f3f3', stroke: '#999999' });
  c.label('Submitted by ISO:', 42, y + 10, { size: 7, bold: true });
  c.value('iso_rep', `${m.rep} - ${m.repPhone}`, 120, y + 9, 220, {}, 8);
  c.value('iso_email', m.repEmail, 360, y + 9, 200, {}, 8);
  c.label('BluePeak Business Capital  |  Page 2 of 2', 36, 770, { size: 6, color: '#777777', width: 540, align: 'right' });
}

const RED = '#8c2f1b';

function sidebar(c: Canvas, page: string): void {
  c.rect(0, 0, 30, 792, { fill: RED });
  c.doc.save().rotate(-90, { origin: [20, 600] });
  c.label('REDWOOD ADVANCE GROUP  -  MERCHANT APPLICATION', 20, 588, { size: 9, bold: true, color: '#ffffff' });
  c.doc.restore();
  c.label(page, 500, 772, { size: 6.5, color: '#777777' });
}

/** A caption above an underline, the value on the line. */
function field(c: Canvas, cap: string, key: string, text: string, x: number, y: number, w: number, f: FieldValues = {}): void {
  c.label(cap, x, y, { size: 6, color: '#555555' });
  c.line(x, y + 20, x + w - 8, y + 20, '#999999');
  c.value(key, text, x + 1, y + 9, w - 10, f, 8.5);
}

export function redwood(c: Canvas, m: Model, _rng: Rng): void {
  sidebar(c, 'Page 1 of 2');
  const d = c.doc;
  d.save().circle(70, 40, 18).fill(RED).polygon([62, 50], [70, 24], [78, 50]).fill('#ffffff').rect(68, 50, 4, 6).fill('#ffffff').restore();
  c.label('Redwood', 96, 24, { size: 20, bold: true, color: RED });
  c.label('ADVANCE GROUP', 98, 46, { size: 8, color: '#555555' });
  c.label('Application for Business Funding', 360, 28, { size: 12, bold: true });
  let y = 74;
  const sec = (n: number, t: string) => { c.rect(44, y, 16, 14, { fill: RED }); c.label(String(n), 49, y + 3, { size: 8, bold: true, color: '#ffffff' });
    c.label(t, 66, y + 3, { size: 9, bold: true }); y += 20; };
  sec(1, 'About the Business');
  field(c, 'Legal name of business', 'legal', m.legal, 44, y, 300, legalF(m));
  field(c, 'Doing business as', 'dba', m.dba, 344, y, 232, dbaF(m)); y += 26;
  field(c, 'Business street address', 'street', m.street, 44, y, 230);
  field(c, 'City', 'city', m.city, 274, y, 120);
  field(c, 'State', 'state', m.stateText, 394, y, 90, stateF(m));
  field(c, 'Zip code', 'zip', m.zip, 484, y, 92); y += 26;
  field(c, m.taxText.includes('-') ? 'Federal tax ID (EIN or SSN)' : 'Federal tax ID (EIN)', 'tax_id', m.taxText, 44, y, 150, taxF(m));
  field(c, 'Date business started', 'start', m.startText, 194, y, 120, startF(m));
  field(c, 'What does the business do?', 'industry', m.industryText, 314, y, 262, industryF(m)); y += 26;
  field(c, 'Business phone', 'biz_phone', m.phone, 44, y, 130);
  field(c, 'Email', 'biz_email', m.email, 174, y, 200);
  field(c, 'State of formation', 'inc_state', m.incState, 374, y, 100);
  field(c, 'Employees', 'employees', m.employees, 474, y, 102); y += 28;
  c.label('Business structure:', 44, y, { size: 7, bold: true });
  const eb = entityBox(m);
  let x = 124;
  for (const opt of ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S-Corp']) {
    c.check('entity', opt, x, y - 1, eb.box === opt, eb.box === opt ? entityF(m) : {});
    x += opt.length * 4.1 + 22;
  }
  c.check('entity_other', 'Other:', x, y - 1, eb.box === null);
  c.line(x + 38, y + 8, 576, y + 8, '#999999');
  c.value('entity_other_text', eb.other, x + 40, y - 2, 80, eb.box === null ? entityF(m) : {}, 8); y += 22;
  sec(2, 'Funding Request');
  field(c, 'How much do you need?', 'amount', m.amountText, 44, y, 150, amountF(m));
  field(c, 'Preferred payment amount', 'payment', m.paymentText, 194, y, 140, paymentF(m));
  field(c, 'Number of payments', 'count', m.count === null ? '' : String(m.count), 334, y, 110, countF(m));
  field(c, 'Use of funds', 'use', m.use, 444, y, 132); y += 28;
  c.label('Payment schedule:', 44, y, { size: 7, bold: true });
  x = 124;
  for (const [opt, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    c.check('freq', opt, x, y - 1, m.freq === v, m.freq === v ? freqF(m) : {});
    x += 70;
  }
  y += 20;
  sec(3, 'Owners (everyone with 20% or more)');
  const cw = 177;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], cx = 44 + i * cw;
    c.rect(cx, y, cw - 6, 14, { fill: '#f1e4e0' });
    c.label(`Owner ${i + 1}`, cx + 4, y + 3.5, { size: 7.5, bold: true, color: RED });
    let oy = y + 18;
    const put = (cap: string, key: string, text: string, f: FieldValues) => { field(c, cap, `o${i}_${key}`, o ? text : '', cx, oy, cw, o ? f : {}); oy += 25; };
    put('Full name', 'name', o?.display ?? '', o ? nameF(o, i) : {});
    put('Title', 'title', o ? titleText(o) : '', o ? roleFields(o, i) : {});
    put('Ownership %', 'pct', o?.pctText ?? '', o ? pctF(o, i) : {});
    put('SSN', 'ssn', o?.ssnText ?? '', o ? ssnF(o, i) : {});
    put('Date of birth', 'dob', o?.dobText ?? '', o ? dobF(o, i) : {});
    put('Credit score (estimate)', 'fico', o && o.fico !== null ? String(o.fico) : '', o ? ficoF(o, i) : {});
    put('Home address', 'home', o?.home ?? '', {});
    put('Mobile phone', 'cell', o?.phone ?? '', {});
  }
  y += 18 + 8 * 25 + 6;
  finePrint(c, 'Owners listed above personally guarantee the accuracy of this application. Redwood Advance Group arranges funding through ' +
    'third-party funders and receives compensation from them.', 44, y, 532);
  c.addPage();
  sidebar(c, 'Page 2 of 2');
  y = 40;
  sec(4, 'Banking, Existing Balances & Landlord');
  field(c, 'Bank name', 'bank', m.bank, 44, y, 180); field(c, 'Routing number', 'routing', m.routing, 224, y, 170);
  field(c, 'Account number', 'account', m.account, 394, y, 182); y += 28;
  for (let r = 0; r < 2; r++) {
    const p = m.positions[r];
    field(c, `Existing funder ${r + 1}`, `pos${r}_funder`, p?.funder ?? '', 44, y, 220);
    field(c, 'Balance owed', `pos${r}_balance`, p?.balance ?? '', 264, y, 150);
    field(c, 'Payment', `pos${r}_payment`, p?.payment ?? '', 414, y, 162); y += 26;
  }
  field(c, 'Landlord / mortgage holder', 'landlord', m.ownRent === 'Rent' ? m.landlord : '', 44, y, 260);
  field(c, 'Landlord phone', 'landlord_phone', m.ownRent === 'Rent' ? m.landlordPhone : '', 304, y, 140);
  field(c, 'Monthly rent', 'rent', m.rent, 444, y, 132); y += 34;
  sec(5, 'Authorization & Signatures');
  y = finePrint(c, AUTH, 44, y, 532, 6.8) + 10;
  y = signatures(c, m, 44, y, 532) + 20;
  c.rect(44, y, 532, 34, { stroke: RED });
  c.label('Your Redwood funding specialist', 50, y + 4, { size: 6.5, bold: true, color: RED });
  c.value('iso_rep', m.rep, 50, y + 16, 160, {}, 8.5);
  c.value('iso_phone', m.repPhone, 230, y + 16, 120, {}, 8.5);
  c.value('iso_email', m.repEmail, 370, y + 16, 200, {}, 8.5);
}
