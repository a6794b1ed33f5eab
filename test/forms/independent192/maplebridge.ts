// Maple Bridge Capital: a Canadian broker's bilingual web portal printed from Firefox (Letter, two pages). Filled
// grey inputs with English / French labels above, the structure as pills, the Business Number with its program
// account or a bare nine digits beside a BN / SIN choice, province dropdowns by name, CAD amounts, SINs often
// masked, dates as 2016-03-14 or 14 March 2016, and the PIPEDA consent toggle.
import type { Canvas } from './canvas.ts';
import { F, ownerName } from './fields.ts';
import { grid, type Layout } from './layout.ts';
import { FREQ_LABELS, type Model } from './model.ts';
import { field, pills, segmented, toggle } from './widgets.ts';

const X = 36, W = 540, IX = X + 14, IW = W - 28;
const ROW = 37;
/** Owner rows are tighter: three owners, the bank and the consent share page 2. */
const OWNER_ROW = 34;
const filled = { look: 'filled' as const };

function chrome(c: Canvas, m: Model): void {
  // Firefox's print furniture: title top left, URL top right, "Page n of N" bottom left, date bottom right.
  c.text('Maple Bridge Capital – Application / Demande', 22, 12, { size: 7, color: '#333333' });
  c.decoyText('url', `https://portail.maplebridge.ca/en/apply/${m.appId.toLowerCase()}`, 330, 12, { size: 7, color: '#333333' });
  c.text(`Page ${c.page} of 2`, 22, c.H - 20, { size: 7, color: '#333333' });
  c.decoyText('print_date', m.submitted.slice(0, 10), c.W - 70, c.H - 20, { size: 7, color: '#333333' });
  c.doc.save().rect(0, 26, c.W, 44).fill('#ffffff').restore();
  leaf(c, X + 8, 36);
  c.text('Maple Bridge', X + 26, 36, { size: 14, font: c.theme.bold, color: c.theme.accent });
  c.text('CAPITAL', X + 26, 52, { size: 7, color: c.theme.grey });
  c.text('EN', c.W - 90, 42, { size: 8, font: c.theme.bold });
  c.text('|  FR', c.W - 74, 42, { size: 8, color: c.theme.grey });
  c.doc.save().moveTo(0, 70).lineTo(c.W, 70).lineWidth(2).stroke(c.theme.accent).restore();
}

/** A stylised maple leaf: a star-like polygon. */
function leaf(c: Canvas, cx: number, cy: number): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? 4 : 10, a = (Math.PI * 2 * i) / 10 - Math.PI / 2;
    pts.push([cx + r * Math.cos(a), cy + 6 + r * Math.sin(a)]);
  }
  c.doc.save().polygon(...pts).fill(c.theme.accent).restore();
}

function section(c: Canvas, title: string, y0: number, body: (y: number) => number): number {
  c.doc.save().rect(X, y0, W, 22).fill(c.theme.soft).restore();
  c.text(title, IX, y0 + 7, { size: 9.5, font: c.theme.bold });
  const end = body(y0 + 32) + 6;
  c.doc.save().rect(X, y0, W, end - y0).lineWidth(0.6).stroke(c.theme.line).restore();
  return end + 12;
}

