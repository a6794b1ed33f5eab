// The application's own sections (business, request, owners): each prints values and records the truth they give.
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import type { Form } from './form.ts';
import { PRODUCTS, personalIdType, type Merchant, type Owner } from './data.ts';
import { fmtDate, fmtTaxId, money, type Spec } from './spec.ts';

const US_ENTITY_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'],
  ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship'], ['Other', '']];
const CA_ENTITY_BOXES: [string, string][] = [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'],
  ['Sole Proprietorship', 'sole_proprietorship'], ['Other', '']];

function entityRow(f: Form, m: Merchant, s: Spec, t: TruthApplication): void {
  if (s.entityAs === 'text') {
    t.type_of_entity = m.entityId;
    f.row([{ label: s.words.entity, value: m.entityText, w: 2 }, { label: 'State of Incorporation / Registration', value: m.stateOfInc, w: 2, decoy: m.stateOfInc !== m.st },
      { label: 'No. of Employees', value: String(m.employees), w: 1 }]);
    return;
  }
  const boxes = m.country === 'CA' ? CA_ENTITY_BOXES : US_ENTITY_BOXES;
  const hit = boxes.find(([, id]) => id === m.entityId);
  const label = hit ? hit[0] : 'Other';
  t.type_of_entity = m.entityId;
  f.checks(s.words.entity, boxes.map(([l]) => l), [label]);
  if (!hit) f.row([{ label: 'If Other, specify', value: m.entityText, w: 3 }, { label: 'State of Inc.', value: m.stateOfInc, w: 1, decoy: m.stateOfInc !== m.st }]);
  else f.row([{ label: m.country === 'CA' ? 'Province of Registration' : 'State of Incorporation', value: m.stateOfInc, w: 1, decoy: m.stateOfInc !== m.st },
    { label: 'Number of Employees', value: String(m.employees), w: 1 }, { label: 'Website', value: m.website ?? '', w: 2 }]);
}

export function business(f: Form, m: Merchant, s: Spec, t: TruthApplication): void {
  f.heading(m.country === 'CA' ? 'Business Information' : 'Business Information');
  t.legal_name = m.legal;
  t.trade_name = m.dba && m.dba !== m.legal ? m.dba : null;
  f.row([{ label: s.words.legal, value: m.legal, w: 3 }, { label: s.words.dba, value: m.dbaPrinted, w: 2 }]);
  const taxText = m.taxIdType === 'BN' ? `${m.taxId} RC0001` : fmtTaxId(m.taxId, m.taxIdType);
  t.business_tax_id = m.taxIdType === 'BN' ? `${m.taxId}RC0001` : m.taxId;
  t.business_tax_id_type = m.taxIdType;
  t.business_tax_id_country = m.country;
  const years = Math.max(1, 2026 - Number(m.start.slice(0, 4)));
  const startText = m.startBlank ? '' : s.dates === 'years' ? String(years) : fmtDate(m.start, s.dates);
  t.business_start_date = s.dates === 'years' || m.startBlank ? null : m.start;
  f.row([{ label: s.words.taxId, value: taxText, w: 2 }, { label: s.dates === 'years' ? 'Years in Business' : s.words.start, value: startText, w: 2 },
    { label: 'Business Phone', value: m.phone, w: 2 }]);
  entityRow(f, m, s, t);
  f.row([{ label: 'Business Address (no P.O. Box)', value: m.street, w: 4 }, { label: 'City', value: m.city, w: 2 },
    { label: m.country === 'CA' ? 'Province' : 'State', value: m.st, w: 1 }, { label: m.country === 'CA' ? 'Postal Code' : 'Zip', value: m.zip, w: 1 }]);
  t.state_region = m.st;
  t.country = m.country === 'CA' ? 'Canada' : 'United States';
  t.industry = m.industryId;
  f.row([{ label: s.words.industry, value: m.industryText, w: 2 }, { label: 'Business E-mail', value: m.email, w: 2 },
    { label: 'Avg. Monthly Sales', value: money(m.monthlySales), w: 1 }, { label: 'Annual Revenue', value: money(m.annualRevenue), w: 1 }]);
  f.row([{ label: 'Premises', w: 2, checks: { opts: ['Own', 'Lease / Rent'], on: [m.rent ? 'Lease / Rent' : 'Own'] } },
    { label: 'Landlord / Mortgage Holder', value: m.landlord, w: 3, decoy: true }, { label: 'Monthly Rent/Mortgage', value: money(Math.round(m.monthlySales * 0.07)), w: 2, decoy: true }]);
}

