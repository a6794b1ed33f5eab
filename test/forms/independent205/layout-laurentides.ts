// Capital Laurentides (Montréal): French only, two pages of boxed cells with the label small in the cell's corner,
// the legal form as a check box row, numbers of every kind (NE, NEQ, TPS, TVQ, bank) side by side, owners in a table.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import * as P from './parts.ts';
import { frDate, frMoney } from './rules.ts';
import type { Sheet } from './sheet.ts';

const L = 36, R = 576;

/** A boxed cell: label in the top-left corner, the value under it. */
function cell(s: Sheet, x: number, y: number, w: number, label: string, key: string, v: P.Piece | string | null): void {
  s.rect(x, y, w, 26, { lw: 0.5 });
  s.text(x + 3, y + 2.5, label, { size: 6.5, color: '#333333' });
  if (v === null) return;
  const piece = typeof v === 'string' ? { text: v, fields: {} } : v;
  s.value(key, x + 5, y + 12, w - 8, piece.text, piece.fields, 9.5);
}

function band(s: Sheet, y: number, title: string): void {
  s.rect(L, y, R - L, 14, { fill: '#0b3d2e', stroke: 'none' });
  s.text(L + 6, y + 3.5, title, { size: 8.5, font: 'Helvetica-Bold', color: 'white' });
}

