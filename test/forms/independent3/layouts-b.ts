// Four brokers: owner statements as paragraphs to fill in, monospaced values in grey shaded fields with the business
// in every page's header, a sole proprietor whose tax ID is his SSN, and a Quebec form in French only.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Layout } from './layouts-a.ts';
import { einText, FREQ_EN, FREQ_FR, fullName, money, sinText, ssnText, usDate, type Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';
import { applicantTruth, businessTruth } from './truthof.ts';

/** Writes a sentence made of printed words and blanks; a blank's value sits on its line. Returns the next y. */
function sentence(s: Sheet, parts: (string | [key: string, value: string, w: number, decoy?: boolean])[], x0: number, y: number, right = 572): number {
  let x = x0;
  s.doc.font('Times-Roman').fontSize(10);
  for (const p of parts) {
    const w = typeof p === 'string' ? s.doc.font('Times-Roman').fontSize(10).widthOfString(p) : p[2];
    if (x + w > right) { x = x0; y += 22; }
    if (typeof p === 'string') s.label(p, x, y + 3, { size: 10, font: 'Times-Roman' });
    else { s.line(x, y + 14, x + w, y + 14, '#000', 0.5); s.value(p[0], p[1], x + 3, y + 2, w - 6, { size: 10, decoy: p[3] === true }); }
    x += w + 3;
  }
  return y + 26;
}

const HALVES: Record<number, string> = { 50: 'one half', 25: 'one quarter' };

function drawParagraph(s: Sheet, m: Merchant, rng: Rng): TruthApplication {
  s.label('LIBERTY LANE FUNDING', 40, 30, { size: 13, font: 'Times-Bold' });
  s.label('Statement of Business and Owners', 40, 47, { size: 10, font: 'Times-Italic' });
  s.line(40, 62, 572, 62);
  let y = 74;
  s.label('1. The Business', 40, y, { size: 10, font: 'Times-Bold' }); y += 16;
  y = sentence(s, [['legal', m.legal, 220], ', doing business as', ['dba', m.dba ?? 'N/A', 160], ', is a', ['entity', m.entity.text, 130],
    'organized under the laws of the State of', ['incstate', m.incState, 50, true], ', with Federal Employer Identification No.', ['taxid', einText(m.taxId), 100],
    '. It has operated since', ['start', usDate(m.start, rng.pick(['mdy', 'long'] as const)), 110], 'as a', ['industry', m.industry.text, 170],
    'business from its premises at', ['street', m.address.street, 150], ',', ['city', m.address.city, 90], ',', ['state', m.address.region, 30], ['zip', m.address.zip, 50],
    ', which it leases from', ['landlord', m.landlord, 170, true], '.'], 40, y);
  y += 6;
  s.label('2. The Request', 40, y, { size: 10, font: 'Times-Bold' }); y += 16;
  y = sentence(s, ['The Business requests an advance of', ['amount', money(m.amount), 90], ', to be remitted in', ['payments', String(m.payments), 40],
    ['freq', FREQ_EN[m.freq].toLowerCase(), 70], 'payments of', ['payment', money(m.payment), 80], 'each, from its account no.',
    ['account', m.bank.account, 100, true], 'at', ['bank', m.bank.name, 170, true], '.'], 40, y);
  y += 6;
  s.label('3. The Owners (one statement per owner of 20% or more)', 40, y, { size: 10, font: 'Times-Bold' }); y += 16;
  const t = businessTruth(m);
  m.owners.forEach((o, i) => {
    const k = `owner${i}`;
    const word = HALVES[o.ownership] && rng.chance(0.5) ? HALVES[o.ownership]! : rng.pick([`${o.ownership}%`, `${o.ownership} %`, `${o.ownership} percent`]);
    const masked = rng.chance(0.3);
    y = sentence(s, ['I,', [`${k} name`, fullName(o, rng.pick(['plain', 'middle', 'initial'] as const)), 170], ', hold', [`${k} own`, word, 70],
      'of the shares of', [`${k} biz`, m.legal, 180], 'as its', [`${k} title`, o.title, 110], '. My Social Security number is',
      [`${k} ssn`, masked ? `XXX-XX-${o.taxId.slice(5)}` : ssnText(o.taxId), 95], ', I was born on', [`${k} dob`, usDate(o.dob, 'mdy'), 80],
      ', I live at', [`${k} home`, `${o.home.street}, ${o.home.city}`, 190, true], ', and to my knowledge my credit score is about',
      [`${k} score`, o.score === null ? 'unknown' : String(o.score), 60], '.'], 52, y);
    s.line(52, y + 10, 230, y + 10); s.label('Signature', 52, y + 13, { size: 7 }); y += 32;
    t.applicants.push(applicantTruth(o, 'US', { ownership: /^\d/.test(word) ? o.ownership : null, taxId: masked ? 'masked' : 'full' }));
  });
  if (m.funders.length) {
    y = sentence(s, ['The Business presently owes', ['fbal', money(m.funders[0]!.balance), 80], 'to', ['funder', m.funders[0]!.name, 160, true],
      ', repaid at', ['fpay', money(m.funders[0]!.payment), 60], 'per', ['ffreq', m.funders[0]!.freq === 'daily' ? 'day' : 'week', 50], '.'], 40, y);
  }
  s.label(`Broker of record: ${m.iso}`, 40, Math.min(y + 10, 740), { size: 8, color: '#444' });
  s.printed.push({ key: 'iso', text: m.iso, decoy: true });
  return t;
}

function shadedHeader(s: Sheet, m: Merchant, page: number, pages: number): void {
  s.label('GRANITE FUNDING SOLUTIONS', 36, 22, { size: 12, font: 'Helvetica-Bold' });
  s.label(`Applicant business: ${m.legal}${m.dba ? `  d/b/a ${m.dba}` : ''}`, 36, 40, { size: 8.5, font: 'Helvetica-Oblique' });
  s.label(`Page ${page} / ${pages}`, 520, 26, { size: 7 });
  s.line(36, 54, 576, 54, '#000', 1);
}

function shaded(s: Sheet, label: string, key: string, value: string, x: number, y: number, w: number, decoy = false): void {
  s.label(label, x, y, { size: 6.5, font: 'Helvetica-Bold' });
  s.box(x, y + 9, w, 16, { fill: '#e4e4e4', stroke: 'none' });
  s.value(key, value, x + 3, y + 12.5, w - 6, { font: 'Courier', size: 9.5, decoy });
}

function drawMonoShade(s: Sheet, m: Merchant, rng: Rng): TruthApplication {
  const head = m.owners[0]!;
  if (rng.chance(0.6)) head.title = 'Pres./CEO';
  shadedHeader(s, m, 1, 2);
  let y = 66;
  shaded(s, 'LEGAL NAME', 'legal', m.legal, 36, y, 330); shaded(s, 'DOING BUSINESS AS', 'dba', m.dba ?? m.legal, 376, y, 200); y += 34;
  shaded(s, 'ENTITY', 'entity', m.entity.text, 36, y, 150); shaded(s, 'FEDERAL TAX ID (EIN)', 'taxid', m.taxId, 196, y, 120);
  shaded(s, 'BUSINESS START DATE', 'start', usDate(m.start, 'mdyy'), 326, y, 110); shaded(s, 'STATE OF INC.', 'incstate', m.incState, 446, y, 130, true); y += 34;
  shaded(s, 'STREET', 'street', m.address.street, 36, y, 220); shaded(s, 'CITY', 'city', m.address.city, 266, y, 130);
  shaded(s, 'ST', 'state', m.address.region, 406, y, 40); shaded(s, 'ZIP', 'zip', m.address.zip, 456, y, 120); y += 34;
  shaded(s, 'INDUSTRY / PRODUCTS SOLD', 'industry', m.industry.text, 36, y, 260); shaded(s, 'MONTHLY GROSS SALES', 'sales', money(m.monthlySales), 306, y, 130, true);
  shaded(s, 'EMPLOYEES', 'emp', String(m.employees), 446, y, 130, true); y += 44;
  s.label('FUNDING TERMS', 36, y, { size: 9, font: 'Helvetica-Bold' }); y += 14;
  shaded(s, 'ADVANCE AMOUNT', 'amount', money(m.amount), 36, y, 150); shaded(s, 'PAYMENT', 'payment', money(m.payment), 196, y, 120);
  shaded(s, 'NO. OF PAYMENTS', 'payments', String(m.payments), 326, y, 90); y += 32;
  s.label('FREQUENCY', 36, y, { size: 6.5, font: 'Helvetica-Bold' });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) => {
    s.check(`freq ${f}`, 100 + i * 80, y - 1, m.freq === f, 'slash'); s.label(FREQ_EN[f], 113 + i * 80, y, { size: 8 });
  });
  y += 24;
  s.label('BANK REFERENCE', 36, y, { size: 9, font: 'Helvetica-Bold' }); y += 14;
  shaded(s, 'BANK', 'bank', m.bank.name, 36, y, 200, true); shaded(s, 'ROUTING', 'routing', m.bank.routing, 246, y, 120, true);
  shaded(s, 'ACCOUNT', 'account', m.bank.account, 376, y, 200, true); y += 34;
  shaded(s, 'TRADE REFERENCE 1', 'ref1', m.refs[0]!, 36, y, 260, true); shaded(s, 'TRADE REFERENCE 2', 'ref2', m.refs[1]!, 316, y, 260, true);
  s.newPage();
  shadedHeader(s, m, 2, 2);
  y = 66;
  const t = businessTruth(m);
  if (m.dba === null) t.trade_name = null;
  m.owners.forEach((o, i) => {
    const k = `owner${i}`;
    const masked = rng.chance(0.35);
    s.label(`PRINCIPAL ${i + 1}`, 36, y, { size: 9, font: 'Helvetica-Bold' }); y += 13;
    shaded(s, 'NAME', `${k} name`, fullName(o, o.suffix ? 'plain' : rng.pick(['lastfirst', 'plain'] as const)), 36, y, 230);
    shaded(s, 'TITLE', `${k} title`, o.title, 276, y, 120); shaded(s, 'OWNERSHIP', `${k} own`, `${o.ownership}%`, 406, y, 70);
    shaded(s, 'FICO', `${k} score`, o.score === null ? '' : String(o.score), 486, y, 90); y += 32;
    shaded(s, 'SSN', `${k} ssn`, masked ? `***-**-${o.taxId.slice(5)}` : ssnText(o.taxId), 36, y, 130);
    shaded(s, 'DOB', `${k} dob`, usDate(o.dob, 'mdy'), 176, y, 90);
    shaded(s, 'RESIDENCE', `${k} home`, `${o.home.street}, ${o.home.city} ${o.home.region}`, 276, y, 300, true); y += 40;
    t.applicants.push(applicantTruth(o, 'US', { taxId: masked ? 'masked' : 'full' }));
  });
  s.label('OUTSTANDING BALANCES WITH OTHER FUNDERS', 36, y, { size: 9, font: 'Helvetica-Bold' }); y += 14;
  for (const f of m.funders) { shaded(s, 'FUNDER', 'funder', f.name, 36, y, 200, true); shaded(s, 'DAILY/WEEKLY PMT', 'fpay', money(f.payment), 246, y, 120, true); y += 32; }
  if (!m.funders.length) s.label('None declared.', 36, y, { size: 8 });
  return t;
}

