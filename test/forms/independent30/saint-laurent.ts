// Financement Saint-Laurent / Saint-Laurent Funding (Montréal): a bilingual one-page form, French first and English
// second in every label ("Raison sociale / Legal name"), NEQ, NE/BN with program account, TPS and TVQ numbers,
// bilingual legal-form boxes ("Société par actions / Corporation"), dates AAAA-MM-JJ / YYYY-MM-DD, owners one row
// each with their home addresses in a separate table, Loi 25 / PIPEDA consent. Letter-X ticks.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Deal, Freq, Owner } from './deal.ts';
import { ymdIso } from './ids.ts';
import { cell, fine, gridRow, lily, moneyFor, options, type CellOpts } from './kit.ts';
import type { Paper } from './paper.ts';
import { businessTax, gstText, ownerTax, titleFr, truthOf } from './truthkit.ts';
import type { Layout } from './types.ts';

const BLUE = '#0a3a7a', PALE = '#e9eff8', X0 = 28, W = 556, RH = 22;
const BASE: CellOpts = { caps: false, labelSize: 5.6, labelColor: BLUE, border: '#7f97bf' };

function header(p: Paper): void {
  p.doc.save().rect(X0, 22, W, 48).fill(BLUE).restore();
  lily(p, X0 + 26, 42, 17, '#ffffff');
  p.text('FINANCEMENT SAINT-LAURENT', X0 + 52, 30, { size: 13, font: 'Helvetica-Bold', color: '#ffffff' });
  p.text('SAINT-LAURENT FUNDING', X0 + 52, 46, { size: 8, color: '#c8d6ee', spacing: 1.5 });
  p.text("Demande de financement d'entreprise", 330, 29, { size: 9.5, font: 'Helvetica-Bold', color: '#ffffff', width: 246, align: 'right' });
  p.text('Business Funding Application', 330, 41, { size: 8, font: 'Helvetica-Oblique', color: '#c8d6ee', width: 246, align: 'right' });
  p.text('1250, boul. René-Lévesque O., bureau 2200, Montréal (Québec)  H3B 4W8  \u00b7  514 555-0163', 300, 55, { size: 5.8, color: '#c8d6ee', width: 276, align: 'right' });
}

function bar(p: Paper, fr: string, en: string, y: number): number {
  p.doc.save().rect(X0, y, W, 12).fill(PALE).restore();
  p.doc.save().rect(X0, y, 3, 12).fill(BLUE).restore();
  p.text(fr, X0 + 7, y + 3, { size: 7, font: 'Helvetica-Bold', color: BLUE });
  p.text(en, X0 + 7 + p.doc.font('Helvetica-Bold').fontSize(7).widthOfString(fr) + 6, y + 3, { size: 7, font: 'Helvetica-Oblique', color: '#4a5f86' });
  return y + 13;
}

const FORMS: [string, (d: Deal) => boolean][] = [['Société par actions / Corporation', (d) => d.kind === 'corp' || d.kind === 'numbered' || d.kind === 'ulc'],
  ['Entreprise individuelle / Sole proprietorship', (d) => d.kind === 'sole'], ['S.E.N.C. / General partnership', (d) => d.kind === 'gp'],
  ['S.E.C. / Limited partnership', (d) => d.kind === 'lp']];
const JUR: Record<string, string> = { QC: 'Québec', CA: 'Fédéral (LCSA / CBCA)', ON: 'Ontario' };

function business(p: Paper, d: Deal, y: number): { y: number; tax: ReturnType<typeof businessTax> } {
  y = bar(p, '1. ENTREPRISE', 'Business', y);
  gridRow(p, X0, y, RH, [{ label: 'Raison sociale / Legal name', name: 'raison_sociale', v: d.legal, w: 290 },
    { label: "Nom d'emprunt (s'il y a lieu) / Operating name (if any)", name: 'nom_emprunt', v: d.operating, w: 266 }], BASE);
  y += RH;
  cell(p, 'Forme juridique / Legal form', '', null, X0, y, W, RH, BASE);
  options(p, 'forme_juridique', FORMS.map(([label, f]) => ({ label, on: f(d) })), X0 + 8, y + 10, { size: 6.5, box: 6.5, gap: 14 });
  y += RH;
  const tax = businessTax(d, 'spaced');
  cell(p, 'Numéro fiscal / Tax number', '', null, X0, y, 118, RH, BASE);
  options(p, 'type_numero', [{ label: 'NE / BN', on: tax.type === 'BN' }, { label: 'NAS / SIN', on: tax.type === 'SIN' }], X0 + 4, y + 11, { size: 6, box: 6, gap: 6 });
  const gst = gstText(d);
  gridRow(p, X0 + 118, y, RH, [{ label: 'Numéro / Number', name: 'numero_fiscal', v: tax.text, w: 122 },
    { label: 'NEQ', name: 'neq', v: d.neq, w: 84, o: { decoy: true } },
    { label: 'TPS/TVH / GST/HST', name: 'tps', v: gst, w: 112, o: { decoy: gst !== null && gst.replace(/\s/g, '') !== tax.value } },
    { label: 'TVQ / QST', name: 'tvq', v: d.qst, w: 120, o: { decoy: true } }], BASE);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: 'Adresse / Address', name: 'adresse', v: [d.address.street, d.address.unit].filter(Boolean).join(', '), w: 230 },
    { label: 'Ville / City', name: 'ville', v: d.address.city, w: 110 }, { label: 'Province', name: 'province', v: d.prov, w: 50 },
    { label: 'Code postal / Postal code', name: 'code_postal', v: d.address.postal, w: 80 }, { label: 'Pays / Country', name: 'pays', v: 'Canada', w: 86 }], BASE);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: "Début des activités / Start date (AAAA-MM-JJ)", name: 'date_debut', v: ymdIso(d.start), w: 200 },
    { label: "Secteur d'activité / Type of business", name: 'secteur', v: d.fr ? d.industry.fr : d.industry.en, w: 200 },
    { label: 'Constituée en vertu de / Jurisdiction', name: 'juridiction', v: d.jurisdiction ? JUR[d.jurisdiction] ?? d.jurisdiction : null, w: 156,
      o: { decoy: d.jurisdiction !== null && d.jurisdiction !== d.prov } }], BASE);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: 'Téléphone / Phone', name: 'telephone', v: d.phone, w: 110 }, { label: 'Courriel / E-mail', name: 'courriel', v: d.email, w: 170 },
    { label: 'Site Web / Website', name: 'site_web', v: d.website, w: 150 }, { label: "Nombre d'employés / Employees", name: 'employes', v: String(d.employees), w: 126 }], BASE);
  return { y: y + RH, tax };
}

