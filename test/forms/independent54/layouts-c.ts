// Tallgrass (Word form with "Label: ________" underscore leaders, checkbox rows, circled Y / N) and Pinnacle Pointe
// (a spreadsheet: business label/value grid, the owners as columns with the fields as rows).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import { money } from './model.ts';
import { AUTH_US, band, leaderRow, signatures, title } from './common.ts';
import { amountText, bizTaxSets, dateText, dbaText, FREQ_TEXT, legalSets, nameSets, ownerName, ownerSets, ownerTax, payText,
  startSets, stateSets, yearsIn } from './parts.ts';
import type { Pen, Sets } from './pen.ts';

const ENT: [string, string][] = [['LLC', 'llc'], ['S-Corp', 's_corporation'], ['C-Corp', 'c_corporation'], ['Partnership', 'general_partnership'],
  ['Sole Prop.', 'sole_proprietorship']];

/** Tallgrass Advance Brokers: bold "Label:" then underscores the value is typed over, two pairs per line. */
export function tallgrass(p: Pen, m: Merchant, r: Rng): void {
  const X = 44, MID = 318, END = 568;
  p.label('TALLGRASS ADVANCE BROKERS', X, 34, { bold: true, size: 15 });
  p.label('Working Capital Application  -  Please print clearly', X, 53, { size: 9, italic: true });
  p.label('ISO #TG-2207', 490, 38, { size: 8 });
  let y = 80;
  const row = (x: number, end: number, label: string, v: string | null, sets: Sets | null, decoy?: string) =>
    leaderRow(p, label, x, y, 0, end, v, sets, { kind: 'underscore', bold: true, size: 9, ...(decoy ? { decoy } : {}) });
  title(p, 'Business Information', X, y); y += 20;
  row(X, END, 'Business Legal Name:', m.legal, legalSets(m)); y += 20;
  const dba = dbaText(m, r.pick(['Same', null]));
  row(X, END, 'DBA:', dba.text, dba.sets); y += 20;
  row(X, MID - 14, 'Physical Address:', m.addr.street, null);
  row(MID, END, 'City:', m.addr.city, null); y += 20;
  row(X, 190, 'State:', m.addr.state, stateSets(m));
  row(200, MID - 14, 'Zip:', m.addr.zip, null);
  row(MID, END, 'Phone:', m.phone, null); y += 20;
  row(X, MID - 14, m.soleProp ? 'Tax ID (SSN):' : 'Federal Tax ID:', m.taxId, bizTaxSets(m));
  const yrs = r.chance(0.3);
  row(MID, END, yrs ? 'Years in Business:' : 'Business Start Date:', yrs ? String(yearsIn(m)) : dateText(m.start, r.pick([0, 1])), yrs ? null : startSets(m)); y += 20;
  row(X, MID - 14, 'Type of Business:', m.industryText, { industry: m.industryId });
  row(MID, END, 'Email:', m.email, null); y += 22;
  let cx = X + p.label('Entity:', X, y, { bold: true, size: 9 }) + 8;
  const boxed = ENT.find(([, id]) => id === m.entityId);
  for (const [lab, id] of ENT) cx += p.check(cx, y, id === m.entityId, lab, { type_of_entity: id }, { name: `entity_${id}` });
  cx += p.check(cx, y, !boxed, 'Other:', null, { name: 'entity_other' });
  p.value(boxed ? null : m.entityText, cx - 6, y - 1, END - cx + 6, boxed ? null : { type_of_entity: m.entityId }, { size: 8.5, name: 'entity_other_text' });
  p.line(cx - 6, y + 9, END, y + 9, 0.5);
  y += 24;
  title(p, 'Funding Request', X, y); y += 20;
  row(X, MID - 14, 'Amount Requested:', amountText(m.amount, r.int(0, 2)), { requested_amount: m.amount });
  row(MID, END, 'Use of Funds:', m.use, null); y += 22;
  cx = X + p.label('Payment Schedule:', X, y, { bold: true, size: 9 }) + 8;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) cx += p.check(cx, y, f === m.freq, FREQ_TEXT[f], { payment_frequency: f }, { name: `freq_${f}` });
  y += 20;
  const pay = r.chance(0.6);
  row(X, MID - 14, 'Est. Payment:', pay ? payText(m) : null, pay ? { requested_payment: m.payment } : null);
  row(MID, END, '# of Payments:', pay ? String(m.nPayments) : null, pay ? { number_of_payments: m.nPayments } : null); y += 20;
  row(X, MID - 14, 'Monthly Gross Sales:', money(m.monthlySales), null, 'monthly_sales');
  row(MID, END, 'Current Funder:', m.funders[0]?.name ?? 'None', null, 'funder_0'); y += 22;
  const qs: [string, boolean][] = [['Do you have any open advances or loans?', m.funders.length > 0], ['Any tax liens or judgments?', r.chance(0.15)],
    ['Have you ever defaulted on an advance?', false]];
  for (const [k, [q, a]] of qs.entries()) { p.label(q, X, y, { size: 8.5 }); p.yn(X + 240, y, a, `q${k}`); y += 15; }
  y += 8;
  const mask = r.chance(0.35), credit = r.chance(0.5);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    title(p, i === 0 ? 'Owner Information' : 'Owner 2 (if any)', X, y); y += 20;
    const t = o ? ownerTax(i, o, mask) : null;
    row(X, MID - 14, 'Name:', o ? ownerName(o, r.pick([0, 1])) : null, o ? nameSets(i, o) : null);
    row(MID, END, 'Title:', o?.title ?? null, o ? ownerSets(i, o, 'role') : null); y += 20;
    row(X, 180, '% Owned:', o ? `${o.pct}%` : null, o ? ownerSets(i, o, 'ownership') : null);
    row(190, MID - 14, 'DOB:', o ? dateText(o.dob, 0) : null, o ? ownerSets(i, o, 'date_of_birth') : null);
    row(MID, END, 'SSN:', t?.text ?? null, t?.sets ?? null); y += 20;
    row(X, MID - 14, 'Home Address:', o ? `${o.home.street}, ${o.home.city} ${o.home.state}` : null, null, o ? `home_${i}` : undefined);
    row(MID, END, 'Credit Score:', o && credit ? String(o.credit) : null, o && credit ? ownerSets(i, o, 'credit_score') : null); y += 24;
  }
  if (m.owners.length > 2) { p.label('Additional owner(s): see attached Owner 3 page.', X, y, { italic: true, size: 8 }); y += 14; }
  y = signatures(p, m, r, X, y, END - X, AUTH_US) + 6;
  p.rect(X, y, END - X, 30, 0.5, '#f5f5f5');
  p.label('FOR OFFICE USE - ISO / Agent:', X + 4, y + 4, { bold: true, size: 7.5 });
  p.decoy('iso_rep', m.iso.rep, X + 140, y + 4, 120, { size: 8 });
  p.label('Phone:', X + 280, y + 4, { bold: true, size: 7.5 });
  p.decoy('iso_phone', m.iso.phone, X + 310, y + 4, 100, { size: 8 });
  p.label('Trade Ref:', X + 4, y + 17, { bold: true, size: 7.5 });
  p.decoy('ref_0', m.refs[0]!.name, X + 60, y + 17, 160, { size: 8 });
  p.decoy('ref_phone_0', m.refs[0]!.phone, X + 230, y + 17, 100, { size: 8 });
  if (m.owners.length > 2) {
    p.doc.addPage();
    const o = m.owners[2]!, t = ownerTax(2, o, mask);
    y = 50; title(p, 'Owner 3', X, y); y += 20;
    row(X, MID - 14, 'Name:', ownerName(o, 1), nameSets(2, o));
    row(MID, END, 'Title:', o.title, ownerSets(2, o, 'role')); y += 20;
    row(X, 180, '% Owned:', `${o.pct}%`, ownerSets(2, o, 'ownership'));
    row(190, MID - 14, 'DOB:', dateText(o.dob, 0), ownerSets(2, o, 'date_of_birth'));
    row(MID, END, 'SSN:', t.text, t.sets); y += 20;
    row(X, END, 'Home Address:', `${o.home.street}, ${o.home.city} ${o.home.state}`, null, 'home_2');
  }
}

