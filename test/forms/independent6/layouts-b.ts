// Four more brokers: a numbered questionnaire, a pink split page (owners left, business right), a sole proprietor's
// form without an EIN, and a two-page ledger form with an owners table and credit scores.
import type { Rng } from '../../statements/generator/prng.ts';
import { bar, boxed, cell, entityFields, entityLabel, freqFields, item, lined, options, ownerItems, type Item, type Key } from './kit.ts';
import { fmtSsn, money, type Merchant } from './merchant.ts';
import type { Layout } from './layouts-a.ts';
import type { Sheet } from './sheet.ts';

// Keystone Advance Partners: numbered questions answered on lines; time in business in years only (no start date).
const keystone: Layout = {
  name: 'keystone_questionnaire', country: 'US', owners: [1, 2],
  draw(s, m, r) {
    const I = (k: Key, l: string) => item(m, r, k, l);
    s.label('KEYSTONE ADVANCE PARTNERS', 40, 36, { font: 'Times-Bold', size: 16 });
    s.label('Merchant Questionnaire — please answer every question', 40, 56, { font: 'Times-Italic', size: 9 });
    const qs: Item[] = [I('legal', 'Legal name of the business?'), I('dba', 'Name the customers know you by (DBA)?'),
      { label: 'Type of entity (LLC, Corp, etc.)?', text: m.entity, fields: entityFields('US')(m.entity) },
      I('taxid', 'Federal Tax ID (EIN)?'), I('years', 'How long have you been in business?'), I('industry', 'What does the business do?'),
      I('street', 'Business street address?'), I('csz', 'City, state and zip?'), I('phone', 'Best contact number?'),
      I('amount', 'How much funding do you need?'), I('use', 'What will the funds be used for?'), I('sales', 'Average monthly deposits?'),
      I('landlord', 'Name of landlord (if renting)?'), I('ref1', 'One trade reference (name & phone)?')];
    qs.forEach((q, i) => lined(s, { ...q, label: `${i + 1}. ${q.label}` }, 40, 80 + i * 22, 572, 200, 'Times-Roman'));
    let y = 80 + qs.length * 22 + 10;
    s.label('Is the business a franchise?', 40, y, { font: 'Times-Roman', size: 9 });
    options(s, 200, y, ['Yes', 'No'], r.pick(['Yes', 'No']), 'xletter', 'franchise', () => ({}));
    y += 24;
    m.owners.forEach((o, i) => {
      const it = ownerItems(o, i, 'US', r.chance(0.5), true);
      const n = qs.length + 1 + i * 4;
      lined(s, { ...it.name, label: `${n}. Owner ${i + 1} full name (Last, First)?` }, 40, y, 572, 200, 'Times-Roman');
      lined(s, { ...it.role, label: `${n + 1}. Owner ${i + 1} title?` }, 40, y + 22, 300, 120, 'Times-Roman');
      lined(s, { ...it.pct, label: `${n + 2}. Percent owned?` }, 320, y + 22, 572, 100, 'Times-Roman');
      lined(s, { ...it.ssn, label: `${n + 3}. SSN?` }, 40, y + 44, 300, 120, 'Times-Roman');
      lined(s, { ...it.home, label: 'Home address?' }, 320, y + 44, 572, 80, 'Times-Roman');
      y += 72;
    });
    s.label('Signature ______________________________   Date ____________', 40, y + 10, { font: 'Times-Roman', size: 9 });
  },
};

// Rosewood Business Funding: pink bars, owners on the left half, business on the right; filled-box marks; references.
const rosewood: Layout = {
  name: 'rosewood_split', country: 'US', owners: [1, 3],
  draw(s, m, r) {
    const I = (k: Key, l: string) => item(m, r, k, l);
    const pink = '#c2185b';
    s.doc.rect(0, 0, 612, 44).fill('#fce4ec');
    s.label('Rosewood', 40, 12, { font: 'Times-BoldItalic', size: 20, color: pink });
    s.label('BUSINESS FUNDING · Application', 140, 20, { size: 9, color: pink });
    bar(s, 'PRINCIPALS', 40, 58, 250, pink); bar(s, 'BUSINESS', 306, 58, 266, pink);
    m.owners.forEach((o, i) => {
      const it = ownerItems(o, i, 'US', r.chance(0.3));
      const y = 80 + i * 120;
      const list: Item[] = [{ ...it.name, label: 'Principal Name' }, { ...it.role, label: 'Title' }, { ...it.pct, label: 'Ownership' }, it.ssn, { ...it.dob, label: 'D.O.B.' }, it.home];
      list.forEach((v, j) => lined(s, v, 40, y + j * 18, 290, 62));
    });
    const biz: Item[] = [I('legal', 'Business Legal Name'), I('dba', 'DBA'), I('street', 'Address'), I('csz', 'City/State/Zip'), I('phone', 'Phone'),
      I('taxid', 'Fed ID'), I('start', 'Business Start Date'), I('inc', 'State of Inc.'), I('industry', 'Type of Business'), I('amount', 'Amount Requested'),
      I('bank', 'Bank'), I('ref1', 'Trade Reference 1'), I('ref2', 'Trade Reference 2')];
    biz.forEach((v, j) => lined(s, v, 306, 80 + j * 18, 572, 86));
    const y = 80 + biz.length * 18 + 6;
    s.label('Entity', 306, y, { size: 8, color: pink });
    const ents = ['LLC', 'Corp.', 'S-Corp', 'Partnership', 'Sole Prop'];
    options(s, 340, y, ents, entityLabel(m, ents), 'filled', 'entity', entityFields('US'));
    s.label('Location', 306, y + 16, { size: 8, color: pink });
    options(s, 340, y + 16, ['Own', 'Lease'], r.pick(['Own', 'Lease']), 'filled', 'premises', () => ({}));
    s.doc.font('Helvetica').fontSize(6.5).fillColor('#555555').text('Each principal authorizes Rosewood Business Funding and its partners to obtain credit reports and contact the references above.', 40, 470, { width: 532 });
    s.label('Principal signature ____________________________     Date __________', 40, 500, { size: 8 });
  },
};

