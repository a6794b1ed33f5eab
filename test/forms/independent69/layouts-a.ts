// Cascade Capital Partners (Seattle, WA: owners as table rows under column heads) and Willamette Funding Group
// (Portland, OR: one column per owner, row labels at the left).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { nameFields, nameText, ownerPaths } from './owners.ts';
import { AUTH, P, band, boxField, entityBoxes, fundersTable, leftField, type Layout } from './parts.ts';
import type { Sheet } from './sheet.ts';

const GREEN = '#1f4d3a';

function cascadeBusiness(s: Sheet, m: Merchant): void {
  band(s, '1.  BUSINESS PROFILE', 40, 72, 532, GREEN);
  const L = (label: string, key: string, text: string, fields: ReturnType<typeof P.legal> | null, x: number, y: number, w: number, lw: number, kind?: 'decoy' | 'context'): void =>
    leftField(s, { label, key, text, fields, kind }, x, y, w, lw);
  L('Legal Business Name:', 'legal', m.legal, P.legal(m), 40, 104, 532, 98);
  L('DBA:', 'dba', m.dbaText, P.dba(m), 40, 124, 260, 28);
  L('Entity Type:', 'entity', m.entityText, P.entity(m), 312, 124, 260, 55);
  L('Federal Tax ID (EIN):', 'tax', m.taxText, P.tax(m), 40, 144, 260, 92);
  L('Business Start Date:', 'start', m.startText, P.start(m), 312, 144, 260, 88);
  L('Street Address:', 'street', m.street, null, 40, 164, 532, 70, 'context');
  L('City:', 'city', m.city, null, 40, 184, 230, 25, 'context');
  L('State:', 'state', m.state, P.state(m), 280, 184, 120, 30);
  L('Zip:', 'zip', m.zip, null, 412, 184, 160, 20, 'context');
  L('Business Phone:', 'phone', m.phone, null, 40, 204, 260, 70, 'context');
  L('Email:', 'email', m.email, null, 312, 204, 260, 30, 'context');
  L('Type of Business:', 'industry', m.industryText, P.industry(m), 40, 224, 260, 76);
  L('Website:', 'web', m.website, null, 312, 224, 260, 40, 'context');
  L('Amount Requested:', 'amount', m.amountText, P.amount(m), 40, 244, 260, 82);
  L('Use of Funds:', 'use', m.use, null, 312, 244, 260, 60, 'context');
  L('Avg. Monthly Sales:', 'monthly', m.monthly, null, 40, 264, 260, 84, 'context');
  L('# of Employees:', 'employees', m.employees, null, 312, 264, 260, 68, 'context');
}

const CASCADE_COLS: readonly (readonly [string, number])[] = [['Owner Name', 160], ['Title', 95], ['% Owned', 52], ['SSN', 85], ['Date of Birth', 85], ['FICO', 55]];

function cascadeOwners(s: Sheet, m: Merchant): void {
  band(s, '2.  OWNERSHIP  (list every owner of 20% or more)', 40, 284, 532, GREEN);
  let x = 40;
  for (const [h, w] of CASCADE_COLS) { s.rect(x, 302, w, 13, { fill: '#dde8e2', stroke: '#000000', lw: 0.4 }); s.text(h, x + 3, 305.5, { size: 7, font: 'Helvetica-Bold' }); x += w; }
  for (let r = 0; r < 4; r++) {
    const o = m.owners[r], y = 315 + r * 19;
    const vals = o ? [nameText(o), o.title, o.pctText, o.taxText, o.dobText, o.scoreText] : ['', '', '', '', '', ''];
    const paths = o ? [nameFields(r, o), ownerPaths.role(r, o), ownerPaths.pct(r, o), ownerPaths.tax(r, o), ownerPaths.dob(r, o), ownerPaths.score(r, o)] : [];
    x = 40;
    CASCADE_COLS.forEach(([h, w], i) => {
      s.rect(x, y, w, 19, { lw: 0.4 });
      s.val(`owner${r + 1}_${h.replace(/\W/g, '')}`, vals[i]!, x, y + 16, w, o ? paths[i]! : null, { size: 8 });
      x += w;
    });
  }
  leftField(s, { label: 'Owner 1 Home Address:', key: 'home1', text: m.owners[0]!.home, fields: null }, 40, 410, 532, 96);
}

