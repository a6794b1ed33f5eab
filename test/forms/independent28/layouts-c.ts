// The last three papers: a spreadsheet row printed landscape, a monospaced fax cover + plain-text app, and an
// underwriting submission summary headed by the ISO's own company data.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Prints } from './deal.ts';
import { date, money, type Pen } from './draw.ts';
import { businessRows, choosePrints, lines, ownerRows, type Row } from './rows.ts';

const COLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function band(pen: Pen, rows: Row[], y: number, col0: number, rowNo: number): number {
  const x0 = 56;
  const cw = (pen.width - x0 - 24) / rows.length;
  rows.forEach((r, i) => {
    const x = x0 + i * cw;
    pen.rect(x, y, cw, 12, { fill: '#e6e6e6', stroke: '#999' });
    const c = col0 + i;
    pen.text(c < 26 ? COLS[c]! : COLS[Math.floor(c / 26) - 1]! + COLS[c % 26]!, x, y + 2.5, { size: 7, width: cw, align: 'center', color: '#555' });
    pen.rect(x, y + 12, cw, 30, { fill: '#dfeadf', stroke: '#999' });
    pen.text(r.label, x + 2, y + 15, { size: 7, width: cw - 4, font: 'Helvetica-Bold' });
    pen.rect(x, y + 42, cw, 30, { stroke: '#999' });
    const words = r.value.split(' ');
    const long = pen.style === 'handwritten' && words.length > 2 && pen.doc.font(pen.handFont).fontSize(8.5).widthOfString(r.value) > cw - 6;
    const cut = Math.ceil(words.length / 2);
    if (long) {
      pen.val(words.slice(0, cut).join(' '), x + 2, y + 45, cw - 4, 7.5, r.key, true);
      pen.val(words.slice(cut).join(' '), x + 2, y + 57, cw - 4, 7.5, `${r.key}b`, true);
    } else pen.val(r.value, x + 2, y + 46, cw - 4, 7.5, r.key, true);
  });
  pen.rect(36, y + 12, 20, 30, { fill: '#e6e6e6', stroke: '#999' });
  pen.text('1', 36, y + 23, { size: 7, width: 20, align: 'center' });
  pen.rect(36, y + 42, 20, 30, { fill: '#e6e6e6', stroke: '#999' });
  pen.text(String(rowNo), 36, y + 53, { size: 7, width: 20, align: 'center' });
  return y + 84;
}

export function spreadsheetRow(pen: Pen, d: Deal, rng: Rng): Prints {
  const p = choosePrints(rng, { dob: rng.chance(0.5), payment: rng.chance(0.4) });
  const k = d.decoy;
  const rowNo = rng.int(14, 212);
  const head: Row[] = [{ key: 'x1', label: 'Date Sub', value: date(`2026-11-${rng.int(10, 27)}`, 'short') }, { key: 'x2', label: 'Rep', value: k.isoRep },
    { key: 'x3', label: 'Lead Src', value: rng.pick(['UCC', 'Web', 'Referral']) }];
  const biz = businessRows(d, p, rng, rng.pick(['us', 'short'] as const), { legal: 'LEGAL_NAME', dba: 'DBA', entity: 'ENTITY', industry: 'INDUSTRY', tax: 'FEIN',
    start: 'START_DATE', addr: 'ADDRESS', csz: 'CITY_ST_ZIP', phone: 'BUS_PHONE', email: 'EMAIL', amount: 'REQ_AMT', payment: 'PMT', npay: 'NUM_PMTS',
    freq: 'FREQ', use: 'USE_OF_FUNDS', sales: 'AVG_MO_REV' }).filter((r) => r.key !== 'email');
  const own = d.owners.flatMap((o, i) => ownerRows(o, i, p, rng, 'us', { name: `OWNER${i + 1}_NAME`, role: `OWNER${i + 1}_TITLE`, pct: `OWNER${i + 1}_PCT`,
    ssn: `OWNER${i + 1}_SSN`, dob: `OWNER${i + 1}_DOB`, fico: `OWNER${i + 1}_FICO`, home: `OWNER${i + 1}_HOME`, cell: `OWNER${i + 1}_CELL` }).filter((r) => !r.key.endsWith('cell')));
  const tail: Row[] = [{ key: 'x4', label: 'BANK_RTG', value: k.routing }, { key: 'x5', label: 'BANK_ACCT', value: k.account },
    { key: 'x6', label: 'POSITIONS', value: k.existing.map((e) => `${e.funder} ${money(e.balance)}`).join('; ') || '0' }, { key: 'x7', label: 'ISO_COMM', value: `${rng.int(6, 12)} pts` }];
  const all = [...head, ...biz, ...own, ...tail];
  pen.text(`Pipeline_${rng.pick(['Nov26', 'Q4', 'MASTER'])}.xlsx - ${k.isoCompany} - Sheet1`, 36, 20, { size: 8, color: '#444' });
  pen.text(`Print area: row ${rowNo} (filtered)   Page 1 of 1`, pen.width - 260, 20, { size: 8, color: '#444', width: 224, align: 'right' });
  let y = 40;
  for (let i = 0, c = 0; i < all.length; i += 8, c += 8) {
    if (y > pen.height - 100) { pen.addPage(); y = 40; }
    y = band(pen, all.slice(i, i + 8), y, c, rowNo);
  }
  pen.text(`${k.isoCompany} internal - do not forward ISO_COMM column to funders`, 36, pen.height - 30, { size: 7, color: '#777' });
  return p;
}