// Prairie Gate Funding: a sole proprietor without an EIN; the owner's SSN is the tax ID and the legal name is the owner's.
const prairie: Layout = {
  name: 'prairie_sole_prop', country: 'US', owners: [1, 1],
  draw(s, m, r) {
    const I = (k: Key, l: string) => item(m, r, k, l);
    const o = m.owners[0]!;
    const legal = `${o.first} ${o.last}`;
    const dba = m.dba || `${o.last} ${m.industryText.split(' ')[0]}`;
    s.doc.font('Courier-Bold').fontSize(16).text('PRAIRIE GATE FUNDING', 40, 30, { width: 532, align: 'center' });
    s.doc.font('Courier').fontSize(8).text('Small Business Advance Application — Sole Proprietors & Partnerships', 40, 50, { width: 532, align: 'center' });
    const t = o.ssnType;
    const items: Item[] = [{ label: 'Business Legal Name (as on tax return)', text: legal, fields: { legal_name: legal } },
      { label: 'Trade Name / DBA', text: dba, fields: { trade_name: dba } },
      { label: 'Tax ID # (EIN or SSN)', text: fmtSsn(o.ssn), fields: { business_tax_id: o.ssn, business_tax_id_type: t, business_tax_id_country: 'US' } },
      I('start', 'Date Business Started'), I('industry', 'Type of Business'), I('street', 'Business Address'), I('csz', 'City, State, Zip'),
      I('phone', 'Phone'), I('amount', 'Funding Amount Requested'), I('payment', 'Desired Payment'), I('npay', '# of Payments')];
    items.forEach((v, i) => boxed(s, v, 40 + (i % 2) * 270, 72 + Math.floor(i / 2) * 30, 262, '#444444'));
    const y = 72 + Math.ceil(items.length / 2) * 30 + 6;
    s.label('Ownership type:', 40, y, { size: 8 });
    const ents = ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation'];
    options(s, 120, y, ents, 'Sole Proprietor', 'drawncheck', 'ownership_type', entityFields('US'));
    s.label('Payments:', 40, y + 16, { size: 8 });
    const freqs = ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'];
    options(s, 120, y + 16, freqs, freqs.find((f) => freqFields(f).payment_frequency === m.freq)!, 'drawncheck', 'payments', freqFields);
    bar(s, 'PROPRIETOR', 40, y + 38, 532, '#444444');
    const it = ownerItems(o, 0, 'US', true);
    const role: Item = { label: 'Title', text: 'Owner', fields: { 'applicants.0.role': 'Owner' } };
    [[{ ...it.name, label: 'Proprietor Name' }, role, { ...it.pct, label: '% Ownership' }], [{ ...it.ssn, label: 'SSN (last 4)' }, it.dob, it.home]]
      .forEach((rowItems, j) => rowItems.forEach((v, k) => boxed(s, v, 40 + k * 180, y + 58 + j * 30, 172, '#444444')));
    const rep = I('rep', 'Referred by');
    boxed(s, rep, 40, y + 128, 172, '#444444');
    s.label('Signature _________________________  Date ________', 240, y + 140, { font: 'Courier', size: 8 });
  },
};

