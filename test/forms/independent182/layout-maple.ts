// Maple Ridge Funding Partners (Toronto): an Ontario broker's bordered grid, English labels in bold with the French in
// italics beneath, values typed in Courier. Hard: dates are DD/MM/YYYY (labelled JJ/MM/AAAA), so 04/07 is the 4th of
// July; amounts `$75,000.00 CAD`; the entity is free text (`Ltée`, `S.E.N.C.`); an owners table of up to four rows
// with middle initials, credentials, masked SINs; the payment schedule is filled on some files only, beside an
// existing-financing table whose payments and frequencies are other funders'.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import type { Merchant } from './data.ts';
import { app, bn, entityWords, industry, legalName, own, ownerName, province, sin, sinHow, tradeName, type Fields } from './common.ts';
import { date, money, percent, type MoneyStyle } from './format.ts';

const RED = '#b3261e', X0 = 36, W = 540, GRID = '#8a8a8a';

/** A bordered cell: English label, French beneath in italics, the value at the bottom. */
function cell(s: Sheet, en: string, fr: string, x: number, y: number, w: number, key: string, text: string, fields: Fields = {}, h = 32): void {
  s.rect(x, y, w, h, { stroke: GRID, width: 0.5 });
  s.label(en, x + 3, y + 2.5, { size: 6.3, bold: true });
  s.label(fr, x + 3, y + 10, { size: 5.6, italic: true, color: '#555555' });
  s.value(key, text, x + 2, y + 17, w - 4, 14, fields);
}

function heading(s: Sheet, en: string, fr: string, y: number): void {
  s.line(X0, y + 13, X0 + W, y + 13, { width: 1.2, color: RED });
  s.label(en, X0, y + 2, { size: 8.5, bold: true, color: RED });
  s.label(`— ${fr}`, X0 + s.labelWidth(en, 8.5, 'Helvetica-Bold') + 5, y + 3.5, { size: 7, italic: true, color: '#555555' });
}

