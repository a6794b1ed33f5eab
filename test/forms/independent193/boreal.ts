// Financement Boréal / Boreal Financing (Gatineau - Ottawa): a bilingual one-page form of labels over underlines,
// French first with the English in italics below, values written on the rules. Hard: the entity is free text
// ('Ltée', 'Compagnie', 'S.E.N.C.R.L.'), dates are JJ/MM/AAAA (the hint is on the label only), the owners are rows
// of a dense table whose home addresses sit in a second table just below, the NEQ and the incorporation statute
// sit beside the NE, and the fillable version names its fields Texte1, Texte2 ...
import type { Rng } from '../../statements/generator/prng.ts';
import { frDate, frPercent } from './french.ts';
import type { Merchant } from './model.ts';
import { A, FREQ_LABELS, P, maybe, money, nameFields, nameText, provName, provinceFields, sinText, taxText, tradeText, type NameFmt } from './parts.ts';
import type { Sheet } from './sheet.ts';

const GREEN = '#1f5e3b';
const L = 36, R = 576;

/** A French label with its English below, and the rule the value is written on; returns the value's area. */
function uline(s: Sheet, x: number, y: number, w: number, fr: string, en: string, lw: number): { x: number; y: number; w: number } {
  s.text(fr, x, y + 1, { size: 7.5, font: 'Times-Bold' });
  s.text(en, x, y + 9.5, { size: 6, font: 'Times-Italic', color: '#444444' });
  s.line(x + lw, y + 15, x + w, y + 15, { width: 0.5 });
  return { x: x + lw, y: y + 1, w: w - lw };
}

function heading(s: Sheet, y: number, fr: string, en: string): void {
  s.text(`${fr}  /  ${en}`, L, y, { size: 9, font: 'Times-Bold', color: GREEN });
  s.line(L, y + 11, R, y + 11, { color: GREEN, width: 1 });
}

function top(s: Sheet, rng: Rng): void {
  // Three stacked triangles: the broker's spruce.
  for (let i = 0; i < 3; i++) s.doc.save().moveTo(52, 12 + i * 9).lineTo(64, 30 + i * 9).lineTo(40, 30 + i * 9).closePath().fill(GREEN).restore();
  s.text('FINANCEMENT BORÉAL', 72, 16, { size: 15, font: 'Times-Bold', color: GREEN });
  s.text('BOREAL FINANCING', 72, 33, { size: 10, font: 'Times-Italic', color: GREEN });
  s.text('75, rue Laurier, Gatineau (Québec) J8X 3V8  |  613 555-0142  |  boreal-fin.ca', 72, 47, { size: 6.5 });
  s.text("DEMANDE D'AVANCE MARCHANDE", 360, 18, { size: 11, font: 'Times-Bold' });
  s.text('MERCHANT CASH ADVANCE APPLICATION', 360, 32, { size: 8.5, font: 'Times-Italic' });
  const c = uline(s, 360, 44, 216, 'Code agent', 'Agent ID', 52);
  s.decoy('agent_code', `BF-${rng.digits(3)}`, c.x, c.y, c.w);
  s.line(L, 64, R, 64, { width: 1.5, color: GREEN });
}

