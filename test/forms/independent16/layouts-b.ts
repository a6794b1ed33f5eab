// Layouts 4-5: a Canadian form whose labels end in a colon with the value on the next line, indented; and one long
// 'Field | Value' table drawn with nothing but characters.
import { business, entityEntry, freqEntry, funding, others, owner, type Entry } from './fields.ts';
import type { Layout } from './layouts-a.ts';

/** 4. Northern Birch Capital (Canada): 'Label:' then the value below it, indented; two columns; SIN, BN, PIPEDA. */
export const colonNextLine: Layout = (c, m, r) => {
  c.text('NORTHERN BIRCH CAPITAL INC.', 50, 36, { font: 'Helvetica-Bold', size: 14 });
  c.text('Business Cash Advance Application (Canada) / Demande d\'avance de fonds', 50, 54, { size: 9 });
  const col = [50, 310];
  const y = [84, 84];
  let k = 0;
  const put = (e: Entry, side?: number) => {
    const s = side ?? k;
    c.text(e.label + ':', col[s]!, y[s]!, { font: 'Helvetica-Bold', size: 8.5 });
    c.value(e.text, col[s]! + 16, y[s]! + 12, { name: e.name, truth: e.truth, decoy: e.decoy, w: 220 });
    y[s]! += 28;
    if (side === undefined) k = 1 - k;
  };
  const head = (s: string) => { const yy = Math.max(y[0]!, y[1]!) + 4; c.text(s, 50, yy, { font: 'Helvetica-Bold', size: 10 }); y[0] = y[1] = yy + 18; k = 0; };
  head('1. The Business');
  for (const e of [...business(m, r).map((e) => (e.label.startsWith('City') ? { ...e, label: 'City / Province / Postal Code' } : e)), entityEntry(m)]) put(e);
  head('2. Funding Requested');
  for (const e of [...funding(m, r), freqEntry(m, r)]) put(e);
  head('3. Owners (each of 20% or more)');
  for (let i = 0; i < m.owners.length; i++) {
    if (i === 2) { y[0] = y[1] = Math.max(y[0]!, y[1]!); if (y[0]! > 530) { c.newPage(); y[0] = y[1] = 50; } }
    c.text(`Owner ${i + 1}`, col[i % 2]!, y[i % 2]!, { font: 'Helvetica-Oblique', size: 8.5 }); y[i % 2]! += 13;
    for (const e of owner(m, i)) put({ ...e, label: e.label === 'SIN' ? 'Social Insurance Number (SIN)' : e.label }, i % 2);
  }
  if (Math.max(y[0]!, y[1]!) > 560) { c.newPage(); y[0] = y[1] = 50; }
  head('4. Banking and References');
  for (const e of others(m)) put(e);
  for (const f of m.funders) put({ label: 'Existing advance (funder, balance, payment)', text: `${f[0]}, ${f[1]}, ${f[2]}`, name: 'funder1', decoy: true });
  put({ label: 'Referred by (ISO)', text: m.isoRep, name: 'iso_rep', decoy: true });
  const yy = Math.max(y[0]!, y[1]!) + 6;
  c.text('PIPEDA consent: the undersigned consent to the collection, use and disclosure of their personal information, including a '
    + 'credit report, for the purpose of assessing this application.', 50, yy, { size: 7.5, width: 510 });
};

/** 5. Pinecrest Merchant Services: one long table of 'Field | Value' rows made of pipes and dashes. */
export const fieldValueTable: Layout = (c, m, r) => {
  const F = 'Courier', cw = 5.4, W = 34;
  c.text('PINECREST MERCHANT SERVICES', 50, 34, { font: 'Courier-Bold', size: 12 });
  c.text('Revenue-based funding application. Complete every row that applies.', 50, 50, { font: F, size: 9 });
  let y = 74;
  const rule = () => { c.text(`+${'-'.repeat(W + 2)}+${'-'.repeat(52)}+`, 50, y, { font: F, size: 9 }); y += 11; };
  const row = (field: string, e?: Entry) => {
    c.text(`| ${field.padEnd(W)} |`, 50, y, { font: F, size: 9 });
    c.text('|', 50 + (W + 3 + 53) * cw, y, { font: F, size: 9 });
    if (e) c.value(e.text, 50 + (W + 5) * cw, y, { name: e.name, truth: e.truth, decoy: e.decoy, size: 9, w: 270 });
    y += 11;
    if (y > 750) { c.newPage(); y = 50; rule(); }
  };
  rule(); row('Field', { label: '', text: '', name: '' }); c.text('Value', 50 + (W + 5) * cw, y - 11, { font: 'Courier-Bold', size: 9 }); rule();
  for (const e of [...business(m, r), entityEntry(m), ...funding(m, r), freqEntry(m, r)]) row(e.label, e);
  for (let i = 0; i < m.owners.length; i++) for (const e of owner(m, i)) row(`Owner ${i + 1} - ${e.label}`, e);
  for (const e of others(m)) row(e.label, e);
  for (const f of m.funders) { row('Existing funder', { label: '', text: f[0], name: 'funder1', decoy: true }); row('  balance / payment', { label: '', text: `${f[1]} / ${f[2]}`, name: 'funder1_terms', decoy: true }); }
  row('Broker of record', { label: '', text: m.isoRep, name: 'iso_rep', decoy: true });
  rule();
  c.text('Signature: ____________________   Printed name: ____________________', 50, y + 12, { font: F, size: 9 });
};