export function drawMaple(s: Sheet, m: Merchant, rng: Rng): void {
  const ms: MoneyStyle = m.address.province === 'QC' && rng.chance(0.5) ? 'fr' : rng.weighted([['en-cad', 3], ['en', 2], ['en-int', 1]]);
  s.addPage();
  // A maple-ish mark: two red triangles.
  s.doc.save().fillColor(RED).polygon([X0 + 14, 26], [X0 + 28, 52], [X0, 52]).fill().polygon([X0 + 14, 34], [X0 + 24, 58], [X0 + 4, 58]).fill().restore();
  s.label('MAPLE RIDGE', X0 + 36, 28, { size: 16, bold: true, color: '#222222' });
  s.label('FUNDING PARTNERS', X0 + 37, 46, { size: 7.5, bold: true, color: RED });
  s.label('MERCHANT FUNDING APPLICATION', X0 + 250, 28, { size: 10.5, bold: true, width: 290, align: 'right' });
  s.label('Demande d’avance sur ventes futures', X0 + 250, 42, { size: 8, italic: true, width: 290, align: 'right', color: '#555555' });
  s.label('Toronto ON · 1-888-555-0147 · submissions@mapleridgefp.ca', X0 + 250, 54, { size: 6.3, width: 290, align: 'right', color: '#555555' });
  s.rect(X0, 66, W, 18, { fill: '#f4f1ec' });
  s.label('Referral partner / Partenaire :', X0 + 4, 72, { size: 6.3, bold: true });
  s.value('iso_company', m.iso.company, X0 + 108, 68, 200, 14);
  s.label('Rep ID :', X0 + 330, 72, { size: 6.3, bold: true });
  s.value('iso_id', m.iso.id, X0 + 362, 68, 120, 14);

  let y = 92;
  heading(s, 'BUSINESS INFORMATION', 'RENSEIGNEMENTS SUR L’ENTREPRISE', y);
  y += 18;
  cell(s, 'Legal Business Name', 'Dénomination sociale', X0, y, 340, 'legal_name', ...legalName(m));
  const entity = rng.chance(0.9) ? entityWords(m, rng) : ['', {}] as [string, Fields];
  cell(s, 'Entity Type', 'Type d’entité', X0 + 340, y, 200, 'entity', ...entity);
  y += 32;
  cell(s, 'Operating As (O/A)', 'Exploitée sous le nom de', X0, y, 340, 'trade_name', ...tradeName(m, rng));
  const start = rng.chance(0.9);
  cell(s, 'Date Established (DD/MM/YYYY)', 'Date de fondation (JJ/MM/AAAA)', X0 + 340, y, 200, 'start_date', start ? date(m.start, 'JJ/MM/AAAA') : '',
    start ? { [app('business_start_date')]: m.start } : {});
  y += 32;
  cell(s, 'Business Number (BN)', 'Numéro d’entreprise (NE)', X0, y, 200, 'bn', ...bn(m, rng));
  cell(s, 'Industry / Type of Business', 'Secteur d’activité', X0 + 200, y, 340, 'industry', ...industry(m));
  y += 32;
  cell(s, 'Street Address', 'Adresse', X0, y, 240, 'address', m.address.street);
  cell(s, 'City', 'Ville', X0 + 240, y, 120, 'city', m.address.city);
  cell(s, 'Province', 'Province', X0 + 360, y, 90, 'province', ...province(m.address.province, rng.pick(['code', 'en', 'en'] as const)));
  cell(s, 'Postal Code', 'Code postal', X0 + 450, y, 90, 'postal', m.address.postal);
  y += 32;
  cell(s, 'Business Phone', 'Téléphone', X0, y, 150, 'phone', m.phone);
  cell(s, 'Email', 'Courriel', X0 + 150, y, 210, 'email', m.email);
  cell(s, 'Website', 'Site Web', X0 + 360, y, 180, 'website', m.website ?? '');

  y += 40;
  heading(s, 'FUNDING REQUEST', 'DEMANDE DE FINANCEMENT', y);
  y += 18;
  cell(s, 'Amount Requested', 'Montant demandé', X0, y, 180, 'requested_amount', money(m.requested, ms), { [app('requested_amount')]: m.requested });
  cell(s, 'Use of Funds', 'Utilisation des fonds', X0 + 180, y, 360, 'use_of_funds', m.useOfFunds);
  y += 32;
  // The schedule is the broker's proposal: filled on some files only.
  const schedule = rng.chance(0.6);
  cell(s, 'Proposed Payment', 'Versement proposé', X0, y, 150, 'requested_payment', schedule ? money(m.payment, ms) : '',
    schedule ? { [app('requested_payment')]: m.payment } : {});
  cell(s, 'No. of Payments', 'Nombre de versements', X0 + 150, y, 110, 'number_of_payments', schedule ? String(m.payments) : '',
    schedule ? { [app('number_of_payments')]: m.payments } : {});
  s.rect(X0 + 260, y, 280, 32, { stroke: GRID, width: 0.5 });
  s.label('Payment Frequency', X0 + 263, y + 2.5, { size: 6.3, bold: true });
  s.label('Fréquence des versements', X0 + 263, y + 10, { size: 5.6, italic: true, color: '#555555' });
  const freqs: [Merchant['frequency'], string][] = [['daily', 'Daily / Quotidien'], ['weekly', 'Weekly / Hebdo'], ['biweekly', 'Bi-weekly / Aux 2 sem.'],
    ['monthly', 'Monthly / Mensuel']];
  let fx = X0 + 264;
  for (const [f, label] of freqs) {
    const on = schedule && m.frequency === f;
    s.check(`frequency_${f}`, label, fx, y + 20, on, on ? { [app('payment_frequency')]: f } : {}, 6.5);
    s.label(label, fx + 9, y + 21, { size: 5.8 });
    fx += s.labelWidth(label, 5.8) + 16;
  }
  y += 32;
  cell(s, 'Average Monthly Sales', 'Ventes mensuelles moyennes', X0, y, 180, 'monthly_sales', money(m.monthlySales, ms));
  cell(s, 'Annual Gross Revenue', 'Revenu brut annuel', X0 + 180, y, 180, 'annual_revenue', money(m.annualRevenue, ms));
  cell(s, 'Number of Employees', 'Nombre d’employés', X0 + 360, y, 180, 'employees', String(m.employees));

  y += 40;
  heading(s, 'EXISTING FINANCING', 'FINANCEMENT EXISTANT', y);
  y += 18;
  const heads: [string, number][] = [['Funder / Bailleur de fonds', 220], ['Balance / Solde', 110], ['Payment / Versement', 110], ['Frequency / Fréquence', 100]];
  for (let r = 0; r < 3; r++) {
    let cx = X0;
    for (const [i, [h, w]] of heads.entries()) {
      s.rect(cx, y + r * 16, w, 16, r === 0 ? { fill: '#f4f1ec', stroke: GRID, width: 0.5 } : { stroke: GRID, width: 0.5 });
      if (r === 0) s.label(h, cx + 3, y + 5, { size: 6.2, bold: true });
      const a = m.advances[r - 1];
      if (r > 0 && a) {
        const text = [a.funder, money(a.balance, ms), money(a.payment, ms), rng.pick(['Daily', 'Weekly', 'Quotidien'])][i]!;
        s.value(`advance_${['funder', 'balance', 'payment', 'frequency'][i]}`, text, cx + 1, y + r * 16 + 1, w - 2, 14);
      }
      cx += w;
    }
  }
  y += 56;
  heading(s, 'BANKING', 'RENSEIGNEMENTS BANCAIRES', y);
  y += 18;
  cell(s, 'Bank / Credit Union', 'Institution financière', X0, y, 180, 'bank_name', m.bank.name);
  cell(s, 'Transit No.', 'No de transit', X0 + 180, y, 110, 'bank_transit', m.bank.transit);
  cell(s, 'Institution No.', 'No d’institution', X0 + 290, y, 100, 'bank_institution', m.bank.institution);
  cell(s, 'Account No.', 'No de compte', X0 + 390, y, 150, 'bank_account', m.bank.account);
  s.label('MRFP-APP-CA rev. 11/2024 · 1 / 2', X0, 764, { size: 6, width: W, align: 'right', color: '#777777' });

  ownersPage(s, m, rng, ms);
}

