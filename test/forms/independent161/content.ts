// What a form of set 161 says, layout-free: sections of items, each with the text printed and the truth fields it gives.
// Layouts only decide where and how each item is drawn. Draws come from the `content` fork only, so the style never
// changes the truth.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import * as F from './format.ts';

export type Val = string | number | null;
export type Role = 'real' | 'decoy' | 'neutral';
export interface TextItem { kind: 'text'; key: string; label: string; text: string; fields: Record<string, Val>; role: Role }
export interface ChoiceItem { kind: 'choice'; key: string; label: string; options: string[]; chosen: number; other: string; fields: Record<string, Val>; role: Role }
export interface TableItem { kind: 'table'; key: string; label: string; columns: string[]; rows: string[][] }
export type Item = TextItem | ChoiceItem | TableItem;
export interface Section { title: string; items: Item[] }
export type Voice = 0 | 1 | 2; // short label, question, long question
export interface ContentCfg { voice: Voice; checkboxes: boolean; taxBox: boolean; splitAddress: boolean; splitName: boolean;
  dateFmts: F.DateFmt[]; moneyFmts: F.MoneyFmt[]; termsChance: number }

const L: Record<string, [string, string, string]> = {
  legal: ['Legal Business Name', 'Legal business name', 'What is the legal name of your business?'],
  dba: ['DBA', 'Doing business as (DBA)', 'Does your business operate under another name (DBA)?'],
  oa: ['Operating Name (O/A)', 'Operating name (O/A)', 'What name does the business operate as (O/A)?'],
  entity: ['Entity Type', 'Type of entity', 'How is your business legally organized?'],
  start: ['Business Start Date', 'Business start date', 'When did the business start operating?'],
  years: ['Years in Business', 'Years in business', 'How many years has the business been operating?'],
  inc: ['State of Incorporation', 'State of incorporation', 'In which state was the business incorporated?'],
  incCa: ['Jurisdiction of Incorporation', 'Jurisdiction of incorporation', 'Where was the business incorporated?'],
  address: ['Business Address', 'Business address', 'What is the physical address of your business?'],
  street: ['Street Address', 'Street address', 'Business street address'], city: ['City', 'City', 'City'],
  phone: ['Business Phone', 'Business phone', 'What is the best business phone number?'],
  email: ['Email', 'Email address', 'What email address should we use?'], website: ['Website', 'Website', 'Does the business have a website?'],
  industry: ['Type of Business', 'What type of business is it?', 'Briefly describe what your business does.'],
  sales: ['Avg. Monthly Sales', 'Average monthly sales', 'What are your average monthly sales?'],
  employees: ['# of Employees', 'Number of employees', 'How many people does the business employ?'],
  amount: ['Amount Requested', 'How much funding are you requesting?', 'How much funding would you like to request?'],
  use: ['Use of Funds', 'Use of funds', 'How will you use the funds?'],
  payment: ['Requested Payment', 'Preferred payment amount', 'What payment amount would work for your business?'],
  npay: ['# of Payments', 'Number of payments', 'Over how many payments?'],
  freq: ['Payment Schedule', 'Payment frequency', 'How often would you like to make payments?'],
  owner: ['Owner Name', 'Owner full name', 'What is the full name of this owner?'],
  first: ['First Name', 'First name', 'Owner first name'], last: ['Last Name', 'Last name', 'Owner last name'],
  title: ['Title', 'Title / position', 'What is this owner\'s title?'], own: ['Ownership %', 'Ownership percentage', 'What percentage of the business does this owner own?'],
  dob: ['Date of Birth', 'Date of birth', 'What is this owner\'s date of birth?'], credit: ['Est. Credit Score', 'Estimated credit score', 'What is this owner\'s estimated credit score?'],
  home: ['Home Address', 'Home address', 'What is this owner\'s home address?'], cell: ['Mobile', 'Mobile phone', 'Owner mobile number'],
  bank: ['Bank Name', 'Business bank', 'Which bank holds the business operating account?'], routing: ['Routing #', 'Routing number', 'Bank routing number'],
  transit: ['Transit / Institution', 'Transit and institution number', 'Bank transit and institution number'], account: ['Account #', 'Account number', 'Business account number'],
  landlord: ['Landlord / Mortgage Co.', 'Landlord name', 'Who is your landlord?'], llphone: ['Landlord Phone', 'Landlord phone', 'Landlord phone number'],
  rent: ['Monthly Rent', 'Monthly rent', 'How much is your monthly rent?'], iso: ['ISO Representative', 'Who referred you?', 'Name of the representative who assisted you'],
  sign: ['Print Name', 'Signer name', 'Printed name of the signer'], signed: ['Date', 'Date signed', 'Date signed'],
};
const A = (k: string) => `application.${k}`;
const P = (i: number, k: string) => `application.applicants[${i}].${k}`;