export function drawLaurentides(s: Sheet, d: Deal, p: Rng): void {
  const showTrade = p.pick(['N/A', 'S/O', '']);
  const bnStyle = p.pick<P.BnStyle>(['spaced', 'grouped', 'joined']);
  const sinStyle = p.pick<P.SinStyle>(['whole', 'masked', 'stars']);
  const dateStyle = p.pick(['long', 'abbr'] as const);
  const showBn = d.kind !== 'sole' || p.chance(0.5);

  s.addPage();
  s.rect(L, 30, 44, 44, { fill: '#0b3d2e', stroke: 'none' });
  s.text(L + 9, 44, 'CL', { size: 20, font: 'Times-Bold', color: 'white' });
  s.text(L + 54, 34, 'Capital Laurentides', { size: 18, font: 'Times-Bold', color: '#0b3d2e' });
  s.text(L + 54, 56, 'Demande d\'avance de fonds marchande — formulaire d\'adhésion', { size: 9.5 });
  s.text(L + 54, 68, '1350, rue Sherbrooke Ouest, bureau 1100, Montréal (Québec) H3G 1J1 · 514 555-0142', { size: 7, color: '#555555' });

  let y = 88;
  band(s, y, '1. RENSEIGNEMENTS SUR L\'ENTREPRISE');
  y += 16;
  cell(s, L, y, 300, 'Raison sociale (nom légal)', 'legal_name', P.legal(d));
  const op = P.operating(d, showTrade);
  cell(s, L + 300, y, R - L - 300, 'Nom commercial (si différent)', 'trade_name', op.text ? op : null);
  y += 30;
  s.text(L, y, 'Forme juridique :', { size: 7.5, font: 'Helvetica-Bold' });
  let x = L + 66;
  const mine = P.entityBox(d);
  for (const label of P.ENTITY_BOXES) x = s.check(`entity_${label}`, x, y - 0.5, label, label === mine, P.entityFields(label), 7.5);
  s.check('entity_other', x, y - 0.5, 'Autre', false, {}, 7.5);
  y += 14;
  cell(s, L, y, 150, 'Numéro d\'entreprise (NE) fédéral', 'business_tax_id', showBn ? P.bn(d, bnStyle) : null);
  const corp = d.kind === 'corp' || d.kind === 'numbered';
  cell(s, L + 150, y, 110, 'NEQ (Registraire du Québec)', 'neq', d.address.province === 'QC' ? d.neq : 'S/O');
  cell(s, L + 260, y, 140, 'No TPS/TVH', 'gst', showBn ? `${d.bn9} RT0001` : null);
  cell(s, L + 400, y, R - L - 400, 'No TVQ', 'qst', d.address.province === 'QC' && showBn ? `${d.tvq} TQ0001` : 'S/O');
  y += 26;
  cell(s, L, y, 260, 'Adresse de l\'établissement', 'street', d.address.street);
  cell(s, L + 260, y, 120, 'Ville', 'city', d.address.city);
  cell(s, L + 380, y, 90, 'Province', 'province', P.province(d, false));
  cell(s, L + 470, y, R - L - 470, 'Code postal', 'postal', d.address.postal);
  y += 26;
  cell(s, L, y, 150, 'Téléphone', 'phone', d.phone);
  cell(s, L + 150, y, 200, 'Courriel', 'email', d.email);
  cell(s, L + 350, y, R - L - 350, 'Site Web', 'website', d.website ?? 'Aucun');
  y += 26;
  cell(s, L, y, 230, 'Secteur d\'activité', 'industry', P.industry(d));
  cell(s, L + 230, y, 120, 'Date de début des activités', 'start', P.started(d, dateStyle));
  cell(s, L + 350, y, 70, 'Employés', 'employees', String(d.employees));
  cell(s, L + 420, y, R - L - 420, 'Lieu de constitution', 'incorporated', corp ? d.incorporatedIn : 'S/O');
  y += 36;

  band(s, y, '2. FINANCEMENT DEMANDÉ');
  y += 16;
  cell(s, L, y, 150, 'Montant demandé', 'amount', P.amount(d, 'cents'));
  cell(s, L + 150, y, 200, 'Utilisation des fonds', 'use', d.useOfFunds);
  cell(s, L + 350, y, R - L - 350, 'Ventes mensuelles moyennes', 'monthly_sales', frMoney(d.monthlySales, 'cents'));
  y += 36;

  band(s, y, '3. INSTITUTION FINANCIÈRE (dépôts de l\'entreprise)');
  y += 16;
  cell(s, L, y, 200, 'Institution', 'bank', d.bank.name);
  cell(s, L + 200, y, 90, 'No de transit', 'transit', d.bank.transit);
  cell(s, L + 290, y, 90, 'No d\'institution', 'institution', d.bank.institution);
  cell(s, L + 380, y, R - L - 380, 'No de compte', 'account', d.bank.account);
  y += 36;

  band(s, y, '4. LOCAUX');
  y += 16;
  s.text(L, y + 2, 'Statut :', { size: 7.5, font: 'Helvetica-Bold' });
  const owns = p.chance(0.25);
  x = s.check('premises_own', L + 40, y + 1.5, 'Propriétaire des lieux', owns);
  s.check('premises_rent', x, y + 1.5, 'Locataire', !owns);
  y += 14;
  if (!owns) {
    cell(s, L, y, 250, 'Locateur (propriétaire de l\'immeuble)', 'landlord', d.landlord.name);
    cell(s, L + 250, y, 140, 'Téléphone du locateur', 'landlord_phone', d.landlord.phone);
    cell(s, L + 390, y, R - L - 390, 'Loyer mensuel', 'rent', frMoney(d.landlord.rent, 'cents'));
    y += 30;
  }
  band(s, y + 6, '5. AVANCES OU PRÊTS EN COURS');
  y += 22;
  const funders = d.funders.length ? d.funders : null;
  cell(s, L, y, 250, 'Société de financement', 'funder', funders ? funders[0]!.name : 'Aucune');
  cell(s, L + 250, y, 150, 'Solde approximatif', 'funder_balance', funders ? frMoney(funders[0]!.balance, 'cents') : null);
  cell(s, L + 400, y, R - L - 400, 'Versement', 'funder_payment', funders ? frMoney(funders[0]!.payment, 'cents') : null);
  s.text(L, 760, 'Capital Laurentides inc. — formulaire CL-AFM-07 (rév. 2024)', { size: 6.5, color: '#777777' });
  s.text(R - 60, 760, 'Page 1 de 2', { size: 6.5, color: '#777777' });

  s.addPage();
  y = 40;
  band(s, y, '6. PROPRIÉTAIRES ET ACTIONNAIRES (20 % et plus)');
  y += 18;
  const cols: [string, number][] = [['Nom de famille', 110], ['Prénom', 100], ['Titre / fonction', 110], ['% de propriété', 60], ['NAS', 80], ['Date de naissance', R - L - 460]];
  x = L;
  for (const [label, w] of cols) { s.rect(x, y, w, 14, { fill: '#e3ece8', lw: 0.5 }); s.text(x + 3, y + 4, label, { size: 7, font: 'Helvetica-Bold' }); x += w; }
  y += 14;
  for (const [i, o] of d.owners.entries()) {
    const row: (P.Piece | null)[] = [P.lastName(o, i), P.firstName(o, i), P.role(o, i), P.ownership(o, i, true), P.sin(o, i, sinStyle), P.born(o, i, dateStyle)];
    const keys = ['last', 'first', 'role', 'pct', 'sin', 'dob'];
    x = L;
    for (const [j, [, w]] of cols.entries()) {
      s.rect(x, y, w, 20, { lw: 0.5 });
      const v = row[j]!;
      s.value(`owner${i}_${keys[j]}`, x + 4, y + 6, w - 6, v.text, v.fields, 8.5);
      x += w;
    }
    y += 20;
    s.rect(L, y, R - L, 18, { lw: 0.5 });
    s.text(L + 3, y + 6, 'Adresse personnelle :', { size: 7, color: '#333333' });
    s.value(`owner${i}_home`, L + 82, y + 5, 360, P.homeLine(o), {}, 8.5);
    y += 24;
  }
  y += 10;
  band(s, y, '7. AUTORISATION ET CONSENTEMENT');
  y += 20;
  const para = 'Chaque signataire déclare que les renseignements fournis sont exacts et complets et autorise Capital Laurentides inc. ainsi que ' +
    'ses partenaires financiers à obtenir tout rapport de crédit le concernant, ainsi que l\'entreprise, auprès d\'Equifax Canada ou de ' +
    'TransUnion, et à vérifier les renseignements auprès de l\'institution financière désignée. Ce consentement est donné conformément aux lois ' +
    'sur la protection des renseignements personnels applicables (Loi 25 au Québec, LPRPDE ailleurs au Canada).';
  y += s.text(L, y, para, { size: 8, width: R - L }) + 24;
  for (const i of d.owners.keys()) {
    s.line(L, y + 14, L + 200, y + 14);
    s.text(L, y + 17, `Signature du propriétaire ${i + 1}`, { size: 7 });
    s.line(L + 260, y + 14, L + 380, y + 14);
    s.value(`owner${i}_sign_date`, L + 262, y, 118, frDate(d.signDate, 'iso'), {}, 9);
    s.text(L + 260, y + 17, 'Date (AAAA-MM-JJ)', { size: 7 });
    y += 40;
  }
  y += 6;
  s.rect(L, y, R - L, 40, { fill: '#f4f4f4', lw: 0.5 });
  s.text(L + 6, y + 5, 'RÉSERVÉ AU COURTIER', { size: 7.5, font: 'Helvetica-Bold' });
  s.text(L + 6, y + 20, 'Représentant :', { size: 7.5 });
  s.value('rep_name', L + 66, y + 19, 160, d.rep.name, {}, 9);
  s.text(L + 250, y + 20, 'Tél. :', { size: 7.5 });
  s.value('rep_phone', L + 274, y + 19, 120, d.rep.phone, {}, 9);
  s.text(L, 760, 'Capital Laurentides inc. — formulaire CL-AFM-07 (rév. 2024)', { size: 6.5, color: '#777777' });
  s.text(R - 60, 760, 'Page 2 de 2', { size: 6.5, color: '#777777' });
}
