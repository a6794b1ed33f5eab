// Financement Boréal: a Quebec funder's two-page form, French first with the English below each label. The NEQ and
// the QST number sit beside the Business Number; amounts are written the French way (`45 000,00 $`); the owner of the
// building ("propriétaire de l'immeuble") is a landlord, while "Propriétaire" is also an owner's title.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import type { Layout } from './layout-types.ts';
import { section } from './layout-types.ts';
import type { Sheet, Label } from './sheet.ts';
import { A, F, bizTax, dobFields, freqIndex, ownerTax, regionFields, regionText, tradeText } from './common.ts';
import { dmy, frLong, frMoney, iso, maskSin, pct, sinText } from './formats.ts';

const ENTITIES = [
  { label: 'Société par actions / Corporation', id: 'ca_corporation' },
  { label: 'Société en nom collectif / General partnership', id: 'general_partnership' },
  { label: 'Société en commandite / Limited partnership', id: 'limited_partnership' },
  { label: 'Entreprise individuelle / Sole proprietorship', id: 'sole_proprietorship' },
  { label: 'Coopérative / Co-operative', id: 'cooperative' },
];
const FREQ = ['Quotidienne / Daily', 'Hebdomadaire / Weekly', 'Aux deux semaines / Bi-weekly', 'Mensuelle / Monthly'];
const USES = ['Fonds de roulement', "Achat d'inventaire", 'Rénovations', "Achat d'équipement", 'Expansion'];

function dateLabel(fmt: string, fr: string, en: string): Label {
  if (fmt === 'iso') return [`${fr} (AAAA-MM-JJ)`, `${en} (YYYY-MM-DD)`];
  if (fmt === 'dmy') return [`${fr} (JJ/MM/AAAA)`, `${en} (DD/MM/YYYY)`];
  return [fr, en];
}

