// Three of the papers: an ISO's submission e-mail printed to PDF, a CRM deal-sheet export, a funder's intake checklist.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Prints } from './deal.ts';
import { date, money, type Pen } from './draw.ts';
import { businessRows, choosePrints, kvTable, lines, ownerRows } from './rows.ts';

const SUBMIT = '2026-11-';

function emailHeader(pen: Pen, d: Deal, rng: Rng): number {
  const k = d.decoy;
  pen.text(`Gmail - New Submission: ${d.dba ?? d.legal}`, 36, 20, { size: 7.5, color: '#555' });
  pen.text(`11/${rng.int(10, 27)}/26, ${rng.int(8, 11)}:${rng.int(10, 59)} AM`, pen.width - 130, 20, { size: 7.5, color: '#555' });
  pen.text(`${k.isoRep.split(' ')[0]} <${k.isoEmail}>`, 36, 44, { font: 'Helvetica-Bold', size: 11 });
  const hdr: [string, string][] = [['From', `${k.isoRep} <${k.isoEmail}>`], ['To', 'newdeals@harborlinefunding.com'],
    ['Cc', `${k.funderRep} <${k.funderRep.split(' ')[0]!.toLowerCase()}@harborlinefunding.com>`],
    ['Subject', `NEW SUB - ${d.dba ?? d.legal} - ${money(d.amount)} - 4 stmts attached`], ['Date', `${rng.pick(['Mon', 'Tue', 'Wed', 'Thu'])}, Nov ${rng.int(10, 27)}, 2026 at ${rng.int(1, 5)}:${rng.int(10, 59)} PM`]];
  let y = 64;
  for (const [a, b] of hdr) { pen.text(`${a}:`, 36, y, { size: 9, color: '#555' }); pen.text(b, 90, y, { size: 9 }); y += 13; }
  pen.line(36, y + 4, pen.width - 36, y + 4, '#bbb');
  return y + 14;
}

export function emailPrintout(pen: Pen, d: Deal, rng: Rng): Prints {
  const p = choosePrints(rng, { score: rng.chance(0.35) });
  const k = d.decoy;
  let y = emailHeader(pen, d, rng);
  y += pen.text(`Hi ${k.funderRep.split(' ')[0]},`, 36, y, { size: 10 }) + 6;
  y += pen.text(`Please see below a new ${d.industryText.toLowerCase()} deal for review. Merchant is looking to close this week, 4 months of bank statements and the signed app are attached. Let me know if you need anything else.`, 36, y, { size: 10, width: pen.width - 72, lineGap: 2 }) + 8;
  const fmt = rng.pick(['us', 'short', 'long'] as const);
  y = lines(pen, businessRows(d, p, rng, fmt, { legal: 'Business Name', dba: 'DBA', entity: 'Entity', industry: 'Type of Business', tax: 'EIN',
    start: 'Business Start Date', addr: 'Address', csz: 'City/State', amount: 'Requested Amount', sales: 'Monthly Revenue' }), 36, y, { size: 10 });
  d.owners.forEach((o, i) => {
    y += 6;
    y = lines(pen, ownerRows(o, i, p, rng, fmt, { name: d.owners.length > 1 ? `Owner ${i + 1}` : 'Owner', role: 'Title', pct: 'Ownership', ssn: 'SSN', fico: 'FICO' }), 36, y, { size: 10 });
  });
  if (y > pen.height - 230) { pen.addPage(); y = 50; }
  y += 6;
  const pos = k.existing.length ? k.existing.map((e) => `${e.funder} - bal ${money(e.balance)}, ${money(e.payment)}/day`).join('; ') : 'none, first position';
  y += pen.text(`Current positions: ${pos}. Landlord is ${k.landlord}, rent ${money(k.rent)}/mo.`, 36, y, { size: 10, width: pen.width - 72 }) + 14;
  const sig = ['Thanks,', '', k.isoRep, k.isoRepTitle, k.isoCompany, `Direct: ${k.isoPhone}`, k.isoAddress, `ISO Tax ID ${k.isoEin}`];
  for (const s of sig) { pen.text(s, 36, y, { size: 10, font: s === k.isoRep ? 'Helvetica-Bold' : 'Helvetica' }); y += 13; }
  y += 10;
  pen.line(40, y, 40, y + 120, '#ccc', 2);
  const q = [`On ${rng.pick(['Fri', 'Thu'])}, Nov ${rng.int(2, 9)}, 2026 at 10:${rng.int(10, 59)} AM ${k.funderRep} wrote:`,
    `> ${k.isoRep.split(' ')[0]}, thanks for the ISO agreement. For your W-9 file our EIN is ${k.funderEin}.`,
    '> Send new files to newdeals@ and cc me. Min. 4 months statements, no more than 3 positions,',
    `> minimum funding ${money(rng.pick([10000, 15000, 5000]))}. Buy rates start at 1.24.`, '>', `> ${k.funderRep}`, '> Harborline Funding | 77 Water St, New York, NY 10005'];
  for (const s of q) { pen.text(s, 48, y, { size: 9, color: '#555' }); y += 12; }
  return p;
}