const FREQS: [Freq, string][] = [['daily', 'Quotidienne / Daily'], ['weekly', 'Hebdomadaire / Weekly'], ['biweekly', 'Aux deux semaines / Bi-weekly'], ['monthly', 'Mensuelle / Monthly']];

function funding(p: Paper, d: Deal, y: number, terms: boolean): number {
  y = bar(p, '2. FINANCEMENT DEMANDÉ', 'Funding requested', y + 3);
  gridRow(p, X0, y, RH, [{ label: 'Montant demandé / Amount requested ($ CA)', name: 'montant_demande', v: moneyFor(p, d.amount, 'en'), w: 160 },
    { label: 'Utilisation des fonds / Use of funds', name: 'utilisation', v: d.fr ? d.use.fr : d.use.en, w: 200 },
    { label: 'Ventes mensuelles moyennes / Avg. monthly sales', name: 'ventes_mensuelles', v: moneyFor(p, d.monthlySales, 'en'), w: 196, o: { decoy: true } }], BASE);
  y += RH;
  cell(p, 'Fréquence des versements / Payment frequency', '', null, X0, y, W, RH - 4, BASE);
  options(p, 'frequence', FREQS.map(([f, label]) => ({ label, on: terms && f === d.freq })), X0 + 150, y + 5, { size: 6.5, box: 6.5, gap: 11 });
  y += RH - 4;
  gridRow(p, X0, y, RH, [{ label: 'Versement proposé / Proposed payment ($ CA)', name: 'versement', v: terms ? moneyFor(p, d.payment, 'en') : null, w: 180 },
    { label: 'Nombre de versements / Number of payments', name: 'nombre_versements', v: terms ? String(d.nPayments) : null, w: 180 },
    { label: 'Locateur / Landlord', name: 'locateur', v: d.rent ? d.landlord?.name ?? null : null, w: 196, o: { decoy: true } }], BASE);
  return y + RH;
}

function owners(p: Paper, d: Deal, y: number): number {
  y = bar(p, '3. PROPRIÉTAIRES (20 % ET PLUS)', 'Owners (20% or more)', y + 3);
  const role = (o: Owner): string => (d.fr ? titleFr(o) : o.title);
  for (let i = 0; i < 4; i++) {
    const o = d.owners[i], n = i + 1, tax = o ? ownerTax(o, false) : null;
    gridRow(p, X0, y, RH, [{ label: `${n}. Nom / Last name`, name: `p${n}_nom`, v: o?.last ?? null, w: 100 }, { label: 'Prénom / First name', name: `p${n}_prenom`, v: o?.first ?? null, w: 90 },
      { label: 'Titre / Title', name: `p${n}_titre`, v: o ? role(o) : null, w: 92 }, { label: '% détenu / owned', name: `p${n}_pct`, v: o ? `${o.pct} %` : null, w: 50 },
      { label: 'NAS / SIN', name: `p${n}_nas`, v: tax?.text ?? null, w: 70 },
      { label: 'Naissance / Birth (AAAA-MM-JJ)', name: `p${n}_naissance`, v: o ? ymdIso(o.dob) : null, w: 90 },
      { label: 'Cote de crédit / Score', name: `p${n}_cote`, v: o?.credit != null ? String(o.credit) : null, w: 64 }], BASE);
    y += RH;
  }
  y += 2;
  p.text('Adresses domiciliaires / Home addresses', X0, y + 1, { size: 6, font: 'Helvetica-Bold', color: BLUE });
  y += 9;
  for (let i = 0; i < Math.max(1, d.owners.length); i++) {
    const o = d.owners[i], h = o?.home;
    gridRow(p, X0, y, 18, [{ label: `${i + 1}. Adresse / Address`, name: `p${i + 1}_adresse`, v: h ? `${h.street}${h.unit ? `, ${h.unit}` : ''}` : null, w: 260, o: { decoy: true } },
      { label: 'Ville / City', name: `p${i + 1}_ville`, v: h?.city ?? null, w: 120, o: { decoy: true } }, { label: 'Prov.', name: `p${i + 1}_prov`, v: h?.prov ?? null, w: 50, o: { decoy: h !== undefined && h.prov !== d.prov } },
      { label: 'Code postal', name: `p${i + 1}_cp`, v: h?.postal ?? null, w: 126, o: { decoy: true } }], { ...BASE, labelSize: 5 });
    y += 18;
  }
  return y;
}

