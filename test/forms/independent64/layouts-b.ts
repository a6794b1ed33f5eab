// Layouts 5-7 of set 64: a boxed application with an e-signature certificate stapled after it, a printed e-mail of
// the application, and a broker CRM's one-page deal sheet with tags.
import type { Sheet } from './sheet.ts';
import type { Merchant } from './data.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { money, ownerName, ip, person, FUNDERS } from './data.ts';
import { T, O, kvLeft, kvInside, putAddress, ownerTable, countryName, cityLine } from './common.ts';
import { entityRow } from './layouts-a.ts';

const FREQ_BOXES = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;

/** QuillSign: Meridian Funding Partners' boxed application (labels inside boxes), then the e-signature certificate. */
export function quillsign(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  s.label('MERIDIAN FUNDING PARTNERS', 36, 28, { size: 14, bold: true });
  s.label('Merchant Application  ·  Sent for signature via QuillSign', 36, 46, { size: 8, color: '#555' });
  s.label(`QuillSign Envelope ID: ${r.digits(8)}-${r.digits(4)}-${r.digits(4)}`, 36, 760, { size: 6, color: '#777' });
  let y = 68;
  s.rect(36, y, 540, 13, { fill: '#111' });
  s.label('BUSINESS INFORMATION', 40, y + 3, { size: 7.5, bold: true, color: '#fff' });
  y += 17;
  kvInside(s, 'Business legal name', m.legal, T.legal(m), 36, y, 300);
  kvInside(s, ca ? 'Operating name (O/A)' : 'DBA', m.dbaPrinted, T.dba(m), 336, y, 240);
  y += 24;
  kvInside(s, ca ? 'Business Number (BN) + program account' : 'Federal Tax ID', m.taxPrinted, T.tax(m), 36, y, 180);
  kvInside(s, 'Business start date', m.startPrinted ?? '', T.start(m), 216, y, 120);
  kvInside(s, ca ? 'Province of incorporation' : 'State of incorporation', m.incState, {}, 336, y, 110);
  s.asDecoy('inc_state');
  kvInside(s, 'Type of business', m.industryPrinted, T.industry(m), 446, y, 130);
  y += 24;
  kvInside(s, 'Physical address', m.street, {}, 36, y, 220);
  kvInside(s, 'City', m.city, {}, 256, y, 110);
  kvInside(s, ca ? 'Province' : 'State', m.state, T.state(m), 366, y, 60);
  s.set('country', countryName(m));
  kvInside(s, ca ? 'Postal code' : 'ZIP', m.zip, {}, 426, y, 70);
  kvInside(s, 'Phone', m.phone, {}, 496, y, 80);
  y += 30;
  s.label('Entity:', 36, y + 0.5, { size: 7.5, bold: true });
  entityRow(s, m, 72, y);
  y += 18;
  s.rect(36, y, 540, 13, { fill: '#111' });
  s.label('FUNDING REQUEST', 40, y + 3, { size: 7.5, bold: true, color: '#fff' });
  y += 17;
  kvInside(s, 'Amount requested', m.amountPrinted, T.amount(m), 36, y, 150);
  kvInside(s, 'Use of proceeds', m.use, {}, 186, y, 200);
  kvInside(s, 'Landlord / mortgage holder', `${person(r)} Properties`, {}, 386, y, 190);
  s.asDecoy('landlord');
  y += 30;
  s.label('Payment schedule:', 36, y + 0.5, { size: 7.5, bold: true });
  FREQ_BOXES.forEach(([l, id], i) => s.check(116 + i * 62, y, m.frequency === id, l, m.frequency === id ? T.freq(m) : {}));
  y += 18;
  s.rect(36, y, 540, 13, { fill: '#111' });
  s.label('OWNER / GUARANTOR INFORMATION', 40, y + 3, { size: 7.5, bold: true, color: '#fff' });
  y += 17;
  m.owners.forEach((o, i) => {
    kvInside(s, `Owner ${i + 1} full name`, ownerName(o, r), O.name(o, i), 36, y, 190);
    kvInside(s, 'Title', o.title, O.role(o, i), 226, y, 90);
    kvInside(s, 'Ownership %', `${o.pct}%`, O.pct(o, i), 316, y, 60);
    kvInside(s, ca ? 'SIN' : 'SSN', o.taxPrinted, O.tax(o, i, m), 376, y, 90);
    kvInside(s, 'Date of birth', o.dobPrinted, O.dob(o, i), 466, y, 110);
    y += 24;
    kvInside(s, 'Home address', o.home, {}, 36, y, 340);
    s.asDecoy(`owner${i}_home`);
    kvInside(s, 'FICO (self-reported)', o.credit == null ? '' : String(o.credit), O.credit(o, i), 376, y, 90);
    kvInside(s, 'Cell', `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, {}, 466, y, 110);
    y += 30;
  });
  s.rect(36, y, 540, 13, { fill: '#111' });
  s.label('TRADE REFERENCE', 40, y + 3, { size: 7.5, bold: true, color: '#fff' });
  y += 17;
  kvInside(s, 'Supplier', `${r.pick(['Sysco', 'Uline', 'Grainger', 'Staples Business'])} — acct ${r.digits(6)}`, {}, 36, y, 270);
  kvInside(s, 'Contact', person(r), {}, 306, y, 270);
  s.asDecoy('trade_ref', 2);
  y += 34;
  s.label(`${ca ? 'Consent under PIPEDA: ' : ''}Each signer certifies the information above is true and authorises Meridian Funding Partners and its `
    + 'assignees to obtain consumer and business credit reports and to verify the information with any source.', 36, y, { size: 6.5, width: 540, color: '#444' });
  y += 26;
  m.owners.forEach((o, i) => { s.label(`Signed electronically by ${o.first} ${o.last} — see certificate`, 36 + (i % 2) * 270, y + Math.floor(i / 2) * 12, { size: 7, color: '#1d4ed8' }); });
  // Page 2: the e-signature certificate (every value a decoy: names of the sender, IPs, timestamps).
  s.addPage();
  s.label('QuillSign', 36, 30, { size: 16, bold: true, color: '#b45309' });
  s.label('Certificate of Completion', 36, 52, { size: 12, bold: true });
  let cy = 80;
  const c = (l: string, v: string, key: string) => { kvLeft(s, l, v, {}, 36, cy, 120, 380); s.asDecoy(key); cy += 17; };
  c('Envelope ID', `${r.digits(8)}-${r.digits(4)}-${r.digits(4)}`, 'envelope');
  c('Subject', 'Please sign: Merchant Application', 'subject');
  c('Envelope originator', `${person(r)}, Meridian Funding Partners`, 'originator');
  c('Originator IP', ip(r), 'originator_ip');
  cy += 10;
  s.label('Signer events', 36, cy, { size: 10, bold: true }); cy += 16;
  m.owners.forEach((o, i) => {
    s.label(`Signer ${i + 1}: ${o.first.toLowerCase()}.${o.last.toLowerCase().replace(/\W/g, '')}@${m.email.split('@')[1]}`, 36, cy, { size: 8 });
    cy += 13;
    c('Signed using IP', ip(r), `signer${i}_ip`);
    c('Viewed', `03/02/2026 | 0${r.int(1, 9)}:${r.int(10, 59)}:${r.int(10, 59)} PM`, `signer${i}_viewed`);
    c('Signed', `03/02/2026 | 0${r.int(1, 9)}:${r.int(10, 59)}:${r.int(10, 59)} PM`, `signer${i}_signed`);
    cy += 6;
  });
  s.label('Carbon copy events', 36, cy, { size: 10, bold: true }); cy += 16;
  c('Recipient', `${person(r)} (underwriting@meridianfp.com)`, 'cc');
  c('Sent', `03/02/2026 | 1${r.int(0, 1)}:${r.int(10, 59)}:${r.int(10, 59)} AM`, 'cc_sent');
}

/** A printed e-mail: headers, the broker's note, and the merchant's answers quoted with ">". */
export function emailPrint(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  s.label(`Gmail - Fwd: New application - ${m.dba ?? m.legal}`, 40, 20, { size: 7, color: '#777' });
  s.label('3/2/26, 9:41 AM', 500, 20, { size: 7, color: '#777' });
  s.label(`Fwd: New application - ${m.dba ?? m.legal}`, 40, 44, { size: 13, bold: true });
  const rep = person(r);
  let y = 70;
  const h = (l: string, v: string, key: string) => { s.label(l, 40, y + 1, { size: 8, bold: true }); s.decoy(key, v, 92, y, 400, 8.5); y += 14; };
  h('From:', `${rep} <${rep.split(' ')[0]!.toLowerCase()}@brightpathfunding.com>`, 'from');
  h('To:', 'submissions@northlakecapital.com', 'to');
  h('Cc:', `${person(r)} <ops@brightpathfunding.com>`, 'cc');
  h('Date:', `Mon, Mar 2, 2026 at 9:${r.int(10, 40)} AM`, 'date');
  h('Subject:', `New application - ${r.pick(['1st position', '2nd position', 'renewal'])} - ${m.state}`, 'subject');
  y += 8;
  s.line(40, y, 572, y, '#ccc');
  y += 10;
  s.label(`Hi team, submitting the file below. Statements attached. Merchant is looking to close this week; current payoff to ${r.pick(FUNDERS)} is ${money(Math.round(m.amount / 3) + 410, r)}.`, 40, y, { size: 8.5, width: 520 });
  y += 30;
  s.label(`---------- Forwarded message ---------`, 40, y, { size: 8 }); y += 12;
  s.label(`From: ${m.owners[0]!.first} <${m.email}>`, 40, y, { size: 8 }); y += 18;
  const q = (l: string, v: string, f: Record<string, string | number | null>) => {
    s.line(44, y - 2, 44, y + 12, '#999', 1.5);
    s.label(`> ${l}:`, 52, y + 1, { size: 8.5, color: '#444' });
    s.value(v, 200, y, 360, f, 9);
    y += 15;
  };
  q('Legal Name', m.legal, T.legal(m));
  q(ca ? 'Operating Name' : 'DBA', m.dbaPrinted, T.dba(m));
  q('Entity', m.entityPrinted, T.entity(m));
  q(ca ? 'BN' : m.taxType === 'EIN' ? 'EIN' : 'Tax ID (SSN)', m.taxPrinted, T.tax(m));
  q('Industry', m.industryPrinted, T.industry(m));
  q(m.startPrinted ? 'Business Start Date' : 'Time in Business', m.startPrinted ?? `${m.years} yrs`, m.startPrinted ? T.start(m) : {});
  q('Address', `${m.street}, ${cityLine(m)}`, T.state(m));
  s.set('country', countryName(m));
  q('Amount Needed', m.amountPrinted, T.amount(m));
  if (m.nPayments) q('Terms wanted', `${m.nPayments} ${m.frequency} payments of ${m.paymentPrinted}`, { ...T.n(m), ...T.freq(m), ...T.payment(m) });
  q('Use of Funds', m.use, {});
  m.owners.forEach((o, i) => {
    y += 4;
    q(`Owner ${i + 1}`, ownerName(o, r), O.name(o, i));
    q('Title', o.title, O.role(o, i));
    q('Ownership', `${o.pct}%`, O.pct(o, i));
    q(ca ? 'SIN' : 'SSN', o.taxPrinted, O.tax(o, i, m));
    q('DOB', o.dobPrinted, O.dob(o, i));
    if (o.credit != null) q('Credit (approx)', String(o.credit), O.credit(o, i));
  });
  y += 10;
  s.label(`--\n${rep}\nSenior Funding Advisor | BrightPath Funding\nDirect (${r.int(201, 989)}) 555-0${r.digits(3)} | ISO #${r.digits(5)}`, 40, y, { size: 8, width: 300, color: '#555' });
}

/** PipeRidge CRM: a broker's one-page deal sheet with tags, stage, ISO rep and the existing positions. */
export function dealsheet(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  s.rect(0, 0, 612, 40, { fill: '#1f2937' });
  s.label('PipeRidge CRM  ·  Deal Sheet', 30, 14, { size: 12, bold: true, color: '#fff' });
  s.label(`Deal #${r.int(40000, 89999)}`, 500, 16, { size: 8, color: '#e5e7eb' });
  const tags = [m.industryPrinted.split(' ')[0]!, r.pick(['1st position', '2nd position', 'Renewal']), r.pick(['Hot', 'Docs in', 'Needs bank stmts']), ca ? 'Canada' : m.state];
  let tx = 30;
  for (const t of tags) { const w = t.length * 4.6 + 14; s.rect(tx, 50, w, 14, { fill: '#e0e7ff', r: 7 }); s.label(t, tx + 7, 54, { size: 7, color: '#3730a3' }); tx += w + 6; }
  s.label('Stage: Submitted to funders', 400, 54, { size: 7.5, color: '#555' });
  let y = 78;
  const kv = (l: string, v: string, f: Record<string, string | number | null>, col: number) => kvLeft(s, l, v, f, 30 + col * 280, y, 95, 175);
  kv('Company (legal)', m.legal, T.legal(m), 0); kv(ca ? 'O/A' : 'DBA', m.dbaPrinted, T.dba(m), 1); y += 18;
  kv('Entity', m.entityPrinted, T.entity(m), 0); kv(ca ? 'BN' : 'TIN', m.taxPrinted, T.tax(m), 1); y += 18;
  kv('Industry', m.industryPrinted, T.industry(m), 0); kv('Est.', m.startPrinted ?? '', T.start(m), 1); y += 18;
  s.label('Location', 30, y + 1.5, { size: 7.5, color: '#444' });
  putAddress(s, m, 128, y, 400, true); y += 18;
  kv('Email', m.email, {}, 0); kv('Phone', m.phone, {}, 1); y += 24;
  s.rect(30, y, 552, 44, { fill: '#f9fafb', stroke: '#e5e7eb' });
  s.label('Ask', 38, y + 6, { size: 6.5, color: '#6b7280' });
  s.value(m.amountPrinted, 38, y + 20, 110, T.amount(m), 11);
  s.label('Payment', 170, y + 6, { size: 6.5, color: '#6b7280' });
  s.value(m.paymentPrinted ?? '', 170, y + 20, 90, T.payment(m));
  s.label('# Pmts', 280, y + 6, { size: 6.5, color: '#6b7280' });
  s.value(m.nPayments ? String(m.nPayments) : '', 280, y + 20, 50, T.n(m));
  s.label('Freq.', 350, y + 6, { size: 6.5, color: '#6b7280' });
  s.value(m.frequency ? m.frequency.toUpperCase() : '', 350, y + 20, 70, T.freq(m));
  s.label('ISO rep', 450, y + 6, { size: 6.5, color: '#6b7280' });
  s.decoy('iso_rep', person(r), 450, y + 20, 120);
  y += 58;
  s.label('Owners', 30, y, { size: 9, bold: true });
  y += 14 + ownerTable(s, m, r, 30, y + 14, r.chance(0.6), false);
  y += 8;
  s.label('Existing positions (merchant-declared)', 30, y, { size: 9, bold: true }); y += 14;
  ['Funder', 'Balance', 'Payment', 'Freq.'].forEach((l, i) => s.label(l, 30 + i * 120, y, { size: 7, bold: true }));
  y += 12;
  const npos = r.int(0, 2);
  if (!npos) s.label('None declared', 30, y, { size: 8, color: '#666' });
  for (let i = 0; i < npos; i++) {
    s.decoy(`position${i}_funder`, r.pick(FUNDERS), 30, y, 115, 8.5);
    s.decoy(`position${i}_balance`, money(Math.round(m.amount * r.float(0.2, 0.6)) + 17, r, ca), 150, y, 110, 8.5);
    s.decoy(`position${i}_payment`, money(r.int(180, 900) + 0.5, r, ca), 270, y, 110, 8.5);
    s.label(r.pick(['Daily', 'Weekly']), 390, y + 1, { size: 8.5 });
    y += 15;
  }
  y += 14;
  s.label('Notes', 30, y, { size: 9, bold: true }); y += 13;
  s.label(`${r.pick(['Merchant prefers weekly.', 'Landlord verified.', 'Strong deposits, low NSFs.'])} Landlord: ${person(r)}. Bank: ••${r.digits(4)}.`, 30, y, { size: 8, width: 540, color: '#444' });
  s.label(`Created by ${person(r)} · Last activity 03/02/2026`, 30, 760, { size: 6.5, color: '#888' });
}