export function request(f: Form, m: Merchant, s: Spec, t: TruthApplication): void {
  f.heading('Financing Request');
  f.checks('Product(s) of interest:', PRODUCTS.map((p) => s.products[p]), m.products.map((p) => s.products[p]));
  t.requested_amount = m.amount;
  if (s.request === 'perProduct') {
    const rows = m.products.map((p) => [s.products[p], money(m.perProduct[p] ?? 0), `${m.termMonths} months`]);
    f.table(['Product', 'Amount Requested', 'Term Wanted'], [3, 2, 2], rows, { minRows: 2, decoy: m.products.length > 1, name: 'request' });
    f.row([{ label: 'TOTAL AMOUNT REQUESTED', value: `${money(m.amount)}${m.country === 'CA' ? ' CAD' : ''}`, w: 2 }, { label: 'How soon are funds needed?', value: m.termMonths > 12 ? '30 days' : 'ASAP', w: 2 }]);
    return;
  }
  if (s.request === 'single') {
    f.row([{ label: s.words.amount, value: money(m.amount, true), w: 2 }, { label: s.words.term, value: `${m.termMonths} months`, w: 1 },
      { label: 'Purpose (brief)', value: m.uses[0]![0], w: 2 }]);
    return;
  }
  t.requested_payment = m.payment;
  t.number_of_payments = m.nPayments;
  t.payment_frequency = m.frequency;
  const freq: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
  f.row([{ label: s.words.amount, value: money(m.amount), w: 2 }, { label: 'Desired Payment', value: money(m.payment), w: 1 },
    { label: 'Number of Payments', value: String(m.nPayments), w: 1 }, { label: s.words.term, value: `${m.termMonths} mo.`, w: 1 }]);
  f.checks('Payment Schedule:', Object.values(freq), [freq[m.frequency]!]);
}

export function uses(f: Form, m: Merchant): void {
  f.heading('Use of Funds');
  f.table(['Intended Use', 'Amount', 'Notes'], [3, 1.5, 3], m.uses.map(([u, a]) => [u, money(a), '']), { minRows: 4, name: 'use' });
}

function ownerName(o: Owner, how: Spec['ownerName']): string {
  const mid = o.middle ? ` ${o.middle}` : '';
  return how === 'lastFirst' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}

function maskedId(o: Owner, country: string): string {
  if (country === 'CA') return o.masked ? `XXX XXX ${o.taxId.slice(6)}` : fmtTaxId(o.taxId, 'SIN');
  return o.masked ? `XXX-XX-${o.taxId.slice(5)}` : fmtTaxId(o.taxId, 'SSN');
}

function applicant(m: Merchant, s: Spec, o: Owner): TruthApplicant {
  return { first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: s.creditScore ? o.credit : null,
    tax_id: o.masked ? null : o.taxId, tax_id_type: o.masked ? null : personalIdType(o.taxId, m.country), tax_id_country: o.masked ? null : m.country,
    date_of_birth: o.dobBlank ? null : o.dob };
}

/** All owners side by side, one column each (the SBA-style grid). */
export function ownersGrid(f: Form, m: Merchant, s: Spec, t: TruthApplication): void {
  f.heading('Owners & Guarantors (each owner of 20% or more)');
  const os = m.owners;
  const date = (o: Owner): string => (o.dobBlank ? '' : fmtDate(o.dob, s.dates === 'years' ? 'us' : s.dates));
  const rows: [string, (o: Owner) => string][] = [['Name', (o) => ownerName(o, s.ownerName)], ['Title', (o) => o.title], ['% Owned', (o) => `${o.pct}%`],
    [m.country === 'CA' ? 'SIN' : 'SSN / ITIN', (o) => maskedId(o, m.country)], ['Date of Birth', date], ['Home Address', (o) => o.street],
    ['City, State Zip', (o) => `${o.city}, ${o.st} ${o.zip}`], ['Phone', (o) => o.phone]];
  f.table(['', ...os.map((_, i) => `Owner ${i + 1}`)], [1.3, ...os.map(() => 2)], rows.map(([l, fn]) => [l, ...os.map(fn)]),
    { decoy: false, name: 'owners', rowLabels: true });
  for (const o of os) t.applicants.push(applicant(m, s, o));
}

export function owner(f: Form, m: Merchant, s: Spec, t: TruthApplication, i: number): void {
  const o = m.owners[i]!;
  f.heading(`${s.words.owner} ${m.owners.length > 1 ? `#${i + 1}` : ''}`.trim());
  const a = applicant(m, s, o);
  t.applicants.push(a);
  const nameCells = s.ownerName === 'split' ? [{ label: 'First Name', value: o.first, w: 2 }, { label: 'M.I.', value: o.middle ?? '', w: 0.6 }, { label: 'Last Name', value: o.last, w: 2 }]
    : [{ label: 'Full Name', value: ownerName(o, s.ownerName), w: 4.6 }];
  f.row([...nameCells, { label: 'Title', value: o.title, w: 1.6 }, { label: 'Ownership %', value: `${o.pct}%`, w: 1 }]);
  const idLabel = m.country === 'CA' ? 'SIN' : 'SSN / ITIN';
  f.row([{ label: idLabel, value: maskedId(o, m.country), w: 2 }, { label: 'Date of Birth', value: o.dobBlank ? '' : fmtDate(o.dob, s.dates === 'years' ? 'us' : s.dates), w: 2 },
    ...(s.creditScore ? [{ label: 'Est. Credit Score', value: o.credit ? String(o.credit) : '', w: 1.5 }] : []),
    { label: 'Cell Phone', value: o.phone, w: 2 }]);
  f.row([{ label: 'Home Address', value: o.street, w: 4 }, { label: 'City', value: o.city, w: 2 },
    { label: m.country === 'CA' ? 'Prov.' : 'State', value: o.st, w: 1 }, { label: m.country === 'CA' ? 'Postal' : 'Zip', value: o.zip, w: 1 }]);
}
