// The two US packets whose business page leads with the company (Harborline) or with the funding request (Prairie Oak).
import type { Canvas } from './canvas.ts';
import type { Model } from './model.ts';
import { F, continuationSheet, dbaRole, guarantyPage, ownerPage, row } from './blocks.ts';

const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const US_CHECK_ENTITY: Record<string, string> = { c_corporation: 'Corporation', s_corporation: 'S-Corp', llc: 'LLC', general_partnership: 'Partnership',
  sole_proprietorship: 'Sole Proprietor', pllc: 'Other' };
const GUARANTY = (funder: string) => `PERSONAL GUARANTY. In consideration of ${funder} or its assigns (the "Purchaser") entering into a purchase of future ` +
  'receivables with the merchant named in this application, each undersigned guarantor, jointly and severally, unconditionally guarantees to the ' +
  "Purchaser the merchant's full and prompt performance of every representation, warranty and covenant. This guaranty is not a guaranty of " +
  'payment of the receivables purchased. Each guarantor authorizes the Purchaser and its agents to obtain consumer credit reports, now and later.';
const CONSENT = 'By signing below, I certify that I am an owner of the business named above, that the information on this page is true and ' +
  'complete, and I authorize the funder, its assigns and the ISO to obtain my personal credit report and verify any information given.';

