// The four funder-direct forms of set 263: one drawing routine, four funders each with its own look, wording, order
// of pieces and quirks (see README.md).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, Cell, Look } from './draw.ts';
import type { Country, Model } from './data.ts';
import { legalText } from './legal.ts';

export interface LayoutDef {
  name: string; funder: string; address: string; country: Country; look: Look; maxOwners: number;
  entity: 'check' | 'text'; names: 'full' | 'split'; payment: boolean; years: boolean; credit: boolean;
  office: 'top' | 'end'; taxLabel: string; ownerLabel: string; regionLabel: string; zipLabel: string; dbaLabel: string;
}

export const LAYOUTS: LayoutDef[] = [
  { name: 'granite-harbor', funder: 'Granite Harbor Capital', address: '1 Exchange Place, Suite 1400, Jersey City, NJ 07302', country: 'US',
    look: { font: 'Times-Roman', bold: 'Times-Bold', valueFont: 'Helvetica', accent: '#1f3a68', shade: '#dde4f0', field: 'box', labelSize: 6 },
    maxOwners: 4, entity: 'check', names: 'full', payment: false, years: false, credit: true, office: 'top',
    taxLabel: 'Federal Tax ID (EIN)', ownerLabel: 'Owner / Guarantor', regionLabel: 'State', zipLabel: 'Zip', dbaLabel: 'DBA' },
  { name: 'bluestem', funder: 'Bluestem Revenue Partners', address: '2200 Ross Ave, Floor 31, Dallas, TX 75201', country: 'US',
    look: { font: 'Helvetica', bold: 'Helvetica-Bold', valueFont: 'Courier', accent: '#2e6b3a', shade: '#e3efe5', field: 'underline', labelSize: 7.5 },
    maxOwners: 3, entity: 'text', names: 'full', payment: true, years: true, credit: false, office: 'end',
    taxLabel: 'Tax ID # (EIN, or SSN if sole prop.)', ownerLabel: 'Owner / Guarantor', regionLabel: 'State', zipLabel: 'ZIP', dbaLabel: 'Doing Business As' },
  { name: 'northwind', funder: 'Northwind Merchant Funding Inc.', address: '200 Bay St, Suite 2900, Toronto, ON M5J 2J2', country: 'CA',
    look: { font: 'Helvetica', bold: 'Helvetica-Bold', valueFont: 'Helvetica', accent: '#9b1c1c', shade: '#f3dede', field: 'grid', labelSize: 6.5 },
    maxOwners: 3, entity: 'check', names: 'full', payment: false, years: false, credit: true, office: 'end',
    taxLabel: 'Business Number (BN) / Program Account', ownerLabel: 'Owner / Guarantor', regionLabel: 'Province', zipLabel: 'Postal Code',
    dbaLabel: 'Operating Name (O/A)' },
  { name: 'copperline', funder: 'Copperline Funding Group', address: '75 Federal St, Boston, MA 02110', country: 'US',
    look: { font: 'Times-Roman', bold: 'Helvetica-Bold', valueFont: 'Courier-Bold', accent: '#8a4b12', shade: '#f4e7d8', field: 'grid', labelSize: 6.5 },
    maxOwners: 4, entity: 'text', names: 'split', payment: true, years: false, credit: true, office: 'top',
    taxLabel: 'Federal EIN', ownerLabel: 'Owner / Guarantor #', regionLabel: 'State', zipLabel: 'Zip Code', dbaLabel: 'DBA / Trade Name' },
];

const US_CHECKS: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'],
  ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];
const CA_CHECKS: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']];
const FREQS: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

const A = 'application.';

