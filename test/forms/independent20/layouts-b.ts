// Set 20 layouts 3-4: a restaurant (two pages, values above the rule, labels below) and a construction contractor
// (numbered questions, answers on the line under each).
import type { Sheet } from './kit.ts';
import { CA_ENTITIES, US_ENTITIES, type IndustrySpec, type Merchant } from './merchant.ts';
import { cityLine, fullName, letters, money, nDigits, pad, person, phone, tenDigits } from './data.ts';
import { addrF, amountF, consent, dbaF, entityRow, freqRow, industryF, legalF, line, ownerCells, ownerTable, ownRent, signatures,
  startF, taxF, under } from './parts.ts';

export const RESTAURANT: IndustrySpec = {
  countries: ['US', 'US', 'CA'],
  industries: [['Full-service restaurant', 'restaurant'], ['Pizzeria', 'restaurant'], ['Family diner', 'restaurant'], ['Coffee shop', 'restaurant'],
    ['Mexican restaurant', 'restaurant'], ['Catering', 'food_truck_catering'], ['Brewpub', 'bar_nightclub']],
  stems: ['{L}\'s Kitchen', 'Casa Verde Cantina', 'Harbor Slice Pizza', 'Blue Kettle Diner', 'Golden Wok Bistro'],
  us: US_ENTITIES, ca: CA_ENTITIES, titles: ['Owner', 'President', 'Member', 'Chef / Owner', 'Partner'],
};

function restaurantPage1(s: Sheet, m: Merchant, x: number): void {
  const r = s.rng;
  s.bold('TABLESIDE CAPITAL', x, 28, 15).text('Restaurant & Hospitality Merchant Cash Advance Application        Page 1 of 2', x, 47, 8.5);
  s.band('BUSINESS', x, 62, 552, '#c6e0b4');
  let y = 80;
  under(s, x, y, 300, 'Legal Business Name', m.legal, legalF(m));
  under(s, x + 310, y, 242, 'DBA (name on the sign)', m.dba.text, dbaF(m)); y += 26;
  y = entityRow(s, x, y, m.country === 'US' ? ['Corporation', 'LLC', 'S-Corp', 'Sole Proprietor', 'Partnership'] : ['Corporation', 'Sole Proprietorship', 'Partnership'], m, 85) + 6;
  under(s, x, y, 160, m.taxLabel, m.tax.text, taxF(m));
  under(s, x + 170, y, 130, m.start ? 'Date Business Started' : 'Years Open', m.start?.text ?? String(m.years), m.start ? startF(m) : 'decoy');
  under(s, x + 310, y, 150, 'Type of Restaurant', m.industry.text, industryF(m));
  under(s, x + 470, y, 82, 'Seats', String(r.int(20, 180))); y += 26;
  under(s, x, y, 250, 'Street Address', m.addr.street);
  under(s, x + 260, y, 170, 'City, State/Province, ZIP', cityLine(m.addr), addrF(m));
  under(s, x + 440, y, 112, 'Phone', m.phone); y += 26;
  under(s, x, y, 170, 'Liquor Licence #', r.chance(0.5) ? tenDigits(r) : `${letters(r, 3)}-${nDigits(r, 7)}`);
  under(s, x + 180, y, 150, 'Health Permit #', `HP-${nDigits(r, 8)}`);
  under(s, x + 340, y, 212, 'E-mail', m.email); y += 26;
  const landlord = r.chance(0.75);
  ownRent(s, x, y, landlord);
  if (landlord) {
    under(s, x + 160, y - 2, 160, 'Landlord', r.pick(['Westgate Plaza Holdings LLC', 'Marisol Realty', `${fullName(person(r))}`]));
    under(s, x + 330, y - 2, 110, 'Landlord Phone', phone(r));
    under(s, x + 450, y - 2, 102, 'Monthly Rent', money(r, r.int(30, 150) * 100, m.country));
  }
  y += 28;
  s.band('CARD PROCESSING', x, y, 552, '#c6e0b4'); y += 18;
  under(s, x, y, 140, 'Current Processor', r.pick(['Toast Payments', 'Square', 'Clover / Fiserv', 'Heartland', 'Moneris']));
  under(s, x + 150, y, 150, 'Merchant ID (MID)', nDigits(r, r.pick([12, 15])));
  under(s, x + 310, y, 120, 'Monthly Card Volume', money(r, r.int(15, 160) * 1000, m.country));
  under(s, x + 440, y, 112, 'POS System', r.pick(['Toast', 'Square for Restaurants', 'Lightspeed', 'Clover'])); y += 30;
  s.band('BANK & FUNDING REQUEST', x, y, 552, '#c6e0b4'); y += 18;
  under(s, x, y, 150, 'Bank Name', r.pick(['Chase', 'Wells Fargo', 'TD Bank', 'Regions', 'RBC Royal Bank']));
  under(s, x + 160, y, 120, m.country === 'CA' ? 'Transit / Institution' : 'Routing Number', m.country === 'CA' ? `${nDigits(r, 5)}-${pad(r.int(1, 999), 3)}` : nDigits(r, 9));
  under(s, x + 290, y, 120, 'Account Number', nDigits(r, r.pick([8, 10, 12])));
  under(s, x + 420, y, 132, 'Amount Requested', m.requested.text, amountF(m)); y += 26;
  under(s, x, y, 552, 'Use of Funds', r.pick(['Patio build-out and new walk-in cooler', 'Second location deposit', 'Inventory and payroll']));
}