function business(s: Sheet, m: Merchant, rng: Rng): void {
  heading(s, 72, 'ENTREPRISE', 'BUSINESS');
  let c = uline(s, L, 90, R - L, 'Dénomination sociale', 'Legal name', 100);
  s.value('legal_name', { [A('legal_name')]: m.legal }, m.legal, c.x, c.y, c.w);
  c = uline(s, L, 110, 330, 'Nom commercial (O/A)', 'Operating name (O/A)', 100);
  const t = tradeText(m);
  s.value('trade_name', t.fields, t.text, c.x, c.y, c.w);
  c = uline(s, 376, 110, 200, 'Forme juridique', 'Entity type', 66);
  s.value('entity', { [A('type_of_entity')]: m.entity.id }, m.entity.text, c.x, c.y, c.w);
  c = uline(s, L, 130, 330, "No d'entreprise (NE)", 'Business Number (BN)', 100);
  const tax = taxText(m, rng, 'NAS/SIN ');
  s.value('business_tax_id', tax.fields, tax.text, c.x, c.y, c.w);
  c = uline(s, 376, 130, 200, 'NEQ (Québec)', 'Quebec enterprise no.', 66);
  s.decoy('neq', m.address.prov === 'QC' ? m.neq : '', c.x, c.y, c.w);
  c = uline(s, L, 150, R - L, 'Adresse (siège)', 'Address (head office)', 100);
  s.other(m.address.street, c.x, c.y, c.w);
  c = uline(s, L, 170, 230, 'Ville', 'City', 40);
  s.other(m.address.city, c.x, c.y, c.w);
  c = uline(s, 276, 170, 170, 'Province', 'Province', 46);
  s.value('province', provinceFields(m), provName(m.address.prov), c.x, c.y, c.w);
  c = uline(s, 456, 170, 120, 'Code postal', 'Postal code', 50);
  s.other(m.address.postal, c.x, c.y, c.w);
  c = uline(s, L, 190, 230, 'Téléphone', 'Phone', 50);
  s.other(m.phone, c.x, c.y, c.w);
  c = uline(s, 276, 190, 300, 'Courriel', 'Email', 46);
  s.other(m.email, c.x, c.y, c.w);
  c = uline(s, L, 210, 330, "Secteur d'activité", 'Industry', 100);
  s.value('industry', { [A('industry')]: m.industry.id }, m.industry.text, c.x, c.y, c.w);
  c = uline(s, 376, 210, 200, 'Début des activités', 'Start date (JJ/MM/AAAA)', 82);
  s.value('start_date', m.startShown ? { [A('business_start_date')]: m.start } : {}, m.startShown ? frDate(m.start, 'dmy') : '', c.x, c.y, c.w);
  c = uline(s, L, 230, 330, 'Constituée en vertu de', 'Incorporated under', 100);
  s.decoy('incorporation', m.incorporation ?? '', c.x, c.y, c.w);
  c = uline(s, 376, 230, 200, 'Employés', 'Employees', 66);
  s.other(String(m.employees), c.x, c.y, c.w);
}

function funding(s: Sheet, m: Merchant, rng: Rng): void {
  heading(s, 256, 'FINANCEMENT DEMANDÉ', 'FUNDING REQUESTED');
  let c = uline(s, L, 274, 230, 'Montant demandé', 'Amount requested', 80);
  s.value('requested_amount', { [A('requested_amount')]: m.amount }, money(m.amount, rng.pick(['fr2', 'fr0'] as const)), c.x, c.y, c.w);
  c = uline(s, 276, 274, 300, 'Usage des fonds', 'Use of funds', 70);
  s.other(m.use, c.x, c.y, c.w);
  c = uline(s, L, 294, 180, 'Paiement proposé', 'Proposed payment', 80);
  s.value('requested_payment', m.payment === null ? {} : { [A('requested_payment')]: m.payment }, maybe(m.payment, (v) => money(v, 'fr2')), c.x, c.y, c.w);
  c = uline(s, 226, 294, 130, 'Nbre de versements', 'No. of payments', 80);
  s.value('number_of_payments', m.count === null ? {} : { [A('number_of_payments')]: m.count }, maybe(m.count, String), c.x, c.y, c.w);
  c = uline(s, 366, 294, 210, 'Fréquence', 'Frequency', 50);
  s.value('payment_frequency', m.freq ? { [A('payment_frequency')]: m.freq } : {}, m.freq ? rng.pick(FREQ_LABELS[m.freq]) : '', c.x, c.y, c.w);
  c = uline(s, L, 314, 260, 'Revenu annuel brut', 'Gross annual revenue', 90);
  s.decoy('annual_revenue', money(m.annualRevenue, 'fr0'), c.x, c.y, c.w);
  c = uline(s, 306, 314, 270, 'Ventes mensuelles moyennes', 'Average monthly sales', 110);
  s.decoy('monthly_sales', money(m.monthlySales, 'fr2'), c.x, c.y, c.w);
}

