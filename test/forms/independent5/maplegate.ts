// Maplegate Business Capital (Mississauga, Ontario): a Canadian form in English with a French line under each label.
// Operating Name (O/A), Business Number with its RC program account, province written out or as a code, postal
// code, owners with SIN (sometimes masked) and ISO dates, a check-glyph row for the legal form and the remittance
// schedule, bank transit and account numbers (decoys), owners' homes in other provinces (decoys), PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import { bn, fmtDate, fullName, money, ssnText } from './format.ts';
import { BIZ_TAX, FREQ_WORD, NAME, put, STATE, TAX, type Keys, type Layout } from './kit.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

const RED = '#a4161a';

/** English label, French line under it, then the value on an underline. */
function field(p: Pen, en: string, fr: string, x: number, y: number, w: number, value: string, keys: Keys): void {
  p.text(en, x, y, { font: 'Helvetica-Bold', size: 7.5 });
  p.text(fr, x, y + 9, { font: 'Helvetica-Oblique', size: 6.5, color: '#666' });
  put(p, value, x + 2, y + 21, w - 6, keys, { size: 10 });
  p.rule(x, y + 33, x + w - 8, y + 33, { w: 0.5 });
}

function heading(p: Pen, en: string, fr: string, y: number): number {
  p.rule(40, y, 572, y, { w: 1.5, color: RED });
  p.text(`${en}  /  ${fr}`, 40, y + 5, { font: 'Helvetica-Bold', size: 9.5, color: RED });
  return y + 22;
}

function business(p: Pen, m: Merchant, r: Rng, y: number): number {
  field(p, 'Legal Name of Business', 'Dénomination sociale', 40, y, 300, m.legal, ['legal_name']);
  field(p, 'Business Number (BN)', "Numéro d'entreprise (NE)", 340, y, 232, bn(m.tid), BIZ_TAX);
  y += 42;
  field(p, 'Operating Name (O/A)', 'Nom commercial (exploité sous)', 40, y, 300, m.dba, ['trade_name']);
  field(p, 'Date of Incorporation', 'Date de constitution', 340, y, 232, fmtDate(m.start, r.pick(['iso', 'long'] as const)), ['business_start_date']);
  y += 42;
  p.text('Legal Form', 40, y, { font: 'Helvetica-Bold', size: 7.5 });
  p.text('Forme juridique', 40, y + 9, { font: 'Helvetica-Oblique', size: 6.5, color: '#666' });
  p.checks([{ label: 'Corporation', on: m.entityId === 'ca_corporation' }, { label: 'Partnership', on: m.entityId === 'general_partnership' },
    { label: 'Sole Proprietorship', on: m.entityId === 'sole_proprietorship' }, { label: 'Cooperative', on: false }], 130, y + 4, ['type_of_entity'], { name: 'Legal Form', gap: 18 });
  y += 26;
  field(p, 'Street Address', 'Adresse municipale', 40, y, 260, m.addr.street, 'info');
  field(p, 'City', 'Ville', 300, y, 110, m.addr.city, 'info');
  field(p, 'Province', 'Province', 410, y, 90, r.chance(0.5) ? m.addr.regionName : m.addr.region, STATE);
  field(p, 'Postal Code', 'Code postal', 500, y, 72, m.addr.zip, 'info');
  y += 42;
  field(p, 'Nature of Business', "Secteur d'activité", 40, y, 260, m.industryText, ['industry']);
  field(p, 'Telephone', 'Téléphone', 300, y, 140, m.phone, 'info');
  field(p, 'Jurisdiction', 'Juridiction', 440, y, 132, r.pick(['Federal (CBCA)', 'Ontario (OBCA)']), 'info');
  return y + 44;
}

