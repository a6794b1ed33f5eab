// Layouts 1-3: Keystone Merchant Services (boxed two-page MPA + working capital addendum), Harborline Payments
// (restaurant one-pager with underlined rows, site survey and seasonality), Summit Card Solutions (salon program, owner table).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { MONTHS } from './data.ts';
import * as f from './fmt.ts';
import { AUTH, boxRow, checkRow, lineRow, signature, table } from './kit.ts';
import type { Pen } from './pen.ts';

const K_ENT: [string, string][] = [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
  ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Non-Profit', 'nonprofit_corporation']];

function keystoneBiz(pen: Pen, m: Merchant, r: Rng, y0: number): number {
  const X = 36, W = 540;
  pen.band('SECTION 1 - BUSINESS INFORMATION', X, y0, W, 13, '#16365c');
  let y = boxRow(pen, X, y0 + 13, W, 24, [{ l: r.pick(['CORPORATE / LEGAL NAME', 'LEGAL BUSINESS NAME']), v: f.legal(m), w: 3, name: 'LegalName' },
    { l: 'DBA (DOING BUSINESS AS)', v: f.dba(m, r), w: 3, name: 'DBA' }]);
  y = boxRow(pen, X, y, W, 24, [{ l: 'LOCATION ADDRESS (NO P.O. BOX)', v: m.street, w: 3 }, { l: 'CITY', v: m.city, w: 1.4 },
    { l: 'STATE', v: f.state(m), w: 0.6, name: 'State' }, { l: 'ZIP', v: m.zip, w: 0.8 }]);
  y = boxRow(pen, X, y, W, 24, [{ l: 'BUSINESS PHONE', v: m.phone, w: 1.3 }, { l: 'E-MAIL', v: m.email, w: 2 },
    { l: 'FEDERAL TAX ID', v: f.ein(m), w: 1.3, name: 'FedTaxID' }, { l: 'DATE BUSINESS STARTED', v: f.start(m, r), w: 1.3, name: 'DateStarted' }]);
  y = boxRow(pen, X, y, W, 24, [{ l: 'TYPE OF BUSINESS / PRODUCTS SOLD', v: f.biz(m), w: 2.4, name: 'BusinessType' },
    { l: 'STATE OF INCORPORATION', v: m.stateOfInc, w: 1 }, { l: 'YRS AT LOCATION', v: String(m.yearsAtLocation), w: 0.9 },
    { l: '# EMPLOYEES', v: String(m.employees), w: 0.8 }]);
  pen.box(X, y, W, 16, { lw: 0.5 });
  const e = f.entityChoice(m, K_ENT);
  checkRow(pen, X + 4, y + 4.5, 'OWNERSHIP TYPE:', K_ENT.map((o) => o[0]), [e.checked], { type_of_entity: e.id }, { size: 6.8 });
  return y + 16;
}

function keystoneProcessing(pen: Pen, m: Merchant, r: Rng, y0: number): number {
  const X = 36, W = 540;
  pen.band('SECTION 2 - PROCESSING PROFILE', X, y0, W, 13, '#16365c');
  let y = boxRow(pen, X, y0 + 13, W, 24, [{ l: 'CURRENT PROCESSOR', v: m.processor, w: 1.5 }, { l: 'CURRENT MID #', v: m.mid, w: 1.7 },
    { l: 'AVG MONTHLY CARD VOLUME', v: f.money(m.monthlyVolume, r), w: 1.5 }, { l: 'AVERAGE TICKET', v: f.money(m.avgTicket, r), w: 1 },
    { l: 'HIGH TICKET', v: f.money(m.highTicket, r), w: 1 }]);
  y = boxRow(pen, X, y, W, 24, [{ l: 'CARD PRESENT %', v: `${m.swiped}%`, w: 1 }, { l: 'KEYED %', v: `${m.keyed}%`, w: 1 },
    { l: 'INTERNET %', v: `${m.ecom}%`, w: 1 }, { l: 'ANNUAL GROSS SALES', v: f.money(m.annualSales, r), w: 1.5 },
    { l: 'EQUIPMENT / TERMINAL', v: m.terminal, w: 2 }]);
  pen.box(X, y, W, 16, { lw: 0.5 });
  checkRow(pen, X + 4, y + 4.5, 'Equipment:', ['Purchase', 'Lease', 'Rental', 'Merchant Owned', 'Free Placement'], [r.pick(['Lease', 'Merchant Owned', 'Free Placement'])], {}, { size: 6.8 });
  return y + 16;
}

function keystoneOwner(pen: Pen, m: Merchant, r: Rng, y0: number, i: number): number {
  const X = 36, W = 540, o = m.owners[i];
  const n = i + 1;
  pen.band(`PRINCIPAL ${n}`, X, y0, W, 11, '#9fb6d3', '#000');
  let y = boxRow(pen, X, y0 + 11, W, 24, [{ l: 'FIRST NAME', v: o ? f.first(o, i) : null, w: 1.4, name: `P${n}First` },
    { l: 'LAST NAME', v: o ? f.last(o, i) : null, w: 1.6, name: `P${n}Last` }, { l: 'TITLE', v: o ? f.title(o, i) : null, w: 1.2, name: `P${n}Title` },
    { l: 'OWNERSHIP %', v: o ? f.pct(o, i, r) : null, w: 0.9, name: `P${n}Pct` }, { l: 'DATE OF BIRTH', v: o ? f.dob(o, i, r) : null, w: 1.1, name: `P${n}DOB` }]);
  y = boxRow(pen, X, y, W, 24, [{ l: 'HOME ADDRESS', v: o ? f.home(o) : null, w: 3.4 }, { l: 'SOCIAL SECURITY #', v: o ? f.ssn(o, i, r) : null, w: 1.3, name: `P${n}SSN` },
    { l: 'HOME / CELL PHONE', v: o ? o.phone : null, w: 1.3 }]);
  return y;
}

export async function keystone(pen: Pen, m: Merchant, r: Rng): Promise<void> {
  pen.label('KEYSTONE MERCHANT SERVICES', 36, 30, { size: 15, bold: true, color: '#16365c' });
  pen.label('Merchant Processing Application & Working Capital Addendum', 36, 48, { size: 9 });
  pen.label(`ISO Rep: ${m.rep}    Rep Code: ${m.repId}`, 380, 34, { size: 7.5 });
  let y = keystoneBiz(pen, m, r, 66);
  y = keystoneProcessing(pen, m, r, y + 10);
  pen.band('SECTION 3 - SETTLEMENT BANK (DEPOSITS & FEES)', 36, y + 10, 540, 13, '#16365c');
  y = boxRow(pen, 36, y + 23, 540, 24, [{ l: 'BANK NAME', v: m.bank, w: 2 }, { l: 'ABA ROUTING #', v: m.routing, w: 1.5 }, { l: 'DDA ACCOUNT #', v: m.account, w: 1.5 }]);
  pen.band('SECTION 4 - OWNERS / OFFICERS (25% OR MORE)', 36, y + 10, 540, 13, '#16365c');
  y += 23;
  for (let i = 0; i < Math.max(2, Math.min(3, m.owners.length)); i++) y = keystoneOwner(pen, m, r, y + 2, i);
  pen.addPage();
  pen.label('KEYSTONE MERCHANT SERVICES - Working Capital Addendum', 36, 30, { size: 11, bold: true, color: '#16365c' });
  pen.label(`Merchant: ${m.dba ?? m.legal}`, 36, 46, { size: 8 });
  y = boxRow(pen, 36, 64, 540, 24, [{ l: 'AMOUNT REQUESTED', v: f.amount(m, r), w: 1.3, name: 'AmountRequested' },
    { l: 'USE OF FUNDS', v: r.pick(['Equipment', 'Inventory', 'Renovation', 'Payroll', 'Expansion']), w: 2 },
    { l: 'LANDLORD / MORTGAGE CO.', v: m.landlord, w: 2 }, { l: 'MONTHLY RENT', v: f.money(m.rent, r), w: 1 }]);
  y = boxRow(pen, 36, y, 540, 24, [{ l: 'OPEN CASH ADVANCE WITH', v: m.funder ?? 'None', w: 2 }, { l: 'BALANCE', v: m.funder ? f.money(m.funderBalance, r) : null, w: 1 },
    { l: 'LANDLORD PHONE', v: m.landlordPhone, w: 1.5 }]);
  y = pen.para(AUTH, 36, y + 14, 540) + 14;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) y = signature(pen, 36, y + 6, 540, null, r.chance(0.5) ? f.date(`2026-11-${r.int(10, 28)}`, r, 0) : '', `Principal ${i + 1} Signature`);
}

