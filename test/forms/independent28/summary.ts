// An underwriting "submission summary" an ISO prints for its funders: its own company block (name, EIN, address,
// ISO number) on top, then the merchant, the principals, declared positions and bank details.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Prints } from './deal.ts';
import { date, money, type Pen } from './draw.ts';
import { businessRows, choosePrints, kvTable, ownerRows } from './rows.ts';

export function submissionSummary(pen: Pen, d: Deal, rng: Rng): Prints {
  const p = choosePrints(rng, { payment: rng.chance(0.7) });
  const k = d.decoy;
  const W = pen.width - 72;
  pen.text(k.isoCompany.toUpperCase(), 36, 30, { font: 'Times-Bold', size: 17 });
  pen.text(`${k.isoAddress}  |  ${k.isoPhone}  |  ${k.isoEmail}`, 36, 52, { size: 8 });
  pen.text(`Company EIN ${k.isoEin}  |  ISO ID ${rng.alnum(6)}  |  NMLS n/a`, 36, 63, { size: 8 });
  pen.line(36, 76, pen.width - 36, 76, '#000', 1.2);
  pen.text('UNDERWRITING SUBMISSION SUMMARY', 36, 84, { font: 'Times-Bold', size: 13 });
  pen.text(`Deal # ${k.recordId}   Submitted ${date(`2026-11-${rng.int(10, 27)}`, 'long')}   Prepared by ${k.isoRep}, ${k.isoRepTitle}`, 36, 101, { size: 8.5 });
  const fmt = rng.pick(['us', 'long', 'short'] as const);
  const biz = businessRows(d, p, rng, fmt, { legal: 'Merchant (legal)', dba: 'Doing business as', entity: 'Legal structure', industry: 'Description of business',
    tax: 'Merchant TIN', start: 'In business since', addr: 'Location', csz: 'City / State / ZIP', amount: 'Requested advance', payment: 'Proposed remittance',
    npay: 'Number of remittances', freq: 'Remittance schedule', sales: 'Avg. monthly bank deposits' });
  pen.text('1. MERCHANT', 36, 120, { font: 'Times-Bold', size: 10.5 });
  let y = kvTable(pen, biz, 36, 134, W, { keyW: 170, h: 15, shade: '#f5f1e6' });
  pen.text('2. PRINCIPALS / GUARANTORS', 36, y + 10, { font: 'Times-Bold', size: 10.5 });
  y += 24;
  const half = (W - 10) / 2;
  d.owners.forEach((o, i) => {
    const col = i % 2;
    if (col === 0 && y > pen.height - 170) { pen.addPage(); y = 40; }
    const rows = ownerRows(o, i, p, rng, fmt, { name: 'Guarantor', role: 'Position', pct: 'Ownership', ssn: 'SSN', dob: 'Date of birth', fico: 'FICO (stated)', home: 'Residence', cell: 'Mobile' });
    const end = kvTable(pen, rows, 36 + col * (half + 10), y, half, { keyW: 70, h: 15, size: 8 });
    if (col === 1 || i === d.owners.length - 1) y = end + 10;
  });
  if (y > pen.height - 200) { pen.addPage(); y = 40; }
  pen.text('3. DECLARED POSITIONS', 36, y, { font: 'Times-Bold', size: 10.5 });
  y += 14;
  const pos = k.existing.length ? k.existing.map((e, i) => ({ key: `e${i}`, label: e.funder, value: `balance ${money(e.balance)} - ${money(e.payment)} daily` }))
    : [{ key: 'e0', label: 'None declared', value: '-' }];
  y = kvTable(pen, pos, 36, y, W, { keyW: 170, h: 15 }) + 10;
  pen.text('4. BANKING / OTHER', 36, y, { font: 'Times-Bold', size: 10.5 });
  y = kvTable(pen, [{ key: 'b1', label: 'Operating account', value: `${k.bank} - RTN ${k.routing} - Acct ${k.account}` },
    { key: 'b2', label: 'State of incorporation', value: k.incState }, { key: 'b3', label: 'Landlord', value: `${k.landlord}, ${money(k.rent)}/mo, ${k.landlordPhone}` }], 36, y + 14, W, { keyW: 170, h: 15 });
  pen.text(`Rep comments: ${rng.pick(['Strong deposits, no NSFs last 60 days.', 'Seasonal dip in Feb, recovering.', 'Merchant is responsive, wants funding by Friday.'])}`, 36, y + 12, { size: 9, width: W });
  pen.text(`${k.isoCompany} certifies that the merchant signed the application and authorisation on file. Summary prepared from merchant-provided data; funder to verify independently. Not an offer or commitment to fund.`, 36, y + 40, { size: 7, color: '#555', width: W });
  return p;
}
