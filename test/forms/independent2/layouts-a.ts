// Brokers' layouts, part one: a one-page quick app of boxed cells, a bilingual Canadian form, a matrix whose columns
// are the business and its owners, and a bank-style form with character combs and capital letters.
import { cell, type Layout } from './layout.ts';
import { FREQ_WORD, dob, money, ownerId, ownerName, startDate } from './rules.ts';
import { d2 } from './model.ts';

const US_ENTITY_OPTS = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'PLLC', 'LLP', 'Non-Profit'];
const CA_ENTITY_OPTS = ['Corporation', 'Sole Proprietorship', 'Partnership', 'ULC'];
const caEntity = (t: string) => (t === 'Incorporated' ? 'Corporation' : t);

/** Harbor Line: one-page quick app, every answer in its own ruled cell; amount as "$150K"; start as MM-YYYY. */
export const harborQuickapp: Layout = {
  name: 'harbor_quickapp', countries: ['US'], owners: [1, 2],
  draw(s, m) {
    s.opaqueNames = true;
    s.text('HARBOR LINE CAPITAL', 36, 30, { size: 16, font: 'Helvetica-Bold' });
    s.text('QUICK APP  -  Working Capital up to $500K  -  Decisions in 24 hrs', 36, 50, { size: 8 });
    s.text('Fax completed app to (800) 555-0142 or e-mail apps@harborline.example', 330, 34, { size: 6.5 });
    const L = 36, W = 540;
    let y = 70;
    s.bar('BUSINESS', L, y, W, '#1d4e89'); y += 15;
    cell(s, 'Business Legal Name', m.legal, L, y, 340, 24, 'legal');
    cell(s, 'D/B/A', m.dba, L + 340, y, 200, 24, 'dba'); y += 24;
    cell(s, 'Federal Tax ID', m.taxId, L, y, 120, 24, 'taxid');
    cell(s, 'Business Start (MM-YYYY)', startDate(m.start, 'mm_yyyy').text, L + 120, y, 110, 24, 'start');
    s.rect(L + 230, y, 310, 24);
    s.text('Entity', L + 232, y + 2, { size: 5.5 });
    const listed = US_ENTITY_OPTS.slice(0, 5);
    s.options(listed, m.entity.text, L + 236, y + 12, 'x', 'entity', 4, 6);
    s.text('Other:', L + 455, y + 12, { size: 6 });
    s.value(listed.includes(m.entity.text) ? '' : m.entity.text, L + 478, y + 11, 58, 'entity_other', { size: 7 });
    y += 24;
    cell(s, 'Physical Address (no P.O. Box)', m.street, L, y, 220, 24, 'street');
    cell(s, 'City', m.city, L + 220, y, 150, 24, 'city');
    cell(s, 'State', m.region, L + 370, y, 60, 24, 'state');
    cell(s, 'Zip', m.zip, L + 430, y, 110, 24, 'zip'); y += 24;
    cell(s, 'Business Phone', m.phone, L, y, 130, 24, 'phone');
    cell(s, 'Fax', m.fax, L + 130, y, 120, 24, 'fax', true);
    cell(s, 'E-mail', m.email, L + 250, y, 160, 24, 'email');
    cell(s, 'Website', m.web, L + 410, y, 130, 24, 'web'); y += 24;
    cell(s, 'Type of Business', m.industryText, L, y, 220, 24, 'industry');
    cell(s, '# Employees', String(m.employees), L + 220, y, 70, 24, 'employees', true);
    cell(s, 'Avg Monthly Gross Sales', money(m.monthlySales, 'plain'), L + 290, y, 120, 24, 'sales', true);
    cell(s, 'Amount Requested', money(m.amount, 'k'), L + 410, y, 130, 24, 'amount'); y += 30;
    y = harborOwners(s, m, L, y);
    s.bar('BANK', L, y, W, '#1d4e89'); y += 15;
    cell(s, 'Bank Name', m.bank.name, L, y, 200, 24, 'bank', true);
    cell(s, 'Routing #', m.bank.routing, L + 200, y, 150, 24, 'routing', true);
    cell(s, 'Account #', m.bank.account, L + 350, y, 190, 24, 'account', true); y += 32;
    y = s.para('By signing below, each owner certifies that the information above is true and authorizes Harbor Line Capital and its assigns to obtain consumer and business credit reports and to contact the references and bank listed. This is not a loan application; any purchase of future receivables is subject to underwriting.', L, y, W) + 18;
    s.line(L, y, L + 220, y); s.text('Signature (Owner 1)', L, y + 2, { size: 6 });
    s.line(L + 260, y, L + 380, y); s.text('Date', L + 260, y + 2, { size: 6 });
    y += 20;
    s.rect(L + 340, y, 200, 44, '#eeeeee'); s.rect(L + 340, y, 200, 44);
    s.text('OFFICE USE ONLY', L + 344, y + 3, { size: 6, font: 'Helvetica-Bold' });
    s.text('Deal #', L + 344, y + 14, { size: 6 }); s.decoy(m.office.deal, L + 380, y + 13, 70, 'office_deal', { size: 8 });
    s.text('ISO', L + 450, y + 14, { size: 6 }); s.decoy(m.iso.code, L + 466, y + 13, 70, 'office_iso', { size: 8 });
    s.text('Score', L + 344, y + 28, { size: 6 }); s.decoy(String(m.office.score), L + 380, y + 27, 40, 'office_score', { size: 8 });
    s.text('Factor', L + 450, y + 28, { size: 6 }); s.decoy(m.office.factor, L + 476, y + 27, 50, 'office_factor', { size: 8 });
    return { start: 'mm_yyyy', terms: { amount: true, payment: false, payments: false, freq: false }, maxOwners: 2, score: true, caps: false };
  },
};

