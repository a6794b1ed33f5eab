// The three French-language Canadian brokers' forms (Montréal, Québec, Moncton).
import type { Sheet } from './sheet.ts';
import type { Merchant } from './data.ts';
import { bankDecoy, date, entityRow, field, freqRow, fundersDecoy, hint, isoDecoy, landlordDecoy, money, ownerBlock, ownerTable, referencesDecoy, sets, signatures, type Place } from './blocks.ts';

const OWNER_FR = { first: 'Prénom', last: 'Nom de famille', name: 'Nom complet', role: 'Titre / Fonction', pct: 'Pourcentage de propriété', tax: 'NAS',
  dob: 'Date de naissance', score: 'Cote de crédit', home: 'Adresse domiciliaire' };
const AUTH_FR = 'En signant, le ou les soussignés attestent que les renseignements fournis sont exacts et complets et consentent, conformément à la LPRPDE, à ce que le courtier et ses partenaires de financement obtiennent des rapports de crédit personnels et commerciaux, vérifient les références et les relevés bancaires et communiquent la présente demande aux prêteurs concernés.';

/** Montréal: labels left of the line, NE with program account, owners' blocks, bank and landlord decoys. */
export function borealFinancement(s: Sheet, m: Merchant): void {
  const p: Place = 'left';
  s.label('Financement Boréal', 36, 28, { size: 18, bold: true, color: '#0a5c6b' });
  s.label('1100, boul. René-Lévesque O., bureau 2100, Montréal (Québec) H3B 4N4 · 514 555-0163', 36, 50, { size: 7.5 });
  s.label('DEMANDE DE FINANCEMENT', 36, 66, { size: 11, bold: true, width: 540, align: 'center' });
  let y = 86;
  s.band('RENSEIGNEMENTS SUR L\'ENTREPRISE', 36, y, 540, '#0a5c6b'); y += 20;
  y += field(s, p, 'Raison sociale :', 36, y, 540, m.legal, sets.legal(m));
  y += field(s, p, 'Nom commercial :', 36, y, 540, m.dba, sets.dba(m));
  y += entityRow(s, m, 36, y + 2, 540, 'Forme juridique :');
  field(s, p, 'Numéro d\'entreprise (NE) :', 36, y, 300, m.taxPrinted, sets.tax(m));
  y += field(s, p, `Date de constitution ${hint(m)} :`, 346, y, 230, date(m, m.startIso), sets.start(m));
  y += field(s, p, 'Adresse :', 36, y, 540, `${m.street}, ${m.city}`);
  field(s, p, 'Province :', 36, y, 160, m.state, sets.state(m));
  field(s, p, 'Code postal :', 206, y, 150, m.zip);
  y += field(s, p, 'Téléphone :', 366, y, 210, m.phone);
  field(s, p, 'Secteur d\'activité :', 36, y, 300, m.industryText, sets.industry(m));
  y += field(s, p, 'Courriel :', 346, y, 230, m.email);
  field(s, p, 'Montant demandé :', 36, y, 250, money(m, m.amount), sets.amount(m));
  y += field(s, p, 'Utilisation des fonds :', 296, y, 280, m.useOfFunds);
  s.band('PROPRIÉTAIRE(S) — 20 % ou plus', 36, y + 2, 540, '#0a5c6b'); y += 22;
  m.owners.forEach((_, i) => { s.label(`Propriétaire ${i + 1}`, 36, y, { bold: true, size: 7.5 }); y += 11 + ownerBlock(s, m, i, p, 36, y + 11, 540, 'full', OWNER_FR) + 2; });
  s.band('INSTITUTION FINANCIÈRE ET LOCAUX', 36, y, 540, '#0a5c6b'); y += 20;
  y += bankDecoy(s, m, p, 36, y, 540);
  y += landlordDecoy(s, m, p, 36, y, 540);
  s.para(AUTH_FR, 36, y + 2, 540); y += 34;
  signatures(s, m, 36, y, 540);
}

