// Layouts 5-7: Quillstone Merchant Hub's two-page printable application, HarborPeak Lending's submission
// confirmation (masked values, years in business, Yes/No answers), Tallgrass Funding Ops' merchant profile (narrow
// side-by-side cards where values wrap onto two lines, owners as cards in a row).
import { authBlock, businessTruth, chromeStamp, fmtOwnerTax, fmtTax, maskOwnerTax, ownerTruth, type Ctx } from './common.ts';
import { FREQ_TEXT, fullName, longDate, money, phone, usDate } from './data.ts';
import type { Cell } from './kit.ts';

const X = 40, W = 532;
const short = (iso: string): string => { const [y, m, d] = iso.split('-'); return `${m}/${d}/${y!.slice(2)}`; };

export function quillstone(c: Ctx): void {
  const { k, m, rng } = c;
  const sid = `QS-${rng.digits(7)}`, sole = m.entity === 'sole_proprietorship';
  const o0 = m.owners[0]!;
  if (['dental_practice', 'medical_practice', 'veterinary'].includes(m.industry) && !sole) o0.cred = m.industry === 'dental_practice' ? 'DDS' : m.industry === 'veterinary' ? 'DVM' : 'DPT';
  k.chrome = { title: `Printable Application ${sid} - Quillstone Merchant Hub`, url: `https://hub.quillstone.example/merchant/${sid}/print`, printed: chromeStamp(c.printedIso, rng), pageOf: true };
  k.decoys.push(sid);
  const bar = (y: number, title: string): number => k.cardTop(X, y, W, title, '#5b3f8c');
  k.text('QUILLSTONE', X, 34, { size: 15, font: 'Helvetica-Bold', color: '#5b3f8c', spacing: 1.5 });
  k.text('Merchant Hub  |  Printable Application (Merchant Copy)', X, 53, { size: 8.5, color: '#5f6670' });
  k.text(`Submission ID ${sid}\nPrepared by ${m.iso}, ${m.isoPhone}`, 380, 36, { size: 7.5, color: '#5f6670', w: 192, align: 'right' });
  k.decoys.push(m.iso, m.isoPhone);
  const twoDigit = rng.chance(0.5), showTerm = rng.chance(0.5);
  let y = bar(74, '1. Business Profile'), top = 74;
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Legal Name of Business', value: m.legal, name: 'legal', span: 2 }, { label: 'DBA', value: m.dba ?? 'SAME', name: 'dba' },
    { label: 'Entity Type', value: m.entityText, name: 'entity' }, { label: sole ? 'Federal Tax ID / SSN' : 'Federal Tax ID', value: fmtTax(m), name: 'tin' },
    { label: 'Date Established', value: twoDigit ? short(m.start) : usDate(m.start), name: 'est' },
    { label: 'Industry', value: m.industryText, name: 'industry', span: 2 }, { label: 'Business Phone', value: m.phone, name: 'phone', decoy: true },
    { label: 'Street Address', value: m.street, name: 'street' }, { label: 'City', value: m.city, name: 'city' }, { label: 'State / ZIP', value: `${m.region} ${m.zip}`, name: 'statezip' },
    { label: 'Email', value: m.email, name: 'email', decoy: true }, { label: 'Website', value: m.web, name: 'web', decoy: true },
    ...(sole ? [] : [{ label: 'State of Incorporation', value: m.incState, name: 'inc', decoy: true }]),
  ]));
  top = y; y = bar(y, '2. Funding Request');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Amount Requested', value: money(m.amount), name: 'amount' }, { label: 'Use of Funds', value: m.use, name: 'use' },
    { label: 'Desired Term', value: showTerm ? `${m.nPayments} ${FREQ_TEXT[m.freq].toLowerCase()} payments` : null, name: 'term' },
  ]));
  top = y; y = bar(y, '3. Current Financing');
  for (const [h, dx] of [['Funder', 0], ['Original Amount', 150], ['Balance', 260], ['Payment', 360]] as const) k.caps(h, X + 10 + dx, y);
  const orig = money(Math.round(m.funderBalance * 1.9));
  [m.funder, orig, money(m.funderBalance), `${money(m.funderPayment)} / day`].forEach((s, j) => k.val(s, X + 10 + [0, 150, 260, 360][j]!, y + 12, 105, { name: `fin.${j}`, size: 8.5, decoy: true }));
  y = k.cardEnd(X, top, W, y + 28);
  top = y; y = bar(y, '4. Business Bank Account');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Bank Name', value: m.bank, name: 'bank', decoy: true }, { label: 'ABA Routing No.', value: m.routing, name: 'aba', decoy: true },
    { label: 'Account No.', value: m.account, name: 'acct', decoy: true },
  ]));
  k.doc.addPage({ size: 'LETTER', margin: 0 });
  y = 44; top = y; y = bar(y, '5. Owner Information');
  const askCredit = rng.chance(0.6);
  m.owners.forEach((o, i) => {
    k.text(`Owner ${i + 1}`, X + 10, y, { size: 8, font: 'Helvetica-Bold', color: '#5b3f8c' });
    y = k.grid(X + 10, y + 12, W - 20, 3, [
      { label: 'Owner Name', value: fullName(o), name: `o${i}.name` }, { label: 'Title', value: o.title, name: `o${i}.title` },
      { label: '% Ownership', value: `${o.pct}%`, name: `o${i}.pct` }, { label: 'SSN', value: fmtOwnerTax(o), name: `o${i}.ssn` },
      { label: 'Date of Birth', value: twoDigit ? usDate(o.dob) : short(o.dob), name: `o${i}.dob` },
      { label: 'Credit Score', value: askCredit ? String(o.credit) : null, name: `o${i}.fico` },
      { label: 'Home Address', value: `${o.street}, ${o.city}, ${o.region} ${o.zip}`, name: `o${i}.home`, span: 2, decoy: true },
      { label: 'Cell Phone', value: o.cell, name: `o${i}.cell`, decoy: true },
    ]);
    k.hr(X + 10, y - 4, W - 20);
  });
  y = k.cardEnd(X, top, W, y);
  top = y; y = bar(y, '6. Trade References');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 2, m.refs.flatMap((r, i): Cell[] => [
    { label: `Reference ${i + 1}`, value: r, name: `ref${i}`, decoy: true }, { label: 'Phone', value: phone(rng), name: `ref${i}.phone`, decoy: true }])));
  authBlock(c, y, X, W, 'Quillstone Merchant Hub', usDate(c.printedIso));
  c.t = businessTruth(m, { dba: true, entity: true, industry: true, taxId: true, start: true, amount: true, payment: false, nPayments: showTerm, freq: showTerm });
  c.t.applicants = m.owners.map((o) => ownerTruth(o, { tax: true, dob: true, credit: askCredit }));
}

