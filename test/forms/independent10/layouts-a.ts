// Layouts 1-4: a web portal's print (two-column table, grey borders), a dense one-page ISO form, a form whose labels
// sit inside each box in tiny capitals, a form of numbered sections with labels under the lines.
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaOf, entityBox, entityText, FREQ_BOXES, freqLabel, ownerPrint, regionOf, taxOf, US_ENTITY_BOXES } from './common.ts';
import { fmtDate, fmtMoney, oneLine, type Merchant } from './data.ts';
import type { Pen, TruthVals } from './pen.ts';

type V = [string, TruthVals];
const ctx = (s: string): V => [s, {}];

/** 1. A broker portal's "print application" page: label column shaded, value column plain, thin grey rules. */
export function portalPrint(p: Pen, m: Merchant, r: Rng): void {
  const X = 40, W = 532, LW = r.pick([150, 175, 200]), RH = r.pick([15, 16, 17]);
  p.valueFont = r.pick(['Helvetica', 'Times-Roman', 'Courier']);
  const portal = r.pick(['FundFlow CRM', 'LendPortal', 'BrokerBase 360']), appId = `APP-${r.int(100000, 999999)}`;
  let y = 0;
  const top = (n: number) => {
    p.text(`${fmtDate(m.signedOn, 0)}, ${r.int(1, 12)}:${r.int(10, 59)} PM`, 24, 12, { size: 6.5, color: '#555' });
    p.text(`${portal} - Application ${appId}`, 250, 12, { size: 6.5, color: '#555' });
    p.text(`https://app.${portal.toLowerCase().replace(/ /g, '')}.com/applications/${appId}/print`, 24, 772, { size: 6.5, color: '#555' });
    p.text(`${n}/2`, 570, 772, { size: 6.5, color: '#555' });
    y = 34;
  };
  const section = (t: string) => { p.rect(X, y, W, RH + 2, { fill: '#dfe5ec', stroke: '#aab' }); p.text(t, X + 5, y + 5, { bold: true, size: 8.5 }); y += RH + 2; };
  const row = (key: string, label: string, [text, truth]: V, decoy = false) => {
    p.rect(X, y, LW, RH, { fill: '#f4f4f4', stroke: '#c6c6c6' });
    p.rect(X + LW, y, W - LW, RH, { stroke: '#c6c6c6' });
    p.text(label, X + 5, y + (RH - 7.5) / 2 + 0.5, { size: 7.5, color: '#333' });
    p.value(key, text, X + LW, y, W - LW, RH, { truth, decoy, size: 8.5 });
    y += RH;
  };
  top(1);
  p.text('Merchant Cash Advance Application', X, y, { bold: true, size: 14 });
  y += 24;
  section('Business Information');
  row('legal', 'Legal Business Name', [m.legal, { legal_name: m.legal }]);
  row('dba', 'DBA', dbaOf(m, r));
  row('entity', 'Entity Type', entityText(m, r));
  row('ein', 'Federal Tax ID', taxOf(m, r));
  row('start', 'Business Start Date', [fmtDate(m.start, r.int(0, 3)), { business_start_date: m.start }]);
  row('inc', 'State of Incorporation', ctx(m.stateOfInc), true);
  row('industry', 'Industry', [m.industryText, { industry: m.industryId }]);
  row('street', 'Address', ctx(m.address.street));
  row('city', 'City', ctx(m.address.city));
  row('state', 'State', regionOf(m, r.chance(0.3)));
  row('zip', 'Zip', ctx(m.address.zip));
  row('phone', 'Business Phone', ctx(m.phone));
  row('email', 'Email', ctx(m.email));
  y += 10;
  section('Funding Request');
  row('amount', 'Requested Amount', [fmtMoney(m.amount, r.int(0, 3)), { requested_amount: m.amount }]);
  row('use', 'Use of Proceeds', ctx(m.useOfFunds));
  row('sales', 'Avg. Monthly Revenue', ctx(fmtMoney(m.monthlySales, 0)), true);
  if (r.chance(0.6)) {
    row('freq', 'Payment Frequency', [freqLabel(m.freq), { payment_frequency: m.freq }]);
    row('npay', 'Number of Payments', [String(m.nPayments), { number_of_payments: m.nPayments }]);
  }
  y += 10;
  section('Bank Information');
  row('bank', 'Bank Name', ctx(m.bank.name), true);
  row('routing', 'Routing Number', ctx(m.bank.routing), true);
  row('account', 'Account Number', ctx(m.bank.account), true);
  p.addPage();
  top(2);
  m.owners.forEach((o, i) => {
    const op = ownerPrint(o, i, r, r.int(0, 3));
    section(`Owner ${i + 1}`);
    row(`o${i}_first`, 'First Name', op.first);
    row(`o${i}_last`, 'Last Name', op.last);
    row(`o${i}_title`, 'Title', op.title);
    row(`o${i}_pct`, 'Ownership %', op.pct);
    row(`o${i}_ssn`, 'SSN', op.taxId);
    row(`o${i}_dob`, 'Date of Birth', op.dob);
    row(`o${i}_fico`, 'Credit Score (est.)', op.credit);
    row(`o${i}_home`, 'Home Address', ctx(oneLine(o.home)), true);
    y += 8;
  });
  section('Submitted By');
  row('iso', 'ISO / Broker', ctx(m.iso.company), true);
  row('rep', 'Sales Rep', ctx(m.iso.rep), true);
  row('repphone', 'Rep Phone', ctx(m.iso.phone), true);
  y += 10;
  p.text('By signing below, each owner authorizes the funder and its agents to obtain credit reports and verify the information above.', X, y, { size: 7, width: W });
  y += 30;
  p.signature(X + 10, y, 160);
  p.line(X, y + 6, X + 220, y + 6);
  p.text('Signature', X, y + 9, { size: 6.5 });
  p.value('signdate', fmtDate(m.signedOn, 0), X + 260, y - 10, 120, 16, { decoy: true });
  p.line(X + 260, y + 6, X + 380, y + 6);
  p.text('Date', X + 260, y + 9, { size: 6.5 });
}

