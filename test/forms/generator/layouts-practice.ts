// Practice layouts of the form reader's own authors (issue 36): ways a form can be laid out that the development and
// held-out sets do not show (numbered questions, labels right-aligned against their values, dense capitals with
// abbreviations and bubbles, guarantors before the business, a Canadian form opening with the request and listing
// shareholders and directors). Written by the reader's authors, so a reader's figure on them measures nothing: they
// are development forms (`forms-accuracy.ts --layouts practice`), kept apart from the other sets' names.
import { MARKS_BLIND, type Canvas } from './canvas.ts';
import type { FormLayout } from './layouts.ts';
import { AUTHORISATION, checkRow, heading, ownerBlocks, ownersTable, PIPEDA, printed, rows, signatures, table } from './sections.ts';
import type { Merchant } from './model.ts';
import { PRACTICE_LAYOUTS_2 } from './layouts-practice2.ts';

const X = 36, W = 540;

/** Label right-aligned against a column, its value written left-aligned right of it (word-processor forms). */
function rightAligned(c: Canvas, m: Merchant, y: number, x: number, labelW: number, width: number, list: [string, string][]): number {
  for (const [label, key] of list) {
    c.text(label, x, y + 4, { width: labelW, align: 'right' });
    c.line(x + labelW + 4, y + 15, x + width, y + 15);
    c.key = key;
    c.label = label;
    const p = printed(m, key);
    c.value(p.text, p.fields, x + labelW + 6, y, width - labelW - 8, 14);
    y += 19;
  }
  return y;
}

const ledger: FormLayout = {
  name: 'practice_numbered', broker: 'Ledgerline Capital', country: 'US', pages: 1, maxOwners: 2, practice: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Helvetica',
  draw(c, m) {
    c.text('LEDGERLINE CAPITAL  -  MERCHANT QUESTIONNAIRE', X, 26, { bold: true, size: 13 });
    let y = heading(c, 'Part 1 - About the business', X, 50, W, false);
    y = rows(c, m, y, X, W, [
      [['1. Legal name of the business:', 'legal', 1]],
      [['2. Doing business as:', 'dba', 0.6], ['3. Phone:', 'phone', 0.4]],
      [[m.taxIdBare ? '4. Federal EIN:' : '4. Federal tax ID number:', 'tax_id', 0.5], ['5. Date business started:', 'start', 0.5]],
      [['6. Street address:', 'street', 1]],
      [['7. City, state, ZIP:', 'city_state_zip', 1]],
      [['8. What does the business do?', 'industry', 1]],
      [['9. Legal structure:', 'entity', 0.5], ['10. State of incorporation:', 'state_inc', 0.5]],
    ], 'lines') + 4;
    y = heading(c, 'Part 2 - The request', X, y, W, false);
    y = rows(c, m, y, X, W, [[['11. How much funding is requested?', 'amount', 0.6], ['12. Use of funds:', 'use', 0.4]]], 'lines') + 4;
    y = heading(c, 'Part 3 - Owners', X, y, W, false);
    y = ownerBlocks(c, m, X, y, W, (i) => `Owner ${i + 1}`, [
      [['13. Full name:', 'name', 0.6], ['14. Title:', 'title', 0.4]],
      [['15. Percent owned:', 'pct', 0.3], ['16. SSN:', 'id', 0.35], ['17. Date of birth:', 'dob', 0.35]],
    ], 2, 'lines');
    y = heading(c, 'Part 4 - Bank and landlord', X, y, W, false);
    y = rows(c, m, y, X, W, [[['18. Bank:', 'bank_name', 0.4], ['19. Routing number:', 'routing', 0.3], ['20. Account:', 'account', 0.3]],
      [['21. Landlord:', 'landlord', 0.6], ['22. Landlord phone:', 'landlord_phone', 0.4]]], 'lines') + 6;
    y += c.para(AUTHORISATION, X, y, W) + 8;
    signatures(c, m, X, y, W, 2);
  },
};

