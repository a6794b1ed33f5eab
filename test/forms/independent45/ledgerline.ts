// Ledgerline Receivables: a combined invoice-factoring and working-capital application. The account debtors (names,
// addresses, amounts owed), the A/R aging with its 30/60/90 buckets and the factor's fee put dozens of amounts and
// company names on the page; only the advance's own line is the request.
import type { Rng } from '../../statements/generator/prng.ts';
import { CITIES, dateText, day, money, owners, person, nameText, phone, place, round, usd } from './data.ts';
import { tradeOf, amountSets, dbaSets, entitySets, industrySets, legalSets, merchant, ownerBlock, signatures, startSets, stateSets } from './common.ts';
import type { Trade } from './common.ts';
import type { Sheet } from './sheet.ts';

const DEBTORS = ['Kroger Co.', 'Sysco Corporation', 'US Foods Inc.', 'Amazon.com Services LLC', 'Caterpillar Inc.', 'Tyson Foods Inc.', 'Lowe\'s Home Centers LLC',
  'Aramark Uniform Services', 'Compass Group USA', 'Honeywell International', 'John Deere Harvester Works', 'Ascension Health', 'Cardinal Glass Industries',
  'Performance Food Group', 'Whirlpool Corporation'];
const FACTORS = ['Altline Factoring', 'Crestmark Bank', 'Marquette Commercial Finance', 'Porter Capital', 'Riviera Finance', 'Bibby Financial Services'];

// Each trade: the name's stem and the type of business it prints, with the industry id applications.md's rule gives.
const TRADES: readonly Trade[] = [
  ['Harbor Point Supply', 'Industrial supplier (MRO)', 'wholesale_distribution'],
  ['Keystone Staffing Solutions', 'Staffing agency (light industrial)', 'staffing_agency'],
  ['Midland Fabricators', 'Metal fabrication', 'manufacturing'],
  ['Crescent Janitorial', 'Janitorial services - commercial', 'cleaning_services'],
  ['Pinnacle Foodservice', 'Wholesale food distributor', 'wholesale_distribution'],
  ['Great Lakes Industrial', 'Industrial supplier (MRO)', 'wholesale_distribution'],
  ['Tri-State Logistics', 'Freight broker / 3PL', 'freight_logistics'],
  ['Brightway Building Services', 'Commercial cleaning contractor', 'cleaning_services']];