function title(cv: Canvas, L: LayoutDef, rng: Rng): void {
  const { doc } = cv;
  const a = L.look.accent;
  if (L.name === 'granite-harbor') {
    cv.text(L.funder.toUpperCase(), cv.left, 36, 'Times-Bold', 20, a);
    cv.text('MERCHANT FUNDING APPLICATION', cv.left, 60, 'Times-Roman', 11);
    cv.text(L.address, cv.left, 74, 'Times-Italic', 8);
    doc.rect(cv.left, 88, cv.right - cv.left, 1.5).fill(a);
    doc.rect(cv.left, 91, cv.right - cv.left, 0.5).fill(a);
    cv.y = 98;
  } else if (L.name === 'bluestem') {
    doc.rect(0, 0, cv.W, 64).fill(a);
    cv.text(L.funder, cv.left, 18, 'Helvetica-Bold', 18, 'white');
    cv.text(`Business Funding Application  |  ${L.address}`, cv.left, 42, 'Helvetica', 8.5, 'white');
    cv.y = 76;
  } else if (L.name === 'northwind') {
    doc.rect(cv.left, 30, 8, 40).fill(a);
    cv.text(L.funder, cv.left + 14, 30, 'Helvetica-Bold', 17);
    cv.text('Merchant Application / Demande de financement', cv.left + 14, 52, 'Helvetica', 9, a);
    cv.text(`${L.address}  ·  1-855-${rng.int(200, 999)}-${rng.digits(4)}`, cv.left + 14, 64, 'Helvetica', 7.5);
    cv.y = 82;
  } else {
    cv.text(L.funder, cv.left, 34, 'Times-Bold', 19, a);
    cv.text('APPLICATION FOR PURCHASE OF FUTURE RECEIVABLES', cv.left, 56, 'Helvetica-Bold', 9);
    doc.lineWidth(1).strokeColor(a).rect(cv.right - 130, 32, 130, 30).stroke();
    cv.text('APPLICATION NO.', cv.right - 126, 35, 'Helvetica', 6);
    cv.text(`CFG-${rng.digits(6)}`, cv.right - 126, 46, 'Courier-Bold', 11, a);
    cv.y = 74;
  }
}

function office(cv: Canvas, m: Model): void {
  cv.ensure(56);
  cv.doc.lineWidth(1).dash(3, { space: 2 }).strokeColor('#666666').rect(cv.left - 3, cv.y - 2, cv.right - cv.left + 6, 50).stroke().undash();
  cv.text('OFFICE USE ONLY - UNDERWRITING (do not write in this box)', cv.left, cv.y + 1, 'Helvetica-Bold', 7.5, '#444444');
  cv.y += 12;
  const o = m.office;
  cv.row([{ label: 'Approved Amount', w: 110, key: 'office_approved', value: o.approved }, { label: 'Factor Rate', w: 70, key: 'office_factor', value: o.factor },
    { label: 'Holdback %', w: 70, key: 'office_holdback', value: o.holdback }, { label: 'Est. Payment', w: 110, key: 'office_payment', value: o.payment },
    { label: 'UW Initials', w: 60, key: 'office_initials', value: o.initials }, { label: 'Decision', w: 0, key: 'office_decision', value: '' }], 24);
  cv.y += 8;
}