/** Harborline Capital Advisors: navy band, labels beside the line, entity checkbox row, funding table, bank and landlord. */
export function harborline(c: Canvas, m: Model): void {
  c.newPage();
  c.rect(36, 36, 540, 40, { fill: '#14284b', stroke: 'none' });
  c.label('HARBORLINE CAPITAL ADVISORS', 48, 44, { bold: true, size: 15, color: '#fff' });
  c.label('Business Funding Application — Part 1 of 2: The Business', 48, 62, { size: 8.5, color: '#cfd8ea' });
  c.label('Rep: ' + m.iso.name, 440, 46, { size: 8, color: '#fff' });
  c.value('iso_rep_phone', m.iso.phone, 440, 56, 120, {}, 'decoy', 8);
  let y = 90;
  c.label('SECTION A — BUSINESS INFORMATION', 40, y, { bold: true, size: 9, color: '#14284b' }); y += 14;
  y = row(c, 'beside', 40, y, [{ label: 'Legal / Corporate Name:', w: 532, key: 'legal_name', text: m.legal, fields: F.legal(m) }]);
  y = row(c, 'beside', 40, y, [{ label: 'DBA:', w: 300, key: 'dba', text: m.dbaText, fields: F.dba(m), role: dbaRole(m) },
    { label: m.taxType === 'EIN' ? 'Federal Tax ID (EIN):' : 'Tax ID (EIN/SSN):', w: 232, key: 'tax_id', text: m.taxText, fields: F.tax(m) }]);
  y = row(c, 'beside', 40, y, [{ label: 'Physical Address:', w: 532, key: 'street', text: m.street, role: 'other' }]);
  y = row(c, 'beside', 40, y, [{ label: 'City:', w: 220, key: 'city', text: m.city, role: 'other' }, { label: 'State:', w: 110, key: 'state', text: m.region, fields: F.region(m) },
    { label: 'Zip:', w: 100, key: 'zip', text: m.postal, role: 'other' }, { label: 'Employees:', w: 102, key: 'employees', text: m.employees, role: 'other' }]);
  y = row(c, 'beside', 40, y, [{ label: 'Business Phone:', w: 220, key: 'phone', text: m.phone, role: 'other' }, { label: 'E-mail:', w: 312, key: 'email', text: m.email, role: 'other' }]);
  y = row(c, 'beside', 40, y, [{ label: 'Date Business Started:', w: 260, key: 'start', text: m.startText, fields: F.start(m) },
    { label: 'State of Incorporation:', w: 272, key: 'state_inc', text: m.stateInc }]);
  y = row(c, 'beside', 40, y, [{ label: 'Type of Business / Industry:', w: 532, key: 'industry', text: m.industryText, fields: F.industry(m) }]);
  c.label('Entity:', 40, y + 3, { bold: true });
  const checked = US_CHECK_ENTITY[m.entityId] ?? null;
  c.checks('entity', ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'Other'], checked, 80, y + 3, checked === 'Other' ? {} : F.entity(m), 74);
  if (checked === 'Other') c.value('entity_other', m.entityText, 500, y - 1, 70, F.entity(m));
  y += 24;
  c.label('SECTION B — FUNDING REQUEST', 40, y, { bold: true, size: 9, color: '#14284b' }); y += 14;
  y = row(c, 'beside', 40, y, [{ label: 'Amount Requested:', w: 250, key: 'amount', text: m.amountText, fields: F.amount(m) },
    { label: 'Use of Funds:', w: 282, key: 'use', text: m.useOfFunds, role: 'other' }]);
  y = row(c, 'beside', 40, y, [{ label: 'Proposed Payment:', w: 250, key: 'payment', text: m.paymentText, fields: F.payment(m) },
    { label: '# of Payments:', w: 150, key: 'npay', text: m.nPayText, fields: F.nPay(m) }, { label: 'Avg. Monthly Sales:', w: 132, key: 'sales', text: m.monthlySales, role: 'other' }]);
  c.label('Payment Schedule:', 40, y + 3, { bold: true });
  c.checks('freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freq ? FREQ_LABEL[m.freq]! : null, 130, y + 3, F.freq(m), 80);
  y += 24;
  c.label('SECTION C — BANK & PROPERTY', 40, y, { bold: true, size: 9, color: '#14284b' }); y += 14;
  y = row(c, 'beside', 40, y, [{ label: 'Bank Name:', w: 200, key: 'bank', text: m.bank.name }, { label: 'Routing #:', w: 160, key: 'routing', text: m.bank.routing },
    { label: 'Account #:', w: 172, key: 'account', text: m.bank.account }]);
  c.label('Business Location:', 40, y + 3, { bold: true });
  c.checks('own_rent', ['Own', 'Rent'], m.ownRent, 130, y + 3, {}, 50);
  y += 20;
  if (m.ownRent === 'Rent') y = row(c, 'beside', 40, y, [{ label: 'Landlord:', w: 250, key: 'landlord', text: m.landlord.name },
    { label: 'Landlord Phone:', w: 160, key: 'landlord_phone', text: m.landlord.phone }, { label: 'Rent:', w: 122, key: 'rent', text: m.landlord.rent }]);
  c.para('The merchant certifies that the information in Part 1 is true and complete. Part 2 (Owner / Guarantor Information) must be completed ' +
    'for each owner of 20% or more; use the continuation sheet for a third owner.', 40, y + 10, 532);
  const own = { place: 'beside' as const, title: 'PART 2 — OWNER / GUARANTOR INFORMATION', split: false, headerFill: '#14284b', taxLabel: 'SSN:',
    creditLabel: 'Est. FICO:', ownLabel: 'Ownership %:', dobLabel: 'Date of Birth:', consent: CONSENT };
  for (let i = 0; i < Math.min(2, m.owners.length); i++) ownerPage(c, m, i, own);
  if (m.owners.length > 2) continuationSheet(c, m, 2, '#14284b');
  guarantyPage(c, m, 'Personal Guaranty', GUARANTY('Harborline Capital Advisors'), 'beside');
}

