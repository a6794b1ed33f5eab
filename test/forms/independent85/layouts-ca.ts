// Canadian English/French layouts, part one: Érable Capital Marchand (boxed "English / Français" labels, ISO dates,
// BN with its program account) and Northstar Funding / Financement Nordique (English label left, French right; a bare
// 9-digit number typed by its BN / SIN checkbox).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtMoney } from './data.ts';
import { businessValues, cell, checkRow, FREQ_LABELS, lab, ownerValues, type Cfg, type CellMode, type V } from './common.ts';
import type { Sheet } from './kit.ts';
import type { Merchant } from './merchant.ts';

const CA_LABELS: Record<string, [string, string]> = {
  legal: ['Legal Name', 'Dénomination sociale'], dba: ['Operating Name (O/A)', 'Nom commercial'], state: ['Province', 'Province'],
  zip: ['Postal Code', 'Code postal'], entity: ['Legal Form', 'Forme juridique'], inc: ['Jurisdiction of Incorporation', 'Lieu de constitution'],
  ssn: ['SIN', 'NAS'], first: ['First Name', 'Prénom'], last: ['Last Name', 'Nom de famille'], routing: ['Transit / Institution', 'Transit / Institution'],
};

function gridCa(s: Sheet, vals: Record<string, V>, mode: CellMode, X: number, y: number, cells: [string, number][], h: number, prefix = '',
  labels: Record<string, [string, string]> = {}): void {
  let x = X;
  for (const [k, w] of cells) {
    const [en, fr] = labels[k] ?? CA_LABELS[k] ?? lab(k, 'fr');
    cell(s, `${prefix}${k}`, x, y, w, h, en, fr, mode, vals[k]);
    x += w;
  }
}

const PIPEDA = 'Consent (PIPEDA): the undersigned consent to the collection, use and disclosure of their personal information, including '
  + 'credit reports, to assess this application. Consentement (LPRPDE) : les soussignés consentent à la collecte, à l’utilisation et à la '
  + 'communication de leurs renseignements personnels, y compris leur dossier de crédit, aux fins de l’étude de la présente demande.';