function cascadeRest(s: Sheet, m: Merchant, rng: Rng): void {
  band(s, '3.  SPOUSAL CONSENT  (Washington is a community property state)', 40, 422, 532, GREEN);
  s.text('Spouse of Owner 1 - signs for consent only; the spouse is NOT an owner or applicant of the business.', 40, 440, { size: 7, font: 'Helvetica-Oblique' });
  const spouse = rng.chance(0.65);
  leftField(s, { label: 'Spouse Name:', key: 'spouse', text: spouse ? m.d.spouse.name : '', fields: null }, 40, 464, 260, 60);
  leftField(s, { label: 'Spouse Phone:', key: 'spouse_phone', text: spouse ? m.d.spouse.phone : '', fields: null }, 312, 464, 260, 62);
  band(s, '4.  BANK & PREMISES', 40, 478, 532, GREEN);
  leftField(s, { label: 'Bank Name:', key: 'bank', text: m.d.bank, fields: null }, 40, 510, 180, 50);
  leftField(s, { label: 'Routing #:', key: 'routing', text: m.d.routing, fields: null }, 228, 510, 160, 44);
  leftField(s, { label: 'Account #:', key: 'account', text: m.d.account, fields: null }, 396, 510, 176, 46);
  leftField(s, { label: 'Landlord / Mortgage Co.:', key: 'landlord', text: m.d.landlord, fields: null }, 40, 530, 300, 104);
  leftField(s, { label: 'Landlord Phone:', key: 'landlord_phone', text: m.d.landlordPhone, fields: null }, 348, 530, 224, 70);
  leftField(s, { label: 'Monthly Rent:', key: 'rent', text: m.d.rent, fields: null }, 40, 550, 200, 60);
  band(s, '5.  AUTHORIZATION', 40, 564, 532, GREEN);
  s.text(AUTH, 40, 584, { size: 7, width: 532 });
  for (let i = 0; i < 2; i++) {
    s.line(40 + i * 270, 650, 250 + i * 270, 650);
    s.text(`Owner ${i + 1} Signature`, 40 + i * 270, 653, { size: 6.5 });
    s.line(40 + i * 270, 680, 250 + i * 270, 680);
    s.text('Date', 40 + i * 270, 683, { size: 6.5 });
  }
  s.rect(40, 706, 532, 40, { stroke: '#777777' });
  s.text('FOR ISO USE ONLY', 46, 710, { size: 6.5, font: 'Helvetica-Bold', color: '#555555' });
  leftField(s, { label: 'ISO Rep:', key: 'iso', text: m.d.iso.name, fields: null }, 46, 740, 170, 38);
  leftField(s, { label: 'Rep Phone:', key: 'iso_phone', text: m.d.iso.phone, fields: null }, 224, 740, 150, 45);
  leftField(s, { label: 'Rep Email:', key: 'iso_email', text: m.d.iso.email, fields: null }, 382, 740, 184, 45);
}

export const CASCADE: Layout = {
  name: 'cascade_capital_rows', broker: { address: '1201 Third Ave, Suite 2210, Seattle, WA 98101', area: '206', domain: 'cascadecap.example' },
  states: ['WA', 'OR', 'ID'], maxOwners: 4, pages: 1, valueFont: 'Helvetica',
  draw(s, m, rng) {
    s.rect(0, 0, 612, 58, { fill: GREEN });
    s.text('CASCADE CAPITAL PARTNERS', 40, 14, { size: 18, font: 'Helvetica-Bold', color: '#ffffff' });
    s.text('Merchant Funding Application', 40, 37, { size: 10, color: '#cfe3d8' });
    s.text('1201 Third Ave, Suite 2210 | Seattle, WA 98101 | (206) 555-0148', 330, 40, { size: 7.5, color: '#ffffff' });
    cascadeBusiness(s, m);
    cascadeOwners(s, m);
    cascadeRest(s, m, rng);
  },
};

const ROWS: readonly string[] = ['Full Name', 'Title', 'Ownership %', 'Date of Birth', 'Social Security #', 'Credit Score (est.)', 'Home Address'];

