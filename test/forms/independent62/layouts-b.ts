// Set 62 layouts 5-7: Canadian owners' table with SINs, checkbox form with guarantor sheet, owners in columns.
import type { Sheet } from './sheet.ts';
import { fullName, type Merchant } from './model.ts';
import { address, authorisation, bizPaths as B, decoyBlock, fld, own } from './parts.ts';
import { ownerBlock } from './layouts-a.ts';

/** Maple Leaf: Canadian form, O/A name, BN with program account, owners 1-2 on page 1, owners 3+ on page 2 with SINs. */
export function mapleleaf(s: Sheet, m: Merchant): void {
  s.label('MAPLE LEAF BUSINESS FUNDING INC.', 36, 30, { size: 14, bold: true });
  s.label('Application for Business Financing (Canada)', 36, 47, { size: 8.5, gray: true });
  let y = 64;
  s.heading('BUSINESS', 36, y, 540); y += 18;
  fld(s, 'above', 'Legal Business Name', m.legal, 36, y, 300, { paths: B.legal(m) });
  y += fld(s, 'above', 'Operating Name (O/A)', m.dbaPrinted, 336, y, 240, { paths: B.dba(m) });
  fld(s, 'above', 'Business Number (BN) incl. program account', m.taxPrinted, 36, y, 200, { paths: B.tax(m) });
  fld(s, 'above', 'Legal Structure', m.entityText, 236, y, 110, { paths: B.entity(m) });
  fld(s, 'above', 'Date Established', m.startPrinted, 346, y, 110, { paths: B.start(m) });
  y += fld(s, 'above', 'Nature of Business', m.industryText, 456, y, 120, { paths: B.industry(m) });
  y += address(s, 'above', m, 36, y, 540);
  fld(s, 'above', 'Amount Requested (CAD)', `${m.amountPrinted} CAD`, 36, y, 180, { paths: B.amount(m) });
  fld(s, 'above', 'Remittance', m.freqText, 216, y, 120, { paths: B.freq(m) });
  y += fld(s, 'above', 'Remittance Amount', m.paymentPrinted, 336, y, 240, { paths: B.payment(m) }) + 4;
  y += decoyBlock(s, 'above', m, 36, y, 540, ['bank', 'accountant', 'inc']);
  for (let i = 0; i < 2 && i < m.owners.length; i++) {
    s.heading(`PRINCIPAL ${i + 1}`, 36, y, 540); y += 18;
    y += ownerBlock(s, 'above', m, i, 36, y, 540);
  }
  if (m.owners.length > 2) {
    s.newPage();
    s.label('SCHEDULE A - ADDITIONAL PRINCIPALS', 36, 30, { size: 13, bold: true });
    y = 54;
    for (let i = 2; i < m.owners.length; i++) { s.heading(`PRINCIPAL ${i + 1}`, 36, y, 540); y += 18; y += ownerBlock(s, 'above', m, i, 36, y, 540, { spouse: true }); }
  } else y += 6;
  if (m.holding) {
    y += fld(s, 'left', `Corporate shareholder (${m.holding.pct}%) - name`, m.holding.name, 36, y, 360, { decoy: 'holding_company' });
    y += fld(s, 'left', 'Corporate shareholder BN', m.holding.ein, 36, y, 360, { decoy: 'holding_ein' });
  }
  authorisation(s, m, y + 4, true);
}

const ENTITY_BOXES = ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S Corp', 'LP', 'LLP'];

/** Keystone: checkbox rows for entity and schedule, page 2 "Guarantors" with spouses and non-owner officers. */
export function keystone(s: Sheet, m: Merchant): void {
  s.label('KEYSTONE ADVANCE GROUP', 36, 30, { size: 15, bold: true });
  s.label('Merchant Intake - 2 pages', 440, 36, { size: 8 });
  let y = 60;
  fld(s, 'below', 'Business Legal Name', m.legal, 36, y, 330, { paths: B.legal(m) });
  y += fld(s, 'below', 'd/b/a', m.dbaPrinted, 366, y, 210, { paths: B.dba(m) });
  s.label('Entity:', 36, y + 1, { bold: true });
  const mark = s.rng.pick(['x', 'check'] as const);
  ENTITY_BOXES.forEach((b, i) => s.check(b, 76 + i * 70, y, b === m.entityBox, { paths: b === m.entityBox ? B.entity(m) : undefined, mark }));
  y += 18;
  fld(s, 'below', 'Tax ID (EIN or SSN if sole prop.)', m.taxPrinted, 36, y, 160, { paths: B.tax(m) });
  fld(s, 'below', 'Date Business Started', m.startPrinted, 196, y, 130, { paths: B.start(m) });
  y += fld(s, 'below', 'Industry / Type of Business', m.industryText, 326, y, 250, { paths: B.industry(m) });
  y += address(s, 'below', m, 36, y, 540);
  fld(s, 'below', 'Amount Requested', m.amountPrinted, 36, y, 150, { paths: B.amount(m) });
  fld(s, 'below', 'Payment', m.paymentPrinted, 186, y, 120, { paths: B.payment(m) });
  y += fld(s, 'below', 'No. of Payments', String(m.nPayments), 306, y, 100, { paths: B.nPayments(m) });
  s.label('Schedule:', 36, y + 1, { bold: true });
  ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'].forEach((f, i) => {
    const on = f.toLowerCase() === m.freq;
    s.check(f, 86 + i * 70, y, on, { paths: on ? B.freq(m) : undefined, mark });
  });
  y += 18;
  s.label('Property:', 36, y + 1, { bold: true });
  const rent = s.rng.chance(0.6);
  s.check('Own', 86, y, !rent); s.check('Rent', 156, y, rent); y += 18;
  y += decoyBlock(s, 'below', m, 36, y, 540, ['landlord', 'agent', 'bank']) + 4;
  s.heading('PRIMARY OWNER', 36, y, 540); y += 18;
  y += ownerBlock(s, 'below', m, 0, 36, y, 540, { score: true, spouse: true });
  authorisation(s, m, y + 4, false);
  s.newPage();
  s.label('GUARANTORS (owners 2-6)', 36, 30, { size: 13, bold: true });
  y = 54;
  for (let i = 1; i < 6; i++) {
    s.heading(`GUARANTOR ${i + 1}`, 36, y, 540); y += 18;
    if (m.owners[i]) y += ownerBlock(s, 'below', m, i, 36, y, 540, { score: true, spouse: true });
    else { s.label('- blank -', 40, y + 2, { gray: true }); y += 18; }
  }
  s.heading('OFFICERS / MANAGERS WITH NO OWNERSHIP (not guarantors)', 36, y, 540); y += 18;
  for (const o of m.officers) { fld(s, 'below', 'Name', o.name, 36, y, 300, { decoy: 'officer' }); y += fld(s, 'below', 'Title', o.title, 336, y, 240, { decoy: 'officer_title' }); }
  if (m.holding) fld(s, 'below', `Parent / holding company (${m.holding.pct}%) and EIN`, `${m.holding.name}  ${m.holding.ein}`, 36, y, 540, { decoy: 'holding_company' });
}

