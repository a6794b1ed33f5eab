// Canadian brokers' portals, printed from the browser.
import { FREQ_LABEL, iso, longDate, money, shortMon } from './data.ts';
import {
  Flow, amount, bizTax, count, creditV, date, dba, dobV, entity, freq, homeV, industry, legal, nameV, payment, pctV, region, roleV, taxV,
} from './parts.ts';
import { type Layout, chromeStamp, firefoxStamp } from './layouts-us.ts';
import { dec, val } from './web.ts';

const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
const PIPEDA = 'In accordance with PIPEDA, I consent to the collection, use and disclosure of my personal information, including a credit check, '
  + 'to assess this application for business financing.';

/** NorthPeak Business Capital: Firefox print, outlined inputs with floating labels, BN with its program account, chat bubble. */
const northpeak: Layout = {
  name: 'northpeak_float', broker: 'NorthPeak Business Capital', country: 'CA',
  theme: (r) => ({ title: 'Apply | NorthPeak Business Capital', host: 'apply.northpeakcapital.ca', paths: [`/en/application?session=${r.alnum(10).toLowerCase()}`],
    browser: 'firefox', stamp: firefoxStamp(r), accent: '#0f766e', soft: '#e6f6f4', float: true, radius: 5 }),
  draw(w, m, r) {
    const f = new Flow(w, (fl) => { if (w.page === 1) fl.bottom = 640; });
    f.newPage();
    f.heading('Business financing application', 'Canadian businesses only. Amounts in Canadian dollars.');
    const b = m.biz, masked = r.chance(0.5);
    f.card('About your business', [
      [f.inp(6, 'Legal business name', legal(m)), f.inp(6, 'Operating name (O/A)', dba(m, null), { placeholder: 'If different from legal name' })],
      [f.inp(5, 'Business Number (BN)', bizTax(m, 'program'), { helper: '9-digit BN + program account, e.g. RC0001' }),
        f.inp(4, 'Business structure', entity(m), { select: true }), f.inp(3, 'Date established', date(b.start, iso, 'business_start_date'), { helper: 'YYYY-MM-DD' })],
      [f.inp(6, 'Type of business', industry(m)), f.inp(6, 'Jurisdiction of incorporation', b.incRegion !== b.place.region ? dec('inc_juris', b.incRegionName) : val(b.incRegionName, {}), { select: true })],
      [f.inp(6, 'Street address', dec('biz_street', b.place.street)), f.inp(6, 'City', dec('biz_city', b.place.city))],
      [f.inp(5, 'Province', region(m, true), { select: true }), f.inp(3, 'Postal code', dec('biz_postal', b.place.postal)), f.inp(4, 'Phone', dec('biz_phone', b.phone))],
    ]);
    f.card('Financing request', [
      [f.inp(4, 'Amount requested', amount(m, `$${money(m.req.amount)} CAD`)), f.inp(4, 'Repayment frequency', freq(m, FREQ_LABEL[m.req.freq]), { select: true }),
        f.inp(4, 'Number of payments', count(m))],
      [f.inp(4, 'Estimated payment', payment(m, `$${money(m.req.payment, true)}`)), f.inp(8, 'Purpose', dec('use', m.req.use), { select: true })],
    ]);
    w.chat('Sam');
    m.owners.forEach((o, i) => f.card(`Owner / director ${i + 1}`, [
      [f.inp(6, 'Full name', nameV(o, i)), f.inp(3, 'Position', roleV(o, i)), f.inp(3, 'Ownership', pctV(o, i, true))],
      [f.inp(4, 'SIN', taxV(o, i, masked, ' '), masked ? { helper: 'Hidden for your security' } : {}), f.inp(4, 'Date of birth', dobV(o, i, iso)),
        f.inp(4, 'Credit score (if known)', creditV(o, i), { placeholder: 'e.g. 720' })],
      [f.inp(12, 'Home address', homeV(o))],
    ]));
    f.card('', [[f.button(4, '+ Add another owner')]]);
    f.card('Banking', [[f.inp(4, 'Financial institution', dec('bank', m.decoys.bank)), f.inp(4, 'Transit / institution no.', dec('transit', m.decoys.routing)),
      f.inp(4, 'Account number', dec('account', m.decoys.account))]]);
    f.card('Consent', [[f.note(12, PIPEDA)], [f.toggle(12, 'I agree (required)', true)]]);
  },
};

