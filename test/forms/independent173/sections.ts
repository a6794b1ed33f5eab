// What each portal prints, section by section: label-over-value cards whose `fields` say which truth paths the printed
// text gives. A card without `fields` is a decoy (landlord, bank, references, ISO rep, existing funders ...); a card
// with `text: null` prints a dash and gives nothing.
import { fmtDate, money, type Model, type Owner } from './model.ts';

export type Fields = Record<string, string | number | null>;
export interface Card { label: string; text: string | null; fields?: Fields; key?: string; span?: number; chips?: string[]; all?: boolean }
export interface Section { title: string; cards: Card[]; cols: number; note?: string }
export interface Doc { sections: Section[]; sidebar: Card[]; consent: string; signer: Card }

const COUNTRY = { US: 'United States', CA: 'Canada' } as const;
const A = (i: number, f: string) => `application.applicants[${i}].${f}`;
const FREQ_LABEL = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;

function taxCard(m: Model, label: string): Card {
  if (m.taxMasked) return { label, text: m.taxPrinted, key: 'masked_tax_id' };
  return { label, text: m.taxPrinted, fields: { 'application.business_tax_id': m.taxDigits, 'application.business_tax_id_type': m.taxType,
    'application.business_tax_id_country': m.country } };
}
function ownerTax(o: Owner, i: number, label: string): Card {
  if (o.masked) return { label, text: o.taxType === 'SIN' ? `*** *** ${o.taxId.slice(-3)}` : `***-**-${o.taxId.slice(-4)}`, key: 'masked_owner_tax_id' };
  return { label, text: o.taxId, fields: { [A(i, 'tax_id')]: o.taxId.replace(/\D/g, ''), [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}
const nameF = (o: Owner, i: number): Fields => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
const fullName = (o: Owner) => `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.cred ?? ''}`;
const lastFirst = (o: Owner) => `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
const addrLine = (a: Model['addr']) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
const pct = (n: number, style: number) => (style === 0 ? `${n}%` : style === 1 ? `${n}.00 %` : `${n} %`);
const geo = (m: Model): Fields => ({ 'application.state_region': m.addr.state, 'application.country': COUNTRY[m.country] });
const cad = (m: Model, n: number, cents = true) => (m.country === 'CA' ? `CAD ${money(n, cents).slice(1)}` : money(n, cents));
const score = (o: Owner, i: number, label: string): Card => (o.score === null ? { label, text: null } : { label, text: String(o.score), fields: { [A(i, 'credit_score')]: o.score } });

function common(m: Model, opts: { positions: boolean }): { bank: Section; lease: Section; adv: Section | null; sidebar: Card[] } {
  const bank: Section = { title: 'Bank Account', cols: 3, cards: [{ label: 'Bank name', text: m.bank.name, key: 'bank' },
    { label: m.country === 'CA' ? 'Transit / institution' : 'Routing number (ABA)', text: m.bank.routing, key: 'routing' },
    { label: 'Account number', text: m.bank.account, key: 'account' }] };
  const lease: Section = { title: 'Business Location', cols: 3, cards: [{ label: 'Own or rent', text: null, chips: ['Own', 'Rent'], all: true, key: m.ownRent },
    { label: 'Landlord / mortgage holder', text: m.landlord.name, key: 'landlord' }, { label: 'Landlord phone', text: m.landlord.phone, key: 'landlord_phone' },
    { label: 'Monthly rent', text: cad(m, m.landlord.rent), key: 'rent' }] };
  const adv = opts.positions && m.positions.length ? { title: 'Existing Advances / Loans', cols: 3, cards: m.positions.flatMap((p): Card[] => [
    { label: 'Funder', text: p.funder, key: 'funder' }, { label: 'Balance', text: cad(m, p.balance), key: 'funder_balance' },
    { label: `${p.freq} payment`, text: cad(m, p.payment), key: 'funder_payment' }]) } : null;
  const sidebar: Card[] = [{ label: 'ISO representative', text: m.iso.name, key: 'iso' }, { label: 'Rep phone', text: m.iso.phone, key: 'iso_phone' },
    { label: 'Rep e-mail', text: m.iso.email, key: 'iso_email' }];
  return { bank, lease, adv, sidebar };
}
const refs = (m: Model): Section => ({ title: 'Trade References', cols: 2, cards: m.refs.flatMap((r): Card[] => [{ label: 'Company', text: r.name, key: 'ref' },
  { label: 'Phone', text: r.phone, key: 'ref_phone' }]) });
const consentUS = 'By submitting, each owner authorizes the funder and its assigns to obtain consumer and business credit reports and to verify the information above.';
const consentCA = 'PIPEDA consent: each owner consents to the collection, use and disclosure of personal information, including credit reports, as described in our privacy policy.';
const signer = (m: Model): Card => ({ label: 'E-signed by', text: `${m.owners[0]!.first} ${m.owners[0]!.last}`, fields: nameF(m.owners[0]!, 0) });
const entityChip = (m: Model, all: boolean): Card => ({ label: 'Entity type', text: null, chips: m.entityOptions, all, key: m.entityPrinted,
  fields: { 'application.type_of_entity': m.entityId } });
const dbaCard = (m: Model, label: string): Card => (m.dbaPrinted === null ? { label, text: null }
  : { label, text: m.dbaPrinted, fields: m.dbaTruth ? { 'application.trade_name': m.dbaTruth } : { 'application.trade_name': null }, key: 'dba' });

/** BluePeak Broker Hub: cards with full-line addresses, selected chips only, no payment terms. */
function bluepeak(m: Model): Doc {
  const c = common(m, { positions: true });
  const owners = m.owners.map((o, i): Section => ({ title: `Owner ${i + 1}`, cols: 3, cards: [
    { label: 'Full name', text: fullName(o), fields: nameF(o, i), span: 2 }, { label: 'Title', text: o.title, fields: { [A(i, 'role')]: o.title } },
    { label: 'Ownership', text: pct(o.pct, 0), fields: { [A(i, 'ownership')]: o.pct } }, ownerTax(o, i, 'SSN'),
    { label: 'Date of birth', text: fmtDate(o.dob, 'mdy'), fields: { [A(i, 'date_of_birth')]: o.dob } }, score(o, i, 'Est. FICO'),
    { label: 'Home address', text: addrLine(o.home), key: 'home', span: 2 }] }));
  return { sidebar: c.sidebar, consent: consentUS, signer: signer(m), sections: [
    { title: 'Business Information', cols: 2, cards: [{ label: 'Legal business name', text: m.legal, fields: { 'application.legal_name': m.legal } },
      dbaCard(m, 'DBA'), { ...entityChip(m, false), span: 2 }, { label: 'Industry', text: m.industryText, fields: { 'application.industry': m.industryId } },
      taxCard(m, 'Federal Tax ID (EIN)'), { label: 'Business start date', text: fmtDate(m.start, 'long'), fields: { 'application.business_start_date': m.start } },
      { label: 'State of incorporation', text: m.stateOfInc, key: 'state_of_inc' }, { label: 'Business phone', text: m.phone, key: 'phone' },
      { label: 'Physical address', text: addrLine(m.addr), fields: geo(m), span: 2 }, { label: 'Website', text: m.website, key: 'web' }, { label: 'E-mail', text: m.email, key: 'email' }] },
    c.lease, ...owners,
    { title: 'Funding Request', cols: 3, cards: [{ label: 'Amount requested', text: money(m.amount, false), fields: { 'application.requested_amount': m.amount } },
      { label: 'Use of funds', text: m.useOfFunds, key: 'use' }, { label: 'Avg. monthly sales', text: money(m.monthlySales), key: 'sales' }] },
    ...(c.adv ? [c.adv] : []), c.bank] };
}

/** LedgerLine funder portal: every option shown as a chip (the selected one filled), "Last, First" owners, payment terms. */
function ledgerline(m: Model): Doc {
  const c = common(m, { positions: true });
  const owners: Section = { title: 'Owners / Guarantors', cols: 4, cards: m.owners.flatMap((o, i): Card[] => [
    { label: `Owner ${i + 1} (Last, First)`, text: lastFirst(o), fields: nameF(o, i), span: 2 }, { label: 'Position', text: o.title, fields: { [A(i, 'role')]: o.title } },
    { label: '% Owned', text: pct(o.pct, 1), fields: { [A(i, 'ownership')]: o.pct } }, ownerTax(o, i, o.taxType === 'ITIN' ? 'SSN / ITIN' : 'SSN'),
    { label: 'DOB', text: fmtDate(o.dob, 'iso'), fields: { [A(i, 'date_of_birth')]: o.dob } }, score(o, i, 'Credit score'),
    { label: 'Cell', text: o.phone, key: 'owner_phone' }]) };
  return { sidebar: c.sidebar, consent: consentUS, signer: signer(m), sections: [
    { title: 'Merchant', cols: 3, cards: [{ label: 'Legal name', text: m.legal, fields: { 'application.legal_name': m.legal }, span: 2 }, dbaCard(m, 'D/B/A'),
      { ...entityChip(m, true), span: 3 }, taxCard(m, 'Tax ID'), { label: 'Date established', text: fmtDate(m.start, 'mdy2'), fields: { 'application.business_start_date': m.start } },
      { label: 'Nature of business', text: m.industryText, fields: { 'application.industry': m.industryId } },
      { label: 'Street', text: m.addr.street, key: 'street', span: 2 }, { label: 'City, State ZIP', text: `${m.addr.city}, ${m.addr.state} ${m.addr.zip}`, fields: geo(m) },
      { label: 'Employees', text: String(m.employees), key: 'employees' }, { label: 'Incorporated in', text: m.stateOfInc, key: 'state_of_inc' },
      { label: 'Annual revenue', text: money(m.annualRevenue, false), key: 'revenue' }] },
    owners,
    { title: 'Requested Terms', cols: 3, cards: [{ label: 'Funding amount', text: money(m.amount), fields: { 'application.requested_amount': m.amount } },
      { label: 'Payment amount', text: money(m.payment), fields: { 'application.requested_payment': m.payment } },
      { label: '# of payments', text: String(m.nPayments), fields: { 'application.number_of_payments': m.nPayments } },
      { label: 'Payment frequency', text: null, chips: Object.values(FREQ_LABEL), all: true, key: FREQ_LABEL[m.freq], fields: { 'application.payment_frequency': m.freq }, span: 3 }] },
    ...(c.adv ? [c.adv] : []), c.lease, c.bank, refs(m)] };
}

/** Northgate (Canada): operating name, BN with program account, province spelled out, SIN, CAD, PIPEDA. */
function northgate(m: Model): Doc {
  const c = common(m, { positions: true });
  const owners = m.owners.map((o, i): Section => ({ title: `Principal ${i + 1}`, cols: 3, cards: [
    { label: 'Name', text: fullName(o), fields: nameF(o, i) }, { label: 'Role', text: o.title, fields: { [A(i, 'role')]: o.title } },
    { label: 'Ownership %', text: pct(o.pct, 2), fields: { [A(i, 'ownership')]: o.pct } }, ownerTax(o, i, 'SIN'),
    { label: 'Date of birth', text: fmtDate(o.dob, 'long'), fields: { [A(i, 'date_of_birth')]: o.dob } }, score(o, i, 'Beacon score (if known)'),
    { label: 'Residential address', text: `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, key: 'home', span: 3 }] }));
  return { sidebar: c.sidebar, consent: consentCA, signer: signer(m), sections: [
    { title: 'Business', cols: 3, cards: [{ label: 'Legal name', text: m.legal, fields: { 'application.legal_name': m.legal }, span: 2 }, dbaCard(m, 'Operating name (O/A)'),
      { ...entityChip(m, true), span: 2 }, { label: 'Incorporated under', text: m.stateOfInc, key: 'state_of_inc' },
      taxCard(m, 'Business Number (BN)'), { label: 'Operating since', text: fmtDate(m.start, 'iso'), fields: { 'application.business_start_date': m.start } },
      { label: 'Sector', text: m.industryText, fields: { 'application.industry': m.industryId } },
      { label: 'Street address', text: m.addr.street, key: 'street' }, { label: 'City', text: m.addr.city, key: 'city' },
      { label: 'Province', text: m.addr.stateName, fields: geo(m) }, { label: 'Postal code', text: m.addr.zip, key: 'postal' },
      { label: 'Telephone', text: m.phone, key: 'phone' }, { label: 'Employees', text: String(m.employees), key: 'employees' }] },
    ...owners,
    { title: 'Funding', cols: 3, cards: [{ label: 'Amount requested', text: cad(m, m.amount, false), fields: { 'application.requested_amount': m.amount } },
      { label: 'Remittance', text: `${cad(m, m.payment)}`, fields: { 'application.requested_payment': m.payment } },
      { label: 'Term (payments)', text: String(m.nPayments), fields: { 'application.number_of_payments': m.nPayments } },
      { label: 'Frequency', text: null, chips: Object.values(FREQ_LABEL), all: false, key: FREQ_LABEL[m.freq], fields: { 'application.payment_frequency': m.freq } },
      { label: 'Monthly deposits (avg.)', text: cad(m, m.monthlySales), key: 'sales', span: 2 }] },
    ...(c.adv ? [c.adv] : []), c.bank, c.lease] };
}