export function harborpeak(c: Ctx): void {
  const { k, m, rng } = c;
  const ref = `HP-${c.printedIso.slice(0, 4)}-${rng.digits(5)}`, o0 = m.owners[0]!;
  k.chrome = { title: 'Application received | HarborPeak Lending', url: `https://www.harborpeak-lending.example/apply/confirmation?ref=${ref}`, printed: chromeStamp(c.printedIso, rng) };
  k.decoys.push(ref, m.iso, m.isoPhone);
  k.text('HarborPeak', X, 34, { size: 16, font: 'Helvetica-Bold', color: '#0b4f6c' });
  k.text('LENDING', X + 94, 40, { size: 7.5, font: 'Helvetica-Bold', color: '#20a4c7', spacing: 2 });
  k.doc.save().roundedRect(X, 60, W, 58, 5).fill('#e7f6ec').restore();
  k.doc.save().circle(X + 24, 89, 12).fill('#2e9d5a').restore();
  k.doc.save().lineWidth(2.2).strokeColor('#ffffff').moveTo(X + 18, 89).lineTo(X + 23, 94).lineTo(X + 31, 84).stroke().restore();
  k.text(`Thank you${k.style === 'fillable' ? '' : `, ${o0.first}`}! Your application has been received.`, X + 46, 70, { size: 12, font: 'Helvetica-Bold', color: '#1e5631' });
  k.text(`Reference number ${ref}. Your funding specialist, ${m.iso}, will call you at the number on file within one business day (direct line ${m.isoPhone}).`,
    X + 46, 88, { size: 8, color: '#2f4f3a', w: W - 56 });
  k.text('Application summary', X, 130, { size: 12, font: 'Helvetica-Bold', color: '#0b4f6c' });
  const maskTin = rng.chance(0.5), years = Math.max(1, Number(c.printedIso.slice(0, 4)) - Number(m.start.slice(0, 4)));
  const tinText = maskTin ? (m.taxType === 'EIN' ? `••-•••${m.taxId.slice(-4)}` : `•••-••-${m.taxId.slice(-4)}`) : fmtTax(m);
  let y = 150, top = y;
  y = k.cardTop(X, y, W, 'Your business', '#0b4f6c');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 2, [
    { label: 'Business name', value: m.legal, name: 'name' }, { label: 'Doing business as', value: m.dba ?? 'N/A', name: 'dba' },
    { label: 'Business type', value: m.entityText, name: 'type' }, { label: m.taxType === 'EIN' ? 'Tax ID (EIN)' : 'Tax ID (SSN)', value: tinText, name: 'tin' },
    { label: 'Time in business', value: `${years} year${years > 1 ? 's' : ''}`, name: 'tib' }, { label: 'Industry', value: m.industryText, name: 'industry' },
    { label: 'Business address', value: `${m.street}, ${m.city}, ${m.region} ${m.zip}`, name: 'addr', span: 2 },
  ]));
  top = y; y = k.cardTop(X, y, W, 'Your request', '#0b4f6c');
  y = k.grid(X + 10, y, W - 20, 3, [
    { label: 'How much do you need?', value: money(m.amount, false), name: 'amount' }, { label: 'What is it for?', value: m.use, name: 'use' },
    { label: 'How soon?', value: rng.pick(['Within a week', 'ASAP', 'Within 30 days']), name: 'soon' },
  ]);
  const qs: [string, string][] = [['Do you currently have a cash advance or business loan?', 'Yes'], ['Is the business home-based?', 'No'],
    ['Are there any open tax liens or judgments?', 'No'], ['Have you filed for bankruptcy in the last 7 years?', 'No']];
  for (const [i, [q, a]] of qs.entries()) {
    k.text(q, X + 10, y, { size: 8, color: '#4b5563' });
    k.val(a, X + 330, y - 1, 60, { name: `q${i}`, size: 9 });
    y += 15;
  }
  y = k.grid(X + 10, y + 4, W - 20, 3, [
    { label: 'Current funder', value: m.funder, name: 'funder', decoy: true }, { label: 'Approx. balance', value: money(m.funderBalance), name: 'fbal', decoy: true },
    { label: 'Monthly sales', value: money(m.monthlySales, false), name: 'sales', decoy: true },
  ]);
  y = k.cardEnd(X, top, W, y);
  m.owners.forEach((o, i) => {
    y = k.need(y, 95); top = y;
    y = k.cardTop(X, y, W, i === 0 ? 'Primary owner' : 'Additional owner', '#20a4c7');
    y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
      { label: 'Name', value: fullName(o), name: `o${i}.name` }, { label: 'Title', value: o.title, name: `o${i}.title` },
      { label: 'Ownership', value: `${o.pct}%`, name: `o${i}.pct` }, { label: 'SSN', value: maskOwnerTax(o, 1), name: `o${i}.ssn` },
      { label: 'Date of birth', value: `**/**/${o.dob.slice(0, 4)}`, name: `o${i}.dob` },
      { label: 'Estimated credit score', value: rng.pick(['650-699', '700-749', '600-649', '750+']), name: `o${i}.fico` },
    ]));
  });
  y = k.need(y, 30);
  k.text(`Electronically signed${k.style === 'fillable' ? '' : ` by ${fullName(o0)}`} on ${longDate(c.printedIso)}. A copy of this summary was e-mailed to ${o0.email}.`, X, y, { size: 7.5, color: '#5f6670', w: W });
  k.decoys.push(o0.email);
  c.t = businessTruth(m, { dba: true, entity: true, industry: true, taxId: !maskTin, start: false, amount: true, payment: false, nPayments: false, freq: false });
  c.t.applicants = m.owners.map((o) => ownerTruth(o, { tax: false, dob: false, credit: false }));
}

