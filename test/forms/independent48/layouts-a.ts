// Three US funders: Meridian (legal size, owners 2x2 with First/MI/Last/Suffix boxes), Harborline (letter, owners
// stacked as "Name (Last, First, MI)", a non-owner guarantor), Bluestone (legal, owners side by side in a matrix whose
// last column is a co-signer who owns nothing).
import { bizFacts, dbaFacts, dobCell, entityCell, entityId, freqCell, header, oT, ownerId, room, signatures, taxFacts, terms, type Funder, type Layout } from './common.ts';
import { printDate, usd, type Merchant } from './merchant.ts';
import { fullName, lastFirst, splitName } from './people.ts';
import type { Sheet } from './sheet.ts';

const MERIDIAN: Funder = { name: 'Meridian Capital Funding', legal: 'Meridian Capital Funding, LLC', addr: '1450 Broadway, 22nd Floor, New York, NY 10018',
  officers: [['Harold P. Vance', 'Chief Credit Officer'], ['Denise Okonkwo-Hart', 'General Counsel']], phone: '(212) 555-0148', web: 'meridiancf.com' };
const HARBORLINE: Funder = { name: 'Harborline Merchant Capital', legal: 'Harborline Merchant Capital Corp.', addr: '200 S. Biscayne Blvd, Suite 3100, Miami, FL 33131',
  officers: [['Victor A. Lindqvist', 'President'], ['Rosalind Chu', 'VP, Underwriting']], phone: '(305) 555-0190', web: 'harborlinecapital.com' };
const BLUESTONE: Funder = { name: 'Bluestone Revenue Partners', legal: 'Bluestone Revenue Partners, L.P.', addr: '8 Penn Center Plaza, 14th Fl., Philadelphia, PA 19103',
  officers: [['Marcus T. Ellery III', 'Managing Partner'], ['Ingrid Sólveig Dahl', 'Compliance Officer']], phone: '(215) 555-0117', web: 'bluestonerp.com' };

function existing(s: Sheet, m: Merchant, rows: number, labels = ['Existing Funder / Lender', 'Original Amount', 'Current Balance', 'Payment', 'Frequency']): void {
  for (let i = 0; i < rows; i++) {
    const f = m.funders[i];
    s.row([{ l: i ? '' : labels[0]!, w: 3, v: f?.name }, { l: i ? '' : labels[1]!, w: 1.5, v: f ? usd(f.balance * 2) : '' },
      { l: i ? '' : labels[2]!, w: 1.5, v: f ? usd(f.balance) : '' }, { l: i ? '' : labels[3]!, w: 1.3, v: f ? usd(f.pay) : '' },
      { l: i ? '' : labels[4]!, w: 1.2, v: f ? 'Daily' : '' }], i ? 13 : 17);
  }
}