function business(c: Canvas, m: Model, y: number): number {
  const [l, r] = grid(IX, IW, 2, 16) as [[number, number], [number, number]];
  y += field(c, 'legal_name', 'Legal name / Dénomination sociale', m.legal, IX, y, IW, F.legal(m), filled) + 7;
  field(c, 'trade_name', 'Operating name (O/A) / Nom commercial', m.dba.text, l[0], y, l[1], F.dba(m), { ...filled, empty: m.markEmpty === 'dash' ? '—' : '' });
  field(c, 'industry', "Industry / Secteur d'activité", m.industry.text, r[0], y, r[1], F.industry(m), { ...filled, caret: true });
  y += ROW;
  c.label('Business structure / Structure juridique', IX, y);
  y += pills(c, 'entity', m.entity.options, m.entity.chosen, IX, y + 11, IW, m.entity.other ? null : F.entity(m), m.mark,
    { otherText: m.entity.other, otherKey: 'entity_other', otherFields: F.entity(m) }) + 19;
  field(c, 'tax_id', `${m.tax.label} / NE`, m.tax.text, l[0], y, l[1], F.tax(m), filled);
  if (m.start) field(c, 'start_date', 'Date established / Date de création', m.start.text, r[0], y, r[1], F.start(m), { ...filled, calendar: true });
  else field(c, 'years_in_business', 'Years in business / Années d’activité', m.yearsInBusiness, r[0], y, r[1], null, { ...filled, caret: true });
  y += ROW;
  if (m.tax.box) {
    c.label('Number type / Type de numéro', l[0], y);
    pills(c, 'tax_type', ['BN', 'SIN'], m.tax.box, l[0] + 110, y - 4, 100, F.taxBox(m), m.mark);
    y += 22;
  }
  y += field(c, 'street', 'Street address / Adresse', [m.address.suite, m.address.street].filter(Boolean).join('-').replace(/^Suite /, ''), IX, y, IW, null, filled) + 7;
  const [a, b, d] = grid(IX, IW, 3, 16) as [[number, number], [number, number], [number, number]];
  field(c, 'city', 'City / Ville', m.address.city, a[0], y, a[1], null, filled);
  field(c, 'state', 'Province / Territory', m.address.name, b[0], y, b[1], F.state(m), { ...filled, caret: true });
  field(c, 'zip', 'Postal code / Code postal', m.address.zip, d[0], y, d[1], null, filled);
  y += ROW;
  field(c, 'incorporated', 'Jurisdiction of incorporation', m.incorporated, l[0], y, l[1], null, { ...filled, caret: true });
  field(c, 'biz_phone', 'Phone / Téléphone', m.phone, r[0], y, r[1], null, filled);
  y += ROW + 2;
  c.label('Premises / Locaux', IX, y + 4);
  segmented(c, 'premises', ['Own / Propriétaire', 'Rent / Locataire'], m.landlord ? 'Rent / Locataire' : 'Own / Propriétaire', IX + 80, y, null, m.mark, { size: 7.5 });
  if (m.landlord) {
    y += 24;
    field(c, 'landlord', 'Landlord / Propriétaire des locaux', `${m.landlord.name} · ${m.landlord.phone}`, l[0], y, l[1], null, filled);
    field(c, 'rent', 'Monthly rent / Loyer mensuel', m.landlord.rent, r[0], y, r[1], null, filled);
    return y + ROW - 8;
  }
  return y + 18;
}

function financing(c: Canvas, m: Model, y: number): number {
  const [l, r] = grid(IX, IW, 2, 16) as [[number, number], [number, number]];
  field(c, 'amount', 'Amount requested / Montant demandé', m.amount.text, l[0], y, l[1], F.amount(m), { ...filled, size: 11 });
  field(c, 'use', 'Use of funds / Utilisation des fonds', m.use, r[0], y, r[1], null, { ...filled, caret: true });
  y += ROW + 2;
  if (m.freq) {
    c.label('Repayment schedule / Fréquence des paiements', IX, y);
    segmented(c, 'frequency', FREQ_LABELS, m.freq.text, IX, y + 11, F.freq(m), m.mark, { size: 8, segW: 80 });
    y += 38;
  }
  if (m.payment && m.count) {
    field(c, 'payment', 'Payment amount / Montant du paiement', m.payment.text, l[0], y, l[1], F.payment(m), filled);
    field(c, 'count', 'Number of payments / Nombre de paiements', m.count.text, r[0], y, r[1], F.count(m), filled);
    y += ROW;
  }
  field(c, 'monthly_sales', 'Average monthly sales / Ventes mensuelles', m.monthlySales, l[0], y, l[1], null, filled);
  return y + ROW - 8;
}

function owners(c: Canvas, m: Model, y: number): number {
  m.owners.forEach((o, i) => {
    const k = `owner${i + 1}`;
    c.text(`Owner ${i + 1} / Propriétaire ${i + 1}`, IX, y, { size: 9, font: c.theme.bold, color: c.theme.accent });
    y += 14;
    const [a, b, d] = grid(IX, IW, 3, 14) as [[number, number], [number, number], [number, number]];
    ownerName(i, o,
      (label, text, f) => field(c, `${k}.name`, label === 'Full legal name' ? 'Full name / Nom complet' : 'Name (Last, First) / Nom, prénom', text, a[0], y, a[1] + b[1] + 14, f, filled),
      (ft, lt, ff, lf) => {
        field(c, `${k}.first`, 'First name / Prénom', ft, a[0], y, a[1], ff, filled);
        field(c, `${k}.last`, 'Last name / Nom', lt, b[0], y, b[1], lf, filled);
      });
    field(c, `${k}.title`, 'Title / Titre', o.role.text, d[0], y, d[1], F.role(i, o), filled);
    y += OWNER_ROW;
    field(c, `${k}.pct`, 'Ownership / Participation', o.ownership?.text ?? '', a[0], y, a[1], F.pct(i, o), filled);
    field(c, `${k}.ssn`, 'SIN / NAS', o.tax.text, b[0], y, b[1], F.ssn(i, o, m), filled);
    field(c, `${k}.dob`, 'Date of birth / Date de naissance', o.dob?.text ?? '', d[0], y, d[1], F.dob(i, o), { ...filled, calendar: true });
    y += OWNER_ROW;
    field(c, `${k}.home`, 'Home address / Adresse domicile', `${o.home.street}, ${o.home.city}`, a[0], y, a[1] + b[1] + 14, null, filled);
    if (o.score) field(c, `${k}.score`, 'Credit score / Cote de crédit', o.score.text, d[0], y, d[1], F.score(i, o), filled);
    else field(c, `${k}.email`, 'Email / Courriel', o.email, d[0], y, d[1], null, filled);
    y += OWNER_ROW + 4;
  });
  return y - 4;
}