export async function ledgerline(s: Sheet, rng: Rng): Promise<void> {
  const os = owners(rng.fork('owners'), ['CEO', 'President', 'COO', 'Managing Member', 'Member', 'CFO']);
  const m = merchant(rng.fork('merchant'), tradeOf(rng, TRADES), os, [5, 4, 2, 0.5, 1, 0.5]);
  const r = rng.fork('trade');
  const amount = round(r.int(20, 400) * 1000, 1000), x = 28, w = 556;
  s.label('LEDGERLINE', x, 24, { size: 20, bold: true, color: '#0b5d4b' });
  s.label('RECEIVABLES & ADVANCE', x + 142, 31, { size: 9, bold: true, color: '#0b5d4b' });
  s.label('Combined Application: Invoice Factoring Facility + Working Capital Advance', x, 47, { size: 7.5 });
  s.label('Ledgerline Receivables, LLC  |  900 Lakeshore Plaza, Ste 12, Cleveland, OH 44114  |  newclients@ledgerline.example', x, 57, { size: 6 });
  s.label(`Application No. LR-${r.digits(6)}`, x + 440, 28, { size: 7 });
  s.label(`Received: ${dateText(day(r, 2025, 2025), r)}`, x + 440, 38, { size: 7 });
  let y = 70;
  s.band('1. CLIENT (SELLER) INFORMATION', x, y, w, 11, '#0b5d4b'); y += 11;
  y = s.cells(x, y, 21, [
    { label: 'Client Legal Name', w: 300, value: m.legal, key: 'legal_name', sets: legalSets(m) },
    { label: 'Trade Name (if different)', w: 256, value: m.dbaText, key: 'trade_name', sets: dbaSets(m) }]);
  y = s.cells(x, y, 21, [
    { label: 'Federal Tax ID', w: 100, value: m.taxText, key: 'tax_id', sets: m.taxSets },
    { label: 'Date Business Started', w: 100, value: m.startText, key: 'started', sets: startSets(m) },
    { label: 'Industry / Products Sold', w: 200, value: m.industryText, key: 'industry', sets: industrySets(m) },
    { label: 'Employees', w: 56, value: String(r.int(3, 140)), key: 'employees' }, { label: 'Phone', w: 100, value: m.phone, key: 'phone' }]);
  y = s.cells(x, y, 21, [
    { label: 'Street Address', w: 230, value: m.addr.street, key: 'street' }, { label: 'City', w: 126, value: m.addr.city, key: 'city' },
    { label: 'State', w: 50, value: m.addr.state, key: 'state', sets: stateSets(m) }, { label: 'Zip', w: 60, value: m.addr.zip, key: 'zip' },
    { label: 'Own / Lease Premises', w: 90, value: r.pick(['Lease', 'Own', 'Rent']), key: 'premises' }]);
  s.rect(x, y, w, 14);
  s.label('Form of Business:', x + 3, y + 4, { size: 6.5, bold: true });
  s.options(x + 70, y + 3.5, ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'LP'], m.entity.box, 'entity', entitySets(m));
  y += 18;
  s.band('2. FACTORING FACILITY', x, y, w, 11, '#0b5d4b'); y += 11;
  const volume = round(r.int(60, 900) * 1000, 1000), fee = r.pick([1.25, 1.5, 1.75, 2, 2.5, 3]);
  const prior = r.chance(0.5);
  y = s.cells(x, y, 21, [
    { label: 'Est. Monthly Invoice Volume', w: 110, value: money(volume, r), key: 'volume' },
    { label: 'Average Invoice Size', w: 90, value: money(round(volume / r.int(12, 80), 1), r), key: 'avg_invoice' },
    { label: 'Standard Terms', w: 70, value: r.pick(['Net 30', 'Net 45', 'Net 60', '2/10 Net 30']), key: 'terms' },
    { label: "Factor's Fee (per 30 days)", w: 96, value: `${fee}%`, key: 'factor_fee' },
    { label: 'Advance Rate', w: 60, value: `${r.pick([75, 80, 85, 90])}%`, key: 'advance_rate' },
    { label: 'Reserve', w: 50, value: `${r.pick([10, 15, 20])}%`, key: 'reserve' },
    { label: 'Min. Monthly Volume', w: 80, value: usd(round(volume / 4, 1000)), key: 'min_volume' }]);
  y = s.cells(x, y, 21, [
    { label: 'Previously factored? With whom:', w: 200, value: prior ? r.pick(FACTORS) : 'No', key: 'prior_factor' },
    { label: 'Termination / Buyout Amount', w: 120, value: prior ? money(round(r.int(10, 200) * 1000, 1), r) : null, key: 'buyout' },
    { label: 'UCC-1 Filed By (secured party)', w: 236, value: r.chance(0.5) ? r.pick(['Wells Fargo Bank, N.A.', 'Corporation Service Company, as Rep.', 'First Merchants Bank', 'Kapitus Servicing']) : null, key: 'ucc' }]);
  y += 4;
  s.band('3. ACCOUNT DEBTORS (CUSTOMERS) - list your largest', x, y, w, 11, '#0b5d4b'); y += 11;
  const debtors = r.shuffle([...DEBTORS]).slice(0, r.int(3, 6));
  const owed = debtors.map(() => round(r.int(4, 180) * 1000 + r.int(0, 999), 0.01));
  y = s.table(x, y, [{ label: 'Customer / Account Debtor', w: 150 }, { label: 'Billing Address', w: 178 }, { label: 'A/P Contact & Phone', w: 120 }, { label: 'Amount Owed', w: 62 }, { label: 'Terms', w: 46 }],
    Array.from({ length: 6 }, (_, i) => {
      const d = debtors[i];
      if (!d) return [null, null, null, null, null];
      const p = place(r, r.pick(CITIES));
      return [d, `${p.street}, ${p.city}, ${p.state} ${p.zip}`, `${person(r).last} ${phone(r)}`, money(owed[i]!, r), r.pick(['Net 30', 'Net 45', 'Net 60'])];
    }), 'debtor', 12);
  y += 6;
  s.band('4. ACCOUNTS RECEIVABLE AGING (as of last month end)', x, y, w, 11, '#0b5d4b'); y += 11;
  const aging = debtors.map((d, i) => {
    const t = owed[i]!, a = round(t * r.float(0.3, 0.7), 0.01), b = round((t - a) * r.float(0.3, 0.8), 0.01), c = round((t - a - b) * r.float(0, 0.7), 0.01);
    return [d, a, b, c, round(t - a - b - c, 0.01), t] as const;
  });
  const sum = (k: number): number => round(aging.reduce((s2, row) => s2 + (row[k] as number), 0), 0.01);
  const fmt = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  y = s.table(x, y, [{ label: 'Debtor', w: 156 }, { label: 'Current (0-30)', w: 80 }, { label: '31-60 Days', w: 80 }, { label: '61-90 Days', w: 80 }, { label: 'Over 90', w: 80 }, { label: 'Total', w: 80 }],
    [...aging.map((a) => [a[0], fmt(a[1]), fmt(a[2]), fmt(a[3]), fmt(a[4]), fmt(a[5])]), ['TOTALS', fmt(sum(1)), fmt(sum(2)), fmt(sum(3)), fmt(sum(4)), fmt(sum(5))]], 'aging', 12);
  y += 6;
  s.band('5. WORKING CAPITAL ADVANCE', x, y, w, 11, '#0b5d4b'); y += 11;
  y = s.cells(x, y, 22, [
    { label: 'Advance Amount Requested', w: 130, value: money(amount, r), key: 'advance_requested', sets: amountSets(amount) },
    { label: 'Avg. Monthly Bank Deposits', w: 120, value: money(round(volume * r.float(0.8, 1.2), 100), r), key: 'deposits' },
    { label: 'Use of Proceeds', w: 306, value: r.pick(['Inventory for Q4 orders', 'Payroll gap on Net 60 customers', 'New forklift and racking', 'Buy out prior factor']), key: 'use' }]);
  y = s.cells(x, y, 21, [
    { label: 'Open Advances / Loans (Funder)', w: 200, value: r.chance(0.6) ? r.pick(['OnDeck', 'Rapid Finance', 'Credibly', 'BlueVine LOC']) : 'None', key: 'open_funder' },
    { label: 'Balance', w: 100, value: money(round(r.int(5, 120) * 1000, 100), r), key: 'open_balance' },
    { label: 'Payment', w: 100, value: money(round(r.int(150, 2500), 1), r), key: 'open_payment' },
    { label: 'Bank Name', w: 156, value: r.pick(['KeyBank', 'Huntington Bank', 'Chase', 'US Bank']), key: 'bank' }]);
  s.addPage();
  s.label('LEDGERLINE RECEIVABLES & ADVANCE  -  page 2', x, 28, { size: 8, bold: true, color: '#0b5d4b' });
  y = 42;
  s.band('6. PRINCIPALS / GUARANTORS', x, y, w, 11, '#0b5d4b'); y += 11;
  os.forEach((o, i) => { y = ownerBlock(s, rng.fork(`ob${i}`), o, i, x, y, w, { fico: i % 2 === 0 }) + 4; });
  y += 4;
  s.band('7. ACCOUNTANT & PARENT / AFFILIATED COMPANIES', x, y, w, 11, '#0b5d4b'); y += 11;
  y = s.cells(x, y, 21, [
    { label: 'Outside Accountant', w: 180, value: `${nameText(person(r), r, false)}, CPA`, key: 'cpa' }, { label: 'Accountant Phone', w: 100, value: phone(r), key: 'cpa_phone' },
    { label: 'Parent / Affiliated Company', w: 276, value: r.chance(0.5) ? `${m.legal.split(' ')[0]} Holdings Group, Inc.` : 'None', key: 'affiliate' }]);
  y += 6;
  s.para('NOTIFICATION AND VERIFICATION. Client understands that Ledgerline may verify invoices directly with account debtors and may require that account debtors be instructed to remit payment to a lockbox controlled by Ledgerline. The factoring facility and the working capital advance are separate transactions; approval of one does not obligate Ledgerline to approve the other.', x, y, w);
  y = s.doc.y + 8;
  signatures(s, r, os, 'Ledgerline Receivables, LLC', x, y, w, day(r, 2025, 2025));
}