function harborOwners(s: Parameters<Layout['draw']>[0], m: Parameters<Layout['draw']>[1], L: number, y0: number): number {
  const w = 270;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = L + i * w;
    let y = y0;
    s.bar(`OWNER ${i + 1}`, x, y, w - 4, '#1d4e89'); y += 15;
    cell(s, 'Full Name', ownerName(o, 'with_middle'), x, y, 170, 24, `o${i}_name`);
    cell(s, 'Title', o.title, x + 170, y, 96, 24, `o${i}_title`); y += 24;
    cell(s, 'Ownership %', `${o.pct}%`, x, y, 70, 24, `o${i}_pct`);
    cell(s, 'SSN', ownerId('US', o), x + 70, y, 100, 24, `o${i}_ssn`);
    cell(s, 'Date of Birth', dob(o.dob), x + 170, y, 96, 24, `o${i}_dob`); y += 24;
    cell(s, 'Home Address', `${o.home.street}, ${o.home.city}`, x, y, 200, 24, `o${i}_home`, true);
    cell(s, 'Home State', o.home.region, x + 200, y, 66, 24, `o${i}_home_state`); y += 24;
    cell(s, 'Est. Credit Score', o.score === null ? '' : String(o.score), x, y, 90, 24, `o${i}_score`);
    cell(s, 'Cell Phone', `(${300 + i * 7}) 555-01${d2(10 + i)}`, x + 90, y, 176, 24, `o${i}_cell`, true);
  });
  return y0 + 15 + 96 + 10;
}