// Summit Crest Capital: two pages; page 1 business and terms, existing positions; page 2 an owners ledger with FICO.
const summit: Layout = {
  name: 'summit_ledger', country: 'US', owners: [2, 3],
  draw(s, m, r) {
    const I = (k: Key, l: string) => item(m, r, k, l);
    s.valueFont = 'Courier';
    const mark = r.pick(['xletter', 'xlines'] as const);
    s.label('SUMMIT CREST CAPITAL', 40, 30, { font: 'Helvetica-Bold', size: 14 });
    s.label('Application for Purchase of Future Receivables', 40, 48, { size: 9 });
    s.doc.lineWidth(1).strokeColor('black').rect(30, 22, 552, 740).stroke();
    const rows: [Key, string][] = [['legal', 'Business Legal Name'], ['dba', 'D/B/A'], ['street', 'Location Address'], ['csz', 'City / State / Zip'],
      ['taxid', 'EIN'], ['start', 'Business Inception'], ['industry', 'Business Type'], ['inc', 'State of Formation'], ['phone', 'Phone'], ['email', 'E-mail']];
    rows.forEach(([k, l], i) => lined(s, I(k, `${l}:`), 40, 72 + i * 20, 572, 130, 'Helvetica-Bold'));
    let y = 72 + rows.length * 20 + 6;
    s.label('Entity Type:', 40, y, { font: 'Helvetica-Bold', size: 8 });
    const ents = ['LLC', 'Corporation', 'S-Corp', 'LP', 'LLP', 'Sole Proprietor'];
    options(s, 130, y, ents, entityLabel(m, ents), mark, 'entity', entityFields('US'));
    y += 26;
    bar(s, 'REQUESTED TERMS', 40, y, 532, '#222222'); y += 20;
    ([['amount', 'Purchase Price Requested'], ['payment', 'Periodic Payment'], ['npay', 'Number of Payments']] as [Key, string][])
      .forEach(([k, l], i) => cell(s, I(k, l), 40 + i * 177, y, 177, 26, '#222222'));
    y += 32;
    s.label('Remittance:', 40, y, { font: 'Helvetica-Bold', size: 8 });
    const freqs = ['Daily', 'Weekly', 'Biweekly', 'Monthly'];
    options(s, 130, y, freqs, freqs.find((f) => freqFields(f).payment_frequency === m.freq)!, mark, 'remittance', freqFields);
    y += 24;
    bar(s, 'EXISTING POSITIONS', 40, y, 532, '#222222'); y += 18;
    const fs = m.funders.length ? m.funders : [{ name: 'Ironclad Receivables', balance: 12500, payment: 310 }];
    fs.forEach((f, i) => {
      cell(s, { label: 'Funder', text: f.name, decoy: true }, 40, y + i * 26, 220, 26, '#222222');
      cell(s, { label: 'Balance', text: money(f.balance), decoy: true }, 260, y + i * 26, 150, 26, '#222222');
      cell(s, { label: 'Daily/Weekly Pmt', text: money(f.payment), decoy: true }, 410, y + i * 26, 162, 26, '#222222');
    });
    y += fs.length * 26 + 12;
    cell(s, I('bank', 'Operating Bank'), 40, y, 220, 26); cell(s, I('routing', 'ABA'), 260, y, 150, 26); cell(s, I('account', 'DDA #'), 410, y, 162, 26);
    s.doc.addPage({ size: 'LETTER', margin: 0 });
    ownersLedger(s, m, r);
  },
};

function ownersLedger(s: Sheet, m: Merchant, r: Rng): void {
  s.label('SUMMIT CREST CAPITAL — Owners (all owners of 20% or more)', 40, 30, { font: 'Helvetica-Bold', size: 11 });
  const heads: [string, number][] = [['Name', 130], ['Title', 70], ['Own %', 42], ['SSN', 78], ['Birth Date', 70], ['FICO', 36], ['Residence', 106]];
  let x = 40;
  for (const [h, w] of heads) { s.doc.lineWidth(0.8).strokeColor('black').rect(x, 52, w, 14).stroke(); s.label(h, x + 2, 56, { size: 7, font: 'Helvetica-Bold' }); x += w; }
  m.owners.forEach((o, i) => {
    const it = ownerItems(o, i, 'US', r.chance(0.4));
    const vals = [it.name, it.role, it.pct, it.ssn, it.dob, it.credit, it.home];
    let cx = 40;
    vals.forEach((v, j) => {
      const w = heads[j]![1];
      s.doc.lineWidth(0.5).strokeColor('black').rect(cx, 66 + i * 22, w, 22).stroke();
      s.value(v.text, cx + 2, 73 + i * 22, w - 4, { fields: v.fields, decoy: v.decoy, hint: `owner${i + 1} ${heads[j]![0]}` });
      cx += w;
    });
  });
  const y = 66 + m.owners.length * 22 + 20;
  s.doc.font('Helvetica').fontSize(7).fillColor('black').text('Each owner signing below personally guarantees the merchant\'s performance and authorizes Summit Crest Capital to obtain credit reports.', 40, y, { width: 532 });
  m.owners.forEach((_, i) => s.label(`Owner ${i + 1} signature ________________________  Date ________`, 40, y + 30 + i * 22, { size: 8 }));
  boxed(s, item(m, r, 'rep', 'ISO / Broker Rep'), 40, y + 110, 200, '#222222');
}

export const LAYOUTS_B: Layout[] = [keystone, rosewood, prairie, summit];
