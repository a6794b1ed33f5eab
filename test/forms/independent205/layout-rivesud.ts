// Solutions Financières Rive-Sud (Longueuil): two pages of two-column `Label : value` lines under grey section bars.
// The tax numbers block puts the federal NE among the NEQ, TPS and TVQ numbers; the request is a small table with the
// payment, count and frequency written out; each owner has a block of its own on page 2 with first and last name apart.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import * as P from './parts.ts';
import { frDate, frMoney, type DateStyle } from './rules.ts';
import type { Sheet } from './sheet.ts';

const L = 42, R = 570, MID = 306;

/** `Label :` right-aligned in a label column, the value after it. */
function pair(s: Sheet, x: number, y: number, lw: number, w: number, label: string, key: string, v: P.Piece | string | null): void {
  s.text(x, y + 1, label, { size: 8, font: 'Helvetica-Bold', width: lw - 4, align: 'right' });
  s.line(x + lw, y + 12, x + w - 8, y + 12, 0.3, '#999999');
  if (v === null) return;
  const piece = typeof v === 'string' ? { text: v, fields: {} } : v;
  if (piece.text) s.value(key, x + lw + 4, y, w - lw - 12, piece.text, piece.fields, 9);
}

function bar(s: Sheet, y: number, t: string): void {
  s.rect(L, y, R - L, 15, { fill: '#d9d9d9', stroke: 'none' });
  s.text(L + 6, y + 4, t.toUpperCase(), { size: 8.5, font: 'Helvetica-Bold' });
}

function footer(s: Sheet, page: number): void {
  s.line(L, 752, R, 752, 0.5);
  s.text(L, 757, 'Solutions Financières Rive-Sud inc. — 2001, boul. Taschereau, Longueuil (Québec) J4K 2V1', { size: 6.5, color: '#666666' });
  s.text(R - 50, 757, `${page} / 2`, { size: 6.5, color: '#666666' });
}

