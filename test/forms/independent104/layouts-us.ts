// US brokers' portals, printed from the browser.
import type { Rng } from '../../statements/generator/prng.ts';
import { FREQ_LABEL, type Model, iso, longDate, mdy, money, shortMon } from './data.ts';
import {
  Flow, amount, bizTax, count, creditV, date, dba, dobV, entity, firstV, freq, homeV, industry, lastV, legal, nameV, payment, pctV, region, roleV, taxV,
} from './parts.ts';
import { type Theme, type Web, dec, val } from './web.ts';

export interface Layout { name: string; broker: string; country: 'US' | 'CA'; theme: (r: Rng) => Theme; draw: (w: Web, m: Model, r: Rng) => void }

export function chromeStamp(r: Rng): string {
  const h = r.int(1, 12);
  return `${r.int(1, 12)}/${r.int(1, 28)}/25, ${h}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
}
export function firefoxStamp(r: Rng): string {
  return `${r.int(1, 12)}/${r.int(1, 28)}/2025, ${r.int(1, 12)}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
}
const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
const freqIdx = (m: Model): number => FREQS.indexOf(m.req.freq);

function funders(f: Flow, m: Model, title = 'Existing business financing'): void {
  const rows = m.decoys.funders.map((x) => [f.inp(5, 'Funder', dec('funder', x.name)), f.inp(4, 'Current balance', dec('funder_balance', money(x.balance, true)), { prefix: '$' }),
    f.inp(3, 'Payment', dec('funder_payment', money(x.payment, true)), { prefix: '$' })]);
  f.card(title, [[f.toggle(12, 'I currently have one or more open advances or loans', rows.length > 0)], ...rows]);
}

/** Harborline Capital: one long Chrome print, labels above the inputs, helper texts, a cookie banner on page 1. */
const harborline: Layout = {
  name: 'harborline_web', broker: 'Harborline Capital', country: 'US',
  theme: (r) => ({ title: 'Apply for Funding | Harborline Capital', host: 'apply.harborlinecap.com', paths: ['/application/print?id=' + r.int(40000, 99999)],
    browser: 'chrome', stamp: chromeStamp(r), accent: '#0f62fe', soft: '#e8f0ff', float: false, radius: 6 }),
  draw(w, m, r) {
    let first = true;
    const f = new Flow(w, (fl) => { if (first) { fl.bottom = 688; first = false; } });
    f.newPage();
    f.heading('Business Funding Application', 'Takes about 5 minutes. Fields marked * are required.');
    const b = m.biz;
    f.card('Business information', [
      [f.inp(7, 'Legal business name', legal(m), { req: true }), f.inp(5, 'DBA', dba(m, null), { placeholder: 'Doing business as (optional)' })],
      [f.inp(4, 'Entity type', entity(m), { select: true, req: true }), b.taxType === 'EIN' ? f.inp(4, 'Federal Tax ID (EIN)', bizTax(m, 'bare'), { helper: '9 digits, no dashes', req: true })
        : f.inp(4, 'Tax ID (EIN or SSN)', bizTax(m, 'dash'), { helper: 'Sole proprietors may use an SSN', req: true }),
        f.inp(4, 'Business start date', date(b.start, mdy, 'business_start_date'), { helper: 'MM/DD/YYYY' })],
      [f.inp(6, 'Type of business', industry(m), { helper: 'Describe what your business does' }), f.inp(6, 'Website', null, { placeholder: 'https://www.example.com' })],
      [f.inp(6, 'Street address', dec('biz_street', b.place.street)), f.inp(6, 'City', dec('biz_city', b.place.city))],
      [f.inp(4, 'State', region(m, true), { select: true }), f.inp(3, 'ZIP code', dec('biz_zip', b.place.postal)), f.inp(5, 'Business phone', dec('biz_phone', b.phone))],
      [f.radio(6, 'Do you own or rent your location?', ['Own', 'Rent'], b.rent ? 1 : 0),
        f.inp(6, 'Landlord / mortgage holder', b.rent ? dec('landlord', m.decoys.landlord) : null, { placeholder: 'Name of landlord' })],
    ]);
    f.card('Funding request', [
      [f.inp(6, 'How much funding do you need?', amount(m, money(m.req.amount)), { prefix: '$', req: true }), f.inp(6, 'Use of funds', dec('use', m.req.use), { select: true })],
      [f.radio(12, 'Preferred payment frequency', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], freqIdx(m), freq(m, FREQ_LABEL[m.req.freq]), 90)],
    ]);
    w.cookie(30, 700, 330, 'harborlinecap.com');
    m.owners.forEach((o, i) => {
      f.card(i === 0 ? 'Owner information' : `Owner ${i + 1}`, [
        [f.inp(4, 'First name', firstV(o, i)), f.inp(2, 'M.I.', o.middle ? dec('middle', o.middle) : null), f.inp(4, 'Last name', lastV(o, i)), f.inp(2, 'Ownership', pctV(o, i), { suffix: '%' })],
        [f.inp(4, 'Title', roleV(o, i), { select: true }), f.inp(4, o.taxType === 'ITIN' ? 'SSN / ITIN' : 'Social Security Number', taxV(o, i, false)),
          f.inp(4, 'Date of birth', dobV(o, i, mdy), { helper: 'MM/DD/YYYY' })],
        [f.inp(8, 'Home address', homeV(o)), f.inp(4, 'Est. credit score', creditV(o, i), { placeholder: 'e.g. 680' })],
      ], i === 0 ? 'Everyone who owns 20% or more of the business' : undefined);
    });
    f.card('', [[f.button(4, '+ Add another owner'), f.note(8, 'Total ownership listed: 100%')]]);
    funders(f, m);
    f.card('Business bank account', [[f.inp(4, 'Bank name', dec('bank', m.decoys.bank)), f.inp(4, 'Routing number', dec('routing', m.decoys.routing)),
      f.inp(4, 'Account number', dec('account', m.decoys.account))]]);
    f.card('Authorization', [[f.note(12, 'By submitting, you authorize Harborline Capital and its funding partners to obtain credit reports and verify the information provided.')],
      [f.toggle(12, 'I agree to the terms and the privacy policy', true)], [f.button(3, 'Submit application', true)]]);
    void r;
  },
};