function bank(p: Paper, d: Deal, y: number): number {
  y = bar(p, '4. BANQUE, FINANCEMENTS EN COURS ET COURTIER', 'Bank, current financing and broker', y + 3);
  gridRow(p, X0, y, RH, [{ label: 'Institution financière / Bank', name: 'banque', v: d.fr ? d.bank.fr : d.bank.name, w: 170 },
    { label: 'No de transit / Transit', name: 'transit', v: d.bank.transit, w: 90, o: { decoy: true } },
    { label: "No d'institution / Institution", name: 'no_institution', v: d.bank.inst, w: 100, o: { decoy: true } },
    { label: 'No de compte / Account', name: 'no_compte', v: d.bank.account, w: 196, o: { decoy: true } }], BASE);
  y += RH;
  const a = d.advances[0];
  gridRow(p, X0, y, RH, [{ label: 'Avance en cours auprès de / Current advance with', name: 'avance_bailleur', v: a?.funder ?? null, w: 200, o: { decoy: true } },
    { label: 'Solde / Balance', name: 'avance_solde', v: a ? moneyFor(p, a.balance, 'en') : null, w: 90, o: { decoy: true } },
    { label: 'Courtier / Broker', name: 'courtier', v: d.iso.company, w: 150, o: { decoy: true } },
    { label: 'Représentant / Rep', name: 'representant', v: `${d.iso.rep} ${d.iso.phone}`, w: 116, o: { decoy: true } }], { ...BASE, shade: '#f6f8fc' });
  return y + RH;
}

function sign(p: Paper, d: Deal, y: number): void {
  y = fine(p, "Consentement - Chaque soussigné atteste l'exactitude des renseignements fournis et autorise Financement Saint-Laurent inc. à obtenir des rapports de "
    + "crédit (Equifax, TransUnion) et à vérifier ses relevés bancaires, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé "
    + '(Loi 25) et à la LPRPDE. / Consent - Each undersigned certifies the information is accurate and authorizes Saint-Laurent Funding to obtain credit reports '
    + 'and verify bank statements, in accordance with Quebec Law 25 and PIPEDA.', X0, y + 4, W, 5.6) + 6;
  d.owners.forEach((o, i) => {
    const x = X0 + (i % 2) * 280, yy = y + Math.floor(i / 2) * 28;
    p.doc.save().lineWidth(0.5).moveTo(x, yy + 15).lineTo(x + 120, yy + 15).moveTo(x + 128, yy + 15).lineTo(x + 196, yy + 15).moveTo(x + 204, yy + 15).lineTo(x + 270, yy + 15).stroke().restore();
    p.signature(x + 6, yy + 11, 100);
    p.value(`nom_${i + 1}`, `${o.first} ${o.last}`, x + 128, yy + 2, 68, 13, { size: 7 });
    p.value(`date_${i + 1}`, ymdIso(d.signed), x + 204, yy + 2, 66, 13, { size: 7, decoy: true });
    p.text('Signature', x, yy + 17, { size: 5 }); p.text('Nom / Name', x + 128, yy + 17, { size: 5 }); p.text('Date (AAAA-MM-JJ)', x + 204, yy + 17, { size: 5 });
  });
}

function draw(p: Paper, d: Deal, r: Rng): TruthApplication {
  header(p);
  const { y: y1, tax } = business(p, d, 76);
  const terms = r.chance(0.75);
  const y = bank(p, d, owners(p, d, funding(p, d, y1, terms)));
  sign(p, d, y);
  p.text('FSL-DF-BIL v4.2', X0, 776, { size: 5, color: '#777777' });
  return truthOf(d, { tax, payment: terms, start: true, credit: true, role: (o) => (d.fr ? titleFr(o) : o.title), ownerTax: (o) => ownerTax(o, false) });
}

export const SAINT_LAURENT: Layout = {
  name: 'saint-laurent-funding',
  profile: { provinces: [['QC', 0.9], ['ON', 0.1]], french: 0.3, ssn: 0,
    entities: [['corp', 0.42], ['numbered', 0.25], ['sole', 0.18], ['gp', 0.1], ['lp', 0.05]] },
  mark: 'X',
  draw,
};
