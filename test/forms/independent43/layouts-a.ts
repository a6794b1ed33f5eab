// Layouts 1-4: a broker's portal summary (Chrome), a Salesforce-like opportunity page, a HubSpot-like company record
// and a LendingFront-like application summary.
import type { Rng } from '../../statements/generator/prng.ts';
import { chromePrint, firefoxPrint } from './chrome.ts';
import type { Merchant } from './data.ts';
import { addressEntries, bankEntries, businessEntries, contactEntries, date, financialEntries, fundingEntries, ownerEntries, type Entry } from './fields.ts';
import { card, fieldList, heading, stacked, table, twoColumns, room } from './render.ts';
import type { Sheet } from './sheet.ts';

const decoy = (label: string, text: string): Entry => ({ label, text, set: {}, decoy: true });

/** Brightlane Capital: the broker's online application, printed from Chrome; section cards of "Field: value" lines. */
export function brightlane(s: Sheet, m: Merchant, r: Rng): void {
  const id = `BLC-${r.int(100000, 999999)}`;
  chromePrint(s, r, `Application ${id} | Brightlane Capital`, `https://apply.brightlanecapital.com/portal/applications/${id}/summary`);
  s.doc.save().rect(36, 34, 540, 30).fillColor('#0f3d5e').fill().restore();
  s.label(46, 44, 'BRIGHTLANE CAPITAL', { bold: true, size: 12, color: '#ffffff' });
  s.label(380, 46, 'Business Funding Application', { size: 9, color: '#dbe7f0', width: 186, align: 'right' });
  let y = 76;
  y = card(s, 36, y, 540, 'Submission Details', (yy) => fieldList(s, 46, yy, 520, [decoy('Application ID', id), decoy('Submitted', date(r, '2026-0' + r.int(1, 9) + '-1' + r.int(0, 9))),
    decoy('Submitted By', r.chance(0.5) ? m.rep : m.repEmail), decoy('IP Address', m.ip), decoy('Lead Source', m.leadSource), { label: 'Status', text: r.pick(['Submitted', 'In Review', 'Docs Needed']), set: {} }]));
  y = card(s, 36, y, 540, 'Business Information', (yy) => fieldList(s, 46, yy, 520, [...businessEntries(m, r, { entity: 'radio' }), ...addressEntries(m, r), ...contactEntries(m, r)], { marks: 'radio' }));
  y = card(s, 36, y, 540, 'Funding Request', (yy) => fieldList(s, 46, yy, 520, [...fundingEntries(m, r, false), ...financialEntries(m, r)]));
  m.owners.forEach((_, i) => {
    y = card(s, 36, y, 540, m.owners.length > 1 ? `Owner ${i + 1} of ${m.owners.length}` : 'Owner Information', (yy) => fieldList(s, 46, yy, 520, ownerEntries(m, r, i)));
  });
  y = card(s, 36, y, 540, 'Bank Account', (yy) => fieldList(s, 46, yy, 520, bankEntries(m, r)));
  y = room(s, y, 60);
  s.mark(36, y, true, 'box');
  s.label(50, y, `I certify that the information above is true and authorize Brightlane Capital and its funding partners to obtain credit reports.`, { width: 520, color: '#111111' });
  s.label(36, y + 20, `E-signed by ${m.owners[0]!.first} ${m.owners[0]!.last} on ${date(r, '2026-03-1' + r.int(0, 9))} from ${m.ip}`, { size: 8, color: '#555555' });
}

