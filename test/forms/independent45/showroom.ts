// Showroom Floorplan Funding: an auto dealer's application from a lender that also floors inventory. The dealer
// licence, the current floor-plan lender with its line and utilisation, inventory units and costs, auction access,
// the indirect lenders that buy its contracts: large dollar figures everywhere, one of them the request.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, day, money, owners, person, nameText, phone, round } from './data.ts';
import { tradeOf, amountSets, dbaSets, entitySets, freqSets, industrySets, isoStamp, legalSets, merchant, ownerBlock, signatures, startSets, stateSets } from './common.ts';
import type { Trade } from './common.ts';
import type { Sheet } from './sheet.ts';

const FLOORPLAN = ['NextGear Capital', 'AFC (Automotive Finance Corp.)', 'Westlake Flooring Services', 'Kinetic Advantage', 'Car Financial Services', 'Floorplan Xpress'];
const INDIRECT = ['Westlake Financial', 'Credit Acceptance Corp.', 'Consumer Portfolio Services', 'Exeter Finance', 'Ally Financial', 'Santander Consumer USA', 'local credit union'];

// Each trade: the name's stem and the type of business it prints, with the industry id applications.md's rule gives.
const TRADES: readonly Trade[] = [
  ['Midway Motors', 'Used car dealer', 'auto_dealer_used'],
  ['Freedom Auto Sales', 'Buy here pay here lot', 'auto_dealer_used'],
  ['Crossroads Auto Group', 'Pre-owned vehicles (retail)', 'auto_dealer_used'],
  ['Westside Motorcars', 'Auto sales & service', 'auto_dealer_used'],
  ['Capitol City Kia', 'Franchise dealership (Kia)', 'auto_dealer_new'],
  ['Thunder Road Powersports', 'Powersports dealer', 'rv_boat_motorcycle_dealer'],
  ['Budget Wheels', 'Used car dealer', 'auto_dealer_used']];

