// Pieces the seven layouts share: grids of ruled boxes (caption on top, left, below or above), the cells a merchant
// fills (each with the truth paths it gives), the logo bar and the authorisation block.
import type { Sheet, Paths } from './draw.ts';
import type { Merchant, Owner } from './merchant.ts';

export interface Cell { cap: string; name: string; text?: string | null; paths?: Paths; decoy?: boolean; span?: number }
export type Mode = 'top' | 'left' | 'below' | 'above';

/** Rows of cells across width w from (x, y); each row h high. Returns the y under the grid. */
export function grid(s: Sheet, mode: Mode, x: number, y: number, w: number, h: number, rows: Cell[][], gap = 0): number {
  for (const row of rows) {
    const total = row.reduce((a, c) => a + (c.span ?? 1), 0);
    let cx = x;
    for (const c of row) {
      const cw = (w * (c.span ?? 1)) / total;
      const o = { decoy: c.decoy };
      if (mode === 'top') {
        s.rect(cx, y, cw, h); s.caption(c.cap, cx + 3, y + 2.5);
        s.value(c.name, c.text, cx, y + 8, cw, h - 8, c.paths, o);
      } else if (mode === 'left') {
        s.rect(cx, y, cw, h);
        s.text(`${c.cap}:`, cx + 3, y + h / 2 - 3.5, { size: 7, font: 'Helvetica-Bold' });
        const lw = s.doc.font('Helvetica-Bold').fontSize(7).widthOfString(`${c.cap}:`) + 6;
        s.value(c.name, c.text, cx + lw, y + 1, cw - lw, h - 2, c.paths, o);
      } else if (mode === 'below') {
        s.line(cx + 4, y + h - 9, cx + cw - 4, y + h - 9);
        s.caption(c.cap, cx + 4, y + h - 7, 5.8);
        s.value(c.name, c.text, cx + 2, y, cw - 6, h - 9, c.paths, o);
      } else {
        s.caption(c.cap, cx + 1, y, 6);
        s.rect(cx + 1, y + 8, cw - 4, h - 10);
        s.value(c.name, c.text, cx + 1, y + 8, cw - 4, h - 10, c.paths, o);
      }
      cx += cw;
    }
    y += h + gap;
  }
  return y;
}

const US = 'United States', CAN = 'Canada';
export const country = (m: Merchant) => (m.country === 'CA' ? CAN : US);

