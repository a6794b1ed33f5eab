// French-only layouts: Capital Érable (Quebec merchants, two pages, boxed cells) and Groupe Financier Boréal
// (merchants of every province and territory, province names in French, owners as « Nom, Prénom »).
import type { Canvas } from './canvas.ts';
import { FREQ, date, money, prov } from './data.ts';
import type { Merchant } from './merchant.ts';
import { advancesBlock, bankBlock, brokerBlock, header, landlordBlock, refsBlock, row, signatures } from './blocks.ts';
import { ENTITY_ID } from './merchant.ts';
import { amountV, bnV, countV, dobV, entityWord, firstV, industryV, lastV, legalV, nameV, paymentV, pctV, provV, roleV, scoreV, sinV, startV, tradeV } from './print.ts';

const FR_FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;

export function capitalErable(c: Canvas, m: Merchant): void {
  const r = c.r;
  const ms = r.pick(['fr', 'fr_cents'] as const);
  let y = header(c, 'Capital Érable', 'DEMANDE DE FINANCEMENT — AVANCE SUR REVENUS FUTURS', 'Courtier en financement commercial\n1 888 555-0147 · dossiers@capitalerable.ca');
  c.band('1. RENSEIGNEMENTS SUR L’ENTREPRISE', y);
  y = row(c, y + 16, [['Raison sociale (nom légal)', legalV(m), 330, 'legal'], ['Nom commercial (si différent)', tradeV(m, r, true), 210, 'trade']]);
  y = row(c, y, [['Adresse de l’établissement', m.street, 230, 'street'], ['Ville', m.city, 120, 'city'],
    ['Province', provV(m, r.pick(['fr', 'code'] as const)), 100, 'prov'], ['Code postal', m.postal, 90, 'postal']]);
  y = row(c, y, [['Téléphone', m.phone, 130, 'phone'], ['Courriel', m.email, 230, 'email'], ['Site Web', m.website, 180, 'web']]);
  y = row(c, y, [['Numéro d’entreprise (NE) — ARC', bnV(m, r), 170, 'bn'], ['NEQ (Registraire des entreprises)', m.neq, 150, 'neq'],
    ['Date de constitution (JJ/MM/AAAA)', startV(m, 'dmy'), 140, 'start'], ['Nb d’employés', String(m.employees), 80, 'employees']]);
  c.text('Forme juridique :', 36, y + 6, { size: 7, bold: true });
  const forms = ['corp', 'sole', 'gp', 'lp', 'coop'] as const;
  const labels = ['Société par actions', 'Entreprise individuelle', 'Société en nom collectif', 'Société en commandite', 'Coopérative'];
  c.checks(labels, forms.indexOf(m.kind), 108, y + 5, 'forme', { type_of_entity: ENTITY_ID[m.kind] }, 9);
  y += 20;
  y = row(c, y, [['Secteur d’activité', industryV(m, true), 250, 'industry'],
    ['Loi constitutive', m.kind === 'corp' ? (m.incorp === 'federal' ? 'Fédérale (LCSA)' : 'Québec (LSAQ)') : null, 140, 'incorp'],
    ['Ventes mensuelles moyennes', money(m.sales, ms), 150, 'sales']]);
  c.band('2. FINANCEMENT DEMANDÉ', y + 6);
  y = row(c, y + 22, [['Montant demandé', amountV(m.amount, ms), 150, 'amount'], ['Utilisation des fonds', r.pick(['Fonds de roulement', 'Achat d’équipement', 'Inventaire', 'Rénovations']), 390, 'use']]);
  c.text('Fréquence de remboursement souhaitée :', 36, y + 6, { size: 7, bold: true });
  c.checks(FR_FREQS.map((f) => FREQ[f]!.fr), FR_FREQS.indexOf(m.freq), 190, y + 5, 'freq', { payment_frequency: m.freq });
  y += 20;
  c.band('3. AVANCES OU PRÊTS EN COURS', y);
  y = advancesBlock(c, m, y + 16, 'fr', ms);
  c.band('4. INSTITUTION FINANCIÈRE (compte d’entreprise)', y + 6);
  y = bankBlock(c, m, y + 22, 'fr');
  landlordBlock(c, m, y + 6, 'fr', ms);
  c.text('Page 1 de 2', 36, 760, { size: 6.5, width: 540, align: 'right', color: '#666' });

  c.newPage();
  y = header(c, 'Capital Érable', 'DEMANDE DE FINANCEMENT (suite)', 'Dossier n° CE-' + r.digits(6));
  c.band('5. PROPRIÉTAIRES, ACTIONNAIRES ET DIRIGEANTS (20 % et plus)', y);
  y += 16;
  for (const [i, o] of m.owners.entries()) {
    c.text(`Propriétaire ${i + 1}`, 36, y + 2, { size: 7.5, bold: true, color: c.accent });
    y = row(c, y + 12, [['Prénom', firstV(o, i), 150, `o${i}_first`], ['Nom de famille', lastV(o, i), 170, `o${i}_last`],
      ['Titre / fonction', roleV(o, i, true), 130, `o${i}_role`], ['% de propriété', pctV(o, i, true), 90, `o${i}_pct`]]);
    y = row(c, y, [['NAS (numéro d’assurance sociale)', sinV(o, i, r), 170, `o${i}_sin`], ['Date de naissance (JJ/MM/AAAA)', dobV(o, i, 'dmy'), 150, `o${i}_dob`],
      ['Téléphone (domicile)', o.phone, 220, `o${i}_phone`]]);
    y = row(c, y, [['Adresse du domicile', o.street, 230, `o${i}_home`], ['Ville', o.city, 120, `o${i}_city`],
      ['Province', o.prov.fr, 100, `o${i}_prov`], ['Code postal', o.postal, 90, `o${i}_postal`]]) + 6;
  }
  c.band('6. RÉFÉRENCES COMMERCIALES', y);
  y = refsBlock(c, m, y + 16, 'fr');
  y = brokerBlock(c, m, y + 6, 'fr');
  c.band('7. AUTORISATION ET CONSENTEMENT', y + 6);
  signatures(c, m, y + 24, 'fr');
  c.text('Page 2 de 2', 36, 760, { size: 6.5, width: 540, align: 'right', color: '#666' });
}

