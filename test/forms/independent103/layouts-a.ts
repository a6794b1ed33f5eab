// Layouts of set 103, part A: Maple Bridge (Toronto, English, boxed grid) and Financement Fleuve (Montreal, French
// first with the English under each label).
import type { Rng } from '../../statements/generator/prng.ts';
import { PROV_FR, type Merchant } from './data.ts';
import { A, O, bankBox, businessId, cell, consent, date, gstDecoy, money, namePaths, ownerName, section, signatures, sin, sinPaths, stacked, street } from './common.ts';
import type { Paths, Sheet } from './kit.ts';

export interface Layout { name: string; broker: string; provs: readonly string[]; draw: (s: Sheet, m: Merchant, r: Rng) => void }

/** The DBA box's text when there is no trade name: blank, SAME, N/A, or the legal name again (all null). */
export function noTrade(m: Merchant, r: Rng, fr = false): string {
  return r.pick(['', fr ? 'MÊME' : 'SAME', 'N/A', m.legal]);
}

function mapleBridge(s: Sheet, m: Merchant, r: Rng): void {
  const G = '#1d4d35', X = 36, W = 540;
  s.typeface = 'Courier';
  s.rect(0, 0, 612, 62, { fill: G });
  s.label('MAPLE BRIDGE CAPITAL PARTNERS', X, 18, { size: 16, bold: true, color: '#ffffff' });
  s.label('Merchant Cash Advance Application  |  Toronto, ON  |  1-888-555-0142  |  apply@maplebridgecap.ca', X, 40, { size: 7.5, color: '#d8e8dc' });
  let y = 74;
  section(s, X, y, W, '1. BUSINESS INFORMATION', G); y += 13;
  const h = 26;
  cell(s, X, y, 320, h, 'Legal Business Name', m.legal, A('legal_name', m.legal));
  const dba = m.trade ?? noTrade(m, r);
  cell(s, X + 320, y, 220, h, 'Operating Name (O/A)', dba, A('trade_name', m.trade)); y += h;
  const bn = businessId(m, r);
  cell(s, X, y, 190, h, m.soleBySin ? 'Business Number (BN) or SIN (sole prop.)' : 'Business Number (BN) + Program Account', bn.text, bn.paths);
  cell(s, X + 190, y, 170, h, 'GST/HST Registration No.', gstDecoy(m) && r.chance(0.7) ? m.gstLine : null, 'gst_hst');
  const fed = /Canada Inc\.$/.test(m.legal);
  const juris = m.entity.id === 'ca_corporation' || m.entity.id === 'ca_ulc' ? (fed ? `Federal (CBCA) ${m.federalCorpNo}` : `${m.addr.prov} ${m.provCorpNo}`) : 'N/A';
  cell(s, X + 360, y, 180, h, 'Jurisdiction / Corporation No.', juris, 'incorporation'); y += h;
  cell(s, X, y, 250, h, 'Business Address', m.addr.street, 'business_street');
  cell(s, X + 250, y, 140, h, 'City', m.addr.city, 'business_city');
  cell(s, X + 390, y, 60, h, 'Prov.', m.addr.prov, A('state_region', m.addr.prov));
  cell(s, X + 450, y, 90, h, 'Postal Code', m.addr.postal, 'postal_code'); y += h;
  cell(s, X, y, 150, h, 'Business Phone', m.phone, 'business_phone');
  cell(s, X + 150, y, 210, h, 'Business Email', m.email, 'business_email');
  cell(s, X + 360, y, 180, h, 'Website', m.website, 'website'); y += h;
  cell(s, X, y, 120, h, 'Date Started (YYYY-MM-DD)', m.start, A('business_start_date', m.start));
  const ind = m.fr && r.chance(0.3) ? m.industry.fr : m.industry.en;
  cell(s, X + 120, y, 180, h, 'Type of Business', ind, A('industry', m.industry.id));
  cell(s, X + 300, y, 160, h, 'Legal Structure', m.entity.en, A('type_of_entity', m.entity.id));
  cell(s, X + 460, y, 80, h, '# of Employees', String(m.employees), 'employees'); y += h;
  cell(s, X, y, 150, h, 'Avg. Monthly Gross Sales', money(m.monthly, 'en'), 'monthly_sales');
  cell(s, X + 150, y, 150, h, 'Amount Requested', money(m.amount, r.pick(['en', 'en00'] as const)), A('requested_amount', m.amount));
  cell(s, X + 300, y, 240, h, 'Use of Funds', m.useEn, 'use_of_funds'); y += h + 10;

  const owner = (i: number, yy: number): number => {
    const o = m.owners[i]!;
    const nm = ownerName(o, r.pick(['first_last', 'middle'] as const));
    cell(s, X, yy, 270, h, `Owner ${i + 1} - Full Name`, nm, namePaths(i, o));
    cell(s, X + 270, yy, 170, h, 'Title', o.title, O(i, { role: o.title }));
    cell(s, X + 440, yy, 100, h, '% Ownership', `${o.pct}%`, O(i, { ownership: o.pct })); yy += h;
    cell(s, X, yy, 140, h, 'SIN', sin(o, r), sinPaths(i, o));
    cell(s, X + 140, yy, 120, h, 'Date of Birth', o.dob, O(i, { date_of_birth: o.dob }));
    cell(s, X + 260, yy, 110, h, 'Credit Score (est.)', o.credit === null ? null : String(o.credit), O(i, { credit_score: o.credit }));
    cell(s, X + 370, yy, 170, h, 'Mobile', o.cell, 'owner_mobile'); yy += h;
    cell(s, X, yy, W, h, 'Home Address', street(o.home), 'owner_home');
    return yy + h + 6;
  };
  section(s, X, y, W, '2. OWNER / PRINCIPAL INFORMATION (all owners of 20% or more)', G); y += 13;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) y = owner(i, y);
  section(s, X, y, W, '3. BANKING (business operating account)', G); y += 15;
  bankBox(s, m, X, y, W, false); y += 32;
  cell(s, X, y, 260, h, 'Landlord / Mortgage Holder', m.landlord.name, 'landlord');
  cell(s, X + 260, y, 140, h, 'Landlord Phone', m.landlord.phone, 'landlord_phone');
  cell(s, X + 400, y, 140, h, 'Monthly Rent', money(m.landlord.rent, 'en'), 'rent'); y += h + 8;
  y = consent(s, X, y, W, 'pipeda', 'Maple Bridge Capital Partners');
  signatures(s, m, X, y + 4, W, false);
  if (m.owners.length > 2) {
    s.addPage();
    s.rect(0, 0, 612, 30, { fill: G });
    s.label('MAPLE BRIDGE CAPITAL PARTNERS  -  Additional Owners', X, 10, { size: 11, bold: true, color: '#ffffff' });
    let yy = 50;
    for (let i = 2; i < m.owners.length; i++) yy = owner(i, yy);
    signatures(s, { ...m, owners: m.owners.slice(2) }, X, yy + 10, W, false);
  }
}

