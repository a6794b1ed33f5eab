// Maple & Main (Canadian packet, labels under the line) and Keystone Bridge (two-column US page, entity grid with "Other").
import type { Canvas } from './canvas.ts';
import type { Model } from './model.ts';
import { A, F, continuationSheet, dbaRole, guarantyPage, ownerPage, row } from './blocks.ts';

const FREQ: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };
const CA_CHECK: Record<string, string> = { ca_corporation: 'Corporation', sole_proprietorship: 'Sole Proprietorship', general_partnership: 'Partnership' };
const PIPEDA = 'PIPEDA CONSENT. I consent to the collection, use and disclosure of my personal information, including my Social Insurance ' +
  'Number and a credit report from Equifax Canada or TransUnion Canada, by Maple & Main Merchant Capital and its funding partners for the ' +
  'purpose of assessing this application, in accordance with the Personal Information Protection and Electronic Documents Act.';

/** Maple & Main Merchant Capital (Canada): Operating Name (O/A), BN with program account, province, postal code, SIN. */
export function mapleMain(c: Canvas, m: Model): void {
  c.newPage();
  c.label('Maple & Main', 40, 36, { bold: true, size: 22, color: '#8b1e1e' });
  c.label('MERCHANT CAPITAL', 40, 62, { size: 9, color: '#8b1e1e' });
  c.label('Business Cash Advance Application\nSection 1 — Business Profile', 380, 40, { size: 9, width: 192, align: 'right' });
  c.rect(40, 78, 532, 2, { fill: '#8b1e1e', stroke: 'none' });
  let y = 90;
  y = row(c, 'under', 40, y, [{ label: 'Legal Business Name', w: 320, key: 'legal_name', text: m.legal, fields: F.legal(m) },
    { label: 'Operating Name (O/A)', w: 212, key: 'dba', text: m.dbaText, fields: F.dba(m), role: dbaRole(m) }]);
  y = row(c, 'under', 40, y + 2, [{ label: 'Business Number (BN) incl. program account', w: 250, key: 'tax_id', text: m.taxText, fields: F.tax(m) },
    { label: 'Date Established', w: 140, key: 'start', text: m.startText, fields: F.start(m) },
    { label: 'Jurisdiction of Incorporation', w: 142, key: 'state_inc', text: m.stateInc }]);
  c.label('Legal Structure:', 40, y + 4, { bold: true });
  const chk = CA_CHECK[m.entityId] ?? null;
  c.checks('entity', ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'], chk, 120, y + 4, F.entity(m), 108);
  y += 22;
  y = row(c, 'under', 40, y, [{ label: 'Street Address', w: 260, key: 'street', text: m.street, role: 'other' },
    { label: 'City', w: 120, key: 'city', text: m.city, role: 'other' }, { label: 'Province', w: 62, key: 'state', text: m.region, fields: F.region(m) },
    { label: 'Postal Code', w: 90, key: 'zip', text: m.postal, role: 'other' }]);
  y = row(c, 'under', 40, y + 2, [{ label: 'Country', w: 120, key: 'country', text: m.countryName, fields: { [A('country')]: m.countryName } },
    { label: 'Telephone', w: 140, key: 'phone', text: m.phone, role: 'other' }, { label: 'E-mail', w: 272, key: 'email', text: m.email, role: 'other' }]);
  y = row(c, 'under', 40, y + 2, [{ label: 'Description of Business', w: 320, key: 'industry', text: m.industryText, fields: F.industry(m) },
    { label: 'Number of Employees', w: 100, key: 'employees', text: m.employees, role: 'other' }, { label: 'Monthly Sales', w: 112, key: 'sales', text: m.monthlySales, role: 'other' }]);
  c.label('SECTION 2 — FINANCING REQUESTED', 40, y + 8, { bold: true, size: 9.5, color: '#8b1e1e' }); y += 24;
  y = row(c, 'under', 40, y, [{ label: 'Advance Amount Requested (CAD)', w: 180, key: 'amount', text: m.amountText, fields: F.amount(m) },
    { label: 'Remittance Amount', w: 130, key: 'payment', text: m.paymentText, fields: F.payment(m) },
    { label: 'No. of Remittances', w: 100, key: 'npay', text: m.nPayText, fields: F.nPay(m) },
    { label: 'Remittance Frequency', w: 122, key: 'freq', text: m.freq ? FREQ[m.freq]! : null, fields: F.freq(m) }]);
  c.label('SECTION 3 — BANKING & PREMISES', 40, y + 8, { bold: true, size: 9.5, color: '#8b1e1e' }); y += 24;
  y = row(c, 'under', 40, y, [{ label: 'Financial Institution', w: 200, key: 'bank', text: m.bank.name }, { label: 'Transit-Institution #', w: 140, key: 'routing', text: m.bank.routing },
    { label: 'Account #', w: 192, key: 'account', text: m.bank.account }]);
  y = row(c, 'under', 40, y + 2, [{ label: 'Landlord / Mortgage Holder', w: 260, key: 'landlord', text: m.landlord.name }, { label: 'Landlord Telephone', w: 140, key: 'landlord_phone', text: m.landlord.phone },
    { label: 'Monthly Rent', w: 132, key: 'rent', text: m.landlord.rent }]);
  c.para('Owners: complete one Owner / Guarantor Information page per owner holding 20% or more; a third owner goes on the Additional Owners ' +
    'continuation sheet. Amounts are in Canadian dollars.', 40, y + 10, 532);
  const own = { place: 'under' as const, title: 'OWNER / GUARANTOR INFORMATION', split: false, headerFill: '#8b1e1e', taxLabel: 'SIN',
    creditLabel: 'Credit Score (if known)', ownLabel: 'Ownership %', dobLabel: 'Date of Birth', consent: PIPEDA };
  for (let i = 0; i < Math.min(2, m.owners.length); i++) ownerPage(c, m, i, own);
  if (m.owners.length > 2) continuationSheet(c, m, 2, '#8b1e1e');
  guarantyPage(c, m, 'Personal Guarantee / Garantie personnelle', 'Each guarantor named below personally guarantees the performance of the merchant ' +
    'under the Merchant Cash Advance Agreement with Maple & Main Merchant Capital, including every representation and covenant, and agrees that ' +
    'this guarantee continues until all obligations are performed. This guarantee is governed by the laws of the province of the merchant.', 'under');
}

const KS_ENTITY: Record<string, string> = { c_corporation: 'C-Corp', s_corporation: 'S-Corp', llc: 'LLC', general_partnership: 'Partnership', sole_proprietorship: 'Sole Prop.' };

/** Keystone Bridge Funding: two columns of small-caps labels beside values, a 2x3 entity grid with "Other: ___". */
export function keystone(c: Canvas, m: Model): void {
  c.newPage();
  c.rect(36, 36, 540, 54, { stroke: '#5b3b8c', lw: 1.5 });
  c.label('KEYSTONE BRIDGE FUNDING', 48, 46, { bold: true, size: 16, color: '#5b3b8c' });
  c.label('Merchant Application — Business Page (Owner pages follow)', 48, 68, { size: 9 });
  c.label(`Submitted by ISO: ${m.iso.name}`, 380, 48, { size: 8 });
  c.value('iso_id', m.iso.id, 380, 60, 150, {}, 'decoy', 8);
  const tax = m.taxType === 'EIN' ? `${m.taxDigits.slice(0, 2)}-${m.taxDigits.slice(2)}` : m.taxText;
  const left: Parameters<typeof row>[4][] = [
    [{ label: 'LEGAL NAME', w: 262, key: 'legal_name', text: m.legal, fields: F.legal(m) }],
    [{ label: 'D/B/A', w: 262, key: 'dba', text: m.dbaText, fields: F.dba(m), role: dbaRole(m) }],
    [{ label: 'FED. TAX ID / SSN', w: 262, key: 'tax_id', text: tax, fields: F.tax(m) }],
    [{ label: 'BUSINESS START', w: 262, key: 'start', text: m.startText, fields: F.start(m) }],
    [{ label: 'INDUSTRY', w: 262, key: 'industry', text: m.industryText, fields: F.industry(m) }],
    [{ label: 'WEBSITE', w: 262, key: 'website', text: m.website, role: 'other' }],
  ];
  const right: Parameters<typeof row>[4][] = [
    [{ label: 'ADDRESS', w: 270, key: 'street', text: m.street, role: 'other' }],
    [{ label: 'CITY', w: 150, key: 'city', text: m.city, role: 'other' }, { label: 'ST', w: 60, key: 'state', text: m.region, fields: F.region(m) }, { label: 'ZIP', w: 60, key: 'zip', text: m.postal, role: 'other' }],
    [{ label: 'PHONE', w: 270, key: 'phone', text: m.phone, role: 'other' }],
    [{ label: 'STATE OF FORMATION', w: 270, key: 'state_inc', text: m.stateInc }],
    [{ label: 'AMOUNT REQUESTED', w: 270, key: 'amount', text: m.amountText, fields: F.amount(m) }],
    [{ label: 'EST. PAYMENT', w: 150, key: 'payment', text: m.paymentText, fields: F.payment(m) }, { label: 'TERM #', w: 120, key: 'npay', text: m.nPayText, fields: F.nPay(m) }],
  ];
  let yl = 104, yr = 104;
  for (const r of left) yl = row(c, 'beside', 40, yl, r);
  for (const r of right) yr = row(c, 'beside', 306, yr, r);
  let y = Math.max(yl, yr) + 6;
  c.label('ENTITY TYPE (check one)', 40, y, { bold: true, size: 8, color: '#5b3b8c' });
  const ks = KS_ENTITY[m.entityId] ?? 'Other:';
  c.checks('entity', ['C-Corp', 'S-Corp', 'LLC', 'Partnership', 'Sole Prop.', 'Other:'], ks, 40, y + 13, ks === 'Other:' ? {} : F.entity(m), 90, 3);
  if (ks === 'Other:') c.value('entity_other', m.entityText, 262, y + 24, 60, F.entity(m), 'field', 9);
  c.label('PAYMENT FREQUENCY', 320, y, { bold: true, size: 8, color: '#5b3b8c' });
  c.checks('freq', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], m.freq ? FREQ[m.freq]! : null, 320, y + 13, F.freq(m), 64);
  y += 50;
  c.label('OPEN ADVANCES', 40, y, { bold: true, size: 8, color: '#5b3b8c' });
  m.advances.forEach((a, j) => { y = row(c, 'beside', 40, y + 12, [{ label: 'FUNDER', w: 200, key: `adv${j}.funder`, text: a.funder }, { label: 'BALANCE', w: 160, key: `adv${j}.bal`, text: a.balance },
    { label: 'PAYMENT', w: 172, key: `adv${j}.pay`, text: a.payment }]) - 12; });
  y += 20;
  y = row(c, 'beside', 40, y, [{ label: 'BANK', w: 200, key: 'bank', text: m.bank.name }, { label: 'ABA ROUTING', w: 160, key: 'routing', text: m.bank.routing },
    { label: 'ACCT', w: 172, key: 'account', text: m.bank.account }]);
  c.para('Merchant authorizes Keystone Bridge Funding and its assigns to verify the information above, obtain business and personal credit ' +
    'reports, and contact the references and landlord given in this packet. Facsimile and electronic signatures are as valid as originals.', 40, y + 8, 532);
  const own = { place: 'above' as const, title: 'OWNER / GUARANTOR INFORMATION', split: false, headerFill: '#5b3b8c', taxLabel: 'SSN / ITIN',
    creditLabel: 'Credit Score', ownLabel: 'Ownership', dobLabel: 'DOB', consent: 'I authorize Keystone Bridge Funding to obtain my credit report and ' +
    'confirm that I am an owner of the merchant. I have read the Personal Guaranty that follows.' };
  for (let i = 0; i < Math.min(2, m.owners.length); i++) ownerPage(c, m, i, own);
  if (m.owners.length > 2) continuationSheet(c, m, 2, '#5b3b8c');
  guarantyPage(c, m, 'PERSONAL GUARANTY OF PERFORMANCE', 'Each owner signing below, as Guarantor, guarantees to Keystone Bridge Funding the ' +
    "merchant's performance of all its obligations under the Revenue Purchase Agreement, waives notice and demand, and consents to jurisdiction " +
    'in the courts of the Commonwealth of Pennsylvania. Each Guarantor authorizes consumer credit inquiries.', 'beside');
}