export function borealNational(c: Canvas, m: Merchant): void {
  const r = c.r;
  const ms = r.pick(['fr_cents', 'fr', 'fr_cad'] as const);
  let y = header(c, 'Groupe Financier Boréal', 'Formulaire de demande — Financement basé sur les revenus', 'Partout au Canada · 1 877 555-0199\nwww.gfboreal.ca');
  c.band('ENTREPRISE', y);
  y += 18;
  y = row(c, y, [['Dénomination sociale', legalV(m), 300, 'legal'], ['Exploitée sous le nom de', tradeV(m, r, true), 240, 'trade']], 'field');
  y = row(c, y, [['Forme juridique (préciser)', entityWord(m, r, true), 180, 'entity'], ['Numéro d’entreprise fédéral (NE)', bnV(m, r), 180, 'bn'],
    ['Début des activités', startV(m, r.pick(['fr_long', 'iso'] as const)), 180, 'start']], 'field');
  y = row(c, y, [['Adresse', `${m.street}, ${m.city}`, 300, 'street'], ['Province ou territoire', provV(m, 'fr'), 150, 'prov'], ['Code postal', m.postal, 90, 'postal']], 'field');
  y = row(c, y, [['Nature des activités', industryV(m, true), 300, 'industry'], ['Téléphone', m.phone, 120, 'phone'], ['Employés', String(m.employees), 120, 'employees']], 'field');
  c.band('MODALITÉS DEMANDÉES', y + 4);
  y += 22;
  y = row(c, y, [['Montant de l’avance', amountV(m.amount, ms), 160, 'amount'], ['Versement proposé', paymentV(m.payment, ms), 150, 'payment'],
    ['Nombre de versements', countV(m), 110, 'count'], ['Revenus annuels', money(m.sales * 12, ms), 120, 'annual']], 'field');
  c.text('Fréquence :', 36, y + 4, { size: 7, bold: true });
  c.checks(FR_FREQS.map((f) => FREQ[f]!.fr), FR_FREQS.indexOf(m.freq), 90, y + 3, 'freq', { payment_frequency: m.freq }, 14);
  y += 20;
  c.band('PROPRIÉTAIRES (Nom, Prénom)', y);
  y += 16;
  const cols: [string, number][] = [['Nom, Prénom', 150], ['Fonction', 95], ['Part', 45], ['NAS', 90], ['Né(e) le (AAAA-MM-JJ)', 90], ['Cote de crédit', 70]];
  let x = 36;
  for (const [h, w] of cols) { c.rect(x, y, w, 12, '#e8e8e8'); c.text(h, x + 3, y + 3, { size: 6.5, bold: true }); x += w; }
  y += 12;
  for (const [i, o] of m.owners.entries()) {
    y = row(c, y, [['', nameV(o, i, 'lastfirst'), 150, `o${i}_name`], ['', roleV(o, i, true), 95, `o${i}_role`], ['', pctV(o, i, true), 45, `o${i}_pct`],
      ['', sinV(o, i, r), 90, `o${i}_sin`], ['', dobV(o, i, 'iso'), 90, `o${i}_dob`], ['', scoreV(o, i), 70, `o${i}_score`]], 'cell', 36, 20);
  }
  y += 4;
  for (const [i, o] of m.owners.entries()) {
    y = row(c, y, [[`Adresse personnelle — propriétaire ${i + 1}`, `${o.street}, ${o.city}`, 330, `o${i}_home`], ['Province', prov(o.prov.code).fr, 120, `o${i}_prov`],
      ['Code postal', o.postal, 90, `o${i}_postal`]], 'cell', 36, 22);
  }
  c.band('DONNÉES BANCAIRES ET AUTRES', y + 6);
  y = bankBlock(c, m, y + 22, 'fr');
  y = advancesBlock(c, m, y + 4, 'fr', ms);
  y = landlordBlock(c, m, y + 6, 'fr', ms);
  y = brokerBlock(c, m, y + 4, 'fr');
  signatures(c, m, y + 8, 'fr');
  c.text(`Formulaire GFB-07 · révisé le ${date('2024-09-01', 'fr_long')}`, 36, 765, { size: 6, color: '#666' });
}
