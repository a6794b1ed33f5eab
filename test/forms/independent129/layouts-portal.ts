// Two broker-portal printouts, faxed on: FundPath (two columns of 'Field: value', up to 4 owners) and Keystone
// Advance Desk (a CRM record: shaded label cells, an owners grid, payment terms, sometimes only time in business).
import type { Pen } from './pen.ts';
import { type Ctx } from './layouts-fax.ts';
import { money, date, dbaPrinted, businessTaxId, ownerPrint, FREQ_LABEL } from './fmt.ts';
import { faxHeader, brokerFooter, stamp, coverSheet } from './common.ts';
import { entityId, regionName } from './ref.ts';

const ap = (i: number, k: string): string => `applicants[${i}].${k}`;
type Opt = { fields?: Record<string, string | number | null>; decoy?: string };

/** The browser's print furniture: timestamp and title at the top, the URL and page number at the bottom. */
function browserChrome(pen: Pen, title: string, url: string, stampTime: string, n: number, of: number): void {
  pen.t(stampTime, 24, 24, { size: 7, color: '#444444' });
  pen.t(title, 306 - pen.width(title, 'Helvetica', 7) / 2, 24, { size: 7, color: '#444444' });
  pen.decoyText('portal_url', url, 24, 776, { size: 7, color: '#444444' });
  pen.t(`${n}/${of}`, 570, 776, { size: 7, color: '#444444' });
}

const ENTITY_WORDING: Record<string, string[]> = {
  LLC: ['LLC', 'Limited Liability Company', 'L.L.C.'], Corporation: ['Corporation', 'C-Corp', 'Inc.'], 'S-Corp': ['S-Corp', 'S Corporation'],
  Partnership: ['Partnership', 'General Partnership'], LLP: ['LLP', 'Limited Liability Partnership'], 'Sole Proprietor': ['Sole Proprietor', 'Sole Prop'],
};