function bank(c: Canvas, m: Model, y: number): number {
  const [a, b, d] = grid(IX, IW, 3, 16) as [[number, number], [number, number], [number, number]];
  const [transit, inst] = m.bank.routing.split('-') as [string, string];
  field(c, 'bank', 'Financial institution / Institution', m.bank.name, a[0], y, a[1], null, filled);
  field(c, 'transit', 'Transit / Institution no.', `${transit} / ${inst}`, b[0], y, b[1], null, filled);
  field(c, 'account', 'Account no. / No de compte', m.bank.account, d[0], y, d[1], null, filled);
  y += ROW + 2;
  y += toggle(c, 'has_advances', 'Existing financing or cash advance? / Financement existant?', m.funders.length > 0, IX, y, IW, m.mark) + 6;
  for (const [j, f] of m.funders.entries()) {
    c.value(`funder${j + 1}.name`, f.name, IX, y, 200, null, { size: 9 });
    c.value(`funder${j + 1}.balance`, `Balance ${f.balance}`, IX + 210, y, 140, null, { size: 9 });
    c.value(`funder${j + 1}.payment`, `${f.payment} ${f.freq.toLowerCase()}`, IX + 360, y, 140, null, { size: 9 });
    y += 15;
  }
  return y;
}

export const MAPLEBRIDGE: Layout = {
  name: 'maplebridge_portal',
  broker: 'Maple Bridge Capital',
  caps: {
    maxOwners: 3, country: 'CA', terms: 0.4, dates: ['iso', 'dmy_long', 'long', 'short'],
    entityOptions: () => ['Corporation', 'Sole Proprietorship', 'Partnership', 'ULC', 'Co-operative', 'Other'],
  },
  theme: { font: 'NimbusSans-Regular.otf', bold: 'NimbusSans-Bold.otf', ink: '#1c1917', grey: '#78716c', line: '#d6d3d1', accent: '#b91c1c', accentText: '#ffffff', soft: '#f5f5f4' },
  info: { Producer: 'cairo 1.18.0 (https://cairographics.org)', Creator: 'Mozilla Firefox 124.0', Title: 'Maple Bridge Capital – Application / Demande' },
  render(c, m) {
    c.addPage(612, 792);
    chrome(c, m);
    c.text('Business financing application', X, 82, { size: 15, font: c.theme.bold });
    c.text("Demande de financement d'entreprise · Step 4 of 4: Review / Révision", X, 100, { size: 8, color: c.theme.grey });
    c.decoyText('app_id', `Reference / Référence : ${m.appId}`, c.W - 200, 84, { size: 8, color: c.theme.grey });
    let y = section(c, '1. Business / Entreprise', 116, (yy) => business(c, m, yy));
    section(c, '2. Financing / Financement', y, (yy) => financing(c, m, yy));
    c.addPage(612, 792);
    chrome(c, m);
    y = section(c, '3. Owners / Propriétaires', 82, (yy) => owners(c, m, yy));
    y = section(c, '4. Banking / Renseignements bancaires', y, (yy) => bank(c, m, yy));
    section(c, '5. Consent & signature / Consentement et signature', y, (yy) => {
      yy += toggle(c, 'pipeda', 'I consent to the collection and use of my personal information (PIPEDA)', true, IX, yy, IW, m.mark) + 8;
      c.text('Each owner authorizes Maple Bridge Capital and its funding partners to obtain credit reports from Equifax and TransUnion '
        + 'and to verify the information above. / Chaque propriétaire autorise la vérification des renseignements ci-dessus.', IX, yy, { size: 7, color: c.theme.grey, width: IW, align: 'left' });
      yy += 28;
      c.scribble(IX + 6, yy + 4, 110);
      c.doc.save().moveTo(IX, yy + 22).lineTo(IX + 190, yy + 22).lineWidth(0.5).stroke(c.theme.line).restore();
      c.decoyText('esign', `E-signed / Signé électroniquement ${m.submitted}`, IX, yy + 26, { size: 7, color: c.theme.grey });
      c.decoyText('iso_rep', `Advisor / Conseiller : ${m.iso.name} · ${m.iso.phone}`, IX + 280, yy + 26, { size: 7, color: c.theme.grey });
      return yy + 36;
    });
  },
};