export function erable(s: Sheet, m: Merchant, r: Rng): void {
  const c: Cfg = { date: 'iso', dob: 'iso', money: r.pick(['fr_cad', 'cad_post'] as const), payMoney: 'cad_pre', stateName: r.chance(0.4),
    industry: r.pick(['both', 'otherFirst'] as const), pct: '%' };
  const b = businessValues(m, r, c);
  const X = 36, W = 540;
  s.rect(X, 24, 44, 44, '#a4161a', '#a4161a');
  s.label('É', X + 12, 31, { bold: true, size: 26, color: '#ffffff' });
  s.label('Érable Capital Marchand', X + 54, 26, { bold: true, size: 16, color: '#a4161a' });
  s.label('Maple Merchant Capital', X + 54, 45, { size: 10, color: '#a4161a' });
  s.label('Demande de financement / Funding Application', X, 30, { bold: true, size: 9, w: W, align: 'right' });
  s.label('Montréal (Québec)  ·  1 877 555-0199', X, 44, { size: 7, w: W, align: 'right' });
  const tax: [string, string] = m.tax.type === 'SIN' ? ['SIN (sole proprietor)', 'NAS (entreprise individuelle)'] : ['BN', 'NE'];
  let y = 80;
  const band = (t: string) => { s.band(t, X, y, W, '#a4161a', '#ffffff'); y += 14; };
  band('1. ENTREPRISE / BUSINESS');
  gridCa(s, b, 'slashBox', X, y, [['legal', 330], ['dba', 210]], 24); y += 24;
  gridCa(s, b, 'slashBox', X, y, [['taxid', 170], ['entity', 150], ['inc', 220]], 24, '', { taxid: tax }); y += 24;
  s.label('(AAAA-MM-JJ / YYYY-MM-DD)', X + 2, y + 25, { size: 5.5, color: '#555555' });
  gridCa(s, b, 'slashBox', X, y, [['start', 170], ['industry', 370]], 24, '', { start: ['Start Date', 'Date de début'] }); y += 32;
  gridCa(s, b, 'slashBox', X, y, [['street', 250], ['city', 120], ['state', 80], ['zip', 90]], 24); y += 24;
  gridCa(s, b, 'slashBox', X, y, [['phone', 150], ['email', 220], ['employees', 170]], 24); y += 30;
  band('2. FINANCEMENT / FUNDING');
  gridCa(s, b, 'slashBox', X, y, [['amount', 180], ['sales', 180], ['use', 180]], 24); y += 30;
  band('3. PROPRIÉTAIRES / OWNERS');
  m.owners.forEach((o, i) => {
    const ov = ownerValues(o, i, m, r, c, 'split');
    const p = `own${i + 1}_`;
    gridCa(s, ov, 'slashBox', X, y, [['first', 150], ['last', 170], ['title', 130], ['pct', 90]], 22, p); y += 22;
    gridCa(s, ov, 'slashBox', X, y, [['ssn', 120], ['dob', 120], ['home', 300]], 22, p, { dob: ['DOB (YYYY-MM-DD)', 'Date de naissance'] }); y += 26;
  });
  band('4. AVANCES EXISTANTES / EXISTING ADVANCES');
  if (!m.decoy.funders.length) { s.label('Aucune / None', X + 4, y + 2, { size: 8 }); y += 14; }
  m.decoy.funders.forEach((f, i) => {
    cell(s, `adv${i}`, X, y, 250, 22, 'Funder', 'Financier', 'slashBox', { text: f.name, fields: {} });
    cell(s, `adv${i}_bal`, X + 250, y, 145, 22, 'Balance', 'Solde', 'slashBox', { text: fmtMoney(f.balance, 'fr'), fields: {} });
    cell(s, `adv${i}_pay`, X + 395, y, 145, 22, 'Payment', 'Versement', 'slashBox', { text: fmtMoney(f.payment, 'fr'), fields: {} });
    y += 22;
  });
  y += 6;
  band('5. BANQUE / BANK');
  gridCa(s, b, 'slashBox', X, y, [['bank', 200], ['routing', 160], ['account', 180]], 24); y += 30;
  s.para(PIPEDA, X, y, W, 6.3);
  y += 34;
  s.line(X, y + 14, X + 220, y + 14); s.scrawl(X + 10, y + 10, 120);
  s.label('Signature', X, y + 17, { size: 6.5 });
  s.line(X + 300, y + 14, X + 440, y + 14);
  s.label('Date (AAAA-MM-JJ)', X + 300, y + 17, { size: 6.5 });
}

const NS_ENT = ['ca_corporation', 'sole_proprietorship', 'general_partnership', 'limited_partnership'];
const NS_ENT_LABELS = ['Corporation / Société par actions', 'Sole Proprietorship / Entreprise individuelle', 'Partnership / Société en nom collectif',
  'Limited Partnership / Société en commandite'];