/** Prairie Oak Funding: serif labels above boxed cells, funding request first, free-text entity, existing advances table. */
export function prairieOak(c: Canvas, m: Model): void {
  c.newPage();
  c.label('Prairie Oak Funding', 40, 38, { bold: true, size: 20, color: '#3d5a2a' });
  c.label('Merchant Application · Business Section', 40, 62, { size: 10 });
  c.label(`ISO #: ${m.iso.id}`, 440, 44, { size: 8 });
  c.hline(40, 78, 532, '#3d5a2a');
  let y = 86;
  c.label('1. FUNDING REQUEST', 40, y, { bold: true, size: 10, color: '#3d5a2a' }); y += 14;
  y = row(c, 'above', 40, y, [{ label: 'Requested Amount', w: 140, key: 'amount', text: m.amountText, fields: F.amount(m) },
    { label: 'Desired Payment', w: 130, key: 'payment', text: m.paymentText, fields: F.payment(m) },
    { label: 'Number of Payments', w: 110, key: 'npay', text: m.nPayText, fields: F.nPay(m) },
    { label: 'Frequency (daily/weekly/bi-weekly/monthly)', w: 152, key: 'freq', text: m.freq ? FREQ_LABEL[m.freq]! : null, fields: F.freq(m) }]);
  y = row(c, 'above', 40, y, [{ label: 'Purpose of Funds', w: 532, key: 'use', text: m.useOfFunds, role: 'other' }]);
  c.label('2. BUSINESS', 40, y + 6, { bold: true, size: 10, color: '#3d5a2a' }); y += 20;
  y = row(c, 'above', 40, y, [{ label: 'Business Legal Name (as shown on tax return)', w: 332, key: 'legal_name', text: m.legal, fields: F.legal(m) },
    { label: 'Legal Entity Type', w: 200, key: 'entity', text: m.entityText, fields: F.entity(m) }]);
  y = row(c, 'above', 40, y, [{ label: 'Doing Business As', w: 332, key: 'dba', text: m.dbaText, fields: F.dba(m), role: dbaRole(m) },
    { label: m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (EIN or SSN)', w: 200, key: 'tax_id', text: m.taxText, fields: F.tax(m) }]);
  y = row(c, 'above', 40, y, [{ label: 'Street Address (no P.O. boxes)', w: 250, key: 'street', text: m.street, role: 'other' },
    { label: 'City', w: 130, key: 'city', text: m.city, role: 'other' }, { label: 'State', w: 60, key: 'state', text: m.region, fields: F.region(m) },
    { label: 'Zip', w: 92, key: 'zip', text: m.postal, role: 'other' }]);
  y = row(c, 'above', 40, y, [{ label: 'Business Start Date', w: 130, key: 'start', text: m.startText, fields: F.start(m) },
    { label: 'Incorporated in (State)', w: 110, key: 'state_inc', text: m.stateInc },
    { label: 'Nature of Business', w: 292, key: 'industry', text: m.industryText, fields: F.industry(m) }]);
  y = row(c, 'above', 40, y, [{ label: 'Business Phone', w: 150, key: 'phone', text: m.phone, role: 'other' },
    { label: 'Website', w: 200, key: 'website', text: m.website, role: 'other' }, { label: 'Gross Monthly Sales', w: 182, key: 'sales', text: m.monthlySales, role: 'other' }]);
  c.label('3. EXISTING ADVANCES / LOANS', 40, y + 6, { bold: true, size: 10, color: '#3d5a2a' }); y += 20;
  c.rect(40, y, 532, 14, { fill: '#e8eedf', stroke: '#999' });
  ['Funder / Lender', 'Current Balance', 'Payment'].forEach((h, j) => c.label(h, 44 + j * 180, y + 3, { bold: true, size: 8 }));
  y += 14;
  for (let r = 0; r < 2; r++) {
    const a = m.advances[r];
    c.rect(40, y, 532, 18, { stroke: '#bbb', lw: 0.4 });
    if (a) { c.value(`adv${r}.funder`, a.funder, 42, y + 1, 170, {}, 'decoy', 9); c.value(`adv${r}.bal`, a.balance, 222, y + 1, 170, {}, 'decoy', 9); c.value(`adv${r}.pay`, a.payment, 402, y + 1, 160, {}, 'decoy', 9); }
    y += 18;
  }
  c.label('4. TRADE REFERENCES', 40, y + 8, { bold: true, size: 10, color: '#3d5a2a' }); y += 22;
  m.refs.forEach((r, j) => { y = row(c, 'above', 40, y, [{ label: `Reference ${j + 1} Name`, w: 330, key: `ref${j}`, text: r.name }, { label: 'Phone', w: 202, key: `ref${j}.phone`, text: r.phone }]); });
  const own = { place: 'above' as const, title: 'OWNER / GUARANTOR INFORMATION', split: true, headerFill: '#3d5a2a', taxLabel: 'Social Security #',
    creditLabel: 'Credit Score', ownLabel: '% Ownership', dobLabel: 'Date of Birth', consent: CONSENT };
  m.owners.forEach((_, i) => ownerPage(c, m, i, own));
  guarantyPage(c, m, 'Continuing Personal Guarantee', GUARANTY('Prairie Oak Funding'), 'under');
}
