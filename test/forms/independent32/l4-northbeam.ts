// Northbeam Business Capital (Toronto): a Canadian fillable form with bilingual labels inside boxed cells, the Business
// Number as a nine-cell comb plus a six-cell program account, province as a drop-down of codes, entity type as radio
// buttons exporting Choice1..Choice3, SINs spaced or masked, amounts in CAD, PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, bizTaxPaths, dba, entityPick, industryPaths, logo, ownerTax, signature, type LayoutDef } from './common.ts';
import type { Deal } from './deal.ts';
import { date, money, nameText, namePaths, pct } from './fmt.ts';
import type { Sheet } from './kit.ts';
import { boxRow, para, type Cell } from './rows.ts';

const X = 38, W = 536, RED = '#b91c1c';
const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].map((p): [string, string] => [p, p]);
const ROW = { h: 24, labelSize: 5.3 };

function band(s: Sheet, title: string, y: number): number {
  s.rect(X, y, 4, 11, { fill: RED });
  s.text(title, X + 8, y + 1.5, { font: 'Helvetica-Bold', size: 8.5 });
  return y + 14;
}

function rows(s: Sheet, y: number, list: Cell[][]): number {
  for (const cells of list) y += boxRow(s, X, y, cells, ROW);
  return y;
}

const ENTITIES = [['Corporation', ['corp']], ['Sole Proprietorship', ['sole']], ['Partnership', ['partnership']]] as const;

function business(s: Sheet, d: Deal, r: Rng, y: number): number {
  const b = dba(d, r), e = entityPick(d, ENTITIES);
  y = rows(s, y, [
    [{ label: 'Legal Name / Dénomination sociale', w: W, name: 'LegalName', value: d.legal, paths: { legal_name: d.legal } }],
    [{ label: 'Operating Name (O/A) / Nom commercial', w: 300, name: 'OperatingName', value: b.value, ...(b.paths ? { paths: b.paths } : {}) },
      { label: 'Business Number (BN) / Numéro d\'entreprise', w: 140, name: 'BN9', value: d.taxId, comb: 9, paths: bizTaxPaths(d) },
      { label: 'Program Acct.', w: 96, name: 'BNProgram', value: d.program, comb: 6 }],
    [{ label: 'Street Address / Adresse', w: 250, name: 'Street', value: d.addr.street }, { label: 'City / Ville', w: 130, name: 'City', value: d.addr.city },
      { label: 'Province', w: 66, name: 'Province', value: d.addr.state, combo: PROVINCES, paths: { state_region: d.addr.state } },
      { label: 'Postal Code', w: 90, name: 'PostalCode', value: d.addr.zip }],
    [{ label: 'Date Established (YYYY-MM-DD)', w: 150, name: 'DateEstablished', value: date(d.start, 'iso'), paths: { business_start_date: d.start } },
      { label: 'Nature of Business / Secteur d\'activité', w: 236, name: 'NatureOfBusiness', value: d.trade.text, paths: industryPaths(d) },
      { label: 'Jurisdiction of Incorporation', w: 150, name: 'Jurisdiction', value: d.entity === 'corp' ? (r.chance(0.4) ? 'Federal (CBCA)' : d.addr.state) : '' }],
    [{ label: 'Business Phone', w: 150, name: 'Phone', value: d.phone }, { label: 'Email / Courriel', w: 236, name: 'Email', value: d.email },
      { label: 'Website', w: 150, name: 'Website', value: d.website }],
  ]);
  s.rect(X, y, W, 20, { lw: 0.5 });
  s.text('LEGAL STRUCTURE / FORME JURIDIQUE', X + 2, y + 1.6, { size: 5.3, color: '#222222' });
  s.radio('LegalStructure', ENTITIES.map(([l], i) => ({ label: l, state: `Choice${i + 1}`, x: X + 150 + i * 120, y: y + 6 })),
    `Choice${e.index + 1}`, { s: 8, mark: 'dot', paths: { type_of_entity: e.id }, labelSize: 7.5 });
  return y + 20;
}

function owners(s: Sheet, d: Deal, r: Rng, y: number): number {
  const style = r.pick(['full', 'lastFirst', 'plain'] as const);
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i];
    const t = o ? ownerTax(i, o, 'XXX XXX ', r.pick([' ', '-'] as const)) : { value: '' };
    const n = `Owner${i + 1}`;
    y += boxRow(s, X, y, [
      { label: `${i + 1}. Full Name / Nom complet`, w: 140, name: `${n}Name`, value: o ? nameText(o, style) : '', ...(o ? { paths: namePaths(i, o) } : {}) },
      { label: 'Title / Titre', w: 76, name: `${n}Title`, value: o?.title ?? '', ...(o ? { paths: { [`${i}.role`]: o.title } } : {}) },
      { label: '% Owned', w: 44, name: `${n}Pct`, value: o ? pct(o.pct, r.chance(0.5)) : '', ...(o ? { paths: { [`${i}.ownership`]: o.pct } } : {}) },
      { label: 'SIN / NAS', w: 80, name: `${n}SIN`, value: t.value, ...(t.paths ? { paths: t.paths } : {}) },
      { label: 'Date of Birth', w: 66, name: `${n}DOB`, value: o ? date(o.dob, 'iso') : '', ...(o ? { paths: { [`${i}.date_of_birth`]: o.dob } } : {}) },
      { label: 'Home Address / Adresse domicile', w: 130, name: `${n}Home`, value: o ? `${o.home.street}, ${o.home.city}` : '', ...(o ? { decoy: 'owner_home' } : {}) },
    ], ROW);
  }
  return y;
}