/** Pinnacle Pointe Funding: a spreadsheet printed with gridlines; business rows as "Label: | value" pairs, owners as
 *  columns (Owner 1 | Owner 2 | Owner 3) with first and last name on separate rows and Y / N rows. */
export function pinnacle(p: Pen, m: Merchant, r: Rng): void {
  const X = 36, W = 540, RH = 16;
  const cells = (y: number, ws: number[]) => { let x = X; for (const w of ws) { p.doc.save().lineWidth(0.35).strokeColor('#a6a6a6').rect(x, y, w, RH).stroke().restore(); x += w; } };
  p.label('Pinnacle Pointe Funding', X, 30, { bold: true, size: 14, color: '#375623' });
  p.label('Merchant Application  |  rev. 03/2024', X, 48, { size: 8 });
  let y = 64;
  const C4 = [110, 160, 110, 160];
  const pair = (col: 0 | 1, label: string, v: string | null, sets: Sets | null, decoy?: string) => {
    const x = X + (col ? 270 : 0);
    p.label(label, x + 3, y + 4.5, { bold: true, size: 7.8 });
    if (decoy) p.decoy(decoy, v, x + 113, y + 4, 154, { size: 8.5 }); else p.value(v, x + 113, y + 4, 154, sets, { size: 8.5 });
  };
  const line = () => { cells(y, C4); y += RH; };
  band(p, 'BUSINESS PROFILE', X, y, W, RH, '#e2efda'); y += RH;
  pair(0, 'Legal Name:', m.legal, legalSets(m));
  const dba = dbaText(m, r.pick(['N/A', null]));
  pair(1, 'DBA:', dba.text, dba.sets); line();
  pair(0, 'Entity Type:', m.entityText, { type_of_entity: m.entityId });
  pair(1, m.soleProp ? 'SSN / Tax ID:' : 'EIN:', m.taxId, bizTaxSets(m)); line();
  pair(0, 'Address:', m.addr.street, null);
  pair(1, 'City:', m.addr.city, null); line();
  pair(0, 'State:', m.addr.state, stateSets(m));
  pair(1, 'Zip Code:', m.addr.zip, null); line();
  pair(0, 'Business Phone:', m.phone, null);
  pair(1, 'Website:', m.website, null); line();
  pair(0, 'Industry:', m.industryText, { industry: m.industryId });
  pair(1, 'Business Start Date:', dateText(m.start, r.pick([0, 3])), startSets(m)); line();
  pair(0, 'State of Inc.:', m.soleProp ? null : m.stateOfInc, null, 'state_of_incorporation');
  pair(1, 'Employees:', String(m.employees), null); line();
  y += 8; band(p, 'FUNDING REQUEST', X, y, W, RH, '#e2efda'); y += RH;
  pair(0, 'Requested Amount:', amountText(m.amount, r.int(0, 1)), { requested_amount: m.amount });
  pair(1, 'Use of Funds:', m.use, null); line();
  const pay = r.chance(0.6);
  pair(0, 'Payment Frequency:', FREQ_TEXT[m.freq], { payment_frequency: m.freq });
  pair(1, 'Payment Amount:', pay ? payText(m) : null, pay ? { requested_payment: m.payment } : null); line();
  pair(0, '# of Payments:', pay ? String(m.nPayments) : null, pay ? { number_of_payments: m.nPayments } : null);
  pair(1, 'Avg Monthly Sales:', money(m.monthlySales), null, 'monthly_sales'); line();
  y += 8; band(p, 'OWNERS / GUARANTORS', X, y, W, RH, '#e2efda'); y += RH;
  const OW = [126, 138, 138, 138];
  cells(y, OW);
  ['Owner 1', 'Owner 2', 'Owner 3'].forEach((h, k) => p.label(h, X + 126 + k * 138, y + 4.5, { bold: true, size: 8, width: 138, align: 'center' }));
  y += RH;
  const mask = r.chance(0.3), credit = r.chance(0.7);
  const rows: [string, (i: number) => [string | null, Sets | null, string?]][] = [
    ['First Name:', (i) => [m.owners[i]!.first, { [`applicants.${i}.first_name`]: m.owners[i]!.first }]],
    ['Last Name:', (i) => [m.owners[i]!.last, { [`applicants.${i}.last_name`]: m.owners[i]!.last }]],
    ['Title:', (i) => [m.owners[i]!.title, ownerSets(i, m.owners[i]!, 'role')]],
    ['Ownership %:', (i) => [String(m.owners[i]!.pct), ownerSets(i, m.owners[i]!, 'ownership')]],
    ['SSN:', (i) => { const t = ownerTax(i, m.owners[i]!, mask); return [t.text, t.sets]; }],
    ['Date of Birth:', (i) => [dateText(m.owners[i]!.dob, r.pick([0, 1])), ownerSets(i, m.owners[i]!, 'date_of_birth')]],
    ['Home Street:', (i) => [m.owners[i]!.home.street, null, `home_${i}`]],
    ['City / State / Zip:', (i) => [`${m.owners[i]!.home.city}, ${m.owners[i]!.home.state} ${m.owners[i]!.home.zip}`, null]],
    ['FICO:', (i) => [credit ? String(m.owners[i]!.credit) : null, credit ? ownerSets(i, m.owners[i]!, 'credit_score') : null]],
    ['US Citizen (Y/N):', () => [r.pick(['Y', 'Y', 'N']), null]],
    ['Guarantor (Y/N):', () => ['Y', null]],
  ];
  for (const [lab, f] of rows) {
    cells(y, OW);
    p.label(lab, X + 3, y + 4.5, { bold: true, size: 7.8 });
    for (let k = 0; k < 3; k++) {
      const [v, s, decoy] = k < m.owners.length ? f(k) : [null, null];
      const nm = `owner${k + 1}_${lab}`;
      if (decoy) p.decoy(decoy, v, X + 129 + k * 138, y + 4, 132, { size: 8.5, name: nm });
      else p.value(v, X + 129 + k * 138, y + 4, 132, s, { size: 8.5, name: nm });
    }
    y += RH;
  }
  y += 8; band(p, 'BANK / LANDLORD / EXISTING POSITIONS', X, y, W, RH, '#e2efda'); y += RH;
  pair(0, 'Bank Name:', m.bank.name, null, 'bank_name');
  pair(1, 'Routing #:', m.bank.routing, null, 'routing'); line();
  pair(0, 'Account #:', m.bank.account, null, 'account');
  pair(1, 'Landlord:', m.own === 'Rent' ? m.landlord.name : 'Owns property', null, 'landlord'); line();
  for (let k = 0; k < 2; k++) {
    const f = m.funders[k];
    pair(0, `Position ${k + 1} Funder:`, f?.name ?? null, null, `funder_${k}`);
    pair(1, 'Balance / Payment:', f ? `${money(f.balance)} / ${money(f.payment, true)}` : null, null, `funder_balance_${k}`); line();
  }
  signatures(p, m, r, X, y + 10, W, AUTH_US);
}
