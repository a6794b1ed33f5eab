// More practice layouts of the form reader's authors (issue 36), each varying what the others do not: labels worded
// as other brokers word them (applications.md's synonyms: "Name on tax return", "Trading as", "Goods / services",
// "Capital sought"), labels printed as captions under the value's line in a three-column grid, owners as columns,
// numbered questions with labels right-aligned against their values and owners before the business, labels above
// the line with shareholders as columns on a Canadian form. Development forms (`--layouts practice`), never a measure.
import { MARKS_BLIND } from './canvas.ts';
import type { FormLayout } from './layouts.ts';
import { leaveBlank } from './model.ts';
import { AUTHORISATION, checkRow, heading, ownersGrid, ownersTable, PIPEDA, printed, rows, signatures, table } from './sections.ts';
import type { Canvas } from './canvas.ts';
import type { Merchant } from './model.ts';

const X = 36, W = 540;

/** Numbered questions, each label right-aligned in a label column against its value's line. */
function questions(c: Canvas, m: Merchant, y: number, from: number, list: [string, string][], labelW = 200, width = W): [number, number] {
  let n = from;
  for (const [label, key] of list) {
    const text = `Q${n++}. ${label}`;
    c.text(text, X, y + 4, { width: labelW, align: 'right' });
    c.line(X + labelW + 6, y + 15, X + width, y + 15);
    c.key = key;
    c.label = text;
    const p = printed(m, key);
    c.value(p.text, p.fields, X + labelW + 8, y, width - labelW - 10, 14);
    y += 19;
  }
  return [y, n];
}