function business(cv: Canvas, L: LayoutDef, m: Model, rng: Rng): void {
  cv.section(1, L.country === 'CA' ? 'Business Information / Renseignements sur l\'entreprise' : 'Business Information');
  const dba: Record<string, string | number | null> = m.dba.value !== null ? { [`${A}trade_name`]: m.dba.value } : {};
  cv.row([{ label: 'Legal / Corporate Name', w: 300, key: 'legal_name', value: m.legalName, fields: { [`${A}legal_name`]: m.legalName } },
    { label: L.dbaLabel, w: 0, key: 'dba', value: m.dba.text, fields: dba }]);
  const taxFields: Record<string, string | number | null> = m.taxId.value === null ? {} : { [`${A}business_tax_id`]: m.taxId.value, [`${A}business_tax_id_type`]: m.taxType,
    [`${A}business_tax_id_country`]: m.taxCountry };
  const taxText = L.name === 'bluestem' && m.taxType === 'EIN' && /^\d{9}$/.test(m.taxId.text) ? `${m.taxId.text.slice(0, 2)}-${m.taxId.text.slice(2)}` : m.taxId.text;
  const useYears = L.years && rng.chance(0.4);
  const startCell: Cell = useYears ? { label: 'Years in Business', w: 0, key: 'years_in_business', value: m.yearsText }
    : { label: 'Business Start Date', w: 0, key: 'start_date', value: m.start.text, fields: m.start.value ? { [`${A}business_start_date`]: m.start.value } : {} };
  const taxCell: Cell = { label: L.taxLabel, w: 190, key: 'tax_id', value: taxText, fields: taxFields };
  if (L.entity === 'text') {
    cv.row([{ label: 'Type of Entity', w: 150, key: 'entity', value: m.entity.text, fields: { [`${A}type_of_entity`]: m.entity.id } }, taxCell, startCell]);
  } else {
    const opts = L.country === 'US' ? US_CHECKS : CA_CHECKS;
    const i = opts.findIndex(([, id]) => id === m.entity.id);
    cv.checks('Entity Type:', [...opts.map(([l]) => l), 'Other:'], i >= 0 ? i : opts.length, 'entity_check', i >= 0 ? { [`${A}type_of_entity`]: m.entity.id } : {});
    if (i < 0) {
      cv.value('entity_other', m.entity.text, cv.x - 12, cv.y - 16, Math.min(110, cv.right - cv.x + 12), 13, { [`${A}type_of_entity`]: m.entity.id });
      cv.doc.lineWidth(0.5).moveTo(cv.x - 12, cv.y - 3).lineTo(Math.min(cv.right, cv.x + 90), cv.y - 3).stroke();
    }
    cv.row([taxCell, startCell]);
  }
  const country = L.country === 'US' ? 'United States' : 'Canada';
  cv.row([{ label: 'Business Address (no P.O. boxes)', w: 230, key: 'street', value: m.street }, { label: 'City', w: 120, key: 'city', value: m.city },
    { label: L.regionLabel, w: 80, key: 'region', value: m.regionText, fields: { [`${A}state_region`]: m.region, [`${A}country`]: country } },
    { label: L.zipLabel, w: 0, key: 'zip', value: m.zip }]);
  cv.row([{ label: 'Business Phone', w: 130, key: 'business_phone', value: m.phone }, { label: 'Business E-mail', w: 180, key: 'business_email', value: m.email },
    { label: 'Website', w: 0, key: 'website', value: rng.chance(0.7) ? m.website : '' }]);
  cv.row([{ label: 'Type of Business / Industry', w: 230, key: 'industry', value: m.industry.text, fields: m.industry.value ? { [`${A}industry`]: m.industry.value } : {} },
    { label: L.country === 'US' ? 'State of Incorporation' : 'Jurisdiction of Incorporation', w: 130, key: 'state_of_incorporation', value: m.incState },
    { label: 'Employees', w: 0, key: 'employees', value: String(rng.int(2, 60)) }]);
  cv.row([{ label: 'Own or Rent', w: 80, key: 'own_rent', value: 'Rent' }, { label: 'Landlord / Mortgage Holder', w: 200, key: 'landlord', value: m.landlord.name },
    { label: 'Landlord Phone', w: 120, key: 'landlord_phone', value: m.landlord.phone }, { label: 'Monthly Rent', w: 0, key: 'rent', value: m.landlord.rent }]);
}