const FR_BOX: Record<string, string> = { corp: 'Société par actions / Corporation', partnership: 'S.E.N.C. / Partnership', sole: 'Entreprise individuelle / Sole proprietorship' };
const FR_FREQ: [string, string][] = [['daily', 'Quotidien / Daily'], ['weekly', 'Hebdomadaire / Weekly'], ['biweekly', 'Aux deux semaines / Bi-weekly'], ['monthly', 'Mensuel / Monthly']];

function fleuve(s: Sheet, m: Merchant, r: Rng): void {
  const N = '#16325c', X = 36, W = 540;
  s.label('FINANCEMENT FLEUVE INC.', X, 28, { size: 17, bold: true, color: N });
  s.label("Demande d'avance de fonds marchands", X, 50, { size: 10, bold: true });
  s.label('Merchant cash advance application', X, 62, { size: 8, italic: true, color: '#555555' });
  s.label('1200, av. McGill College, bureau 1600, Montréal (Québec) H3B 4G7  ·  514 555-0188', 330, 34, { size: 6.5, width: 246, align: 'right' });
  s.line(X, 76, X + W, 76, N, 1.5);
  let y = 84;
  section(s, X, y, W, "RENSEIGNEMENTS SUR L'ENTREPRISE / BUSINESS INFORMATION", N); y += 20;
  const full = (fr: string, en: string, v: string | null, what: Paths | string) => { stacked(s, X, y, W, fr, en, v, what, 150); y += 24; };
  full('Raison sociale', 'Legal name', m.legal, A('legal_name', m.legal));
  full('Nom commercial (faisant affaire sous)', 'Operating name (O/A)', m.trade ?? noTrade(m, r, true), A('trade_name', m.trade));
  const half = (x: number, fr: string, en: string, v: string | null, what: Paths | string, lw = 120) => stacked(s, x, y, 262, fr, en, v, what, lw);
  const bn = businessId(m, r, 0.1);
  half(X, "Numéro d'entreprise (NE)", m.soleBySin ? 'Business Number (BN) / NAS-SIN' : 'Business Number (BN)', bn.text, bn.paths);
  half(X + 278, "NEQ (Numéro d'entreprise du Québec)", 'Quebec enterprise number', m.addr.prov === 'QC' ? m.neq : null, 'neq', 140); y += 24;
  if (gstDecoy(m)) {
    half(X, 'No TPS/TVH', 'GST/HST No.', m.gstLine, 'gst_hst');
    half(X + 278, 'No TVQ', 'QST No.', m.addr.prov === 'QC' ? m.qst : null, 'qst', 140); y += 24;
  }
  s.label('Forme juridique', X, y, { size: 7, bold: true });
  s.label('Legal form', X, y + 8.5, { size: 6, italic: true, color: '#555555' });
  let bx = X + 90;
  for (const k of ['corp', 'partnership', 'sole'] as const) bx = s.box(bx, y + 2, FR_BOX[k]!, m.entity.box === k, A('type_of_entity', m.entity.id), { labelSize: 6.8 });
  bx = s.box(X + 90, y + 14, 'Autre (préciser) / Other (specify) :', m.entity.box === 'other', null, { labelSize: 6.8 });
  s.line(bx - 6, y + 22, X + 400, y + 22, '#555555');
  if (m.entity.box === 'other') s.val(m.entity.fr, bx - 4, y + 12, X + 400 - bx, A('type_of_entity', m.entity.id));
  y += 34;
  half(X, "Secteur d'activité", 'Type of business', m.fr ? m.industry.fr : m.industry.en, A('industry', m.industry.id), 90);
  half(X + 278, 'Date de début des activités', 'Business start date', date(m.start, r.pick(['fr', 'fr', 'iso'] as const)), A('business_start_date', m.start), 125); y += 24;
  half(X, 'Adresse', 'Address', m.addr.street, 'business_street', 60);
  half(X + 278, 'Ville', 'City', m.addr.city, 'business_city', 60); y += 24;
  const prov = r.chance(0.8) ? PROV_FR[m.addr.prov]! : m.addr.prov;
  stacked(s, X, y, 170, 'Province', 'Province', prov, A('state_region', m.addr.prov), 55);
  stacked(s, X + 185, y, 170, 'Code postal', 'Postal code', m.addr.postal, 'postal_code', 60);
  stacked(s, X + 370, y, 170, 'Pays', 'Country', 'Canada', A('country', 'Canada'), 45); y += 24;
  half(X, 'Téléphone', 'Phone', m.phone, 'business_phone', 60);
  half(X + 278, 'Courriel', 'Email', m.email, 'business_email', 60); y += 30;

  section(s, X, y, W, 'DEMANDE DE FINANCEMENT / FUNDING REQUEST', N); y += 20;
  half(X, 'Montant demandé', 'Amount requested', money(m.amount, r.pick(['fr', 'fr00'] as const)), A('requested_amount', m.amount), 90);
  half(X + 278, 'Utilisation des fonds', 'Use of funds', m.useFr, 'use_of_funds', 100); y += 24;
  s.label('Fréquence des versements', X, y, { size: 7, bold: true });
  s.label('Payment frequency', X, y + 8.5, { size: 6, italic: true, color: '#555555' });
  bx = X + 110;
  for (const [k, l] of FR_FREQ) bx = s.box(bx, y + 2, l, m.freq === k, A('payment_frequency', m.freq), { labelSize: 6.8 });
  y += 22;
  half(X, 'Nombre de versements', 'Number of payments', String(m.payments), A('number_of_payments', m.payments), 100);
  half(X + 278, 'Montant du versement', 'Payment amount', money(m.payment, 'fr'), A('requested_payment', m.payment), 100); y += 30;
  section(s, X, y, W, 'AVANCES EN COURS / EXISTING ADVANCES', N); y += 18;
  if (!m.advances.length) { s.label('Aucune / None', X + 4, y, { size: 7 }); y += 14; }
  for (const a of m.advances) {
    stacked(s, X, y, 220, 'Prêteur', 'Funder', a.funder, 'advance_funder', 50);
    stacked(s, X + 230, y, 150, 'Solde', 'Balance', money(a.balance, 'fr'), 'advance_balance', 40);
    stacked(s, X + 390, y, 150, 'Versement', 'Payment', money(a.payment, 'fr'), 'advance_payment', 50); y += 22;
  }

  s.addPage();
  y = 36;
  section(s, X, y, W, 'PROPRIÉTAIRES (20 % et plus) / OWNERS (20% or more)', N); y += 20;
  m.owners.forEach((o, i) => {
    s.label(`Propriétaire ${i + 1} / Owner ${i + 1}`, X, y, { size: 8, bold: true, color: N }); y += 13;
    const nm = ownerName(o, 'last_first');
    half(X, 'Nom, prénom', 'Last name, first name', nm, namePaths(i, o), 80);
    half(X + 278, 'Titre', 'Title', o.titleFr, O(i, { role: o.titleFr }), 50); y += 24;
    stacked(s, X, y, 170, '% de propriété', '% ownership', `${o.pct} %`, O(i, { ownership: o.pct }), 75);
    stacked(s, X + 185, y, 170, 'NAS', 'SIN', sin(o, r), sinPaths(i, o), 40);
    stacked(s, X + 370, y, 170, 'Date de naissance', 'Date of birth', date(o.dob, r.pick(['iso', 'fr'] as const)), O(i, { date_of_birth: o.dob }), 80); y += 24;
    full('Adresse du domicile', 'Home address', street(o.home), 'owner_home'); y += 6;
  });
  section(s, X, y, W, 'COMPTE BANCAIRE / BANK ACCOUNT', N); y += 17;
  bankBox(s, m, X, y, W, true); y += 36;
  y = consent(s, X, y, W, 'both', 'Financement Fleuve inc.');
  signatures(s, m, X, y + 6, W, true);
}

export const LAYOUTS_A: Layout[] = [
  { name: 'maple_bridge', broker: 'Maple Bridge Capital Partners', provs: ['ON', 'ON', 'ON', 'BC', 'AB', 'MB', 'NS', 'QC'], draw: mapleBridge },
  { name: 'fleuve', broker: 'Financement Fleuve inc.', provs: ['QC', 'QC', 'QC', 'QC', 'ON', 'NB'], draw: fleuve },
];
