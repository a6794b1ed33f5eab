// Layouts 5-7: owners side by side in columns, a Canadian funder's form (BN with program account, SIN, province,
// PIPEDA consent), a sole proprietor's one-page form (the owner's name is the legal name, a DBA, SSN or EIN).
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaOf, entityBox, entityText, FREQ_BOXES, freqLabel, ownerPrint, regionOf, taxOf } from './common.ts';
import { digits, fmtDate, fmtMoney, oneLine, type Merchant } from './data.ts';
import type { Pen, TruthVals } from './pen.ts';

type V = [string, TruthVals];
const ctx = (s: string): V => [s, {}];

/** Label: value pairs, two pairs a row, a grey rule under each value (the "form builder" look); a wide pair (an
 *  address) takes a row of its own. */
function pairs(p: Pen, X: number, W: number, y: number, list: [string, string, V, boolean?, 'wide'?][], lw = 95): number {
  const half = W / 2;
  let col = 0;
  for (const [label, key, v, decoy, wide] of list) {
    if (wide && col) { col = 0; y += 17; }
    const x = X + col * half, w = wide ? W : half;
    p.text(`${label}:`, x, y + 5, { size: 7.5, bold: true });
    p.line(x + lw, y + 15, x + w - 8, y + 15, '#aaa');
    p.value(key, v[0], x + lw, y, w - lw - 8, 15, { truth: v[1], decoy, size: 8.5 });
    if (wide || col) { col = 0; y += 17; } else col = 1;
  }
  return col ? y + 17 : y;
}

