// Independent layouts, part C: a bilingual Canadian form, an English Canadian form with owners side by side and the BN
// typed bare beside a ticked BN box, and a US funder form with dotted leaders and owner blocks continued on page 2.
import { AUTH_CA, AUTH_US, cell, para, put, row, signature, table } from './kit.ts';
import { BLANK, maybe, type Ctx, type Layout } from './layout.ts';
import { entityBox, fmtMoney } from './rules.ts';
import type { V } from './values.ts';

const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'];

/** Maple: bilingual labels (English / French) in boxed cells, BN with program account, province and postal code,
 *  SIN, check glyphs, dates YYYY-MM-DD, PIPEDA consent; owners 3-4 continued on page 2. */
function maple(c: Ctx): void {
  const { s, b, m, rng } = c;
  s.label('ÉRABLE FINANCEMENT COMMERCIAL  /  MAPLE COMMERCIAL FUNDING', 36, 28, { size: 12, font: 'Helvetica-Bold', color: '#8b1a1a' });
  s.label("Demande de financement / Funding Application  -  Achat de créances futures / Purchase of future receivables", 36, 44, { size: 8 });
  let y = 62;
  const H = 28;
  s.band('1. ENTREPRISE / BUSINESS', 36, y, 540, { fill: '#8b1a1a' });
  y += 16;
  cell(s, 'Legal Name / Dénomination sociale', b.legal!, 36, y, 330, H, { captionSize: 6.5 });
  cell(s, 'Business Number (BN) / Numéro d\'entreprise (NE)', b.tax!, 366, y, 210, H, { captionSize: 6.5 });
  y += H;
  cell(s, 'Operating Name (O/A) / Nom commercial', b.dba!, 36, y, 330, H, { captionSize: 6.5 });
  cell(s, 'Date of Incorporation / Date de constitution (YYYY-MM-DD)', b.start!, 366, y, 210, H, { captionSize: 5.8 });
  y += H;
  cell(s, 'Address / Adresse', b.street!, 36, y, 220, H, { captionSize: 6.5 });
  cell(s, 'City / Ville', b.city!, 256, y, 130, H, { captionSize: 6.5 });
  cell(s, 'Province', b.region!, 386, y, 80, H, { captionSize: 6.5 });
  cell(s, 'Postal Code / Code postal', b.postal!, 466, y, 110, H, { captionSize: 6.5 });
  y += H;
  cell(s, 'Type of Business / Secteur d\'activité', b.industry!, 36, y, 220, H, { captionSize: 6.5 });
  cell(s, 'Jurisdiction of Incorporation / Juridiction', b.stateOfInc!, 256, y, 170, H, { captionSize: 6.5 });
  cell(s, 'Telephone / Téléphone', b.phone!, 426, y, 150, H, { captionSize: 6.5 });
  y += H + 6;
  s.label('Legal Form / Forme juridique:', 36, y + 1, { size: 7.5 });
  const ent = ['Corporation / Société par actions', 'Sole Proprietorship / Entreprise individuelle', 'Partnership / Société de personnes'];
  s.options(ent, entityBox(ent, m.entity), 150, y, { mark: 'check', name: 'legal_form', truth: b.entity!.truth, size: 7.5, gap: 10 });
  y += 18;
  s.band('2. FINANCEMENT DEMANDÉ / FUNDING REQUESTED', 36, y, 540, { fill: '#8b1a1a' });
  y += 16;
  cell(s, 'Amount / Montant demandé', b.amount!, 36, y, 180, H, { captionSize: 6.5 });
  cell(s, 'Remittance / Versement', maybe(rng, b.payment!, 0.3), 216, y, 180, H, { captionSize: 6.5 });
  cell(s, 'Number of Remittances / Nombre', maybe(rng, b.payments!, 0.3), 396, y, 180, H, { captionSize: 6.5 });
  y += H + 6;
  s.label('Frequency / Fréquence:', 36, y + 1, { size: 7.5 });
  s.options(['Daily / Quotidien', 'Weekly / Hebdomadaire', 'Bi-Weekly / Aux deux semaines', 'Monthly / Mensuel'], FREQS.indexOf(m.freq), 130, y,
    { mark: 'check', name: 'frequency', truth: b.freq!.truth, size: 7.5, gap: 9 });
  y += 18;
  m.owners.forEach((_, i) => {
    if (i === 2) {
      s.label('Suite à la page 2 / Continued on page 2', 420, 765, { size: 7 });
      s.newPage();
      y = 40;
    }
    y = mapleOwner(c, i, y);
  });
  s.band('4. INSTITUTION FINANCIÈRE / BANKING', 36, y, 540, { fill: '#8b1a1a' });
  y += 16;
  cell(s, 'Institution', b.bank!, 36, y, 240, H, { captionSize: 6.5 });
  cell(s, 'Transit / Institution #', b.routing!, 276, y, 150, H, { captionSize: 6.5 });
  cell(s, 'Account / Compte', b.account!, 426, y, 150, H, { captionSize: 6.5 });
  y = para(s, AUTH_CA, 36, y + H + 8, 540, 6.5);
  signature(s, 36, y + 4, 260, 'Signature');
}