export function tallgrass(c: Ctx): void {
  const { k, m, rng } = c;
  const mid = `TG-${rng.digits(6)}`, isoCo = rng.pick(['Crestline Advisory Group', 'Pinecrest Business Brokers', 'Redwater ISO Partners']);
  k.chrome = { title: `Merchant Profile ${mid} - Tallgrass Funding Ops`, url: `https://ops.tallgrass-funding.example/merchants/${mid}`, printed: chromeStamp(c.printedIso, rng), pageOf: true };
  k.decoys.push(mid, isoCo, m.iso, m.isoPhone);
  k.doc.save().rect(0, 24, 612, 30).fill('#3f5f2a').restore();
  k.text('TALLGRASS', X, 33, { size: 12, font: 'Helvetica-Bold', color: '#f3e9c6', spacing: 1.2 });
  k.text('Funding Ops  /  Merchants  /  Profile', X + 96, 35, { size: 8, color: '#dfe8d2' });
  k.text(k.style === 'fillable' ? 'Merchant profile' : m.legal, X, 66, { size: 13, font: 'Helvetica-Bold', w: W });
  const longStart = rng.chance(0.5), useYears = rng.chance(0.3), showTerms = rng.chance(0.6);
  const colW = (W - 12) / 2, L = X, R = X + colW + 12;
  let y = 92;
  const lt = k.cardTop(L, y, colW, 'Merchant', '#5b7f3a');
  const yearsIn = Number(c.printedIso.slice(0, 4)) - Number(m.start.slice(0, 4));
  const ly = k.grid(L + 8, lt, colW - 16, 2, [
    { label: 'Legal name', value: m.legal, name: 'legal' }, { label: 'DBA', value: m.dba, name: 'dba' },
    { label: 'Entity', value: m.entityText, name: 'entity' }, { label: m.taxType === 'EIN' ? 'FEIN' : 'Tax ID (SSN)', value: fmtTax(m), name: 'fein' },
    { label: 'Industry / description', value: m.industryText, name: 'industry' },
    useYears ? { label: 'Years in business', value: String(Math.max(1, yearsIn)), name: 'years' } : { label: 'Start date', value: longStart ? longDate(m.start) : m.start, name: 'start' },
    { label: 'Physical address', value: m.street, name: 'street' }, { label: 'City, state, ZIP', value: `${m.city}, ${m.region} ${m.zip}`, name: 'csz' },
  ], 10, 9.5);
  const rt = k.cardTop(R, y, colW, 'Submission', '#5b7f3a');
  const ry = k.grid(R + 8, rt, colW - 16, 2, [
    { label: 'Submitted by ISO', value: isoCo, name: 'iso' }, { label: 'ISO rep', value: `${m.iso} ${m.isoPhone}`, name: 'isorep' },
    { label: 'Received', value: longDate(c.printedIso), name: 'received' }, { label: 'Requested amount', value: money(m.amount), name: 'amount' },
    { label: 'Use of funds', value: m.use, name: 'use' }, { label: 'Frequency', value: showTerms ? FREQ_TEXT[m.freq] : null, name: 'freq' },
    { label: 'Term (payments)', value: showTerms ? String(m.nPayments) : null, name: 'term' }, { label: 'Est. payment', value: showTerms ? money(m.payment) : null, name: 'pay' },
  ], 10, 9.5);
  const bottom = Math.max(ly, ry);
  k.cardEnd(L, y, colW, bottom); y = k.cardEnd(R, y, colW, bottom);
  const n = m.owners.length, ow = (W - 12 * (n - 1)) / n, askCredit = rng.chance(0.7);
  let ob = y;
  y = k.need(y, 190);
  m.owners.forEach((o, i) => {
    const ox = X + i * (ow + 12), t = k.cardTop(ox, y, ow, `Owner ${i + 1}`, '#8a6d3b');
    const oy = k.grid(ox + 8, t, ow - 16, n === 3 ? 1 : 2, [
      { label: 'Name', value: fullName(o), name: `o${i}.name` }, { label: 'Title', value: o.title, name: `o${i}.title` },
      { label: 'Ownership', value: `${o.pct}%`, name: `o${i}.pct` }, { label: 'SSN', value: fmtOwnerTax(o), name: `o${i}.ssn` },
      { label: 'DOB', value: longStart ? longDate(o.dob) : usDate(o.dob), name: `o${i}.dob` },
      { label: 'FICO (self-reported)', value: askCredit ? String(o.credit) : null, name: `o${i}.fico` },
    ], 10, 9);
    ob = Math.max(ob, oy);
  });
  m.owners.forEach((_, i) => k.cardEnd(X + i * (ow + 12), y, ow, ob));
  y = k.need(ob + 14, 110);
  const lt2 = k.cardTop(L, y, colW, 'Landlord', '#6b7280');
  const ly2 = k.grid(L + 8, lt2, colW - 16, 2, [
    { label: 'Landlord / management co.', value: m.landlord, name: 'landlord', decoy: true }, { label: 'Phone', value: m.landlordPhone, name: 'lphone', decoy: true },
    { label: 'Monthly rent', value: money(m.rent), name: 'rent', decoy: true },
  ], 10, 9);
  const rt2 = k.cardTop(R, y, colW, 'Existing positions', '#6b7280');
  const ry2 = k.grid(R + 8, rt2, colW - 16, 2, [
    { label: 'Funder', value: m.funder, name: 'funder', decoy: true }, { label: 'Balance', value: money(m.funderBalance), name: 'fbal', decoy: true },
    { label: 'Daily payment', value: money(m.funderPayment), name: 'fpay', decoy: true },
  ], 10, 9);
  const b2 = Math.max(ly2, ry2);
  k.cardEnd(L, y, colW, b2); k.cardEnd(R, y, colW, b2);
  c.t = businessTruth(m, { dba: true, entity: true, industry: true, taxId: true, start: !useYears, amount: true, payment: showTerms, nPayments: showTerms, freq: showTerms });
  c.t.applicants = m.owners.map((o) => ownerTruth(o, { tax: true, dob: true, credit: askCredit }));
}