export function restaurant(s: Sheet, m: Merchant): void {
  const r = s.rng, x = 30;
  restaurantPage1(s, m, x);
  s.page();
  s.bold('TABLESIDE CAPITAL', x, 28, 12).text('Page 2 of 2  -  Owners, Advances, References', x, 44, 8.5);
  let y = 60;
  if (m.employees % 2 === 0) {
    s.band('OWNERS / OFFICERS', x, y, 552, '#c6e0b4');
    y = ownerTable(s, x, y + 15, m) + 6;
  } else {
    m.owners.forEach((_, i) => { y = ownerCells(s, x, y, m, i, `OWNER ${i + 1}`) + 2; });
  }
  s.band('EXISTING ADVANCES (list all open positions)', x, y, 552, '#c6e0b4'); y += 18;
  for (let k = 0; k < 2; k++) {
    under(s, x, y, 200, 'Funder', k === 0 ? r.pick(['Forward Line Funding', 'Tasty Capital MCA', 'Greenbox Advance']) : '');
    under(s, x + 210, y, 120, 'Balance', k === 0 ? money(r, r.int(4, 60) * 1000, m.country) : '');
    under(s, x + 340, y, 100, 'Payment', k === 0 ? money(r, r.int(90, 900), m.country) : '');
    under(s, x + 450, y, 102, 'Frequency', k === 0 ? 'Daily' : ''); y += 24;
  }
  s.band('TRADE REFERENCES', x, y, 552, '#c6e0b4'); y += 18;
  for (const name of r.shuffle(['Sysco', 'US Foods', 'Gordon Food Service', 'Restaurant Depot', 'Ben E. Keith']).slice(0, 2)) {
    under(s, x, y, 180, 'Supplier', name);
    under(s, x + 190, y, 150, 'Contact', fullName(person(r)));
    under(s, x + 350, y, 100, 'Phone', phone(r));
    under(s, x + 460, y, 92, 'Account #', nDigits(r, 9)); y += 24;
  }
  y = signatures(s, x, y + 6, m, consent(m));
  s.rect(x, y + 8, 552, 30).text('FOR ISO USE: Sales rep', x + 4, y + 12, 7).value(x + 100, y + 11, 150, fullName(person(r)));
  s.text('ISO company', x + 260, y + 12, 7).value(x + 320, y + 11, 140, r.pick(['Brightpath Merchant Group', 'Cornerstone Funding Partners']));
  s.text('ISO Tax ID', x + 4, y + 25, 7).value(x + 100, y + 24, 120, `${pad(r.int(20, 66), 2)}-${nDigits(r, 7)}`);
}