function ownersPage(s: Sheet, m: Merchant, rng: Rng, ms: MoneyStyle): void {
  s.addPage();
  let y = 36;
  heading(s, 'OWNERS / GUARANTORS', 'PROPRIÉTAIRES / CAUTIONS (20 % +)', y);
  y += 18;
  const cols: [string, string, number][] = [['Full Name', 'Nom complet', 160], ['Title', 'Titre', 80], ['Own. %', 'Part', 45], ['SIN', 'NAS', 85],
    ['DOB (DD/MM/YYYY)', 'Naissance (JJ/MM/AAAA)', 95], ['Credit Score', 'Cote de crédit', 75]];
  let cx = X0;
  for (const [en, fr, w] of cols) {
    s.rect(cx, y, w, 22, { fill: '#f4f1ec', stroke: GRID, width: 0.5 });
    s.label(en, cx + 3, y + 3, { size: 6.2, bold: true });
    s.label(fr, cx + 3, y + 11.5, { size: 5.4, italic: true, color: '#555555' });
    cx += w;
  }
  y += 22;
  const scores = rng.chance(0.5);
  for (let r = 0; r < 4; r++) {
    const o = m.owners[r];
    cx = X0;
    const texts: [string, Fields][] = o ? [ownerName(o, r, 'full'), [o.title, { [own(r, 'role')]: o.title }],
      [percent(o.pct, rng.chance(0.3)), { [own(r, 'ownership')]: o.pct }], sin(o, r, sinHow(rng), rng),
      rng.chance(0.85) ? [date(o.dob, 'JJ/MM/AAAA'), { [own(r, 'date_of_birth')]: o.dob }] : ['', {}],
      scores ? [String(o.score), { [own(r, 'credit_score')]: o.score }] : ['', {}]] : [];
    for (const [i, [, , w]] of cols.entries()) {
      s.rect(cx, y, w, 18, { stroke: GRID, width: 0.5 });
      const t = texts[i];
      if (t) s.value(`owner${r + 1}_${['name', 'title', 'pct', 'sin', 'dob', 'score'][i]}`, t[0], cx + 1, y + 2, w - 2, 14, t[1]);
      cx += w;
    }
    y += 18;
  }
  y += 12;
  heading(s, 'TRADE REFERENCES', 'RÉFÉRENCES COMMERCIALES', y);
  y += 18;
  for (const [i, r] of m.references.slice(0, 2).entries()) {
    cell(s, `Supplier ${i + 1}`, `Fournisseur ${i + 1}`, X0, y, 300, `reference${i + 1}_name`, r.name);
    cell(s, 'Phone', 'Téléphone', X0 + 300, y, 240, `reference${i + 1}_phone`, r.phone);
    y += 32;
  }
  cell(s, 'Landlord / Mortgage Holder', 'Locateur / Créancier hypothécaire', X0, y, 300, 'landlord', m.landlord.name);
  cell(s, 'Monthly Rent', 'Loyer mensuel', X0 + 300, y, 240, 'rent', money(m.landlord.rent, ms));
  y += 44;
  heading(s, 'AUTHORIZATION', 'AUTORISATION', y);
  y += 18;
  s.label('By signing below, each owner certifies that the information in this application is accurate and authorizes Maple Ridge Funding '
    + 'Partners and its funding partners to obtain consumer and commercial credit reports and to verify the information with any bank, '
    + 'landlord or supplier named herein, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA).',
  X0, y, { size: 6.5, width: W });
  y += 30;
  s.label('En signant, chaque propriétaire atteste l’exactitude des renseignements et autorise Maple Ridge Funding Partners et ses partenaires '
    + 'à obtenir des rapports de crédit et à vérifier ces renseignements, conformément à la LPRPDE.', X0, y, { size: 6.5, width: W, italic: true });
  y += 30;
  const signed = new Date(Date.UTC(2026, 0, 5 - rng.int(0, 15))).toISOString().slice(0, 10);
  for (const [i, o] of m.owners.slice(0, 2).entries()) {
    const bx = X0 + i * 275;
    s.signature(bx + 4, y + 16, 150);
    s.line(bx, y + 22, bx + 255, y + 22);
    s.label(`Signature — Owner ${i + 1} / Propriétaire ${i + 1}`, bx, y + 25, { size: 6 });
    s.label('Name / Nom :', bx, y + 40, { size: 6.3, bold: true });
    s.value(`owner${i + 1}_print`, `${o.first} ${o.last}`, bx + 48, y + 35, 205, 14, { [own(i, 'first_name')]: o.first, [own(i, 'last_name')]: o.last });
    s.label('Date (JJ/MM/AAAA) :', bx, y + 58, { size: 6.3, bold: true });
    s.value(`owner${i + 1}_signed`, date(signed, 'JJ/MM/AAAA'), bx + 72, y + 53, 120, 14);
  }
  s.label('MRFP-APP-CA rev. 11/2024 · 2 / 2', X0, 764, { size: 6, width: W, align: 'right', color: '#777777' });
}
