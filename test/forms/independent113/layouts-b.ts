// Layouts 4-6: Northstar's print view (Label: value), Keystone's portal (bars, checkboxes), Maplewood's Canadian wizard.
import type { Item } from './engine.ts';
import { date, fullName, maskedSsn, money, phone, type Merchant } from './model.ts';
import { printedAt, type LayoutDef } from './layouts-a.ts';
import * as P from './parts.ts';

const LETTER: [number, number] = [612, 792];
const yesNo = (key: string, label: string, yes: boolean, w = 1): Item => ({ t: 'choice', key, label, options: ['Yes', 'No'], selected: yes ? 0 : 1, toggle: true, w });

export const northstar: LayoutDef = {
  name: 'northstar-summary', broker: 'Northstar Merchant Services', country: 'US',
  theme: (r) => ({ font: 'P052-Roman.otf', bold: 'P052-Bold.otf', accent: '#14532d', labelColor: '#374151', boxFill: null, boxStroke: '#9ca3af', radius: 0,
    input: 'inline', choice: 'checkbox', card: 'plain', title: `Application Summary #${r.digits(6)} - Northstar Merchant Services`,
    url: `https://apply.northstar-merchant-example.com/portal/applications/${r.digits(6)}/print`, printedAt: printedAt(r), footer: 'pageof', size: LETTER, margin: 48 }),
  build(form, m, r) {
    const f: P.Fmt = { money: r.pick(['dollar', 'plain'] as const), date: 'us', phone: r.int(0, 3) };
    P.siteHeader(form, 'Northstar Merchant Services', 'PO Box 4471, Scottsdale, AZ 85261', '(480) 555-0162', '#14532d');
    form.heading('Application summary', 'Status: submitted, under review');
    const years = 2026 - Number(m.start.slice(0, 4));
    const ein = m.taxType === 'EIN';
    form.section({ title: 'Company', cols: 2, items: [
      P.legal(m, 'Legal name'), P.dba(m, r, 'DBA'), P.entitySelect(m, 'Entity type'),
      P.field('business.tax_id', ein ? 'Federal Tax ID (EIN)' : 'Tax ID (SSN)', ein ? m.taxId : m.taxPrinted, P.taxSets(m)),
      P.field('business.years', 'Years in business', `${years} years`),
      m.incState ? P.decoy('business.inc_state', 'State of incorporation', m.incState.name) : P.field('business.inc_state', 'State of incorporation', m.soleProp ? '' : m.region.name),
      ...P.address(m, f, false), P.field('business.phone', 'Phone', phone(m.phone, f.phone)), P.industry(m, 'Type of business'),
      P.field('business.employees', 'Number of employees', String(m.employees)), yesNo('business.rent', 'Do you rent your location?', m.rent),
    ] });
    form.section({ title: 'Funding', cols: 2, items: [
      P.amount(m, f, 'Amount requested'), P.field('funding.use', 'Use of proceeds', m.use),
      P.field('funding.annual', 'Gross annual sales', money(m.annual, f.money)), yesNo('funding.open', 'Any open advances or loans?', m.funders.length > 0),
      ...(m.funders.length ? [P.fundersTable(m, f)] : []),
    ] });
    const items: Item[] = m.owners.flatMap((o, i) => [
      { t: 'note', key: `owner${i + 1}.head`, text: i === 0 ? 'Primary owner' : `Additional owner ${i}`, w: 2, size: 9.5 } satisfies Item,
      P.field(`owner${i + 1}.name`, 'Name', fullName(o), { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last }),
      P.field(`owner${i + 1}.title`, 'Title', o.title, { [`applicants.${i}.role`]: o.title }),
      P.field(`owner${i + 1}.own`, 'Ownership', `${o.ownership}%`, { [`applicants.${i}.ownership`]: o.ownership }),
      P.field(`owner${i + 1}.ssn`, 'SSN', maskedSsn(o)),
      P.field(`owner${i + 1}.dob`, 'Date of birth', date(o.dob, 'iso'), { [`applicants.${i}.date_of_birth`]: o.dob }),
      P.decoy(`owner${i + 1}.home`, 'Home address', `${o.home}, ${o.homeCity}, ${m.region.code} ${m.post}`),
    ]);
    items.push({ t: 'note', key: 'owners.add', text: '+ Add another owner', w: 2, size: 8 });
    form.section({ title: 'Owners', cols: 2, items });
    form.section({ title: 'Bank & referral', cols: 2, items: [...P.bankDecoys(m), P.decoy('iso.rep', 'Referred by (ISO representative)', m.iso),
      P.decoy('iso.company', 'ISO company', 'Cardinal Point Brokerage LLC')] });
    form.section({ title: 'Acknowledgement', cols: 2, items: [P.consent(P.AUTH), P.field('sign.name', 'E-signed by', fullName(m.owners[0]!)),
      P.field('sign.ip', 'IP address', `73.${r.int(10, 250)}.${r.int(1, 250)}.${r.int(1, 250)}`)] });
    form.text('Questions? Call (480) 555-0162', form.theme.margin, form.y, 8, { color: '#6b7280' });
  },
};

