// Layouts 1-4 of set 97: Ledgerline (US, four-column profile), Gridiron (US, address only in the locations table,
// funding options with a Selected column), Maple Ledger (Canada, entity check boxes in a merged cell), Northbridge
// (Canada, renewal decoy row, locations table forced across the page break).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Layout } from './layout.ts';
import { money } from './refs.ts';
import { advancesTable, banksTable, type Ctx, header, locationsTable, ownersTransposed, refsTable, signatures, v } from './sections.ts';
import { bar, type Cell, grid } from './table.ts';

function fundingRow(c: Ctx, y: number, o: { title: string; payments?: boolean; use?: boolean; fill?: string }): number {
  const { m, pen } = c;
  y = bar(pen, c.x, y, c.w, o.title, o.fill);
  const head: Cell[] = ['Amount Requested', 'Term', ...(o.payments === false ? [] : ['# of Payments']), 'Payment Amount', 'Frequency', ...(o.use === false ? [] : ['Use of Funds'])];
  const vals: Cell[] = [v('amount_requested', m.amount), v('term', m.term), ...(o.payments === false ? [] : [v('number_of_payments', m.nPmts)]), v('payment_amount', m.payment),
    v('frequency', m.freq), ...(o.use === false ? [] : [v('use_of_funds', m.use)])];
  const w = c.w / head.length;
  return grid(pen, c.x, y, head.map(() => w), [head, vals], { header: true, headerShade: '#d9dee8', rowH: 18 });
}

const ledgerline: Layout = {
  name: 'ledgerline_capital', country: () => 'US', opts: {},
  draw(c) {
    const { pen, m } = c;
    let y = header(pen, 'LEDGERLINE CAPITAL PARTNERS', 'Merchant Cash Advance Application', '1450 Broadway, 21st Fl, New York, NY 10018\nTel (212) 555-0147 | submissions@ledgerlinecap.com', '#1f4e79');
    y = bar(pen, c.x, y, c.w, '1. BUSINESS PROFILE', '#1f4e79');
    const W = [96, 174, 96, 174];
    y = grid(pen, c.x, y, W, [
      ['Legal / Corporate Name', v('legal_name', m.legal, 3)],
      ['DBA Name', v('dba', m.dba), 'Entity Type', v('entity_type', m.entity)],
      [m.taxLabel, v('tax_id', m.taxId), 'Business Start Date', v('start_date', m.start)],
      ['Physical Address', v('address', m.street, 3)],
      ['City', v('city', m.city), 'State', v('state', m.region)],
      ['Zip', v('zip', m.postal), 'State of Incorporation', v('inc_state', m.incState)],
      ['Business Phone', v('phone', m.phone), 'Email', v('email', m.email)],
      ['Type of Business', v('industry', m.industry), 'No. of Employees', v('employees', m.employees)],
      ['Avg. Monthly Sales', v('sales', m.sales), 'Card Processor', v('processor', m.processor)],
    ], { labelShade: '#e8eef6', rowH: 17 });
    y = fundingRow(c, y + 8, { title: '2. FUNDING REQUEST', fill: '#1f4e79' });
    y = ownersTransposed(c, y + 8, { slots: 4, title: '3. OWNERSHIP (all owners of 20% or more)', fill: '#1f4e79' });
    y = advancesTable(c, y + 8, '4. CURRENT ADVANCES / LOANS');
    y = banksTable(c, y + 8, '5. BANK ACCOUNTS');
    signatures(c, y + 8);
  },
};