function others(s: Sheet, d: Deal, r: Rng, y: number): number {
  const m = r.pick(['dollar', 'cents', 'comma'] as const);
  const cad = r.chance(0.4);
  y = band(s, 'FINANCING REQUEST / DEMANDE DE FINANCEMENT', y + 6);
  y = rows(s, y, [[{ label: 'Amount Requested (CAD)', w: 150, name: 'AmountRequested', value: `${cad ? 'CAD ' : ''}${money(d.amount, cad ? 'comma' : m)}`,
    paths: { requested_amount: d.amount } }, { label: 'Use of Funds', w: 236, name: 'UseOfFunds', value: d.use },
  { label: 'Avg. Monthly Deposits (CAD)', w: 150, name: 'MonthlyDeposits', value: money(d.monthly, m) }]]);
  y = band(s, 'BANKING & PREMISES / BANQUE ET LOCAUX', y + 6);
  return rows(s, y, [
    [{ label: 'Financial Institution', w: 150, name: 'BankName', value: d.bank.name },
      { label: 'Transit-Institution No.', w: 120, name: 'TransitNo', value: d.bank.routing, decoy: 'bank_transit' },
      { label: 'Account No.', w: 116, name: 'AccountNo', value: d.bank.account, decoy: 'bank_account' },
      { label: 'Own / Rent', w: 150, name: 'OwnRent', value: d.rent ? 'Rent / Location' : 'Own / Propriétaire' }],
    [{ label: 'Landlord Name / Nom du locateur', w: 270, name: 'Landlord', value: d.rent ? d.landlord.name : '', ...(d.rent ? { decoy: 'landlord' } : {}) },
      { label: 'Landlord Phone', w: 116, name: 'LandlordPhone', value: d.rent ? d.landlord.phone : '', ...(d.rent ? { decoy: 'landlord_phone' } : {}) },
      { label: 'Monthly Rent (CAD)', w: 150, name: 'Rent', value: d.rent ? money(d.rentAmount, m) : '' }],
  ]);
}

function render(s: Sheet, d: Deal, r: Rng): void {
  logo(s, 'bars', X, 30, RED);
  s.text('NORTHBEAM', X + 34, 28, { font: 'Helvetica-Bold', size: 17 });
  s.text('BUSINESS CAPITAL', X + 34, 47, { size: 8, color: '#555555' });
  s.text('Business Financing Application', X + W - 220, 28, { font: 'Helvetica-Bold', size: 11, w: 220, align: 'right' });
  s.text('Demande de financement d\'entreprise', X + W - 220, 42, { size: 8, w: 220, align: 'right', color: '#555555' });
  s.text('200 Bay Street, Suite 1410, Toronto ON M5J 2J2  ·  1-888-555-0190', X + W - 260, 54, { size: 6.5, w: 260, align: 'right', color: '#555555' });
  s.line(X, 66, X + W, 66, 1.2, RED);
  let y = business(s, d, r, band(s, 'BUSINESS INFORMATION / RENSEIGNEMENTS SUR L\'ENTREPRISE', 74));
  y = owners(s, d, r, band(s, 'OWNERS (25% OR MORE) / PROPRIÉTAIRES (25 % OU PLUS)', y + 6));
  y = others(s, d, r, y);
  y = band(s, 'CONSENT / CONSENTEMENT', y + 6);
  y += para(s, authText('Northbeam Business Capital', 'CA'), X, y, W, 6) + 8;
  y += boxRow(s, X, y, [{ label: 'Signature', w: 260, name: 'Signature', value: '' }, { label: 'Name / Nom', w: 156, name: 'SignName',
    value: d.owners[0] ? nameText(d.owners[0], 'plain') : '' }, { label: 'Date (YYYY-MM-DD)', w: 120, name: 'SignDate', value: date(d.signed, 'iso') }], { h: 30 });
  signature(s, r, X + 20, y - 4, 200);
  s.text('NBC-APP-CA-2024-02  ·  Personal information is collected and used in accordance with our Privacy Policy.', X, 768, { size: 6, color: '#777777' });
}

export const NORTHBEAM: LayoutDef = {
  name: 'northbeam_ca_bilingual', country: 'CA', maxOwners: 3,
  look: (r) => ({ font: 'Helvetica', size: 9, hand: r.pick(['kalam', 'patrick'] as const), handSize: 10.5, ink: r.pick(['#1b2f7a', '#262626']),
    producer: 'LibreOffice 7.6', creator: 'Writer', title: 'Northbeam Business Financing Application', namer: (h) => h }),
  render,
};