export const keystone: LayoutDef = {
  name: 'keystone-portal', broker: 'Keystone Revenue Advance', country: 'US',
  theme: (r) => ({ font: 'NimbusSansNarrow-Regular.otf', bold: 'NimbusSansNarrow-Bold.otf', accent: '#1e293b', labelColor: '#334155', boxFill: null,
    boxStroke: '#64748b', radius: 0, input: 'underline', choice: 'checkbox', card: 'bar', title: 'Keystone Revenue Advance :: Merchant Application',
    url: `https://secure.keystone-revenue-example.com/apply/merchant-application.aspx?sid=${r.alnum(12)}`, printedAt: printedAt(r), footer: 'pageof', size: LETTER, margin: 36 }),
  build(form, m, r) {
    const f: P.Fmt = { money: r.pick(['bare', 'dollar'] as const), date: r.pick(['long', 'us'] as const), phone: r.int(0, 3) };
    P.siteHeader(form, 'KEYSTONE REVENUE ADVANCE', '30 Penn Center Blvd, Pittsburgh, PA 15235', '412-555-0175', '#1e293b');
    form.heading('Merchant Application', 'Print this page for your records');
    form.section({ title: 'SECTION A — BUSINESS PROFILE', cols: 4, items: [
      P.legal(m, 'Corporate / legal name', 2), P.dba(m, r, 'Trade name (DBA)', 2), P.entityChoice(m, 'Legal structure', 4),
      P.taxId(m, m.taxType === 'EIN' ? 'Federal EIN' : 'Federal Tax ID (EIN or owner SSN)'), P.started(m, f, 'Date business started'),
      P.industry(m, 'Industry / type of business', 2), ...P.address(m, f, true).map((it) => ({ ...it, w: 1 })),
      m.incState ? P.decoy('business.inc_state', 'State of inc.', m.incState.code) : P.field('business.inc_state', 'State of inc.', ''),
      P.field('business.website', 'Website', m.website ?? '', undefined, 2),
    ] });
    form.section({ title: 'SECTION B — FUNDING REQUESTED', cols: 4, items: [
      P.amount(m, f, 'Advance amount'), P.payment(m, f, 'Payment amount'), P.payments(m, 'Number of payments'),
      P.field('funding.sales', 'Monthly card sales', money(Math.round(m.monthlySales * 0.6), f.money)), P.frequency(m, 'Payment frequency', 4),
    ] });
    m.owners.forEach((o, i) => form.section({ title: `SECTION C — OWNER / GUARANTOR ${i + 1}`, cols: 4,
      items: P.owner(o, i, m, f, { masked: false, score: true, home: true }) }));
    form.section({ title: 'SECTION D — EXISTING ADVANCES & REFERENCES', cols: 4, items: [
      ...(m.funders.length ? [{ ...P.fundersTable(m, f), w: 4 }] : [{ t: 'note', key: 'funders.none', text: 'No existing advances.', w: 4 } satisfies Item]),
      ...P.refDecoys(m, f), ...P.landlordDecoys(m, f), ...P.bankDecoys(m)] });
    form.section({ title: 'SECTION E — AUTHORIZATION', cols: 4, items: [P.consent(P.AUTH), yesNo('consent.credit', 'I authorize a credit inquiry', true, 2),
      yesNo('consent.sms', 'Text me about my application', r.chance(0.5), 2)] });
    form.text('Questions? Call 412-555-0175 · Keystone Revenue Advance is not a lender; advances are purchases of future receivables.', form.theme.margin, form.y, 7.5, { color: '#475569' });
  },
};

