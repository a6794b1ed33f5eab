// Bilingual Feuille d'Érable / Maple Leaf Revenue Finance (every province, labels « Français / English ») and the
// Ontario-only Lakeshore Fast Funding (ISO dates, CAD amounts, an owners' table with credit scores).
import type { Canvas } from './canvas.ts';
import { FREQ, money } from './data.ts';
import type { Merchant } from './merchant.ts';
import { ENTITY_ID } from './merchant.ts';
import { advancesBlock, bankBlock, brokerBlock, header, landlordBlock, refsBlock, row, signatures } from './blocks.ts';
import { amountV, bnV, countV, dobV, entityWord, industryV, legalV, nameV, paymentV, pctV, provV, roleV, scoreV, sinV, startV, tradeV } from './print.ts';

const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
const KINDS = ['corp', 'sole', 'gp', 'lp', 'coop'] as const;

export function mapleLeaf(c: Canvas, m: Merchant): void {
  const r = c.r;
  const ms = r.pick(['en_cents', 'fr', 'en'] as const);
  let y = header(c, 'Maple Leaf Revenue Finance', 'Demande d’avance de fonds / Merchant Cash Advance Application',
    'Financement Feuille d’Érable inc.\nToronto · Montréal · Calgary · 1 866 555-0110');
  c.band('Renseignements sur l’entreprise / Business information', y);
  y = row(c, y + 16, [['Raison sociale / Legal name', legalV(m), 300, 'legal'], ['Nom commercial / Operating name (O/A)', tradeV(m, r, m.fr), 240, 'trade']]);
  y = row(c, y, [['Numéro d’entreprise (NE) / Business Number (BN)', bnV(m, r), 220, 'bn'],
    ['Date de début des activités / Business start date (AAAA-MM-JJ / YYYY-MM-DD)', startV(m, 'iso'), 320, 'start']]);
  y = row(c, y, [['Adresse / Address', m.street, 210, 'street'], ['Ville / City', m.city, 110, 'city'],
    ['Province', provV(m, m.prov.code === 'QC' || r.chance(0.3) ? 'fr' : 'en'), 130, 'prov'], ['Code postal / Postal code', m.postal, 90, 'postal']]);
  y = row(c, y, [['Téléphone / Phone', m.phone, 130, 'phone'], ['Courriel / E-mail', m.email, 220, 'email'],
    ['Secteur d’activité / Type of business', industryV(m, r.chance(0.5)), 190, 'industry']]);
  c.text('Forme juridique / Entity type:', 36, y + 6, { size: 7, bold: true });
  const labels = ['Corporation / Société par actions', 'Sole proprietorship / Entreprise individuelle', 'Partnership / Société en nom collectif',
    'Limited Partnership / Société en commandite', 'Co-operative / Coopérative'];
  c.checks(labels.slice(0, 3), KINDS.indexOf(m.kind), 150, y + 5, 'entity', { type_of_entity: ENTITY_ID[m.kind] }, 8);
  c.checks(labels.slice(3), KINDS.indexOf(m.kind) - 3, 150, y + 17, 'entity_b', { type_of_entity: ENTITY_ID[m.kind] }, 8);
  y += 32;
  c.band('Financement demandé / Funding request', y);
  y = row(c, y + 16, [['Montant demandé / Amount requested', amountV(m.amount, ms), 170, 'amount'],
    ['Paiement / Payment', paymentV(m.payment, ms), 130, 'payment'], ['Nombre de paiements / # of payments', countV(m), 150, 'count'],
    ['Ventes mensuelles / Monthly sales', money(m.sales, ms), 90, 'sales']]);
  c.text('Fréquence / Frequency:', 36, y + 6, { size: 7, bold: true });
  c.checks(FREQS.map((f) => `${FREQ[f]!.fr} / ${FREQ[f]!.en}`), FREQS.indexOf(m.freq), 130, y + 5, 'freq', { payment_frequency: m.freq }, 9);
  y += 20;
  c.band('Propriétaires / Owners', y);
  y += 16;
  for (const [i, o] of m.owners.entries()) {
    y = row(c, y, [[`Nom / Name (${i + 1})`, nameV(o, i, r.pick(['full', 'middle'] as const)), 160, `o${i}_name`], ['Titre / Title', roleV(o, i, 'both'), 130, `o${i}_role`],
      ['% propriété / ownership', pctV(o, i, m.fr), 80, `o${i}_pct`], ['NAS / SIN', sinV(o, i, r), 90, `o${i}_sin`],
      ['Naissance / DOB', dobV(o, i, 'iso'), 80, `o${i}_dob`]], 'cell', 36, 24);
    y = row(c, y, [['Adresse du domicile / Home address', `${o.street}, ${o.city}, ${o.prov.code} ${o.postal}`, 380, `o${i}_home`],
      ['Cote de crédit / Credit score', scoreV(o, i), 160, `o${i}_score`]], 'cell', 36, 22) + 3;
  }
  c.band('Banque et autres / Bank and other', y + 2);
  y = bankBlock(c, m, y + 18, 'bi');
  y = landlordBlock(c, m, y + 4, 'bi', ms);
  y = brokerBlock(c, m, y + 4, 'bi');
  signatures(c, m, y + 8, 'bi');
}