function mapleOwner(c: Ctx, i: number, y0: number): number {
  const { s } = c;
  const o = c.own(i);
  const H = 28;
  let y = y0;
  s.band(`3. PROPRIÉTAIRE ${i + 1} / OWNER ${i + 1}`, 36, y, 540, { fill: '#8b1a1a' });
  y += 16;
  cell(s, 'Full Name / Nom complet', o.name!, 36, y, 220, H, { captionSize: 6.5 });
  cell(s, 'Title / Titre', o.title!, 256, y, 130, H, { captionSize: 6.5 });
  cell(s, '% Ownership / Participation', o.pct!, 386, y, 90, H, { captionSize: 6 });
  cell(s, 'Credit Score / Cote', o.credit!, 476, y, 100, H, { captionSize: 6.5 });
  y += H;
  cell(s, 'SIN / NAS', o.id!, 36, y, 130, H, { captionSize: 6.5 });
  cell(s, 'Date of Birth / Date de naissance', o.dob!, 166, y, 130, H, { captionSize: 6 });
  cell(s, 'Home Address / Adresse domicile', o.street!, 296, y, 160, H, { captionSize: 6.5 });
  cell(s, 'City, Prov. / Ville', o.cityLine!, 456, y, 120, H, { captionSize: 6.5 });
  return y + H + 8;
}

/** Northern: English Canadian one-pager; BN typed as bare digits after a ticked BN / SIN box pair (bubbles); names
 *  `Last, First`; owners side by side as two columns; funds in CAD; existing financing table. */
