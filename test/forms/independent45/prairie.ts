// Prairie Harvest Advance: a farm operator's application. Acres owned and leased, the landowner and the cash rent, a
// crop plan with yields and contract buyers, the co-op, the USDA FSA loan and the Farm Credit operating line, the
// spouse who is not an owner: a page of ag numbers around one requested advance.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, day, iso, money, nameSets, owners, person, nameText, phone, round } from './data.ts';
import { tradeOf, amountSets, dbaSets, entitySets, freqSets, industrySets, legalSets, merchant, signatures, startSets, stateSets } from './common.ts';
import type { Trade } from './common.ts';
import type { Sheet } from './sheet.ts';

const CROPS = ['Corn', 'Soybeans', 'Winter Wheat', 'Grain Sorghum', 'Alfalfa Hay', 'Cotton', 'Sunflowers', 'Apples', 'Sugar Beets'];
const BUYERS = ['ADM Grain - Decatur', 'Cargill AgHorizons', 'CHS Inc.', 'Bunge North America', 'Scoular Co.', 'Local elevator (cash sale)', 'Andersons Inc.'];
const COOPS = ['Heartland Co-op', 'Farmers Cooperative Co.', 'Dairy Farmers of America', 'Land O\'Lakes', 'Ag Partners Cooperative', 'MFA Incorporated'];

// Each trade: the name's stem and the type of business it prints, with the industry id applications.md's rule gives.
const TRADES: readonly Trade[] = [
  ['Cottonwood Creek Farms', 'Row crop farm (corn / soybeans)', 'agriculture'],
  ['Hollister Family Dairy', 'Dairy farm', 'agriculture'],
  ['Bluestem Cattle Company', 'Cattle ranch (cow-calf)', 'agriculture'],
  ['Sunny Slope Orchards', 'Apple orchard & packing', 'agriculture'],
  ['Prairie Wind Acres', 'Wheat and sorghum farming', 'agriculture'],
  ['Twin Silo Farms', 'Row crop farm (corn / soybeans)', 'agriculture'],
  ['Red Barn Growers', 'Greenhouse - bedding plants', 'agriculture'],
  ['Dry Fork Ranch', 'Cattle ranch (cow-calf)', 'agriculture']];