export function fundpath(c: Ctx): void {
  const { pen, m, ch, r, b } = c;
  const total = 3, deal = r.int(48000, 48999);
  const url = `https://portal.fundpath.io/deals/${deal}/application?view=print`;
  const when = `3/13/26, ${r.int(1, 6)}:${String(r.int(10, 59))} PM`;
  coverSheet(pen, b, m, ch, r, total, 2);
  let row = 0, col = 0, top = 0;
  const section = (t: string, y: number): void => {
    pen.t(t, 40, y, { font: 'Helvetica-Bold', size: 12, color: '#1f2937' });
    pen.line(40, y + 16, 572, y + 16, '#d1d5db', 0.8);
    top = y + 24; row = 0; col = 0;
  };
  const kv = (label: string, name: string, text: string, o: Opt = {}, full = false): void => {
    const x = col === 0 ? 40 : 316, y = top + row * 17, w = full ? 532 : 256;
    const lw = pen.width(`${label}:`, 'Helvetica-Bold', 8);
    pen.t(`${label}:`, x, y, { font: 'Helvetica-Bold', size: 8, color: '#4b5563' });
    pen.value(name, text, x + lw + 4, y - 1, w - lw - 8, { size: 8.5, ...o });
    if (full || col === 1) { row++; col = 0; } else col = 1;
  };
  const page = (n: number): void => {
    pen.newPage();
    faxHeader(pen, b, ch, total, 2);
    browserChrome(pen, `FundPath | Deal #${deal} - Merchant Application`, url, when, n, 2);
    pen.fill(24, 34, 564, 30, '#0f766e');
    pen.t('FundPath', 36, 41, { font: 'Helvetica-Bold', size: 15, color: '#ffffff' });
    pen.t(`Partner Portal  >  Deals  >  #${deal}  >  Application`, 130, 45, { size: 8, color: '#ccfbf1' });
    pen.t(`Submitted by ${b.name}`, 440, 45, { size: 7.5, color: '#ffffff' });
  };
  page(1);
  section('Business Information', 76);
  kv('Legal Business Name', 'legal_business_name', m.legal, { fields: { legal_name: m.legal } });
  const dba = dbaPrinted(m, r);
  kv('DBA', 'dba_name', dba.text, { fields: { trade_name: dba.value } });
  const et = r.pick(ENTITY_WORDING[m.entityText] ?? [m.entityText]);
  kv('Entity Type', 'entity_type', et, { fields: { type_of_entity: entityId(et, 'US') } });
  const tax = businessTaxId(m, r, true);
  kv(m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID', 'tax_id', tax.text, { fields: { business_tax_id: tax.id, business_tax_id_type: tax.type, business_tax_id_country: tax.country } });
  const start = ch.blankStart ? { text: '', value: null } : date(m.start, ch.date);
  kv('Business Start Date', 'start_date', start.text, { fields: { business_start_date: start.value } });
  kv('State of Formation', 'formation_state', m.stateOfInc, { decoy: 'state_of_incorporation' });
  kv('Street Address', 'address1', m.addr.street, { decoy: 'business_street' });
  kv('City', 'city', m.addr.city, { decoy: 'business_city' });
  const st = r.chance(0.5) ? regionName(m.addr.st, 'US') : m.addr.st;
  kv('State', 'state', st, { fields: { state_region: m.addr.st } });
  kv('ZIP', 'zip', m.addr.zip, { decoy: 'business_zip' });
  kv('Business Phone', 'phone', m.phone, { decoy: 'business_phone' });
  kv('Email', 'email', m.email, { decoy: 'business_email' });
  kv('Website', 'website', ch.blankWebsite ? '' : m.website, { decoy: 'website' });
  kv('Industry', 'industry', m.industryText, { fields: { industry: m.industryId } });
  kv('Monthly Revenue', 'monthly_revenue', money(m.monthlySales, ch.money).text, { decoy: 'monthly_sales' });
  kv('Employees', 'employees', String(m.employees), { decoy: 'employees' });
  section('Funding Request', 290);
  const amt = money(m.amount, ch.money);
  kv('Requested Amount', 'requested_amount', amt.text, { fields: { requested_amount: amt.value } });
  kv('Use of Funds', 'use_of_funds', m.useOfFunds, { decoy: 'use_of_funds' });
  const showTerms = r.chance(0.6);
  const pmt = money(m.payment, 'cents');
  kv('Est. Payment', 'est_payment', showTerms ? pmt.text : '', { fields: { requested_payment: pmt.value } });
  kv('No. of Payments', 'num_payments', showTerms ? String(m.nPayments) : '', { fields: { number_of_payments: m.nPayments } });
  kv('Payment Frequency', 'payment_frequency', showTerms ? FREQ_LABEL[m.frequency] : '', { fields: { payment_frequency: m.frequency } });
  section('Open Positions', 400);
  if (!m.funders.length) kv('Open positions', 'positions_none', 'None reported', { decoy: 'existing_none' }, true);
  m.funders.forEach((f, i) => {
    kv(`Funder ${i + 1}`, `funder_${i + 1}`, f.name, { decoy: 'existing_funder' });
    kv('Balance / Payment', `funder_${i + 1}_terms`, `${money(f.balance, 'dollar').text} / ${money(f.payment, 'dollar').text} ${f.freq.toLowerCase()}`, { decoy: 'existing_terms' });
  });
  section('Deposit Account', 500);
  kv('Bank', 'bank_name', m.bank.name, { decoy: 'bank_name' });
  kv('Routing Number', 'routing', m.bank.routing, { decoy: 'routing_number' });
  kv('Account Number', 'account', m.bank.account, { decoy: 'account_number' });
  kv('Landlord', 'landlord', m.rent ? `${m.landlord.name} ${m.landlord.phone}` : '', { decoy: 'landlord' });
  stamp(pen, ch, r);
  brokerFooter(pen, b, 748);
  page(2);
  section(`Owners (${m.owners.length})`, 76);
  m.owners.forEach((o, i) => {
    const p = ownerPrint(o, i, ch, r);
    pen.t(`Owner ${i + 1}`, 40, top + row * 17, { font: 'Helvetica-Bold', size: 9, color: '#0f766e' });
    row++;
    kv('Full Name', `owner_${i + 1}_name`, p.name, { fields: p.nameFields });
    kv('Title', `owner_${i + 1}_title`, p.title.text, { fields: { [ap(i, 'role')]: p.title.value } });
    kv('Ownership %', `owner_${i + 1}_pct`, p.pct.text, { fields: { [ap(i, 'ownership')]: p.pct.value } });
    kv('SSN', `owner_${i + 1}_ssn`, p.tax.text, { fields: p.tax.fields });
    kv('Date of Birth', `owner_${i + 1}_dob`, p.dob.text, { fields: { [ap(i, 'date_of_birth')]: p.dob.value } });
    kv('FICO (self-reported)', `owner_${i + 1}_fico`, p.score.text, { fields: { [ap(i, 'credit_score')]: p.score.value } });
    kv('Home Address', `owner_${i + 1}_home`, `${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}`, { decoy: 'owner_home_address' }, true);
  });
  section('Submitting ISO', top + row * 17 + 10);
  kv('ISO', 'iso_name', b.name, { decoy: 'iso_name' });
  kv('Rep', 'iso_rep', m.isoRep.name, { decoy: 'iso_rep_name' });
  kv('Rep Phone', 'iso_phone', m.isoRep.phone, { decoy: 'iso_rep_phone' });
  kv('Rep Email', 'iso_email', m.isoRep.email, { decoy: 'iso_rep_email' });
  const y = top + row * 17 + 14;
  pen.t('Merchant Authorization', 40, y, { font: 'Helvetica-Bold', size: 10 });
  pen.t(`The merchant and its owner(s) authorize FundPath, ${b.name} and their funding partners to obtain credit reports, verify the information above and contact the merchant's bank and references. `
    + 'Each owner agrees to the Terms of Use and E-SIGN disclosure presented on the portal. This record was generated from the online application and printed for the file.', 40, y + 16, { size: 7.5, width: 532, color: '#374151' });
  pen.t(`E-signed via portal on 03/13/2026 ${when.split(', ')[1]} from IP 73.${r.int(10, 250)}.${r.int(1, 250)}.${r.int(1, 250)}`, 40, y + 60, { font: 'Courier', size: 7.5 });
  brokerFooter(pen, b, 748);
}

export function keystone(c: Ctx): void {
  const { pen, m, ch, r, b } = c;
  const total = 3, rec = `KAD-${r.int(100000, 999999)}`;
  const when = `2026-03-13 ${r.int(9, 17)}:${String(r.int(10, 59))}:${String(r.int(10, 59))} EST`;
  coverSheet(pen, b, m, ch, r, total, 0);
  let y = 0;
  const header = (t: string): void => { pen.fill(36, y, 540, 15, '#3b3b3b'); pen.t(t.toUpperCase(), 42, y + 4, { font: 'Helvetica-Bold', size: 8, color: '#ffffff' }); y += 15; };
  const rowKv = (label: string, name: string, text: string, o: Opt = {}, label2?: string, name2?: string, text2?: string, o2: Opt = {}): void => {
    const w = label2 ? 270 : 540;
    pen.fill(36, y, 120, 16, '#e8e8e8');
    pen.rect(36, y, w, 16, '#9a9a9a', 0.4);
    pen.t(label, 40, y + 4.5, { size: 7.5 });
    pen.value(name, text, 160, y + 3.5, w - 128, { size: 8.5, ...o });
    if (label2 && name2 !== undefined && text2 !== undefined) {
      pen.fill(306, y, 120, 16, '#e8e8e8');
      pen.rect(306, y, 270, 16, '#9a9a9a', 0.4);
      pen.t(label2, 310, y + 4.5, { size: 7.5 });
      pen.value(name2, text2, 430, y + 3.5, 142, { size: 8.5, ...o2 });
    }
    y += 16;
  };
  const page = (n: number): void => {
    pen.newPage();
    faxHeader(pen, b, ch, total, 0);
    pen.t(`Keystone Advance Desk - Record ${rec}`, 24, 24, { size: 7, color: '#555555' });
    pen.t(`Printed ${when}`, 470, 24, { size: 7, color: '#555555' });
    pen.decoyText('portal_url', `https://app.keystoneadvancedesk.com/crm/records/${rec}/print`, 24, 776, { size: 7, color: '#555555' });
    pen.t(`Page ${n} of 2`, 540, 776, { size: 7, color: '#555555' });
    pen.t('KEYSTONE', 36, 38, { font: 'Courier-Bold', size: 20, color: b.accent });
    pen.t('ADVANCE DESK', 36, 58, { font: 'Courier', size: 9, color: b.accent });
    pen.t(`Application Record  |  Source: ${b.name}`, 320, 48, { size: 8.5 });
    y = 78;
  };
  page(1);
  header('Merchant');
  rowKv('Company legal name', 'company_legal', m.legal, { fields: { legal_name: m.legal } });
  const dba = dbaPrinted(m, r);
  rowKv('Doing business as', 'company_dba', dba.text, { fields: { trade_name: dba.value } });
  const et = r.pick(ENTITY_WORDING[m.entityText] ?? [m.entityText]);
  const tax = businessTaxId(m, r, true);
  rowKv('Entity', 'entity', et, { fields: { type_of_entity: entityId(et, 'US') } }, m.taxType === 'EIN' ? 'FEIN' : 'Tax ID (SSN/ITIN)', 'fein', tax.text,
    { fields: { business_tax_id: tax.id, business_tax_id_type: tax.type, business_tax_id_country: tax.country } });
  const tib = r.chance(0.3);
  const start = ch.blankStart ? { text: '', value: null } : date(m.start, ch.date);
  const years = 2026 - Number(m.start.slice(0, 4));
  if (tib) rowKv('Time in business', 'tib', `${years} yrs`, { decoy: 'time_in_business' }, 'Incorporated in', 'inc_state', m.stateOfInc, { decoy: 'state_of_incorporation' });
  else rowKv('Business inception', 'inception', start.text, { fields: { business_start_date: start.value } }, 'Incorporated in', 'inc_state', m.stateOfInc, { decoy: 'state_of_incorporation' });
  rowKv('Location address', 'loc_street', `${m.addr.street}, ${m.addr.city}`, { decoy: 'business_street' }, 'State / ZIP', 'loc_state', `${m.addr.st} ${m.addr.zip}`, { fields: { state_region: m.addr.st } });
  rowKv('Main phone', 'main_phone', m.phone, { decoy: 'business_phone' }, 'E-mail', 'main_email', m.email, { decoy: 'business_email' });
  rowKv('Industry description', 'industry', m.industryText, { fields: { industry: m.industryId } }, 'Gross monthly sales', 'gms', money(m.monthlySales, ch.money).text, { decoy: 'monthly_sales' });
  rowKv('Landlord', 'landlord', m.rent ? m.landlord.name : 'Owns building', { decoy: 'landlord_name' }, 'Landlord phone', 'landlord_phone', m.rent ? m.landlord.phone : '', { decoy: 'landlord_phone' });
  y += 10;
  header('Deal terms requested');
  const amt = money(m.amount, ch.money);
  const pmt = money(m.payment, r.pick(['cents', 'dollar'] as const));
  rowKv('Funding amount', 'fund_amt', amt.text, { fields: { requested_amount: amt.value } }, 'Desired payment', 'pay_amt', pmt.text, { fields: { requested_payment: pmt.value } });
  rowKv('Number of payments', 'pay_count', String(m.nPayments), { fields: { number_of_payments: m.nPayments } }, 'Frequency', 'pay_freq', FREQ_LABEL[m.frequency], { fields: { payment_frequency: m.frequency } });
  rowKv('Use of proceeds', 'use', m.useOfFunds, { decoy: 'use_of_funds' });
  y += 10;
  header('Existing positions (merchant-declared)');
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    rowKv(`Position ${i + 1}`, `pos${i + 1}`, f ? f.name : '', { decoy: 'existing_funder' }, 'Balance / pmt', `pos${i + 1}_terms`, f ? `${money(f.balance, 'dollar').text} / ${money(f.payment, 'dollar').text}` : '', { decoy: 'existing_terms' });
  }
  y += 10;
  header('Bank on file');
  rowKv('Bank', 'bank', m.bank.name, { decoy: 'bank_name' }, 'Routing', 'aba', m.bank.routing, { decoy: 'routing_number' });
  rowKv('Account', 'acct', m.bank.account, { decoy: 'account_number' });
  stamp(pen, ch, r);
  brokerFooter(pen, b, 748);
  page(2);
  header('Owners / guarantors');
  const cols: [string, number][] = [['Name', 150], ['Title', 80], ['Own %', 50], ['SSN / ITIN', 90], ['DOB', 90], ['FICO', 80]];
  let x = 36;
  for (const [h, w] of cols) { pen.fill(x, y, w, 14, '#e8e8e8'); pen.rect(x, y, w, 14, '#9a9a9a', 0.4); pen.t(h, x + 3, y + 4, { font: 'Helvetica-Bold', size: 7 }); x += w; }
  y += 14;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const p = o ? ownerPrint(o, i, ch, r) : null;
    const cells: [string, Opt][] = p ? [[p.name, { fields: p.nameFields }], [p.title.text, { fields: { [ap(i, 'role')]: p.title.value } }],
      [p.pct.text, { fields: { [ap(i, 'ownership')]: p.pct.value } }], [p.tax.text, { fields: p.tax.fields }],
      [p.dob.text, { fields: { [ap(i, 'date_of_birth')]: p.dob.value } }], [p.score.text, { fields: { [ap(i, 'credit_score')]: p.score.value } }]] : cols.map(() => ['', {}]);
    x = 36;
    cells.forEach(([t, o2], j) => { const w = cols[j]![1]; pen.rect(x, y, w, 18, '#9a9a9a', 0.4); pen.value(`own${i + 1}_${j}`, t, x + 2, y + 5, w - 4, { size: 8, ...o2 }); x += w; });
    y += 18;
  }
  y += 10;
  header('Guarantor residence (for credit pull only)');
  m.owners.forEach((o, i) => rowKv(`Guarantor ${i + 1}`, `res${i + 1}`, `${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}`, { decoy: 'owner_home_address' }));
  y += 10;
  header('Trade references');
  m.refs.forEach((f, i) => rowKv(`Reference ${i + 1}`, `tref${i + 1}`, f.name, { decoy: 'reference_name' }, 'Contact / phone', `tref${i + 1}_c`, `${f.contact} ${f.phone}`, { decoy: 'reference_contact' }));
  y += 14;
  pen.t('Certification. Applicant represents that the information in this record, entered by or on behalf of the merchant, is true and correct, and authorizes Keystone Advance Desk and its '
    + 'participating funders to request credit and background reports on the business and each guarantor. Applicant acknowledges the transaction is a sale of future receivables.', 36, y, { size: 7.5, width: 540 });
  y += 52;
  pen.line(36, y, 250, y); pen.t('Authorized signer', 36, y + 3, { size: 7 });
  pen.value('sign_date', date('2026-03-13', ch.date).text, 300, y - 13, 110, { decoy: 'signature_date' });
  pen.line(296, y, 420, y); pen.t('Date', 296, y + 3, { size: 7 });
  brokerFooter(pen, b, 748);
}
