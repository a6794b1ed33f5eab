// Layouts 1-4: Gulfstream (FL), Bayou (LA), Red Clay (AL), Cumberland (TN).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { render, type Block } from './engine.ts';
import { decoys, texts, type OwnerText } from './parts.ts';
import type { F, Sheet, Theme } from './sheet.ts';

export const BLANK_OWNER: OwnerText = { name: '', title: '', pct: '', ssn: '', ssnKey: 'ssn', ssnChars: '', dob: '', dobChars: '', credit: '',
  home: '', cell: '', email: '' };
export const ownerAt = (os: OwnerText[], i: number): OwnerText => os[i] ?? BLANK_OWNER;
export const ssnKey = (i: number, o: OwnerText): string => (o.ssnKey === 'ssn' ? `a${i}.ssn` : 'ctx.masked');
/** The checked entity box, or null with the entity written on the "Other" line. */
export function entityChoice(m: Merchant, options: string[]): { chosen: string | null; other: { key: string; text: string } } {
  const hit = options.includes(m.entityCheck);
  return { chosen: hit ? m.entityCheck : null, other: { key: 'entity', text: hit ? '' : m.entityText } };
}
const f = (label: string, key: string, text: string, w = 1, chars?: number, groups?: number[]): F =>
  ({ label, key, text, w, ...(chars ? { chars } : {}), ...(groups ? { groups } : {}) });

// 1. Gulfstream Capital Partners, Miami FL: portrait, three columns, labels inside the box's top left, per-character boxes.
export function gulfstream(s: Sheet, m: Merchant, r: Rng): void {
  const t = texts(r, m), d = decoys(r), teal = '#0f6e78';
  s.rect(0, 0, s.width, 6, { fill: teal });
  s.label('GULFSTREAM', 20, 14, 17, { font: 'Helvetica-Bold', color: teal });
  s.label('CAPITAL PARTNERS', 22, 32, 7, { font: 'Helvetica', color: '#333333' });
  for (let i = 0; i < 3; i++) s.line(140, 18 + i * 4, 170, 16 + i * 4, 1, teal);
  s.label('MERCHANT FAST APP', 360, 14, 13, { font: 'Helvetica-Bold', width: 232, align: 'right' });
  s.label('1450 Brickell Ave, Ste 1900 | Miami, FL 33131 | (305) 555-0142 | submissions@gulfstreamcp.com', 20, 44, 6);
  s.printed.push({ key: 'decoy.broker', text: '(305) 555-0142', truth: false, field: null });
  const th: Theme = { place: 'inside', labelFont: 'Helvetica', labelSize: 5.5, valueSize: 8, rule: '#7a8b8d', shade: '#e3f0f1', caps: true };
  const ec = entityChoice(m, ['LLC', 'Corp', 'S-Corp', 'Sole Prop', 'Partnership', 'Other']);
  const o1 = ownerAt(t.owners, 0), o2 = ownerAt(t.owners, 1);
  const owner = (i: number, o: OwnerText): Block => ({ kind: 'rows', title: `Owner / Guarantor ${i + 1}`, rows: [
    [f('Full name', `a${i}.name`, o.name, 3), f('Title', `a${i}.title`, o.title, 1.6)],
    [f('% Owned', `a${i}.pct`, o.pct, 1), f('Credit score (est.)', `a${i}.credit`, o.credit, 1.4)],
    [f('SSN', ssnKey(i, o), o.ssnChars, 1, 9)], [f('Date of birth (MMDDYYYY)', `a${i}.dob`, o.dobChars, 1, 8)],
    [f('Home address', 'decoy.home', o.home)], [f('Mobile', 'ctx.cell', o.cell, 1), f('Email', 'ctx.email', o.email, 1.5)]] });
  const taxKind = m.taxKind === 'ssn' ? 'SSN' : m.taxKind === 'blank' ? null : 'EIN';
  render(s, { theme: th, rowH: 21, titleStyle: 'bar', accent: teal, margin: 20, top: 56, colGap: 8, authSize: 5.6, signDate: d.signDate,
    columns: [
      [{ kind: 'rows', title: 'Business Information', rows: [[f('Legal / corporate name', 'legal_name', t.legal)], [f('DBA', 'trade_name', t.dba)]] },
        { kind: 'checks', label: 'Entity', key: 'entity', options: ['LLC', 'Corp', 'S-Corp', 'Sole Prop', 'Partnership', 'Other'], ...ec },
        { kind: 'rows', rows: [[f('Federal tax ID', 'tax_id', t.taxChars, 1, 9, [2, 7])]] },
        { kind: 'checks', label: 'ID shown is', key: 'ctx.taxkind', options: ['EIN', 'SSN'], chosen: taxKind },
        { kind: 'rows', rows: [[f('Business start date', 'start', t.start, 1.2), f('Type of business', 'industry', t.industry, 1.5)],
          [f('Physical address (no PO box)', 'ctx.street', t.street)], [f('City', 'ctx.city', t.city, 2), f('ST', 'state', t.state, 0.6), f('ZIP', 'ctx.zip', t.zip, 1.1, 5)],
          [f('Business phone', 'ctx.phone', t.phone), f('Email', 'ctx.email', t.email, 1.3)], [f('Website', 'ctx.web', t.web)]] }],
      [owner(0, o1), { kind: 'rows', title: 'Landlord / Mortgage', rows: [[f('Landlord name', 'decoy.landlord', d.landlord, 1.6), f('Monthly rent', 'decoy.rent', d.rent)],
        [f('Landlord phone', 'decoy.landlord_phone', d.landlordPhone)]] }],
      [owner(1, o2), { kind: 'rows', title: 'Funding Request', rows: [[f('Amount requested', 'amount', t.amount), f('Use of funds', 'ctx.use', t.use)],
        [f('Avg monthly deposits', 'ctx.sales', t.sales), f('Bank name', 'decoy.bank', d.bank)],
        [f('Routing #', 'decoy.routing', d.routing), f('Account #', 'decoy.account', d.account)], [f('ISO rep', 'decoy.rep', d.rep), f('Rep phone', 'decoy.rep_phone', d.repPhone)]] }]],
    auth: 'AUTHORIZATION: Each undersigned certifies that the information on this application is true and complete and authorizes Gulfstream Capital Partners, its assigns and any funding partner to obtain consumer and business credit reports, verify bank statements, landlord and trade references, and share this application with prospective funders. A photocopy or electronic copy of this authorization is as valid as the original. The undersigned understands this is not a loan application.',
    signWords: ['Signature', 'Print name', 'Title', 'Date'], owners: t.owners, footer: 'GCP-FA Rev. 01/2024  |  Page 1 of 1  |  ISO ID# GCP-0417  |  Fax completed apps to (305) 555-0143' });
}