function drawSoleProp(s: Sheet, m: Merchant, rng: Rng): TruthApplication {
  const o = m.owners[0]!;
  o.title = 'Owner';
  s.label('MAIN STREET ADVANCE', 306, 28, { size: 15, font: 'Helvetica-Bold', width: 266, align: 'right' });
  s.label('Application for Business Funding', 40, 34, { size: 11, font: 'Helvetica-Bold' });
  let y = 64;
  const field = (label: string, key: string, value: string, x: number, w: number, decoy = false) => {
    s.label(label, x, y, { size: 7, color: '#333' }); s.box(x, y + 9, w, 17, { stroke: '#777' });
    s.value(key, value, x + 3, y + 13, w - 6, { size: 9.5, decoy });
  };
  field('Business legal name (sole proprietors: your full name)', 'legal', m.legal, 40, 270); field('DBA / Trade name', 'dba', m.dba ?? '', 320, 252); y += 36;
  s.label('Business structure:', 40, y + 2, { size: 7.5 });
  ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation'].forEach((e, i) => {
    s.check(`entity ${e}`, 120 + i * 100, y, e === 'Sole Proprietor', 'slash'); s.label(e, 133 + i * 100, y + 1, { size: 8 });
  });
  y += 22;
  field('Tax ID (EIN, or SSN if none)', 'taxid', ssnText(m.taxId), 40, 150); field('Business start date', 'start', usDate(m.start, 'long'), 200, 150);
  field('Years in business', 'years', String(2026 - Number(m.start.slice(0, 4))), 360, 60, true); field('What does the business do?', 'industry', m.industry.text, 430, 142); y += 36;
  field('Business address', 'street', m.address.street, 40, 230); field('City', 'city', m.address.city, 280, 120); field('State', 'state', m.address.region, 410, 50);
  field('Zip', 'zip', m.address.zip, 470, 102); y += 36;
  field('Amount requested', 'amount', money(m.amount, rng.pick(['dollar', 'plain'] as const)), 40, 130);
  field('Daily/weekly payment you can afford', 'payment', money(m.payment), 180, 170); y += 46;
  s.label('OWNER', 40, y, { size: 9, font: 'Helvetica-Bold' }); y += 14;
  field('Full name', 'owner0 name', fullName(o, 'middle'), 40, 250); field('Title', 'owner0 title', o.title, 300, 100);
  field('% owned', 'owner0 own', '100%', 410, 60); field('Date of birth', 'owner0 dob', usDate(o.dob, 'mdy'), 480, 92); y += 36;
  field('Social Security No.', 'owner0 ssn', ssnText(o.taxId), 40, 150); field('Home address', 'owner0 home', `${o.home.street}, ${o.home.city}, ${o.home.region}`, 200, 372, true); y += 36;
  field('Emergency contact (not an owner)', 'contact', `${m.iso.split(' ')[0]} ${o.last}, spouse`, 40, 250, true);
  field('Landlord', 'landlord', m.landlord, 300, 272, true); y += 46;
  s.label('I certify that I am the sole owner of the business named above and authorize Main Street Advance to obtain my credit report.', 40, y, { size: 7.5, width: 532 });
  s.line(40, y + 44, 260, y + 44); s.label('Signature', 40, y + 47, { size: 7 });
  const t = businessTruth(m, { payments: false, freq: false });
  t.applicants.push(applicantTruth(o, 'US', { score: false }));
  return t;
}