export function nordique(s: Sheet, m: Merchant, r: Rng): void {
  const c: Cfg = { date: r.pick(['long_fr', 'dmy'] as const), dob: 'dmy', money: 'cad_pre', payMoney: 'cad_pre', stateName: r.chance(0.5),
    industry: 'both', pct: '%' };
  const b = businessValues(m, r, c);
  const X = 36, W = 540;
  s.label('NORTHSTAR FUNDING', X, 26, { bold: true, size: 15, color: '#1d3557' });
  s.label('FINANCEMENT NORDIQUE', X, 26, { bold: true, size: 15, color: '#1d3557', w: W, align: 'right' });
  s.line(X, 46, X + W, 46, 2, '#1d3557');
  s.label('Merchant Cash Advance Application', X, 51, { size: 8 });
  s.label('Demande d’avance de fonds marchande', X, 51, { size: 8, italic: true, w: W, align: 'right' });
  s.label('Dates: DD/MM/YYYY · JJ/MM/AAAA     Amounts in Canadian dollars · Montants en dollars canadiens', X, 64, { size: 6.5, color: '#555555' });
  let y = 78;
  const band = (en: string, fr: string) => {
    s.rect(X, y, W, 12, '#1d3557', '#1d3557');
    s.label(en, X + 4, y + 2.5, { bold: true, size: 8, color: '#ffffff' });
    s.label(fr, X, y + 2.5, { bold: true, size: 8, color: '#ffffff', w: W - 4, align: 'right' });
    y += 14;
  };
  const g = (cells: [string, number][], vals: Record<string, V> = b, prefix = '', h = 24, labels: Record<string, [string, string]> = {}) => {
    gridCa(s, vals, 'split', X, y, cells, h, prefix, labels); y += h;
  };
  band('BUSINESS', 'ENTREPRISE');
  g([['legal', 320], ['dba', 220]]);
  const taxV: V = { text: m.tax.bare, fields: { business_tax_id: m.tax.bare, business_tax_id_country: 'CA' } };
  cell(s, 'tax_number', X, y, 200, 24, 'Tax Number', 'Numéro fiscal', 'split', taxV);
  s.rect(X + 200, y, 140, 24);
  checkRow(s, 'tax_kind', X + 205, y + 8, ['BN / NE', 'SIN / NAS'], m.tax.type === 'SIN' ? 1 : 0, { business_tax_id_type: m.tax.type }, 60);
  gridCa(s, b, 'split', X + 340, y, [['start', 200]], 24, '', { start: ['Date Established', 'Date de fondation'] }); y += 24;
  g([['street', 250], ['city', 120], ['state', 80], ['zip', 90]]);
  g([['industry', 300], ['phone', 120], ['employees', 120]]);
  s.rect(X, y, W, 26);
  s.label('Legal Structure / Structure juridique', X + 3, y + 2, { bold: true, size: 6.2 });
  checkRow(s, 'structure', X + 3, y + 13, NS_ENT_LABELS, NS_ENT.indexOf(m.entity.id), { type_of_entity: m.entity.id }, 134, 6.2);
  y += 30;
  band('FUNDING REQUEST', 'DEMANDE DE FINANCEMENT');
  g([['amount', 180], ['payment', 180], ['n', 180]]);
  s.rect(X, y, W, 16);
  s.label('Frequency / Fréquence:', X + 3, y + 5, { bold: true, size: 6.5 });
  const fk = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  checkRow(s, 'freq', X + 90, y + 4.5, fk.map((k) => `${FREQ_LABELS[k][0]} / ${FREQ_LABELS[k][2]}`), fk.indexOf(m.freq), { payment_frequency: m.freq }, 112);
  y += 20;
  band('OWNERS', 'PROPRIÉTAIRES');
  m.owners.forEach((o, i) => {
    const ov = ownerValues(o, i, m, r, c, 'natural');
    const p = `owner${i + 1}_`;
    g([['name', 200], ['title', 120], ['pct', 90], ['credit', 130]], ov, p, 22, { name: [`Owner ${i + 1} Name`, `Nom du propriétaire ${i + 1}`] });
    g([['ssn', 130], ['dob', 110], ['home', 300]], ov, p, 22, { ssn: ['SIN', 'NAS'] });
    y += 4;
  });
  band('LANDLORD & BANK', 'LOCATEUR ET BANQUE');
  g([['landlord', 200], ['landlordPhone', 140], ['bank', 200]]);
  g([['routing', 200], ['account', 340]]);
  y += 6;
  s.para(PIPEDA, X, y, W, 6.3);
  y += 36;
  for (let i = 0; i < 2; i++) {
    const x = X + i * 280;
    s.line(x, y + 14, x + 170, y + 14); if (i === 0) s.scrawl(x + 8, y + 10, 110);
    s.label(i === 0 ? 'Signature' : 'Date', x, y + 17, { size: 6.5 });
  }
}
