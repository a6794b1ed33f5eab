// Last Call Capital: a licensed-beverage merchant application (bar, nightclub, liquor store). The liquor licence,
// its holder of record (often a manager, not an owner), the distributors with their account numbers and monthly
// purchases, the processor's MID: trade detail around a short owners' table. Fillable fields are named Text1...
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, day, money, owners, person, nameText, phone, round } from './data.ts';
import { amountSets, dbaSets, entitySets, freqSets, industrySets, isoStamp, legalSets, merchant, ownerTable, signatures, startSets, stateSets } from './common.ts';
import type { Sheet } from './sheet.ts';

const BAR: readonly (readonly [string, string])[] = [['Sports bar', 'bar_nightclub'], ['Cocktail lounge', 'bar_nightclub'], ['Nightclub / live music', 'bar_nightclub'], ['Neighborhood tavern', 'bar_nightclub']];
const STORE: readonly (readonly [string, string])[] = [['Liquor store', 'liquor_store'], ['Wine shop & tasting room', 'liquor_store'], ['Package store', 'liquor_store']];
const BAR_BASES = ['The Rusty Anchor', 'Copper Still Lounge', 'Neon Moose Tavern', 'Velvet Room', 'Back Forty Sports Grill', 'Blue Note Social Club'];
const STORE_BASES = ['Corner Cork Wines', 'Top Shelf Spirits', 'Main Street Package', 'Bottle & Barrel Liquors', 'Grape Expectations Wine'];
const DISTRIBUTORS = ["Southern Glazer's Wine & Spirits", 'Republic National Distributing', 'Breakthru Beverage Group', 'Johnson Brothers Liquor Co.',
  'Reyes Beer Division', 'Silver Eagle Distributors', 'Fedway Associates', 'Allied Beverage Group'];