const COLS = [['Nom complet', 'Full name', 150], ['Titre', 'Title', 84], ['%', 'Own.', 40], ['NAS', 'SIN', 76],
  ['Date de naissance', 'DOB (JJ/MM/AAAA)', 84], ['Cote de crédit', 'Credit score', 106]] as const;

function owners(s: Sheet, m: Merchant, rng: Rng): void {
  heading(s, 340, 'PROPRIÉTAIRES (20 % ET PLUS)', 'OWNERS (20% AND OVER)');
  const fmt: NameFmt = rng.pick(['first_last', 'last_first'] as const);
  let x = L;
  const xs: number[] = [];
  for (const [fr, en, w] of COLS) {
    xs.push(x);
    s.rect(x, 356, w, 20, { fill: '#e6efe9', stroke: '#555555' });
    s.text(fr, x + 3, 359, { size: 6.8, font: 'Times-Bold' });
    s.text(en, x + 3, 367, { size: 5.8, font: 'Times-Italic' });
    x += w;
  }
  for (let r = 0; r < 3; r++) {
    const y = 376 + r * 18;
    COLS.forEach(([, , w], k) => s.rect(xs[k]!, y, w, 18, { width: 0.4, stroke: '#555555' }));
    const o = m.owners[r];
    if (!o) continue;
    const at = (k: number): [number, number, number] => [xs[k]! + 1, y + 2, COLS[k]![2] - 2];
    s.value(`owner${r}_name`, nameFields(r, o, fmt), nameText(o, fmt), ...at(0));
    s.value(`owner${r}_role`, { [P(r, 'role')]: o.role }, o.role, ...at(1));
    s.value(`owner${r}_ownership`, o.ownership === null ? {} : { [P(r, 'ownership')]: o.ownership },
      maybe(o.ownership, (v) => frPercent(v, rng.chance(0.5), true)), ...at(2));
    const sin = sinText(r, o, rng);
    s.value(`owner${r}_sin`, sin.fields, sin.text, ...at(3));
    s.value(`owner${r}_dob`, o.dob ? { [P(r, 'date_of_birth')]: o.dob } : {}, o.dob ? frDate(o.dob, 'dmy') : '', ...at(4));
    s.value(`owner${r}_credit`, o.credit === null ? {} : { [P(r, 'credit_score')]: o.credit }, maybe(o.credit, String), ...at(5));
  }
  s.text('Adresse résidentielle de chaque propriétaire / Home address of each owner', L, 434, { size: 7, font: 'Times-Bold' });
  for (let r = 0; r < 3; r++) {
    const y = 444 + r * 16;
    s.text(`${r + 1}.`, L, y + 4, { size: 7, font: 'Times-Roman' });
    s.line(L + 12, y + 14, R, y + 14, { width: 0.4 });
    const o = m.owners[r];
    if (o) s.decoy(`owner${r}_home`, `${o.home.street}, ${o.home.city} (${provName(o.home.prov)}) ${o.home.postal}`, L + 12, y, R - L - 12);
  }
}