/** Summit Line: one page, boxes with labels inside, owners in three side-by-side columns, holding company line. */
export function summitline(s: Sheet, m: Merchant): void {
  s.label('Summit Line Capital', 36, 28, { size: 17, bold: true });
  s.label('Application  ·  owners in columns', 400, 36, { size: 8, gray: true });
  let y = 56;
  fld(s, 'inside', 'LEGAL NAME', m.legal, 36, y, 300, { paths: B.legal(m) });
  y += fld(s, 'inside', 'DBA', m.dbaPrinted, 336, y, 240, { paths: B.dba(m) });
  fld(s, 'inside', 'ENTITY', m.entityText, 36, y, 120, { paths: B.entity(m) });
  fld(s, 'inside', 'FEIN', m.taxPrinted, 156, y, 120, { paths: B.tax(m) });
  fld(s, 'inside', 'IN BUSINESS SINCE', m.startPrinted, 276, y, 130, { paths: B.start(m) });
  y += fld(s, 'inside', 'BUSINESS TYPE', m.industryText, 406, y, 170, { paths: B.industry(m) });
  y += address(s, 'inside', m, 36, y, 540);
  fld(s, 'inside', 'AMOUNT REQUESTED', m.amountPrinted, 36, y, 180, { paths: B.amount(m) });
  y += fld(s, 'inside', 'USE OF FUNDS', 'Equipment and payroll', 216, y, 360) + 6;
  s.heading('OWNERS (person owners only; list a parent company below)', 36, y, 540); y += 16;
  const rows: [string, (i: number) => [string, Record<string, unknown> | undefined]][] = [
    ['Name', (i) => [fullName(m.owners[i]!), own.name(i, m.owners[i]!)]],
    ['Title', (i) => [m.owners[i]!.title, own.role(i, m.owners[i]!)]],
    ['Ownership', (i) => [`${m.owners[i]!.pct} %`, own.pct(i, m.owners[i]!)]],
    ['SSN', (i) => [m.owners[i]!.taxPrinted, own.tax(i, m.owners[i]!, false)]],
    ['DOB', (i) => [m.owners[i]!.dobPrinted, own.dob(i, m.owners[i]!)]],
    ['FICO', (i) => [m.owners[i]!.score === null ? '' : String(m.owners[i]!.score), own.score(i, m.owners[i]!)]],
  ];
  for (const [lab, f] of rows) {
    s.box(36, y, 540, 20);
    s.label(lab, 40, y + 6, { size: 7, bold: true });
    for (let i = 0; i < 3; i++) {
      s.line(106 + i * 157, y, 106 + i * 157, y + 20, 0.4);
      if (m.owners[i]) { const [t, p] = f(i); s.value(t, 108 + i * 157, y + 4, 153, { paths: p }); }
    }
    y += 20;
  }
  y += 6;
  fld(s, 'inside', 'PARENT / HOLDING COMPANY', m.holding?.name ?? '', 36, y, 280, { decoy: 'holding_company' });
  fld(s, 'inside', 'PARENT EIN', m.holding?.ein ?? '', 316, y, 140, { decoy: 'holding_ein' });
  y += fld(s, 'inside', 'PARENT %', m.holding ? `${m.holding.pct}%` : '', 456, y, 120, { decoy: 'holding_pct' }) + 6;
  y += decoyBlock(s, 'inside', m, 36, y, 540, ['agent', 'accountant']) + 6;
  authorisation(s, m, y, false);
}