function northern(c: Ctx): void {
  const { s, b, m, rng } = c;
  s.label('NORTHERN LIGHTS CAPITAL', 36, 30, { size: 16, font: 'Courier-Bold' });
  s.label('Merchant Application  -  Canada', 36, 50, { size: 9, font: 'Courier' });
  s.rect(36, 64, 540, 1, { fill: 'black' });
  let y = 74;
  const w = 262;
  const L = 36, R = 314;
  const rowsL: [string, V][] = [['Registered Name', b.legal!], ['Operating As', b.dba!], ['Street Address', b.street!], ['City', b.city!],
    ['Province', b.region!], ['Postal Code', b.postal!], ['Business Email', b.email!]];
  const rowsR: [string, V][] = [['Nature of Business', b.industry!], ['In Business Since', b.start!], ['Business Phone', b.phone!],
    ['Website', b.website!], ['Advance Requested', b.amount!], ['Remittance', maybe(rng, b.payment!, 0.3)],
    ['Number of Payments', maybe(rng, b.payments!, 0.3)]];
  rowsL.forEach(([lab, v], i) => row(s, lab, v, L, y + i * 18, w, { labelW: 90, labelFont: 'Courier', labelSize: 8 }));
  rowsR.forEach(([lab, v], i) => row(s, lab, v, R, y + i * 18, w, { labelW: 100, labelFont: 'Courier', labelSize: 8 }));
  y += 7 * 18 + 6;
  s.label('Tax ID:', L, y + 1, { size: 8, font: 'Courier' });
  s.options(['BN', 'SIN'], 0, L + 40, y, { mark: 'bubble', name: 'tax_id_kind', font: 'Courier', size: 8 });
  row(s, '#', b.tax!, L + 120, y - 1, 142, { labelW: 10, labelFont: 'Courier', labelSize: 8 });
  s.label('Payments:', R, y + 1, { size: 8, font: 'Courier' });
  const fr = ['daily', 'weekly', 'monthly'].indexOf(m.freq);
  s.options(['Daily', 'Weekly', 'Monthly'], fr, R + 52, y, { mark: 'bubble', name: 'payments_freq', truth: fr >= 0 ? b.freq!.truth : undefined, font: 'Courier', size: 8 });
  y += 18;
  s.label('Structure:', L, y + 1, { size: 8, font: 'Courier' });
  const ent = ['Incorporated', 'Sole Proprietor', 'Partnership'];
  s.options(ent, entityBox(ent, m.entity), L + 60, y, { mark: 'bubble', name: 'structure', truth: b.entity!.truth, font: 'Courier', size: 8 });
  y += 26;
  s.label('PRINCIPALS', L, y, { size: 10, font: 'Courier-Bold' });
  y += 14;
  const caps: [string, string][] = [['Name (Last, First)', 'name'], ['Position', 'title'], ['% Owned', 'pct'], ['SIN', 'id'], ['Date of Birth', 'dob'],
    ['Beacon Score', 'credit'], ['Home Address', 'street'], ['City/Prov/Postal', 'cityLine']];
  for (let i = 0; i < 2; i++) s.label(`Principal ${i + 1}`, 146 + i * 215, y, { size: 8, font: 'Courier-Bold' });
  y += 12;
  for (const [cap, key] of caps) {
    s.label(cap, L, y + 3, { size: 7.5, font: 'Courier' });
    for (let i = 0; i < 2; i++) {
      s.line(146 + i * 215, y + 13, 146 + i * 215 + 205, y + 13, 0.5);
      put(s, i < m.owners.length ? c.own(i)[key]! : BLANK, 148 + i * 215, y + 2, 200, { size: 9, name: `principal${i + 1} ${cap}` });
    }
    y += 18;
  }
  y += 8;
  s.label('EXISTING FINANCING', L, y, { size: 10, font: 'Courier-Bold' });
  const rows: V[][] = m.positions.map((p, i) => [{ text: p.funder, decoy: `funder.${i}` }, { text: fmtMoney(p.balance, 'cad'), decoy: `funder.${i}.balance` },
    { text: fmtMoney(p.payment, 'cents'), decoy: `funder.${i}.payment` }, { text: p.freq, decoy: `funder.${i}.freq` }]);
  y = table(s, ['Company', 'Balance', 'Payment', 'Frequency'], rows, L, y + 14, [220, 120, 110, 90], { minRows: 2, rowH: 15, name: 'financing' }) + 10;
  row(s, 'Landlord', b.landlord!, L, y, w, { labelW: 60, labelFont: 'Courier', labelSize: 8 });
  row(s, 'Landlord Phone', b.landlordPhone!, R, y, w, { labelW: 100, labelFont: 'Courier', labelSize: 8 });
  y = para(s, AUTH_CA, L, y + 26, 540, 6.5);
  signature(s, L, y + 4, 250, 'Principal 1');
  if (m.owners.length > 1) signature(s, R, y + 4, 262, 'Principal 2');
}

/** Redwood: a funder's form in Times with dotted leaders, entity and frequency boxes marked with a typed X, requested
 *  terms in a shaded panel, one block per owner; a third and fourth owner continue on page 2. */