/** 5. Business as label/value pairs, then the owners as columns of one matrix (Owner #1 | #2 | #3). */
export function ownersColumns(p: Pen, m: Merchant, r: Rng): void {
  const X = 36, W = 540;
  let y = 30;
  const co = r.pick(['Elevate Funding Solutions', 'Pinnacle Business Capital', 'Sterling Advance Group']);
  p.rect(X, y, W, 30, { fill: '#0b3d5c', stroke: 'none' });
  p.text(co, X + 10, y + 8, { bold: true, size: 13, color: '#fff' });
  p.text('Application for Business Funding', X + 330, y + 11, { size: 9, color: '#fff' });
  y += 42;
  const sub = (t: string) => { p.text(t, X, y, { bold: true, size: 9.5, color: '#0b3d5c' }); p.line(X, y + 12, X + W, y + 12, '#0b3d5c', 1); y += 17; };
  sub('Company');
  y = pairs(p, X, W, y, [['Legal Name', 'legal', [m.legal, { legal_name: m.legal }]], ['DBA', 'dba', dbaOf(m, r)], ['Entity', 'entity', entityText(m, r)],
    ['EIN', 'ein', taxOf(m, r)], ['Address', 'street', ctx(m.address.street)], ['City', 'city', ctx(m.address.city)], ['State', 'state', regionOf(m)],
    ['Zip', 'zip', ctx(m.address.zip)], ['Inception Date', 'start', [fmtDate(m.start, r.int(0, 3)), { business_start_date: m.start }]],
    ['Industry', 'industry', [m.industryText, { industry: m.industryId }]], ['Phone', 'phone', ctx(m.phone)], ['Website', 'web', ctx(m.website)]]);
  y += 8;
  sub('Request');
  const pay = r.chance(0.6);
  y = pairs(p, X, W, y, [['Funding Amount', 'amount', [fmtMoney(m.amount, r.int(0, 3)), { requested_amount: m.amount }]], ['Use of Funds', 'use', ctx(m.useOfFunds)],
    ['Term (payments)', 'npay', pay ? [String(m.nPayments), { number_of_payments: m.nPayments }] : ctx('')],
    ['Payment Amount', 'payment', pay ? [fmtMoney(m.payment, 0), { requested_payment: m.payment }] : ctx('')], ['Monthly Sales', 'sales', ctx(fmtMoney(m.monthlySales, 2)), true],
    ['Landlord', 'landlord', ctx(m.landlord.name), true]]);
  p.text('Payment schedule:', X, y + 4, { size: 7.5, bold: true });
  FREQ_BOXES.forEach(([label, id], i) => p.check(`freq_${id}`, label, X + 95 + i * 70, y + 3, pay && m.freq === id, { truth: { payment_frequency: id } }));
  y += 24;
  sub('Principals (list every owner of 20% or more)');
  const LW = 120, CW = (W - LW) / 3, RH = 18;
  p.rect(X, y, LW, RH, { fill: '#e8eef3', stroke: '#8aa' });
  for (let c = 0; c < 3; c++) { p.rect(X + LW + c * CW, y, CW, RH, { fill: '#e8eef3', stroke: '#8aa' }); p.text(`Owner #${c + 1}`, X + LW + c * CW + 5, y + 6, { bold: true, size: 8 }); }
  y += RH;
  const ops = m.owners.map((o, i) => ownerPrint(o, i, r, r.int(0, 3), r.int(0, 2)));
  const rows: [string, string, (i: number) => [V, boolean?]][] = [
    ['Full Name', 'name', (i) => [ops[i]!.name]], ['Title', 'title', (i) => [ops[i]!.title]], ['Ownership %', 'pct', (i) => [ops[i]!.pct]],
    ['SSN', 'ssn', (i) => [ops[i]!.taxId]], ['Date of Birth', 'dob', (i) => [ops[i]!.dob]], ['FICO (approx.)', 'fico', (i) => [ops[i]!.credit]],
    ['Home Street', 'home', (i) => [ctx(m.owners[i]!.home.street), true]], ['City, State Zip', 'homecity', (i) => [ctx(`${m.owners[i]!.home.city}, ${m.owners[i]!.home.region} ${m.owners[i]!.home.zip}`), true]],
    ['Cell Phone', 'cell', (i) => [ctx(m.owners[i]!.phone)]],
  ];
  for (const [label, key, get] of rows) {
    p.rect(X, y, LW, RH, { stroke: '#8aa' });
    p.text(label, X + 5, y + 6, { size: 7.5 });
    for (let c = 0; c < 3; c++) {
      p.rect(X + LW + c * CW, y, CW, RH, { stroke: '#8aa' });
      const [v, decoy] = c < m.owners.length ? get(c) : [ctx('')];
      p.value(`o${c}_${key}`, v[0], X + LW + c * CW, y, CW, RH, { truth: v[1], decoy, size: 8 });
    }
    y += RH;
  }
  y += 10;
  sub('Open positions');
  const e = m.existing;
  y = pairs(p, X, W, y, [['Funder 1', 'ex0_f', ctx(e[0]?.funder ?? ''), true], ['Balance 1', 'ex0_b', ctx(e[0] ? fmtMoney(e[0].balance, 0) : ''), true],
    ['Funder 2', 'ex1_f', ctx(e[1]?.funder ?? ''), true], ['Balance 2', 'ex1_b', ctx(e[1] ? fmtMoney(e[1].balance, 0) : ''), true]]);
  y += 8;
  p.text('Each principal signing below authorizes the company and its funding partners to obtain credit reports and verify the information in this application.', X, y, { size: 7, width: W });
  y += 28;
  m.owners.forEach((o, i) => {
    const x = X + LW + i * CW;
    p.signature(x + 8, y + 8, CW - 30);
    p.line(x + 4, y + 14, x + CW - 8, y + 14);
    p.text(`Signature #${i + 1}`, x + 4, y + 16, { size: 6.5 });
    p.value(`sig${i}_date`, fmtDate(m.signedOn, 3), x + 4, y + 24, CW - 12, 14, { decoy: true, size: 8 });
  });
  p.text(`ISO: ${m.iso.company}  Rep: ${m.iso.rep}  ${m.iso.phone}`, X, 765, { size: 7, color: '#555' });
}

