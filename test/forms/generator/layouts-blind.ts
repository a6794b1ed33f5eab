// Blind brokers' application forms: a third set, written after the held-out set had been used to improve the reader,
// from shared/spec/applications.md alone and without reading the reader (src/statements/). Nobody develops the reader
// on them: `scripts/forms-accuracy.ts --layouts blind` is the final measure of how it reads forms it has never seen.
// They differ from the twelve other layouts the way real forms do: a dense one-pager with small-capital labels inside
// boxes and values centred, a numbered question list, a "label | value" grid with principals' grids side by side,
// a Canadian form-builder layout with right-aligned labels and a Funding Request box beside the purpose of funds;
// entity as a dropdown-looking field or circles; a business contact who is not an owner; blanks.
import type { Rng } from '../../statements/generator/prng.ts';
import { MARKS_BLIND } from './canvas.ts';
import type { FormLayout } from './layouts.ts';
import type { Merchant } from './model.ts';
import { names } from './names.ts';
import { AUTHORISATION, checkRow, heading, ownerBlocks, ownersTable, PIPEDA, rows, signatures, table } from './sections.ts';
import { blindRows, grid, principalGrids } from './sections-blind.ts';

const X = 36, W = 540;

/** Fields a merchant left empty, each with its own chance (null in the truth: the canvas records only what it drew).
 *  The first owner's ownership is always filled. */
function blanks(m: Merchant, rng: Rng, p: { start?: number; amount?: number; title?: number; dob?: number; pct?: number; credit?: number; id?: number }): void {
  if (p.start && rng.chance(p.start)) m.startText = '';
  if (p.amount && rng.chance(p.amount)) m.amountText = '';
  for (const [i, o] of m.owners.entries()) {
    if (p.title && rng.chance(p.title)) o.title = '';
    if (p.dob && rng.chance(p.dob)) o.dobText = '';
    if (p.pct && i > 0 && rng.chance(p.pct)) o.ownershipText = '';
    if (p.credit && rng.chance(p.credit)) o.creditText = '';
    if (p.id && rng.chance(p.id)) o.idText = '';
  }
}

/** A business contact for the application who is not an owner (a bookkeeper, an office manager). */
function contact(m: Merchant, rng: Rng): void {
  const owners = new Set(m.owners.map((o) => `${o.first} ${o.last}`));
  let n = names.fullName(rng);
  while (owners.has(n)) n = names.fullName(rng);
  m.contactPerson = n;
}

/** A dense US one-pager: every label in tiny capitals inside its box, values centred, five or six boxes a row; the
 *  entity as a dropdown-looking field; payment schedule as circles; owners one boxed row each. */
