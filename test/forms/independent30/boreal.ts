// Groupe Financier Boréal (Québec): a two-page form in French only, serif labels with values on rules ("Nom légal
// (raison sociale) : ____"), French legal forms as checkboxes with "Autre :", NE or NAS, NEQ, TPS and TVQ numbers,
// money written the French way (`45 000,00 $`), dates JJ/MM/AAAA, owners as "Nom, prénom", Loi 25 consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Deal, Freq, Owner } from './deal.ts';
import { fmtDate } from './ids.ts';
import { fine, lineField, moneyFor, options } from './kit.ts';
import type { Paper } from './paper.ts';
import { businessTax, fullName, gstText, ownerTax, titleFr, truthOf } from './truthkit.ts';
import type { Layout } from './types.ts';

const GREEN = '#1f4e3d', X0 = 40, W = 532, LH = 17;
const PROV_FR: Record<string, string> = { QC: 'Québec', NB: 'Nouveau-Brunswick', ON: 'Ontario' };

function header(p: Paper, page: number): void {
  const d = p.doc.save().fillColor(GREEN);
  for (const [w, y] of [[10, 22], [15, 31], [20, 40]] as const) d.moveTo(X0 + 14, y - 9).lineTo(X0 + 14 + w, y + 6).lineTo(X0 + 14 - w, y + 6).closePath().fill();
  d.rect(X0 + 11, 46, 6, 8).fill().restore();
  p.text('GROUPE FINANCIER BORÉAL', X0 + 42, 22, { size: 15, font: 'Times-Bold', color: GREEN });
  p.text('Avances de fonds aux commerçants  \u00b7  Financement basé sur les revenus', X0 + 42, 40, { size: 7.5, font: 'Times-Italic', color: '#444444' });
  p.text("DEMANDE D'AVANCE DE FONDS", 330, 22, { size: 10, font: 'Times-Bold', width: 242, align: 'right' });
  p.text(`Formulaire du commerçant  \u2014  page ${page} de 2`, 330, 35, { size: 7, font: 'Times-Roman', width: 242, align: 'right' });
  p.text('2600, boulevard Laurier, bureau 900, Québec (Québec)  G1V 4W2  \u00b7  418 555-0177', 300, 45, { size: 6, font: 'Times-Roman', width: 272, align: 'right', color: '#555555' });
  p.doc.save().lineWidth(2).strokeColor(GREEN).moveTo(X0, 60).lineTo(X0 + W, 60).stroke().lineWidth(0.5).moveTo(X0, 63).lineTo(X0 + W, 63).stroke().restore();
}

function box(p: Paper, title: string, y: number, h: number): number {
  p.doc.save().lineWidth(0.7).strokeColor(GREEN).rect(X0, y, W, h).stroke().restore();
  p.doc.save().rect(X0, y, W, 13).fill(GREEN).restore();
  p.text(title, X0 + 6, y + 3, { size: 8, font: 'Times-Bold', color: '#ffffff' });
  return y + 17;
}

const FORMES: [string, (d: Deal) => boolean][] = [['Société par actions', (d) => d.kind === 'corp' || d.kind === 'numbered'],
  ['Entreprise individuelle', (d) => d.kind === 'sole'], ['Société en nom collectif', (d) => d.kind === 'gp'], ['Société en commandite', (d) => d.kind === 'lp']];