/** 2. A dense one-page ISO form: tiny labels, many fields a row, checkbox rows, owners and advances in tables. */
export function denseOnePage(p: Pen, m: Merchant, r: Rng): void {
  const X = 24, W = 564, RH = 17;
  let y = 22;
  const iso = m.iso.company;
  p.text(`${iso.toUpperCase()}  |  BUSINESS FUNDING APPLICATION`, X, y, { bold: true, size: 11 });
  p.text(`Submit to: ${m.iso.email}  ·  Fax ${m.iso.phone}`, X, y + 13, { size: 6.5, color: '#444' });
  y += 24;
  /** A row of [label, width, key, value, decoy] cells: label on the left, an underline for the value. */
  const cells = (list: [string, number, string, V, boolean?][]) => {
    let x = X;
    for (const [label, w, key, v, decoy] of list) {
      p.text(label, x, y + 7, { size: 6 });
      p.doc.font(p.labelFont).fontSize(6);
      const lw = p.doc.widthOfString(label) + 3;
      p.line(x + lw, y + RH - 3, x + w - 5, y + RH - 3, '#777');
      p.value(key, v[0], x + lw, y, w - lw - 5, RH - 1, { truth: v[1], decoy, size: 7.5 });
      x += w;
    }
    y += RH;
  };
  const bar = (t: string) => { p.rect(X, y + 2, W, 11, { fill: '#222', stroke: 'none' }); p.text(t, X + 4, y + 4, { size: 7, bold: true, color: '#fff' }); y += 15; };
  bar('BUSINESS');
  cells([['Legal/Corporate Name', 300, 'legal', [m.legal, { legal_name: m.legal }]], ['DBA', 264, 'dba', dbaOf(m, r)]]);
  cells([['Address', 250, 'street', ctx(m.address.street)], ['City', 130, 'city', ctx(m.address.city)], ['State', 70, 'state', regionOf(m)],
    ['Zip', 114, 'zip', ctx(m.address.zip)]]);
  cells([['Tax ID', 140, 'ein', taxOf(m, r)], ['Start Date', 120, 'start', [fmtDate(m.start, r.int(0, 3)), { business_start_date: m.start }]],
    ['Inc. State', 80, 'inc', ctx(m.stateOfInc), true], ['Phone', 120, 'phone', ctx(m.phone)], ['Empl.', 104, 'empl', ctx(String(m.employees))]]);
  cells([['Type of Business', 250, 'industry', [m.industryText, { industry: m.industryId }]], ['Email', 180, 'email', ctx(m.email)], ['Web', 134, 'web', ctx(m.website)]]);
  const eb = entityBox(m, r);
  p.text('Entity:', X, y + 5, { size: 6.5, bold: true });
  let x = X + 30;
  for (const [label, id] of [...US_ENTITY_BOXES, ['Other', '']]) {
    p.check(`ent_${label}`, label, x, y + 4, eb.checked === label, { truth: label === 'Other' ? { type_of_entity: m.entity } : { type_of_entity: id }, size: 7, labelSize: 6.5 });
    x += label.length * 3.6 + 20;
  }
  p.line(x, y + 12, x + 80, y + 12, '#777');
  p.value('ent_other', eb.other, x, y, 90, 12, { size: 7 });
  p.text('Location:', X + 450, y + 5, { size: 6.5, bold: true });
  p.check('own', 'Own', X + 485, y + 4, !m.rent, { size: 7, labelSize: 6.5 });
  p.check('rent', 'Rent', X + 520, y + 4, m.rent, { size: 7, labelSize: 6.5 });
  y += 17;
  cells([['Landlord/Mortgage Co.', 260, 'landlord', ctx(m.landlord.name), true], ['Landlord Ph.', 150, 'llphone', ctx(m.landlord.phone), true],
    ['Monthly Rent', 154, 'rentamt', ctx(fmtMoney(m.landlord.rent, 0)), true]]);
  bar('FUNDING REQUEST');
  const pay = r.chance(0.7);
  cells([['Amount Requested', 170, 'amount', [fmtMoney(m.amount, r.int(0, 3)), { requested_amount: m.amount }]],
    ['Desired Payment', 150, 'payment', pay ? [fmtMoney(m.payment, 0), { requested_payment: m.payment }] : ctx('')],
    ['# of Payments', 110, 'npay', pay ? [String(m.nPayments), { number_of_payments: m.nPayments }] : ctx('')], ['Use', 134, 'use', ctx(m.useOfFunds)]]);
  p.text('Schedule:', X, y + 5, { size: 6.5, bold: true });
  FREQ_BOXES.forEach(([label, id], i) => p.check(`freq_${id}`, label, X + 40 + i * 60, y + 4, pay && m.freq === id, { truth: { payment_frequency: id }, size: 7, labelSize: 6.5 }));
  p.text('Avg. monthly sales:', X + 300, y + 5, { size: 6.5 });
  p.value('sales', fmtMoney(m.monthlySales, 0), X + 365, y, 100, 13, { decoy: true, size: 7 });
  y += 16;
  bar('EXISTING ADVANCES / LOANS');
  for (let i = 0; i < 2; i++) {
    const e = m.existing[i];
    cells([['Funder', 230, `ex${i}_f`, ctx(e?.funder ?? ''), true], ['Balance', 170, `ex${i}_b`, ctx(e ? fmtMoney(e.balance, 0) : ''), true],
      ['Daily Pmt', 164, `ex${i}_p`, ctx(e ? fmtMoney(e.payment, 0) : ''), true]]);
  }
  bar('OWNERS / OFFICERS (ALL OWNERS OF 20% OR MORE)');
  const cols: [string, number][] = [['Name', 130], ['Title', 70], ['Own %', 40], ['SSN', 75], ['DOB', 60], ['FICO', 34], ['Home Address', 155]];
  x = X;
  for (const [h, w] of cols) { p.rect(x, y, w, 11, { fill: '#eee', stroke: '#999' }); p.text(h, x + 2, y + 3, { size: 6, bold: true }); x += w; }
  y += 11;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const op = o ? ownerPrint(o, i, r, r.int(0, 3)) : null;
    const vals: [string, V, boolean?][] = op && o ? [['name', op.name], ['title', op.title], ['pct', op.pct], ['ssn', op.taxId], ['dob', op.dob],
      ['fico', op.credit], ['home', ctx(oneLine(o.home)), true]] : cols.map(([h]) => [h, ctx('')]);
    x = X;
    vals.forEach(([k, v, decoy], j) => {
      const w = cols[j]![1];
      p.rect(x, y, w, 15, { stroke: '#999' });
      p.value(`o${i}_${k}`, v[0], x, y, w, 14, { truth: v[1], decoy, size: j === 6 ? 5.5 : 7 });
      x += w;
    });
    y += 15;
  }
  bar('BANK & TRADE REFERENCES');
  cells([['Bank', 160, 'bank', ctx(m.bank.name), true], ['Routing #', 130, 'routing', ctx(m.bank.routing), true], ['Account #', 140, 'account', ctx(m.bank.account), true],
    ['Officer', 134, 'officer', ctx(m.bank.officer), true]]);
  for (let i = 0; i < 2; i++) {
    const t = m.tradeRefs[i]!;
    cells([[`Trade Ref ${i + 1}`, 250, `tr${i}`, ctx(t.name), true], ['Contact', 170, `tr${i}_c`, ctx(t.contact), true], ['Phone', 144, `tr${i}_p`, ctx(t.phone), true]]);
  }
  y += 4;
  p.text('The merchant and each owner certify the information is true and authorize the ISO and its funding partners to obtain consumer and business credit reports, verify bank accounts and share this application with funders.', X, y, { size: 6, width: W });
  y += 26;
  m.owners.slice(0, 2).forEach((o, i) => {
    const sx = X + i * 290;
    p.signature(sx + 10, y + 8, 130);
    p.line(sx, y + 14, sx + 170, y + 14);
    p.text(`Owner ${i + 1} Signature`, sx, y + 16, { size: 6 });
    p.value(`sig${i}_date`, fmtDate(m.signedOn, 1), sx + 180, y, 90, 14, { decoy: true, size: 7.5 });
    p.line(sx + 180, y + 14, sx + 270, y + 14);
    p.text('Date', sx + 180, y + 16, { size: 6 });
  });
  p.text(`ISO Rep: ${m.iso.rep}`, X, 770, { size: 6.5 });
}
