// The deal as label/value rows, with each layout's own wording, and the two renderings most of the papers use:
// "Label: value" lines and a bordered key/value table.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner, Prints } from './deal.ts';
import { date, ein, FREQ_TEXT, maskEin, maskSsn, money, ssn, type DateFmt, type Pen } from './draw.ts';

export interface Row { label: string; value: string; key: string }
export type Labels = Partial<Record<string, string>>;

const BIZ: Record<string, string> = { legal: 'Legal Name', dba: 'DBA', entity: 'Entity Type', industry: 'Industry', tax: 'Federal Tax ID',
  start: 'Business Start Date', addr: 'Address', csz: 'City/State/Zip', phone: 'Business Phone', email: 'Email', web: 'Website',
  amount: 'Amount Requested', payment: 'Payment', npay: '# of Payments', freq: 'Frequency', use: 'Use of Funds', sales: 'Avg Monthly Sales' };

export function choosePrints(rng: Rng, o: Partial<Prints> = {}): Prints {
  return { dba: true, entity: true, industry: true, taxId: rng.chance(0.85) ? 'full' : 'masked', payment: rng.chance(0.5), start: true,
    ownerTax: rng.pick(['full', 'full', 'masked']), score: rng.chance(0.5), dob: rng.chance(0.8), role: true, ...o };
}

export function taxText(d: Deal, p: Prints, rng: Rng): string {
  if (p.taxId === 'masked') return d.taxType === 'SSN' ? maskSsn(d.taxId, rng) : maskEin(d.taxId, rng);
  return d.taxType === 'SSN' ? ssn(d.taxId) : ein(d.taxId);
}

export function businessRows(d: Deal, p: Prints, rng: Rng, fmt: DateFmt, L: Labels = {}): Row[] {
  const l = (k: string): string => L[k] ?? BIZ[k]!;
  const rows: Row[] = [
    { key: 'legal', label: l('legal'), value: d.legal },
    { key: 'dba', label: l('dba'), value: d.dba ?? rng.pick(['SAME', 'N/A', 'same as above']) },
    { key: 'entity', label: l('entity'), value: d.entityText },
    { key: 'industry', label: l('industry'), value: d.industryText },
    { key: 'tax', label: l('tax') + (d.taxType === 'SSN' && !/SSN/.test(l('tax')) ? ' (SSN)' : ''), value: taxText(d, p, rng) },
    { key: 'start', label: l('start'), value: date(d.start, fmt) },
    { key: 'addr', label: l('addr'), value: d.street },
    { key: 'csz', label: l('csz'), value: `${d.city}, ${d.state} ${d.zip}` },
    { key: 'phone', label: l('phone'), value: d.phone },
    { key: 'email', label: l('email'), value: d.email },
    { key: 'amount', label: l('amount'), value: money(d.amount, rng.chance(0.3)) },
    { key: 'use', label: l('use'), value: d.useOfFunds },
    { key: 'sales', label: l('sales'), value: money(d.monthlySales) },
  ];
  if (p.payment) {
    rows.splice(11, 0, { key: 'payment', label: l('payment'), value: money(d.payment, true) },
      { key: 'npay', label: l('npay'), value: String(d.nPayments) }, { key: 'freq', label: l('freq'), value: rng.pick(FREQ_TEXT[d.freq]!) });
  }
  return rows;
}

export function ownerRows(o: Owner, i: number, p: Prints, rng: Rng, fmt: DateFmt, L: Labels = {}): Row[] {
  const l = (k: string, def: string): string => L[k] ?? def;
  const rows: Row[] = [
    { key: `o${i}name`, label: l('name', 'Name'), value: L.lastFirst ? `${o.last}, ${o.first}` : `${o.first}${o.middle && rng.chance(0.4) ? ` ${o.middle}.` : ''} ${o.last}` },
    { key: `o${i}role`, label: l('role', 'Title'), value: o.role },
    { key: `o${i}pct`, label: l('pct', 'Ownership %'), value: `${o.pct}%` },
  ];
  if (p.ownerTax !== 'none') rows.push({ key: `o${i}ssn`, label: l('ssn', 'SSN'), value: p.ownerTax === 'full' ? ssn(o.ssn) : maskSsn(o.ssn, rng) });
  if (p.dob) rows.push({ key: `o${i}dob`, label: l('dob', 'DOB'), value: date(o.dob, fmt) });
  if (p.score) rows.push({ key: `o${i}fico`, label: l('fico', 'Credit Score'), value: String(o.score) });
  rows.push({ key: `o${i}home`, label: l('home', 'Home Address'), value: o.home }, { key: `o${i}cell`, label: l('cell', 'Cell'), value: o.cell });
  return rows;
}

/** "Label: value" lines; returns the y after the last line. */
export function lines(pen: Pen, rows: Row[], x: number, y: number, o: { size?: number; labelW?: number; font?: string; leader?: boolean; step?: number } = {}): number {
  const size = o.size ?? 9.5;
  const step = o.step ?? size * 1.55;
  for (const r of rows) {
    if (y > pen.height - 60) { pen.addPage(); y = 50; }
    const label = o.leader ? `${r.label.toUpperCase()} `.padEnd(22, '.') + ':' : `${r.label}:`;
    const lw = o.labelW ?? pen.doc.font(o.font ?? 'Helvetica').fontSize(size).widthOfString(label) + 5;
    pen.text(label, x, y, { font: o.font ?? 'Helvetica', size });
    pen.val(r.value, x + lw, y, 300, size, r.key);
    y += step;
  }
  return y;
}

/** A bordered two-column table of rows; returns the y below it. */
export function kvTable(pen: Pen, rows: Row[], x: number, y: number, w: number, o: { keyW?: number; h?: number; shade?: string; size?: number } = {}): number {
  const keyW = o.keyW ?? w * 0.36;
  const h = o.h ?? 16;
  rows.forEach((r, i) => {
    if (i % 2 === 0 && o.shade) pen.rect(x, y, w, h, { fill: o.shade });
    pen.rect(x, y, w, h, { stroke: '#888', lw: 0.4 });
    pen.line(x + keyW, y, x + keyW, y + h, '#888', 0.4);
    pen.text(r.label, x + 4, y + 4, { size: o.size ?? 8.5, color: '#333' });
    pen.val(r.value, x + keyW + 5, y + 4, w - keyW - 10, o.size ?? 9, r.key);
    y += h;
  });
  return y;
}