/** Swiftlane: a phone-width single column, first and last names in separate inputs, state spelled out. */
function swiftlane(m: Model): Doc {
  const c = common(m, { positions: false });
  const ca = m.country === 'CA';
  const owners = m.owners.map((o, i): Section => ({ title: i === 0 ? 'Primary owner' : `Additional owner ${i}`, cols: 2, cards: [
    { label: 'First name', text: o.first, fields: { [A(i, 'first_name')]: o.first } }, { label: 'Last name', text: o.last, fields: { [A(i, 'last_name')]: o.last } },
    { label: 'Job title', text: o.title, fields: { [A(i, 'role')]: o.title } }, { label: 'Ownership', text: pct(o.pct, 0), fields: { [A(i, 'ownership')]: o.pct } },
    ownerTax(o, i, ca ? 'SIN' : 'Social Security #'), { label: 'Birthday', text: fmtDate(o.dob, 'short'), fields: { [A(i, 'date_of_birth')]: o.dob } },
    { label: 'Mobile', text: o.phone, key: 'owner_phone' }, { label: 'E-mail', text: o.email, key: 'owner_email' }] }));
  return { sidebar: c.sidebar, consent: ca ? consentCA : consentUS, signer: signer(m), sections: [
    { title: 'Your business', cols: 2, cards: [{ label: 'Registered business name', text: m.legal, fields: { 'application.legal_name': m.legal }, span: 2 },
      { ...dbaCard(m, ca ? 'Operating as' : 'Doing business as'), span: 2 }, { ...entityChip(m, false), span: 2 },
      { label: 'What does your business do?', text: m.industryText, fields: { 'application.industry': m.industryId }, span: 2 },
      taxCard(m, ca ? 'Business Number (BN)' : 'EIN'), { label: 'Years in business', text: `${m.years} yrs`, key: 'years' },
      { label: 'Started on', text: fmtDate(m.start, 'short'), fields: { 'application.business_start_date': m.start } },
      { label: 'City', text: m.addr.city, key: 'city' }, { label: ca ? 'Province' : 'State', text: m.addr.stateName, fields: geo(m) },
      { label: ca ? 'Postal code' : 'ZIP', text: m.addr.zip, key: 'zip' }] },
    ...owners,
    { title: 'Funding', cols: 2, cards: [{ label: 'How much do you need?', text: cad(m, m.amount), fields: { 'application.requested_amount': m.amount } },
      { label: 'Use of funds', text: m.useOfFunds, key: 'use' },
      { label: `Est. ${FREQ_LABEL[m.freq].toLowerCase()} payment`, text: cad(m, m.payment), fields: { 'application.requested_payment': m.payment, 'application.payment_frequency': m.freq } },
      { label: 'Avg. monthly revenue', text: cad(m, m.monthlySales, false), key: 'sales' }] },
    c.bank, refs(m)] };
}

export const BUILDERS: Record<string, (m: Model) => Doc> = { bluepeak, ledgerline, northgate, swiftlane };