const meridian: Layout = {
  name: 'Meridian Capital Funding', size: 'LEGAL', country: 'US', maxOwners: 4, accent: '#1d3557',
  entities: ['llc', 'corp', 'scorp', 'partnership', 'sole', 'pllc'],
  draw(s, m, rng) {
    header(s, MERIDIAN, 'MERCHANT APPLICATION  -  PURCHASE AND SALE OF FUTURE RECEIVABLES', ['Form MCF-201 (rev. 03/2024)', 'Submission #: ' + rng.digits(7)]);
    s.row([{ l: 'ISO / Broker Name', w: 3, v: m.iso }, { l: 'ISO #', w: 1.2, v: m.isoId }, { l: 'Sales Rep', w: 2.4, v: m.isoRep }, { l: 'Rep Phone', w: 1.6, v: '(888) 555-' + rng.digits(4) }], 17);
    s.gap(3);
    s.bar('SECTION 1 - BUSINESS INFORMATION');
    s.row([{ l: 'Legal / Corporate Name (as shown on tax return)', w: 4, v: m.legal, t: { legal_name: m.legal } },
      { l: 'DBA (Doing Business As)', w: 3, v: m.dba, t: dbaFacts(m) }, { l: 'Federal Tax ID (EIN)', w: 1.8, v: m.taxId, t: taxFacts(m) }]);
    s.row([entityCell(m, 'Legal Entity Type', 6, [['Corporation', 'corp'], ['LLC', 'llc'], ['S-Corp', 'scorp'], ['Partnership', 'partnership'], ['Sole Prop.', 'sole'], ['Other:', null]]),
      { l: 'Business Start Date (MM/DD/YYYY)', w: 1.7, v: printDate(m.start, 'mdy'), t: { business_start_date: m.start } }, { l: 'State of Incorporation', w: 1.1, v: m.incState }]);
    s.row([{ l: 'Physical Business Address (no P.O. Box)', w: 4, v: m.street }, { l: 'City', w: 2, v: m.city }, { l: 'State', w: 0.7, v: m.st, t: bizFacts(m) }, { l: 'Zip', w: 1, v: m.zip }]);
    s.row([{ l: 'Business Phone', w: 1.6, v: m.phone }, { l: 'Business E-mail', w: 2.4, v: m.email }, { l: 'Website', w: 2, v: m.web }, { l: '# Employees', w: 0.9, v: String(m.employees) },
      { l: 'Type of Business / Industry', w: 2.6, v: m.industryText, t: { industry: m.industry } }]);
    s.row([{ l: 'Premises', w: 1.4, opts: ['Own', 'Rent'], pick: m.own ? 0 : 1 }, { l: 'Landlord / Mortgage Holder', w: 3, v: m.own ? '' : m.landlord },
      { l: 'Landlord Phone', w: 1.6, v: m.own ? '' : '(555) 555-' + rng.digits(4) }, { l: 'Monthly Rent / Mortgage', w: 1.5, v: usd(m.rent) }]);
    s.gap(3);
    s.bar('SECTION 2 - FUNDING REQUEST & PROCESSING');
    s.row([{ l: 'Amount Requested', w: 1.6, v: usd(m.amount), t: { requested_amount: m.amount } }, { l: 'Use of Funds', w: 2.4, v: rng.pick(['Inventory', 'Working capital', 'Equipment', 'Payroll / expansion']) },
      { l: 'Avg. Monthly Gross Sales', w: 1.6, v: usd(m.monthlySales) }, { l: 'Card Processor', w: 1.8, v: m.processor }, { l: 'Merchant ID (MID)', w: 1.7, v: m.mid }]);
    s.gap(3);
    s.bar('SECTION 3 - OWNERS / OFFICERS (all owners of 20% or more)', 10, 'Attach additional page if more than four owners');
    const blocks = m.owners.length <= 2 ? 2 : 4;
    const half = (s.W - 6) / 2;
    for (let r = 0; r < blocks / 2; r++) {
      let end = s.y;
      for (let c = 0; c < 2; c++) {
        const i = r * 2 + c, o = m.owners[i];
        end = Math.max(end, s.within(s.L + c * (half + 6), s.L + c * (half + 6) + half, () => {
          s.label(`OWNER / OFFICER #${i + 1}`, s.L, s.y + 2, 6, { font: 'Helvetica-Bold', color: s.accent }); s.gap(9);
          const n = o ? splitName(o.p, false) : null;
          s.row([{ l: 'First Name', w: 2.4, v: n?.first, t: n ? oT(i, 'first_name', n.firstTruth) : undefined }, { l: 'MI', w: 0.5, v: n?.mi },
            { l: 'Last Name', w: 2.6, v: n?.last, t: n ? oT(i, 'last_name', n.lastTruth) : undefined }, { l: 'Suffix', w: 0.7, v: n?.suffix }], 18);
          const id = o ? ownerId(o, i, m) : null;
          s.row([{ l: 'Title', w: 1.6, v: o?.title, t: o ? oT(i, 'role', o.title) : undefined }, { l: '% Ownership', w: 1, v: o ? `${o.pct}%` : '', t: o ? oT(i, 'ownership', o.pct) : undefined },
            o ? dobCell(o, i, 'Date of Birth', 1.4) : { l: 'Date of Birth', w: 1.4 }, { l: 'SSN', w: 1.7, v: id?.v, t: id?.t }], 18);
          s.row([{ l: 'Home Address', w: 2.6, v: o?.street }, { l: 'City', w: 1.6, v: o?.city }, { l: 'St', w: 0.5, v: o?.st }, { l: 'Zip', w: 0.9, v: o?.zip }], 18);
          s.row([{ l: 'Cell Phone', w: 2, v: o?.cell }, { l: 'Est. Credit Score', w: 1.3, v: o?.score != null ? String(o.score) : '', t: o?.score != null ? oT(i, 'credit_score', o.score) : undefined },
            { l: 'Spouse Name (community property states)', w: 2.8, v: o && rng.chance(0.4) ? o.spouse : '' }], 18);
        }));
      }
      s.y = end + 3;
    }
    s.bar('SECTION 4 - BANKING & EXISTING OBLIGATIONS');
    s.row([{ l: 'Bank Name', w: 2, v: m.bank }, { l: 'ABA Routing #', w: 1.5, v: m.routing }, { l: 'Account #', w: 1.8, v: m.account }, { l: 'Avg. Daily Balance', w: 1.3, v: usd(Math.round(m.monthlySales / 9)) }], 17);
    existing(s, m, 3);
    s.gap(2);
    s.bar('TERMS AND CONDITIONS  -  READ CAREFULLY BEFORE SIGNING');
    s.fine(terms(MERIDIAN, rng, 17), 7, 3, room(s, m.owners.length));
    signatures(s, m, rng, m.owners.map((o) => fullName(o.p, false).text), printDate('2025-01-0' + rng.int(2, 9), 'mdy'));
  },
};