export async function showroom(s: Sheet, rng: Rng): Promise<void> {
  const os = owners(rng.fork('owners'), ['Dealer Principal', 'President', 'General Manager', 'Member', 'Partner', 'VP / F&I']);
  const m = merchant(rng.fork('merchant'), tradeOf(rng, TRADES), os, [6, 3, 2, 1, 1, 0]);
  const r = rng.fork('trade');
  const amount = round(r.int(30, 500) * 1000, 5000), x = 30, w = 552;
  s.doc.rect(0, 0, 612, 18).fill('#222');
  s.label('SHOWROOM FLOORPLAN FUNDING  ·  Dealer Services Division', x, 5, { size: 7.5, bold: true, color: '#fff' });
  s.label('DEALER CAPITAL APPLICATION', x, 28, { size: 15, bold: true });
  s.label('Working capital for independent and franchised dealers. Complete all sections; incomplete applications delay review.', x, 46, { size: 6.5 });
  isoStamp(s, r, 412, 24);
  let y = 60;
  const head = (t: string): void => { s.band(t, x, y, w, 11, '#444'); y += 11; };
  head('DEALERSHIP');
  y = s.cells(x, y, 21, [{ label: 'Dealership Legal Name', w: 280, value: m.legal, key: 'legal_name', sets: legalSets(m) },
    { label: 'DBA (name on lot sign)', w: 272, value: m.dbaText, key: 'dba', sets: dbaSets(m) }]);
  y = s.cells(x, y, 21, [{ label: 'Federal Tax ID', w: 84, value: m.taxText, key: 'tin', sets: m.taxSets },
    { label: 'Dealer License #', w: 84, value: `${r.pick(['D', 'DLR', 'UD', 'VDL'])}-${r.digits(r.int(5, 7))}`, key: 'dealer_license' },
    { label: 'License Type', w: 96, value: r.pick(['Used Motor Vehicle', 'Retail/Wholesale', 'New & Used', 'Wholesale only']), key: 'license_type' },
    { label: 'Surety Bond #', w: 76, value: `${r.alnum(2)}${r.digits(7)}`, key: 'dealer_bond' },
    { label: 'In Business Since', w: 78, value: m.startText, key: 'since', sets: startSets(m) },
    { label: 'Dealer Type', w: 134, value: m.industryText, key: 'dealer_type', sets: industrySets(m) }]);
  y = s.cells(x, y, 21, [{ label: 'Lot Address', w: 230, value: m.addr.street, key: 'street' }, { label: 'City', w: 120, value: m.addr.city, key: 'city' },
    { label: 'State', w: 50, value: m.addr.state, key: 'state', sets: stateSets(m) }, { label: 'Zip', w: 60, value: m.addr.zip, key: 'zip' },
    { label: 'Phone', w: 92, value: m.phone, key: 'phone' }]);
  s.rect(x, y, w, 14);
  s.label('Business Type:', x + 3, y + 4, { size: 6.5, bold: true });
  s.options(x + 58, y + 3.5, ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor'], m.entity.box, 'entity', entitySets(m));
  s.label('Lot:', x + 380, y + 4, { size: 6.5, bold: true });
  s.options(x + 398, y + 3.5, ['Own', 'Lease'], r.pick(['Own', 'Lease']), 'lot');
  y += 18;
  head('INVENTORY & FLOOR PLAN');
  const units = r.int(12, 180), unitCost = round(r.int(6, 32) * 1000, 100), line = round(units * unitCost * r.float(0.8, 1.3), 25000);
  y = s.cells(x, y, 21, [{ label: 'Units in Inventory', w: 70, value: String(units), key: 'units' }, { label: 'Avg. Unit Cost', w: 80, value: money(unitCost, r), key: 'unit_cost' },
    { label: 'Avg. Days in Stock', w: 70, value: String(r.int(28, 95)), key: 'days' }, { label: 'Retail Units Sold / Month', w: 90, value: String(round(units / r.float(1.5, 3), 1)), key: 'sold' },
    { label: 'Floor Plan Lender', w: 140, value: r.pick(FLOORPLAN), key: 'fp_lender' }, { label: 'Floor Plan Line', w: 102, value: money(line, r), key: 'fp_line' }]);
  y = s.cells(x, y, 21, [{ label: 'Line Utilization', w: 70, value: `${r.int(40, 98)}%`, key: 'util' }, { label: 'Curtailment Terms', w: 120, value: r.pick(['10% at 60 days', '5% every 30 days', 'payoff at 90 days']), key: 'curtail' },
    { label: 'Auction Access #', w: 90, value: `1${r.digits(8)}`, key: 'auction_access' }, { label: 'Primary Auctions', w: 150, value: r.pick(['Manheim, ADESA', 'ACV Auctions, Manheim', 'America\'s AA, OVE', 'ADESA, CarsOnline']), key: 'auctions' },
    { label: 'DMS', w: 122, value: r.pick(['Frazer', 'DealerCenter', 'Dealertrack', 'AutoManager', 'CDK Drive']), key: 'dms' }]);
  y += 4;
  head('RETAIL FINANCING SOURCES (indirect lenders that purchase your contracts)');
  const ind = r.shuffle([...INDIRECT]).slice(0, r.int(2, 4));
  y = s.table(x, y, [{ label: 'Lender', w: 180 }, { label: 'Dealer # with Lender', w: 100 }, { label: 'Contracts / Month', w: 80 }, { label: 'Avg. Monthly Fundings', w: 100 }, { label: 'Dealer Rep', w: 92 }],
    Array.from({ length: 4 }, (_, i) => ind[i] ? [ind[i]!, r.digits(6), String(r.int(2, 40)), money(round(r.int(20, 600) * 1000, 1), r), nameText(person(r), r, false)] : [null, null, null, null, null]), 'indirect', 12);
  y = s.cells(x, y + 4, 21, [{ label: 'BHPH Portfolio (if any): # Accounts', w: 140, value: r.chance(0.4) ? String(r.int(40, 600)) : 'N/A', key: 'bhph_accts' },
    { label: 'Portfolio Balance', w: 110, value: money(round(r.int(100, 2000) * 1000, 1), r), key: 'bhph_bal' },
    { label: 'Avg. Monthly Gross Sales', w: 120, value: money(round(units * unitCost * r.float(0.5, 1.1), 100), r), key: 'gross_sales' },
    { label: 'Avg. Monthly Bank Deposits', w: 182, value: money(round(units * unitCost * r.float(0.4, 0.9), 100), r), key: 'deposits' }]);
  y += 4;
  head('CAPITAL REQUEST');
  const nPay = r.pick([100, 120, 140, 160]), pay = round(amount * r.pick([1.29, 1.35, 1.4]) / nPay, 0.01), freq = r.pick(['Daily', 'Weekly', null]);
  const showPay = r.chance(0.5), showN = r.chance(0.5);
  y = s.cells(x, y, 22, [{ label: 'Requested Advance Amount', w: 130, value: money(amount, r), key: 'requested_amount', sets: amountSets(amount) },
    { label: 'Requested Payment', w: 100, value: showPay ? money(pay, r) : null, key: 'requested_payment', sets: showPay ? { requested_payment: pay } : undefined },
    { label: 'No. of Payments', w: 70, value: showN ? String(nPay) : null, key: 'payments', sets: showN ? { number_of_payments: nPay } : undefined },
    { label: 'Use of Funds', w: 252, value: r.pick(['Pay down floor plan curtailments', 'Buy 15 units at auction for tax season', 'Reconditioning shop equipment', 'Second lot lease deposit']), key: 'use' }]);
  s.rect(x, y, w, 14);
  s.label('Frequency:', x + 3, y + 4, { size: 6.5, bold: true });
  s.options(x + 45, y + 3.5, ['Daily', 'Weekly'], freq, 'frequency', (f) => freqSets(f));
  s.label('Open advances / balance:', x + 160, y + 4, { size: 6.5 });
  s.value(r.chance(0.5) ? `${r.pick(['Byzfunder', 'Velocity Capital', 'CFG Merchant Solutions'])} ${money(round(r.int(10, 120) * 1000, 1), r)}` : 'None', x + 250, y + 1, 300, 12, 'open_adv');
  y += 18;
  head('DEALER PRINCIPAL(S) / GUARANTORS');
  os.forEach((o, i) => { if (y > 690) { s.addPage(); y = 40; } y = ownerBlock(s, rng.fork(`ob${i}`), o, i, x, y, w, { fico: true }) + 3; });
  s.addPage();
  y = 40;
  head('BANK, LANDLORD, REFERENCES');
  y = s.cells(x, y, 21, [{ label: 'Operating Bank', w: 150, value: r.pick(['Comerica Bank', 'Prosperity Bank', 'Old National Bank', 'Associated Bank']), key: 'bank' },
    { label: 'Routing #', w: 100, value: `0${r.digits(8)}`, key: 'routing' }, { label: 'Account #', w: 110, value: r.digits(10), key: 'account' },
    { label: 'Lot Landlord', w: 192, value: `${nameText(person(r), r, false)} ${phone(r)}`, key: 'landlord' }]);
  y = s.cells(x, y, 21, [{ label: 'Trade Reference (wholesaler / transport)', w: 276, value: `${r.pick(['Carvana Wholesale', 'Montway Auto Transport', 'Dent Wizard', 'Reconditioning Plus'])} - ${phone(r)}`, key: 'trade_ref' },
    { label: 'Insurance (garage liability)', w: 276, value: `${r.pick(['Zurich Dealer Services', 'Universal Underwriters', 'Frankenmuth Ins.'])} #${r.digits(8)}`, key: 'garage_ins' }]);
  y += 10;
  signatures(s, r, os, 'Showroom Floorplan Funding, Inc.', x, y, w, day(r, 2025, 2025));
  s.label(`SFF-DCA ${dateText(day(r, 2023, 2024), r)}`, x, 770, { size: 5.5 });
}
