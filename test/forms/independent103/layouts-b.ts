// Layouts of set 103, part B: Prairie North (Winnipeg, bilingual labels side by side on underlines) and Pacific Cove
// (Vancouver, English, checkbox rows and an owners' table with first and last names in their own columns).
import type { Rng } from '../../statements/generator/prng.ts';
import { PROV_EN, PROV_FR, type Merchant } from './data.ts';
import { A, O, bankBox, businessId, cell, consent, date, gstDecoy, money, namePaths, ownerName, section, signatures, sin, sinPaths, street, uline } from './common.ts';
import type { Paths, Sheet } from './kit.ts';
import { noTrade, type Layout } from './layouts-a.ts';

const FREQ_EN: [string, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly'], ['monthly', 'Monthly']];

function prairieNorth(s: Sheet, m: Merchant, r: Rng): void {
  const C = '#7a3b12', X = 40, W = 532;
  s.rect(X, 30, W, 46, { stroke: C, lw: 1.2 });
  s.label('PRAIRIE NORTH FUNDING CORP.', X + 10, 38, { size: 14, bold: true, color: C });
  s.label('Business Funding Application / Demande de financement d’entreprise'.replace('’', "'"), X + 10, 58, { size: 8.5 });
  s.label('201 Portage Ave, Suite 1800\nWinnipeg MB  R3B 3K6\n204-555-0190', X + 400, 38, { size: 6.5, width: 125, align: 'right' });
  let y = 88;
  section(s, X, y, W, 'BUSINESS / ENTREPRISE', C); y += 19;
  const row = (label: string, v: string | null, what: Paths | string, x = X, w = W, lw?: number) => uline(s, x, y, w, label, v, what, lw);
  row('Legal name / Raison sociale:', m.legal, A('legal_name', m.legal), X, W, 150); y += 18;
  row('Operating as / Faisant affaire sous:', m.trade ?? noTrade(m, r), A('trade_name', m.trade), X, W, 150); y += 18;
  const bn = businessId(m, r, 0.1);
  row('Business Number (BN) / Numéro d\'entreprise (NE):', bn.text, bn.paths, X, 320, 190);
  row('GST/HST / TPS/TVH:', gstDecoy(m) ? m.gstLine : null, 'gst_hst', X + 330, W - 330); y += 18;
  if (m.entity.id === 'ca_corporation' || m.entity.id === 'ca_ulc') {
    s.label('Jurisdiction of incorporation / Juridiction de constitution:', X, y + 3, { size: 7 });
    const fed = /Canada Inc\.$/.test(m.legal) || r.chance(0.25);
    let bx = s.box(X + 200, y + 3, 'Federal (CBCA) / Fédérale', fed, 'incorporated_federally');
    bx = s.box(bx, y + 3, 'Provincial(e)', !fed, 'incorporated_provincially');
    row('Corp. No.:', fed ? m.federalCorpNo : m.provCorpNo, 'corporation_number', bx, X + W - bx); y += 18;
  }
  row('Entity type / Forme juridique:', m.entity.en, A('type_of_entity', m.entity.id), X, 260, 115);
  row('Industry / Secteur:', m.fr ? m.industry.fr : m.industry.en, A('industry', m.industry.id), X + 270, W - 270, 75); y += 18;
  row('Date established / Date de fondation:', date(m.start, 'en'), A('business_start_date', m.start), X, 260, 140);
  row('Employees / Employés:', String(m.employees), 'employees', X + 270, W - 270, 90); y += 18;
  row('Street address / Adresse:', m.addr.street, 'business_street', X, 300, 100);
  row('City / Ville:', m.addr.city, 'business_city', X + 310, W - 310, 45); y += 18;
  const provName = r.weighted([[PROV_EN[m.addr.prov]!, 5], [m.addr.prov, 2], [PROV_FR[m.addr.prov]!, 2]] as const);
  row('Province:', provName, A('state_region', m.addr.prov), X, 200, 40);
  row('Postal code / Code postal:', m.addr.postal, 'postal_code', X + 210, 160, 95);
  row('Phone / Tél.:', m.phone, 'business_phone', X + 380, W - 380, 50); y += 18;
  row('Email / Courriel:', m.email, 'business_email', X, 300, 70);
  row('Monthly sales / Ventes mensuelles:', money(m.monthly, 'en'), 'monthly_sales', X + 310, W - 310, 130); y += 26;

  section(s, X, y, W, 'REQUEST / DEMANDE', C); y += 19;
  row('Amount requested / Montant demandé:', money(m.amount, r.pick(['en', 'en00'] as const)), A('requested_amount', m.amount), X, 260, 145);
  row('Use of funds / Utilisation:', m.useEn, 'use_of_funds', X + 270, W - 270, 100); y += 18;
  s.label('Payment schedule / Fréquence:', X, y + 3, { size: 7 });
  let bx = X + 115;
  for (const [k, l] of FREQ_EN) bx = s.box(bx, y + 3, l, m.freq === k, A('payment_frequency', m.freq));
  row('Payment / Versement:', money(m.payment, 'en'), A('requested_payment', m.payment), bx, X + W - bx, 80); y += 18;
  row('Term (# of payments) / Durée (nbre de versements):', String(m.payments), A('number_of_payments', m.payments), X, 300, 190); y += 26;

  section(s, X, y, W, 'OWNERS / PROPRIÉTAIRES', C); y += 17;
  const cw = (W - 12) / 2;
  for (let i = 0; i < m.owners.length; i += 2) {
    let yy = y;
    for (let j = i; j < Math.min(i + 2, m.owners.length); j++) {
      const o = m.owners[j]!, x = X + (j - i) * (cw + 12);
      yy = y;
      s.label(`Owner ${j + 1} / Propriétaire ${j + 1}`, x, yy, { size: 7.5, bold: true, color: C }); yy += 11;
      uline(s, x, yy, cw, 'Name / Nom:', ownerName(o, r.pick(['first_last', 'middle'] as const)), namePaths(j, o), 80); yy += 16;
      uline(s, x, yy, cw, 'Title / Titre:', o.title, O(j, { role: o.title }), 80); yy += 16;
      uline(s, x, yy, cw, 'Ownership / Participation:', `${o.pct}%`, O(j, { ownership: o.pct }), 100); yy += 16;
      uline(s, x, yy, cw, 'SIN / NAS:', sin(o, r), sinPaths(j, o), 80); yy += 16;
      uline(s, x, yy, cw, 'Date of birth / Date de naissance:', date(o.dob, 'en'), O(j, { date_of_birth: o.dob }), 125); yy += 16;
      uline(s, x, yy, cw, 'Credit score / Cote de crédit:', o.credit === null ? null : String(o.credit), O(j, { credit_score: o.credit }), 110); yy += 16;
      uline(s, x, yy, cw, 'Home / Domicile:', street(o.home), 'owner_home', 65); yy += 16;
    }
    y = yy + 6;
    if (y > 640 && i + 2 < m.owners.length) { s.addPage(); y = 40; }
  }
  if (y > 650) { s.addPage(); y = 40; }
  uline(s, X, y, 300, 'Landlord / Propriétaire des locaux:', m.landlord.name, 'landlord', 135);
  uline(s, X + 310, y, W - 310, 'Rent / Loyer:', money(m.landlord.rent, 'en'), 'rent', 55); y += 22;
  y = consent(s, X, y, W, 'both', 'Prairie North Funding Corp.', 6);
  signatures(s, m, X, y + 2, W, false);
}

function pacificCove(s: Sheet, m: Merchant, r: Rng): void {
  const T = '#0f5e6e', X = 36, W = 540, h = 25;
  s.rect(0, 0, 612, 8, { fill: T });
  s.label('Pacific Cove', X, 22, { size: 20, bold: true, color: T });
  s.label('MERCHANT CAPITAL', X + 130, 30, { size: 9, bold: true, color: '#555555' });
  s.label('Revenue-Based Funding Application', 400, 24, { size: 9, bold: true });
  s.label('Suite 900 - 1055 W Georgia St, Vancouver BC V6E 3P3', 400, 36, { size: 6.5 });
  let y = 56;
  section(s, X, y, W, 'BUSINESS PROFILE', '#e3f0f2', T); y += 13;
  cell(s, X, y, 300, h, 'Legal Name of Business', m.legal, A('legal_name', m.legal));
  cell(s, X + 300, y, 240, h, 'Operating As (O/A)', m.trade ?? noTrade(m, r), A('trade_name', m.trade)); y += h;
  s.rect(X, y, W, 18);
  s.label('Business Type:', X + 4, y + 6, { size: 7, bold: true });
  let bx = X + 62;
  for (const [k, l] of [['corp', 'Corporation'], ['ulc', 'ULC'], ['partnership', 'Partnership'], ['sole', 'Sole Proprietorship']] as const) {
    const on = k === 'ulc' ? m.entity.id === 'ca_ulc' : m.entity.box === k;
    bx = s.box(bx, y + 5.5, l, on, A('type_of_entity', m.entity.id));
  }
  bx = s.box(bx, y + 5.5, 'Other:', m.entity.box === 'other' && m.entity.id !== 'ca_ulc', null);
  if (m.entity.box === 'other' && m.entity.id !== 'ca_ulc') s.val(m.entity.en, bx - 6, y + 4, X + W - bx, A('type_of_entity', m.entity.id));
  y += 18;
  const bn = businessId(m, r);
  cell(s, X, y, 200, h, m.soleBySin ? 'BN (or SIN if no BN)' : 'Business Number (9 digits + program acct.)', bn.text, bn.paths);
  const bcNo = m.entity.id === 'ca_corporation' || m.entity.id === 'ca_ulc' ? (/Canada Inc\.$/.test(m.legal) ? `CBCA ${m.federalCorpNo}` : m.provCorpNo) : null;
  cell(s, X + 200, y, 150, h, m.addr.prov === 'BC' ? 'BC Incorporation No.' : 'Corporate Registry No.', bcNo, 'incorporation_number');
  const ds = r.pick(['dmy', 'iso'] as const);
  cell(s, X + 350, y, 190, h, ds === 'dmy' ? 'Business Start Date (DD/MM/YYYY)' : 'Business Start Date (YYYY-MM-DD)', date(m.start, ds), A('business_start_date', m.start)); y += h;
  cell(s, X, y, 270, h, 'Street Address', m.addr.street, 'business_street');
  cell(s, X + 270, y, 120, h, 'City', m.addr.city, 'business_city');
  cell(s, X + 390, y, 50, h, 'Prov.', m.addr.prov, A('state_region', m.addr.prov));
  cell(s, X + 440, y, 100, h, 'Postal Code', m.addr.postal, 'postal_code'); y += h;
  cell(s, X, y, 200, h, 'Industry / Type of Business', m.industry.en, A('industry', m.industry.id));
  cell(s, X + 200, y, 140, h, 'Phone', m.phone, 'business_phone');
  cell(s, X + 340, y, 200, h, 'Website', m.website, 'website'); y += h;
  s.rect(X, y, W, 18);
  s.label('Premises:', X + 4, y + 6, { size: 7, bold: true });
  const own = r.chance(0.25);
  bx = s.box(X + 50, y + 5.5, 'Own', own, 'premises_own');
  bx = s.box(bx, y + 5.5, 'Rent / Lease', !own, 'premises_rent');
  s.label(`Landlord: ${own ? '-' : ''}`, bx, y + 6, { size: 7 });
  if (!own) s.val(`${m.landlord.name}  ${m.landlord.phone}`, bx + 34, y + 4, X + W - bx - 36, 'landlord');
  y += 24;
  section(s, X, y, W, 'FUNDING REQUEST', '#e3f0f2', T); y += 13;
  cell(s, X, y, 150, h, 'Amount Requested (CAD)', money(m.amount, 'en'), A('requested_amount', m.amount));
  cell(s, X + 150, y, 170, h, 'Avg. Monthly Deposits', money(m.monthly, 'en'), 'monthly_sales');
  cell(s, X + 320, y, 220, h, 'Purpose', m.useEn, 'use_of_funds'); y += h + 8;
  section(s, X, y, W, 'EXISTING ADVANCES / LOANS', '#e3f0f2', T); y += 13;
  const adv = m.advances.length ? m.advances : [null];
  for (const a of adv) {
    cell(s, X, y, 240, h, 'Funder / Lender', a ? a.funder : 'None', 'advance_funder');
    cell(s, X + 240, y, 150, h, 'Balance', a ? money(a.balance, 'en') : null, 'advance_balance');
    cell(s, X + 390, y, 150, h, 'Daily / Weekly Payment', a ? money(a.payment, 'en') : null, 'advance_payment'); y += h;
  }
  y += 8;
  section(s, X, y, W, 'TRADE REFERENCES', '#e3f0f2', T); y += 13;
  for (const t of m.refs) { cell(s, X, y, 330, h, 'Company', t.name, 'trade_reference'); cell(s, X + 330, y, 210, h, 'Phone', t.phone, 'trade_reference_phone'); y += h; }

  s.addPage();
  s.rect(0, 0, 612, 8, { fill: T });
  y = 24;
  section(s, X, y, W, 'OWNERSHIP (list every owner of 20% or more)', '#e3f0f2', T); y += 13;
  const cols: [string, number][] = [['First Name', 78], ['M.I.', 26], ['Last Name', 88], ['Title', 74], ['Own %', 40], ['SIN', 84], ['Date of Birth', 80], ['Credit (est.)', 70]];
  let cx = X;
  for (const [l, w] of cols) { s.rect(cx, y, w, 14, { fill: '#f2f2f2', stroke: '#000000' }); s.label(l, cx + 3, y + 4, { size: 6.5, bold: true }); cx += w; }
  y += 14;
  m.owners.forEach((o, i) => {
    const vals: [string | null, Paths | string][] = [[o.first, O(i, { first_name: o.first })], [o.middle, 'middle_initial'], [o.last, O(i, { last_name: o.last })],
      [o.title, O(i, { role: o.title })], [String(o.pct), O(i, { ownership: o.pct })], [sin(o, r), sinPaths(i, o)],
      [date(o.dob, ds), O(i, { date_of_birth: o.dob })], [o.credit === null ? null : String(o.credit), O(i, { credit_score: o.credit })]];
    cx = X;
    vals.forEach(([v, what], k) => { const w = cols[k]![1]; s.rect(cx, y, w, 20); if (v) s.val(v, cx + 2, y + 6, w - 4, what, { size: 8 }); cx += w; });
    y += 20;
  });
  y += 10;
  m.owners.forEach((o, i) => { cell(s, X, y, W, h, `Owner ${i + 1} Home Address`, street(o.home), 'owner_home'); y += h; });
  y += 10;
  section(s, X, y, W, 'BUSINESS BANK ACCOUNT (attach a void cheque)', '#e3f0f2', T); y += 15;
  bankBox(s, m, X, y, W, false); y += 36;
  y = consent(s, X, y, W, 'pipeda', 'Pacific Cove Merchant Capital Ltd.');
  signatures(s, m, X, y + 8, W, false);
}

export const LAYOUTS_B: Layout[] = [
  { name: 'prairie_north', broker: 'Prairie North Funding Corp.', provs: ['MB', 'MB', 'SK', 'SK', 'AB', 'BC', 'ON', 'NB'], draw: prairieNorth },
  { name: 'pacific_cove', broker: 'Pacific Cove Merchant Capital Ltd.', provs: ['BC', 'BC', 'BC', 'AB', 'SK', 'ON'], draw: pacificCove },
];