function provinceText(m: Merchant): string { return `${m.region.name} (${m.region.code})`; }

export const maplewood: LayoutDef = {
  name: 'maplewood-ca', broker: 'Maplewood Commercial Capital', country: 'CA',
  theme: (r) => ({ font: 'NimbusSans-Regular.otf', bold: 'NimbusSans-Bold.otf', accent: '#b91c1c', labelColor: '#57534e', boxFill: '#f5f5f4',
    boxStroke: '#d6d3d1', radius: 3, input: 'box', choice: 'radio', card: 'rounded', title: 'Application – Maplewood Commercial Capital',
    url: `https://apply.maplewood-capital-example.ca/en/application/${r.alnum(6).toLowerCase()}/confirmation`, printedAt: printedAt(r), footer: 'chrome', size: LETTER, margin: 40 }),
  build(form, m, r) {
    const f: P.Fmt = { money: r.pick(['dollar', 'cad', 'plain'] as const), date: r.pick(['long', 'iso'] as const), phone: r.int(0, 3) };
    P.siteHeader(form, 'Maplewood Commercial Capital', '1055 Rue Metcalfe, Montréal, QC H3B 2V7', '1-855-555-0133', '#b91c1c');
    form.heading('Thank you — your application was received', `Confirmation MCC-${r.digits(5)}`);
    const prov = P.field('business.province', 'Province', provinceText(m), P.stateSets(m), 1, { select: true });
    form.section({ title: 'Business', step: 'Step 1 of 3', cols: 3, items: [
      P.legal(m, 'Registered business name', 2), P.dba(m, r.fork('dba'), 'Operating as'), P.entityChoice(m, 'Type of organization', 3),
      P.taxId(m, 'CRA Business Number (BN)'), P.started(m, f, 'In business since'), P.industry(m, 'Industry'),
      P.field('business.street', 'Address', m.street, undefined, 2), P.field('business.city', 'City', m.city), prov,
      P.field('business.postal', 'Postal code', m.post), P.field('business.phone', 'Telephone', phone(m.phone, f.phone)),
    ] });
    form.section({ title: 'Financing', step: 'Step 2 of 3', cols: 3, items: [
      P.amount(m, f, 'Requested amount'), P.frequency(m, 'Preferred repayment', 2), P.field('funding.sales', 'Monthly revenue', money(m.monthlySales, f.money)),
      ...P.bankDecoys(m),
    ] });
    m.owners.forEach((o, i) => form.section({ title: `Owner ${i + 1}`, step: i === 0 ? 'Step 3 of 3' : undefined, cols: 3,
      items: [...P.owner(o, i, m, f, { masked: true, home: true })] }));
    form.newPage();
    form.heading('Review & submit', 'Please confirm the details below');
    form.section({ title: 'Summary', cols: 2, inline: true, items: [P.legal(m, 'Registered name'), P.dba(m, r.fork('dba'), 'Operating as'),
      P.taxId(m, 'Business Number'), { ...prov, w: 1 }, P.amount(m, f, 'Amount'), P.started(m, f, 'In business since'),
      ...m.owners.flatMap((o, i) => [P.field(`review.owner${i + 1}`, `Owner ${i + 1}`, fullName(o), { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last }),
        P.field(`review.owner${i + 1}.sin`, 'SIN', maskedSsn(o))])] });
    form.section({ title: 'Consent', cols: 3, items: [P.consent('I consent, under PIPEDA, to Maplewood Commercial Capital obtaining credit reports and verifying the ' +
      'information above with my financial institution. ' + P.AUTH), P.field('sign.date', 'Date', date(`2026-11-${String(r.int(10, 28))}`, 'iso'))] });
    form.text('Questions? Call 1-855-555-0133 or write to bonjour@maplewood-capital-example.ca', form.theme.margin, form.y, 8, { color: '#78716c' });
  },
};
