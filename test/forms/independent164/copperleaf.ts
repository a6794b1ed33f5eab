// Copperleaf Business Funding: a dense one-page ISO submission sheet. Boxed cells with the label in the cell's corner,
// the business address on ONE line (the state inside it), and a compact owners table: Owner Name (Last, First) | Title |
// Own % | SSN | DOB | FICO | Home Phone. Hard: "Last, First" names, the state inside an address, "Years in Business"
// printed instead of a start date (then no date), an existing-positions table and ISO details around the values.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, FieldValue } from './canvas.ts';
import { f, fine, lastFirst, signatures, type Layout } from './fields.ts';
import type { Model } from './model.ts';

const COPPER = '#a4532b';
type Cell = [label: string, w: number, key: string, text: string, fields: Record<string, FieldValue> | null];

/** One row of boxed cells; fields null marks a decoy, {} a context value. */
function row(c: Canvas, y: number, cells: Cell[], h = 24): void {
  let x = 40;
  for (const [label, w, key, text, fields] of cells) {
    c.rect(x, y, w, h, { stroke: '#8a8a8a', width: 0.5 });
    c.label(label, x + 2.5, y + 2, { size: 5.8, color: COPPER });
    c.value(key, text, x + 2, y + h - 3, w - 4, { label, fields: fields ?? {}, decoy: fields === null, size: 9 });
    x += w;
  }
}

function band(c: Canvas, title: string, y: number): void {
  c.rect(40, y, 532, 12, { fill: COPPER });
  c.label(title, 44, y + 2.8, { size: 7.5, bold: true, color: '#fff' });
}