const captions: FormLayout = {
  name: 'practice_caption_grid', broker: 'Harborlight Capital Partners', country: 'US', pages: 1, maxOwners: 3, practice: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  prepare(m, rng) { leaveBlank(m, rng, { start: 0.15, title: 0.15, credit: 0.3, dob: 0.1 }); },
  draw(c, m) {
    c.text('HARBORLIGHT CAPITAL PARTNERS', X, 24, { bold: true, size: 14 });
    c.text('Revenue-based funding  ·  merchant profile', X, 24, { size: 8, width: W, align: 'right' });
    let y = heading(c, 'The company', X, 46, W, true);
    y = rows(c, m, y + 2, X, W, [
      [['Name on tax return', 'legal', 0.4], ['Trading as', 'dba', 0.35], ['EIN', 'tax_id', 0.25]],
      [['Street', 'street', 0.4], ['City, state, ZIP', 'city_state_zip', 0.35], ['In operation since', 'start', 0.25]],
      [['Goods / services', 'industry', 0.4], ['Main phone', 'phone', 0.35], ['Website', 'website', 0.25]],
    ], 'below') + 2;
    y = checkRow(c, m, 'entity', 'Form of organization:', ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit'], X, y) + 4;
    y = heading(c, 'What you are asking for', X, y, W, true);
    y = rows(c, m, y + 2, X, W, [
      [['Capital sought', 'amount', 0.34], ['Each payment', 'payment', 0.33], ['How many payments', 'n_payments', 0.33]],
      [['What the money is for', 'use', 0.5], ['Average monthly deposits', 'monthly_sales', 0.5]],
    ], 'below') + 2;
    y = checkRow(c, m, 'frequency', 'How often?', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 4;
    y = heading(c, 'Guarantors', X, y, W, true);
    y = ownersGrid(c, m, X, y, W, [['Full name', 'name'], ['Office held', 'title'], ['Equity %', 'pct'], ['Social Security #', 'id'],
      ['Date of birth', 'dob'], ['Credit score', 'credit'], ['Home address', 'home']], 3, (i) => `Guarantor ${i + 1}`, 100);
    y = heading(c, 'Premises and referral', X, y, W, true);
    y = rows(c, m, y + 2, X, W, [
      [['Property manager', 'landlord', 0.4], ['Manager phone', 'landlord_phone', 0.3], ['Own or rent', 'own_rent', 0.3]],
      [['Referral partner', 'iso_name', 0.4], ['Partner company', 'iso_company', 0.35], ['Partner phone', 'iso_phone', 0.25]],
    ], 'below') + 4;
    c.text('Balances owed to other funders', X, y, { bold: true });
    y = table(c, X, y + 11, W, ['Funder', 'Balance', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    y += c.para(AUTHORISATION, X, y, W) + 8;
    signatures(c, m, X, y, W, 3, true);
  },
};

const questionnaire: FormLayout = {
  name: 'practice_owner_questions', broker: 'Copperline Merchant Funding', country: 'US', pages: 1, maxOwners: 2, practice: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Courier', marks: MARKS_BLIND,
  prepare(m, rng) { leaveBlank(m, rng, { title: 0.2, id: 0.1, credit: 0.4 }); },
  draw(c, m) {
    c.text('COPPERLINE MERCHANT FUNDING  -  QUESTIONNAIRE', X, 24, { bold: true, size: 13 });
    let y = heading(c, 'A. About you (every owner of 20% or more)', X, 44, W, false);
    let n = 1;
    for (let i = 0; i < 2; i++) {
      c.text(i === 0 ? 'First owner' : 'Second owner (if any)', X, y, { bold: true });
      [y, n] = questions(c, m, y + 11, n, [['Your full name', `owner.${i}.name`], ['Your position in the company', `owner.${i}.title`],
        ['Share of the business you own', `owner.${i}.pct`], ['Social Security number', `owner.${i}.id`], ['Self-reported credit score', `owner.${i}.credit`],
        ['Where you live', `owner.${i}.home`]]);
      y += 2;
    }
    y = heading(c, 'B. About the business', X, y, W, false);
    [y, n] = questions(c, m, y, n, [['Legal name of the company', 'legal'], ['Also known as', 'dba'], ['Employer ID number', 'tax_id'],
      ['Date business began', 'start'], ['Describe your business', 'industry'], ['Business street address', 'street'], ['City, state, ZIP', 'city_state_zip']]);
    y = checkRow(c, m, 'entity', `Q${n++}. Organized as:`, ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor'], X, y + 2) + 4;
    y = heading(c, 'C. The funding', X, y, W, false);
    [y, n] = questions(c, m, y, n, [['How much funding do you need?', 'amount'], ['Desired payment amount', 'payment'], ['What will you use it for?', 'use']]);
    y = checkRow(c, m, 'frequency', `Q${n++}. Payment interval:`, ['Daily', 'Weekly', 'Monthly'], X, y + 2) + 4;
    y = heading(c, 'D. Existing advances', X, y, W, false);
    y = table(c, X, y, W, ['Funder', 'Balance', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    [y] = questions(c, m, y + 2, n, [['Landlord or mortgage holder', 'landlord'], ['Who referred you to us?', 'iso_name']]);
    y += c.para(AUTHORISATION, X, y + 4, W) + 10;
    signatures(c, m, X, y, W, 2);
  },
};

const columns: FormLayout = {
  name: 'practice_ca_columns', broker: 'Muskoka Business Capital', country: 'CA', pages: 1, maxOwners: 3, practice: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  prepare(m, rng) { leaveBlank(m, rng, { start: 0.1, title: 0.1, credit: 0.3 }); },
  draw(c, m) {
    c.text('MUSKOKA BUSINESS CAPITAL', X, 24, { bold: true, size: 14 });
    let y = heading(c, 'Shareholders', X, 46, W, true);
    y = ownersGrid(c, m, X, y, W, [['Name', 'name'], ['Designation', 'title'], ['% of shares', 'pct'], ['SIN', 'id'], ['Birth date', 'dob'],
      ['Beacon score', 'credit']], 3, (i) => `Shareholder ${String.fromCharCode(65 + i)}`, 100);
    y = heading(c, 'Corporation', X, y, W, true);
    y = rows(c, m, y + 2, X, W, [
      [['Legal name of corporation', 'legal', 0.5], ['Operating as', 'dba', 0.5]],
      [['Business number (BN)', 'tax_id', 0.34], ['Date of incorporation', 'start', 0.33], ['Nature of operations', 'industry', 0.33]],
      [['Street address', 'street', 0.34], ['City', 'city', 0.22], ['Province', 'state', 0.2], ['Postal code', 'zip', 0.24]],
      [['Legal structure', 'entity', 0.34], ['Head office phone', 'phone', 0.33], ['Accountant', 'landlord', 0.33]],
    ], 'above') + 4;
    y = heading(c, 'Financing', X, y, W, true);
    y = rows(c, m, y + 2, X, W, [[['Amount of funding requested', 'amount', 0.34], ['Periodic payment', 'payment', 0.33], ['Total payments', 'n_payments', 0.33]]], 'above') + 4;
    y = checkRow(c, m, 'frequency', 'Debits taken:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 4;
    y = heading(c, 'Banking and broker', X, y, W, true);
    y = rows(c, m, y + 2, X, W, [[['Financial institution', 'bank_name', 0.34], ['Transit no.', 'routing', 0.33], ['Account no.', 'account', 0.33]],
      [['Broker', 'iso_name', 0.5], ['Broker phone', 'iso_phone', 0.5]]], 'above') + 6;
    y += c.para(PIPEDA, X, y, W) + 4;
    y += c.para(AUTHORISATION, X, y, W) + 8;
    signatures(c, m, X, y, W, 3);
  },
};

/** Many fields left blank beside labels of values that are no field of ours (a spouse, an accountant, a previous name,
 *  an emergency contact): a blank is read as nothing, never as its neighbour's value. Owners as table rows headed in
 *  other words ("Guarantor", "Capacity", "Stake", "Soc. Sec. #", "Score"). */
const blanksLayout: FormLayout = {
  name: 'practice_blank_traps', broker: 'Tidewater Revenue Partners', country: 'US', pages: 1, maxOwners: 3, practice: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  prepare(m, rng) {
    leaveBlank(m, rng, { start: 0.4, amount: 0.3, title: 0.4, dob: 0.3, credit: 0.5, id: 0.3, pct: 0.3 });
    if (rng.chance(0.5)) { m.dbaText = ''; m.tradeName = null; }
    m.extra = { spouse: rng.chance(0.5) ? 'Dana Whitfield' : '', accountant: 'Morris & Lee CPAs', previous: rng.chance(0.5) ? 'Bayside Ventures LLC' : '', emergency: 'Chris Ortega' };
  },
  draw(c, m) {
    c.text('TIDEWATER REVENUE PARTNERS', X, 24, { bold: true, size: 14 });
    let y = heading(c, 'Business', X, 46, W, true);
    y = rows(c, m, y, X, W, [
      [['Legal name', 'legal', 0.6], ['Previous business name', 'extra.previous', 0.4]],
      [['DBA', 'dba', 0.5], ['Accountant', 'extra.accountant', 0.5]],
      [['Federal tax ID', 'tax_id', 0.5], ['Business start date', 'start', 0.5]],
      [['Address', 'street', 0.5], ['City, state, ZIP', 'city_state_zip', 0.5]],
      [['Type of business', 'industry', 0.5], ['Entity type', 'entity', 0.5]],
    ], 'lines') + 4;
    y = heading(c, 'Request', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Amount requested', 'amount', 0.5], ['Spouse name', 'extra.spouse', 0.5]]], 'lines') + 4;
    y = heading(c, 'Guarantors', X, y, W, true);
    y = ownersTable(c, m, X, y, W, [['Guarantor', 'name', 0.26], ['Capacity', 'title', 0.16], ['Stake', 'pct', 0.1], ['Soc. Sec. #', 'id', 0.16],
      ['Birth date', 'dob', 0.14], ['Score', 'credit', 0.1], ['Cell', 'cell', 0.08]], 3);
    y = rows(c, m, y, X, W, [[['Emergency contact', 'extra.emergency', 0.5], ['Landlord', 'landlord', 0.5]]], 'lines') + 6;
    y += c.para(AUTHORISATION, X, y, W) + 8;
    signatures(c, m, X, y, W, 3, true);
  },
};

/** Two columns side by side (the business on the left, the request and the bank on the right) with dotted leaders;
 *  owners as columns with the first and last names on rows of their own. */
const twoColumns: FormLayout = {
  name: 'practice_two_column_dots', broker: 'Lakeshore Working Capital', country: 'US', pages: 1, maxOwners: 2, practice: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  prepare(m, rng) { leaveBlank(m, rng, { start: 0.2, amount: 0.1, title: 0.2, credit: 0.3 }); },
  draw(c, m) {
    c.text('LAKESHORE WORKING CAPITAL', X, 24, { bold: true, size: 14 });
    const half = W / 2 - 6;
    heading(c, 'Company details', X, 46, half, true);
    const left = rows(c, m, 62, X, half, [[['Registered name', 'legal', 1]], [['Trade style', 'dba', 1]], [['Fed. tax ID', 'tax_id', 1]],
      [['Date established', 'start', 1]], [['Business is', 'entity', 1]], [['Line of business', 'industry', 1]], [['Street', 'street', 1]],
      [['City/State/Zip', 'city_state_zip', 1]]], 'dots');
    heading(c, 'Funding request', X + half + 12, 46, half, true);
    let right = rows(c, m, 62, X + half + 12, half, [[['Amount desired', 'amount', 1]], [['Payment amount', 'payment', 1]], [['No. of payments', 'n_payments', 1]],
      [['Use of proceeds', 'use', 1]]], 'dots');
    right = heading(c, 'Depository bank', X + half + 12, right + 4, half, true);
    rows(c, m, right, X + half + 12, half, [[['Bank name', 'bank_name', 1]], [['Routing #', 'routing', 1]], [['Account #', 'account', 1]]], 'dots');
    let y = Math.max(left, right + 66) + 6;
    y = heading(c, 'Owners', X, y, W, true);
    y = ownersGrid(c, m, X, y, W, [['First name', 'first'], ['Last name', 'last'], ['Title', 'title'], ['Ownership %', 'pct'], ['SSN', 'id'],
      ['Date of birth', 'dob'], ['FICO', 'credit']], 2, (i) => `Owner ${i + 1}`, 120);
    y += c.para(AUTHORISATION, X, y + 4, W) + 10;
    signatures(c, m, X, y, W, 2);
  },
};

export const PRACTICE_LAYOUTS_2: readonly FormLayout[] = [captions, questionnaire, columns, blanksLayout, twoColumns];
