// Keystone Bridge Capital: two pages. Page one has labels followed by dotted leaders up to the value, the entity type
// written as words, the requested terms (payment, number of payments, frequency boxes with a drawn X), existing
// funders and trade references; page two puts the owners side by side in columns under row labels, then signatures.
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaText, entityId, fmtDate, fmtMoney, fmtName, FREQ_LABEL, iso, nameFields, ownerTax, regionFields, taxFields, type Fields } from './format.ts';
import type { Layout } from './layout.ts';
import { makeMerchant, type EntityKind, type Merchant } from './model.ts';
import type { Pen } from './pen.ts';

const L = 40, R = 572, MID = 330;
const ENTITY_WORDS: Record<EntityKind, string[]> = { corporation: ['Corporation', 'C-Corp'], scorp: ['S Corporation'], llc: ['Limited Liability Company', 'L.L.C.'],
  partnership: ['General Partnership'], lp: ['Limited Partnership'], llp: ['Limited Liability Partnership'], soleprop: ['Sole Proprietorship'] };

/** `Label ........ value`, the leader ending where the value starts. */
function lead(pen: Pen, x: number, y: number, stop: number, end: number, label: string, value = '', f: Fields = {}, decoy = false): void {
  pen.label(label, x, y, { size: 8.5, font: 'Helvetica' });
  const lw = pen.doc.font('Helvetica').fontSize(8.5).widthOfString(label);
  const dots = Math.max(0, Math.floor((stop - x - lw - 6) / 2.6));
  pen.label('.'.repeat(dots), x + lw + 3, y, { size: 8.5, color: '#777' });
  pen.value(value, stop + 2, y - 1, { w: end - stop - 4, size: 9.5, f, decoy });
}

function caption(pen: Pen, y: number, text: string): number {
  pen.label(text, L, y, { size: 9, font: 'Helvetica-Bold', color: '#5b2333' });
  pen.line(L, y + 12, R, y + 12, 0.5, '#5b2333');
  return y + 19;
}