export function drawRiveSud(s: Sheet, d: Deal, p: Rng): void {
  const dateStyle = p.pick<DateStyle>(['iso', 'long', 'abbr']);
  const money = p.pick(['whole', 'cents'] as const);
  const bnStyle = p.pick<P.BnStyle>(['joined', 'spaced', 'bare']);
  const sinStyle = p.pick<P.SinStyle>(['whole', 'stars']);
  const withSchedule = p.chance(0.75);
  const W = MID - L;

  s.addPage();
  s.rect(L, 30, R - L, 46, { fill: '#12355b', stroke: 'none' });
  s.text(L + 12, 38, 'Solutions Financières Rive-Sud', { size: 17, font: 'Helvetica-Bold', color: 'white' });
  s.text(L + 12, 60, 'Formulaire de demande — Avance sur recettes futures', { size: 9, color: 'white' });
  s.text(R - 150, 40, 'Réservé au bureau\nNo de demande :', { size: 7, color: 'white', width: 140, align: 'right' });
  s.rect(R - 82, 56, 74, 14, { fill: 'white', stroke: 'none' });
  s.value('file_no', R - 80, 58, 70, `RS-${p.digits(6)}`, {}, 8);

  let y = 86;
  bar(s, y, 'A. Identification de l\'entreprise');
  y += 22;
  pair(s, L, y, 110, R - L, 'Raison sociale :', 'legal_name', P.legal(d));
  y += 17;
  pair(s, L, y, 110, R - L, 'Nom commercial :', 'trade_name', P.operating(d, ''));
  y += 17;
  pair(s, L, y, 110, W, 'Forme juridique :', 'entity', P.entityText(d, (xs) => p.pick(xs)));
  pair(s, MID, y, 110, R - MID, 'Constituée en vertu de :', 'incorporated', d.kind === 'corp' || d.kind === 'numbered' ? d.incorporatedIn : 'S/O');
  y += 17;
  pair(s, L, y, 110, W, 'Domaine d\'activité :', 'industry', P.industry(d));
  pair(s, MID, y, 110, R - MID, 'En affaires depuis le :', 'start', P.started(d, dateStyle));
  y += 17;
  pair(s, L, y, 110, R - L, 'Adresse :', 'street', d.address.street);
  y += 17;
  pair(s, L, y, 110, W, 'Ville :', 'city', d.address.city);
  pair(s, MID, y, 110, R - MID, 'Province / code postal :', 'province', P.province(d, false));
  s.value('postal', R - 70, y, 60, d.address.postal, {}, 9);
  y += 17;
  pair(s, L, y, 110, W, 'Téléphone :', 'phone', d.phone);
  pair(s, MID, y, 110, R - MID, 'Site Web :', 'website', d.website ?? '');
  y += 24;

  bar(s, y, 'B. Numéros d\'inscription');
  y += 22;
  const showBn = d.kind !== 'sole' || p.chance(0.4);
  pair(s, L, y, 110, W, 'NEQ :', 'neq', d.address.province === 'QC' ? d.neq : 'S/O');
  pair(s, MID, y, 110, R - MID, 'NE fédéral (ARC) :', 'business_tax_id', showBn ? P.bn(d, bnStyle) : '');
  y += 17;
  pair(s, L, y, 110, W, 'TPS/TVH :', 'gst', showBn ? `${d.bn9} RT0001` : '');
  pair(s, MID, y, 110, R - MID, 'TVQ :', 'qst', showBn && d.address.province === 'QC' ? `${d.tvq} TQ0001` : 'S/O');
  y += 24;

  bar(s, y, 'C. Financement demandé');
  y += 20;
  const cols: [string, number][] = [['Montant demandé', 130], ['Versement', 110], ['Nombre de versements', 120], ['Fréquence', R - L - 360]];
  let x = L;
  for (const [label, w] of cols) { s.rect(x, y, w, 14, { fill: '#f0f0f0', lw: 0.4 }); s.text(x + 4, y + 4, label, { size: 7.5, font: 'Helvetica-Bold' }); x += w; }
  y += 14;
  const freq = withSchedule ? { text: P.FREQ_FR[d.frequency].toLowerCase(), fields: P.frequencyFields(d.frequency) } : null;
  const cells = [P.amount(d, money), withSchedule ? P.payment(d, 'cents') : null, withSchedule ? P.payments(d) : null, freq];
  x = L;
  for (const [j, [, w]] of cols.entries()) {
    s.rect(x, y, w, 20, { lw: 0.4 });
    const c = cells[j];
    if (c) s.value(['amount', 'payment', 'payments', 'frequency'][j]!, x + 5, y + 6, w - 8, c.text, c.fields, 9);
    x += w;
  }
  y += 28;
  pair(s, L, y, 110, W, 'Utilisation :', 'use', d.useOfFunds);
  pair(s, MID, y, 110, R - MID, 'Chiffre d\'affaires annuel :', 'revenue', frMoney(d.monthlySales * 12, money));
  y += 24;

  bar(s, y, 'D. Banque et engagements');
  y += 22;
  pair(s, L, y, 110, W, 'Institution :', 'bank', d.bank.name);
  pair(s, MID, y, 110, R - MID, 'Transit / compte :', 'bank_acct', `${d.bank.transit}-${d.bank.institution} / ${d.bank.account}`);
  y += 17;
  const f0 = d.funders[0];
  pair(s, L, y, 110, W, 'Avance en cours :', 'funder', f0 ? f0.name : 'Non');
  pair(s, MID, y, 110, R - MID, 'Solde / versement :', 'funder_amounts', f0 ? `${frMoney(f0.balance, money)} / ${frMoney(f0.payment, 'cents')}` : '');
  y += 17;
  pair(s, L, y, 110, W, 'Locateur :', 'landlord', d.landlord.name);
  pair(s, MID, y, 110, R - MID, 'Loyer mensuel :', 'rent', frMoney(d.landlord.rent, money));
  footer(s, 1);

  s.addPage();
  y = 40;
  bar(s, y, 'E. Propriétaires (toute personne détenant 20 % ou plus)');
  y += 22;
  for (const [i, o] of d.owners.entries()) {
    s.text(L, y, `Propriétaire no ${i + 1}`, { size: 9, font: 'Helvetica-Bold', color: '#12355b' });
    y += 15;
    pair(s, L, y, 110, W, 'Prénom :', `owner${i}_first`, P.firstName(o, i));
    pair(s, MID, y, 110, R - MID, 'Nom :', `owner${i}_last`, P.lastName(o, i));
    y += 17;
    pair(s, L, y, 110, W, 'Titre :', `owner${i}_role`, P.role(o, i));
    pair(s, MID, y, 110, R - MID, 'Pourcentage de propriété :', `owner${i}_pct`, P.ownership(o, i, true));
    y += 17;
    pair(s, L, y, 110, W, 'NAS :', `owner${i}_sin`, P.sin(o, i, sinStyle));
    pair(s, MID, y, 110, R - MID, 'Date de naissance :', `owner${i}_dob`, P.born(o, i, dateStyle));
    y += 17;
    pair(s, L, y, 110, W, 'Cote de crédit :', `owner${i}_score`, P.score(o, i) ?? 'Inconnue');
    pair(s, MID, y, 110, R - MID, 'Cellulaire :', `owner${i}_phone`, o.phone);
    y += 17;
    pair(s, L, y, 110, R - L, 'Adresse personnelle :', `owner${i}_home`, P.homeLine(o));
    y += 26;
  }
  bar(s, y, 'F. Autorisation');
  y += 22;
  const para = 'En signant, chaque propriétaire certifie l\'exactitude des renseignements fournis et autorise Solutions Financières Rive-Sud inc. ' +
    'et tout acheteur de créances éventuel à obtenir des rapports de crédit personnels et commerciaux, à communiquer avec l\'institution ' +
    'financière nommée ci-dessus et à conserver le présent formulaire conformément à la Loi 25.';
  y += s.text(L, y, para, { size: 8, width: R - L }) + 22;
  for (const i of d.owners.keys()) {
    s.line(L, y + 12, L + 210, y + 12, 0.5);
    s.text(L, y + 15, `Signature — propriétaire no ${i + 1}`, { size: 7 });
    pair(s, MID, y, 60, 170, 'Date :', `owner${i}_sign_date`, frDate(d.signDate, dateStyle));
    y += 30;
  }
  y += 6;
  pair(s, L, y, 110, W, 'Conseiller :', 'rep_name', d.rep.name);
  pair(s, MID, y, 110, R - MID, 'Tél. conseiller :', 'rep_phone', d.rep.phone);
  footer(s, 2);
}