const harborline: Layout = {
  name: 'Harborline Merchant Capital', size: 'LETTER', country: 'US', maxOwners: 3, accent: '#0b6e69',
  entities: ['llc', 'corp', 'llp', 'partnership', 'sole', 'scorp'],
  draw(s, m, rng) {
    const caps = rng.chance(0.7);
    header(s, HARBORLINE, 'BUSINESS FUNDING APPLICATION', ['Application ID ' + rng.alnum(8), 'Page 1 of 1']);
    s.bar('BUSINESS', 9);
    s.row([{ l: 'BUSINESS LEGAL NAME', w: 4, v: m.legal, t: { legal_name: m.legal } }, { l: 'D/B/A', w: 3, v: m.dba, t: dbaFacts(m) },
      { l: 'FEDERAL TAX ID #', w: 1.8, v: m.taxId, t: taxFacts(m) }], 17);
    s.row([entityCell(m, 'ENTITY (check one)', 1, [['Corp.', 'corp'], ['LLC', 'llc'], ['LLP', 'llp'], ['Partnership', 'partnership'], ['Sole Prop.', 'sole'], ['Other:', null]])], 16);
    s.row([{ l: 'PHYSICAL ADDRESS', w: 3.4, v: m.street }, { l: 'CITY', w: 1.8, v: m.city }, { l: 'STATE', w: 0.6, v: m.st, t: bizFacts(m) }, { l: 'ZIP', w: 0.9, v: m.zip },
      { l: 'PHONE', w: 1.5, v: m.phone }], 17);
    const f = rng.pick(['mdy', 'mdyy'] as const);
    s.row([{ l: 'DATE BUSINESS ESTABLISHED', w: 1.6, v: printDate(m.start, f), t: { business_start_date: m.start } },
      { l: 'TYPE OF BUSINESS', w: 2.6, v: m.industryText, t: { industry: m.industry } }, { l: 'WEBSITE', w: 2, v: m.web }, { l: 'EMAIL', w: 2.4, v: m.email }], 17);
    s.bar('FUNDING REQUEST', 9);
    s.row([{ l: 'AMOUNT REQUESTED', w: 1.5, v: usd(m.amount), t: { requested_amount: m.amount } }, { l: 'PROPOSED PAYMENT', w: 1.5, v: usd(m.payment, true), t: { requested_payment: m.payment } },
      { l: '# OF PAYMENTS', w: 1, v: String(m.npay), t: { number_of_payments: m.npay } }, freqCell(m, 'PAYMENT FREQUENCY', 3.6)], 17);
    s.bar('OWNER(S) - each owner of 20% or more must sign', 9);
    m.owners.forEach((o, i) => {
      const n = lastFirst(o.p, caps, 'initial');
      const id = ownerId(o, i, m);
      s.row([{ l: `OWNER ${i + 1} NAME (Last, First, MI)`, w: 3.4, v: n.text, t: { ...oT(i, 'first_name', n.first), ...oT(i, 'last_name', n.last) } },
        { l: 'TITLE', w: 1.3, v: caps ? o.title.toUpperCase() : o.title, t: oT(i, 'role', caps ? o.title.toUpperCase() : o.title) }, { l: 'OWN %', w: 0.7, v: String(o.pct), t: oT(i, 'ownership', o.pct) },
        { l: 'SSN / ITIN', w: 1.5, v: id.v, t: id.t }, dobCell(o, i, 'DATE OF BIRTH', 1.2), { l: 'FICO (self-reported)', w: 0.9, v: o.score != null ? String(o.score) : '', t: o.score != null ? oT(i, 'credit_score', o.score) : undefined }], 17);
      s.row([{ l: 'HOME ADDRESS', w: 3, v: `${o.street}, ${o.city}, ${o.st} ${o.zip}` }, { l: 'CELL', w: 1.4, v: o.cell },
        { l: 'SPOUSE NAME (not an owner)', w: 2.6, v: rng.chance(0.5) ? (caps ? o.spouse.toUpperCase() : o.spouse) : '' }], 15);
    });
    const g = rng.chance(0.6);
    s.row([{ l: 'ADDITIONAL GUARANTOR (NOT AN OWNER) - NAME', w: 3, v: g ? (caps ? m.cosigner.toUpperCase() : m.cosigner) : '' }, { l: 'RELATIONSHIP', w: 1.4, v: g ? rng.pick(['Father', 'Sister', 'Investor', 'Spouse']) : '' },
      { l: 'SSN', w: 1.4, v: g ? `XXX-XX-${rng.digits(4)}` : '' }, { l: 'PHONE', w: 1.4, v: g ? '(555) 555-' + rng.digits(4) : '' }], 16);
    s.bar('BANK & OTHER FUNDING', 9);
    s.row([{ l: 'BANK', w: 1.6, v: m.bank }, { l: 'ROUTING #', w: 1.3, v: m.routing }, { l: 'ACCOUNT #', w: 1.5, v: m.account },
      { l: 'OPEN ADVANCE WITH', w: 2, v: m.funders[0]?.name ?? 'None' }, { l: 'BALANCE', w: 1.1, v: m.funders[0] ? usd(m.funders[0].balance) : '' }], 16);
    s.bar('AGREEMENT', 9);
    s.fine(terms(HARBORLINE, rng, 17), 6.2, 3, room(s, m.owners.length, 20));
    signatures(s, m, rng, m.owners.map((o) => lastFirst(o.p, caps, 'initial').text), printDate('2025-01-1' + rng.int(0, 9), 'mdyy'));
  },
};

