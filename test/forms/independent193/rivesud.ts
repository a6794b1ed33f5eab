// Avances Rive-Sud (Longueuil): not a paper form but the broker's CRM record printed to PDF, 'Fiche de demande',
// label ..... value pairs in two columns under grey bars, values in a monospaced font, up to four owners as blocks
// running onto page 2. Hard: names as 'TREMBLAY, Marie-Ève', 'Fondée le' or only 'Années en affaires' (no date),
// '25 000,00 $ CAD', a print date and a file number in the header, positions and a rep's note quoting another
// amount, the NEQ and TVQ numbers next to the NE, and English field names in the fillable version.
import type { Rng } from '../../statements/generator/prng.ts';
import { frDate, frPercent } from './french.ts';
import type { Merchant } from './model.ts';
import { A, FREQ_LABELS, P, maybe, money, nameFields, nameText, provName, provinceFields, sinText, taxText, tradeText, type NameFmt } from './parts.ts';
import type { Sheet } from './sheet.ts';

const GREY = '#d9d9d9';
const COL = [40, 312] as const, COL_W = 260;

/** 'Label ........ value': the label, dotted leaders up to the value's column; returns the value's area. */
function kv(s: Sheet, col: 0 | 1, y: number, label: string, lw = 104): { x: number; y: number; w: number } {
  const x = COL[col];
  s.text(label, x, y + 4, { size: 7.5, font: 'Helvetica' });
  const tw = s.doc.font('Helvetica').fontSize(7.5).widthOfString(label);
  s.line(x + tw + 2, y + 11, x + lw - 2, y + 11, { width: 0.5, dash: 0.8, color: '#888888' });
  return { x: x + lw, y, w: COL_W - lw };
}

function bar(s: Sheet, y: number, title: string): void {
  s.rect(36, y, 540, 12, { fill: GREY });
  s.text(title.toUpperCase(), 40, y + 3, { size: 7.5, font: 'Helvetica-Bold' });
}

function header(s: Sheet, m: Merchant, page: number, pages: number, printed: string, file: string): void {
  s.text('AVANCES RIVE-SUD', 36, 26, { size: 13, font: 'Helvetica-Bold', color: '#8a1c1c' });
  s.text('Fiche de demande - avance marchande', 36, 42, { size: 8.5, font: 'Helvetica-Oblique' });
  s.text('Imprimé le', 400, 24, { size: 7 });
  s.text('Dossier', 400, 38, { size: 7 });
  // A CRM repeats its header on every page: the print date and file number are decoys twice.
  s.decoy(`print_date_p${page}`, printed, 440, 20, 136, { size: 7.5, h: 13 });
  s.decoy(`file_number_p${page}`, file, 440, 34, 136, { size: 7.5, h: 13 });
  s.line(36, 56, 576, 56, { width: 1.2, color: '#8a1c1c' });
  s.text(`Page ${page} de ${pages}  -  ${m.iso.name.split(' ')[0]} / CRM ARS`, 36, 770, { size: 6.5, color: '#666666' });
}

function business(s: Sheet, m: Merchant, rng: Rng): void {
  bar(s, 64, 'Entreprise');
  let c = kv(s, 0, 80, 'Raison sociale');
  s.value('legal_name', { [A('legal_name')]: m.legal }, m.legal, c.x, c.y, c.w + COL_W + 12);
  c = kv(s, 0, 96, "Nom d'affaires");
  const t = tradeText(m);
  s.value('trade_name', t.fields, t.text, c.x, c.y, c.w + COL_W + 12);
  c = kv(s, 0, 112, 'Forme juridique');
  s.value('entity', { [A('type_of_entity')]: m.entity.id }, m.entity.text, c.x, c.y, c.w);
  c = kv(s, 1, 112, 'Secteur', 40);
  s.value('industry', { [A('industry')]: m.industry.id }, m.industry.text, c.x, c.y, c.w);
  c = kv(s, 0, 128, 'NE (ARC)');
  const tax = taxText(m, rng, 'NAS ');
  s.value('business_tax_id', tax.fields, tax.text, c.x, c.y, c.w);
  c = kv(s, 1, 128, 'NEQ');
  s.decoy('neq', m.neq, c.x, c.y, c.w);
  c = kv(s, 0, 144, m.startShown ? 'Fondée le' : 'Années en affaires');
  // Without a start date the CRM prints the years in business: a number, not a date, so the truth stays null.
  if (m.startShown) s.value('start_date', { [A('business_start_date')]: m.start }, frDate(m.start, rng.pick(['long', 'iso', 'abbr'] as const)), c.x, c.y, c.w);
  else s.other(`${2025 - Number(m.start.slice(0, 4))} ans`, c.x, c.y, c.w);
  c = kv(s, 1, 144, 'No TVQ');
  s.decoy('tvq', `${m.tvq}TQ0001`, c.x, c.y, c.w);
  c = kv(s, 0, 160, 'Adresse');
  s.other(m.address.street, c.x, c.y, c.w + COL_W + 12);
  c = kv(s, 0, 176, 'Ville');
  s.other(m.address.city, c.x, c.y, c.w);
  c = kv(s, 1, 176, 'Province');
  s.value('province', provinceFields(m), provName(m.address.prov), c.x, c.y, c.w);
  c = kv(s, 0, 192, 'Code postal');
  s.other(m.address.postal, c.x, c.y, c.w);
  c = kv(s, 1, 192, 'Téléphone');
  s.other(m.phone, c.x, c.y, c.w);
  c = kv(s, 0, 208, 'Courriel');
  s.other(m.email, c.x, c.y, c.w);
  c = kv(s, 1, 208, 'Employés');
  s.other(String(m.employees), c.x, c.y, c.w);
}