export const QUEBEC: Layout = {
  name: 'financement-boreal',
  broker: 'Financement Boréal inc.',
  country: 'CA',
  title: "Demande de financement d'entreprise / Business funding application",
  typeface: 'Helvetica',
  onName: 'Oui',
  options: (r: Rng) => ({ country: 'CA', french: true, regions: r.chance(0.8) ? ['QC'] : ['NB', 'ON'],
    entities: ['ca_corporation', 'ca_corporation', 'ca_corporation', 'general_partnership', 'limited_partnership', 'sole_proprietorship', 'cooperative'] }),
  draw(s: Sheet, m: Merchant, f: Rng): void {
    const startFmt = f.pick(['iso', 'dmy', 'long']), dobFmt = f.pick(['iso', 'dmy']);
    const fmtDate = (fmt: string, d: Merchant['start']) => (fmt === 'iso' ? iso(d) : fmt === 'dmy' ? dmy(d) : frLong(d));
    s.addPage();
    s.t('FINANCEMENT BORÉAL', 36, 28, { size: 16, font: 'Helvetica-Bold' });
    s.t('Financement Boréal inc. · 1250, rue Peel, bureau 900, Montréal (Québec) H3B 4W8 · 1 888 555-0142', 36, 47, { size: 6.5, gray: 0.35 });
    s.t("DEMANDE DE FINANCEMENT D'ENTREPRISE", 330, 30, { size: 10, font: 'Helvetica-Bold' });
    s.t('Business funding application', 330, 43, { size: 7.5, font: 'Helvetica-Oblique' });
    section(s, 64, "1. RENSEIGNEMENTS SUR L'ENTREPRISE / BUSINESS INFORMATION");
    let [x, y, w] = s.cell(['Raison sociale', 'Legal name'], 36, 80, 380, 28);
    s.value('legal_name', ['Raison sociale', 'Legal name'], x, y, w, m.legal, { [F('legal_name')]: m.legal });
    [x, y, w] = s.cell(['NEQ', "Numéro d'entreprise du Québec"], 416, 80, 160, 28);
    if (f.chance(0.8)) s.value('neq', 'NEQ', x, y, w, m.neq, null);
    const trade = tradeText(f, m, ['S/O', 'N/A', 'SAME']);
    [x, y, w] = s.cell(["Nom d'emprunt (O/A)", 'Operating name (doing business as)'], 36, 108, 380, 28);
    if (trade.text !== null) s.value('trade_name', "Nom d'emprunt (O/A) / Operating name", x, y, w, trade.text, { [F('trade_name')]: trade.value });
    const dl = dateLabel(startFmt, 'Date de constitution', 'Date of incorporation');
    [x, y, w] = s.cell(dl, 416, 108, 160, 28);
    if (f.chance(0.9)) s.value('start', dl, x, y, w, fmtDate(startFmt, m.start), { [F('business_start_date')]: iso(m.start) });
    [x, y, w] = s.cell(["Numéro d'entreprise (NE)", 'Business Number (BN)'], 36, 136, 200, 28);
    const prog = f.chance(0.75), bn = m.taxId, pg = m.program!;
    const bnText = prog ? f.pick([`${bn} ${pg}`, `${bn}${pg}`, `${bn} ${pg.slice(0, 2)} ${pg.slice(2)}`]) : f.pick([bn, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)}`]);
    s.value('bn', "Numéro d'entreprise (NE) / Business Number (BN)", x, y, w, bnText, bizTax(m, prog));
    [x, y, w] = s.cell(['No TVQ', 'QST number'], 236, 136, 180, 28);
    if (f.chance(0.6)) s.value('qst', 'No TVQ / QST number', x, y, w, m.qst, null);
    [x, y, w] = s.cell(["Nombre d'employés", 'Number of employees'], 416, 136, 160, 28);
    s.value('employees', "Nombre d'employés", x, y, w, String(m.employees), null);
    s.rect(36, 164, 540, 40);
    s.t('Forme juridique', 38.5, 165.8, { size: 6.2, font: 'Helvetica-Bold' });
    s.t('Legal form', 38.5, 172.6, { size: 5.4, font: 'Helvetica-Oblique', gray: 0.3 });
    const ent = ENTITIES.findIndex((e) => e.id === m.entity);
    s.checks('entity', ['Forme juridique', 'Legal form'], ENTITIES.map((e, i) => ({ text: e.label, x: 42 + (i % 3) * 178, y: 181 + Math.floor(i / 3) * 12 })),
      ent, { [F('type_of_entity')]: m.entity }, 'Oui', 6.8);
    [x, y, w] = s.cell(["Adresse de l'établissement", 'Business address'], 36, 204, 250, 28);
    s.value('street', 'Adresse / Business address', x, y, w, m.address.street, null);
    [x, y, w] = s.cell(['Ville', 'City'], 286, 204, 120, 28);
    s.value('city', 'Ville / City', x, y, w, m.address.city, null);
    [x, y, w] = s.cell(['Province', 'Province / territory'], 406, 204, 70, 28);
    s.value('province', 'Province', x, y, w, regionText(f, m.address.region), regionFields(m));
    [x, y, w] = s.cell(['Code postal', 'Postal code'], 476, 204, 100, 28);
    s.value('postal', 'Code postal / Postal code', x, y, w, m.address.postal, null);
    [x, y, w] = s.cell(['Téléphone', 'Phone'], 36, 232, 130, 28);
    s.value('phone', 'Téléphone / Phone', x, y, w, m.phone, null);
    [x, y, w] = s.cell(['Courriel', 'Email'], 166, 232, 200, 28);
    s.value('email', 'Courriel / Email', x, y, w, m.email, null);
    [x, y, w] = s.cell(["Secteur d'activité", 'Type of business'], 366, 232, 210, 28);
    s.value('industry', "Secteur d'activité / Type of business", x, y, w, m.industryText, { [F('industry')]: m.industry.id });
    [x, y, w] = s.cell(["Propriétaire de l'immeuble (locateur)", 'Landlord'], 36, 260, 270, 28);
    s.value('landlord', 'Landlord', x, y, w, m.landlord, null);
    [x, y, w] = s.cell(['Téléphone du locateur', 'Landlord phone'], 306, 260, 130, 28);
    s.value('landlord_phone', 'Landlord phone', x, y, w, m.landlordPhone, null);
    [x, y, w] = s.cell(['Ventes mensuelles moyennes', 'Average monthly sales'], 436, 260, 140, 28);
    s.value('monthly_sales', 'Average monthly sales', x, y, w, frMoney(f, m.monthlySales), null);

    section(s, 298, '2. FINANCEMENT DEMANDÉ / FUNDING REQUESTED');
    [x, y, w] = s.cell(['Montant demandé', 'Amount requested'], 36, 314, 150, 28);
    s.value('amount', 'Montant demandé / Amount requested', x, y, w, frMoney(f, m.amount), { [F('requested_amount')]: m.amount });
    [x, y, w] = s.cell(['Versement proposé', 'Proposed payment'], 186, 314, 130, 28);
    if (f.chance(0.7)) s.value('payment', 'Versement proposé / Proposed payment', x, y, w, frMoney(f, m.payment), { [F('requested_payment')]: m.payment });
    [x, y, w] = s.cell(['Nombre de versements', 'Number of payments'], 316, 314, 110, 28);
    if (f.chance(0.65)) s.value('count', 'Nombre de versements / Number of payments', x, y, w, String(m.count), { [F('number_of_payments')]: m.count });
    [x, y, w] = s.cell(['Utilisation des fonds', 'Use of funds'], 426, 314, 150, 28);
    s.value('use', 'Utilisation des fonds / Use of funds', x, y, w, f.pick(USES), null);
    s.rect(36, 342, 540, 30);
    s.t('Fréquence des versements', 38.5, 343.8, { size: 6.2, font: 'Helvetica-Bold' });
    s.t('Payment frequency', 38.5, 350.6, { size: 5.4, font: 'Helvetica-Oblique', gray: 0.3 });
    s.checks('frequency', ['Fréquence des versements', 'Payment frequency'], FREQ.map((t, i) => ({ text: t, x: 42 + i * 134, y: 360 })),
      f.chance(0.85) ? freqIndex(m) : -1, { [F('payment_frequency')]: m.frequency }, 'Oui', 6.8);

    section(s, 380, '3. AVANCES DE FONDS EXISTANTES / EXISTING ADVANCES');
    const cols: [string, string, number, number][] = [['Prêteur', 'Funder', 36, 240], ['Solde', 'Balance', 276, 150], ['Versement', 'Payment', 426, 150]];
    for (const [fr, en, cx, cw] of cols) s.cell([fr, en], cx, 394, cw, 16);
    for (let i = 0; i < 3; i++) {
      for (const [, , cx, cw] of cols) s.rect(cx, 410 + i * 17, cw, 17);
      const a = m.advances[i];
      if (a) {
        s.value(`adv${i}_funder`, 'Prêteur / Funder', 40, 414 + i * 17, 230, a.funder, null);
        s.value(`adv${i}_balance`, 'Solde / Balance', 280, 414 + i * 17, 140, frMoney(f, a.balance), null);
        s.value(`adv${i}_payment`, 'Versement / Payment', 430, 414 + i * 17, 140, frMoney(f, a.payment), null);
      } else if (i === 0 && f.chance(0.6)) s.value('adv_none', 'Prêteur / Funder', 40, 414, 230, 'Aucune / None', null);
    }
    section(s, 470, '4. INSTITUTION FINANCIÈRE / FINANCIAL INSTITUTION');
    const bank: [Label, number, number, string, string][] = [[['Institution financière', 'Bank name'], 36, 200, m.bank.name, 'bank'],
      [['No institution', 'Institution no.'], 236, 90, m.bank.institution, 'institution'], [['No de transit', 'Transit no.'], 326, 90, m.bank.transit, 'transit'],
      [['No de compte', 'Account no.'], 416, 160, m.bank.account, 'account']];
    for (const [l, bx, bw, v, k] of bank) { [x, y, w] = s.cell(l, bx, 486, bw, 28); s.value(k, l, x, y, w, v, null); }
    section(s, 522, '5. RÉSERVÉ AU COURTIER / BROKER USE ONLY');
    [x, y, w] = s.cell(['Représentant', 'Representative'], 36, 538, 250, 28);
    s.value('rep', 'Représentant / Representative', x, y, w, m.rep, null);
    s.t('Page 1 de 2 / Page 1 of 2', 500, 760, { size: 6.5 });

    s.addPage();
    section(s, 36, '6. PROPRIÉTAIRES ET ACTIONNAIRES (20 % ET PLUS) / OWNERS AND SHAREHOLDERS (20% OR MORE)');
    const credit = f.chance(0.55);
    for (let i = 0; i < 4; i++) {
      const y0 = 52 + i * 62, o = m.owners[i];
      const cells: [Label, number, number, number][] = [[['Nom de famille', 'Last name'], 36, y0, 150], [['Prénom', 'First name'], 186, y0, 130],
        [['Titre', 'Title'], 316, y0, 120], [['% de propriété', 'Ownership %'], 436, y0, 70], [['Pointage de crédit', 'Credit score'], 506, y0, 70],
        [['NAS', "Numéro d'assurance sociale / SIN"], 36, y0 + 28, 150], [dateLabel(dobFmt, 'Date de naissance', 'Date of birth'), 186, y0 + 28, 130],
        [['Adresse domicile', 'Home address'], 316, y0 + 28, 260]];
      const at = cells.map(([l, cx, cy, cw]) => s.cell(cre(l, credit), cx, cy, cw, 28));
      if (!o) continue;
      const mid = o.middle && f.chance(0.5) ? ` ${o.middle}.` : '';
      s.value(`o${i}_last`, 'Nom de famille / Last name', ...at[0]!, o.last, { [A(i, 'last_name')]: o.last });
      s.value(`o${i}_first`, 'Prénom / First name', ...at[1]!, o.first + mid, { [A(i, 'first_name')]: o.first });
      s.value(`o${i}_role`, 'Titre / Title', ...at[2]!, o.role, { [A(i, 'role')]: o.role });
      s.value(`o${i}_pct`, '% de propriété / Ownership %', ...at[3]!, pct(o.ownership, true), { [A(i, 'ownership')]: o.ownership });
      if (credit && f.chance(0.85)) s.value(`o${i}_credit`, 'Pointage de crédit / Credit score', ...at[4]!, String(o.credit), { [A(i, 'credit_score')]: o.credit });
      const masked = f.chance(0.2);
      s.value(`o${i}_sin`, 'NAS / SIN', ...at[5]!, masked ? maskSin(f, o.taxId) : sinText(o.taxId, f.pick([' ', '-', ' '])), ownerTax(i, o, masked));
      s.value(`o${i}_dob`, cells[6]![0], ...at[6]!, fmtDate(dobFmt, o.dob), dobFields(i, o));
      s.value(`o${i}_home`, 'Adresse domicile / Home address', ...at[7]!, `${o.home.street}, ${o.home.city}`, null);
    }
    section(s, 304, '7. CONSENTEMENT / CONSENT');
    s.t("Les soussignés autorisent Financement Boréal inc. et ses partenaires à obtenir des renseignements personnels et de crédit les concernant ainsi que l'entreprise, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé (Québec) et à la LPRPDE.",
      38, 322, { size: 7, width: 536 });
    s.t('The undersigned authorize Financement Boréal inc. and its partners to obtain personal and credit information about them and the business, in accordance with Quebec private-sector privacy law and PIPEDA.',
      38, 348, { size: 6.5, width: 536, font: 'Helvetica-Oblique' });
    for (let i = 0; i < m.owners.length; i++) {
      const sx = 36 + (i % 2) * 280, sy = 400 + Math.floor(i / 2) * 50;
      s.hline(sx, sy + 20, 170); s.signature(sx + 10, sy + 16, 120);
      s.t('Signature', sx, sy + 23, { size: 6 });
      s.hline(sx + 180, sy + 20, 80); s.t('Date', sx + 180, sy + 23, { size: 6 });
      s.value(`sign_date${i}`, 'Date', sx + 182, sy + 8, 78, iso([2025, 4, 22 + (i % 3)]), null, 8);
    }
    s.t('Page 2 de 2 / Page 2 of 2', 500, 760, { size: 6.5 });
  },
};

/** Credit-score cells print only on forms that ask for it. */
function cre(l: Label, credit: boolean): Label { return !credit && typeof l !== 'string' && l[1] === 'Credit score' ? ['', ''] : l; }