export async function lastcall(s: Sheet, rng: Rng): Promise<void> {
  const store = rng.chance(0.4);
  const os = owners(rng.fork('owners'), ['Owner', 'Managing Member', 'President', 'Member', 'Partner', 'Secretary']);
  const m = merchant(rng.fork('merchant'), [rng.pick(store ? STORE_BASES : BAR_BASES), ...rng.pick(store ? STORE : BAR)], os, [6, 3, 1, 1, 1, 0]);
  const r = rng.fork('trade');
  const amount = round(r.int(10, 250) * 1000, 500), x = 30, w = 552;
  s.label('LAST CALL', x, 24, { size: 22, bold: true, color: '#7a1020' });
  s.label('CAPITAL', x + 130, 31, { size: 12, bold: true });
  s.label('Licensed Beverage Merchant Funding Application (On-Premise & Off-Premise Retailers)', x, 50, { size: 7.5 });
  isoStamp(s, r, 412, 22);
  let y = 62;
  const head = (t: string): void => { s.doc.rect(x, y, w, 10).fill('#7a1020'); s.label(t, x + 4, y + 2, { size: 6.8, bold: true, color: '#fff' }); y += 10; };
  head('BUSINESS');
  y = s.cells(x, y, 20, [{ label: 'Business Legal Name', w: 290, value: m.legal, key: 'legal', sets: legalSets(m) },
    { label: 'Doing Business As', w: 262, value: m.dbaText, key: 'dba', sets: dbaSets(m) }]);
  y = s.cells(x, y, 20, [{ label: 'Premises Address', w: 236, value: m.addr.street, key: 'street' }, { label: 'City', w: 120, value: m.addr.city, key: 'city' },
    { label: 'State', w: 46, value: m.addr.state, key: 'state', sets: stateSets(m) }, { label: 'Zip', w: 60, value: m.addr.zip, key: 'zip' },
    { label: 'Phone', w: 90, value: m.phone, key: 'phone' }]);
  y = s.cells(x, y, 20, [{ label: 'Tax ID #', w: 100, value: m.taxText, key: 'tax', sets: m.taxSets },
    { label: 'Date Opened', w: 90, value: m.startText, key: 'opened', sets: startSets(m) },
    { label: 'Type of Establishment', w: 160, value: m.industryText, key: 'type', sets: industrySets(m) },
    { label: store ? 'Sq. Ft.' : 'Capacity (occupancy)', w: 80, value: String(store ? r.int(1200, 9000) : r.int(49, 450)), key: 'capacity' },
    { label: 'Website', w: 122, value: m.web, key: 'web' }]);
  s.rect(x, y, w, 13);
  s.label('Entity:', x + 3, y + 3.5, { size: 6.5, bold: true });
  s.options(x + 32, y + 3, ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor'], m.entity.box, 'entity', entitySets(m));
  s.label('Premises:', x + 360, y + 3.5, { size: 6.5, bold: true });
  s.options(x + 400, y + 3, ['Own', 'Lease'], r.pick(['Own', 'Lease', 'Lease']), 'premises');
  y += 17;
  head('LIQUOR LICENSE');
  const holder = person(r);
  const holderIsOwner = r.chance(0.35);
  y = s.cells(x, y, 20, [{ label: 'State / Local License #', w: 120, value: `${m.addr.state}-${r.pick(['RL', 'PS', 'CL', 'BW'])}-${r.digits(6)}`, key: 'lic' },
    { label: 'License Type', w: 150, value: store ? r.pick(['Package Store (off-premise)', 'Class A Retail', 'Off-Sale Liquor']) : r.pick(['Full Liquor On-Premise', 'Beer & Wine On-Premise', 'Class C Tavern', '4COP Quota']), key: 'lic_type' },
    { label: 'Issued', w: 70, value: dateText(day(r, 2010, 2023), r), key: 'lic_issued' }, { label: 'Expires', w: 70, value: dateText(day(r, 2025, 2027), r), key: 'lic_exp' },
    { label: 'Issuing Agency', w: 142, value: r.pick(['State ABC Commission', 'Liquor Control Board', 'Dept. of Revenue - ATC', 'City Licensing Div.']), key: 'agency' }]);
  y = s.cells(x, y, 20, [{ label: 'License Holder of Record (individual named on license)', w: 200, value: holderIsOwner ? os[0]!.name : nameText(holder, r, false), key: 'holder' },
    { label: 'Holder Title', w: 110, value: holderIsOwner ? os[0]!.title : r.pick(['General Manager', 'Licensed Manager', 'Agent']), key: 'holder_title' },
    { label: 'Violations last 3 yrs?', w: 90, value: r.pick(['None', 'None', '1 - sale to minor (2022)']), key: 'violations' },
    { label: 'Dram Shop Insurer', w: 152, value: r.pick(['Markel', 'Founders Insurance', 'Kinsale', 'Atlantic Casualty']), key: 'dram' }]);
  y += 4;
  head('DISTRIBUTORS / SUPPLIERS (beer, wine, spirits)');
  const ds = r.shuffle([...DISTRIBUTORS]).slice(0, r.int(2, 4));
  y = s.table(x, y, [{ label: 'Distributor', w: 190 }, { label: 'Account #', w: 90 }, { label: 'Sales Rep', w: 110 }, { label: 'Avg. Monthly Purchases', w: 90 }, { label: 'Terms', w: 72 }],
    Array.from({ length: 4 }, (_, i) => ds[i] ? [ds[i]!, r.digits(7), nameText(person(r), r, false), money(round(r.int(2, 45) * 1000, 10), r), r.pick(['COD', 'Net 15', 'EFT 30', 'Net 30'])] : [null, null, null, null, null]), 'dist', 12);
  y += 4;
  head('SALES & PROCESSING');
  y = s.cells(x, y, 20, [{ label: 'Avg. Monthly Gross Sales', w: 110, value: money(round(r.int(25, 400) * 1000, 100), r), key: 'sales' },
    { label: '% Alcohol / % Food', w: 80, value: store ? '95 / 5' : `${r.int(55, 90)} / ${r.int(5, 40)}`, key: 'mix' },
    { label: 'Avg. Monthly Card Volume', w: 110, value: money(round(r.int(15, 300) * 1000, 100), r), key: 'cards' },
    { label: 'Card Processor', w: 110, value: r.pick(['Toast Payments', 'Square', 'Heartland', 'Clover / Fiserv', 'Worldpay']), key: 'processor' },
    { label: 'Merchant ID (MID)', w: 122, value: r.digits(r.int(12, 15)), key: 'mid' }]);
  y = s.cells(x, y, 20, [{ label: 'Landlord', w: 190, value: `${nameText(person(r), r, false)} / ${r.pick(['Brixmor', 'Kimco Realty', 'private owner'])}`, key: 'landlord' },
    { label: 'Landlord Phone', w: 100, value: phone(r), key: 'landlord_phone' }, { label: 'Monthly Rent', w: 90, value: money(round(r.int(1500, 14000), 50), r), key: 'rent' },
    { label: 'Lease Expires', w: 172, value: dateText(day(r, 2026, 2034), r), key: 'lease_exp' }]);
  y += 4;
  head('FUNDING REQUEST');
  const freq = r.pick(['Daily', 'Weekly', null]);
  const nPay = r.pick([120, 150, 180, 26, 40]), pay = round(amount * r.pick([1.3, 1.35, 1.4]) / nPay, 0.01);
  const showPay = r.chance(0.5);
  y = s.cells(x, y, 21, [{ label: 'Requested Advance', w: 120, value: money(amount, r), key: 'requested', sets: amountSets(amount) },
    { label: 'Desired Payment', w: 100, value: showPay ? money(pay, r) : null, key: 'payment', sets: showPay ? { requested_payment: pay } : undefined },
    { label: 'Use of Funds', w: 332, value: r.pick(['Patio build-out before summer', 'Inventory for holiday season', 'New walk-in cooler and draft system', 'Licence renewal and back taxes']), key: 'use' }]);
  s.rect(x, y, w, 13);
  s.label('Payment schedule:', x + 3, y + 3.5, { size: 6.5, bold: true });
  s.options(x + 70, y + 3, ['Daily', 'Weekly'], freq, 'sched', (f) => freqSets(f));
  s.label('Current advance balances (funder / balance):', x + 200, y + 3.5, { size: 6.5 });
  s.value(r.chance(0.6) ? `${r.pick(['Yellowstone Capital', 'Everest Business Funding', 'Mantis Funding', 'Libertas'])} / ${money(round(r.int(5, 80) * 1000, 1), r)}` : 'none', x + 350, y + 0.5, 200, 12, 'current_adv');
  y += 17;
  head('OWNERS (100% of ownership must be listed)');
  y = ownerTable(s, rng.fork('ot'), os, x, y, w, Math.max(3, os.length)) + 6;
  y = s.cells(x, y, 20, [{ label: 'Bank', w: 160, value: r.pick(['TD Bank', 'Citizens Bank', 'Truist', 'BankFinancial']), key: 'bank' },
    { label: 'Routing', w: 100, value: `0${r.digits(8)}`, key: 'routing' }, { label: 'Account', w: 100, value: r.digits(10), key: 'account' },
    { label: 'Years with bank', w: 60, value: String(r.int(1, 15)), key: 'bank_years' }, { label: 'Owner cell for verification', w: 132, value: os[0]!.cell, key: 'verify_cell' }]);
  s.addPage();
  s.label('LAST CALL CAPITAL  -  Authorization', x, 30, { size: 9, bold: true, color: '#7a1020' });
  s.para('The Merchant represents that its liquor license is in good standing and is not subject to any pending suspension, revocation, transfer or sale, and will notify Last Call Capital within five business days of any notice of violation from the licensing authority. Merchant acknowledges that the license holder of record named above, if not an owner, is not a guarantor.', x, 46, w, 6.2);
  signatures(s, r, os, 'Last Call Capital', x, s.doc.y + 10, w, day(r, 2025, 2025));
}