function owners(cv: Canvas, L: LayoutDef, m: Model): void {
  cv.section(2, 'Owners / Guarantors (all owners of 20% or more)');
  m.owners.forEach((o, i) => {
    const p = `${A}applicants[${i}].`;
    cv.subhead(`${L.ownerLabel} ${i + 1}`);
    const role: Cell = { label: 'Title', w: 120, key: `owner${i}_title`, value: o.role, fields: o.role ? { [`${p}role`]: o.role } : {} };
    const own: Cell = { label: '% Ownership', w: 0, key: `owner${i}_ownership`, value: o.ownership.text,
      fields: o.ownership.value === null ? {} : { [`${p}ownership`]: o.ownership.value } };
    if (L.names === 'split') {
      cv.row([{ label: 'First Name (M.I.)', w: 150, key: `owner${i}_first`, value: o.firstBox, fields: { [`${p}first_name`]: o.first } },
        { label: 'Last Name', w: 170, key: `owner${i}_last`, value: o.lastBox, fields: { [`${p}last_name`]: o.last } }, role, own]);
    } else {
      cv.row([{ label: 'Full Name', w: 290, key: `owner${i}_name`, value: o.full, fields: { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last } }, role, own]);
    }
    const tax: Cell = { label: L.country === 'US' ? 'SSN / ITIN' : 'SIN (optional)', w: 140, key: `owner${i}_tax_id`, value: o.taxId.text,
      fields: o.taxId.value === null ? {} : { [`${p}tax_id`]: o.taxId.value, [`${p}tax_id_type`]: o.taxType, [`${p}tax_id_country`]: o.taxCountry } };
    const dob: Cell = { label: 'Date of Birth', w: 110, key: `owner${i}_dob`, value: o.dob.text, fields: o.dob.value ? { [`${p}date_of_birth`]: o.dob.value } : {} };
    const cells = [tax, dob];
    if (L.credit) cells.push({ label: 'Est. Credit Score', w: 90, key: `owner${i}_credit`, value: o.credit.text,
      fields: o.credit.value === null ? {} : { [`${p}credit_score`]: o.credit.value } });
    cells.push({ label: 'Mobile Phone', w: 0, key: `owner${i}_phone`, value: o.homePhone });
    cv.row(cells);
    cv.row([{ label: 'Home Address', w: 340, key: `owner${i}_home`, value: o.home }, { label: 'E-mail', w: 0, key: `owner${i}_email`, value: o.email }]);
  });
}

function funding(cv: Canvas, L: LayoutDef, m: Model): void {
  cv.section(3, 'Funding Request');
  cv.row([{ label: 'Amount Requested', w: 150, key: 'amount', value: m.amount.text, fields: m.amount.value === null ? {} : { [`${A}requested_amount`]: m.amount.value } },
    { label: 'Use of Funds', w: 200, key: 'use_of_funds', value: m.useOfFunds }, { label: 'Avg. Monthly Sales', w: 0, key: 'monthly_sales', value: m.monthlySales }]);
  if (L.payment) {
    const p = m.payment;
    const fi = p ? FREQS.findIndex(([, f]) => f === p.freq) : -1;
    cv.checks('Preferred Payment Schedule:', FREQS.map(([l]) => l), fi >= 0 ? fi : null, 'payment_frequency', p ? { [`${A}payment_frequency`]: p.freq } : {});
    cv.row([{ label: 'Requested Payment Amount', w: 170, key: 'payment', value: p?.amount.text ?? '', fields: p ? { [`${A}requested_payment`]: p.amount.value } : {} },
      { label: 'Number of Payments', w: 130, key: 'payments', value: p?.count.text ?? '', fields: p ? { [`${A}number_of_payments`]: p.count.value } : {} },
      { label: 'Annual Gross Revenue', w: 0, key: 'annual_revenue', value: m.annualRevenue }]);
  } else {
    cv.row([{ label: 'Annual Gross Revenue', w: 200, key: 'annual_revenue', value: m.annualRevenue }, { label: 'Referred by / ISO Representative', w: 0, key: 'iso_rep', value: `${m.iso.name} (${m.iso.company})` }]);
  }
}