function redwood(c: Ctx): void {
  const { s, b, m, rng } = c;
  s.label('REDWOOD RIVER FUNDING GROUP', 36, 30, { size: 14, font: 'Times-Bold', width: 540, align: 'center' });
  s.label('MERCHANT APPLICATION', 36, 48, { size: 10, font: 'Times-Roman', width: 540, align: 'center' });
  let y = 70;
  const dots = (lab: string, v: V, x: number, w: number, lw: number) => {
    s.label(lab, x, y + 2, { size: 9, font: 'Times-Roman' });
    s.line(x + lw, y + 11, x + w, y + 11, 0.5, 0.8);
    put(s, v, x + lw + 3, y + 1, w - lw - 6, { label: lab });
  };
  dots('Business Legal Name', b.legal!, 36, 540, 110); y += 18;
  dots('Doing Business As', b.dba!, 36, 540, 110); y += 18;
  dots('EIN / Tax ID', b.tax!, 36, 260, 70); dots('Business Start Date', b.start!, 306, 270, 100); y += 18;
  dots('Business Address', b.fullAddress!, 36, 540, 110); y += 18;
  dots('Industry', b.industry!, 36, 260, 70); dots('Phone', b.phone!, 306, 270, 40); y += 22;
  s.label('Entity:', 36, y + 1, { size: 9, font: 'Times-Roman' });
  const ent = ['Corp.', 'S Corp', 'LLC', 'LP', 'Sole Prop', 'Other'];
  const k = entityBox(ent, m.entity);
  const ex = s.options(ent, k >= 0 ? k : 5, 80, y, { mark: 'letter', name: 'entity', truth: k >= 0 ? b.entity!.truth : undefined, font: 'Times-Roman', size: 9 });
  if (k < 0) { s.line(ex, y + 10, 576, y + 10, 0.5); put(s, b.entity!, ex + 2, y - 1, 576 - ex - 4, { name: 'entity_other' }); }
  y += 22;
  s.rect(36, y, 540, 48, { fill: '#efefef' });
  s.label('REQUESTED TERMS', 42, y + 4, { size: 8, font: 'Times-Bold' });
  y += 16;
  dots('Purchase Price', b.amount!, 42, 260, 75); dots('Daily/Weekly Payment', maybe(rng, b.payment!, 0.3), 310, 260, 105); y += 16;
  dots('No. of Payments', maybe(rng, b.payments!, 0.2), 42, 260, 75);
  s.label('Frequency:', 310, y + 2, { size: 9, font: 'Times-Roman' });
  s.options(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQS.indexOf(m.freq), 360, y + 1, { mark: 'letter', name: 'freq', truth: b.freq!.truth, font: 'Times-Roman', size: 8.5, gap: 6 });
  y += 30;
  m.owners.forEach((_, i) => {
    if (i === 2) { s.label('(continued on next page)', 460, 765, { size: 7, font: 'Times-Italic' }); s.newPage(); y = 40; }
    const o = c.own(i);
    s.label(`OWNER ${i + 1}`, 36, y, { size: 9, font: 'Times-Bold' });
    s.line(36, y + 11, 576, y + 11, 1);
    y += 16;
    dots('Name', o.name!, 36, 300, 40); dots('Title', o.title!, 346, 230, 30); y += 18;
    dots('SSN', o.id!, 36, 180, 30); dots('Date of Birth', o.dob!, 226, 180, 62); dots('Ownership', o.pct!, 416, 160, 52); y += 18;
    dots('Home Address', o.street!, 36, 300, 70); dots('Credit Score', o.credit!, 346, 230, 60); y += 24;
  });
  const bankRows: V[][] = [[b.bank!, b.routing!, b.account!]];
  y = table(s, ['Bank Name', 'ABA / Routing', 'Account Number'], bankRows, 36, y, [240, 150, 150], { rowH: 16, name: 'bank' }) + 10;
  y = para(s, AUTH_US, 36, y, 540, 7);
  m.owners.forEach((_, i) => signature(s, 36 + (i % 2) * 280, y + 4 + Math.floor(i / 2) * 32, 250, `Owner ${i + 1} Signature`));
}

export const LAYOUTS_C: Record<string, Layout> = {
  maple_bilingual_ca: { country: 'CA', labelFont: 'Helvetica', valueFont: 'Helvetica', naming: 'label', maxOwners: 4, draw: maple,
    look: (r) => ({ date: 'iso', dob: 'iso', money: r.pick(['space', 'dollar'] as const), lastFirst: false, taxBare: false, pctSign: true }) },
  northern_english_ca: { country: 'CA', labelFont: 'Courier', valueFont: 'Helvetica', naming: 'generic', maxOwners: 2, draw: northern,
    look: (r) => ({ date: r.pick(['long', 'short'] as const), dob: 'long', money: 'cad', lastFirst: true, taxBare: true, pctSign: r.chance(0.5) }) },
  redwood_dotted: { country: 'US', labelFont: 'Times-Roman', valueFont: 'Courier', naming: 'label', maxOwners: 4, draw: redwood,
    look: (r) => ({ date: r.pick(['mdy', 'mdy2'] as const), dob: 'mdy', money: 'dollar', lastFirst: false, taxBare: false, pctSign: true }) },
};