/** Northstar: Canadian, bilingual labels (English / French), BN with program account, SIN, PIPEDA consent, CAD amounts. */
export const northstarBilingual: Layout = {
  name: 'northstar_bilingual', countries: ['CA'], owners: [1, 3],
  draw(s, m) {
    s.text('Northstar Commerce Funding Inc.', 40, 32, { size: 14, font: 'Times-Bold' });
    s.text('Merchant Application / Demande du commerçant', 40, 50, { size: 10, font: 'Times-Italic' });
    const L = 40, W = 532;
    const row = (en: string, fr: string, v: string, x: number, y: number, w: number, name: string, decoy = false) => {
      s.text(en, x, y, { size: 7, font: 'Helvetica-Bold' });
      s.text(fr, x, y + 8, { size: 6, font: 'Helvetica-Oblique', color: '#444444' });
      s.line(x, y + 28, x + w - 8, y + 28);
      if (decoy) s.decoy(v, x + 2, y + 17, w - 10, name); else s.value(v, x + 2, y + 17, w - 10, name);
    };
    let y = 72;
    s.bar('1. BUSINESS / ENTREPRISE', L, y, W, '#7a1f1f'); y += 18;
    row('Legal Name', 'Dénomination sociale', m.legal, L, y, 300, 'legal');
    row('Operating Name (O/A)', "Nom d'exploitation", m.dba, L + 300, y, 232, 'dba'); y += 34;
    row('Business Number (BN)', "Numéro d'entreprise (NE)", m.taxId, L, y, 170, 'bn');
    row('Business Start Date', 'Date de début des activités', startDate(m.start, 'long').text, L + 170, y, 170, 'start');
    row('Province of Incorporation', 'Province de constitution', m.incRegion, L + 340, y, 192, 'inc_prov', true); y += 34;
    s.text('Legal Structure / Structure juridique', L, y, { size: 7, font: 'Helvetica-Bold' });
    s.options(CA_ENTITY_OPTS, caEntity(m.entity.text), L + 150, y, 'check', 'entity', 14); y += 16;
    row('Street Address', 'Adresse', m.street, L, y, 220, 'street');
    row('City', 'Ville', m.city, L + 220, y, 130, 'city');
    row('Province', 'Province', m.region, L + 350, y, 70, 'prov');
    row('Postal Code', 'Code postal', m.zip, L + 420, y, 112, 'postal'); y += 34;
    row('Telephone', 'Téléphone', m.phone, L, y, 140, 'phone');
    row('E-mail', 'Courriel', m.email, L + 140, y, 200, 'email');
    row('Nature of Business', "Secteur d'activité", m.industryText, L + 340, y, 192, 'industry'); y += 38;
    s.bar('2. FUNDING REQUEST / FINANCEMENT DEMANDÉ', L, y, W, '#7a1f1f'); y += 18;
    row('Amount Requested', 'Montant demandé', money(m.amount, 'cad'), L, y, 170, 'amount');
    row('Proposed Payment', 'Versement proposé', money(m.payment, 'cad'), L + 170, y, 170, 'payment');
    row('Number of Payments', 'Nombre de versements', String(m.payments), L + 340, y, 192, 'payments'); y += 34;
    s.text('Payment Frequency / Fréquence', L, y, { size: 7, font: 'Helvetica-Bold' });
    s.options(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQ_WORD[m.freq]!, L + 130, y, 'check', 'freq', 14); y += 16;
    s.bar('3. PRINCIPALS / DIRIGEANTS', L, y, W, '#7a1f1f'); y += 18;
    m.owners.forEach((o, i) => {
      row(`Principal ${i + 1} Name`, 'Nom', ownerName(o, 'first_last'), L, y, 180, `o${i}_name`);
      row('Title', 'Titre', o.title, L + 180, y, 90, `o${i}_title`);
      row('Ownership', 'Participation', `${o.pct}%`, L + 270, y, 62, `o${i}_pct`);
      row('SIN', "NAS", ownerId('CA', o), L + 332, y, 90, `o${i}_sin`);
      row('Credit Score', 'Cote de crédit', o.score === null ? '' : String(o.score), L + 422, y, 110, `o${i}_score`); y += 30;
      row('Home Address', 'Adresse personnelle', `${o.home.street}, ${o.home.city}, ${o.home.region}`, L, y, 332, `o${i}_home`, true);
      row('Date of Birth', 'Date de naissance', dob(o.dob), L + 332, y, 200, `o${i}_dob`); y += 36;
    });
    s.text('Bank / Banque:', L, y, { size: 7 }); s.decoy(m.bank.name, L + 60, y - 1, 140, 'bank');
    s.text('Transit-Institution:', L + 210, y, { size: 7 }); s.decoy(m.bank.transit, L + 282, y - 1, 80, 'transit');
    s.text('Account / Compte:', L + 370, y, { size: 7 }); s.decoy(m.bank.account, L + 438, y - 1, 90, 'account'); y += 18;
    y = s.para('PIPEDA CONSENT / CONSENTEMENT (LPRPDE): The undersigned consent to the collection, use and disclosure of their personal information, including credit bureau reports (Equifax, TransUnion), for the purpose of evaluating this request. Les soussignés consentent à la collecte, à l\'utilisation et à la communication de leurs renseignements personnels aux fins de l\'évaluation de la présente demande.', L, y, W) + 16;
    s.line(L, y, L + 200, y); s.text('Signature', L, y + 2, { size: 6 });
    s.line(L + 260, y, L + 380, y); s.text('Date (JJ/MM/AAAA)', L + 260, y + 2, { size: 6 });
    return { start: 'long', terms: { amount: true, payment: true, payments: true, freq: true }, maxOwners: 3, score: true, caps: false };
  },
};