const H_ENT: [string, string][] = [['Corp', 'c_corporation'], ['LLC', 'llc'], ['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
  ['Other', 'other']];

function harborBusiness(pen: Pen, m: Merchant, r: Rng, y: number): number {
  const X = 40, W = 532;
  y = lineRow(pen, X, y, W, [{ l: 'Legal Name of Business:', v: f.legal(m), w: 1 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Restaurant Name (DBA):', v: f.dba(m, r), w: 1.2 }, { l: 'Cuisine / Concept:', v: f.biz(m), w: 1 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Street:', v: m.street, w: 1.3 }, { l: 'City/State/Zip:', v: f.cityStateZip(m), w: 1.2 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Phone:', v: m.phone, w: 1 }, { l: 'Fed. Tax ID #:', v: f.ein(m), w: 1 }, { l: 'Opened On:', v: f.start(m, r), w: 1 }]);
  const e = f.entityChoice(m, H_ENT);
  const end = checkRow(pen, X, y, 'Entity:', H_ENT.map((o) => o[0]), [e.checked], e.other ? {} : { type_of_entity: e.id });
  if (e.other) pen.value(e.other, end - 2, y - 2, 70, { type_of_entity: e.id });
  pen.rule(end - 4, y + 8.5, end + 66, y + 8.5, 0.4);
  y += 18;
  y = lineRow(pen, X, y, W, [{ l: 'Seats:', v: String(r.int(18, 160)), w: 0.6 }, { l: 'Liquor License?', v: r.pick(['Yes', 'No', 'Beer/Wine']), w: 0.8 },
    { l: 'Delivery apps:', v: r.pick(['DoorDash, UberEats', 'Grubhub', 'None', 'DoorDash']), w: 1.2 }]);
  return y;
}

function harborOwners(pen: Pen, m: Merchant, r: Rng, y: number): number {
  const X = 40, W = 532;
  pen.band('OWNER / GUARANTOR INFORMATION', X, y, W, 12, '#0b5563');
  y += 18;
  m.owners.slice(0, 2).forEach((o, i) => {
    y = lineRow(pen, X, y, W, [{ l: `Owner ${i + 1} Name:`, v: f.fullName(o, i, r), w: 1.5 }, { l: 'Title:', v: f.title(o, i), w: 0.8 },
      { l: '% Owned:', v: f.pct(o, i, r), w: 0.6 }]);
    y = lineRow(pen, X, y, W, [{ l: 'SSN:', v: f.ssn(o, i, r), w: 0.8 }, { l: 'DOB:', v: f.dob(o, i, r), w: 0.7 },
      { l: 'Home Address:', v: f.home(o), w: 2 }]);
    if (i === 0 && r.chance(0.5)) y = lineRow(pen, X, y, W, [{ l: 'Est. Credit Score:', v: f.fico(o, i), w: 1 }, { l: 'Cell:', v: o.phone, w: 1 }, { l: 'Email:', v: o.email, w: 1.6 }]);
  });
  return y;
}

export async function harborline(pen: Pen, m: Merchant, r: Rng): Promise<void> {
  pen.label('HARBORLINE PAYMENTS', 40, 28, { size: 16, bold: true, color: '#0b5563' });
  pen.label('Restaurant Merchant Account & Cash Advance Application', 40, 47, { size: 9 });
  pen.label(`Agent: ${m.rep} #${m.repId}`, 420, 32, { size: 7.5 });
  pen.band('BUSINESS', 40, 64, 532, 12, '#0b5563');
  let y = harborBusiness(pen, m, r, 84);
  pen.band('CARD PROCESSING', 40, y, 532, 12, '#0b5563');
  y = lineRow(pen, 40, y + 18, 532, [{ l: 'Current Processor:', v: m.processor, w: 1 }, { l: 'MID:', v: m.mid, w: 1 }, { l: 'Monthly Card Sales:', v: f.money(m.monthlyVolume, r), w: 1 }]);
  y = lineRow(pen, 40, y, 532, [{ l: 'Avg Ticket:', v: f.money(m.avgTicket, r), w: 0.8 }, { l: 'POS / Terminal:', v: m.terminal, w: 1.2 }, { l: 'Tip adjust?', v: 'Yes', w: 0.6 }]);
  pen.label('Seasonal business? Check slow months:', 40, y, { size: 7.5 });
  checkRow(pen, 190, y, '', MONTHS, m.seasonal, {}, { size: 7, spacing: 6 });
  y += 18;
  pen.band('SITE SURVEY (completed by agent)', 40, y, 532, 12, '#0b5563');
  y = lineRow(pen, 40, y + 18, 532, [{ l: 'Zoning:', v: r.pick(['Commercial', 'Retail strip', 'Mixed use']), w: 0.9 }, { l: 'Sq. Ft.:', v: String(r.int(900, 6000)), w: 0.6 },
    { l: 'Own/Rent:', v: 'Rent', w: 0.6 }, { l: 'Landlord:', v: m.landlord, w: 1.4 }]);
  y = lineRow(pen, 40, y, 532, [{ l: 'Landlord Phone:', v: m.landlordPhone, w: 1 }, { l: 'Monthly Rent:', v: f.money(m.rent, r), w: 0.8 }, { l: 'Inventory on site?', v: 'Yes', w: 0.8 }]);
  y = harborOwners(pen, m, r, y);
  pen.band('CASH ADVANCE REQUEST', 40, y, 532, 12, '#0b5563');
  y = lineRow(pen, 40, y + 18, 532, [{ l: 'Amount Requested:', v: f.amount(m, r), w: 1 }, { l: 'Desired Payment:', v: r.chance(0.6) ? f.payment(m, r) : null, w: 1 },
    { l: '# of Payments:', v: r.chance(0.5) ? f.nPayments(m) : null, w: 0.8 }]);
  checkRow(pen, 40, y, 'Payment schedule:', ['Daily', 'Weekly', 'Monthly'], r.chance(0.8) && m.freq !== 'biweekly' ? [f.FREQ_LABEL[m.freq]!] : [], { payment_frequency: m.freq });
  y = lineRow(pen, 40, y + 18, 532, [{ l: 'Deposit Bank:', v: m.bank, w: 1 }, { l: 'Routing:', v: m.routing, w: 1 }, { l: 'Account:', v: m.account, w: 1 }]);
  y = pen.para(AUTH, 40, y, 532, 6);
  signature(pen, 40, y + 8, 532, r.chance(0.6) ? `${m.owners[0]!.first} ${m.owners[0]!.last}` : null, f.date(`2026-11-${r.int(10, 28)}`, r, 3));
}

const S_ENT: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
  ['Other:', 'other']];

export async function summit(pen: Pen, m: Merchant, r: Rng): Promise<void> {
  pen.label('Summit Card Solutions', 36, 28, { size: 17, bold: true, color: '#5a2a6e' });
  pen.label('Salon & Spa Program  |  Merchant Account + Business Cash Advance', 36, 48, { size: 8.5, color: '#5a2a6e' });
  let y = boxRow(pen, 36, 66, 540, 26, [{ l: 'Corporate Name', v: f.legal(m), w: 1.2 }, { l: 'Doing Business As', v: f.dba(m, r), w: 1 }]);
  y = boxRow(pen, 36, y, 540, 26, [{ l: 'Physical Address', v: `${m.street}, ${m.city}`, w: 2 }, { l: 'State', v: f.state(m), w: 0.5 }, { l: 'Zip', v: m.zip, w: 0.6 },
    { l: 'Salon Phone', v: m.phone, w: 1 }]);
  y = boxRow(pen, 36, y, 540, 26, [{ l: 'Tax ID (EIN)', v: f.ein(m), w: 1 }, { l: 'Business Start Date', v: f.start(m, r), w: 1 },
    { l: 'Type of Services', v: f.biz(m), w: 1.4 }, { l: '# Stations / Chairs', v: String(r.int(3, 18)), w: 0.8 }]);
  const e = f.entityChoice(m, S_ENT);
  pen.box(36, y, 540, 17, { lw: 0.5 });
  const end = checkRow(pen, 40, y + 5, 'Business Structure:', S_ENT.map((o) => o[0]), [e.checked], e.other ? {} : { type_of_entity: e.id });
  if (e.other) pen.value(e.other, end - 6, y + 3.5, 80, { type_of_entity: e.id });
  y = boxRow(pen, 36, y + 17, 540, 26, [{ l: 'Booking Software', v: r.pick(['Vagaro', 'Boulevard', 'GlossGenius', 'Square Appointments', 'Fresha']), w: 1 },
    { l: 'Current Processor', v: m.processor, w: 1 }, { l: 'Merchant ID', v: m.mid, w: 1.2 }, { l: 'Monthly Card Volume', v: f.money(m.monthlyVolume, r), w: 1 },
    { l: 'Avg. Service Ticket', v: f.money(m.avgTicket, r), w: 0.8 }]);
  pen.label('OWNERSHIP (list all owners of 20% or more)', 36, y + 10, { size: 8, bold: true });
  const rows = m.owners.map((o, i) => [f.fullName(o, i, r), f.title(o, i), f.pct(o, i, r), f.ssn(o, i, r), f.dob(o, i, r), f.home(o)]);
  y = table(pen, 36, y + 22, [{ h: 'Owner Name', w: 110 }, { h: 'Title', w: 70 }, { h: '%', w: 36 }, { h: 'SSN', w: 70 }, { h: 'DOB', w: 62 }, { h: 'Home Address', w: 192 }],
    [...rows, ...(rows.length < 3 ? [[null, null, null, null, null, null]] : [])], 18);
  pen.label('FUNDING REQUEST', 36, y + 10, { size: 8, bold: true });
  y = boxRow(pen, 36, y + 22, 540, 26, [{ l: 'Requested Advance Amount', v: f.amount(m, r), w: 1 }, { l: 'Purpose', v: r.pick(['New chairs & equipment', 'Remodel', 'Product inventory', 'Second location']), w: 1.4 },
    { l: 'Existing Advance Balance', v: m.funder ? f.money(m.funderBalance, r) : '0', w: 1 }, { l: 'Funder', v: m.funder, w: 1.1 }]);
  y = boxRow(pen, 36, y, 540, 26, [{ l: 'Bank Name', v: m.bank, w: 1 }, { l: 'Routing Number', v: m.routing, w: 1 }, { l: 'Account Number', v: m.account, w: 1 },
    { l: 'Landlord', v: m.landlord, w: 1.3 }]);
  y = pen.para(AUTH, 36, y + 10, 540);
  m.owners.slice(0, 2).forEach((o, i) => { y = signature(pen, 36, y + 8, 540, `${o.first} ${o.last}`, f.date('2026-11-' + String(10 + i), r, 0), `Owner ${i + 1} Signature`); });
}