// --- business cells ---
export const C = {
  legal: (m: Merchant, cap = 'Legal / Corporate Name', span = 1): Cell => ({ cap, name: 'legal_name', text: m.legal, paths: { legal_name: m.legal }, span }),
  dba: (m: Merchant, cap = 'DBA', span = 1): Cell => ({ cap, name: 'dba', text: m.dbaText, paths: m.dba ? { trade_name: m.dba } : {}, span }),
  entity: (m: Merchant, cap = 'Entity Type'): Cell => ({ cap, name: 'entity_type', text: m.entityText, paths: { type_of_entity: m.entityId } }),
  tax: (m: Merchant, cap = 'Federal Tax ID', span = 1): Cell => ({ cap, name: 'tax_id', text: m.taxText, span,
    paths: m.tax ? { business_tax_id: m.tax, business_tax_id_type: m.taxType, business_tax_id_country: m.country } : {} }),
  start: (m: Merchant, cap = 'Business Start Date'): Cell => ({ cap, name: 'start_date', text: m.startText, paths: m.start ? { business_start_date: m.start } : {} }),
  years: (m: Merchant, cap = 'Years in Business'): Cell => ({ cap, name: 'years_in_business', text: String(m.years) }),
  industry: (m: Merchant, cap = 'Type of Business', span = 1): Cell => ({ cap, name: 'industry', text: m.industryText, paths: m.industry ? { industry: m.industry } : {}, span }),
  street: (m: Merchant, cap = 'Business Address', span = 2): Cell => ({ cap, name: 'street', text: m.street, span }),
  city: (m: Merchant, cap = 'City'): Cell => ({ cap, name: 'city', text: m.city }),
  state: (m: Merchant, cap = 'State'): Cell => ({ cap, name: 'state', text: m.state, paths: { state_region: m.state, country: country(m) } }),
  zip: (m: Merchant, cap = 'Zip'): Cell => ({ cap, name: 'zip', text: m.zip }),
  cityStateZip: (m: Merchant, cap = 'City, State, Zip', span = 1): Cell => ({ cap, name: 'city_state_zip', text: `${m.city}, ${m.state} ${m.zip}`, paths: { state_region: m.state, country: country(m) }, span }),
  phone: (m: Merchant, cap = 'Business Phone'): Cell => ({ cap, name: 'business_phone', text: m.phone }),
  email: (m: Merchant, cap = 'Business Email', span = 1): Cell => ({ cap, name: 'business_email', text: m.email, span }),
  web: (m: Merchant, cap = 'Website'): Cell => ({ cap, name: 'website', text: m.website }),
  employees: (m: Merchant, cap = '# of Employees'): Cell => ({ cap, name: 'employees', text: m.employees }),
  amount: (m: Merchant, cap = 'Amount Requested'): Cell => ({ cap, name: 'amount_requested', text: m.amountText, paths: { requested_amount: m.amount } }),
  use: (m: Merchant, cap = 'Use of Funds', span = 1): Cell => ({ cap, name: 'use_of_funds', text: m.use, span }),
  // decoys: printed, never the application's
  incState: (m: Merchant, cap = 'State of Incorporation'): Cell => ({ cap, name: 'state_of_inc', text: m.incState, decoy: m.incState !== m.state }),
  landlord: (m: Merchant, cap = 'Landlord / Mortgage Co.', span = 1): Cell => ({ cap, name: 'landlord', text: m.landlord, decoy: true, span }),
  landlordPhone: (m: Merchant, cap = 'Landlord Phone'): Cell => ({ cap, name: 'landlord_phone', text: m.landlordPhone, decoy: true }),
  rent: (m: Merchant, cap = 'Monthly Rent / Mortgage'): Cell => ({ cap, name: 'rent', text: m.rentText, decoy: true }),
  bank: (m: Merchant, cap = 'Business Bank'): Cell => ({ cap, name: 'bank_name', text: m.bank, decoy: true }),
  acct: (m: Merchant, cap = 'Account #'): Cell => ({ cap, name: 'bank_account', text: m.bankAcct, decoy: true }),
  routing: (m: Merchant, cap = 'Routing #'): Cell => ({ cap, name: 'bank_routing', text: m.routing, decoy: true }),
  iso: (m: Merchant, cap = 'ISO / Agent Name'): Cell => ({ cap, name: 'iso_agent', text: m.iso, decoy: true }),
  isoPhone: (m: Merchant, cap = 'Agent Phone'): Cell => ({ cap, name: 'iso_phone', text: m.isoPhone, decoy: true }),
  funder: (m: Merchant, has: boolean, cap = 'Current Funder'): Cell => ({ cap, name: 'existing_funder', text: has ? m.funder : 'None', decoy: has }),
  balance: (m: Merchant, has: boolean, cap = 'Balance'): Cell => ({ cap, name: 'existing_balance', text: has ? m.balanceText : '', decoy: true }),
  sales: (m: Merchant, cap = 'Gross Monthly Sales'): Cell => ({ cap, name: 'monthly_sales', text: m.sales, decoy: true }),
  adb: (m: Merchant, cap = 'Avg. Daily Balance'): Cell => ({ cap, name: 'avg_daily_balance', text: m.adb, decoy: true }),
};

export type PctFmt = 'plain' | 'spaced' | 'bare';
export const pctText = (p: number, f: PctFmt) => (f === 'spaced' ? `${p} %` : f === 'bare' ? String(p) : `${p}%`);

// --- owner cells (owner i of the printed order) ---
export const O = {
  name: (o: Owner, i: number, cap = 'Full Name', lastFirst = false, span = 1): Cell => ({ cap, name: `owner${i + 1}_name`, span,
    text: lastFirst ? `${o.last}, ${o.first}` : o.name, paths: { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last } }),
  title: (o: Owner, i: number, cap = 'Title'): Cell => ({ cap, name: `owner${i + 1}_title`, text: o.title, paths: { [`applicants[${i}].role`]: o.title } }),
  pct: (o: Owner, i: number, f: PctFmt, cap = 'Ownership %'): Cell => ({ cap, name: `owner${i + 1}_ownership`, text: pctText(o.pct, f), paths: { [`applicants[${i}].ownership`]: o.pct } }),
  ssn: (o: Owner, i: number, cap = 'SSN'): Cell => ({ cap, name: `owner${i + 1}_ssn`, text: o.ssnText,
    paths: o.ssn ? { [`applicants[${i}].tax_id`]: o.ssn, [`applicants[${i}].tax_id_type`]: o.ssnType, [`applicants[${i}].tax_id_country`]: o.ssnType === 'SIN' ? 'CA' : 'US' } : {} }),
  dob: (o: Owner, i: number, cap = 'Date of Birth'): Cell => ({ cap, name: `owner${i + 1}_dob`, text: o.dobText, paths: o.dob ? { [`applicants[${i}].date_of_birth`]: o.dob } : {} }),
  fico: (o: Owner, i: number, cap = 'Credit Score'): Cell => ({ cap, name: `owner${i + 1}_fico`, text: o.fico ? String(o.fico) : '', paths: o.fico ? { [`applicants[${i}].credit_score`]: o.fico } : {} }),
  home: (o: Owner, i: number, cap = 'Home Address', span = 1): Cell => ({ cap, name: `owner${i + 1}_home`, text: o.home, decoy: true, span }),
  homeCity: (o: Owner, i: number, cap = 'City, State, Zip'): Cell => ({ cap, name: `owner${i + 1}_home_city`, text: o.homeCity, decoy: true }),
  phone: (o: Owner, i: number, cap = 'Cell Phone'): Cell => ({ cap, name: `owner${i + 1}_cell`, text: o.phone }),
  email: (o: Owner, i: number, cap = 'Email'): Cell => ({ cap, name: `owner${i + 1}_email`, text: o.email }),
};