export const CONTRACTOR: IndustrySpec = {
  countries: ['US', 'US', 'CA'],
  industries: [['General contractor', 'general_contractor'], ['Home builder', 'general_contractor'], ['Roofing contractor', 'specialty_trade_contractor'],
    ['Plumbing & HVAC', 'specialty_trade_contractor'], ['Electrical contractor', 'specialty_trade_contractor'], ['Concrete and masonry', 'specialty_trade_contractor']],
  stems: ['{L} Construction', 'Summit Ridge Builders', 'Keystone Mechanical', 'Granite Peak Roofing', 'True North Electric'],
  us: [{ text: 'Corp.', id: 'c_corporation', suffix: ', Inc.' }, { text: 'LLC', id: 'llc', suffix: ', LLC' }, { text: 'Sole Prop.', id: 'sole_proprietorship', suffix: '' },
    { text: 'S Corporation', id: 's_corporation', suffix: ' Inc.' }, { text: 'Limited Partnership', id: 'limited_partnership', suffix: ', LP' }],
  ca: [{ text: 'Corp.', id: 'ca_corporation', suffix: ' Ltd.' }, { text: 'Sole Prop.', id: 'sole_proprietorship', suffix: '' },
    { text: 'Partnership', id: 'general_partnership', suffix: ' & Partners' }],
  titles: ['President', 'Owner', 'Managing Member', 'Vice President', 'General Partner'],
};

export function contractor(s: Sheet, m: Merchant): void {
  const r = s.rng, x = 40, w = 532;
  s.bold('BUILDERS BRIDGE FUNDING', x, 28, 14).text('Contractor Funding Application', x + 330, 32, 10);
  s.text('Answer every question. Attach 4 months of business bank statements and your current job list.', x, 48, 7.5);
  let q = 0, y = 64;
  const ask = (label: string, text: string, f: Parameters<typeof line>[6] = 'decoy', width = w): void => {
    s.text(`${++q}. ${label}`, x, y, 8);
    s.hline(x + 14, y + 22, width - 14);
    s.value(x + 16, y + 11, width - 18, text, f);
    y += 27;
  };
  ask('Legal name of business (exactly as on tax return)', m.legal, legalF(m));
  ask('Trade name / DBA, if any', m.dba.text, dbaF(m));
  s.text(`${++q}. Form of business`, x, y, 8);
  y = entityRow(s, x + 14, y + 11, ['Corp.', 'LLC', 'Sole Prop.'], m, 70) + 4;
  ask('What work does the company do? (trade)', m.industry.text, industryF(m));
  ask(m.country === 'CA' ? 'CRA Business Number' : m.taxLabel, m.tax.text, taxF(m));
  ask(m.start ? 'Date the business was established' : 'How many years in business?', m.start?.text ?? String(m.years), m.start ? startF(m) : 'decoy');
  ask('Business address (no P.O. boxes)', `${m.addr.street}, ${cityLine(m.addr)}`, addrF(m));
  ask('Contractor licence number and issuing state/province', `${r.chance(0.5) ? tenDigits(r) : `${letters(r, 1)}-${nDigits(r, 6)}`} (${m.incRegion})`);
  ask('Bonding company and bond number', `${r.pick(['Liberty Surety', 'Travelers Bond', 'Merchants Bonding Co.'])} #${nDigits(r, 9)}`);
  ask('Amount of funding requested', m.requested.text, amountF(m), 250);
  s.text('Preferred remittance:', x + 270, y - 20, 8);
  freqRow(s, x + 270, y - 8, m);
  ask('Accountant / CPA (name and phone)', `${fullName(person(r))}, CPA  ${phone(r)}`);
  y += 2;
  s.bold('OWNERSHIP', x, y, 9);
  y = ownerTable(s, x - 8, y + 12, m);
  s.bold('GENERAL CONTRACTOR / CUSTOMER REFERENCES', x, y, 9); y += 12;
  for (let k = 0; k < 3; k++) {
    line(s, x, y, 230, 'Company:', r.pick(['Turner Regional Builders', 'Apex GC Group', 'Hollis & Vance Construction', 'Metro Site Works', 'Ironwood Developments']));
    line(s, x + 240, y, 160, 'Contact:', fullName(person(r)));
    line(s, x + 410, y, 122, 'Phone:', phone(r)); y += 15;
  }
  signatures(s, x, Math.max(y + 4, 670), m, consent(m));
}
