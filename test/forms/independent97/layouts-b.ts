// Layouts 5-7 of set 97: Tabula (US, owners table first, entity check boxes with "Other"), Crosshatch (US, owners as
// "Last, First", zebra rows, frequency check boxes inside the request table), Keystone (US or Canada, country row,
// request without a number of payments, landlord table).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Layout } from './layout.ts';
import { advancesTable, banksTable, header, locationsTable, ownersTransposed, refsTable, signatures, v } from './sections.ts';
import { bar, type Cell, grid } from './table.ts';

const US_BOXES = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor'];
function usBox(e: string): string | null {
  if (e === 'LLC' || e === 'Limited Liability Company') return 'LLC';
  if (e === 'Corporation' || e === 'Inc.' || e === 'C-Corp') return 'Corporation';
  if (e === 'S Corp' || e === 'Partnership') return e;
  if (e.startsWith('Sole')) return 'Sole Proprietor';
  return null;
}

const tabula: Layout = {
  name: 'tabula_funding_group', country: () => 'US', opts: {},
  draw(c) {
    const { pen, m } = c;
    let y = header(pen, 'TABULA FUNDING GROUP', 'Revenue-Based Funding Application', '2200 Ross Ave, Suite 4500, Dallas, TX 75201\n(214) 555-0163 | underwriting@tabulafg.com', '#4a235a');
    y = ownersTransposed(c, y, { title: 'A. OWNER(S) - one column per owner', fill: '#4a235a', nameLabel: 'Owner Name' });
    y = bar(pen, c.x, y + 8, c.w, 'B. BUSINESS', '#4a235a');
    const box = usBox(m.entity);
    y = grid(pen, c.x, y, [96, 174, 96, 174], [
      ['Business Legal Name', v('legal_name', m.legal, 3)], ['DBA', v('dba', m.dba, 3)],
      ['Entity Type', { checks: US_BOXES.map((b) => ({ name: `entity_${b.replace(/ /g, '_')}`, label: b, checked: box === b })), span: 2 }, v('entity_other', box ? '' : `Other: ${m.entity}`)],
      [m.taxLabel, v('tax_id', m.taxId), 'Start Date', v('start_date', m.start)],
      ['Business Address', v('address', m.street, 3)],
      ['City / State / Zip', v('city_state_zip', `${m.city}, ${m.region} ${m.postal}`, 3)],
      ['Business Description', v('industry', m.industry), 'State of Formation', v('formation_state', m.incState)],
      ['Phone', v('phone', m.phone), 'Website', v('website', m.website)],
    ], { labelShade: '#efe6f3', rowH: 17 });
    y = bar(pen, c.x, y + 8, c.w, 'C. FUNDING REQUEST', '#4a235a');
    y = grid(pen, c.x, y, [135, 135, 135, 135], [
      [{ t: 'Requested Amount' }, v('requested_amount', m.amount), { t: 'Payment Frequency' }, v('payment_frequency', m.freq)],
      [{ t: 'Number of Payments' }, v('number_of_payments', m.nPmts), { t: 'Payment Amount' }, v('payment_amount', m.payment)],
      [{ t: 'Use of Proceeds' }, v('use', m.use, 3)],
    ], { labelShade: '#efe6f3', rowH: 17 });
    y = locationsTable(c, y + 8);
    y = banksTable(c, y + 8);
    y = advancesTable(c, y + 8);
    y = refsTable(c, y + 8);
    signatures(c, y + 8);
  },
};

const FREQS = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
const crosshatch: Layout = {
  name: 'crosshatch_capital', country: () => 'US', opts: { lastFirst: true, soleProp: 0.5 },
  draw(c) {
    const { pen, m } = c;
    let y = header(pen, 'CROSSHATCH CAPITAL', 'Merchant Application | ISO Submission Form', '88 Pine St, 9th Floor, New York, NY 10005\n(646) 555-0110 | iso@crosshatchcapital.com', '#333333');
    const z = '#f2f2f2';
    const W = [100, 170, 100, 170];
    y = bar(pen, c.x, y, c.w, 'MERCHANT', '#333333');
    const rows: Cell[][] = [
      ['Legal Entity Name', v('legal_name', m.legal, 3)], ['DBA / Trade Name', v('dba', m.dba, 3)],
      ['Entity', v('entity', m.entity), 'Tax ID', v('tax_id', m.taxId)],
      ['Business Start Date', v('start_date', m.start), 'Years in Business', v('years', m.years)],
      ['Location Address', v('address', m.street, 3)],
      ['City', v('city', m.city), 'State / Zip', v('state_zip', `${m.region} ${m.postal}`)],
      ['Industry', v('industry', m.industry), 'Own / Rent', v('own_rent', m.locations.find((l) => l.primary)!.tenure === 'Own' ? 'Own' : 'Rent')],
      ['Monthly Revenue', v('revenue', m.sales), 'Employees', v('employees', m.employees)],
    ];
    y = grid(pen, c.x, y, W, rows.map((r, i) => (i % 2 ? r.map((x) => (typeof x === 'string' ? { t: x, shade: z } : x)) : r)), { labelShade: '#e0e0e0', rowH: 17 });
    y = bar(pen, c.x, y + 8, c.w, 'REQUEST', '#333333');
    y = grid(pen, c.x, y, [110, 90, 110, 230], [
      ['Amount Requested', '# of Payments', 'Est. Payment', 'Payment Frequency'],
      [v('amount', m.amount), v('payments', m.nPmts), v('payment', m.payment), { checks: FREQS.map((f) => ({ name: `freq_${f.replace('-', '')}`, label: f, checked: m.freq === f })) }],
    ], { header: true, headerShade: '#d0d0d0', rowH: 18 });
    y = ownersTransposed(c, y + 8, { title: 'OWNERS', fill: '#333333', nameLabel: 'Name (Last, First)', slots: m.owners.length < 2 ? 2 : undefined });
    y = advancesTable(c, y + 8, 'OPEN POSITIONS');
    y = banksTable(c, y + 8, 'DEPOSITORY ACCOUNTS');
    y = bar(pen, c.x, y + 8, c.w, 'ISO / BROKER USE ONLY', '#777777');
    y = grid(pen, c.x, y, [100, 170, 100, 170], [['ISO Rep', v('iso_rep', m.iso.name), 'ISO ID', v('iso_id', m.iso.id)], ['Rep Phone', v('iso_phone', m.iso.phone), 'Rep Email', v('iso_email', `${m.iso.email}crosshatchcapital.com`)]], { labelShade: '#e0e0e0', rowH: 16 });
    signatures(c, y + 8);
  },
};