const dense: FormLayout = {
  name: 'practice_dense_caps', broker: 'Granite Advance Group', country: 'US', pages: 1, maxOwners: 3, practice: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Courier', marks: MARKS_BLIND,
  draw(c, m) {
    c.align = 'center';
    c.checkShape = 'circle';
    c.text('GRANITE ADVANCE GROUP', X, 24, { bold: true, size: 13 });
    c.text('MCA APPLICATION', X, 24, { bold: true, size: 10, width: W, align: 'right' });
    let y = heading(c, 'MERCHANT', X, 44, W, true);
    y = rows(c, m, y, X, W, [
      [['LEGAL NAME', 'legal', 0.4], ['D/B/A', 'dba', 0.35], ['FED TAX ID #', 'tax_id', 0.25]],
      [['BUS. ADDRESS', 'street', 0.45], ['CITY/ST/ZIP', 'city_state_zip', 0.35], ['BUS. START', 'start', 0.2]],
      [['NATURE OF BUS.', 'industry', 0.4], ['ENTITY', 'entity', 0.2], ['ST. OF INC.', 'state_inc', 0.15], ['PHONE', 'phone', 0.25]],
    ], 'boxes') + 4;
    y = heading(c, 'REQUEST', X, y, W, true);
    y = rows(c, m, y, X, W, [[['AMT REQ.', 'amount', 0.3], ['EST. PMT', 'payment', 0.25], ['# PMTS', 'n_payments', 0.2], ['USE', 'use', 0.25]]], 'boxes') + 4;
    y = checkRow(c, m, 'frequency', 'PMT FREQ:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 4;
    y = heading(c, 'OWNERS', X, y, W, true);
    y = ownersTable(c, m, X, y, W, [['OWNER NAME', 'name', 0.26], ['TITLE', 'title', 0.14], ['OWN %', 'pct', 0.08], ['SSN', 'id', 0.14], ['DOB', 'dob', 0.12],
      ['FICO', 'credit', 0.08], ['CELL', 'cell', 0.18]], 3);
    y = heading(c, 'BANK / LANDLORD', X, y, W, true);
    y = rows(c, m, y, X, W, [[['BANK', 'bank_name', 0.3], ['ABA', 'routing', 0.2], ['ACCT', 'account', 0.2], ['LANDLORD', 'landlord', 0.3]]], 'boxes') + 6;
    y += c.para(AUTHORISATION, X, y, W) + 8;
    signatures(c, m, X, y, W, 3);
  },
};

const fieldstone: FormLayout = {
  name: 'practice_guarantors_first', broker: 'Fieldstone Receivables', country: 'US', pages: 1, maxOwners: 2, practice: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  draw(c, m) {
    c.text('FIELDSTONE RECEIVABLES', X, 24, { bold: true, size: 14 });
    let y = heading(c, 'GUARANTOR INFORMATION', X, 46, W, true);
    y = ownerBlocks(c, m, X, y, W, (i) => `Guarantor ${i + 1}`, [
      [['Name', 'name', 0.5], ['Title', 'title', 0.25], ['Percent owned', 'pct', 0.25]],
      [['SSN', 'id', 0.3], ['Date of birth', 'dob', 0.3], ['Home address', 'home', 0.4]],
    ], 2, 'inline');
    y = heading(c, 'COMPANY INFORMATION', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Name', 'legal', 0.6], ['DBA', 'dba', 0.4]],
      [['EIN', 'tax_id', 0.35], ['Started', 'start', 0.3], ['Structure', 'entity', 0.35]],
      [['Address', 'street', 0.5], ['City/State/Zip', 'city_state_zip', 0.5]],
      [['Industry', 'industry', 0.6], ['Phone', 'phone', 0.4]],
    ], 'inline') + 4;
    y = heading(c, 'FUNDING', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Amount', 'amount', 0.5], ['Purpose', 'use', 0.5]]], 'inline') + 4;
    y = heading(c, 'REFERENCES', X, y, W, true);
    y = table(c, X, y, W, ['Name', 'Contact', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 2, 'refs');
    y += c.para(AUTHORISATION, X, y, W) + 8;
    signatures(c, m, X, y, W, 2, true);
  },
};

const northwind: FormLayout = {
  name: 'practice_ca_request', broker: 'Northwind Commercial Finance', country: 'CA', pages: 1, maxOwners: 3, practice: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  draw(c, m) {
    c.text('NORTHWIND COMMERCIAL FINANCE', X, 24, { bold: true, size: 14 });
    let y = heading(c, 'YOUR REQUEST', X, 46, W, false);
    y = rightAligned(c, m, y, X, 130, 300, [['Amount of financing:', 'amount'], ['Proposed payment:', 'payment']]);
    y = checkRow(c, m, 'frequency', 'Payments made:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y + 2) + 4;
    y = heading(c, 'YOUR BUSINESS', X, y, W, false);
    y = rightAligned(c, m, y, X, 130, 420, [['Registered name:', 'legal'], ['Operating name:', 'dba'], ['Business Number:', 'tax_id'],
      ['Date of incorporation:', 'start'], ['Street:', 'street'], ['City:', 'city'], ['Province:', 'state'], ['Postal code:', 'zip'], ['Sector:', 'industry']]);
    y = checkRow(c, m, 'entity', 'Structure:', ['Incorporated', 'Sole proprietorship', 'Partnership'], X, y + 2, { Corporation: 'Incorporated', 'Sole Proprietorship': 'Sole proprietorship' }) + 4;
    y = heading(c, 'SHAREHOLDERS AND DIRECTORS', X, y, W, false);
    y = ownersTable(c, m, X, y, W, [['Shareholder name', 'name', 0.28], ['Position', 'title', 0.16], ['% of shares', 'pct', 0.1], ['SIN', 'id', 0.16],
      ['Birth date', 'dob', 0.14], ['Score', 'credit', 0.16]], 3);
    y = heading(c, 'BANKING', X, y, W, false);
    y = rightAligned(c, m, y, X, 130, 420, [['Institution:', 'bank_name'], ['Transit:', 'routing']]);
    y += c.para(PIPEDA, X, y + 4, W) + 10;
    signatures(c, m, X, y, W, 3);
  },
};

export const PRACTICE_LAYOUTS: readonly FormLayout[] = [ledger, dense, fieldstone, northwind, ...PRACTICE_LAYOUTS_2];