/** Maplebridge Merchant Finance: a wizard printed step by step, each step with its indicator; cookie banner. */
const maplebridge: Layout = {
  name: 'maplebridge_steps', broker: 'Maplebridge Merchant Finance', country: 'CA',
  theme: (r) => ({ title: 'Maplebridge - Application', host: 'maplebridgefinance.ca', paths: [`/portal/application/${r.int(10000, 99999)}?print=all`],
    browser: 'chrome', stamp: chromeStamp(r), accent: '#b91c1c', soft: '#fdecec', float: false, radius: 7 }),
  draw(w, m) {
    const steps = ['Business', 'Owners', 'Funding', 'Sign'];
    const f = new Flow(w);
    const step = (i: number): void => { f.newPage(); f.y += w.steps(44, f.y, 524, steps, i) + 6; };
    step(0);
    f.bottom = 680;
    const b = m.biz;
    f.card('Tell us about your business', [
      [f.inp(12, 'Legal name (as registered)', legal(m))],
      [f.inp(6, 'Operating as', dba(m, 'N/A')), f.inp(6, 'Legal structure', entity(m), { select: true })],
      [f.inp(6, 'Business Number (BN)', bizTax(m, 'bare'), { helper: '9 digits, found on your CRA notices' }),
        f.inp(6, 'Date business started', date(b.start, longDate, 'business_start_date'))],
      [f.inp(12, 'What does your business do?', industry(m))],
      [f.inp(12, 'Business address', dec('biz_address', `${b.place.street}, ${b.place.city}`))],
      [f.inp(4, 'Province', region(m, false), { select: true }), f.inp(4, 'Postal code', dec('biz_postal', b.place.postal)), f.inp(4, 'Employees', dec('employees', String(b.employees)))],
      [f.radio(6, 'Premises', ['Owned', 'Leased'], b.rent ? 1 : 0), f.inp(6, 'Monthly rent', b.rent ? dec('rent', `$${money(Math.round(b.monthlySales / 40) * 10)}`) : null, { placeholder: '$' })],
    ]);
    w.cookie(30, 690, 300, 'maplebridgefinance.ca');
    step(1);
    m.owners.forEach((o, i) => f.card(`Owner ${i + 1}`, [
      [f.inp(6, 'Name', nameV(o, i)), f.inp(3, 'Title', roleV(o, i), { select: true }), f.inp(3, 'Ownership %', pctV(o, i))],
      [f.inp(4, 'Social Insurance Number', taxV(o, i, false, '-')), f.inp(4, 'Date of birth', dobV(o, i, longDate)), f.inp(4, 'Credit score', creditV(o, i), { placeholder: 'Optional' })],
    ]));
    f.card('', [[f.button(4, '+ Add another owner'), f.note(8, 'Owners holding 25% or more must be listed.')]]);
    step(2);
    f.card('Funding', [
      [f.inp(6, 'Amount requested', amount(m, money(m.req.amount)), { prefix: '$' }), f.inp(6, 'Use of funds', dec('use', m.req.use), { select: true })],
      [f.radio(12, 'How often would you like to pay?', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], FREQS.indexOf(m.req.freq), freq(m, FREQ_LABEL[m.req.freq]), 90)],
    ]);
    const fs = m.decoys.funders;
    f.card('Existing financing', [[f.toggle(12, 'My business has an outstanding cash advance or loan', fs.length > 0)],
      ...fs.map((x) => [f.inp(6, 'Provider', dec('funder', x.name)), f.inp(6, 'Balance owing', dec('funder_balance', money(x.balance, true)), { prefix: '$' })])]);
    f.card('Consent', [[f.note(12, PIPEDA)], [f.toggle(6, 'I consent', true), f.toggle(6, 'Send me product updates', false)]]);
  },
};

/** Prairie Funding Co.: the "Review your application" page only, two columns of label/value pairs. */
const prairie: Layout = {
  name: 'prairie_review', broker: 'Prairie Funding Co.', country: 'CA',
  theme: (r) => ({ title: 'Review - Prairie Funding', host: 'secure.prairiefunding.ca', paths: [`/app/review?id=${r.alnum(12)}`],
    browser: 'firefox', stamp: firefoxStamp(r), accent: '#166534', soft: '#e8f5ec', float: false, radius: 6, bg: '#f4f6f4' }),
  draw(w, m, r) {
    const f = new Flow(w);
    f.newPage();
    f.y += w.steps(44, f.y, 524, ['Business', 'Owners', 'Funding', 'Banking', 'Review'], 4) + 8;
    f.heading('Review your application', 'Almost done! Confirm your details, then submit.');
    const b = m.biz, masked = r.chance(0.5);
    f.pairs('Business details', [['Legal name', legal(m)], ['Operating name', dba(m, 'SAME')], ['Structure', entity(m)], ['Industry', industry(m)],
      ['Business Number', bizTax(m, 'spaced')], ['In business since', date(b.start, shortMon, 'business_start_date')],
      ['Street', dec('biz_street', b.place.street)], ['City', dec('biz_city', b.place.city)], ['Province', region(m, true)], ['Postal code', dec('biz_postal', b.place.postal)]]);
    f.pairs('Funding', [['Requested', amount(m, `$${money(m.req.amount, true)} CAD`)], ['Frequency', freq(m, FREQ_LABEL[m.req.freq])],
      ['Payments', count(m, `${m.req.count} payments`)], ['Payment amount', payment(m, `$${money(m.req.payment, true)}`)]]);
    m.owners.forEach((o, i) => f.pairs(`Owner ${i + 1} of ${m.owners.length}`, [['Name', nameV(o, i)], ['Role', roleV(o, i)], ['Ownership', pctV(o, i, true)],
      ['SIN', taxV(o, i, masked, ' ')], ['Date of birth', dobV(o, i, iso)], ['Credit score', creditV(o, i)]]));
    f.pairs('Banking', [['Institution', dec('bank', m.decoys.bank)], ['Transit', dec('transit', m.decoys.routing)], ['Account', dec('account', m.decoys.account)],
      ['Landlord', b.rent ? dec('landlord', m.decoys.landlord) : null]]);
    f.card('', [[f.note(12, PIPEDA)], [f.toggle(8, 'I have read and agree', true), f.button(4, 'Submit', true)]]);
  },
};

export const CA_LAYOUTS: Layout[] = [northpeak, maplebridge, prairie];