const keystone: Layout = {
  name: 'keystone_ledger_advance', country: (r) => (r.chance(0.45) ? 'CA' : 'US'), opts: { maxOwners: 3 }, omit: ['number_of_payments'],
  draw(c, r: Rng) {
    const { pen, m } = c;
    const ca = m.country === 'CA';
    let y = header(pen, 'KEYSTONE LEDGER ADVANCE', 'Cross-Border Merchant Funding Application (US / Canada)', 'Keystone Ledger Advance Inc. | Buffalo, NY & Toronto, ON\n1-888-555-0190 | files@keystoneledger.com', '#1c4587');
    y = bar(pen, c.x, y, c.w, 'BUSINESS PROFILE', '#1c4587');
    y = grid(pen, c.x, y, [160, 380], [
      ['Legal Name of Business', v('legal_name', m.legal)], [ca ? 'Operating Name' : 'DBA', v('dba', m.dba)], ['Form of Organization', v('entity', m.entity)],
      [ca ? 'Business Number (BN)' : m.taxLabel, v('tax_id', m.taxId)], ['Street Address', v('street', m.street)], ['City', v('city', m.city)],
      [ca ? 'Province' : 'State', v('region', m.region)], [ca ? 'Postal Code' : 'Zip Code', v('postal', m.postal)], ['Country', v('country', ca ? 'Canada' : 'United States')],
      ['Business Inception Date', v('start_date', m.start)], ['Products / Services Sold', v('industry', m.industry)], ['Phone / Email', v('phone_email', `${m.phone} / ${m.email}`)],
    ], { labelShade: '#e4ebf7', rowH: 15.5 });
    y = bar(pen, c.x, y + 8, c.w, 'FUNDING REQUEST', '#1c4587');
    y = grid(pen, c.x, y, [135, 135, 135, 135], [['Amount', 'Term', 'Payment', 'Frequency'], [v('amount', m.amount), v('term', m.term), v('payment', m.payment), v('frequency', m.freq)]],
      { header: true, headerShade: '#cdd9ee', rowH: 18 });
    y = ownersTransposed(c, y + 8, { title: 'OWNERSHIP', fill: '#1c4587', slots: 3 });
    const l = m.locations.find((x) => x.primary)!;
    y = bar(pen, c.x, y + 8, c.w, 'LANDLORD / MORTGAGE', '#1c4587');
    y = grid(pen, c.x, y, [135, 135, 135, 135], [['Landlord / Mortgage Co.', 'Contact', 'Phone', 'Monthly Rent / Mortgage'],
      [v('landlord', l.tenure === 'Own' ? `${r.pick(['Chase', 'RBC', 'TD'])} Mortgage` : l.landlord), v('landlord_contact', `${r.pick(['Dana', 'Ravi', 'Luc', 'Megan'])} ${r.pick(['Wolfe', 'Singh', 'Bouchard', 'Hart'])}`), v('landlord_phone', `(${r.int(201, 905)}) 555-0${r.digits(3)}`), v('rent', l.rent)]],
    { header: true, headerShade: '#cdd9ee', rowH: 17 });
    y = locationsTable(c, y + 8, { title: 'OTHER LOCATIONS / STORES (including the above)' });
    y = advancesTable(c, y + 8, 'EXISTING FUNDING');
    y = banksTable(c, y + 8, 'BANKING');
    signatures(c, y + 8);
  },
};

export const LAYOUTS_B: Layout[] = [tabula, crosshatch, keystone];