const cobalt: FormLayout = {
  name: 'cobalt_dense_caps', broker: 'Cobalt Ridge Capital', country: 'US', pages: 1, maxOwners: 3, blind: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Times-Roman', marks: MARKS_BLIND,
  acro: { names: 'label', on: 'Yes' },
  prepare(m, rng) { blanks(m, rng, { start: 0.1, credit: 0.3, id: 0.05, dob: 0.08 }); contact(m, rng); },
  draw(c, m) {
    c.checkShape = 'circle';
    c.text('COBALT RIDGE CAPITAL', X, 24, { bold: true, size: 13, color: '#1b4f72' });
    c.text('Merchant Intake  ·  One page  ·  Fax (305) 555-0190', X, 24, { size: 7.5, width: W, align: 'right' });
    c.line(X, 40, X + W, 40, 2);
    let y = 46;
    c.text('1  COMPANY', X, y, { bold: true, size: 8 });
    y = blindRows(c, m, y + 10, X, W, [
      [['Legal name of entity', 'legal', 0.42], ['Doing business as', 'dba', 0.3], ['Entity type', 'entity', 0.28, true]],
      [[m.taxIdBare ? 'Federal EIN' : 'Federal tax ID', 'tax_id', 0.2], ['Date of inception', 'start', 0.17], ['What the business sells', 'industry', 0.4],
        ['Employees', 'employees', 0.1], ['State of formation', 'state_inc', 0.13]],
      [['Business street address', 'street', 0.4], ['City', 'city', 0.22], ['St', 'state', 0.08], ['Zip', 'zip', 0.12], ['Business phone', 'phone', 0.18]],
    ], 'caps') + 6;
    c.text('2  REQUEST', X, y, { bold: true, size: 8 });
    y = blindRows(c, m, y + 10, X, W, [[['Amount sought', 'amount', 0.22], ['Purpose', 'use', 0.3], ['Remittance amount', 'payment', 0.24],
      ['No. of remittances', 'n_payments', 0.24]]], 'caps') + 4;
    y = checkRow(c, m, 'frequency', 'Remitted:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 2;
    c.text('3  OWNERS (20%+)', X, y, { bold: true, size: 8 });
    y += 10;
    for (let i = 0; i < 3; i++) {
      y = blindRows(c, m, y, X, W, [[[`Owner ${i + 1} full name`, `owner.${i}.name`, 0.24], ['Title', `owner.${i}.title`, 0.13],
        ['% owned', `owner.${i}.pct`, 0.08], ['SSN', `owner.${i}.id`, 0.14], ['Birth date', `owner.${i}.dob`, 0.13], ['FICO', `owner.${i}.credit`, 0.07],
        ['Home address', `owner.${i}.home`, 0.21]]], 'caps');
    }
    y += 6;
    c.text('4  BANK, PREMISES, CURRENT FUNDERS', X, y, { bold: true, size: 8 });
    y = blindRows(c, m, y + 10, X, W, [
      [['Operating bank', 'bank_name', 0.3], ['ABA routing', 'routing', 0.2], ['Account number', 'account', 0.2], ['Monthly deposits', 'monthly_sales', 0.3]],
      [['Landlord / mortgage co.', 'landlord', 0.4], ['Landlord phone', 'landlord_phone', 0.2], ['Own / rent', 'own_rent', 0.1], ['Contact for this file', 'contact', 0.3]],
    ], 'caps') + 4;
    y = table(c, X, y, W, ['Current funder', 'Balance owed', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    y += c.para(AUTHORISATION, X, y, W, 6) + 6;
    y = signatures(c, m, X, y, W, 3);
    blindRows(c, m, Math.max(y + 2, 742), X, W, [[['Submitting ISO', 'iso_company', 0.45], ['Agent', 'iso_name', 0.3], ['Agent phone', 'iso_phone', 0.25]]], 'caps');
  },
};

/** A US two-pager as a numbered questionnaire ("1. Legal name of business: ____"), one question a line; entity as
 *  circles; a business contact who is not an owner; "Principal #N" blocks with "% Owned" on page 2. */
const meridian: FormLayout = {
  name: 'meridian_numbered', broker: 'Meridian Bridge Funding', country: 'US', pages: 2, maxOwners: 3, blind: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Courier', marks: MARKS_BLIND,
  acro: { names: 'random', on: 'On' },
  prepare(m, rng) { blanks(m, rng, { start: 0.15, amount: 0.08, title: 0.1, pct: 0.1, dob: 0.1 }); contact(m, rng); },
  draw(c, m) {
    c.checkShape = 'circle';
    c.text('Meridian Bridge Funding, LLC', X, 30, { bold: true, size: 17 });
    c.text('Small Business Working Capital Questionnaire', X, 52, { size: 10 });
    c.text('Please answer every question. Attach your last four months of bank statements.', X, 66, { size: 8, color: '#444' });
    let y = heading(c, 'Part One: About the business', X, 82, W, false);
    y = rows(c, m, y, X, W, [
      [['1. Legal name of business:', 'legal', 1]],
      [['2. Trade name / DBA, if different:', 'dba', 1]],
      [[m.taxIdBare ? '3. Federal Employer Identification Number (EIN):' : '3. Federal tax ID (EIN, or SSN if sole proprietor):', 'tax_id', 1]],
      [['4. Date the business started:', 'start', 0.6], ['5. Telephone:', 'phone', 0.4]],
      [['6. Street address of business:', 'street', 1]],
      [['7. City, state and ZIP:', 'city_state_zip', 1]],
      [['8. What does the business do?', 'industry', 1]],
    ], 'lines') + 4;
    y = checkRow(c, m, 'entity', '9. Type of entity (check one):', ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Other:'], X, y,
      { 'S-Corp': 'S-Corp' }) + 4;
    y = rows(c, m, y, X, W, [
      [['10. Whom should we call about this application?', 'contact', 0.68], ['Phone:', 'blank', 0.32]],
      [['11. How much funding are you requesting?', 'amount', 0.55], ['12. Purpose of funds:', 'use', 0.45]],
      [['13. Who is your landlord or mortgage company?', 'landlord', 0.68], ['Phone:', 'landlord_phone', 0.32]],
      [['14. Bank where the business deposits:', 'bank_name', 0.5], ['Routing no.:', 'routing', 0.25], ['Acct:', 'account', 0.25]],
    ], 'lines') + 6;
    c.text('15. List every cash advance or loan the business is paying now:', X, y, { size: 8 });
    y = table(c, X, y + 12, W, ['Funder / lender', 'Balance remaining', 'Payment and frequency'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 3, 'advances');
    c.text('16. Trade references:', X, y, { size: 8 });
    table(c, X, y + 12, W, ['Name', 'Contact', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    c.newPage();
    y = heading(c, 'Part Two: Principals (every owner of 20% or more)', X, 36, W, false);
    y = ownerBlocks(c, m, X, y + 2, W, (i) => `Principal #${i + 1}`, [
      [['Name:', 'name', 0.6], ['Title:', 'title', 0.4]],
      [['% Owned:', 'pct', 0.22], ['Social Security #:', 'id', 0.4], ['Date of birth:', 'dob', 0.38]],
      [['Home address:', 'home', 1]],
    ], 3, 'lines');
    y = rows(c, m, y + 2, X, W, [[['Referred by (agent / ISO):', 'iso_name', 0.55], ['Company:', 'iso_company', 0.45]]], 'lines') + 6;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    signatures(c, m, X, y, W, 3, true);
  },
};

/** A US two-pager made as tables: a "Business Information" grid (label column | value column), the entity type as a
 *  dropdown-looking cell, funding and bank grids, existing funders with balances; page 2 the principals' grids two
 *  side by side, trade references, landlord and the ISO. */
const quarry: FormLayout = {
  name: 'quarry_grid', broker: 'Quarry Lane Merchant Services', country: 'US', pages: 2, maxOwners: 4, blind: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  acro: { names: 'page', on: '1' },
  prepare(m, rng) { blanks(m, rng, { start: 0.12, credit: 0.35, title: 0.08, id: 0.06 }); contact(m, rng); },
  draw(c, m) {
    c.text('QUARRY LANE', X, 26, { bold: true, size: 16 });
    c.text('MERCHANT SERVICES', X + 128, 31, { size: 9 });
    c.text('Application ID: ________   Received: ________', X, 30, { size: 7.5, width: W, align: 'right' });
    let y = grid(c, m, X, 52, W, 'Business Information', [
      ['Legal Name', 'legal', 1], ['Doing Business As', 'dba', 1], ['Entity Type', 'entity', 1, true],
      [m.taxIdBare ? 'Tax ID Number (EIN)' : 'Tax ID Number', 'tax_id', 1], ['Business Established', 'start', 1], ['Business Address', 'street', 1],
      ['City, State, ZIP', 'city_state_zip', 1], ['Business Phone', 'phone', 1], ['Industry', 'industry', 1], ['Monthly Gross Sales', 'monthly_sales', 1],
      ['Business Contact (name)', 'contact', 1], ['Website', 'website', 1],
    ]) + 4;
    y = grid(c, m, X, y, W, 'Funding Request', [['Amount Requested', 'amount', 1], ['Use of Proceeds', 'use', 1], ['Proposed Payment', 'payment', 1],
      ['Number of Payments', 'n_payments', 1], ['Payment Frequency', 'frequency', 1, true]]) + 4;
    y = grid(c, m, X, y, W, 'Business Banking', [['Bank Name', 'bank_name', 1], ['Routing Number', 'routing', 1], ['Account Number', 'account', 1]]) + 4;
    heading(c, 'Existing Funders', X, y, W, true);
    table(c, X, y + 16, W, ['Funder', 'Current Balance', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 3, 'advances');
    c.newPage();
    y = principalGrids(c, m, X, 36, W, [['Name', 'name'], ['Title', 'title'], ['% Owned', 'pct'], ['SSN', 'id'], ['Date of Birth', 'dob'],
      ['Credit Score', 'credit'], ['Home Address', 'home']], 4, (i) => `Principal #${i + 1}`);
    heading(c, 'Trade References', X, y, W, true);
    y = table(c, X, y + 16, W, ['Company', 'Contact', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    y = grid(c, m, X, y, W, 'Premises', [['Landlord / Mortgage Holder', 'landlord', 1], ['Landlord Phone', 'landlord_phone', 1]]) + 4;
    y = grid(c, m, X, y, W, 'Submitted By', [['ISO Company', 'iso_company', 1], ['Agent Name', 'iso_name', 1], ['Agent Phone', 'iso_phone', 1]]) + 6;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    signatures(c, m, X, y, W, 4, true);
  },
};

/** A Canadian one-pager made with a form builder: labels right-aligned in a label column ending at the value's line,
 *  two pairs a row; the business structure as a dropdown-looking field; a "Funding Request" box with the purpose of
 *  funds beside it; preferred repayment as circles; principals in a table with SIN; PIPEDA consent. */
const laurentian: FormLayout = {
  name: 'laurentian_ca_request', broker: 'Laurentian Merchant Finance', country: 'CA', pages: 1, maxOwners: 3, blind: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Courier', marks: MARKS_BLIND,
  acro: { names: 'label', on: 'option' },
  prepare(m, rng) { blanks(m, rng, { start: 0.12, credit: 0.3, title: 0.1, dob: 0.1 }); contact(m, rng); },
  draw(c, m) {
    c.checkShape = 'circle';
    c.text('Laurentian Merchant Finance', X, 26, { bold: true, size: 15, color: '#0f5132' });
    c.text('Business Cash Advance Application  |  Sudbury · Thunder Bay · Winnipeg', X, 45, { size: 8.5 });
    let y = heading(c, 'Business', X, 60, W, true);
    y = blindRows(c, m, y + 2, X, W, [
      [['Registered business name', 'legal', 1]],
      [['Operating name (O/A)', 'dba', 0.55], ['Business structure', 'entity', 0.45, true]],
      [['Business Number (BN)', 'tax_id', 0.55], ['Date started', 'start', 0.45]],
      [['Street address', 'street', 0.55], ['City', 'city', 0.45]],
      [['Prov.', 'state', 0.3], ['Postal code', 'zip', 0.25], ['Incorporated in', 'state_inc', 0.45]],
      [['Sector / type of business', 'industry', 0.55], ['Main phone', 'phone', 0.45]],
      [['Business contact', 'contact', 0.55], ['Contact e-mail', 'email', 0.45]],
    ], 'right', 118) + 6;
    // The Funding Request box, the purpose of funds in a box beside it.
    c.rect(X, y, W * 0.48, 40);
    c.text('FUNDING REQUEST', X + 4, y + 3, { bold: true, size: 7.5 });
    c.key = 'amount'; c.label = 'Amount requested';
    c.text('Amount requested (CAD)', X + 4, y + 14, { size: 7 });
    const amount = m.amountText;
    c.value(amount, amount ? { 'application.requested_amount': m.amount } : {}, X + 4, y + 22, W * 0.48 - 8, 15);
    c.rect(X + W * 0.52, y, W * 0.48, 40);
    c.text('PURPOSE OF FUNDS', X + W * 0.52 + 4, y + 3, { bold: true, size: 7.5 });
    c.key = 'use'; c.label = 'Purpose of funds';
    c.value(m.useOfFunds, {}, X + W * 0.52 + 4, y + 18, W * 0.48 - 8, 15);
    y += 46;
    y = blindRows(c, m, y, X, W, [[['Payment amount', 'payment', 0.5], ['Number of payments', 'n_payments', 0.5]]], 'right', 118) + 4;
    y = checkRow(c, m, 'frequency', 'Preferred repayment:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 4;
    y = heading(c, 'Principals', X, y, W, true);
    y = ownersTable(c, m, X, y, W, [['Principal', 'name', 0.24], ['Position', 'title', 0.14], ['% Owned', 'pct', 0.09], ['SIN', 'id', 0.15],
      ['Date of birth', 'dob', 0.15], ['Credit score', 'credit', 0.1], ['Mobile', 'cell', 0.13]], 3);
    y = heading(c, 'Other financing and premises', X, y, W, true);
    y = table(c, X, y, W, ['Lender / funder', 'Balance', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    y = blindRows(c, m, y, X, W, [
      [['Landlord', 'landlord', 0.55], ['Landlord phone', 'landlord_phone', 0.45]],
      [['Bank', 'bank_name', 0.55], ['Transit-institution', 'routing', 0.45]],
      [['Account no.', 'account', 0.55], ['Referring broker', 'iso_name', 0.45]],
    ], 'right', 118) + 4;
    y += c.para(PIPEDA, X, y, W) + 2;
    y += c.para(AUTHORISATION, X, y, W) + 6;
    signatures(c, m, X, y, W, 3);
  },
};

/** A US one-pager printed from a web form: the guarantors come first, then the business; labels in bold capitals on
 *  the left, values in shaded strips; the trade name asked before the legal one ("Known to customers as", "Name on
 *  tax return"), the entity written in ("Legal structure"); a spouse who is not an owner; no payment terms. */
const pinecrest: FormLayout = {
  name: 'pinecrest_guarantors_first', broker: 'Pinecrest Funding Solutions', country: 'US', pages: 1, maxOwners: 2, blind: true,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica', marks: MARKS_BLIND,
  acro: { names: 'random', on: 'Yes' },
  prepare(m, rng) {
    blanks(m, rng, { start: 0.12, amount: 0.06, title: 0.12, dob: 0.1, credit: 0.2 });
    contact(m, rng);
  },
  draw(c, m) {
    c.checkShape = 'circle';
    c.text('Pinecrest Funding Solutions', X, 24, { bold: true, size: 14, color: '#2e5e3a' });
    c.text('Printed from portal.pinecrest.example  ·  Application summary', X, 42, { size: 7.5, color: '#555' });
    let y = heading(c, 'STEP 1 OF 3  ·  ABOUT YOU (EACH OWNER WHO WILL GUARANTEE)', X, 58, W, true) + 2;
    for (let i = 0; i < 2; i++) {
      c.text(i === 0 ? 'Guarantor' : 'Second guarantor (if any)', X, y, { bold: true, size: 7.5 });
      y = blindRows(c, m, y + 10, X, W, [
        [['Your name', `owner.${i}.name`, 0.55], ['Position', `owner.${i}.title`, 0.45]],
        [['Ownership share', `owner.${i}.pct`, 0.3], ['SSN / ITIN', `owner.${i}.id`, 0.35], ['Birthdate', `owner.${i}.dob`, 0.35]],
        [['Home', `owner.${i}.home`, 0.7], ['Credit (self-rated)', `owner.${i}.credit`, 0.3]],
      ], 'strip', 88) + 4;
    }
    y = blindRows(c, m, y, X, W, [[['Spouse (not an owner)', 'contact', 0.6], ['Mobile', 'owner.0.cell', 0.4]]], 'strip', 110) + 6;
    y = heading(c, 'STEP 2 OF 3  ·  ABOUT THE BUSINESS', X, y, W, true) + 2;
    y = blindRows(c, m, y, X, W, [
      [['Known to customers as', 'dba', 1]],
      [['Name on tax return', 'legal', 1]],
      [['Legal structure', 'entity', 0.5], [m.taxIdBare ? 'Tax filing ID (EIN)' : 'Tax filing ID (EIN/SSN)', 'tax_id', 0.5]],
      [['In business since', 'start', 0.5], ['Nature of business', 'industry', 0.5]],
      [['Principal place of business', 'street', 1]],
      [['City / state / zip', 'city_state_zip', 0.6], ['Phone', 'phone', 0.4]],
      [['Property manager', 'landlord', 0.6], ['Their phone', 'landlord_phone', 0.4]],
    ], 'strip', 118) + 2;
    y = checkRow(c, m, 'own_rent', 'Premises:', ['Own', 'Rent'], X, y) + 4;
    y = heading(c, 'STEP 3 OF 3  ·  YOUR REQUEST', X, y, W, true) + 2;
    y = blindRows(c, m, y, X, W, [
      [['Advance amount desired', 'amount', 0.5], ['What it is for', 'use', 0.5]],
      [['Deposits go to (bank)', 'bank_name', 0.4], ['ABA', 'routing', 0.3], ['Acct', 'account', 0.3]],
    ], 'strip', 118) + 4;
    c.text('Balances you still owe to other funders', X, y, { bold: true, size: 7.5 });
    y = table(c, X, y + 10, W, ['Funder', 'Balance', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    c.text('References', X, y, { bold: true, size: 7.5 });
    y = table(c, X, y + 10, W, ['Business', 'Person to ask for', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 2, 'refs');
    y += c.para(AUTHORISATION, X, y, W) + 6;
    y = signatures(c, m, X, y, W, 2);
    blindRows(c, m, Math.max(y, 740), X, W, [[['Your funding specialist', 'iso_name', 0.6], ['Direct line', 'iso_phone', 0.4]]], 'strip', 118);
  },
};

export const BLIND_LAYOUTS: readonly FormLayout[] = [cobalt, meridian, quarry, laurentian, pinecrest];