export async function prairie(s: Sheet, rng: Rng): Promise<void> {
  const os = owners(rng.fork('owners'), ['Owner / Operator', 'Partner', 'Member', 'Co-Operator', 'President']);
  const m = merchant(rng.fork('merchant'), tradeOf(rng, TRADES), os, [3, 1, 1, 3, 4, 0.5]);
  const r = rng.fork('trade');
  const amount = round(r.int(20, 300) * 1000, 5000), x = 34, w = 544;
  s.doc.lineWidth(2).strokeColor('#5a3e1b').rect(x, 24, w, 44).stroke();
  s.label('PRAIRIE HARVEST ADVANCE', x + 10, 30, { size: 16, bold: true, color: '#5a3e1b' });
  s.label('Farm & Ranch Operator Application - Advance Against Future Crop and Livestock Sales', x + 10, 49, { size: 7.5 });
  s.label('Office: 77 Elevator Rd, Hastings, NE 68901   Toll-free (800) 555-0143', x + 10, 58, { size: 6 });
  s.label(`Field Rep: ${nameText(person(r), r, false)}`, x + 380, 30, { size: 7 });
  s.label(`Territory: ${r.pick(['Central Plains', 'Corn Belt East', 'Delta', 'Mountain West'])}`, x + 380, 40, { size: 7 });
  let y = 76;
  const sect = (t: string): void => { s.label(t, x, y, { size: 8, bold: true, color: '#5a3e1b' }); s.line(x, y + 10, x + w, y + 10, 1); y += 13; };
  sect('A. OPERATION');
  y = s.cells(x, y, 21, [
    { label: 'Legal Name of Operation (individual, partnership or entity)', w: 290, value: m.legal, key: 'legal', sets: legalSets(m) },
    { label: 'Farm Name / DBA', w: 254, value: m.dbaText, key: 'farm_name', sets: dbaSets(m) }]);
  y = s.cells(x, y, 21, [
    { label: m.entity.id === 'sole_proprietorship' ? 'SSN or EIN' : 'EIN', w: 100, value: m.taxText, key: 'ein', sets: m.taxSets },
    { label: 'Began Farming (date)', w: 100, value: m.startText, key: 'began', sets: startSets(m) },
    { label: 'Type of Operation', w: 200, value: m.industryText, key: 'type', sets: industrySets(m) },
    { label: 'FSA Farm # / Tract #', w: 144, value: `${r.int(1000, 9999)} / T${r.int(100, 9999)}`, key: 'fsa_farm' }]);
  y = s.cells(x, y, 21, [
    { label: 'Headquarters Address (911 address, not P.O. Box)', w: 220, value: m.addr.street, key: 'street' }, { label: 'City', w: 110, value: m.addr.city, key: 'city' },
    { label: 'County', w: 84, value: r.pick(['Adams', 'Hall', 'Buffalo', 'Clay', 'Kearney', 'Phelps']), key: 'county' },
    { label: 'State', w: 50, value: m.addr.state, key: 'state', sets: stateSets(m) }, { label: 'Zip', w: 80, value: m.addr.zip, key: 'zip' }]);
  s.rect(x, y, w, 14);
  s.label('Organized as:', x + 3, y + 4, { size: 6.5, bold: true });
  s.options(x + 55, y + 3.5, ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S-Corp', 'LP'], m.entity.box, 'entity', entitySets(m));
  s.label(`Phone: `, x + 400, y + 4, { size: 6.5 });
  s.value(m.phone, x + 425, y + 1, 118, 12, 'phone');
  y += 20;
  sect('B. LAND');
  const owned = r.int(0, 1200), leased = r.int(80, 2400);
  y = s.cells(x, y, 21, [
    { label: 'Acres Owned', w: 70, value: owned.toLocaleString('en-US'), key: 'acres_owned' }, { label: 'Acres Leased / Rented', w: 80, value: leased.toLocaleString('en-US'), key: 'acres_leased' },
    { label: 'Total Tillable Acres', w: 80, value: (owned + leased).toLocaleString('en-US'), key: 'acres_total' }, { label: 'Irrigated Acres', w: 70, value: String(r.int(0, leased)), key: 'irrigated' },
    { label: 'Principal Landowner / Landlord', w: 144, value: nameText(person(r), r, false), key: 'landowner' }, { label: 'Cash Rent ($/acre)', w: 100, value: `$${r.int(140, 320)}/ac`, key: 'cash_rent' }]);
  y += 6;
  sect(`C. ${r.int(2025, 2026)} CROP & LIVESTOCK PLAN`);
  const crops = r.shuffle([...CROPS]).slice(0, r.int(2, 4));
  y = s.table(x, y, [{ label: 'Crop / Livestock', w: 100 }, { label: 'Acres / Head', w: 70 }, { label: 'Expected Yield', w: 80 }, { label: 'Price / Unit', w: 70 }, { label: 'Expected Gross', w: 84 }, { label: 'Contracted To (Buyer)', w: 140 }],
    [...crops.map((c) => { const a = r.int(40, 900), yl = r.int(35, 210), p = round(r.float(3.5, 14), 0.01); return [c, String(a), `${yl} bu/ac`, `$${p.toFixed(2)}`, money(round(a * yl * p, 1), r), r.pick(BUYERS)]; }),
      ['Cattle (cow-calf pairs)', String(r.int(0, 400)), '-', `$${r.int(1400, 2600)}/hd`, '', r.chance(0.5) ? 'Sale barn' : '']], 'crop', 13);
  y += 6;
  sect('D. CO-OP, GOVERNMENT PROGRAMS & FARM DEBT');
  y = s.cells(x, y, 21, [
    { label: 'Co-op Membership', w: 150, value: r.pick(COOPS), key: 'coop' }, { label: 'Member / Patron #', w: 90, value: r.digits(6), key: 'patron' },
    { label: 'Crop Insurance Agent', w: 150, value: nameText(person(r), r, false), key: 'ins_agent' }, { label: 'MPCI Policy #', w: 154, value: `${m.addr.state}-${r.digits(7)}`, key: 'mpci' }]);
  y = s.table(x, y + 4, [{ label: 'Lender / Program', w: 150 }, { label: 'Loan #', w: 90 }, { label: 'Original Amount', w: 80 }, { label: 'Balance', w: 80 }, { label: 'Annual Payment', w: 74 }, { label: 'Matures', w: 70 }],
    [['USDA FSA Direct Operating Loan', `44-${r.digits(2)}-${r.digits(4)}`, money(round(r.int(50, 400) * 1000, 1000), r), money(round(r.int(10, 300) * 1000, 1), r), money(round(r.int(5, 60) * 1000, 1), r), dateText(day(r, 2026, 2032), r)],
      [r.pick(['Farm Credit Services of America', 'AgCountry Farm Credit', 'Frontier Farm Credit']), r.digits(8), money(round(r.int(100, 900) * 1000, 5000), r), money(round(r.int(20, 500) * 1000, 1), r), money(round(r.int(10, 90) * 1000, 1), r), dateText(day(r, 2025, 2030), r)],
      r.chance(0.5) ? ['John Deere Financial (equip.)', r.digits(9), money(round(r.int(60, 400) * 1000, 1000), r), money(round(r.int(20, 300) * 1000, 1), r), money(round(r.int(8, 70) * 1000, 1), r), dateText(day(r, 2026, 2029), r)] : [null, null, null, null, null, null]], 'debt', 13);
  y += 8;
  sect('E. ADVANCE REQUESTED');
  const freq = r.pick(['Weekly', 'Monthly', 'Daily', null]);
  y = s.cells(x, y, 22, [
    { label: 'Advance Amount Sought', w: 130, value: money(amount, r), key: 'amount', sets: amountSets(amount) },
    { label: 'Gross Farm Income (last Sch. F)', w: 130, value: money(round(r.int(150, 2500) * 1000, 1), r), key: 'gross_income' },
    { label: 'Purpose', w: 284, value: r.pick(['Seed, fertilizer and chemical for spring planting', 'Feed through calving', 'Repair center pivot; harvest labor', 'Cash rent due March 1']), key: 'purpose' }]);
  s.rect(x, y, w, 14);
  s.label('Remittance schedule requested:', x + 3, y + 4, { size: 6.5, bold: true });
  s.options(x + 115, y + 3.5, ['Daily', 'Weekly', 'Monthly'], freq, 'remit', (f) => freqSets(f));
  s.label('(seasonal holdback available)', x + 300, y + 4, { size: 6 });
  s.addPage();
  s.label('PRAIRIE HARVEST ADVANCE  -  Operator Application page 2', x, 28, { size: 8, bold: true, color: '#5a3e1b' });
  y = 44;
  sect('F. OPERATORS / OWNERS (each owner of 20% or more; all sign)');
  os.forEach((o, i) => {
    const k = `op${i + 1}`, rr = rng.fork(`op${i}`);
    y = s.cells(x, y, 21, [
      { label: 'Name', w: 170, value: o.name, key: `${k}_name`, sets: nameSets(o, i) },
      { label: 'Title', w: 90, value: o.title, key: `${k}_title`, sets: { [`applicants[${i}].role`]: o.title } },
      { label: '% Interest', w: 54, value: `${o.share}%`, key: `${k}_pct`, sets: { [`applicants[${i}].ownership`]: o.share } },
      { label: 'Social Security #', w: 90, value: o.tax.text, key: `${k}_ssn`, sets: o.tax.sets },
      { label: 'Birth Date', w: 70, value: dateText(o.dob, rr), key: `${k}_dob`, sets: { [`applicants[${i}].date_of_birth`]: iso(o.dob) } },
      { label: 'Credit Score', w: 70, value: o.fico === null ? null : String(o.fico), key: `${k}_fico`, sets: o.fico === null ? undefined : { [`applicants[${i}].credit_score`]: o.fico } }]);
    const spouse = person(rr);
    y = s.cells(x, y, 21, [
      { label: 'Home Address', w: 260, value: `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, key: `${k}_home` },
      { label: 'Spouse (if not an owner)', w: 150, value: rr.chance(0.6) ? `${spouse.first} ${o.p.last}` : null, key: `${k}_spouse` },
      { label: 'Cell', w: 134, value: o.cell, key: `${k}_cell` }]) + 4;
  });
  y += 4;
  sect('G. BANK & REFERENCES');
  y = s.cells(x, y, 21, [
    { label: 'Bank', w: 160, value: r.pick(['Pinnacle Bank', 'Bank of the West', 'First National Bank of Omaha', 'Bell Bank']), key: 'bank' },
    { label: 'Routing #', w: 100, value: `${r.digits(9)}`, key: 'routing' }, { label: 'Account #', w: 110, value: r.digits(10), key: 'account' },
    { label: 'Loan Officer', w: 174, value: nameText(person(r), r, false), key: 'loan_officer' }]);
  y = s.cells(x, y, 21, [
    { label: 'Seed / Chemical Dealer', w: 200, value: r.pick(['Pioneer - Hansen Seed', 'Nutrien Ag Solutions', 'Helena Agri-Enterprises', 'Wilbur-Ellis']), key: 'dealer' },
    { label: 'Dealer Phone', w: 120, value: phone(r), key: 'dealer_phone' }, { label: 'Grain Elevator / Buyer Reference', w: 224, value: r.pick(BUYERS), key: 'elevator' }]);
  y += 10;
  signatures(s, r, os, 'Prairie Harvest Advance, LLC', x, y, w, day(r, 2025, 2025));
}