/** SwiftFund Direct: the last step of a wizard, "Review your application", label/value pairs in two columns. */
const swiftfund: Layout = {
  name: 'swiftfund_review', broker: 'SwiftFund Direct', country: 'US',
  theme: (r) => ({ title: 'Review your application - SwiftFund', host: 'portal.swiftfunddirect.com', paths: [`/apply/${r.alnum(8).toLowerCase()}/review`],
    browser: 'chrome', stamp: chromeStamp(r), accent: '#7c3aed', soft: '#f3e8ff', float: false, radius: 8, bg: '#f6f7fb' }),
  draw(w, m, r) {
    const f = new Flow(w);
    f.newPage();
    f.y += w.steps(44, f.y, 524, ['Business', 'Owners', 'Funding', 'Review'], 3) + 8;
    f.heading('Review your application', 'Please check everything before you submit. You can still edit each section.');
    const b = m.biz, lastFirst = r.chance(0.5), masked = r.chance(0.6);
    f.pairs('Business', [['Legal name', legal(m)], ['DBA', dba(m, 'N/A')], ['Entity type', entity(m)], ['Industry', industry(m)],
      [b.taxType === 'EIN' ? 'EIN' : `Tax ID (${b.taxType})`, bizTax(m, 'dash')], ['Business started', date(b.start, shortMon, 'business_start_date')],
      ['Address', dec('biz_street', `${b.place.street}, ${b.place.city}`)], ['State', region(m, false)], ['ZIP', dec('biz_zip', b.place.postal)],
      ['State of incorporation', b.incRegion !== b.place.region ? dec('inc_state', b.incRegionName) : val(b.incRegionName, {})],
      ['Phone', dec('biz_phone', b.phone)], ['Employees', dec('employees', String(b.employees))]]);
    f.pairs('Funding', [['Amount requested', amount(m, `$${money(m.req.amount, true)}`)], ['Payment frequency', freq(m, FREQ_LABEL[m.req.freq])],
      ['Estimated payment', payment(m, `$${money(m.req.payment, true)}`)], ['Number of payments', count(m)],
      ['Use of funds', dec('use', m.req.use)], ['Avg. monthly sales', dec('monthly_sales', `$${money(b.monthlySales)}`)]]);
    m.owners.forEach((o, i) => {
      f.pairs(`Owner ${i + 1}`, [[lastFirst ? 'Name (last, first)' : 'Full name', nameV(o, i, lastFirst)], ['Title', roleV(o, i)], ['Ownership', pctV(o, i, true)],
        [o.taxType === 'ITIN' ? 'ITIN' : 'SSN', taxV(o, i, masked)], ['Date of birth', masked ? dec('dob_masked', `**/**/${o.dob.y}`) : dobV(o, i, mdy)],
        ['Credit score (self-reported)', creditV(o, i)], ['Home address', homeV(o)], ['Email', dec('owner_email', o.email)]]);
    });
    if (m.decoys.funders.length) f.pairs('Open advances', m.decoys.funders.flatMap((x, k) => [[`Funder ${k + 1}`, dec('funder', x.name)],
      ['Balance', dec('funder_balance', `$${money(x.balance, true)}`)]] as [string, ReturnType<typeof dec>][]));
    f.pairs('Your funding advisor', [['Advisor', dec('iso_rep', m.decoys.rep)], ['Email', dec('iso_email', m.decoys.repEmail)]], false);
    f.card('', [[f.toggle(8, 'I certify the above is true and complete', true), f.button(4, 'Submit application', true)]]);
  },
};