function financing(p: Pen, m: Merchant, y: number): number {
  field(p, 'Amount Requested (CAD)', 'Montant demandé ($ CA)', 40, y, 200, `${money(m.amount)} CAD`, ['requested_amount']);
  field(p, 'Purpose', 'Utilisation des fonds', 240, y, 332, m.use, 'info');
  y += 42;
  p.text('Preferred Remittance', 40, y, { font: 'Helvetica-Bold', size: 7.5 });
  p.text('Fréquence des remises', 40, y + 9, { font: 'Helvetica-Oblique', size: 6.5, color: '#666' });
  p.checks((['daily', 'weekly', 'biweekly', 'monthly'] as const).map((f) => ({ label: FREQ_WORD[f]!, on: f === m.freq })), 150, y + 4,
    ['payment_frequency'], { name: 'Remittance', gap: 22 });
  return y + 28;
}

function owner(p: Pen, m: Merchant, i: number, y: number): number {
  const o = m.owners[i]!;
  p.text(`Principal ${i + 1}  /  Dirigeant ${i + 1}`, 40, y, { font: 'Helvetica-Bold', size: 8.5 });
  y += 14;
  field(p, 'Full Name', 'Nom complet', 40, y, 220, fullName(o), NAME(i));
  field(p, 'Title', 'Titre', 260, y, 130, o.title, [`a${i}.role`]);
  field(p, '% Ownership', '% de participation', 390, y, 82, `${o.pct}%`, [`a${i}.ownership`]);
  field(p, 'Date of Birth', 'Date de naissance', 472, y, 100, fmtDate(o.dob, 'iso'), [`a${i}.date_of_birth`]);
  y += 42;
  field(p, 'Social Insurance Number (SIN)', "Numéro d'assurance sociale (NAS)", 40, y, 160, ssnText(o, 'X'), TAX(i));
  field(p, 'Home Address', 'Adresse du domicile', 200, y, 290, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.zip}`, 'decoy');
  field(p, 'Credit Score', 'Cote de crédit', 490, y, 82, o.score === null ? '' : String(o.score), [`a${i}.credit_score`]);
  return y + 46;
}

export const MAPLEGATE: Layout = {
  name: 'maplegate-ontario', country: 'CA', owners: [1, 2], entities: ['ca_corporation', 'ca_corporation', 'general_partnership'],
  mark: 'check-glyph', valueFont: 'Helvetica', maskSsn: 0.35,
  draw(p, m, r) {
    p.text('MAPLEGATE BUSINESS CAPITAL', 40, 32, { font: 'Helvetica-Bold', size: 16, color: RED });
    p.text('Merchant Financing Application  /  Demande de financement marchand', 40, 52, { size: 9 });
    p.text('2200 Eglinton Ave W, Mississauga ON  L5M 2N1   1-855-555-0199', 40, 64, { size: 7.5, color: '#555' });
    let y = business(p, m, r, heading(p, 'Business Information', "Renseignements sur l'entreprise", 82));
    y = financing(p, m, heading(p, 'Financing Request', 'Demande de financement', y));
    y = heading(p, 'Ownership', 'Propriétaires', y);
    m.owners.forEach((_, i) => { y = owner(p, m, i, y); });
    y = heading(p, 'Banking', 'Renseignements bancaires', y);
    field(p, 'Financial Institution', 'Institution financière', 40, y, 200, m.bank.name, 'decoy');
    field(p, 'Transit / Institution No.', 'No de transit / institution', 240, y, 160, m.bank.routing, 'decoy');
    field(p, 'Account No.', 'No de compte', 400, y, 172, m.bank.account, 'decoy');
    p.text('PIPEDA consent: I consent to the collection, use and disclosure of my personal information, including credit reports, ' +
      'for the purpose of evaluating this application, in accordance with the Personal Information Protection and Electronic ' +
      'Documents Act. / Je consens à la collecte, à l\'utilisation et à la communication de mes renseignements personnels.', 40, y + 44, { size: 6.5, w: 532 });
    p.rule(40, y + 92, 260, y + 92);
    p.text('Signature / Signature                     Date (YYYY-MM-DD)', 40, y + 95, { size: 7 });
  },
};