export function faxCoverApp(pen: Pen, d: Deal, rng: Rng): Prints {
  const p = choosePrints(rng, {});
  const k = d.decoy;
  pen.typedFont = 'Courier';
  pen.handFont = 'Helvetica-Oblique';
  const C = { font: 'Courier', size: 10 };
  let y = 40;
  const put = (s: string, o = C): void => { pen.text(s, 48, y, o); y += 13; };
  put(`${date(`2026-11-${rng.int(10, 27)}`, 'us')} ${rng.int(10, 16)}:${rng.int(10, 59)}  FROM:${k.isoPhone.replace(/\D/g, '')}  TO:12125550148   P.1/${2 + (d.owners.length > 1 ? 1 : 0)}`, { font: 'Courier', size: 8 });
  y += 20;
  put('F A X   C O V E R   S H E E T', { font: 'Courier-Bold', size: 16 });
  y += 14;
  const cover: [string, string][] = [['TO', 'Harborline Funding - New Deals'], ['ATTN', k.funderRep], ['FAX', '(212) 555-0148'], ['FROM', `${k.isoRep}, ${k.isoCompany}`],
    ['PHONE', k.isoPhone], ['RE', 'New MCA application'], ['PAGES', `${2 + (d.owners.length > 1 ? 1 : 0)} incl. cover`]];
  for (const [a, b] of cover) { pen.text(`${a.padEnd(6)}:`, 48, y, C); pen.val(b, 120, y, 380, 10, `cov${a}`); y += 18; }
  y += 6;
  pen.text('NOTES:', 48, y, C);
  pen.val(`Merchant wants ${money(d.amount)} asap, stmts to follow by email. Call me - ${k.isoRep.split(' ')[0]}`, 48, y + 16, 480, 10, 'covnote');
  y += 60;
  pen.text('CONFIDENTIALITY NOTICE: The documents accompanying this facsimile contain confidential information belonging to the sender which is legally privileged. If you have received this fax in error, please notify us by telephone immediately.', 48, y, { font: 'Courier', size: 8, width: 500 });
  pen.addPage();
  y = 40;
  put(`${k.isoCompany.toUpperCase()} - MERCHANT APPLICATION (PLAIN TEXT)`, { font: 'Courier-Bold', size: 11 });
  put('='.repeat(72), { font: 'Courier', size: 9 });
  const fmt = rng.pick(['us', 'iso', 'short'] as const);
  y = lines(pen, businessRows(d, p, rng, fmt, { legal: 'Corp Name', dba: 'Trade Name', entity: 'Structure', industry: 'Nature of Bus', tax: 'Tax ID No',
    start: 'Inception Date', addr: 'Street', csz: 'City St Zip', amount: 'Amt Requested', payment: 'Pmt Amount', npay: 'No of Pmts', freq: 'Pmt Schedule', sales: 'Monthly Gross' }),
  48, y + 4, { font: 'Courier', size: 9.5, leader: true, labelW: 170, step: 14 });
  d.owners.forEach((o, i) => {
    if (y > pen.height - 150) { pen.addPage(); y = 40; }
    put(`--- PRINCIPAL #${i + 1} ${'-'.repeat(52)}`, { font: 'Courier', size: 9.5 });
    y = lines(pen, ownerRows(o, i, p, rng, fmt, { name: 'Principal', role: 'Title', pct: 'Pct Owned', ssn: 'Soc Sec No', dob: 'Birth Date', fico: 'Credit Score', home: 'Res Address', cell: 'Cell Phone' }),
      48, y, { font: 'Courier', size: 9.5, leader: true, labelW: 170, step: 14 });
  });
  y += 8;
  put(`BANK: ${k.bank} RTN ${k.routing} ACCT ${k.account}`, { font: 'Courier', size: 9 });
  put(`LANDLORD: ${k.landlord} ${k.landlordPhone}  RENT ${money(k.rent)}`, { font: 'Courier', size: 9 });
  y += 10;
  pen.text('The undersigned certify the information above is true and authorize the funder and its assigns to obtain credit reports and verify all information herein.', 48, y, { font: 'Courier', size: 8.5, width: 500 });
  pen.sign(60, y + 34);
  pen.text(`X______________________________  DATE ${date(`2026-11-${rng.int(1, 9)}`, 'us')}`, 48, y + 44, { font: 'Courier', size: 9.5 });
  return p;
}