/** Keystone Funding: a Salesforce-like Opportunity detail page, two columns per section, "System Information" last. */
export function keystone(s: Sheet, m: Merchant, r: Rng): void {
  const name = `${m.dba ?? m.legal} - MCA ${r.int(1, 3)}`;
  chromePrint(s, r, `${name} | Salesforce`, `https://keystonefunding.lightning.force.com/lightning/r/Opportunity/006${r.alnum(12)}/view`);
  s.label(36, 36, 'Opportunity', { size: 8, color: '#54698d' });
  s.label(36, 47, name, { bold: true, size: 14, color: '#16325c' });
  let y = 72;
  const sec = (t: string): void => { y = heading(s, 36, y + 6, t, { size: 10, color: '#16325c' }); };
  sec('Opportunity Information');
  const biz = businessEntries(m, r, { entity: 'select' });
  y = twoColumns(s, y, [decoy('Opportunity Owner', m.rep), decoy('Lead Source', m.leadSource), { label: 'Stage', text: r.pick(['Application In', 'Submitted to Funders', 'Underwriting']), set: {} }],
    [...fundingEntries(m, r, r.chance(0.5)), decoy('Close Date', date(r, '2026-04-2' + r.int(0, 8)))]);
  sec('Account Details');
  y = twoColumns(s, y, biz.slice(0, 4), [...biz.slice(4), ...contactEntries(m, r).slice(0, 2)]);
  sec('Address Information');
  y = twoColumns(s, y, addressEntries(m, r), financialEntries(m, r));
  m.owners.forEach((_, i) => {
    sec(i === 0 ? 'Principal Information' : `Principal ${i + 1} Information`);
    const rows = ownerEntries(m, r, i, { crm: true });
    y = twoColumns(s, y, rows.slice(0, 4), rows.slice(4));
  });
  sec('System Information');
  const when = (): string => `${date(r, `2026-0${r.int(1, 9)}-1${r.int(0, 9)}`, false)}, ${r.int(1, 12)}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
  twoColumns(s, y, [decoy('Created By', `${m.rep}, ${when()}`)], [decoy('Last Modified By', `${r.pick(['Dana Whitlock', 'Marcus Lee', m.rep])}, ${when()}`)]);
}

/** Northpoint Advance: a HubSpot-like company record with its associated contacts (owners), property above value. */
export function northpoint(s: Sheet, m: Merchant, r: Rng): void {
  const rid = r.int(10000000, 99999999);
  firefoxPrint(s, r, `${m.legal} | HubSpot`, `https://app.hubspot.com/contacts/${r.int(2000000, 9999999)}/record/0-2/${rid}`);
  s.label(36, 36, m.dba ?? m.legal, { bold: true, size: 15, color: '#33475b' });
  s.label(36, 56, `${m.website ?? m.email}  ·  ${m.phone}`.replace('·', '-'), { size: 8.5, color: '#516f90' });
  const w = 250;
  const y = heading(s, 36, 78, 'About this company', { size: 10, color: '#33475b' });
  const props = [...businessEntries(m, r, { entity: 'select' }), ...addressEntries(m, r), ...fundingEntries(m, r, r.chance(0.4))];
  let y2 = heading(s, 320, 78, `Contacts (${m.owners.length})`, { size: 10, color: '#33475b' });
  m.owners.forEach((_, i) => {
    y2 = fieldList(s, 320, y2, w, ownerEntries(m, r, i, { split: true }).filter((e) => !/Address/.test(e.label)), { marks: 'select' }) + 10;
  });
  y2 = heading(s, 320, y2 + 6, 'Record details', { size: 10, color: '#33475b' });
  fieldList(s, 320, y2, w, [decoy('Company owner', m.rep), { label: 'Lifecycle stage', text: r.pick(['Lead', 'Opportunity', 'Customer']), set: {} },
    decoy('Original source', m.leadSource), decoy('Last activity date', date(r, `2026-0${r.int(1, 9)}-0${r.int(1, 9)}`, false))]);
  stacked(s, 36, y, w, props, 'select', true);
}

/** Ridgeview Funding: a LendingFront-like application summary; label cells, [X] boxes, Yes/No answers, positions. */
export function ridgeview(s: Sheet, m: Merchant, r: Rng): void {
  const id = `RVF-${r.int(2024, 2026)}-${r.int(1000, 9999)}`;
  chromePrint(s, r, 'Application Summary - Ridgeview Funding Partner Portal', `https://partners.ridgeviewfunding.com/applications/${id}`);
  s.label(36, 34, 'Ridgeview Funding', { bold: true, size: 13, color: '#0b6e4f' });
  s.label(36, 52, `Application ${id}  |  Partner: ${m.rep}  |  Status: ${r.pick(['New', 'Processing', 'Offer Out'])}`, { size: 8.5, color: '#444444' });
  s.decoys.push(m.rep);
  let y = heading(s, 36, 76, 'Business', { size: 10.5 });
  y = table(s, 36, y, 540, [...businessEntries(m, r, { entity: r.chance(0.5) ? 'text' : 'box' }), ...addressEntries(m, r), ...contactEntries(m, r)], { labelW: 170, marks: 'text' });
  y = heading(s, 36, y + 10, 'Funding Request', { size: 10.5 });
  y = table(s, 36, y, 540, [...fundingEntries(m, r, true), ...financialEntries(m, r)], { labelW: 170 });
  for (let i = 0; i < m.owners.length; i++) {
    y = heading(s, 36, y + 10, `Guarantor ${i + 1}`, { size: 10.5 });
    y = table(s, 36, y, 540, ownerEntries(m, r, i), { labelW: 170 });
  }
  y = heading(s, 36, y + 10, 'Questionnaire', { size: 10.5 });
  const yn = (q: string, yes: boolean): Entry => ({ label: q, text: yes ? 'Yes' : 'No', set: {} });
  y = table(s, 36, y, 540, [yn('Any open bankruptcies?', false), yn('Any tax liens or judgments?', r.chance(0.2)), yn('Current cash advances?', m.funders.length > 0),
    { label: 'Home-based business?', text: r.pick(['No', 'No', 'N/A', '--']), set: {} }], { labelW: 300 });
  if (m.funders.length) {
    y = heading(s, 36, y + 10, 'Existing Positions', { size: 10.5 });
    table(s, 36, y, 540, m.funders.map((f) => decoy(f.name, `Balance $${f.balance.toLocaleString('en-US')}  /  Payment $${f.payment} ${r.pick(['daily', 'weekly'])}`)), { labelW: 170 });
  }
}