export function lakeshore(c: Canvas, m: Merchant): void {
  const r = c.r;
  const ms = r.pick(['en_cad', 'en_cents'] as const);
  let y = header(c, 'Lakeshore Fast Funding', 'APPLICATION FOR BUSINESS CASH ADVANCE', 'Lakeshore Fast Funding Corp. · Mississauga, ON\n(905) 555-0134 · deals@lakeshoreff.ca');
  c.band('SECTION A — MERCHANT', y);
  y += 18;
  y = row(c, y, [['Legal Business Name', legalV(m), 300, 'legal'], ['Operating As', tradeV(m, r, false), 240, 'trade']], 'field');
  y = row(c, y, [['Type of Entity', entityWord(m, r, false), 150, 'entity'], ['Business Number (BN) / Program Account', bnV(m, r), 200, 'bn'],
    ['Date Business Started (YYYY-MM-DD)', startV(m, 'iso'), 190, 'start']], 'field');
  y = row(c, y, [['Jurisdiction of Incorporation', m.kind === 'corp' ? (m.incorp === 'federal' ? 'Federal (CBCA)' : 'Ontario (OBCA)') : 'N/A', 170, 'incorp'],
    ['Nature of Business', industryV(m, false), 230, 'industry'], ['Employees', String(m.employees), 140, 'employees']], 'field');
  y = row(c, y, [['Street Address', m.street, 240, 'street'], ['City', m.city, 120, 'city'], ['Prov.', provV(m, 'code'), 60, 'prov'],
    ['Postal Code', m.postal, 120, 'postal']], 'field');
  y = row(c, y, [['Business Phone', m.phone, 150, 'phone'], ['Email', m.email, 220, 'email'], ['Website', m.website ?? 'none', 170, 'web']], 'field');
  c.band('SECTION B — FUNDING REQUEST', y + 4);
  y = row(c, y + 22, [['Advance Amount Requested', amountV(m.amount, ms), 170, 'amount'], ['Est. Remittance', r.chance(0.8) ? paymentV(m.payment, ms) : null, 150, 'payment'],
    ['No. of Remittances', r.chance(0.8) ? countV(m) : null, 100, 'count'], ['Avg. Monthly Deposits', money(m.sales, ms), 120, 'sales']], 'field');
  c.text('Remittance schedule:', 36, y + 3, { size: 7, bold: true });
  c.checks(FREQS.map((f) => FREQ[f]!.en), FREQS.indexOf(m.freq), 120, y + 2, 'freq', { payment_frequency: m.freq }, 14);
  y += 16;
  c.band('SECTION C — PRINCIPALS', y);
  y += 16;
  const cols: [string, number][] = [['Full Name', 140], ['Title', 90], ['Own %', 50], ['SIN', 90], ['Date of Birth', 85], ['Credit Score', 85]];
  let x = 36;
  for (const [h, w] of cols) { c.rect(x, y, w, 12, '#dde4ee'); c.text(h, x + 3, y + 3, { size: 6.5, bold: true }); x += w; }
  y += 12;
  for (const [i, o] of m.owners.entries()) {
    y = row(c, y, [['', nameV(o, i, r.pick(['full', 'middle'] as const)), 140, `o${i}_name`], ['', roleV(o, i, false), 90, `o${i}_role`], ['', pctV(o, i, false), 50, `o${i}_pct`],
      ['', sinV(o, i, r), 90, `o${i}_sin`], ['', dobV(o, i, 'iso'), 85, `o${i}_dob`], ['', scoreV(o, i), 85, `o${i}_score`]], 'cell', 36, 20);
  }
  for (const [i, o] of m.owners.entries()) {
    y = row(c, y + (i ? 0 : 4), [[`Principal ${i + 1} home address`, `${o.street}, ${o.city}, ${o.prov.en} ${o.postal}`, 380, `o${i}_home`], ['Cell', o.phone, 160, `o${i}_phone`]], 'cell', 36, 22);
  }
  c.band('SECTION D — BANKING, PREMISES, EXISTING ADVANCES', y + 6);
  y = bankBlock(c, m, y + 22, 'en');
  y = advancesBlock(c, m, y + 4, 'en', ms);
  y = landlordBlock(c, m, y + 6, 'en', ms);
  y = refsBlock(c, m, y + 4, 'en');
  signatures(c, m, y + 8, 'en');
}