function drawQuebec(s: Sheet, m: Merchant, rng: Rng): TruthApplication {
  s.label('CAPITAL BORÉAL', 40, 26, { size: 16, font: 'Times-Bold' });
  s.label('Demande de financement - avance sur revenus futurs', 40, 46, { size: 10, font: 'Times-Italic' });
  let y = 70;
  const f = (label: string, key: string, value: string, x: number, w: number, decoy = false) => {
    s.label(label, x, y, { size: 7.5 }); s.line(x, y + 22, x + w, y + 22, '#000', 0.5); s.value(key, value, x + 2, y + 10, w - 4, { decoy });
  };
  s.label('SECTION 1 - ENTREPRISE', 40, y, { size: 9, font: 'Helvetica-Bold' }); y += 14;
  f('Raison sociale', 'legal', m.legal, 40, 300); f("Nom commercial (s'il y a lieu)", 'dba', m.dba ?? '', 350, 222); y += 30;
  s.label('Forme juridique :', 40, y + 1, { size: 7.5 });
  ['Entreprise individuelle', 'Société en nom collectif', 'Société par actions'].forEach((e, i) => {
    s.check(`forme ${e}`, 115 + i * 140, y, e === m.entity.text, 'check'); s.label(e, 128 + i * 140, y + 1, { size: 7.5 });
  });
  y += 20;
  f("Numéro d'entreprise (NE)", 'taxid', `${m.taxId} ${m.program}`, 40, 160); f("NEQ (Registraire des entreprises)", 'neq', `11${m.taxId.slice(0, 8)}`, 210, 160, true);
  f('Date de début des activités', 'start', usDate(m.start, rng.pick(['fr', 'iso'] as const)), 380, 192); y += 30;
  f("Secteur d'activité", 'industry', m.industry.text, 40, 250); f('Téléphone', 'phone', m.phone, 300, 130); y += 30;
  f('Adresse', 'street', m.address.street, 40, 230); f('Ville', 'city', m.address.city, 280, 110); f('Province', 'state', rng.pick(['QC', 'Québec']), 400, 60);
  f('Code postal', 'zip', m.address.zip, 470, 102); y += 36;
  s.label('SECTION 2 - FINANCEMENT DEMANDÉ', 40, y, { size: 9, font: 'Helvetica-Bold' }); y += 14;
  f('Montant demandé', 'amount', money(m.amount, 'fr'), 40, 130); f('Versement', 'payment', money(m.payment, 'fr'), 180, 110);
  f('Nombre de versements', 'payments', String(m.payments), 300, 100); y += 30;
  s.label('Fréquence :', 40, y + 1, { size: 7.5 });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((q, i) => {
    s.check(`freq ${q}`, 100 + i * 110, y, m.freq === q, 'check'); s.label(FREQ_FR[q], 113 + i * 110, y + 1, { size: 7.5 });
  });
  y += 24;
  s.label('SECTION 3 - PROPRIÉTAIRES', 40, y, { size: 9, font: 'Helvetica-Bold' }); y += 14;
  const t = businessTruth(m);
  m.owners.forEach((o, i) => {
    const k = `owner${i}`;
    const masked = rng.chance(0.3);
    f('Nom, prénom', `${k} name`, fullName(o, 'lastfirst'), 40, 200); f('Titre', `${k} title`, o.title, 250, 110);
    f('% de propriété', `${k} own`, `${o.ownership} %`, 370, 70); f('Cote de crédit', `${k} score`, o.score === null ? '' : String(o.score), 450, 122); y += 30;
    f('NAS', `${k} sin`, masked ? `*** *** ${o.taxId.slice(6)}` : sinText(o.taxId, rng.pick([' ', '-'])), 40, 130);
    f('Date de naissance', `${k} dob`, usDate(o.dob, 'fr'), 180, 130);
    f('Adresse personnelle', `${k} home`, `${o.home.street}, ${o.home.city}`, 320, 252, true); y += 36;
    t.applicants.push(applicantTruth(o, 'CA', { taxId: masked ? 'masked' : 'full' }));
  });
  s.label('SECTION 4 - INSTITUTION FINANCIÈRE ET LOCATEUR', 40, y, { size: 9, font: 'Helvetica-Bold' }); y += 14;
  f('Institution', 'bank', m.bank.name, 40, 200, true); f('Transit', 'transit', m.bank.routing, 250, 90, true); f('Compte', 'account', m.bank.account, 350, 222, true); y += 30;
  f('Locateur (propriétaire des lieux)', 'landlord', m.landlord, 40, 250, true); f('Représentant', 'iso', m.iso, 300, 272, true); y += 36;
  s.label("Consentement (LPRPDE) : j'autorise Capital Boréal et ses partenaires à recueillir et à utiliser mes renseignements personnels, y compris mon dossier de crédit, aux fins de la présente demande.", 40, y, { size: 7, width: 532 });
  return t;
}

export const LAYOUTS_B: Layout[] = [
  { name: 'paragraph', merchant: { owners: [1, 3] }, draw: drawParagraph },
  { name: 'mono-shaded', merchant: { owners: [1, 3] }, draw: drawMonoShade },
  { name: 'sole-prop', merchant: { soleProp: true, suffix: true }, draw: drawSoleProp },
  { name: 'quebec-fr', merchant: { country: 'CA', french: true, owners: [1, 2] }, draw: drawQuebec },
];