// 2. Bayou Merchant Funding, Lafayette LA: landscape, three columns, labels left of the line, amount as ranges + exact line.
export function bayou(s: Sheet, m: Merchant, r: Rng): void {
  const t = texts(r, m), d = decoys(r), plum = '#5b2a5e';
  s.label('Bayou', 24, 16, 20, { font: 'Times-BoldItalic', color: plum });
  s.label('MERCHANT FUNDING', 80, 24, 8, { font: 'Helvetica-Bold', color: '#2f6b3a' });
  s.label('QUICK APPLICATION  -  one page, all fields required unless noted', 300, 18, 9, { font: 'Helvetica-Bold' });
  s.label('202 Jefferson St, Lafayette, LA 70501  ·  Tel 337-555-0188  ·  Fax 337-555-0189  ·  deals@bayoumf.com', 300, 31, 6);
  s.line(24, 42, s.width - 24, 42, 1.4, plum);
  const th: Theme = { place: 'left', labelFont: 'Helvetica', labelSize: 6, valueSize: 7.5, rule: '#444444', shade: '#eee', caps: false };
  const exact = r.chance(0.5);
  const ranges = ['$5K-$25K', '$25K-$50K', '$50K-$100K', '$100K-$250K', '$250K+'];
  const range = ranges[m.amount <= 25000 ? 0 : m.amount <= 50000 ? 1 : m.amount <= 100000 ? 2 : 3]!;
  const owner = (i: number, o: OwnerText): Block => ({ kind: 'rows', title: `Principal #${i + 1}`, rows: [
    [f('Name', `a${i}.name`, o.name)], [f('Title', `a${i}.title`, o.title), f('Own %', `a${i}.pct`, o.pct, 0.7)],
    [f('SS#', ssnKey(i, o), o.ssn), f('DOB', `a${i}.dob`, o.dob)], [f('FICO', `a${i}.credit`, o.credit, 0.7), f('Cell', 'ctx.cell', o.cell, 1.3)],
    [f('Home addr.', 'decoy.home', o.home)]] });
  render(s, { theme: th, rowH: 17, titleStyle: 'tab', accent: plum, margin: 24, top: 50, colGap: 14, authSize: 5.8, signDate: d.signDate,
    columns: [
      [{ kind: 'rows', title: 'Company', rows: [[f('Legal name', 'legal_name', t.legal)], [f('D/B/A', 'trade_name', t.dba)],
        [f('Entity type', 'entity', t.entity), f('State inc.', 'decoy.inc_state', m.incState, 0.6)], [f('Tax ID #', 'tax_id', t.tax), f('Est.', 'start', t.start)],
        [f('Industry', 'industry', t.industry)], [f('Address', 'ctx.street', t.street)], [f('City/St/Zip', 'state', t.cityLine)],
        [f('Phone', 'ctx.phone', t.phone), f('Web', 'ctx.web', t.web)]] }],
      [owner(0, ownerAt(t.owners, 0)), owner(1, ownerAt(t.owners, 1))],
      [{ kind: 'checks', label: 'Amount needed:', key: 'ctx.range', options: ranges, chosen: range },
        { kind: 'rows', rows: [[f('Exact amount (if known) $', 'amount', exact ? t.amount : '')], [f('Use of proceeds', 'ctx.use', t.use)],
          [f('Gross monthly sales', 'ctx.sales', t.sales)]] },
        { kind: 'table', title: 'Current advances / loans', head: ['Funder', 'Balance', 'Daily/Wkly pmt'], widths: [2, 1.2, 1.2],
          rows: d.funders.map((x) => [{ key: 'decoy.funder', text: x.name }, { key: 'decoy.balance', text: x.balance }, { key: 'decoy.fpay', text: x.payment }]) },
        { kind: 'rows', title: 'Trade reference', rows: [[f('Company', 'decoy.ref', d.refs[0]!.name), f('Phone', 'decoy.ref_phone', d.refs[0]!.phone)]] }]],
    auth: 'By signing below, each owner/principal authorizes Bayou Merchant Funding and its funding partners to obtain credit reports, contact references and financial institutions, and to share this information for the purpose of evaluating a purchase of future receivables. Owner certifies all statements above are true and correct.',
    signWords: ['Owner signature', 'Printed name', 'Title', 'Date'], owners: t.owners, footer: 'BMF QA-2 (11/23)  -  Please attach 3 months bank statements and a voided check', signTitle: 'Authorization' });
}
