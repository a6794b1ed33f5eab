// Layouts 5-7: a JotForm-like submission PDF, a Google-Forms-like response printout and a Canadian broker's portal
// application printed from Firefox.
import type { Rng } from '../../statements/generator/prng.ts';
import { chromePrint, firefoxPrint } from './chrome.ts';
import type { Merchant } from './data.ts';
import { addressEntries, bankEntries, businessEntries, contactEntries, date, financialEntries, fundingEntries, ownerEntries, type Entry } from './fields.ts';
import { fieldList, heading, room, stacked, table, twoColumns } from './render.ts';
import type { Sheet } from './sheet.ts';

const decoy = (label: string, text: string): Entry => ({ label, text, set: {}, decoy: true });

/** Apex Merchant Services: a JotForm-like "submission PDF", question | answer rows, owners as numbered rows. */
export function apex(s: Sheet, m: Merchant, r: Rng): void {
  const sid = `${r.int(5800000, 6099999)}${r.digits(12)}`;
  s.chrome = (page, total) => {
    s.label(36, 770, `Submission ${sid}`, { size: 7, color: '#8a8a8a' });
    s.label(470, 770, `Page ${page} of ${total}`, { size: 7, color: '#8a8a8a', width: 106, align: 'right' });
  };
  s.label(36, 36, 'Apex Merchant Services', { bold: true, size: 16, color: '#0a1551' });
  s.label(36, 56, 'Small Business Funding Application', { size: 10, color: '#57647e' });
  let y = table(s, 36, 76, 540, [decoy('Submission Date', `${date(r, `2026-0${r.int(1, 9)}-2${r.int(0, 8)}`, false)} ${r.int(1, 12)}:${String(r.int(10, 59))} ${r.pick(['AM', 'PM'])}`),
    decoy('Submitter IP', m.ip), decoy('Referred By', r.chance(0.5) ? m.rep : m.leadSource)], { labelW: 200 }) + 14;
  y = heading(s, 36, y, 'Business Information', { size: 11, color: '#0a1551' });
  y = table(s, 36, y, 540, [...businessEntries(m, r, { entity: 'box' }), ...addressEntries(m, r), ...contactEntries(m, r)], { labelW: 200, marks: 'box' }) + 14;
  y = heading(s, 36, y, 'Funding', { size: 11, color: '#0a1551' });
  y = table(s, 36, y, 540, [...fundingEntries(m, r, r.chance(0.5)), ...financialEntries(m, r)], { labelW: 200 }) + 14;
  y = heading(s, 36, y, 'Owner(s)', { size: 11, color: '#0a1551' });
  m.owners.forEach((_, i) => {
    y = table(s, 36, y, 540, ownerEntries(m, r, i).map((e) => ({ ...e, label: `Owner ${i + 1} - ${e.label}` })), { labelW: 200 }) + 8;
  });
  y = heading(s, 36, y + 6, 'Landlord / Mortgage Holder', { size: 11, color: '#0a1551' });
  y = table(s, 36, y, 540, [decoy('Landlord Name', m.landlord), decoy('Landlord Phone', m.landlordPhone), decoy('Monthly Rent', `$${r.int(12, 95) * 100}`)], { labelW: 200 }) + 14;
  y = room(s, y, 40);
  s.label(36, y, 'Signature', { bold: true });
  s.doc.font('hand').fontSize(18).fillColor('#1d2b64').text(`${m.owners[0]!.first} ${m.owners[0]!.last}`, 150, y - 6, { lineBreak: false });
}