function entreprise(p: Paper, d: Deal, y: number): { y: number; tax: ReturnType<typeof businessTax> } {
  const x = X0 + 6, w = W - 12;
  y = box(p, "1 \u2014 Renseignements sur l'entreprise", y, 250);
  lineField(p, 'Nom légal (raison sociale) :', 'nom_legal', d.legal, x, y, w); y += LH;
  lineField(p, "Nom commercial (s'il y a lieu) :", 'nom_commercial', d.operating, x, y, w); y += LH;
  p.text('Forme juridique :', x, y + 4, { size: 7.5 });
  const end = options(p, 'forme', [...FORMES.map(([label, f]) => ({ label, on: f(d) })), { label: 'Autre :', on: d.kind === 'ulc' }], x + 62, y + 4, { size: 7.5, gap: 9 });
  p.value('forme_autre', d.kind === 'ulc' ? 'ULC' : null, end - 6, y, x + w - end + 6, 13); y += LH;
  const tax = businessTax(d, 'spaced');
  p.text('Numéro fiscal :', x, y + 4, { size: 7.5 });
  options(p, 'numero_type', [{ label: 'NE (ARC)', on: tax.type === 'BN' }, { label: 'NAS (entreprise individuelle sans NE)', on: tax.type === 'SIN' }], x + 56, y + 4, { size: 7, gap: 8 });
  lineField(p, 'No :', 'numero_fiscal', tax.text, x + 300, y, w - 300); y += LH;
  const gst = gstText(d);
  lineField(p, 'NEQ :', 'neq', d.neq, x, y, 160, { decoy: true });
  lineField(p, 'No TPS/TVH :', 'tps', gst, x + 170, y, 180, { decoy: gst !== null && gst.replace(/\s/g, '') !== tax.value });
  lineField(p, 'No TVQ :', 'tvq', d.qst, x + 360, y, w - 360, { decoy: true }); y += LH;
  lineField(p, 'Date de début des activités (JJ/MM/AAAA) :', 'date_debut', fmtDate(d.start, 'dmy'), x, y, 280);
  lineField(p, "Nombre d'employés :", 'employes', String(d.employees), x + 290, y, w - 290); y += LH;
  lineField(p, 'Adresse (no, rue, bureau) :', 'adresse', [d.address.street, d.address.unit].filter(Boolean).join(', '), x, y, w); y += LH;
  lineField(p, 'Ville :', 'ville', d.address.city, x, y, 200);
  lineField(p, 'Province :', 'province', PROV_FR[d.prov] ?? d.prov, x + 210, y, 170);
  lineField(p, 'Code postal :', 'code_postal', d.address.postal, x + 390, y, w - 390); y += LH;
  lineField(p, 'Téléphone :', 'telephone', d.phone, x, y, 200);
  lineField(p, 'Courriel :', 'courriel', d.email, x + 210, y, w - 210); y += LH;
  lineField(p, "Secteur d'activité :", 'secteur', d.industry.fr, x, y, w); y += LH;
  p.text('Local :', x, y + 4, { size: 7.5 });
  options(p, 'local', [{ label: 'Propriétaire-occupant', on: !d.rent }, { label: 'Locataire', on: d.rent }], x + 28, y + 4, { size: 7.5 });
  const l = d.rent ? d.landlord : null;
  lineField(p, 'Locateur :', 'locateur', l?.name ?? null, x + 170, y, 220, { decoy: true });
  lineField(p, 'Loyer mensuel :', 'loyer', l ? moneyFor(p, l.rent, 'fr') : null, x + 400, y, w - 400, { decoy: true }); y += LH;
  return { y: y + 8, tax };
}

const FREQS: [Freq, string][] = [['daily', 'Quotidienne'], ['weekly', 'Hebdomadaire'], ['biweekly', 'Aux deux semaines'], ['monthly', 'Mensuelle']];

function financement(p: Paper, d: Deal, y: number, terms: boolean): number {
  const x = X0 + 6, w = W - 12;
  y = box(p, '2 \u2014 Financement demandé', y + 8, 128);
  lineField(p, 'Montant demandé :', 'montant_demande', moneyFor(p, d.amount, 'fr'), x, y, 200);
  lineField(p, 'Utilisation des fonds :', 'utilisation', d.use.fr, x + 210, y, w - 210); y += LH;
  p.text('Fréquence des versements :', x, y + 4, { size: 7.5 });
  options(p, 'frequence', FREQS.map(([f, label]) => ({ label, on: terms && f === d.freq })), x + 100, y + 4, { size: 7.5, gap: 14 }); y += LH;
  lineField(p, 'Montant du versement :', 'versement', terms ? moneyFor(p, d.payment, 'fr') : null, x, y, 240);
  lineField(p, 'Nombre de versements :', 'nombre_versements', terms ? String(d.nPayments) : null, x + 250, y, w - 250); y += LH;
  lineField(p, "Chiffre d'affaires mensuel moyen :", 'ca_mensuel', moneyFor(p, d.monthlySales, 'fr'), x, y, 280, { decoy: true }); y += LH + 3;
  p.text('Financements en cours (avances, prêts) :', x, y, { size: 7.5, font: 'Times-Bold' }); y += 10;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    lineField(p, 'Bailleur de fonds :', `bailleur_${i + 1}`, a?.funder ?? null, x, y, 250, { decoy: true });
    lineField(p, 'Solde :', `solde_${i + 1}`, a ? moneyFor(p, a.balance, 'fr') : null, x + 260, y, 130, { decoy: true });
    lineField(p, 'Versement :', `versement_en_cours_${i + 1}`, a ? moneyFor(p, a.payment, 'fr') : null, x + 400, y, w - 400, { decoy: true }); y += LH;
  }
  return y;
}

function proprietaire(p: Paper, o: Owner | undefined, i: number, y: number, prov: string): number {
  const x = X0 + 6, w = W - 12, n = i + 1, tax = o ? ownerTax(o, false) : null;
  p.text(`Propriétaire ${n}`, x, y, { size: 7.5, font: 'Times-Bold', color: GREEN }); y += 8;
  lineField(p, 'Nom, prénom :', `p${n}_nom_prenom`, o ? fullName(o, true) : null, x, y, 300);
  lineField(p, 'Titre :', `p${n}_titre`, o ? titleFr(o) : null, x + 310, y, w - 310); y += LH;
  lineField(p, '% de propriété :', `p${n}_propriete`, o ? `${o.pct} %` : null, x, y, 120);
  lineField(p, 'NAS :', `p${n}_nas`, tax?.text ?? null, x + 130, y, 150);
  lineField(p, 'Date de naissance (JJ/MM/AAAA) :', `p${n}_naissance`, o ? fmtDate(o.dob, 'dmy') : null, x + 290, y, w - 290); y += LH;
  const h = o?.home;
  lineField(p, 'Adresse domiciliaire :', `p${n}_adresse`, h ? `${h.street}, ${h.city} (${h.prov}) ${h.postal}` : null, x, y, 360, { decoy: h !== undefined && h.prov !== prov });
  lineField(p, 'Pointage de crédit (si connu) :', `p${n}_pointage`, o?.credit != null ? String(o.credit) : null, x + 370, y, w - 370);
  return y + LH + 4;
}

