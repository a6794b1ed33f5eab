// Financement Acadie (Moncton): one dense bilingual page, French label first and English after a slash, values on
// underlined rows, ISO dates, the legal form written in free text, the payment schedule as a check box row, owners
// stacked one block each with the full name in one line, a credit score the owner guesses.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import * as P from './parts.ts';
import { frDate, frMoney, type MoneyStyle } from './rules.ts';
import type { Sheet } from './sheet.ts';

const L = 40, R = 572;

/** `Label / Label: ______`: the value sits on the rule after the label. */
function row(s: Sheet, x: number, y: number, w: number, label: string, key: string, v: P.Piece | string | null): void {
  const lw = s.text(x, y + 3, label, { size: 7.5 });
  s.line(x + lw + 4, y + 13, x + w - 6, y + 13, 0.4, '#555555');
  if (v === null) return;
  const piece = typeof v === 'string' ? { text: v, fields: {} } : v;
  if (!piece.text) return;
  s.value(key, x + lw + 8, y + 1, w - lw - 14, piece.text, piece.fields, 9.5);
}

function heading(s: Sheet, y: number, fr: string, en: string): void {
  s.text(L, y, fr, { size: 10, font: 'Helvetica-Bold', color: '#7a1f1f' });
  s.text(L, y + 11.5, en, { size: 7.5, font: 'Helvetica-Oblique', color: '#7a1f1f' });
  s.line(L, y + 21, R, y + 21, 1.2, '#7a1f1f');
}

