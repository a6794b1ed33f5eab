// Layouts 1-3: Lumen Capital's wizard, Harbourline's Canadian form, Bluebonnet's pill form.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, Item, Theme } from './engine.ts';
import { date, fullName, maskedSsn, money, phone, ssn, FREQ_LABEL, type Country, type Merchant } from './model.ts';
import * as P from './parts.ts';

export interface LayoutDef { name: string; broker: string; country: Country; theme(r: Rng): Theme; build(form: Form, m: Merchant, r: Rng): void }

export function printedAt(r: Rng): string {
  const h = r.int(1, 12), min = r.int(0, 59);
  return `${r.int(1, 11)}/${r.int(1, 28)}/26, ${h}:${String(min).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
}
const LETTER: [number, number] = [612, 792];
const A4: [number, number] = [595.28, 841.89];

export const lumen: LayoutDef = {
  name: 'lumen-wizard', broker: 'Lumen Capital Partners', country: 'US',
  theme: (r) => ({ font: 'NimbusSans-Regular.otf', bold: 'NimbusSans-Bold.otf', accent: '#4f46e5', labelColor: '#475467', boxFill: '#f2f4f7',
    boxStroke: '#d0d5dd', radius: 5, input: 'box', choice: 'radio', card: 'rounded', title: 'Apply for Funding | Lumen Capital Partners',
    url: `https://apply.lumencapital-example.com/application/${r.alnum(8).toLowerCase()}/review`, printedAt: printedAt(r), footer: 'chrome', size: LETTER, margin: 40 }),
  build(form, m, r) {
    const f: P.Fmt = { money: r.pick(['dollar', 'plain'] as const), date: 'us', phone: r.int(0, 3) };
    P.siteHeader(form, 'Lumen Capital Partners', '1200 Harborview Plaza, Suite 900, Stamford, CT 06901', '(203) 555-0190', '#4f46e5');
    form.heading('Your application', 'Submitted · reference LC-' + r.digits(6));
    form.section({ title: 'Business information', step: 'Step 1 of 4', cols: 3, items: [
      P.legal(m, 'Legal business name', 2), P.dba(m, r.fork('dba'), 'Doing business as (DBA)'), P.entityChoice(m, 'Business entity type', 3),
      P.taxId(m, m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (EIN or SSN)'), P.started(m, f, 'Business start date'), P.industry(m, 'Industry'),
      ...P.address(m, f, true), P.field('business.email', 'Business email', m.email), P.field('business.website', 'Website', m.website ?? ''),
    ] });
    form.section({ title: 'Funding request', step: 'Step 2 of 4', cols: 3, items: [
      P.amount(m, f, 'How much funding do you need?'), P.field('funding.use', 'Use of funds', m.use, undefined, 1, { select: true }),
      P.field('funding.sales', 'Average monthly revenue', money(m.monthlySales, f.money)),
    ] });
    m.owners.forEach((o, i) => form.section({ title: `Owner ${i + 1}`, step: i === 0 ? 'Step 3 of 4' : undefined, cols: 3,
      items: P.owner(o, i, m, f, { masked: true, home: true }) }));
    form.section({ title: 'Bank account', step: 'Step 4 of 4', cols: 3, items: P.bankDecoys(m) });
    form.newPage();
    form.heading('Review & submit');
    const pairs: Item[] = [P.legal(m, 'Legal name'), P.dba(m, r.fork('dba'), 'DBA'), P.taxId(m, 'EIN / Tax ID'), P.amount(m, f, 'Requested amount'),
      P.started(m, f, 'Business start date'), P.industry(m, 'Industry'),
      ...m.owners.flatMap((o, i) => [P.field(`review.owner${i + 1}`, `Owner ${i + 1}`, fullName(o), { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last }),
        P.field(`review.owner${i + 1}.ssn`, `Owner ${i + 1} SSN`, maskedSsn(o))])];
    form.section({ title: 'Summary', cols: 2, inline: true, items: pairs });
    form.section({ title: 'Authorization', cols: 3, items: [P.consent(P.AUTH),
      ...m.owners.map((o, i) => P.field(`sign${i + 1}`, `Signed electronically by Owner ${i + 1}`, `/s/ ${o.first} ${o.last}`, undefined, 2)),
      P.field('sign.date', 'Date signed', `11/${r.int(1, 28)}/2026`)] });
    form.text('Questions? Call (203) 555-0190 or email support@lumencapital-example.com', form.theme.margin, form.y, 8, { color: '#667085' });
  },
};

export const harbour: LayoutDef = {
  name: 'harbour-ca', broker: 'Harbourline Business Finance', country: 'CA',
  theme: (r) => ({ font: 'URWGothic-Book.otf', bold: 'URWGothic-Demi.otf', accent: '#0e7490', labelColor: '#344054', boxFill: null,
    boxStroke: '#667085', radius: 0, input: 'underline', choice: 'pill', card: 'bar', title: 'Harbourline — Business Financing Application',
    url: `https://portal.harbourline-example.ca/apply?step=summary&id=${r.digits(7)}`, printedAt: printedAt(r), footer: 'pageof', size: A4, margin: 36 }),
  build(form, m, r) {
    const f: P.Fmt = { money: r.pick(['cad', 'dollar'] as const), date: 'iso', phone: r.int(0, 2) };
    P.siteHeader(form, 'Harbourline Business Finance', '220 Bay Street, 14th Floor, Toronto, ON M5J 2W4', '1-888-555-0147', '#0e7490');
    form.heading('Business Financing Application', 'Draft saved — print copy');
    form.section({ title: '1. Your business', cols: 3, items: [
      P.legal(m, 'Legal name of business', 2), P.dba(m, r, 'Operating name (O/A)'),
      P.field('business.entity', 'Business structure', m.entityLabel, { type_of_entity: m.entity.id }, 1, { select: true }),
      P.taxId(m, 'Business Number (BN) with program account'), P.started(m, f, 'Date established (YYYY-MM-DD)'),
      P.industry(m, 'Nature of business', 2), P.field('business.employees', 'Employees', String(m.employees)),
      ...P.address(m, f, true), P.field('business.email', 'Email', m.email, undefined, 2),
    ] });
    form.section({ title: '2. Financing', cols: 3, items: [
      P.amount(m, f, 'Amount requested (CAD)'), P.payments(m, 'Term (number of payments)'), P.frequency(m, 'Repayment schedule', 3),
      P.field('funding.sales', 'Average monthly deposits', money(m.monthlySales, f.money)), P.field('funding.use', 'Purpose', m.use, undefined, 2),
      ...(m.funders.length ? [P.fundersTable(m, f)] : [{ t: 'note', key: 'funders.none', text: 'Existing financing: none declared.', w: 3 } satisfies Item]),
    ] });
    m.owners.forEach((o, i) => form.section({ title: `3. Principal ${i + 1} of ${m.owners.length}`, cols: 3,
      items: [...P.owner(o, i, m, f, { masked: false, score: true }), P.decoy(`owner${i + 1}.home`, 'Home address', `${o.home}, ${o.homeCity}`, 3)] }));
    form.section({ title: '4. Banking & premises', cols: 3, items: [...P.bankDecoys(m), ...P.landlordDecoys(m, f),
      P.decoy('iso.rep', 'Advisor / referred by', m.iso, 2)] });
    form.section({ title: '5. Consent', cols: 3, items: [
      P.consent('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), I consent to Harbourline Business ' +
        'Finance collecting, using and disclosing my personal information, including credit bureau reports (Equifax, TransUnion), to assess this application.'),
      { t: 'choice', key: 'consent.pipeda', label: 'I agree to the PIPEDA consent', options: ['Yes', 'No'], selected: 0, toggle: true },
      { t: 'choice', key: 'consent.marketing', label: 'Send me offers by email', options: ['Yes', 'No'], selected: r.int(0, 1), toggle: true },
    ] });
    form.text('Questions? Call 1-888-555-0147, Monday to Friday, 9 a.m. to 6 p.m. ET', form.theme.margin, form.y, 8, { color: '#667085' });
  },
};

export const bluebonnet: LayoutDef = {
  name: 'bluebonnet-pills', broker: 'Bluebonnet Funding Group', country: 'US',
  theme: (r) => ({ font: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', accent: '#1d4ed8', labelColor: '#52525b', boxFill: '#ffffff',
    boxStroke: '#a1a1aa', radius: 9, input: 'box', choice: 'pill', card: 'rounded', title: 'Bluebonnet Funding – Online Application',
    url: `https://apply.bluebonnet-funding-example.com/forms/mca?app=${r.alnum(10)}`, printedAt: printedAt(r), footer: 'chrome', size: LETTER, margin: 34 }),
  build(form, m, r) {
    const f: P.Fmt = { money: r.pick(['dollar', 'bare'] as const), date: r.pick(['us', 'short'] as const), phone: r.int(0, 3) };
    P.siteHeader(form, 'Bluebonnet Funding Group', '4100 Congress Ave, Austin, TX 78745', '(512) 555-0118', '#1d4ed8');
    form.heading('Small business funding application');
    const inc = m.incState;
    form.section({ title: 'About the business', cols: 3, items: [
      P.legal(m, 'Business legal name', 2), P.dba(m, r, 'DBA (if any)'), P.entityChoice(m, 'Entity', 3),
      P.taxId(m, m.taxType === 'EIN' ? 'EIN' : 'Tax ID (EIN / SSN)'), P.started(m, f, 'Business started'),
      inc ? P.decoy('business.inc_state', 'State of incorporation', inc.code) : P.field('business.inc_state', 'State of incorporation', ''),
      ...P.address(m, f, false), P.industry(m, 'What does your business do?', 2), P.field('business.phone', 'Phone', phone(m.phone, f.phone)),
    ] });
    form.section({ title: 'Funding', cols: 3, items: [
      P.amount(m, f, 'Requested amount'), P.payment(m, f, 'Proposed payment'), P.payments(m, '# of payments'),
      P.frequency(m, 'Payment schedule', 3),
      ...(m.funders.length ? [{ t: 'note', key: 'funders.head', text: 'Current advances / loans', w: 3, size: 9 } satisfies Item, P.fundersTable(m, f)] : []),
    ] });
    form.section({ title: 'Owners', cols: 3, items: m.owners.flatMap((o, i) => [
      { t: 'note', key: `owner${i + 1}.head`, text: `Owner ${i + 1}`, w: 3, size: 10 } satisfies Item,
      ...P.owner(o, i, m, f, { masked: r.chance(0.5), lastFirst: true, score: true, home: true })]) });
    form.section({ title: 'References', cols: 3, items: [...P.refDecoys(m, f), ...P.landlordDecoys(m, f), ...P.bankDecoys(m)] });
    form.section({ title: 'Sign', cols: 3, items: [P.consent(P.AUTH), P.field('sign.name', 'Signature', `${m.owners[0]!.first} ${m.owners[0]!.last}`, undefined, 2),
      P.field('sign.date', 'Date', date(`2026-11-${String(r.int(10, 28))}`, 'us'))] });
    void ssn; void FREQ_LABEL;
  },
};