function pageTwo(p: Paper, d: Deal, y: number): void {
  const x = X0 + 6, w = W - 12, n = Math.max(2, d.owners.length);
  y = box(p, '3 \u2014 Propriétaires et garants (toute personne détenant 20 % ou plus)', y, 12 + n * 63);
  for (let i = 0; i < n; i++) y = proprietaire(p, d.owners[i], i, y, d.prov);
  y = box(p, '4 \u2014 Renseignements bancaires et courtier', y + 10, 62);
  lineField(p, 'Institution financière :', 'institution', d.bank.fr, x, y, 240);
  lineField(p, 'No de transit :', 'transit', d.bank.transit, x + 250, y, 130, { decoy: true });
  lineField(p, "No d'institution :", 'no_institution', d.bank.inst, x + 390, y, w - 390, { decoy: true }); y += LH;
  lineField(p, 'No de compte :', 'no_compte', d.bank.account, x, y, 240, { decoy: true }); y += LH;
  lineField(p, 'Cabinet de courtage :', 'courtier', d.iso.company, x, y, 240, { decoy: true });
  lineField(p, 'Représentant :', 'representant', d.iso.rep, x + 250, y, 150, { decoy: true });
  lineField(p, 'Tél. :', 'courtier_tel', d.iso.phone, x + 410, y, w - 410, { decoy: true }); y += LH + 10;
  y = fine(p, "5 \u2014 AUTORISATION ET CONSENTEMENT. Chaque soussigné déclare que les renseignements fournis sont exacts et complets. Il autorise Groupe Financier "
    + "Boréal inc., ses partenaires et cessionnaires à obtenir tout rapport de crédit personnel et commercial (Equifax Canada, TransUnion Canada), à vérifier les "
    + "relevés bancaires et les relevés de transactions par carte, et à communiquer avec les références fournies. Les renseignements personnels sont recueillis, "
    + "utilisés et communiqués conformément à la Loi sur la protection des renseignements personnels dans le secteur privé (Loi 25) et à la LPRPDE. "
    + "La présente demande ne constitue pas une demande de prêt : il s'agit de l'achat d'une partie des recettes futures.", X0, y, W, 6.2) + 12;
  d.owners.forEach((o, i) => {
    const sx = X0 + (i % 2) * 270, yy = y + Math.floor(i / 2) * 34;
    p.doc.save().lineWidth(0.5).moveTo(sx, yy + 16).lineTo(sx + 120, yy + 16).moveTo(sx + 128, yy + 16).lineTo(sx + 190, yy + 16).moveTo(sx + 198, yy + 16).lineTo(sx + 260, yy + 16).stroke().restore();
    p.signature(sx + 6, yy + 12, 100);
    p.value(`nom_lettres_${i + 1}`, `${o.first} ${o.last}`, sx + 128, yy + 3, 62, 13, { size: 7 });
    p.value(`date_signature_${i + 1}`, fmtDate(d.signed, 'dmy'), sx + 198, yy + 3, 62, 13, { size: 7, decoy: true });
    p.text('Signature', sx, yy + 18, { size: 6 }); p.text('Nom en lettres moulées', sx + 128, yy + 18, { size: 6 }); p.text('Date (JJ/MM/AAAA)', sx + 198, yy + 18, { size: 6 });
  });
}

function draw(p: Paper, d: Deal, r: Rng): TruthApplication {
  p.labelFont = 'Times-Roman';
  header(p, 1);
  const { y, tax } = entreprise(p, d, 72);
  const terms = r.chance(0.7);
  financement(p, d, y, terms);
  p.text('GFB-AVF-FR (2024-02)  \u00b7  Merchant application, French version', X0, 770, { size: 5.5, color: '#777777' });
  p.doc.addPage({ size: [612, 792], margin: 0 });
  header(p, 2);
  pageTwo(p, d, 72);
  return truthOf(d, { tax, payment: terms, start: true, credit: true, role: (o) => titleFr(o), ownerTax: (o) => ownerTax(o, false) });
}

export const BOREAL: Layout = {
  name: 'groupe-financier-boreal',
  profile: { provinces: [['QC', 0.8], ['NB', 0.15], ['ON', 0.05]], french: 0.75, ssn: 0,
    entities: [['corp', 0.45], ['numbered', 0.2], ['sole', 0.2], ['gp', 0.1], ['lp', 0.05]] },
  mark: 'check',
  draw,
};
