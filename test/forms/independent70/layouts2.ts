// Layouts 3-4: Red Clay (AL), Cumberland (TN).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { render, type Block } from './engine.ts';
import { decoys, texts, type OwnerText } from './parts.ts';
import type { F, Sheet, Theme } from './sheet.ts';
import { entityChoice, ownerAt, ssnKey } from './layouts1.ts';

const f = (label: string, key: string, text: string, w = 1, chars?: number): F => ({ label, key, text, w, ...(chars ? { chars } : {}) });

// 3. Red Clay Business Capital, Birmingham AL: portrait, two columns, labels printed under the line, payment terms.
export function redClay(s: Sheet, m: Merchant, r: Rng): void {
  const t = texts(r, m), d = decoys(r), clay = '#9a3b1f';
  s.rect(20, 14, 30, 30, { fill: clay });
  s.label('RC', 25, 22, 15, { font: 'Helvetica-Bold', color: '#ffffff' });
  s.label('Red Clay Business Capital', 56, 15, 14, { font: 'Times-Bold', color: clay });
  s.label('2100 1st Ave N, Suite 4B, Birmingham AL 35203  •  205-555-0131  •  www.redclaycap.com', 56, 33, 6.2);
  s.label('EXPRESS FUNDING APPLICATION', 400, 16, 10, { font: 'Helvetica-Bold', width: 192, align: 'right' });
  s.label('Submit with last 4 months bank statements', 400, 30, 6, { width: 192, align: 'right' });
  const th: Theme = { place: 'below', labelFont: 'Helvetica-Oblique', labelSize: 5.8, valueSize: 8.5, rule: '#222222', shade: '#f3e6e0', caps: false };
  const owner = (i: number, o: OwnerText): Block => ({ kind: 'rows', title: i ? 'Second Owner (if any)' : 'Owner Information', rows: [
    [f('Owner name', `a${i}.name`, o.name, 2), f('Title', `a${i}.title`, o.title), f('Ownership %', `a${i}.pct`, o.pct, 0.8)],
    [f('Social Security #', ssnKey(i, o), o.ssn, 1.3), f('Date of birth', `a${i}.dob`, o.dob), f('Credit score', `a${i}.credit`, o.credit, 0.8)],
    [f('Home address, city, state, zip', 'decoy.home', o.home)]] });
  render(s, { theme: th, rowH: 22, titleStyle: 'rule', accent: clay, margin: 22, top: 54, colGap: 16, authSize: 5.8, signDate: d.signDate,
    columns: [
      [{ kind: 'rows', title: 'Business', rows: [[f('Legal business name', 'legal_name', t.legal)], [f('DBA / trade name', 'trade_name', t.dba)],
        [f('Entity (LLC, Corp, S Corp, Sole Prop...)', 'entity', t.entity, 1.4), f('Federal Tax ID', 'tax_id', t.tax)],
        [f('Date business started', 'start', t.start), f('Type of business', 'industry', t.industry, 1.3)],
        [f('Street address', 'ctx.street', t.street)], [f('City', 'ctx.city', t.city, 1.4), f('State', 'state', t.state, 0.5), f('Zip', 'ctx.zip', t.zip, 0.9, 5)],
        [f('Business phone', 'ctx.phone', t.phone), f('Email', 'ctx.email', t.email, 1.4)]] },
        { kind: 'rows', title: 'Landlord', rows: [[f('Landlord / mortgage co.', 'decoy.landlord', d.landlord, 1.5), f('Phone', 'decoy.landlord_phone', d.landlordPhone)]] }],
      [{ kind: 'rows', title: 'Funding Requested', rows: [[f('Amount requested', 'amount', t.amount), f('Use of funds', 'ctx.use', t.use)],
        [f('Desired payment', 'payment', t.payment), f('# of payments', 'n_payments', t.nPay, 0.7), f('Frequency', 'freq', t.freq, 0.8)]] },
        owner(0, ownerAt(t.owners, 0)), owner(1, ownerAt(t.owners, 1)),
        { kind: 'rows', title: 'Emergency Contact (not an owner)', rows: [[f('Name', 'decoy.emergency', d.emergency), f('Phone', 'decoy.emergency_phone', d.emergencyPhone)]] }]],
    auth: 'The merchant and each owner signing below represent that the information provided is accurate and complete, and authorize Red Clay Business Capital and its affiliates, lenders and funders to request consumer and business credit reports and to verify any information given, now and for the life of any funding. Faxed, scanned or electronic signatures are binding.',
    signWords: ['Authorized signature', 'Printed name', 'Title', 'Date'], owners: t.owners, footer: 'RCBC Form EX-1 rev. 2024  ·  Page 1 of 1' });
}