function rest(s: Sheet, m: Merchant, rng: Rng): void {
  heading(s, 498, 'BANQUE ET ENGAGEMENTS', 'BANKING AND OBLIGATIONS');
  let c = uline(s, L, 516, 210, 'Banque', 'Bank', 40);
  s.decoy('bank_name', m.bank.name, c.x, c.y, c.w);
  c = uline(s, 256, 516, 100, 'Transit', 'Transit', 36);
  s.decoy('bank_transit', m.bank.transit, c.x, c.y, c.w);
  c = uline(s, 366, 516, 80, 'Inst.', 'Inst.', 26);
  s.decoy('bank_institution', m.bank.inst, c.x, c.y, c.w);
  c = uline(s, 456, 516, 120, 'Compte', 'Account', 38);
  s.decoy('bank_account', m.bank.account, c.x, c.y, c.w);
  for (let r = 0; r < 2; r++) {
    const f = m.funders[r];
    c = uline(s, L, 536 + r * 20, 250, `Avance en cours ${r + 1}`, `Existing advance ${r + 1}`, 80);
    s.decoy(`funder${r}_name`, f?.name ?? '', c.x, c.y, c.w);
    c = uline(s, 296, 536 + r * 20, 140, 'Solde', 'Balance', 36);
    s.decoy(`funder${r}_balance`, f ? money(f.balance, 'fr2') : '', c.x, c.y, c.w);
    c = uline(s, 446, 536 + r * 20, 130, 'Versement', 'Payment', 44);
    s.decoy(`funder${r}_payment`, f ? money(f.payment, 'fr2') : '', c.x, c.y, c.w);
  }
  c = uline(s, L, 576, 250, 'Locateur', 'Landlord', 50);
  s.decoy('landlord', m.landlord?.name ?? '', c.x, c.y, c.w);
  c = uline(s, 296, 576, 140, 'Loyer', 'Rent', 36);
  s.decoy('rent', m.landlord ? money(m.landlord.rent, 'fr0') : '', c.x, c.y, c.w);
  c = uline(s, 446, 576, 130, 'Tél.', 'Phone', 24);
  s.decoy('landlord_phone', m.landlord?.phone ?? '', c.x, c.y, c.w);
  c = uline(s, L, 596, 300, 'Agent Boréal', 'Boreal agent', 60);
  s.decoy('iso_rep', m.iso.name, c.x, c.y, c.w);
  c = uline(s, 346, 596, 230, 'Tél. agent', 'Agent phone', 50);
  s.decoy('iso_phone', m.iso.phone, c.x, c.y, c.w);
  s.text("Consentement (LRPDE) : le ou les soussignés autorisent Financement Boréal et ses partenaires à obtenir des rapports de crédit " +
    'et à vérifier les renseignements fournis. / Consent (PIPEDA): the undersigned authorize Boreal Financing and its partners to obtain ' +
    'credit reports and to verify the information provided. Une avance marchande est un achat de recettes futures, et non un prêt. / A merchant ' +
    'cash advance is a purchase of future receivables, not a loan.', L, 622, { size: 6.8, font: 'Times-Roman', width: R - L, lineGap: 1 });
  const fmt = rng.pick(['iso', 'dmy'] as const);
  m.owners.forEach((o, i) => {
    const x = L + i * 180, y = 672;
    s.line(x, y + 22, x + 110, y + 22);
    s.signature(x + 4, y + 4, 90);
    s.text(`Signature ${i + 1}`, x, y + 25, { size: 6.5, font: 'Times-Italic' });
    s.line(x + 116, y + 22, x + 172, y + 22);
    s.decoy(`sign_date${i}`, frDate(m.signDate, fmt), x + 116, y + 8, 56, { size: 7 });
    s.text('Date', x + 116, y + 25, { size: 6.5, font: 'Times-Italic' });
    s.other(`${o.first} ${o.last}`, x, y + 28, 110, { size: 7 });
  });
  s.text('BF-APP-2023 v4  -  Veuillez joindre vos 3 derniers relevés bancaires / Please attach your last 3 bank statements', L, 762, { size: 6, color: '#666666' });
}

export function drawBoreal(s: Sheet, m: Merchant, rng: Rng): void {
  top(s, rng);
  business(s, m, rng);
  funding(s, m, rng);
  owners(s, m, rng);
  rest(s, m, rng);
}