function page1(pen: Pen, m: Merchant, rng: Rng): void {
  pen.rect(L, 30, R - L, 3, { fill: '#5b2333' });
  pen.label('KEYSTONE BRIDGE CAPITAL', L, 40, { size: 15, font: 'Times-Bold', color: '#5b2333' });
  pen.label('Revenue-Based Funding Application (page 1 of 2)', R, 45, { size: 8, align: 'right' });
  let y = caption(pen, 70, 'Section A — Company');
  lead(pen, L, y, 170, R, 'Business Legal Name', m.legalName, { legal_name: m.legalName }); y += 17;
  const dba = dbaText(m, rng.pick(['N/A', '']));
  lead(pen, L, y, 170, R, 'DBA', dba.text, dba.f); y += 17;
  lead(pen, L, y, 170, MID, 'Entity Type', rng.pick(ENTITY_WORDS[m.entity]), { type_of_entity: entityId(m) });
  // Some forms carry the EIN as 9 bare digits: its type then comes from the label.
  const bare = rng.chance(0.35);
  lead(pen, MID + 10, y, 440, R, bare ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', bare ? m.taxDigits : m.taxId, taxFields(m)); y += 17;
  lead(pen, L, y, 170, MID, 'Industry', m.industry.text, { industry: m.industry.id });
  lead(pen, MID + 10, y, 440, R, 'Business Start Date', fmtDate(m.start, rng.pick(['mdy', 'mon', 'iso'] as const)), { business_start_date: iso(m.start) }); y += 17;
  lead(pen, L, y, 170, R, 'Physical Address', m.address.street); y += 17;
  lead(pen, L, y, 170, MID, 'City', m.address.city);
  lead(pen, MID + 10, y, 400, 460, 'State', m.address.region, regionFields(m));
  lead(pen, 466, y, 490, R, 'Zip', m.address.postal); y += 17;
  lead(pen, L, y, 170, MID, 'Business Phone', m.phone);
  lead(pen, MID + 10, y, 440, R, 'Employees', String(m.employees)); y += 17;
  lead(pen, L, y, 170, MID, 'Incorporated in (state)', m.incState, {}, true);
  lead(pen, MID + 10, y, 440, R, 'Website', m.website); y += 24;
  y = caption(pen, y, 'Section B — Requested Terms');
  lead(pen, L, y, 170, MID, 'Funding Amount Requested', fmtMoney(m.amount, 'cents'), { requested_amount: m.amount });
  lead(pen, MID + 10, y, 440, R, 'Requested Payment', fmtMoney(m.payment, 'dollar'), { requested_payment: m.payment }); y += 17;
  lead(pen, L, y, 170, MID, 'Number of Payments', String(m.nPayments), { number_of_payments: m.nPayments });
  pen.label('Frequency', MID + 10, y, { size: 8.5 });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((k, i) => {
    const x = MID + 62 + i * 55;
    pen.check(x, y, 8, m.frequency === k, FREQ_LABEL[k], { payment_frequency: k }, `frequency_${k}`);
    pen.label(FREQ_LABEL[k], x + 11, y + 0.5, { size: 7.5 });
  });
  y += 24;
  y = caption(pen, y, 'Section C — Existing Advances and Loans');
  for (const [i, h] of ['Funder', 'Balance', 'Payment'].entries()) pen.label(h, L + [0, 260, 400][i]!, y, { size: 7.5, font: 'Helvetica-Bold' });
  y += 12;
  for (let r = 0; r < 2; r++) {
    const f = m.funders[r];
    pen.line(L, y + 12, R, y + 12, 0.3, '#999');
    if (f) [f.name, fmtMoney(f.balance, 'cents'), fmtMoney(f.payment, 'cents')].forEach((t, i) => pen.value(t, L + [0, 260, 400][i]!, y, { size: 9, decoy: true, w: 130 }));
    y += 16;
  }
  y = caption(pen, y + 8, 'Section D — Trade References');
  m.refs.forEach((ref, i) => {
    lead(pen, L, y, 170, MID + 60, `Reference ${i + 1}`, ref.name, {}, true);
    lead(pen, MID + 70, y, 440, R, 'Phone', ref.phone, {}, true); y += 17;
  });
  pen.label('Keystone Bridge Capital · 88 Water Street, 11th Floor · Boston, MA 02109 · Continued on page 2', L, 750, { size: 7, color: '#666' });
}

function page2(pen: Pen, m: Merchant, rng: Rng): void {
  pen.addPage();
  pen.rect(L, 30, R - L, 3, { fill: '#5b2333' });
  pen.label('Keystone Bridge Capital — Application page 2 of 2', L, 40, { size: 9, font: 'Times-Italic' });
  let y = caption(pen, 62, 'Section E — Principals');
  const cw = (R - L - 120) / 3;
  ['Principal 1', 'Principal 2', 'Principal 3'].forEach((t, c) => pen.label(t, L + 120 + c * cw + 4, y, { size: 8, font: 'Helvetica-Bold' }));
  y += 14;
  const score = rng.chance(0.4);
  const rows: [string, (i: number) => [string, Fields, boolean]][] = [
    ['Name', (i) => [fmtName(m.owners[i]!, rng.chance(0.3)), nameFields(i, m.owners[i]!), false]],
    ['Title', (i) => [m.owners[i]!.title, { [`applicants.${i}.role`]: m.owners[i]!.title }, false]],
    ['Ownership', (i) => [`${m.owners[i]!.pct}%`, { [`applicants.${i}.ownership`]: m.owners[i]!.pct }, false]],
    ['SSN / ITIN', (i) => { const t = ownerTax(i, m.owners[i]!); return [t.text, t.f, false]; }],
    ['Date of Birth', (i) => [fmtDate(m.owners[i]!.dob, 'long'), { [`applicants.${i}.date_of_birth`]: iso(m.owners[i]!.dob) }, false]],
    ['Home Street', (i) => [m.owners[i]!.home.street, {}, true]],
    ['Home City/State', (i) => [`${m.owners[i]!.home.city}, ${m.owners[i]!.home.region}`, {}, true]],
    ['Credit Score', (i) => score ? [String(m.owners[i]!.score), { [`applicants.${i}.credit_score`]: m.owners[i]!.score }, false] : ['', {}, false]],
  ];
  for (const [label, get] of rows) {
    pen.rect(L, y, R - L, 20, { stroke: '#bbb', lw: 0.4 });
    pen.label(label, L + 4, y + 6.5, { size: 8 });
    for (let c = 0; c < 3; c++) {
      pen.line(L + 120 + c * cw, y, L + 120 + c * cw, y + 20, 0.4, '#bbb');
      if (!m.owners[c]) continue;
      const [t, f, decoy] = get(c);
      pen.value(t, L + 124 + c * cw, y + 5.5, { w: cw - 8, size: 8.5, f, decoy });
    }
    y += 20;
  }
  y = caption(pen, y + 16, 'Section F — Authorization and Signatures');
  pen.para('Each principal signing below certifies that all information in this application is true and complete, authorizes Keystone Bridge ' +
    'Capital and any funder it introduces to obtain personal and business credit reports and to verify bank, landlord and trade references, ' +
    'and agrees that a copy of this page is as valid as the original.', L, y, R - L, 8);
  y += 50;
  for (let i = 0; i < m.owners.length; i++) {
    pen.line(L, y + 16, L + 230, y + 16); pen.line(L + 260, y + 16, L + 380, y + 16); pen.line(L + 410, y + 16, R, y + 16);
    pen.label(`Principal ${i + 1} signature`, L, y + 19, { size: 7 }); pen.label('Title', L + 260, y + 19, { size: 7 }); pen.label('Date', L + 410, y + 19, { size: 7 });
    y += 40;
  }
}

export const KEYSTONE: Layout = {
  name: 'keystone-twopage', broker: 'Keystone Bridge Capital', mark: 'drawn-x', valueFont: 'Courier',
  merchant: (rng) => makeMerchant(rng, 'US'),
  draw(pen, m, rng) {
    page1(pen, m, rng);
    page2(pen, m, rng);
  },
};