function request(s: Sheet, m: Merchant, rng: Rng): void {
  bar(s, 232, 'Demande');
  let c = kv(s, 0, 248, 'Montant demandé');
  s.value('requested_amount', { [A('requested_amount')]: m.amount }, money(m.amount, rng.pick(['cad', 'fr2'] as const)), c.x, c.y, c.w);
  c = kv(s, 1, 248, 'Utilisation');
  s.other(m.use, c.x, c.y, c.w);
  c = kv(s, 0, 264, 'Versement');
  s.value('requested_payment', m.payment === null ? {} : { [A('requested_payment')]: m.payment }, maybe(m.payment, (v) => money(v, 'fr2')), c.x, c.y, c.w);
  c = kv(s, 1, 264, 'Nb de versements');
  s.value('number_of_payments', m.count === null ? {} : { [A('number_of_payments')]: m.count }, maybe(m.count, String), c.x, c.y, c.w);
  c = kv(s, 0, 280, 'Fréquence');
  s.value('payment_frequency', m.freq ? { [A('payment_frequency')]: m.freq } : {}, m.freq ? rng.pick(FREQ_LABELS[m.freq]) : '', c.x, c.y, c.w);
  c = kv(s, 1, 280, 'CA annuel déclaré');
  s.decoy('annual_revenue', money(m.annualRevenue, 'cad'), c.x, c.y, c.w);
  c = kv(s, 0, 296, 'Dépôts mensuels moy.');
  s.decoy('monthly_sales', money(m.monthlySales, 'fr2'), c.x, c.y, c.w);
}

function ownerBlock(s: Sheet, m: Merchant, rng: Rng, i: number, y: number, fmt: NameFmt, dobFmt: 'long' | 'iso'): void {
  const o = m.owners[i]!;
  s.text(`Propriétaire ${i + 1}`, 40, y, { size: 8, font: 'Helvetica-Bold', color: '#8a1c1c' });
  let c = kv(s, 0, y + 10, 'Nom');
  s.value(`owner${i}_name`, nameFields(i, o, fmt), nameText(o, fmt), c.x, c.y, c.w);
  c = kv(s, 1, y + 10, 'Fonction');
  s.value(`owner${i}_role`, { [P(i, 'role')]: o.role }, o.role, c.x, c.y, c.w);
  c = kv(s, 0, y + 26, 'Participation');
  s.value(`owner${i}_ownership`, o.ownership === null ? {} : { [P(i, 'ownership')]: o.ownership },
    maybe(o.ownership, (v) => frPercent(v, true, rng.chance(0.6))), c.x, c.y, c.w);
  c = kv(s, 1, y + 26, 'NAS');
  const sin = sinText(i, o, rng);
  s.value(`owner${i}_sin`, sin.fields, sin.text, c.x, c.y, c.w);
  c = kv(s, 0, y + 42, 'Né(e) le');
  s.value(`owner${i}_dob`, o.dob ? { [P(i, 'date_of_birth')]: o.dob } : {}, o.dob ? frDate(o.dob, dobFmt) : '', c.x, c.y, c.w);
  c = kv(s, 1, y + 42, 'Pointage de crédit');
  s.value(`owner${i}_credit`, o.credit === null ? {} : { [P(i, 'credit_score')]: o.credit }, maybe(o.credit, String), c.x, c.y, c.w);
  c = kv(s, 0, y + 58, 'Adresse personnelle');
  s.decoy(`owner${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.prov} ${o.home.postal}`, c.x, c.y, c.w + COL_W + 12);
}