const ENTITY_FREE: Record<string, string> = { llc: 'LLC', corp: 'C-Corp', scorp: 'S-Corp', partnership: 'Partnership', llp: 'LLP', sole: 'Sole Prop', pllc: 'PLLC' };
const bluestone: Layout = {
  name: 'Bluestone Revenue Partners', size: 'LEGAL', country: 'US', maxOwners: 4, accent: '#3a3a3a',
  entities: ['llc', 'corp', 'scorp', 'partnership', 'sole', 'pllc', 'llp'],
  draw(s, m, rng) {
    header(s, BLUESTONE, 'REVENUE-BASED FUNDING APPLICATION & SECURITY AGREEMENT', ['BRP-APP-07', 'Rep Code ' + rng.alnum(4)]);
    s.bar('A. MERCHANT');
    s.row([{ l: 'Merchant Legal Name', w: 3.6, v: m.legal, t: { legal_name: m.legal } }, { l: 'Trade Name / DBA', w: 2.8, v: m.dba, t: dbaFacts(m) },
      { l: 'EIN / Tax ID', w: 1.5, v: m.taxId, t: taxFacts(m) }, { l: 'Entity Type (LLC, Corp, etc.)', w: 1.4, v: ENTITY_FREE[m.entity], t: { type_of_entity: entityId(m.entity, 'US') } }]);
    const dated = rng.chance(0.7);
    s.row([{ l: 'Street Address', w: 3, v: m.street }, { l: 'City', w: 1.6, v: m.city }, { l: 'State', w: 0.6, v: m.st, t: bizFacts(m) }, { l: 'ZIP', w: 0.9, v: m.zip },
      dated ? { l: 'Date Business Started', w: 1.6, v: printDate(m.start, 'long'), t: { business_start_date: m.start } } : { l: 'Years in Business', w: 1.6, v: String(m.years) }]);
    s.row([{ l: 'Nature of Business', w: 2.6, v: m.industryText, t: { industry: m.industry } }, { l: 'Phone', w: 1.5, v: m.phone }, { l: 'Email', w: 2.3, v: m.email },
      { l: 'Amount Requested', w: 1.4, v: usd(m.amount), t: { requested_amount: m.amount } }, { l: 'Annual Revenue', w: 1.4, v: usd(m.monthlySales * 12) }]);
    s.gap(3);
    s.bar('B. PRINCIPALS', 10, 'Co-signer column only for a guarantor who owns no part of the business');
    const cols = 4, cosign = m.owners.length < 4 && rng.chance(0.6);
    const person = (get: (i: number) => { v?: string; t?: Record<string, string | number> }) => Array.from({ length: cols }, (_, i) => ({ l: '', w: 2, ...get(i) }));
    const rows: [string, (i: number) => { v?: string; t?: Record<string, string | number> }][] = [
      ['Full Name (First, M.I., Last)', (i) => { const o = m.owners[i]; if (!o) return { v: cosign && i === cols - 1 ? m.cosigner : '' }; const n = fullName(o.p, false, 'quotes');
        return { v: n.text, t: { ...oT(i, 'first_name', n.first), ...oT(i, 'last_name', n.last) } }; }],
      ['Title / Position', (i) => { const o = m.owners[i]; return o ? { v: o.title, t: oT(i, 'role', o.title) } : { v: cosign && i === cols - 1 ? 'Co-Signer' : '' }; }],
      ['Ownership %', (i) => { const o = m.owners[i]; return o ? { v: `${o.pct}%`, t: oT(i, 'ownership', o.pct) } : { v: cosign && i === cols - 1 ? '0%' : '' }; }],
      ['SSN / ITIN', (i) => { const o = m.owners[i]; return o ? ownerId(o, i, m) : { v: cosign && i === cols - 1 ? `XXX-XX-${rng.digits(4)}` : '' }; }],
      ['Date of Birth', (i) => { const o = m.owners[i]; return o ? { v: printDate(o.dob, 'mdy'), t: oT(i, 'date_of_birth', o.dob) } : {}; }],
      ['Home Street Address', (i) => ({ v: m.owners[i]?.street ?? '' })],
      ['City, State ZIP', (i) => { const o = m.owners[i]; return { v: o ? `${o.city}, ${o.st} ${o.zip}` : '' }; }],
      ['Mobile Phone', (i) => ({ v: m.owners[i]?.cell ?? (cosign && i === cols - 1 ? '(555) 555-' + rng.digits(4) : '') })],
      ['Est. Credit Score', (i) => { const o = m.owners[i]; return o?.score != null ? { v: String(o.score), t: oT(i, 'credit_score', o.score) } : {}; }],
    ];
    s.row([{ l: '', w: 1.6, shade: true }, ...Array.from({ length: cols }, (_, i) => ({ l: i === cols - 1 && cosign ? 'CO-SIGNER (NON-OWNER)' : `OWNER ${i + 1}`, w: 2, shade: true }))], 10, 6);
    for (const [label, get] of rows) s.row([{ l: label, w: 1.6, shade: true }, ...person(get)], 17);
    s.gap(3);
    s.bar('C. PROCESSING, REFERENCES & OTHER FINANCING');
    s.row([{ l: 'Processor', w: 2, v: m.processor }, { l: 'MID', w: 2, v: m.mid }, { l: 'Bank', w: 2, v: m.bank }, { l: 'Account #', w: 2, v: m.account }], 17);
    m.refs.forEach((r, i) => s.row([{ l: i ? '' : 'Trade Reference', w: 3, v: r.name }, { l: i ? '' : 'Contact', w: 2.5, v: r.contact }, { l: i ? '' : 'Phone', w: 2, v: r.phone }], i ? 13 : 17));
    existing(s, m, 2, ['Other Funder', 'Funded Amount', 'Balance Owed', 'Payment', 'Frequency']);
    s.gap(2);
    s.bar('D. TERMS, AUTHORIZATION & GUARANTY');
    s.fine(terms(BLUESTONE, rng, 17), 7, 3, room(s, m.owners.length));
    signatures(s, m, rng, m.owners.map((o) => fullName(o.p, false).text), printDate('2025-02-0' + rng.int(1, 9), 'long'));
  },
};

export const LAYOUTS_A: readonly Layout[] = [meridian, harborline, bluestone];