export function buildContent(m: Merchant, r: Rng, cfg: ContentCfg): Section[] {
  const ca = m.country === 'CA', v = cfg.voice;
  const lb = (k: string) => L[k]![v];
  const t = (key: string, label: string, text: string, fields: Record<string, Val> = {}, role: Role = 'real'): TextItem =>
    ({ kind: 'text', key, label, text, fields, role });
  const dfmt = r.pick(cfg.dateFmts), mfmt: F.MoneyFmt = ca && r.chance(0.4) ? r.pick(['cad', 'cadSuffix']) : r.pick(cfg.moneyFmts);
  const countryName = ca ? 'Canada' : 'United States';
  const biz: Item[] = [t('legal_name', lb('legal'), m.legal, { [A('legal_name')]: m.legal })];
  const dba = m.dba || r.pick(['', 'SAME', 'N/A', m.legal]);
  biz.push(t('trade_name', lb(ca ? 'oa' : 'dba'), dba, { [A('trade_name')]: m.dba || null }));
  const tp = F.businessTax(r, m.tax, ca, cfg.taxBox);
  const taxLabel = v === 0 ? tp.label : v === 1 ? `${tp.label}` : `What is the business's ${tp.label}?`;
  if (cfg.taxBox) {
    const opts = ca ? ['BN', 'SIN'] : ['EIN', 'SSN', 'ITIN'];
    const chosen = tp.digits && (tp.boxed || tp.type !== 'EIN') ? opts.indexOf(tp.type!) : -1;
    biz.push(t('business_tax_id', taxLabel, tp.text, { [A('business_tax_id')]: tp.digits, [A('business_tax_id_country')]: tp.country, ...(chosen < 0 ? { [A('business_tax_id_type')]: tp.type } : {}) }));
    biz.push({ kind: 'choice', key: 'tax_id_type', label: 'ID Type', options: opts, chosen, other: '', role: chosen < 0 ? 'neutral' : 'real',
      fields: chosen < 0 ? {} : { [A('business_tax_id_type')]: tp.type } });
  } else {
    biz.push(t('business_tax_id', taxLabel, tp.text, { [A('business_tax_id')]: tp.digits, [A('business_tax_id_type')]: tp.type, [A('business_tax_id_country')]: tp.country }));
  }
  const ent = m.entity;
  if (cfg.checkboxes) {
    const opts = ca ? ['Corporation', 'Partnership', 'Sole Proprietor', 'Other'] : ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];
    const i = ent.boxed ? opts.indexOf(ent.boxed) : opts.length - 1;
    biz.push({ kind: 'choice', key: 'type_of_entity', label: lb('entity'), options: opts, chosen: i, other: ent.boxed ? '' : ent.printed, fields: { [A('type_of_entity')]: ent.id }, role: 'real' });
  } else if (r.chance(0.93)) {
    const alt: Record<string, string[]> = { llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'C-Corp', 'Inc.'], s_corporation: ['S Corp', 'S-Corp'],
      ca_corporation: ['Corporation', 'Ltd.', 'Inc.'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'] };
    biz.push(t('type_of_entity', lb('entity'), r.pick(alt[ent.id] ?? [ent.printed]), { [A('type_of_entity')]: ent.id }));
  }
  if (r.chance(0.82)) biz.push(t('business_start_date', lb('start'), F.date(m.start, dfmt), { [A('business_start_date')]: F.iso(m.start) }));
  else biz.push(t('years', lb('years'), String(2026 - m.start.y), {}, 'neutral'));
  const stateText = r.chance(0.75) ? m.city.state : m.city.name;
  const geo = { [A('state_region')]: m.city.state, [A('country')]: countryName };
  if (cfg.splitAddress) {
    biz.push(t('street', lb('street'), m.street, {}, 'neutral'), t('city', lb('city'), m.city.city, {}, 'neutral'),
      t('state_region', ca ? 'Province' : 'State', stateText, geo), t('zip', ca ? 'Postal Code' : 'ZIP', m.postal, {}, 'neutral'));
  } else biz.push(t('state_region', lb('address'), `${m.street}, ${m.city.city}, ${stateText} ${m.postal}`, geo));
  if (ca && r.chance(0.6)) biz.push(t('country', 'Country', countryName, { [A('country')]: countryName }));
  if (ent.id !== 'sole_proprietorship' && r.chance(0.5)) biz.push(t('inc_state', lb(ca ? 'incCa' : 'inc'), m.incState, {}, 'decoy'));
  biz.push(t('phone', lb('phone'), m.phone, {}, 'neutral'), t('email', lb('email'), m.email, {}, 'neutral'));
  if (r.chance(0.5)) biz.push(t('website', lb('website'), m.website, {}, 'neutral'));
  biz.push(t('industry', lb('industry'), m.trade.text, { [A('industry')]: m.trade.id }));
  biz.push(t('monthly_sales', lb('sales'), F.money(m.monthlySales, mfmt), {}, 'decoy'));
  if (r.chance(0.4)) {
    const used = new Set([...m.owners.flatMap((o) => [o.ownership, o.credit]), m.nPayments]);
    let n = r.int(2, 60);
    while (used.has(n)) n++;
    biz.push(t('employees', lb('employees'), String(n), {}, 'decoy'));
  }

  const fund: Item[] = [t('requested_amount', lb('amount'), F.money(m.requested, mfmt), { [A('requested_amount')]: m.requested }),
    t('use', lb('use'), r.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation']), {}, 'neutral')];
  if (r.chance(cfg.termsChance)) {
    if (r.chance(0.8)) fund.push(t('requested_payment', lb('payment'), F.money(m.payment, mfmt === 'bare' || mfmt.startsWith('cad') ? mfmt : 'cents'), { [A('requested_payment')]: m.payment }));
    if (r.chance(0.8)) fund.push(t('number_of_payments', lb('npay'), String(m.nPayments), { [A('number_of_payments')]: m.nPayments }));
    const freqs = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], fi = ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(m.freq);
    if (cfg.checkboxes) fund.push({ kind: 'choice', key: 'payment_frequency', label: lb('freq'), options: freqs, chosen: fi, other: '', fields: { [A('payment_frequency')]: m.freq }, role: 'real' });
    else fund.push(t('payment_frequency', lb('freq'), r.pick([freqs[fi]!, freqs[fi]!.toLowerCase(), fi === 2 ? 'Biweekly' : freqs[fi]!]), { [A('payment_frequency')]: m.freq }));
  }

  const owners: Section[] = m.owners.map((o, i) => {
    const items: Item[] = [];
    const nf: F.NameFmt = r.pick(['plain', 'middle', 'middle', 'comma', 'cred']);
    const nm = F.name(o, nf);
    if (cfg.splitName) items.push(t(`o${i}.first`, lb('first'), o.first, { [P(i, 'first_name')]: o.first }), t(`o${i}.last`, lb('last'), o.last, { [P(i, 'last_name')]: o.last }));
    else items.push(t(`o${i}.name`, lb('owner'), nm.text, { [P(i, 'first_name')]: nm.first, [P(i, 'last_name')]: nm.last }));
    items.push(t(`o${i}.role`, lb('title'), o.role, { [P(i, 'role')]: o.role }));
    items.push(t(`o${i}.own`, lb('own'), F.ownership(o.ownership, r), { [P(i, 'ownership')]: o.ownership }));
    const ot = F.ownerTax(r, o);
    items.push(t(`o${i}.tax`, v === 2 ? `What is this owner's ${ot.label}?` : ot.label, ot.text, { [P(i, 'tax_id')]: ot.digits, [P(i, 'tax_id_type')]: ot.type, [P(i, 'tax_id_country')]: ot.country }));
    if (r.chance(0.85)) items.push(t(`o${i}.dob`, lb('dob'), F.date(o.dob, dfmt === 'mdyy' ? 'mdy' : dfmt), { [P(i, 'date_of_birth')]: F.iso(o.dob) }));
    if (r.chance(0.45)) items.push(t(`o${i}.credit`, lb('credit'), String(o.credit), { [P(i, 'credit_score')]: o.credit }));
    items.push(t(`o${i}.home`, lb('home'), o.home, {}, 'decoy'));
    return { title: m.owners.length > 1 ? `Owner ${i + 1}` : 'Owner / Guarantor', items };
  });

  const other: Item[] = [t('bank', lb('bank'), m.bank, {}, 'decoy'), t('routing', lb(ca ? 'transit' : 'routing'), m.routing, {}, 'decoy'),
    t('account', lb('account'), m.account, {}, 'decoy')];
  if (r.chance(0.7)) other.push(t('landlord', lb('landlord'), F.plainName(m.landlord), {}, 'decoy'), t('landlord_phone', lb('llphone'), m.landlordPhone, {}, 'decoy'),
    t('rent', lb('rent'), F.money(m.rent, mfmt), {}, 'decoy'));
  const tables: Item[] = [{ kind: 'table', key: 'references', label: 'Trade References', columns: ['Company', 'Phone'], rows: m.refs.map((x) => [x.name, x.phone]) }];
  if (m.advances.length) tables.push({ kind: 'table', key: 'advances', label: 'Current Advances / Loans', columns: ['Funder', 'Balance', 'Payment'],
    rows: m.advances.map((a) => [a.funder, F.money(a.balance, 'dollar'), F.money(a.payment, 'cents')]) });
  const sign: Item[] = [];
  m.owners.forEach((o, i) => {
    if (i > 1) return;
    sign.push(t(`sig${i}.name`, lb('sign'), F.plainName(o), { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }));
    sign.push(t(`sig${i}.date`, lb('signed'), F.date(m.signed, dfmt === 'mdyy' ? 'mdy' : dfmt), {}, 'decoy'));
  });
  if (r.chance(0.6)) sign.push(t('iso', lb('iso'), F.plainName(m.iso), {}, 'decoy'));
  return [{ title: 'Business Information', items: biz }, { title: 'Funding Request', items: fund }, ...owners,
    { title: ca ? 'Banking & Premises' : 'Bank & Landlord', items: [...other, ...tables] }, { title: 'Authorization', items: sign }];
}