/** The logo bar: a mark, the broker's name, its contact line, and the form's title. Returns the y under it. */
export function logoBar(s: Sheet, broker: string, contact: string, title: string, color: string, shape: 'circle' | 'diamond' | 'square'): number {
  const d = s.doc;
  d.rect(0, 0, 612, 54).fill(color);
  d.fillColor('#fff');
  if (shape === 'circle') d.circle(44, 27, 15).fill('#fff');
  else if (shape === 'diamond') d.polygon([44, 11], [60, 27], [44, 43], [28, 27]).fill('#fff');
  else d.rect(30, 13, 28, 28).fill('#fff');
  s.text(broker.split(' ').map((w) => w[0]).join('').slice(0, 2), 35, 22, { size: 11, font: 'Helvetica-Bold', color });
  s.text(broker.toUpperCase(), 70, 14, { size: 15, font: 'Helvetica-Bold', color: '#fff' });
  s.text(contact, 70, 34, { size: 7.5, color: '#fff' });
  s.text(title, 36, 64, { size: 13, font: 'Helvetica-Bold', width: 540, align: 'center' });
  return 84;
}

const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that all information and documents submitted in connection with this application are true, correct and complete. You authorize the above named broker, its assigns, agents, banks and funding partners to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies, and to transmit this application to any of its funding partners.';

/** The authorisation paragraph and one signature line per owner (signatures are scribbles, names not repeated). */
export function authorization(s: Sheet, y: number, owners: Owner[], extra = ''): number {
  s.text(AUTH + (extra ? ` ${extra}` : ''), 36, y, { size: 6.5, width: 540 });
  y += s.doc.heightOfString(AUTH + extra, { width: 540 }) + 16;
  const n = Math.max(owners.length, 1), w = 540 / Math.min(n, 2);
  owners.slice(0, 2).forEach((_, i) => {
    const x = 36 + i * w;
    s.line(x, y + 14, x + w * 0.55, y + 14); s.caption(`Signature (Owner ${i + 1})`, x, y + 16);
    s.line(x + w * 0.62, y + 14, x + w - 10, y + 14); s.caption('Date', x + w * 0.62, y + 16);
    if (s.style !== 'fillable') s.doc.lineWidth(0.9).moveTo(x + 8, y + 10).bezierCurveTo(x + 20, y - 4, x + 30, y + 18, x + 44, y + 4).bezierCurveTo(x + 52, y - 2, x + 60, y + 14, x + 80, y + 6).stroke('#223');
  });
  return y + 30;
}

const LABEL_ID: Record<string, string> = { Corporation: 'c_corporation', 'C-Corp': 'c_corporation', LLC: 'llc', 'Sole Prop': 'sole_proprietorship', 'Sole Proprietor': 'sole_proprietorship',
  'Sole Proprietorship': 'sole_proprietorship', Partnership: 'general_partnership', 'S-Corp': 's_corporation', 'Non-Profit': 'nonprofit_corporation', LP: 'limited_partnership' };
const WANT: Record<Merchant['entity'], string[]> = { corp: ['Corporation', 'C-Corp'], llc: ['LLC'], sole: ['Sole Prop', 'Sole Proprietor', 'Sole Proprietorship'],
  partnership: ['Partnership'], scorp: ['S-Corp', 'Corporation'], other: ['Other', 'LLC'] };

/** An entity checkbox row ("Corporation / LLC / Sole Prop / Partnership" ...). The box checked is the merchant's own
 *  where the row has it (an S corp on a row without S-Corp checks Corporation, a PLLC without Other checks LLC, and
 *  the truth is the checked label's reading); "Other" gets its text written on the line after it. Returns x after. */
export function entityRow(s: Sheet, m: Merchant, options: string[], x: number, y: number): number {
  const want = m.entityId === 'limited_partnership' ? ['LP', 'Other', 'Partnership'] : WANT[m.entity];
  const chosen = want.find((w) => options.includes(w)) ?? null;
  const id = (l: string) => (l === 'Corporation' && m.country === 'CA' ? 'ca_corporation' : LABEL_ID[l]!);
  let cx = x;
  for (const opt of options) {
    const on = opt === chosen;
    cx = s.check(`entity_${opt.replace(/\W+/g, '_').toLowerCase()}`, opt, cx, y, on, on && opt !== 'Other' ? { type_of_entity: id(opt) } : {});
    if (opt === 'Other') {
      s.line(cx - 8, y + 8, cx + 52, y + 8);
      s.value('entity_other', on ? m.otherText : '', cx - 8, y - 4, 60, 12, on ? { type_of_entity: m.entityId } : {}, { size: 8 });
      cx += 60;
    }
  }
  return cx;
}