function draw(c: Canvas, m: Model, rng: Rng): void {
  c.label('Copperleaf', 40, 30, { size: 17, bold: true, color: COPPER });
  c.label('BUSINESS FUNDING', 140, 36, { size: 9, bold: true, color: '#333' });
  c.label('ISO SUBMISSION FORM  -  MERCHANT APPLICATION', 330, 30, { size: 8.5, bold: true });
  c.label('Submitted by ISO:', 330, 44, { size: 7 });
  c.value('decoy.iso_rep', m.iso.name, 390, 52, 110, { label: 'Submitted by ISO', decoy: true, size: 8 });
  c.label('ISO #:', 500, 44, { size: 7 });
  c.value('decoy.iso_id', m.iso.id, 522, 52, 50, { label: 'ISO #', decoy: true, size: 7.5 });
  c.label('Rep Phone:', 330, 58, { size: 7 });
  c.value('decoy.iso_phone', m.iso.phone, 370, 66, 100, { label: 'Rep Phone', decoy: true, size: 8 });

  band(c, 'MERCHANT INFORMATION', 76);
  row(c, 88, [['Legal Name', 300, 'legal_name', m.legal, f.legal(m)], ['DBA', 232, 'dba', m.dba?.text ?? '', f.dba(m)]]);
  const years = rng.chance(0.25);
  row(c, 112, [['EIN / Tax ID', 120, 'tax_id', m.tax.text, f.tax(m.tax)], ['Entity Type', 110, 'entity', m.entity.text, f.entity(m.entity.id)],
    [years ? 'Years in Business' : 'Date Established', 100, 'start', years ? String(m.years) : m.start.text, years ? {} : f.start(m)],
    ['Industry / Type of Business', 202, 'industry', m.industry.text, f.industry(m)]]);
  const address = `${m.street}, ${m.city}, ${m.state.code} ${m.zip}`;
  row(c, 136, [['Business Address (Street, City, State, Zip)', 330, 'address', address, f.state(m)], ['Business Phone', 100, 'phone', m.phone, {}],
    ['Employees', 102, 'employees', String(m.employees), {}]]);
  row(c, 160, [['Amount Requested', 120, 'requested', m.requested.text, f.requested(m)], ['Use of Funds', 170, 'use', m.use, {}],
    ['Monthly Gross Sales', 122, 'decoy.monthly_sales', m.monthlySales, null], ['State of Inc.', 120, 'decoy.inc_state', m.incState, null]]);
  row(c, 184, [['Landlord / Mortgage', 200, 'decoy.landlord', m.landlord.name, null], ['Landlord Phone', 110, 'decoy.landlord_phone', m.landlord.phone, null],
    ['Monthly Rent / Mortgage', 110, 'decoy.rent', m.landlord.rent, null], ['Email', 112, 'email', m.email, {}]]);

  band(c, 'OWNERS  (list every owner of 20% or more)', 216);
  const cols: [string, number][] = [['Owner Name (Last, First)', 150], ['Title', 76], ['Own %', 42], ['SSN', 80], ['DOB', 66], ['FICO', 38], ['Home Phone', 80]];
  let x = 40;
  for (const [head, w] of cols) { c.rect(x, 228, w, 12, { fill: '#f3e3d9', stroke: '#8a8a8a', width: 0.5 }); c.label(head, x + 2.5, 231, { size: 6.5, bold: true }); x += w; }
  const showFico = rng.chance(0.8);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], y = 240 + i * 18;
    const vals: [string, Record<string, FieldValue>, boolean][] = o ? [[lastFirst(o), f.name(i, o), false], [o.role, f.role(i, o), false],
      [o.own.text, f.own(i, o), false], [o.tax.text, f.ssn(i, o), false], [o.dob.text, f.dob(i, o), false],
      [showFico ? o.credit?.text ?? '' : '', f.credit(i, o), false], [o.homePhone, {}, true]] : cols.map(() => ['', {}, false]);
    x = 40;
    cols.forEach(([head, w], k) => {
      c.rect(x, y, w, 18, { stroke: '#8a8a8a', width: 0.5 });
      const [text, fields, decoy] = vals[k]!;
      c.value(`${decoy ? 'decoy.' : ''}owner${i}.${head}`, text, x + 2, y + 15, w - 4, { label: head, fields, decoy, size: 8.5 });
      x += w;
    });
  }

  band(c, 'EXISTING POSITIONS / ADVANCES', 322);
  const pcols: [string, number][] = [['Funder', 200], ['Balance', 110], ['Payment', 110], ['Frequency', 112]];
  for (let i = 0; i < 3; i++) {
    const p = m.positions[i];
    row(c, 334 + i * 22, pcols.map(([head, w]) => [head, w, `decoy.position${i}.${head}`,
      p ? { Funder: p.funder, Balance: p.balance, Payment: p.payment, Frequency: i % 2 ? 'Weekly' : 'Daily' }[head]! : '', p ? null : {}] as Cell), 22);
  }

  band(c, 'OPERATING ACCOUNT', 404);
  row(c, 416, [['Bank Name', 200, 'decoy.bank', m.bank.name, null], ['Routing #', 160, 'decoy.routing', m.bank.routing, null],
    ['Account #', 172, 'decoy.account', m.bank.account, null]]);

  band(c, 'AUTHORIZATION', 450);
  const y = fine(c, 'Each owner signing below certifies that the information in this application is true and complete, and authorizes ' +
    'Copperleaf Business Funding, the ISO named above and any funder to which this application is submitted to obtain credit ' +
    'reports, bank statements, and processing and tax information, now and for so long as any obligation remains outstanding.', 40, 468, 532, 6.5) + 30;
  signatures(c, m, rng, y);
  c.label('CBF-ISO 8.2  |  Fax (866) 555-0170  |  deals@copperleaf-funding.example', 40, 772, { size: 6.5, color: '#888' });
}

export const COPPERLEAF: Layout = {
  name: 'copperleaf-owner-table', broker: 'Copperleaf Business Funding', options: { canada: 0, einInLabel: true },
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', size: 9, fieldPrefix: 'cbf_', onState: 'Yes' }, draw,
};