const gridiron: Layout = {
  name: 'gridiron_business_funding', country: () => 'US', opts: {},
  draw(c, r: Rng) {
    const { pen, m } = c;
    let y = header(pen, 'GRIDIRON BUSINESS FUNDING', 'Small Business Funding Application', 'Gridiron Business Funding LLC | 300 E Pratt St, Baltimore, MD 21202\n(410) 555-0199 | apps@gridironbf.com', '#7a1f1f');
    y = bar(pen, c.x, y, c.w, 'BUSINESS INFORMATION', '#7a1f1f');
    const poState = r.pick(['DE', 'MD', 'NJ', 'VA', 'PA', m.region]);
    y = grid(pen, c.x, y, [170, 370], [
      ['Legal Business Name', v('legal_name', m.legal)], ['Doing Business As (DBA)', v('dba', m.dba)], ['Business Structure', v('entity_type', m.entity)],
      [m.taxLabel, v('tax_id', m.taxId)], ['Date Business Started', v('start_date', m.start)], ['Industry / Type of Business', v('industry', m.industry)],
      ['Mailing Address (if different)', v('mailing_address', r.chance(0.5) ? `PO Box ${r.int(100, 9999)}, ${r.pick(['Dover', 'Wilmington', 'Rockville', 'Trenton'])}, ${poState} ${r.digits(5)}` : '')],
      ['Business Phone / Fax', v('phone', m.fax ? `${m.phone} / ${m.fax}` : m.phone)], ['Website', v('website', m.website)],
      ['Annual Gross Revenue', v('revenue', m.revenue)], ['Bookkeeper / Contact', v('contact', m.contact)],
    ], { labelShade: '#f3e6e6', rowH: 16 });
    pen.label('Principal place of business: check the location in the table below.', c.x, y + 4, { size: 6.8, color: '#7a1f1f' });
    y = locationsTable(c, y + 14, { primaryCol: true });
    y = bar(pen, c.x, y + 8, c.w, 'FUNDING REQUESTED (check the option you are applying for)', '#7a1f1f');
    const sel = r.int(0, 2);
    const rows: Cell[][] = [['Select', 'Option', 'Advance Amount', 'Term', 'No. of Payments', 'Payment', 'Frequency']];
    for (let i = 0; i < 3; i++) {
      if (i === sel) rows.push([{ checks: [{ name: `option${i + 1}_select`, label: '', checked: true }] }, `Option ${'ABC'[i]}`, v(`option${i + 1}_amount`, m.amount), v(`option${i + 1}_term`, m.term), v(`option${i + 1}_payments`, m.nPmts), v(`option${i + 1}_payment`, m.payment), v(`option${i + 1}_frequency`, m.freq)]);
      else {
        const f = r.pick(['Daily', 'Weekly']); const n = f === 'Daily' ? r.int(60, 160) : r.int(16, 40); const a = r.int(15, 200) * 1000;
        rows.push([{ checks: [{ name: `option${i + 1}_select`, label: '', checked: false }] }, `Option ${'ABC'[i]}`, v(`option${i + 1}_amount`, money(a)), v(`option${i + 1}_term`, `${Math.round(n / (f === 'Daily' ? 21 : 4.3))} mo`), v(`option${i + 1}_payments`, String(n)), v(`option${i + 1}_payment`, money(Math.round(a * 1.32 / n * 100) / 100, true)), v(`option${i + 1}_frequency`, f)]);
      }
    }
    y = grid(pen, c.x, y, [40, 50, 95, 60, 90, 110, 95], rows, { header: true, headerShade: '#ecd5d5', rowH: 17 });
    y = ownersTransposed(c, y + 8, { title: 'OWNERS', fill: '#7a1f1f' });
    y = advancesTable(c, y + 8);
    y = banksTable(c, y + 8);
    signatures(c, y + 8);
  },
};

const CA_ENTITY_BOXES = ['Corporation', 'Partnership', 'Limited Partnership', 'Sole Proprietorship'];
const caBox = (e: string) => (['Inc.', 'Ltd.', 'Limited', 'Corporation'].includes(e) ? 'Corporation' : e);