/** 6. A Canadian funder: Operating Name (O/A), BN with program account, province, postal code, SIN, CAD, PIPEDA. */
export function canadaFunder(p: Pen, m: Merchant, r: Rng): void {
  const X = 40, W = 532;
  let y = 34;
  const co = r.pick(['Maple Ridge Capital Inc.', 'Northern Lights Business Finance', 'Laurentian Revenue Advance Ltd.']);
  p.text(co, X, y, { bold: true, size: 15 });
  p.text('Revenue-Based Financing Application / Demande de financement', X, y + 19, { size: 8.5, color: '#444' });
  p.line(X, y + 32, X + W, y + 32, '#a00', 2);
  y += 44;
  const sub = (t: string) => { p.rect(X, y, W, 13, { fill: '#f3e9e9', stroke: 'none' }); p.text(t, X + 4, y + 3, { bold: true, size: 8.5 }); y += 18; };
  sub('Business');
  const [bnText, bnTruth] = taxOf(m, r);
  y = pairs(p, X, W, y, [['Legal Name', 'legal', [m.legal, { legal_name: m.legal }]], ['Operating Name (O/A)', 'dba', dbaOf(m, r)],
    ['Business Number (BN)', 'bn', [bnText, bnTruth]], ['GST/HST Registered', 'gst', ctx(r.pick(['Yes', 'No']))],
    ['Street Address', 'street', ctx(m.address.street)], ['City', 'city', ctx(m.address.city)], ['Province', 'prov', regionOf(m, r.chance(0.4))],
    ['Postal Code', 'postal', ctx(m.address.zip)], ['Incorporation Jurisdiction', 'inc', ctx(m.stateOfInc), true],
    ['Business Start Date', 'start', [fmtDate(m.start, r.pick([0, 2])), { business_start_date: m.start }]],
    ['Nature of Business', 'industry', [m.industryText, { industry: m.industryId }]], ['Telephone', 'phone', ctx(m.phone)]], 118);
  p.text('Structure:', X, y + 4, { size: 7.5, bold: true });
  const boxes: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Other', '']];
  const eb = entityBox(m, r, boxes);
  boxes.forEach(([label, id], i) => p.check(`ent_${i}`, label, X + 60 + i * 95, y + 3, eb.checked === label, { truth: { type_of_entity: id || m.entity } }));
  y += 22;
  sub('Financing requested');
  y = pairs(p, X, W, y, [['Amount Requested', 'amount', [fmtMoney(m.amount, 2, 'CAD'), { requested_amount: m.amount }]], ['Purpose', 'use', ctx(m.useOfFunds)],
    ['Remittance', 'freq', [freqLabel(m.freq), { payment_frequency: m.freq }]], ['Avg. Monthly Revenue', 'sales', ctx(fmtMoney(m.monthlySales, 2, 'CAD')), true]], 118);
  y += 6;
  m.owners.forEach((o, i) => {
    const op = ownerPrint(o, i, r, r.pick([0, 2]));
    const sinShown: V = r.chance(0.2) ? ctx('') : op.taxId;
    sub(`Principal ${i + 1}`);
    y = pairs(p, X, W, y, [['Name', `o${i}_name`, op.name], ['Position', `o${i}_title`, op.title], ['Ownership', `o${i}_pct`, op.pct],
      ['SIN (optional)', `o${i}_sin`, sinShown], ['Date of Birth', `o${i}_dob`, op.dob], ['Home Address', `o${i}_home`, ctx(oneLine(o.home)), true, 'wide']], 118);
    y += 4;
  });
  sub('Banking');
  y = pairs(p, X, W, y, [['Financial Institution', 'bank', ctx(m.bank.name), true], ['Institution / Transit', 'transit', ctx(m.bank.routing), true],
    ['Account Number', 'account', ctx(m.bank.account), true], ['Existing Financing', 'ex_f', ctx(m.existing[0]?.funder ?? 'None'), true]], 118);
  y += 8;
  p.text(`Consent (PIPEDA): the undersigned consent to ${co} collecting, using and disclosing their personal information, including credit bureau reports from Equifax Canada and TransUnion Canada, to assess this application.`, X, y, { size: 7, width: W });
  y += 34;
  p.signature(X + 10, y, 150);
  p.line(X, y + 6, X + 200, y + 6);
  p.text('Signature of authorized signing officer', X, y + 9, { size: 6.5 });
  p.value('sigdate', fmtDate(m.signedOn, 2), X + 260, y - 10, 150, 16, { decoy: true });
  p.line(X + 260, y + 6, X + 420, y + 6);
  p.text('Date', X + 260, y + 9, { size: 6.5 });
  p.text(`Broker: ${m.iso.company}`, X, 765, { size: 7, color: '#555' });
}