/** Fundwise: a Google-Forms-like response printout, question over answer, radio buttons, the respondent's e-mail. */
export function fundwise(s: Sheet, m: Merchant, r: Rng): void {
  chromePrint(s, r, 'Fundwise Business Funding Request', `https://docs.google.com/forms/d/e/1FAIpQL${r.alnum(30)}/viewanalytics`);
  s.doc.save().rect(36, 30, 540, 8).fillColor('#673ab7').fill().restore();
  s.label(46, 48, 'Fundwise Business Funding Request', { size: 18, color: '#202124' });
  s.label(46, 74, 'Takes about 5 minutes. A funding specialist will reach out within one business day.', { size: 9, color: '#5f6368' });
  s.label(46, 90, `Response ${r.int(12, 480)} of ${r.int(480, 900)}  ·  ${date(r, `2026-0${r.int(1, 9)}-1${r.int(0, 9)}`, false)}`.replace('·', '-'), { size: 8, color: '#5f6368' });
  s.label(46, 104, `Respondent: ${m.owners[0]!.email}`, { size: 8, color: '#5f6368' });
  s.label(46, 118, '* Indicates required question', { size: 8, color: '#d93025' });
  let y = 140;
  const all: Entry[] = [...businessEntries(m, r, { entity: 'radio' }), ...addressEntries(m, r), ...fundingEntries(m, r, true)];
  y = stacked(s, 46, y, 520, all.map((e) => ({ ...e, label: `${e.label} *` })), 'radio');
  m.owners.forEach((_, i) => {
    y = heading(s, 46, y + 4, i === 0 ? 'Owner Information' : `Additional Owner ${i}`, { size: 12, color: '#202124' });
    y = stacked(s, 46, y, 520, ownerEntries(m, r, i).filter((e) => !/Mobile|Cell|Email|Phone/.test(e.label)), 'radio');
  });
  y = heading(s, 46, y + 4, 'How did you hear about us?', { size: 10, color: '#202124' });
  s.options(46, y, ['Google', 'Referral', 'Social media', 'Broker / ISO', 'Other'], r.pick(['Google', 'Referral', 'Social media', 'Broker / ISO']), {}, 'radio');
}

/** Maple Leaf Business Capital: a Canadian portal application (Operating Name, BN/RC, province, SIN, PIPEDA), Firefox. */
export function mapleleaf(s: Sheet, m: Merchant, r: Rng): void {
  const ref = `MLBC-${r.alnum(6)}`;
  firefoxPrint(s, r, 'Maple Leaf Business Capital - Online Application', `https://portal.mapleleafcapital.ca/apply/review?ref=${ref}`);
  s.label(36, 34, 'MAPLE LEAF BUSINESS CAPITAL', { bold: true, size: 13, color: '#b3001b' });
  s.label(36, 51, `Application review  ·  Reference ${ref}  ·  Advisor: ${m.rep}`.replace(/·/g, '|'), { size: 8.5, color: '#444444' });
  s.decoys.push(m.rep);
  let y = heading(s, 36, 72, '1. Business Profile', { size: 10.5, color: '#b3001b' });
  const biz = [...businessEntries(m, r, { entity: r.chance(0.5) ? 'text' : 'box' }), ...addressEntries(m, r), ...contactEntries(m, r)];
  const half = Math.ceil(biz.length / 2);
  y = twoColumns(s, y, biz.slice(0, half), biz.slice(half), { marks: r.pick(['box', 'text'] as const) }) + 10;
  y = heading(s, 36, y, '2. Financing Request', { size: 10.5, color: '#b3001b' });
  const fin = fundingEntries(m, r, r.chance(0.6)).map((e) => (e.set.requested_amount ? { ...e, text: `${e.text} CAD` } : e));
  y = twoColumns(s, y, fin, financialEntries(m, r)) + 10;
  m.owners.forEach((_, i) => {
    y = heading(s, 36, y, `3.${i + 1} Owner / Guarantor`, { size: 10.5, color: '#b3001b' });
    const rows = ownerEntries(m, r, i);
    y = twoColumns(s, y, rows.slice(0, 5), rows.slice(5)) + 10;
  });
  y = heading(s, 36, y, '4. Banking', { size: 10.5, color: '#b3001b' });
  y = fieldList(s, 36, y, 540, bankEntries(m, r)) + 10;
  y = room(s, y, 60);
  s.mark(36, y, true, 'box');
  s.label(50, y, 'I consent to the collection, use and disclosure of my personal information in accordance with PIPEDA and authorize credit bureau enquiries (Equifax / TransUnion).', { width: 520, color: '#111111' });
  s.label(36, y + 30, `Electronically signed: ${m.owners[0]!.first} ${m.owners[0]!.last}  |  ${date(r, `2026-0${r.int(1, 9)}-0${r.int(1, 9)}`, false)}  |  IP ${m.ip}`, { size: 8, color: '#555555' });
}