/** Lone Star Merchant Funding: Firefox print, floating labels, "years in business" instead of a start date, chat bubble. */
const lonestar: Layout = {
  name: 'lonestar_float', broker: 'Lone Star Merchant Funding', country: 'US',
  theme: (r) => ({ title: 'Lone Star Merchant Funding - Online Application', host: 'lonestarmf.com', paths: ['/apply?ref=' + r.alnum(6)],
    browser: 'firefox', stamp: firefoxStamp(r), accent: '#c2410c', soft: '#fff1e6', float: true, radius: 4 }),
  draw(w, m) {
    const f = new Flow(w, (fl) => { if (w.page === 1) fl.bottom = 640; });
    f.newPage();
    f.heading('Online Application', 'Save and continue any time. We never run a hard credit pull without your OK.');
    const b = m.biz, years = 2025 - b.start.y;
    f.card('Your business', [
      [f.inp(6, 'Legal name of business', legal(m)), f.inp(6, 'DBA / trade name', dba(m, 'SAME'))],
      [f.inp(4, 'Entity', entity(m), { select: true }), f.inp(4, 'Tax ID (EIN or SSN)', bizTax(m, 'dash')),
        f.inp(4, 'Years in business', dec('years', years < 2 ? '1-2 years' : years < 5 ? '2-5 years' : years < 10 ? '5-10 years' : '10+ years'), { select: true })],
      [f.inp(6, 'Industry', industry(m)), f.inp(6, 'Business email', dec('biz_email', b.email))],
      [f.inp(12, 'Business address', dec('biz_address', `${b.place.street}, ${b.place.city}`))],
      [f.inp(4, 'State', region(m, false), { select: true }), f.inp(4, 'ZIP', dec('biz_zip', b.place.postal)), f.inp(4, 'Website', null, { placeholder: 'www.' })],
    ]);
    f.card('Funding', [[f.inp(4, 'Amount requested', amount(m, `$${money(m.req.amount)}`)), f.inp(4, 'Requested payment', null, { placeholder: '$0.00', helper: 'Leave blank if unsure' }),
      f.inp(4, 'Payment schedule', null, { select: true, placeholder: 'Select...' })]]);
    w.chat('Jess');
    m.owners.forEach((o, i) => f.card(`Owner ${i + 1}`, [
      [f.inp(6, 'Full legal name', nameV(o, i)), f.inp(3, 'Title', roleV(o, i)), f.inp(3, '% owned', pctV(o, i, true))],
      [f.inp(4, o.taxType === 'ITIN' ? 'ITIN' : 'SSN', taxV(o, i, false)), f.inp(4, 'Date of birth', dobV(o, i, mdy)), f.inp(4, 'Credit score', creditV(o, i), { placeholder: 'Optional' })],
    ]));
    f.card('', [[f.button(4, '+ Add another owner')]]);
    f.card('Trade references', m.decoys.refs.map((x) => [f.inp(7, 'Company', dec('trade_ref', x.name)), f.inp(5, 'Phone', dec('trade_ref_phone', x.phone))]));
    if (b.rent) f.card('Landlord', [[f.inp(7, 'Landlord name', dec('landlord', m.decoys.landlord)), f.inp(5, 'Landlord phone', dec('landlord_phone', m.decoys.landlordPhone))]]);
    f.card('Bank', [[f.inp(6, 'Bank', dec('bank', m.decoys.bank)), f.inp(6, 'Account number', dec('account', m.decoys.account))]]);
  },
};