function bank(cv: Canvas, L: LayoutDef, m: Model): void {
  cv.section(4, 'Bank Information');
  cv.row([{ label: 'Bank Name', w: 170, key: 'bank_name', value: m.bank.name },
    { label: L.country === 'US' ? 'Routing (ABA) Number' : 'Transit / Institution No.', w: 150, key: 'bank_routing', value: m.bank.routing },
    { label: 'Account Number', w: 0, key: 'bank_account', value: m.bank.account }]);
  m.references.forEach((r, i) => cv.row([{ label: `Trade Reference ${i + 1}`, w: 300, key: `trade_ref${i}`, value: r.name },
    { label: 'Phone', w: 0, key: `trade_ref${i}_phone`, value: r.phone }], 22));
  if (L.payment) cv.row([{ label: 'ISO / Broker Representative', w: 300, key: 'iso_rep', value: m.iso.name }, { label: 'ISO Phone', w: 0, key: 'iso_phone', value: m.iso.phone }], 22);
}

function obligations(cv: Canvas, m: Model): void {
  cv.section(5, 'Existing Obligations (cash advances, loans, lines of credit)');
  const rows = Math.max(2, m.positions.length);
  for (let i = 0; i < rows; i++) {
    const p = m.positions[i];
    cv.row([{ label: 'Funder / Lender', w: 220, key: `position${i}_funder`, value: p?.funder ?? '' }, { label: 'Current Balance', w: 150, key: `position${i}_balance`, value: p?.balance ?? '' },
      { label: 'Payment (daily / weekly)', w: 0, key: `position${i}_payment`, value: p?.payment ?? '' }], 22);
  }
}

function signatures(cv: Canvas, m: Model, rng: Rng): void {
  m.owners.forEach((o, i) => {
    cv.ensure(40);
    const y = cv.y;
    cv.doc.lineWidth(0.6).strokeColor('black').moveTo(cv.left, y + 22).lineTo(cv.left + 200, y + 22).stroke();
    cv.squiggle(cv.left + 10, y + 16, rng.float(90, 150));
    cv.text(`Signature - Owner / Guarantor ${i + 1}`, cv.left, y + 25, cv.look.font, 7);
    cv.doc.moveTo(cv.left + 230, y + 22).lineTo(cv.left + 420, y + 22).stroke();
    cv.text('Print Name', cv.left + 230, y + 25, cv.look.font, 7);
    cv.doc.moveTo(cv.left + 440, y + 22).lineTo(cv.right, y + 22).stroke();
    cv.text('Date', cv.left + 440, y + 25, cv.look.font, 7);
    cv.y += 38;
  });
}

export function drawForm(cv: Canvas, L: LayoutDef, m: Model, rng: Rng): void {
  const legal = legalText(L.funder, L.country);
  title(cv, L, rng);
  if (L.office === 'top') office(cv, m);
  business(cv, L, m, rng.fork('business'));
  if (L.name === 'bluestem') legal.terms.slice(0, 2).forEach((t) => cv.para(t));
  owners(cv, L, m);
  cv.para(legal.auth[0]!);
  funding(cv, L, m);
  if (L.name !== 'bluestem') cv.para(legal.terms[0]!);
  bank(cv, L, m);
  cv.para(legal.auth[1]!);
  obligations(cv, m);
  // Granite Harbor and Copperline print their terms as a page of their own, signatures after them.
  if (L.name === 'granite-harbor' || L.name === 'copperline') cv.newPage();
  cv.subhead(L.name === 'northwind' ? 'Terms, Consents and Disclosures' : 'Terms and Conditions');
  const rest = [...(L.name === 'bluestem' ? legal.terms.slice(2) : legal.terms.slice(1)), legal.auth[2]!, ...legal.disclosure];
  rest.forEach((t, i) => { if (i < 3 || rng.chance(0.7)) cv.para(t); });
  cv.para(legal.certify, 7.5, true);
  signatures(cv, m, rng);
  if (L.office === 'end') office(cv, m);
}