export function drawAcadie(s: Sheet, d: Deal, p: Rng): void {
  const money = p.pick<MoneyStyle>(['cents', 'whole', 'prefix']);
  const bnStyle = p.pick<P.BnStyle>(['grouped', 'spaced', 'bare']);
  const sinStyle = p.pick<P.SinStyle>(['dashed', 'masked', 'whole']);
  const showPayment = p.chance(0.7);
  s.addPage();
  // A tricolour star strip for the Acadian broker's letterhead.
  s.rect(0, 0, 612, 8, { fill: '#003f87', stroke: 'none' });
  s.rect(0, 8, 612, 4, { fill: '#f5c400', stroke: 'none' });
  s.text(L, 24, 'FINANCEMENT ACADIE', { size: 16, font: 'Helvetica-Bold', color: '#003f87' });
  s.text(L, 42, 'Demande d\'avance sur ventes futures / Future Receivables Advance Application', { size: 9 });
  s.text(390, 26, '770, rue Main, bureau 210\nMoncton (N.-B.) E1C 1E7\n506 555-0188 · dossiers@finacadie.ca', { size: 7, width: 182, align: 'right' });

  let y = 62;
  heading(s, y, 'Entreprise', 'Business');
  y += 28;
  row(s, L, y, 330, 'Raison sociale / Legal name :', 'legal_name', P.legal(d));
  row(s, L + 330, y, R - L - 330, 'Forme juridique / Legal form :', 'entity', P.entityText(d, (xs) => p.pick(xs)));
  y += 18;
  const op = P.operating(d, p.pick(['SAME', 'N/A', 'S/O']));
  row(s, L, y, 330, 'Nom commercial (exploité sous) / Operating name (O/A) :', 'trade_name', op);
  row(s, L + 330, y, R - L - 330, 'Début des activités / Started :', 'start', P.started(d, 'iso'));
  y += 18;
  row(s, L, y, 260, 'Numéro d\'entreprise (NE) / Business Number :', 'business_tax_id', d.kind === 'sole' && p.chance(0.5) ? null : P.bn(d, bnStyle));
  row(s, L + 260, y, 150, 'Employés / Employees :', 'employees', String(d.employees));
  row(s, L + 410, y, R - L - 410, 'Tél. / Phone :', 'phone', d.phone);
  y += 18;
  row(s, L, y, R - L, 'Adresse (no, rue, ville) / Address :', 'street', `${d.address.street}, ${d.address.city}`);
  y += 18;
  row(s, L, y, 200, 'Province :', 'province', P.province(d, p.chance(0.3)));
  row(s, L + 200, y, 170, 'Code postal / Postal code :', 'postal', d.address.postal);
  row(s, L + 370, y, R - L - 370, 'Pays / Country :', 'country', { text: 'Canada', fields: { 'application.country': 'Canada' } });
  y += 18;
  row(s, L, y, 300, 'Nature des activités / Type of business :', 'industry', P.industry(d));
  row(s, L + 300, y, R - L - 300, 'Courriel / E-mail :', 'email', d.email);
  y += 18;
  const owns = p.chance(0.3);
  s.text(L, y + 3, 'Locaux / Premises :', { size: 7.5 });
  let x = s.check('own', L + 76, y + 2.5, 'Propriétaire / Own', owns, {}, 7.5);
  x = s.check('rent', x, y + 2.5, 'Locataire / Rent', !owns, {}, 7.5);
  if (!owns) row(s, x + 4, y, R - x - 4, 'Locateur / Landlord :', 'landlord', `${d.landlord.name}, ${frMoney(d.landlord.rent, money)}/mois`);
  y += 26;

  heading(s, y, 'Financement demandé', 'Funding request');
  y += 28;
  row(s, L, y, 230, 'Montant demandé / Amount requested :', 'amount', P.amount(d, money));
  row(s, L + 230, y, R - L - 230, 'Utilisation des fonds / Use of funds :', 'use', d.useOfFunds);
  y += 18;
  if (showPayment) {
    row(s, L, y, 230, 'Versement proposé / Proposed payment :', 'payment', P.payment(d, money));
    row(s, L + 230, y, 150, 'Nombre de versements / # :', 'payments', P.payments(d));
    y += 18;
  }
  s.text(L, y + 3, 'Fréquence / Frequency :', { size: 7.5 });
  x = L + 92;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) x = s.check(`freq_${f}`, x, y + 2.5, P.FREQ_FR[f], showPayment && d.frequency === f, P.frequencyFields(f), 7.5);
  y += 16;
  row(s, L, y, 260, 'Ventes mensuelles moyennes / Avg. monthly sales :', 'sales', frMoney(d.monthlySales, money));
  row(s, L + 260, y, R - L - 260, 'Institution financière / Bank :', 'bank', d.bank.name);
  y += 18;
  row(s, L, y, 260, 'No de transit / Transit no. :', 'transit', `${d.bank.transit}-${d.bank.institution}`);
  row(s, L + 260, y, R - L - 260, 'No de compte / Account no. :', 'account', d.bank.account);
  y += 18;
  const f0 = d.funders[0];
  row(s, L, y, R - L, 'Avances en cours (prêteur, solde) / Open advances :', 'funders', f0 ? `${f0.name}, solde ${frMoney(f0.balance, money)}` : 'Aucune / None');
  y += 26;

  heading(s, y, 'Propriétaires (20 % et plus)', 'Owners (20% or more)');
  y += 26;
  for (const [i, o] of d.owners.entries()) {
    s.text(L, y + 3, `${i + 1}.`, { size: 8.5, font: 'Helvetica-Bold' });
    const x0 = L + 12;
    row(s, x0, y, 235, 'Nom complet / Full name :', `owner${i}_name`, P.fullName(o, i, 'first-last'));
    row(s, x0 + 235, y, 190, 'Titre / Title :', `owner${i}_role`, P.role(o, i));
    row(s, x0 + 425, y, R - x0 - 425, '% propriété :', `owner${i}_pct`, P.ownership(o, i, true));
    y += 17;
    row(s, x0, y, 160, 'NAS / SIN :', `owner${i}_sin`, P.sin(o, i, sinStyle));
    row(s, x0 + 160, y, 170, 'Date de naissance / DOB :', `owner${i}_dob`, P.born(o, i, 'iso'));
    row(s, x0 + 330, y, R - x0 - 330, 'Cote de crédit estimée / Est. score :', `owner${i}_score`, P.score(o, i) ?? '');
    y += 17;
    row(s, x0, y, R - x0, 'Adresse domiciliaire / Home address :', `owner${i}_home`, P.homeLine(o));
    y += 22;
  }
  y += 4;
  heading(s, y, 'Consentement (LPRPDE)', 'Consent (PIPEDA)');
  y += 26;
  const para = 'Les soussignés attestent l\'exactitude des renseignements ci-dessus et consentent à ce que Financement Acadie et ses ' +
    'partenaires recueillent, utilisent et communiquent leurs renseignements personnels, y compris un rapport de solvabilité, aux fins ' +
    'de l\'étude de la présente demande. / The undersigned certify the above and consent to a credit check.';
  y += s.text(L, y, para, { size: 7.5, width: R - L }) + 18;
  for (const i of d.owners.keys()) {
    s.line(L, y + 12, L + 220, y + 12);
    s.text(L, y + 15, `Signature (propriétaire ${i + 1})`, { size: 6.5 });
    row(s, L + 260, y, 160, 'Date :', `owner${i}_sign_date`, frDate(d.signDate, 'iso'));
    y += 26;
  }
  s.text(L, 770, 'Courtier / Broker :', { size: 7 });
  s.value('rep_name', L + 70, 768, 160, d.rep.name, {}, 8);
  s.text(R - 110, 770, 'FA-2024-11 · page 1/1', { size: 6.5, color: '#777777' });
}