function page2(s: Sheet, m: Merchant, rng: Rng, y0: number): void {
  let y = y0;
  bar(s, y, 'Banque');
  let c = kv(s, 0, y + 16, 'Institution');
  s.decoy('bank_name', m.bank.name, c.x, c.y, c.w);
  c = kv(s, 1, y + 16, 'Transit / inst.');
  s.decoy('bank_transit', `${m.bank.transit}-${m.bank.inst}`, c.x, c.y, c.w);
  c = kv(s, 0, y + 32, 'Compte');
  s.decoy('bank_account', m.bank.account, c.x, c.y, c.w);
  y += 56;
  bar(s, y, 'Positions actuelles');
  if (!m.funders.length) s.other('Aucune', 40, y + 14, 200);
  m.funders.forEach((f, r) => {
    c = kv(s, 0, y + 16 + r * 16, `Position ${r + 1}`, 60);
    s.decoy(`funder${r}_name`, f.name, c.x, c.y, c.w + 20);
    s.text('solde', 330, y + 20 + r * 16, { size: 7 });
    s.decoy(`funder${r}_balance`, money(f.balance, 'fr2'), 356, y + 16 + r * 16, 100);
    s.text('vers.', 462, y + 20 + r * 16, { size: 7 });
    s.decoy(`funder${r}_payment`, money(f.payment, 'fr2'), 484, y + 16 + r * 16, 92);
  });
  y += 56;
  bar(s, y, 'Locaux et références');
  c = kv(s, 0, y + 16, 'Locateur');
  s.decoy('landlord', m.landlord?.name ?? 'Propriétaire occupant', c.x, c.y, c.w);
  c = kv(s, 1, y + 16, 'Loyer');
  s.decoy('rent', m.landlord ? money(m.landlord.rent, 'fr0') : '', c.x, c.y, c.w);
  m.refs.forEach((ref, r) => {
    c = kv(s, 0, y + 32 + r * 16, `Référence ${r + 1}`);
    s.decoy(`ref${r}_name`, ref.name, c.x, c.y, c.w);
    c = kv(s, 1, y + 32 + r * 16, 'Tél.');
    s.decoy(`ref${r}_phone`, ref.phone, c.x, c.y, c.w);
  });
  y += 80;
  bar(s, y, 'Suivi');
  c = kv(s, 0, y + 16, 'Représentant');
  s.decoy('iso_rep', m.iso.name, c.x, c.y, c.w);
  c = kv(s, 1, y + 16, 'Cell. représentant');
  s.decoy('iso_phone', m.iso.phone, c.x, c.y, c.w);
  c = kv(s, 0, y + 32, 'Note');
  // The rep's note quotes a smaller amount the client would accept: never the requested one.
  const fallback = Math.max(5000, Math.round((m.amount * 0.6) / 1000) * 1000);
  s.decoy('rep_note', `Client accepterait ${money(fallback, 'fr0')} si refus.`, c.x, c.y, c.w + COL_W + 12);
  c = kv(s, 0, y + 48, 'Signé le');
  s.decoy('sign_date0', frDate(m.signDate, rng.pick(['iso', 'long'] as const)), c.x, c.y, c.w);
  s.text('Consentement électronique reçu (LPRPDE). Les renseignements ci-dessus ont été saisis par le représentant à partir du ' +
    'formulaire signé par le client.', 40, y + 72, { size: 7, font: 'Helvetica-Oblique', width: 530 });
}

export function drawRiveSud(s: Sheet, m: Merchant, rng: Rng): void {
  const printed = `${m.signDate} ${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const file = `ARS-${rng.digits(6)}`;
  const fmt: NameFmt = rng.pick(['upper_last', 'last_first', 'upper_last'] as const);
  const dobFmt = rng.pick(['long', 'iso'] as const);
  header(s, m, 1, 2, printed, file);
  business(s, m, rng);
  request(s, m, rng);
  bar(s, 320, 'Propriétaires');
  const first = Math.min(2, m.owners.length);
  for (let i = 0; i < first; i++) ownerBlock(s, m, rng, i, 338 + i * 84, fmt, dobFmt);
  s.addPage();
  header(s, m, 2, 2, printed, file);
  let y = 64;
  if (m.owners.length > 2) {
    bar(s, y, 'Propriétaires (suite)');
    for (let i = 2; i < m.owners.length; i++) ownerBlock(s, m, rng, i, y + 18 + (i - 2) * 84, fmt, dobFmt);
    y += 18 + (m.owners.length - 2) * 84 + 8;
  }
  page2(s, m, rng, y);
}