/** Québec: two pages, labels above boxes, entity and frequency checkboxes, owners' table, references and existing advances. */
export function capitaleAvance(s: Sheet, m: Merchant): void {
  const p: Place = 'above', r = s.r;
  s.box(36, 26, 540, 44);
  s.label('GROUPE CAPITALE AVANCE', 46, 34, { size: 15, bold: true, color: '#7a1020' });
  s.label('Québec (Québec) · 418 555-0128 · demandes@capitaleavance.ca', 46, 54, { size: 7.5 });
  s.label('Demande de financement — page 1/2', 380, 44, { size: 8.5, width: 186, align: 'right' });
  let y = 82;
  field(s, p, 'Raison sociale', 36, y, 300, m.legal, sets.legal(m));
  y += field(s, p, 'Nom commercial', 346, y, 230, m.dba, sets.dba(m));
  y += entityRow(s, m, 36, y + 2, 540, 'Forme juridique :') + 2;
  field(s, p, 'Numéro d\'entreprise (NE)', 36, y, 200, m.taxPrinted, sets.tax(m));
  field(s, p, `Début des activités ${hint(m)}`, 246, y, 160, r.chance(0.9) ? date(m, m.startIso) : null, sets.start(m));
  y += field(s, p, 'Secteur d\'activité', 416, y, 160, m.industryText, sets.industry(m));
  field(s, p, 'Adresse de l\'établissement', 36, y, 250, m.street);
  field(s, p, 'Ville', 296, y, 120, m.city);
  field(s, p, 'Province', 426, y, 60, m.state, sets.state(m));
  y += field(s, p, 'Code postal', 496, y, 80, m.zip);
  s.band('FINANCEMENT DEMANDÉ', 36, y + 2, 540, '#7a1020'); y += 22;
  field(s, p, 'Montant demandé', 36, y, 170, money(m, m.amount), sets.amount(m));
  field(s, p, 'Montant du versement', 216, y, 170, money(m, m.payment), sets.payment(m));
  y += field(s, p, 'Nombre de versements', 396, y, 180, String(m.nPayments), sets.count(m));
  y += freqRow(s, m, 36, y + 2, 'Fréquence des versements :') + 6;
  y += referencesDecoy(s, m, 36, y, 540) + 6;
  fundersDecoy(s, m, 36, y, 540);
  s.page();
  s.label('Demande de financement — page 2/2', 36, 34, { size: 8.5 });
  y = 52;
  s.band('PROPRIÉTAIRES / ACTIONNAIRES', 36, y, 540, '#7a1020'); y += 20;
  y += ownerTable(s, m, 36, y, [['Nom complet', 150], ['Fonction', 75], ['% propriété', 55], ['NAS', 90], [`Naissance ${hint(m)}`, 100], ['Cote', 70]], 4, 'full') + 14;
  s.para(AUTH_FR, 36, y, 540); y += 40;
  signatures(s, m, 36, y, 540);
}

/** Moncton: labels inside boxes, owners' blocks with split names, representative, landlord and bank decoys. */
export function acadieFonds(s: Sheet, m: Merchant): void {
  const p: Place = 'inside';
  s.doc.rect(36, 26, 8, 44).fillColor('#003e7e').fill();
  s.doc.rect(44, 26, 8, 44).fillColor('#ffffff').fill();
  s.doc.rect(52, 26, 8, 44).fillColor('#cf142b').fill().fillColor('#000');
  s.label('Acadie Fonds Marchands', 70, 30, { size: 16, bold: true });
  s.label('Moncton (Nouveau-Brunswick) · 506 555-0185', 70, 52, { size: 7.5 });
  s.label('DEMANDE DE FINANCEMENT', 350, 40, { size: 10, bold: true, width: 226, align: 'right' });
  let y = 80;
  field(s, p, 'Raison sociale', 36, y, 300, m.legal, sets.legal(m));
  y += field(s, p, 'Nom commercial', 336, y, 240, m.dba, sets.dba(m));
  field(s, p, 'Numéro d\'entreprise (NE)', 36, y, 180, m.taxPrinted, sets.tax(m));
  field(s, p, `En affaires depuis ${hint(m)}`, 216, y, 150, date(m, m.startIso), sets.start(m));
  y += field(s, p, 'Type d\'entreprise', 366, y, 210, m.industryText, sets.industry(m));
  field(s, p, 'Adresse', 36, y, 230, m.street);
  field(s, p, 'Ville', 266, y, 120, m.city);
  field(s, p, 'Province', 386, y, 70, m.state, sets.state(m));
  y += field(s, p, 'Code postal', 456, y, 120, m.zip);
  y += 6 + entityRow(s, m, 36, y + 6, 540, 'Forme juridique :');
  field(s, p, 'Montant demandé', 36, y, 180, money(m, m.amount), sets.amount(m));
  y += field(s, p, 'Utilisation des fonds', 216, y, 360, m.useOfFunds) + 4;
  y += freqRow(s, m, 36, y, 'Fréquence des versements :') + 6;
  m.owners.forEach((_, i) => {
    s.label(`PROPRIÉTAIRE ${i + 1}`, 36, y, { bold: true, size: 8, color: '#003e7e' });
    y += 12 + ownerBlock(s, m, i, p, 36, y + 12, 540, 'split', OWNER_FR) + 4;
  });
  y += landlordDecoy(s, m, p, 36, y, 540) + 4;
  y += bankDecoy(s, m, p, 36, y, 540) + 4;
  y += isoDecoy(s, m, p, 36, y, 540, 'Acadie Fonds') + 4;
  s.para(AUTH_FR, 36, y, 540); y += 34;
  signatures(s, m, 36, y, 540);
}