// 4. Cumberland Advance Group, Nashville TN: landscape, two columns of shaded label cells, amount ranges only.
export function cumberland(s: Sheet, m: Merchant, r: Rng): void {
  const t = texts(r, m, { lastFirst: true }), d = decoys(r), navy = '#1f3a5f';
  s.rect(0, 0, s.width, 40, { fill: navy });
  s.label('CUMBERLAND', 26, 9, 16, { font: 'Helvetica-Bold', color: '#ffffff' });
  s.label('ADVANCE GROUP', 26, 27, 7, { font: 'Helvetica', color: '#c9d6e6' });
  s.label('Fast App  |  501 Commerce St, Nashville, TN 37203  |  615.555.0177  |  apps@cumberlandadvance.com', 300, 16, 7, { color: '#ffffff' });
  const th: Theme = { place: 'cell', labelFont: 'Helvetica-Bold', labelSize: 5.8, valueSize: 7.5, rule: '#8899aa', shade: '#e6ecf3', caps: true };
  const ranges = ['Under $25,000', '$25,000 - $75,000', '$75,000 - $150,000', 'Over $150,000'];
  const range = ranges[m.amount < 25000 ? 0 : m.amount <= 75000 ? 1 : m.amount <= 150000 ? 2 : 3]!;
  const ec = entityChoice(m, ['LLC', 'S-Corp', 'Corp', 'Sole Prop', 'Partnership', 'Other']);
  const freq = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[m.freq];
  const owner = (i: number, o: OwnerText): Block => ({ kind: 'rows', title: `Owner ${i + 1} (Last, First)`, rows: [
    [f('Name', `a${i}.name`, o.name, 1.6), f('Title', `a${i}.title`, o.title)], [f('SSN', ssnKey(i, o), o.ssnChars, 1.6, 9), f('Own%', `a${i}.pct`, o.pct)],
    [f('DOB', `a${i}.dob`, o.dob), f('Credit', `a${i}.credit`, o.credit), f('Cell', 'ctx.cell', o.cell, 1.3)], [f('Home', 'decoy.home', o.home)]] });
  render(s, { theme: th, rowH: 16, titleStyle: 'bar', accent: navy, margin: 26, top: 48, colGap: 18, authSize: 6, signDate: d.signDate,
    columns: [
      [{ kind: 'rows', title: 'Business Profile', rows: [[f('Legal name', 'legal_name', t.legal)], [f('DBA', 'trade_name', t.dba)],
        [f('EIN', 'tax_id', t.tax), f('Started', 'start', t.start)], [f('Business type', 'industry', t.industry)],
        [f('Address', 'ctx.street', t.street)], [f('City', 'ctx.city', t.city, 1.3), f('State', 'state', t.state, 0.8), f('Zip', 'ctx.zip', t.zip, 0.8)],
        [f('Phone', 'ctx.phone', t.phone), f('Email', 'ctx.email', t.email, 1.4)]] },
        { kind: 'checks', label: 'Entity:', key: 'entity', options: ['LLC', 'S-Corp', 'Corp', 'Sole Prop', 'Partnership', 'Other'], ...ec },
        { kind: 'checks', label: 'Funding needed:', key: 'ctx.range', options: ranges, chosen: range },
        { kind: 'checks', label: 'Preferred remittance:', key: 'freq', options: ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], chosen: freq ?? null },
        { kind: 'rows', title: 'Banking', rows: [[f('Bank', 'decoy.bank', d.bank), f('Routing', 'decoy.routing', d.routing)], [f('Account', 'decoy.account', d.account), f('Avg. mo. deposits', 'ctx.sales', t.sales)]] }],
      [owner(0, ownerAt(t.owners, 0)), owner(1, ownerAt(t.owners, 1)),
        { kind: 'table', title: 'Trade References', head: ['Company', 'Phone'], widths: [2, 1],
          rows: d.refs.map((x) => [{ key: 'decoy.ref', text: x.name }, { key: 'decoy.ref_phone', text: x.phone }]) }]],
    auth: 'AUTHORIZATION TO OBTAIN INFORMATION. Merchant and the owner(s) identified above authorize Cumberland Advance Group, LLC and its funding sources to obtain business and personal credit reports, bank and processor statements and any other information relating to Merchant, and certify the information in this application is true. This authorization is continuing.',
    signWords: ['Signature', 'Name', 'Title', 'Date'], owners: t.owners, footer: 'CAG-FASTAPP-v7  |  Confidential  |  Page 1/1' });
}