export function crmDealSheet(pen: Pen, d: Deal, rng: Rng): Prints {
  const p = choosePrints(rng, { payment: rng.chance(0.6) });
  const k = d.decoy;
  const W = pen.width - 72;
  pen.rect(0, 0, pen.width, 44, { fill: '#1f3b5c' });
  pen.text('DealFlow CRM', 36, 12, { font: 'Helvetica-Bold', size: 15, color: '#fff' });
  pen.text(`${k.isoCompany}  |  Opportunity Record Export`, 36, 30, { size: 8, color: '#cde' });
  pen.text(`Printed ${date(`${SUBMIT}${rng.int(10, 27)}`, 'us')} ${rng.int(8, 18)}:${rng.int(10, 59)} by ${k.isoRep}`, pen.width - 230, 16, { size: 7.5, color: '#fff', width: 200, align: 'right' });
  const sys = [
    { key: 'sys1', label: 'Record ID', value: `OPP-${k.recordId}` }, { key: 'sys2', label: 'Account ID', value: `ACC-${rng.digits(7)}` },
    { key: 'sys3', label: 'Created', value: `2026-11-0${rng.int(1, 9)}T${rng.int(10, 23)}:${rng.int(10, 59)}:0${rng.int(0, 9)}Z` },
    { key: 'sys4', label: 'Last Modified', value: `2026-11-${rng.int(10, 27)}T0${rng.int(1, 9)}:${rng.int(10, 59)}:${rng.int(10, 59)}Z` },
    { key: 'sys5', label: 'Stage', value: rng.pick(['Submitted to Funder', 'App Out', 'In Underwriting']) },
    { key: 'sys6', label: 'Lead Source', value: rng.pick(['UCC List - Nov', 'Web Form', 'Referral: ' + k.funderRep, 'Cold Call']) },
    { key: 'sys7', label: 'Assigned To', value: k.isoRep }, { key: 'sys8', label: 'Opener', value: rng.pick(['A. Ruiz', 'T. Kim', 'J. Holloway']) },
  ];
  pen.text('System', 36, 56, { font: 'Helvetica-Bold', size: 10 });
  let y = kvTable(pen, sys, 36, 70, W, { keyW: 150, h: 15, shade: '#f2f2f2' });
  const fmt = rng.pick(['us', 'iso'] as const);
  const biz = businessRows(d, p, rng, fmt, { legal: 'Account Name (Legal)', dba: 'DBA Name', entity: 'Business Entity', industry: 'Industry Description',
    tax: 'Tax ID / EIN', start: 'Date Business Started', addr: 'Billing Street', csz: 'Billing City/State/Zip', amount: 'Funding Amount Requested',
    payment: 'Est. Payment', npay: 'Term (payments)', freq: 'Payment Frequency', sales: 'Gross Monthly Sales' });
  pen.text('Opportunity', 36, y + 10, { font: 'Helvetica-Bold', size: 10 });
  y = kvTable(pen, biz, 36, y + 24, W, { keyW: 150, h: 15, shade: '#f2f2f2' });
  pen.addPage();
  y = 40;
  const lastFirst = rng.chance(0.5);
  d.owners.forEach((o, i) => {
    pen.text(`Contact ${i + 1}${i === 0 ? ' (Primary Guarantor)' : ''}`, 36, y, { font: 'Helvetica-Bold', size: 10 });
    y = kvTable(pen, ownerRows(o, i, p, rng, fmt, { name: lastFirst ? 'Contact Name (Last, First)' : 'Contact Name', lastFirst: lastFirst ? '1' : undefined,
      role: 'Title', pct: '% Ownership', ssn: 'SSN', dob: 'Birthdate', fico: 'Credit Score (self-reported)', home: 'Mailing Address', cell: 'Mobile' }), 36, y + 14, W, { keyW: 150, h: 15 }) + 12;
  });
  const bank = [{ key: 'b1', label: 'Bank Name', value: k.bank }, { key: 'b2', label: 'Routing #', value: k.routing }, { key: 'b3', label: 'Account #', value: k.account },
    { key: 'b4', label: 'State of Incorporation', value: k.incState }, { key: 'b5', label: 'Landlord / Mortgage Co.', value: `${k.landlord} ${k.landlordPhone}` },
    ...k.existing.map((e, i) => ({ key: `e${i}`, label: `Open Position ${i + 1}`, value: `${e.funder} / ${money(e.balance)} bal / ${money(e.payment)} daily` }))];
  pen.text('Banking & Other', 36, y, { font: 'Helvetica-Bold', size: 10 });
  y = kvTable(pen, bank, 36, y + 14, W, { keyW: 150, h: 15, shade: '#f2f2f2' });
  pen.text(`Notes: submitted by ${k.isoRep} (${k.isoPhone}). Confidential - for funding partners of ${k.isoCompany} only. Page generated by DealFlow CRM v8.2.`, 36, y + 16, { size: 7.5, color: '#666', width: W });
  return p;
}