/** Bluecrest Funding Partners: dense grid, entity as radios (Other: with its text), existing advances, ISO "Submitted by". */
const bluecrest: Layout = {
  name: 'bluecrest_grid', broker: 'Bluecrest Funding Partners', country: 'US',
  theme: (r) => ({ title: 'Merchant Application - Bluecrest Partner Portal', host: 'partners.bluecrestfunding.com', paths: [`/deals/${r.int(100000, 999999)}/application`],
    browser: 'chrome', stamp: chromeStamp(r), accent: '#1e3a8a', soft: '#e0e7ff', float: false, radius: 3 }),
  draw(w, m, r) {
    const f = new Flow(w);
    f.newPage();
    f.y += w.steps(44, f.y, 524, ['Merchant', 'Owners', 'Offer terms', 'Documents'], r.int(1, 2)) + 6;
    const b = m.biz, opts = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Other'];
    const k = opts.indexOf(b.entityText), chosen = k < 0 ? 5 : k;
    f.card('Merchant', [
      [f.inp(6, 'Legal name', legal(m)), f.inp(6, 'DBA', dba(m, null), { placeholder: 'Same as legal name' })],
      [f.radio(12, 'Entity type', opts, chosen, k < 0 ? undefined : entity(m), 80)],
      [f.inp(6, 'Other (specify)', k < 0 ? entity(m) : null, { placeholder: 'e.g. PLLC' }), f.inp(6, 'Federal tax ID', bizTax(m, 'dash'))],
      [f.inp(6, 'Nature of business', industry(m)), f.inp(3, 'Date established', date(b.start, iso, 'business_start_date'), { helper: 'YYYY-MM-DD' }),
        f.inp(3, 'State of inc.', b.incRegion !== b.place.region ? dec('inc_state', b.incRegion) : val(b.incRegion, {}), { select: true })],
      [f.inp(5, 'Address', dec('biz_street', b.place.street)), f.inp(3, 'City', dec('biz_city', b.place.city)), f.inp(2, 'State', region(m, false), { select: true }),
        f.inp(2, 'ZIP', dec('biz_zip', b.place.postal))],
    ]);
    const pairs: number[][] = [];
    for (let i = 0; i < m.owners.length; i += 2) pairs.push(i + 1 < m.owners.length ? [i, i + 1] : [i]);
    for (const pr of pairs) {
      f.card(pr.length > 1 ? `Owners ${pr[0]! + 1} & ${pr[1]! + 1}` : `Owner ${pr[0]! + 1}`, [
        pr.map((i) => f.inp(6, `Owner ${i + 1} name`, nameV(m.owners[i]!, i))),
        pr.flatMap((i) => [f.inp(3, 'Title', roleV(m.owners[i]!, i), { select: true }), f.inp(3, 'Ownership %', pctV(m.owners[i]!, i))]),
        pr.flatMap((i) => [f.inp(3, 'SSN', taxV(m.owners[i]!, i, false)), f.inp(3, 'DOB', dobV(m.owners[i]!, i, longDate))]),
        pr.map((i) => f.inp(6, 'FICO', creditV(m.owners[i]!, i), { placeholder: 'Pull on submission' })),
      ]);
    }
    f.card('', [[f.button(4, '+ Add another owner'), f.note(8, 'Add every owner with 20% or more.')]]);
    f.card('Offer terms requested', [
      [f.inp(4, 'Funding amount', amount(m, money(m.req.amount, true)), { prefix: '$' }), f.inp(4, 'Payment frequency', freq(m, FREQ_LABEL[m.req.freq]), { select: true }),
        f.inp(4, 'No. of payments', count(m))],
      [f.inp(4, 'Payment amount', payment(m, money(m.req.payment, true)), { prefix: '$' }), f.inp(8, 'Use of proceeds', dec('use', m.req.use))],
    ]);
    funders(f, m, 'Current positions');
    f.card('Submitted by', [[f.inp(6, 'ISO / broker representative', dec('iso_rep', m.decoys.rep)), f.inp(6, 'Rep email', dec('iso_email', m.decoys.repEmail))]]);
  },
};

export const US_LAYOUTS: Layout[] = [harborline, swiftfund, lonestar, bluecrest];