/** 7. A sole proprietor's one-page form: the owner is the business, a DBA, SSN (or EIN) as the tax id. */
export function solePropDba(p: Pen, m: Merchant, r: Rng): void {
  const X = 44, W = 524;
  let y = 36;
  const co = r.pick(['Hometown Merchant Advance', 'Quickbridge Small Biz Funding', 'Corner Store Capital']);
  p.text(co, X, y, { bold: true, size: 14 });
  p.text('Application - Sole Proprietors & Independent Businesses', X, y + 18, { size: 9 });
  y += 40;
  const o = m.owners[0]!;
  const op = ownerPrint(o, 0, r, r.int(0, 3), r.pick([0, 1]));
  const useSsn = r.chance(0.6);
  p.text('Business type:', X, y + 1, { size: 8, bold: true });
  [['Sole Proprietor', 'sole_proprietorship'], ['LLC', 'llc'], ['Corporation', 'c_corporation'], ['Partnership', 'general_partnership']].forEach(([label, id], i) =>
    p.check(`ent_${i}`, label!, X + 75 + i * 90, y, id === m.entity, { truth: { type_of_entity: id! } }));
  y += 18;
  const years = r.chance(0.4);
  y = pairs(p, X, W, y, [['Owner / Legal Name', 'legal', [m.legal, { legal_name: m.legal }]], ['DBA (Assumed Name)', 'dba', [m.dba!, { trade_name: m.dba }]],
    [useSsn ? 'SSN (or EIN)' : 'EIN (or SSN)', 'taxid', taxOf(m, r, useSsn)], ['DBA Filed In (County)', 'county', ctx(`${m.address.city} County`)],
    ['Business Address', 'street', ctx(m.address.street)], ['City / State / Zip', 'csz', [`${m.address.city}, ${m.address.region} ${m.address.zip}`, regionOf(m)[1]]],
    years ? ['Years in Business', 'years', ctx(String(2026 - Number(m.start.slice(0, 4))))] : ['Business Start Date', 'start', [fmtDate(m.start, r.int(0, 3)), { business_start_date: m.start }]],
    ['What do you sell / do?', 'industry', [m.industryText, { industry: m.industryId }]]], 110);
  y += 10;
  p.text('About you', X, y, { bold: true, size: 10 });
  y += 14;
  y = pairs(p, X, W, y, [['First Name', 'first', op.first], ['Last Name', 'last', op.last], ['Title', 'title', op.title], ['Ownership %', 'pct', op.pct],
    ['SSN', 'ssn', useSsn ? [o.taxId, { 'applicants[0].tax_id': digits(o.taxId), 'applicants[0].tax_id_type': o.taxType, 'applicants[0].tax_id_country': 'US' }] : op.taxId],
    ['Date of Birth', 'dob', op.dob], ['Credit Score', 'fico', op.credit], ['Home Address', 'home', ctx(oneLine(o.home)), true, 'wide']], 110);
  y += 10;
  p.text('Funding', X, y, { bold: true, size: 10 });
  y += 14;
  const pay = r.chance(0.6);
  y = pairs(p, X, W, y, [['How much do you need?', 'amount', [fmtMoney(m.amount, r.int(0, 3)), { requested_amount: m.amount }]], ['What for?', 'use', ctx(m.useOfFunds)],
    ['Payment you can afford', 'payment', pay ? [fmtMoney(m.payment, 0), { requested_payment: m.payment }] : ctx('')],
    ['Monthly card + cash sales', 'sales', ctx(fmtMoney(m.monthlySales, 0)), true]], 110);
  y += 10;
  p.text('References (not owners)', X, y, { bold: true, size: 10 });
  y += 14;
  y = pairs(p, X, W, y, [['Landlord', 'landlord', ctx(m.landlord.name), true], ['Landlord Phone', 'llphone', ctx(m.landlord.phone), true],
    ['Emergency Contact', 'emerg', ctx(m.bank.officer), true], ['Contact Phone', 'emphone', ctx(m.tradeRefs[0]!.phone), true],
    ['Bank', 'bank', ctx(m.bank.name), true], ['Routing / Account', 'routacct', ctx(`${m.bank.routing} / ${m.bank.account}`), true],
    ['Current advance with', 'ex_f', ctx(m.existing[0]?.funder ?? ''), true], ['Balance owed', 'ex_b', ctx(m.existing[0] ? fmtMoney(m.existing[0].balance, 0) : ''), true]], 110);
  y += 16;
  p.text('I certify that I am the sole owner of the business named above and authorize the funder to obtain my personal and business credit reports and to verify the information given.', X, y, { size: 7.5, width: W });
  y += 36;
  p.signature(X + 10, y, 150);
  p.line(X, y + 6, X + 210, y + 6);
  p.text('Owner signature', X, y + 9, { size: 7 });
  p.value('sigdate', fmtDate(m.signedOn, 0), X + 260, y - 10, 140, 16, { decoy: true });
  p.line(X + 260, y + 6, X + 400, y + 6);
  p.text('Date', X + 260, y + 9, { size: 7 });
  p.text(`Referred by ${m.iso.rep}, ${m.iso.company}`, X, 762, { size: 7, color: '#555' });
}