const maple: Layout = {
  name: 'maple_ledger_funding', country: () => 'CA', opts: {},
  draw(c) {
    const { pen, m } = c;
    let y = header(pen, 'MAPLE LEDGER FUNDING', 'Business Financing Application / Demande de financement', '181 Bay St, Suite 1800, Toronto, ON M5J 2T3\n1-866-555-0132 | deals@mapleledger.ca', '#8b1a1a');
    y = bar(pen, c.x, y, c.w, 'SECTION A - BUSINESS', '#8b1a1a');
    const W = [100, 170, 100, 170];
    y = grid(pen, c.x, y, W, [
      ['Legal Name', v('legal_name', m.legal, 3)],
      ['Operating Name (O/A)', v('operating_name', m.dba, 3)],
      ['Legal Structure', { checks: CA_ENTITY_BOXES.map((b) => ({ name: `entity_${b.replace(/ /g, '_')}`, label: b, checked: caBox(m.entity) === b })), span: 3 }],
      ['Business Number (BN)', v('business_number', m.taxId), 'Jurisdiction of Incorp.', v('jurisdiction', m.incState)],
      ['Street Address', v('address', m.street, 3)],
      ['City', v('city', m.city), 'Province', v('province', m.region)],
      ['Postal Code', v('postal_code', m.postal), 'Business Start Date', v('start_date', m.start)],
      ['Telephone', v('phone', m.phone), 'Email', v('email', m.email)],
      ['Nature of Business', v('industry', m.industry), 'Employees', v('employees', m.employees)],
    ], { labelShade: '#f5e9e9', rowH: 17 });
    y = fundingRow(c, y + 8, { title: 'SECTION B - FINANCING REQUEST (CAD)', fill: '#8b1a1a' });
    y = ownersTransposed(c, y + 8, { slots: 3, title: 'SECTION C - PRINCIPALS / SHAREHOLDERS', taxLabel: 'SIN', fill: '#8b1a1a' });
    y = banksTable(c, y + 8, 'SECTION D - BANKING');
    y = advancesTable(c, y + 8, 'SECTION E - EXISTING FINANCING / MCA POSITIONS');
    signatures(c, y + 8);
  },
};

const northbridge: Layout = {
  name: 'northbridge_merchant_capital', country: () => 'CA', opts: { maxOwners: 4 },
  draw(c, r: Rng) {
    const { pen, m } = c;
    let y = header(pen, 'NORTHBRIDGE MERCHANT CAPITAL', 'Merchant Advance Application - Canada', '1055 W Georgia St, Vancouver, BC V6E 3P3\n(604) 555-0178 | submit@northbridgemc.ca', '#0b5345');
    y = bar(pen, c.x, y, c.w, 'COMPANY PROFILE', '#0b5345');
    y = grid(pen, c.x, y, [150, 390], [
      ['Registered Legal Name', v('legal_name', m.legal)], ['Operating As (O/A)', v('operating_as', m.dba)], ['Type of Entity', v('entity_type', m.entity)],
      ['BN / Program Account', v('bn', m.taxId)], ['Head Office Address', v('address', `${m.street}, ${m.city}, ${m.region} ${m.postal}`)],
      ['Date Established', v('start_date', m.start)], ['Industry', v('industry', m.industry)], ['Phone / Email', v('phone_email', `${m.phone} / ${m.email}`)],
      ['Monthly Card Volume (processor)', v('card_volume', `${m.sales} (${m.processor})`)],
    ], { labelShade: '#e3efec', rowH: 16 });
    y = bar(pen, c.x, y + 8, c.w, 'ADVANCE REQUEST', '#0b5345');
    const prev = m.advances[0];
    const rows: Cell[][] = [['', 'Amount', 'Term', '# Payments', 'Payment', 'Frequency'],
      [{ t: 'This Request', bold: true }, v('req_amount', m.amount), v('req_term', m.term), v('req_payments', m.nPmts), v('req_payment', m.payment), v('req_frequency', m.freq)],
      [{ t: 'Previous Advance (renewals only)' }, v('prev_amount', prev ? prev.funded : ''), v('prev_term', prev ? `${r.int(4, 12)} mo` : ''), v('prev_payments', prev ? String(r.int(60, 140)) : ''), v('prev_payment', prev ? prev.payment : ''), v('prev_frequency', prev ? prev.freq : '')]];
    y = grid(pen, c.x, y, [130, 85, 70, 75, 95, 85], rows, { header: true, headerShade: '#cfe3de', rowH: 17 });
    y = ownersTransposed(c, y + 8, { title: 'PRINCIPALS (SIN optional)', fill: '#0b5345', rowH: 15 });
    y = refsTable(c, y + 8);
    const forced = m.locations.length >= 3 ? Math.min(c.bottom, y + 8 + 15 + 18 + 18 * 2 + 1) : c.bottom;
    y = locationsTable({ ...c, bottom: forced }, y + 8, { title: 'LOCATIONS / PREMISES' });
    y = banksTable(c, y + 8, 'BANKING (business accounts)');
    y = advancesTable(c, y + 8, 'OUTSTANDING ADVANCES AND LOANS');
    signatures(c, y + 8);
  },
};

export const LAYOUTS_A: Layout[] = [ledgerline, gridiron, maple, northbridge];
