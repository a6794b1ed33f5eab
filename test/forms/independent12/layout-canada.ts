// Maple Crest Business Finance: a Canadian form in English with each label's French subtitle under it. Business
// Number with its program account, operating name (O/A), province and postal code, entity and payment frequency as
// bilingual checkbox rows, an owners' table with SINs, dates as AAAA-MM-JJ, a PIPEDA consent paragraph.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { PROVINCES } from './ids.ts';
import { F, FREQ_LABEL, FREQS, money, ownerName, pctText } from './fmt.ts';

const L = 44, R = 568;
const ENTITIES: readonly (readonly [string, string, string])[] = [['Corporation', 'Société par actions', 'ca_corporation'],
  ['Sole Proprietorship', 'Entreprise individuelle', 'sole_proprietorship'], ['Partnership', 'Société de personnes', 'general_partnership']];
const FREQ_FR: Record<string, string> = { daily: 'Quotidien', weekly: 'Hebdomadaire', biweekly: 'Aux deux semaines', monthly: 'Mensuel' };

export function canadaBilingual(pen: Pen, m: Merchant, r: Rng): void {
  const doc = pen.doc;
  const fld = (en: string, fr: string, name: string, text: string | null, fields: Record<string, unknown>, x: number, y: number, w: number, decoy = false): void => {
    pen.label(en, x, y, { font: 'Helvetica-Bold', size: 7.5 });
    pen.label(fr, x, y + 9, { font: 'Helvetica-Oblique', size: 6.3, color: '#666666' });
    doc.lineWidth(0.6).rect(x, y + 17, w, 15).stroke();
    if (decoy) pen.decoy(name, text, { x, y: y + 17, w, h: 15 });
    else pen.put(name, text, { x, y: y + 17, w, h: 15 }, fields);
  };
  const band = (en: string, fr: string, y: number): void => {
    doc.rect(L, y, R - L, 14).fill('#b22222');
    pen.label(`${en}  /  ${fr}`, L + 6, y + 3.5, { font: 'Helvetica-Bold', size: 8, color: 'white' });
  };
  pen.label('MAPLE CREST BUSINESS FINANCE', L, 28, { font: 'Helvetica-Bold', size: 15, color: '#b22222' });
  pen.label('Financement d\'entreprise Maple Crest  -  Toronto, Ontario  -  1-888-555-0199', L, 46, { size: 7.5, color: '#444444' });
  pen.label('Business Funding Application', 380, 28, { font: 'Helvetica-Bold', size: 10, width: R - 380, align: 'right' });
  pen.label('Demande de financement d\'entreprise', 380, 41, { font: 'Helvetica-Oblique', size: 8, width: R - 380, align: 'right' });
  let y = 62;
  band('BUSINESS', 'ENTREPRISE', y); y += 19;
  const W2 = (R - L - 10) / 2, X2 = L + W2 + 10;
  fld('Legal Name', 'Dénomination sociale', 'legal_name', m.legal, F.legal(m), L, y, W2);
  fld('Operating Name (O/A)', 'Nom commercial', 'operating_name', m.dba, F.dba(m), X2, y, W2); y += 36;
  fld('Business Number (BN) incl. program account', 'Numéro d\'entreprise (NE) et compte de programme', 'bn', m.taxPrinted, F.tax(m), L, y, W2);
  fld('Business Start Date (YYYY-MM-DD)', 'Date de début des activités (AAAA-MM-JJ)', 'start_date', m.start, F.start(m), X2, y, W2 / 2 - 5);
  const corp = m.entityId === 'ca_corporation';
  const juris = corp ? r.pick(['Federal (CBCA)', ...PROVINCES.filter((p) => p.code !== m.address.state.code).map((p) => p.name)]) : null;
  fld('Jurisdiction of Inc.', 'Lieu de constitution', 'jurisdiction', juris, {}, X2 + W2 / 2 + 5, y, W2 / 2 - 5, true); y += 36;
  pen.label('Legal Structure', L, y, { font: 'Helvetica-Bold', size: 7.5 });
  pen.label('Forme juridique', L, y + 9, { font: 'Helvetica-Oblique', size: 6.3, color: '#666666' });
  let x = L + 80;
  for (const [en, fr, id] of ENTITIES) {
    pen.check(`structure_${id}`, id === m.entityId, x, y + 2, 9, id === m.entityId ? F.entity(m) : {}, 'x', en);
    pen.label(en, x + 13, y + 1, { size: 7.5 });
    pen.label(fr, x + 13, y + 10, { font: 'Helvetica-Oblique', size: 6.3, color: '#666666' });
    x += 118;
  }
  pen.check('structure_other', false, x, y + 2, 9, {}, 'x', 'Other');
  pen.label('Other / Autre: ______', x + 13, y + 1, { size: 7.5 });
  y += 24;
  fld('Type of Business', 'Genre d\'entreprise', 'industry', m.industryText, F.industry(m), L, y, W2);
  fld('Number of Employees', 'Nombre d\'employés', 'employees', String(m.employees), {}, X2, y, W2 / 2 - 5, true);
  fld('Business Phone', 'Téléphone', 'phone', m.phone, {}, X2 + W2 / 2 + 5, y, W2 / 2 - 5); y += 36;
  fld('Street Address', 'Adresse', 'street', m.address.street, {}, L, y, W2);
  fld('City', 'Ville', 'city', m.address.city, {}, X2, y, 110);
  fld('Province', 'Province', 'province', r.chance(0.5) ? m.address.state.code : m.address.state.name, F.state(m), X2 + 118, y, 70);
  fld('Postal Code', 'Code postal', 'postal', m.address.zip, {}, X2 + 196, y, W2 - 196); y += 36;
  fld('Email', 'Courriel', 'email', m.email, {}, L, y, W2);
  fld('Landlord (if renting)', 'Propriétaire (si locataire)', 'landlord', m.landlord?.name ?? null, {}, X2, y, W2 / 2 - 5, true);
  fld('Landlord Phone', 'Tél. du propriétaire', 'landlord_phone', m.landlord?.phone ?? null, {}, X2 + W2 / 2 + 5, y, W2 / 2 - 5, true); y += 40;
  band('FUNDING REQUEST', 'DEMANDE DE FINANCEMENT', y); y += 19;
  const cad = r.chance(0.5);
  fld('Amount Requested (CAD)', 'Montant demandé ($ CA)', 'amount', money(m.amount, cad ? 'cad' : 'dollar'), F.amount(m), L, y, 160);
  fld('Number of Payments', 'Nombre de versements', 'num_payments', m.payments !== null ? String(m.payments) : null, F.payments(m), L + 170, y, 100);
  fld('Payment Amount', 'Montant du versement', 'payment', m.payment !== null ? money(m.payment, cad ? 'cad' : 'cents') : null, F.payment(m), L + 280, y, 110);
  fld('Average Monthly Revenue', 'Revenu mensuel moyen', 'revenue', money(m.monthlySales, 'dollar'), {}, L + 400, y, R - L - 400, true); y += 38;
  pen.label('Payment Frequency', L, y, { font: 'Helvetica-Bold', size: 7.5 });
  pen.label('Fréquence des versements', L, y + 9, { font: 'Helvetica-Oblique', size: 6.3, color: '#666666' });
  x = L + 100;
  for (const f of FREQS) {
    pen.check(`frequency_${f}`, f === m.freq, x, y + 2, 9, f === m.freq ? F.freq(m) : {}, 'x', FREQ_LABEL[f]);
    pen.label(FREQ_LABEL[f], x + 13, y + 1, { size: 7.5 });
    pen.label(FREQ_FR[f]!, x + 13, y + 10, { font: 'Helvetica-Oblique', size: 6.3, color: '#666666' });
    x += 105;
  }
  y += 26;
  band('OWNERS', 'PROPRIÉTAIRES', y); y += 14;
  const cols: [string, string, number][] = [['Full Name', 'Nom complet', 130], ['Title', 'Titre', 74], ['% Owned', '% détenu', 46], ['SIN', 'NAS', 76],
    ['Date of Birth', 'Date de naissance', 66], ['Credit Score', 'Pointage', 48], ['Home Province', 'Province de résidence', R - L - 440]];
  x = L;
  for (const [en, fr, w] of cols) {
    doc.lineWidth(0.6).rect(x, y, w, 22).fillAndStroke('#f3e3e3', 'black');
    pen.label(en, x + 2, y + 3, { font: 'Helvetica-Bold', size: 6.8 });
    pen.label(fr, x + 2, y + 12, { font: 'Helvetica-Oblique', size: 5.8, color: '#555555' });
    x += w;
  }
  y += 22;
  for (let i = 0; i < 4; i++, y += 16) {
    const o = m.owners[i];
    x = L;
    const vals: [string, string | null, Record<string, unknown>, boolean][] = o ? [['name', ownerName(o, 'plain'), F.name(i, o), false],
      ['title', o.title, F.title(i, o), false], ['pct', pctText(o), F.pct(i, o), false], ['sin', o.taxPrinted, F.ssn(i, o, true), false],
      ['dob', o.dob, F.dob(i, o), false], ['credit', o.credit !== null ? String(o.credit) : null, F.credit(i, o), false],
      ['home', o.home.state.name, {}, true]] : cols.map(([en]) => [en, null, {}, false]);
    cols.forEach(([, , w], k) => {
      doc.rect(x, y, w, 16).stroke();
      const [n, t, f, dec] = vals[k]!;
      if (dec) pen.decoy(`owner${i + 1}_${n}`, t, { x, y, w, h: 16 }, { size: 8 });
      else pen.put(`owner${i + 1}_${n}`, t, { x, y, w, h: 16 }, f, { size: 8 });
      x += w;
    });
  }
  y += 8;
  band('BANKING', 'RENSEIGNEMENTS BANCAIRES', y); y += 19;
  fld('Financial Institution', 'Institution financière', 'bank', m.bank.name, {}, L, y, 170, true);
  fld('Transit No.', 'No de transit', 'transit', m.bank.routing.slice(0, 5), {}, L + 180, y, 70, true);
  fld('Institution No.', 'No d\'institution', 'institution', `0${m.bank.routing.slice(5, 7)}`, {}, L + 260, y, 60, true);
  fld('Account No.', 'No de compte', 'account', m.bank.account, {}, L + 330, y, R - L - 330, true); y += 40;
  pen.label('PIPEDA consent: I consent to the collection, use and disclosure of my personal information, including my SIN and a credit report, by Maple '
    + 'Crest Business Finance and its funding partners to assess this application. / Consentement (LPRPDE) : je consens à la collecte, à l\'utilisation '
    + 'et à la communication de mes renseignements personnels, y compris mon NAS et un rapport de crédit, aux fins de cette demande.', L, y, { size: 6.5, width: R - L });
  y += 34;
  for (let k = 0; k < 2; k++) {
    const sx = L + k * (W2 + 10);
    doc.lineWidth(0.5).moveTo(sx, y + 12).lineTo(sx + W2 - 70, y + 12).stroke().moveTo(sx + W2 - 60, y + 12).lineTo(sx + W2, y + 12).stroke();
    pen.label('Signature / Signature', sx, y + 15, { size: 6.5 });
    pen.label('Date (AAAA-MM-JJ)', sx + W2 - 60, y + 15, { size: 6.5 });
  }
}