function willametteBusiness(s: Sheet, m: Merchant): void {
  const B = (label: string, key: string, text: string, fields: ReturnType<typeof P.legal> | null, x: number, y: number, w: number, kind?: 'decoy' | 'context'): void =>
    boxField(s, { label, key, text, fields, kind }, x, y, w, 26, { font: 'Times-Roman' });
  s.text('I.  THE BUSINESS', 40, 92, { size: 10, font: 'Times-Bold' });
  B('Legal name of business', 'legal', m.legal, P.legal(m), 40, 106, 352);
  B('Fed. Tax ID # (EIN)', 'tax', m.taxText, P.tax(m), 392, 106, 180);
  B('Doing business as', 'dba', m.dbaText, P.dba(m), 40, 132, 352);
  B('Date business established', 'start', m.startText, P.start(m), 392, 132, 180);
  B('Business street address', 'street', m.street, null, 40, 158, 272, 'context');
  B('City', 'city', m.city, null, 312, 158, 120, 'context');
  B('State', 'state', m.state, P.state(m), 432, 158, 60);
  B('Zip', 'zip', m.zip, null, 492, 158, 80, 'context');
  B('Nature of business', 'industry', m.industryText, P.industry(m), 40, 184, 272);
  B('Business phone', 'phone', m.phone, null, 312, 184, 130, 'context');
  B('Funding requested', 'amount', m.amountText, P.amount(m), 442, 184, 130);
  s.text('Legal structure:', 40, 217, { size: 8, font: 'Times-Bold' });
  entityBoxes(s, m, [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']],
    112, 216, 70, 7.5, { font: 'Times-Roman' });
  B('Gross annual sales', 'annual', m.annual, null, 40, 232, 176, 'context');
  B('State of incorporation', 'inc_state', m.incState, null, 216, 232, 126);
  B('Landlord / mortgage holder', 'landlord', m.d.landlord, null, 342, 232, 230);
}

function willametteOwners(s: Sheet, m: Merchant): void {
  s.text('II.  OWNERS  (each owner of 20% or more must be listed)', 40, 272, { size: 10, font: 'Times-Bold' });
  const top = 286, lw = 112, cw = 140, rh = 21;
  s.rect(40, top, lw, 15, { fill: '#e9e4d8', stroke: '#000000', lw: 0.5 });
  for (let c = 0; c < 3; c++) {
    s.rect(40 + lw + c * cw, top, cw, 15, { fill: '#e9e4d8', stroke: '#000000', lw: 0.5 });
    s.text(`Owner ${c + 1}`, 40 + lw + c * cw + 4, top + 4, { size: 8.5, font: 'Times-Bold' });
  }
  ROWS.forEach((label, r) => {
    const y = top + 15 + r * rh;
    s.rect(40, y, lw, rh, { lw: 0.5 });
    s.text(label, 44, y + 7, { size: 8, font: 'Times-Roman' });
    for (let c = 0; c < 3; c++) {
      const o = m.owners[c];
      s.rect(40 + lw + c * cw, y, cw, rh, { lw: 0.5 });
      const text = o ? [nameText(o), o.title, o.pctText, o.dobText, o.taxText, o.scoreText, o.home][r]! : '';
      const fields = o ? [nameFields(c, o), ownerPaths.role(c, o), ownerPaths.pct(c, o), ownerPaths.dob(c, o), ownerPaths.tax(c, o), ownerPaths.score(c, o), null][r]! : null;
      s.val(`o${c + 1}_${label.replace(/\W/g, '')}`, text, 40 + lw + c * cw, y + rh - 4, cw, fields, { size: r === 6 ? 6.5 : 8.5 });
    }
  });
}

function willametteRest(s: Sheet, m: Merchant): void {
  s.text('III.  TRADE REFERENCES', 40, 462, { size: 10, font: 'Times-Bold' });
  m.d.refs.forEach((r, i) => {
    boxField(s, { label: `Reference ${i + 1} - company`, key: `ref${i}`, text: r.name, fields: null }, 40, 476 + i * 26, 300, 26, { font: 'Times-Roman' });
    boxField(s, { label: 'Phone', key: `ref${i}_phone`, text: r.phone, fields: null }, 340, 476 + i * 26, 232, 26, { font: 'Times-Roman' });
  });
  s.text('IV.  CURRENT ADVANCES / LOANS', 40, 538, { size: 10, font: 'Times-Bold' });
  fundersTable(s, m, 40, 552, 532, { font: 'Times-Roman' });
  s.text('V.  AUTHORIZATION', 40, 604, { size: 10, font: 'Times-Bold' });
  s.text(AUTH, 40, 618, { size: 7.5, font: 'Times-Roman', width: 532 });
  for (let i = 0; i < 3; i++) {
    s.line(40 + i * 180, 690, 200 + i * 180, 690);
    s.text(`Signature - Owner ${i + 1}              Date`, 40 + i * 180, 693, { size: 6.5, font: 'Times-Italic' });
  }
  s.line(40, 722, 572, 722, 0.4);
  s.text('Willamette Funding Group | 520 SW Yamhill St, Portland, OR 97204 | Broker:', 40, 730, { size: 7, font: 'Times-Roman' });
  s.val('iso', m.d.iso.name, 300, 738, 120, null, { size: 7.5 });
  s.val('iso_phone', m.d.iso.phone, 430, 738, 140, null, { size: 7.5 });
}

export const WILLAMETTE: Layout = {
  name: 'willamette_owner_columns', broker: { address: '520 SW Yamhill St, Portland, OR 97204', area: '503', domain: 'willamettefunding.example' },
  states: ['OR', 'WA'], maxOwners: 3, pages: 1, valueFont: 'Courier',
  draw(s, m) {
    s.text('WILLAMETTE FUNDING GROUP', 0, 34, { size: 17, font: 'Times-Bold', width: 612, align: 'center' });
    s.text('Business Capital Application', 0, 56, { size: 10, font: 'Times-Italic', width: 612, align: 'center' });
    s.line(40, 76, 572, 76, 1.2);
    s.line(40, 79, 572, 79, 0.4);
    willametteBusiness(s, m);
    willametteOwners(s, m);
    willametteRest(s, m);
  },
};
