// Layouts of set 103, part C: Atlantic Tide (Halifax, checkbox rows, BN-or-SIN box), Capital Outaouais (Ottawa-Gatineau,
// English label over its French one in boxed cells) and Chinook (Calgary, a broker's typed deal sheet).
import type { Rng } from '../../statements/generator/prng.ts';
import { PROV_EN, PROV_FR, type Merchant } from './data.ts';
import { A, O, bankBox, businessId, cell, consent, date, gstDecoy, money, namePaths, ownerName, section, signatures, sin, sinPaths, street, uline } from './common.ts';
import type { Paths, Sheet } from './kit.ts';
import { noTrade, type Layout } from './layouts-a.ts';

function atlanticTide(s: Sheet, m: Merchant, r: Rng): void {
  const B = '#0b3954', X = 36, W = 540, h = 24;
  s.label('ATLANTIC TIDE CAPITAL', X, 30, { size: 15, bold: true, color: B });
  s.label('Small Business Cash Advance - Application Form', X, 49, { size: 8.5 });
  s.label('1801 Hollis Street, Halifax NS B3J 3N4  ·  902-555-0117  ·  deals@atlantictide.ca', 330, 33, { size: 6.5, width: 246, align: 'right' });
  s.line(X, 62, X + W, 62, B, 2);
  let y = 70;
  section(s, X, y, W, 'SECTION A - BUSINESS', B); y += 13;
  cell(s, X, y, W, h, 'Legal Name (as registered)', m.legal, A('legal_name', m.legal)); y += h;
  cell(s, X, y, W, h, 'Trade / Operating Name (O/A)', m.trade ?? noTrade(m, r), A('trade_name', m.trade)); y += h;
  s.rect(X, y, W, 18);
  s.label('Legal Form:', X + 4, y + 6, { size: 7, bold: true });
  let bx = X + 52;
  for (const [k, l] of [['corp', 'Corporation'], ['partnership', 'Partnership'], ['sole', 'Sole Proprietorship']] as const) bx = s.box(bx, y + 5.5, l, m.entity.box === k, A('type_of_entity', m.entity.id));
  bx = s.box(bx, y + 5.5, 'Other (specify):', m.entity.box === 'other', null);
  s.line(bx - 6, y + 13, X + W - 6, y + 13, '#777777');
  if (m.entity.box === 'other') s.val(m.entity.en, bx - 4, y + 3, X + W - bx, A('type_of_entity', m.entity.id));
  y += 18;
  s.rect(X, y, W, 26);
  s.label('Tax ID:', X + 4, y + 4, { size: 7, bold: true });
  const bn = businessId(m, r);
  const type: Paths = A('business_tax_id_type', m.soleBySin ? 'SIN' : 'BN');
  bx = s.box(X + 40, y + 3.5, 'BN', !m.soleBySin, type);
  s.box(bx, y + 3.5, 'SIN (sole proprietor without BN)', m.soleBySin, type);
  s.val(bn.text, X + 40, y + 13, 240, bn.paths);
  s.label('HST No.:', X + 300, y + 4, { size: 7, bold: true });
  if (gstDecoy(m) && r.chance(0.6)) s.val(m.gstLine, X + 300, y + 13, 230, 'gst_hst');
  y += 26;
  cell(s, X, y, 260, h, 'Street Address', m.addr.street, 'business_street');
  cell(s, X + 260, y, 110, h, 'City / Town', m.addr.city, 'business_city');
  const prov = m.addr.prov === 'NB' && m.fr ? PROV_FR.NB! : r.chance(0.7) ? PROV_EN[m.addr.prov]! : m.addr.prov;
  cell(s, X + 370, y, 100, h, 'Province', prov, A('state_region', m.addr.prov));
  cell(s, X + 470, y, 70, h, 'Postal Code', m.addr.postal, 'postal_code'); y += h;
  cell(s, X, y, 150, h, 'Date Business Established', date(m.start, 'dmon'), A('business_start_date', m.start));
  cell(s, X + 150, y, 200, h, 'Nature of Business', m.fr ? m.industry.fr : m.industry.en, A('industry', m.industry.id));
  cell(s, X + 350, y, 190, h, 'Business Phone', m.phone, 'business_phone'); y += h;
  s.rect(X, y, W, 18);
  s.label('Location:', X + 4, y + 6, { size: 7, bold: true });
  const own = r.chance(0.3);
  bx = s.box(X + 48, y + 5.5, 'Owned', own, 'premises_own');
  bx = s.box(bx, y + 5.5, 'Leased', !own, 'premises_leased');
  s.label('Monthly rent/mortgage:', bx, y + 6, { size: 7 });
  s.val(money(m.landlord.rent, 'en'), bx + 82, y + 4, 90, 'rent');
  y += 24;
  section(s, X, y, W, 'SECTION B - FUNDING REQUESTED', B); y += 13;
  cell(s, X, y, 180, h, 'Advance Amount Requested', money(m.amount, 'en'), A('requested_amount', m.amount));
  cell(s, X + 180, y, 180, h, 'Requested Remittance', money(m.payment, 'en'), A('requested_payment', m.payment));
  cell(s, X + 360, y, 180, h, 'Number of Remittances', String(m.payments), A('number_of_payments', m.payments)); y += h;
  s.rect(X, y, W, 18);
  s.label('Remittance Frequency:', X + 4, y + 6, { size: 7, bold: true });
  bx = X + 92;
  for (const [k, l] of [['daily', 'Daily (business days)'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']] as const) bx = s.box(bx, y + 5.5, l, m.freq === k, A('payment_frequency', m.freq));
  y += 24;
  section(s, X, y, W, 'SECTION C - BANKING', B); y += 15;
  bankBox(s, m, X, y, W, false); y += 34;

  s.addPage();
  y = 36;
  section(s, X, y, W, 'SECTION D - OWNERS / GUARANTORS', B); y += 13;
  m.owners.forEach((o, i) => {
    cell(s, X, y, 240, h, `Owner ${i + 1} Name (Last, First)`, ownerName(o, 'last_first'), namePaths(i, o));
    cell(s, X + 240, y, 150, h, 'Position', o.title, O(i, { role: o.title }));
    cell(s, X + 390, y, 70, h, 'Ownership', `${o.pct}%`, O(i, { ownership: o.pct }));
    cell(s, X + 460, y, 80, h, 'Date of Birth', date(o.dob, 'dmon'), O(i, { date_of_birth: o.dob })); y += h;
    cell(s, X, y, 130, h, 'Social Insurance Number', sin(o, r), sinPaths(i, o));
    cell(s, X + 130, y, 410, h, 'Residential Address', street(o.home), 'owner_home'); y += h + 6;
  });
  section(s, X, y, W, 'SECTION E - CURRENT FINANCING', B); y += 13;
  if (!m.advances.length) { cell(s, X, y, W, h, 'Lender', 'None', 'advance_funder'); y += h; }
  for (const a of m.advances) {
    cell(s, X, y, 260, h, 'Lender', a.funder, 'advance_funder');
    cell(s, X + 260, y, 140, h, 'Balance Owing', money(a.balance, 'en'), 'advance_balance');
    cell(s, X + 400, y, 140, h, 'Payment', money(a.payment, 'en'), 'advance_payment'); y += h;
  }
  y += 10;
  y = consent(s, X, y, W, 'pipeda', 'Atlantic Tide Capital Inc.');
  signatures(s, m, X, y + 6, W, false);
}

function outaouais(s: Sheet, m: Merchant, r: Rng): void {
  const P = '#4b2a6b', X = 36, W = 540, h = 30;
  const c = (x: number, yy: number, w: number, en: string, fr: string, v: string | null, what: Paths | string) => cell(s, x, yy, w, h, en, v, what, fr);
  s.label('CAPITAL OUTAOUAIS', X, 26, { size: 16, bold: true, color: P });
  s.label('Merchant Funding Application', X, 45, { size: 8.5, bold: true });
  s.label('Demande de financement marchand', X, 55, { size: 7.5, italic: true, color: '#555555' });
  s.label('Ottawa  ·  Gatineau\n613-555-0166 / 819-555-0166', 420, 28, { size: 7, width: 156, align: 'right' });
  const fr = m.addr.prov === 'QC';
  let y = 70;
  section(s, X, y, W, 'Business / Entreprise', P); y += 13;
  c(X, y, 300, 'Legal name', 'Raison sociale', m.legal, A('legal_name', m.legal));
  c(X + 300, y, 240, 'O/A (operating as)', 'Faisant affaire sous', m.trade ?? noTrade(m, r, fr), A('trade_name', m.trade)); y += h;
  const bn = businessId(m, r, 0.2);
  c(X, y, 190, 'Business Number (BN)', "Numéro d'entreprise (NE)", bn.text, bn.paths);
  c(X + 190, y, 170, 'GST/HST registration', 'Inscription TPS/TVH', gstDecoy(m) ? m.gstLine : null, 'gst_hst');
  c(X + 360, y, 180, fr ? 'Quebec enterprise no. (NEQ)' : 'Ontario corporation no.', fr ? "Numéro d'entreprise du Québec" : 'No de société (Ontario)', fr ? m.neq : m.entity.id === 'ca_corporation' ? m.provCorpNo : null, fr ? 'neq' : 'ontario_corp_no'); y += h;
  c(X, y, 170, 'Legal form', 'Forme juridique', fr ? m.entity.fr : m.entity.en, A('type_of_entity', m.entity.id));
  c(X + 170, y, 200, 'Type of business', "Secteur d'activité", m.fr ? m.industry.fr : m.industry.en, A('industry', m.industry.id));
  c(X + 370, y, 170, 'Start date (YYYY-MM-DD)', 'Date de début (AAAA-MM-JJ)', m.start, A('business_start_date', m.start)); y += h;
  c(X, y, 240, 'Address', 'Adresse', m.addr.street, 'business_street');
  c(X + 240, y, 110, 'City', 'Ville', m.addr.city, 'business_city');
  const prov = r.pick([m.addr.prov, PROV_FR[m.addr.prov]!, fr ? PROV_FR.QC! : PROV_EN[m.addr.prov]!]);
  c(X + 350, y, 100, 'Province', 'Province', prov, A('state_region', m.addr.prov));
  c(X + 450, y, 90, 'Postal code', 'Code postal', m.addr.postal, 'postal_code'); y += h;
  c(X, y, 150, 'Phone', 'Téléphone', m.phone, 'business_phone');
  c(X + 150, y, 220, 'Email', 'Courriel', m.email, 'business_email');
  c(X + 370, y, 170, 'Country', 'Pays', 'Canada', A('country', 'Canada')); y += h + 8;
  section(s, X, y, W, 'Request / Demande', P); y += 13;
  const amt = fr ? money(m.amount, 'fr') : money(m.amount, r.pick(['en', 'cad'] as const));
  c(X, y, 180, 'Amount requested', 'Montant demandé', amt, A('requested_amount', m.amount));
  c(X + 180, y, 180, 'Monthly revenue', 'Revenus mensuels', fr ? money(m.monthly, 'fr') : money(m.monthly, 'en'), 'monthly_sales');
  c(X + 360, y, 180, 'Use of funds', 'Utilisation des fonds', fr ? m.useFr : m.useEn, 'use_of_funds'); y += h + 8;
  section(s, X, y, W, 'Owners / Propriétaires', P); y += 13;
  m.owners.forEach((o, i) => {
    const role = fr ? o.titleFr : o.title;
    c(X, y, 130, 'First name', 'Prénom', o.first, O(i, { first_name: o.first }));
    c(X + 130, y, 140, 'Last name', 'Nom', o.last, O(i, { last_name: o.last }));
    c(X + 270, y, 150, 'Title', 'Titre', role, O(i, { role }));
    c(X + 420, y, 120, 'Ownership %', '% de propriété', fr ? `${o.pct} %` : `${o.pct}%`, O(i, { ownership: o.pct })); y += h;
    c(X, y, 130, 'SIN', 'NAS', sin(o, r), sinPaths(i, o));
    c(X + 130, y, 140, 'Date of birth', 'Date de naissance', o.dob, O(i, { date_of_birth: o.dob }));
    c(X + 270, y, 270, 'Home address', 'Adresse personnelle', street(o.home), 'owner_home'); y += h + 4;
    if (y > 700 && i + 1 < m.owners.length) { s.addPage(); y = 40; }
  });
  if (y > 640) { s.addPage(); y = 40; }
  y = consent(s, X, y + 4, W, fr ? 'both' : 'pipeda', 'Capital Outaouais', 6);
  signatures(s, m, X, y + 2, W, fr);
}

function chinook(s: Sheet, m: Merchant, r: Rng): void {
  const X = 48, W = 516, K = 150;
  s.typeface = 'Courier';
  s.label('CHINOOK ADVANCE GROUP', X, 36, { size: 13, bold: true });
  s.label('Deal Submission Sheet - Merchant Cash Advance (Canada)', X, 53, { size: 8 });
  s.label('ISO Rep / Agent:', 380, 36, { size: 7 });
  s.val(`${m.rep.name} / ${m.rep.id}`, 380, 46, 180, 'iso_rep');
  s.line(X, 66, X + W, 66, '#000000', 1);
  let y = 76;
  const kv = (label: string, v: string | null, what: Paths | string) => { uline(s, X, y, W, label, v, what, K); y += 17; };
  const head = (t: string) => { s.label(t, X, y + 4, { size: 8.5, bold: true }); y += 18; };
  head('MERCHANT');
  kv('Legal Name:', m.legal, A('legal_name', m.legal));
  kv('DBA / O/A:', m.trade ?? noTrade(m, r), A('trade_name', m.trade));
  kv('Entity:', m.entity.en, A('type_of_entity', m.entity.id));
  const bn = businessId(m, r);
  kv(m.soleBySin ? 'Tax ID (SIN - sole prop):' : 'CRA Business No.:', bn.text, bn.paths);
  if (gstDecoy(m) && r.chance(0.5)) kv('GST Account:', m.gstLine, 'gst_hst');
  if (m.addr.prov === 'AB' && (m.entity.id === 'ca_corporation' || m.entity.id === 'ca_ulc')) kv('AB Corporate Access No.:', m.provCorpNo, 'corporate_access_number');
  kv('Industry:', m.industry.en, A('industry', m.industry.id));
  if (r.chance(0.6)) kv('Business Start Date:', date(m.start, r.pick(['iso', 'en'] as const)), A('business_start_date', m.start));
  else kv('Years in Business:', String(Math.max(1, 2025 - Number(m.start.slice(0, 4)))), 'years_in_business');
  kv('Address:', `${m.addr.street}, ${m.addr.city}`, 'business_street');
  const prov = r.pick([m.addr.prov, PROV_EN[m.addr.prov]!, m.addr.prov === 'AB' ? 'Alta.' : m.addr.prov === 'SK' ? 'Sask.' : 'B.C.']);
  kv('Province:', prov, A('state_region', m.addr.prov));
  kv('Postal Code:', m.addr.postal, 'postal_code');
  kv('Phone:', m.phone, 'business_phone');
  kv('Avg Monthly Deposits:', money(m.monthly, 'cad'), 'monthly_sales');
  head('REQUEST');
  kv('Amount Requested:', money(m.amount, 'cad'), A('requested_amount', m.amount));
  const word = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.freq];
  kv('Payment Frequency:', word, A('payment_frequency', m.freq));
  kv(`Est. ${word} Payment:`, money(m.payment, 'cad'), A('requested_payment', m.payment));
  kv('Term (# of payments):', String(m.payments), A('number_of_payments', m.payments));
  head('POSITIONS');
  if (!m.advances.length) kv('Open positions:', 'None', 'advance_funder');
  m.advances.forEach((a, i) => kv(`Position ${i + 1}:`, `${a.funder} - bal. ${money(a.balance, 'en')} - ${money(a.payment, 'en')}/day`, 'advance'));
  head('PRINCIPALS');
  m.owners.forEach((o, i) => {
    if (y > 700) { s.addPage(); y = 40; }
    kv(`Principal ${i + 1}:`, ownerName(o, r.pick(['first_last', 'middle'] as const)), namePaths(i, o));
    const x0 = X + 20;
    uline(s, x0, y, 150, 'Title:', o.title, O(i, { role: o.title }), 30);
    uline(s, x0 + 160, y, 90, 'Own:', `${o.pct}%`, O(i, { ownership: o.pct }), 25);
    uline(s, x0 + 260, y, 236, 'SIN:', sin(o, r), sinPaths(i, o), 25); y += 17;
    uline(s, x0, y, 150, 'DOB:', o.dob, O(i, { date_of_birth: o.dob }), 30);
    uline(s, x0 + 160, y, 130, 'Beacon (est.):', o.credit === null ? null : String(o.credit), O(i, { credit_score: o.credit }), 58);
    uline(s, x0 + 300, y, 196, 'Cell:', o.cell, 'owner_mobile', 25); y += 21;
  });
  if (y > 690) { s.addPage(); y = 40; }
  y = consent(s, X, y + 4, W, 'pipeda', 'Chinook Advance Group Ltd.');
  signatures(s, m, X, y + 4, W, false);
}

export const LAYOUTS_C: Layout[] = [
  { name: 'atlantic_tide', broker: 'Atlantic Tide Capital Inc.', provs: ['NS', 'NS', 'NB', 'NB', 'NL', 'PE'], draw: atlanticTide },
  { name: 'outaouais', broker: 'Capital Outaouais', provs: ['ON', 'QC', 'QC', 'ON'], draw: outaouais },
  { name: 'chinook', broker: 'Chinook Advance Group Ltd.', provs: ['AB', 'AB', 'AB', 'BC', 'SK'], draw: chinook },
];
