// Harborline (a US broker's two-page form with checkbox rows and a second page of owners) and Maple North (a Canadian
// funder's bilingual one-pager: Operating Name (O/A), BN with program account, SIN, PIPEDA consent).
import { FREQ_LABEL, T, advancesTable, band, blanks, brokerLines, dateText, dob, home, makeBroker, money, ownerName, ownerTax, para, pct, role, score } from './common.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

const US_BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];

export function harborline(p: Pen, m: Merchant, seed: number): void {
  const b = blanks(seed, 'harborline');
  const br = makeBroker(seed, 'Harborline Capital Partners', 'Fast working capital for Main Street');
  const X = 36, W = 540;
  p.page();
  p.mode = 'box';
  p.doc.save().rect(X, 24, 190, 42).fill('#1f3a5f').restore();
  p.text('HARBORLINE', X + 10, 31, { size: 18, font: 'Helvetica-Bold', color: 'white' });
  p.text('CAPITAL PARTNERS', X + 12, 52, { size: 8, color: 'white' });
  p.text(br.tag, X + 200, 30, { size: 8, font: 'Helvetica-Oblique' });
  brokerLines(p, br, 376, 24, { align: 'right', width: 200 });
  p.text('BUSINESS FUNDING APPLICATION', X, 80, { size: 13, font: 'Helvetica-Bold', width: W, align: 'center' });
  band(p, 'MERCHANT INFORMATION', X, 98, W);
  p.field('Legal / Corporate Name', m.legal, X, 113, 300, T.legal(m));
  p.field('DBA', b.dba ? '' : m.dbaText, X + 300, 113, 240, b.dba ? undefined : T.dba(m));
  p.field('Physical Address (no P.O. Box)', m.street, X, 137, 260);
  p.field('City', m.city, X + 260, 137, 120);
  p.field('State', m.state, X + 380, 137, 50, T.state(m));
  p.field('Zip', m.zip, X + 430, 137, 110);
  p.field('Business Phone', b.phone ? '' : m.phone, X, 161, 140);
  p.field('Fax', m.fax, X + 140, 161, 140);
  p.field('Business Email', m.email, X + 280, 161, 260);
  p.field('Federal Tax ID', m.taxIdText, X, 185, 140, T.tax(m));
  p.field('Business Start Date', b.start ? '' : dateText(m.start, b.dateKind), X + 140, 185, 130, b.start ? undefined : T.start(m));
  p.field('State of Incorporation', m.incState, X + 270, 185, 110, undefined, { decoy: m.incState !== m.state });
  p.field('Website', m.website, X + 380, 185, 160);
  p.text('Entity Type:', X, 215, { font: 'Helvetica-Bold' });
  const ex = p.checks(US_BOXES, m.entityBox, X + 52, 214, m.entityOther ? undefined : T.entity(m));
  p.rule(ex - 4, 223, X + W, 223, 0.4);
  p.value(m.entityOther ?? '', ex - 4, 213, X + W - ex + 4, m.entityOther ? T.entity(m) : undefined, { name: 'entity_other' });
  p.field('Type of Business / Industry', m.industryText, X, 231, 200, T.industry(m));
  p.field('# of Employees', String(m.employees), X + 200, 231, 80);
  p.text('Premises:', X + 290, 242);
  p.checks(['Own', 'Rent'], m.ownRent, X + 328, 241);
  p.field('Monthly Rent / Mortgage', money(m.landlord.rent), X + 420, 231, 120);
  p.field('Landlord / Mortgage Holder', m.ownRent === 'Rent' ? m.landlord.name : m.mortgageHolder, X, 255, 300, undefined, { decoy: true });
  p.field('Landlord Phone', m.ownRent === 'Rent' ? m.landlord.phone : '', X + 300, 255, 240, undefined, { decoy: true });
  band(p, 'FUNDING REQUEST', X, 287, W);
  p.field('Amount Requested', b.amount ? '' : money(m.requested), X, 302, 140, b.amount ? undefined : T.amount(m));
  p.field('Use of Funds', m.useOfFunds, X + 140, 302, 200);
  p.field('Requested Payment', money(m.payment, true), X + 340, 302, 100, T.payment(m));
  p.field('# of Payments', String(m.nPayments), X + 440, 302, 100, T.count(m));
  p.text('Payment Frequency:', X, 333, { font: 'Helvetica-Bold' });
  p.checks(Object.values(FREQ_LABEL), FREQ_LABEL[m.freq], X + 80, 332, T.freq(m));
  band(p, 'FINANCIAL INFORMATION', X, 352, W);
  p.field('Average Monthly Sales', money(m.avgSales), X, 367, 135);
  p.field('Annual Revenue', money(m.annualRevenue), X + 135, 367, 135);
  p.field('Credit Card Processor', m.processor, X + 270, 367, 135);
  p.field('Monthly Card Volume', money(Math.round(m.avgSales * 0.4)), X + 405, 367, 135);
  para(p, 'Please attach the four most recent months of business bank statements, a voided business check and a copy of the owner\'s ' +
    'driver\'s licence. Incomplete applications will delay funding. Do not list personal accounts below.', X, 398, W);
  band(p, 'BUSINESS BANK ACCOUNT', X, 422, W);
  p.field('Bank Name', m.bank.name, X, 437, 180);
  p.field('Routing / ABA #', m.bank.routing, X + 180, 437, 180, undefined, { decoy: true });
  p.field('Account #', m.bank.account, X + 360, 437, 180, undefined, { decoy: true });
  band(p, 'EXISTING ADVANCES / LOANS (list all open positions)', X, 470, W);
  advancesTable(p, m, X, 486, W, 3);
  para(p, 'Broker use only — ISO rep: ' + br.rep + '   ISO #: ' + br.iso, X, 560, W);
  p.decoys.push({ text: br.rep, paths: [] });
  p.rule(X, 752, X + W, 752, 0.5);
  p.text(`${br.name}  •  ${br.phone}  •  ${br.email}  •  Page 1 of 2`, X, 758, { size: 7, width: W, align: 'center' });

  p.page();
  p.text(`${br.name.toUpperCase()} — FUNDING APPLICATION (CONTINUED)`, X, 30, { size: 10, font: 'Helvetica-Bold' });
  p.text(`Questions? Call your rep at ${br.phone}`, X + 340, 32, { size: 7, width: 200, align: 'right' });
  let y = 52;
  m.owners.slice(0, 2).forEach((o, i) => {
    band(p, i === 0 ? 'OWNER / GUARANTOR' : 'SECOND OWNER / GUARANTOR', X, y, W);
    const [nm, nt] = ownerName(o, i, 'first');
    p.field('Full Name', nm, X, y + 15, 250, nt);
    p.field('Title', o.title, X + 250, y + 15, 120, role(o, i));
    p.field('Ownership %', `${o.pct}%`, X + 370, y + 15, 80, pct(o, i));
    p.field('Credit Score (est.)', b.credit || o.credit === null ? '' : String(o.credit), X + 450, y + 15, 90, b.credit || o.credit === null ? undefined : score(o, i));
    const [tx, tt] = ownerTax(o, i);
    p.field(o.taxType === 'ITIN' ? 'SSN / ITIN' : 'SSN', tx, X, y + 39, 130, tt);
    p.field('Date of Birth', b.dob ? '' : dateText(o.dob, 0), X + 130, y + 39, 110, b.dob ? undefined : dob(o, i));
    p.field('Cell Phone', o.phone, X + 240, y + 39, 130);
    p.field('Email', o.email, X + 370, y + 39, 170);
    p.field('Home Address (street, city, state, zip)', home(o), X, y + 63, W, undefined, { decoy: true });
    y += 100;
  });
  if (m.owners.length > 2) { para(p, 'Additional owners with 20% or more: attach a separate owner page for each.', X, y, W, 7); y += 14; }
  band(p, 'TRADE REFERENCES', X, y, W);
  m.refs.forEach((r, i) => {
    p.field('Company', r.name, X, y + 15 + i * 24, 240, undefined, { decoy: true });
    p.field('Contact', r.contact, X + 240, y + 15 + i * 24, 150, undefined, { decoy: true });
    p.field('Phone', r.phone, X + 390, y + 15 + i * 24, 150, undefined, { decoy: true });
  });
  y += 92;
  band(p, 'AUTHORIZATION', X, y, W);
  y += 18 + para(p, 'By signing below, each of the above owners/guarantors certifies that the information provided is true and complete, ' +
    'and authorizes Harborline Capital Partners and its funding partners to obtain consumer and business credit reports, verify ' +
    'bank and trade references and share this application with funding sources. This is not a commitment to lend.', X, y + 17, W, 7);
  p.rule(X, y + 28, X + 220, y + 28); p.rule(X + 260, y + 28, X + 420, y + 28); p.rule(X + 440, y + 28, X + W, y + 28);
  p.text('Signature of Owner / Guarantor', X, y + 31); p.text('Print Name', X + 260, y + 31); p.text('Date', X + 440, y + 31);
  p.rule(X, 752, X + W, 752, 0.5);
  p.text(`${br.street}, ${br.city}  •  Page 2 of 2`, X, 758, { size: 7, width: W, align: 'center' });
}

const CA_BOXES = ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'];

export function mapleNorth(p: Pen, m: Merchant, seed: number): void {
  const b = blanks(seed, 'maple');
  const br = makeBroker(seed, 'Maple North Commercial Funding', 'Financement commercial', true);
  const X = 40, W = 532;
  p.page();
  p.mode = 'above';
  p.labelFont = 'Times-Roman';
  p.labelSize = 8.5;
  p.doc.save().circle(X + 14, 40, 13).fill('#b3261e').restore();
  p.text('MAPLE NORTH', X + 34, 28, { size: 15, font: 'Times-Bold' });
  p.text('Commercial Funding Inc. / Financement commercial', X + 34, 46, { size: 8, font: 'Times-Italic' });
  brokerLines(p, br, 372, 24, { align: 'right', width: 200, size: 6.5 });
  p.text('MERCHANT FUNDING APPLICATION / DEMANDE DE FINANCEMENT', X, 78, { size: 11, font: 'Times-Bold', width: W, align: 'center' });
  band(p, '1. BUSINESS / ENTREPRISE', X, 96, W, '#b3261e');
  p.field('Legal Name of Business / Dénomination sociale', m.legal, X, 114, 270, T.legal(m));
  p.field('Operating Name (O/A) / Nom commercial', b.dba ? '' : m.dbaText, X + 270, 114, 262, b.dba ? undefined : T.dba(m));
  p.field('Business Number (BN) incl. program account', m.taxIdText, X, 142, 200, T.tax(m));
  p.field('Jurisdiction of Incorporation', m.incState, X + 200, 142, 130, undefined, { decoy: m.incState !== m.state });
  p.field('Date Established / Date de constitution', b.start ? '' : dateText(m.start, 2), X + 330, 142, 202, b.start ? undefined : T.start(m));
  p.field('Street Address / Adresse', m.street, X, 170, 240);
  p.field('City / Ville', m.city, X + 240, 170, 120);
  p.field('Province', m.state, X + 360, 170, 70, T.state(m));
  p.field('Postal Code', m.zip, X + 430, 170, 102);
  p.field('Telephone', b.phone ? '' : m.phone, X, 198, 130);
  p.field('Email / Courriel', m.email, X + 130, 198, 200);
  p.field('Nature of Business / Secteur', m.industryText, X + 330, 198, 202, T.industry(m));
  p.text('Business Structure / Forme juridique:', X, 230, { font: 'Times-Bold' });
  const ex = p.checks(CA_BOXES, m.entityBox, X + 150, 229, m.entityOther ? undefined : T.entity(m));
  p.rule(ex - 4, 238, X + W, 238, 0.4);
  p.value(m.entityOther ?? '', ex - 4, 228, X + W - ex + 4, m.entityOther ? T.entity(m) : undefined, { name: 'structure_other' });
  band(p, '2. FUNDING / FINANCEMENT', X, 250, W, '#b3261e');
  p.field('Amount Requested (CAD)', b.amount ? '' : `CAD ${m.requested.toLocaleString('en-US')}`, X, 268, 140, b.amount ? undefined : T.amount(m));
  p.field('Purpose of Funds', m.useOfFunds, X + 140, 268, 150);
  p.field('Avg. Monthly Deposits', money(m.avgSales), X + 290, 268, 120);
  p.field('Years at Location', String(Math.max(1, m.years - 2)), X + 410, 268, 122);
  p.field('Financial Institution', m.bank.name, X, 296, 180);
  p.field('Transit / Institution No.', m.bank.routing, X + 180, 296, 150, undefined, { decoy: true });
  p.field('Account No.', m.bank.account, X + 330, 296, 202, undefined, { decoy: true });
  band(p, '3. PRINCIPALS / DIRIGEANTS (all owners of 20% or more)', X, 330, W, '#b3261e');
  let y = 348;
  m.owners.slice(0, 3).forEach((o, i) => {
    p.text(`Principal ${i + 1}`, X, y, { font: 'Times-Bold' });
    const [nm, nt] = ownerName(o, i, 'first');
    p.field('Full Name / Nom', nm, X, y + 11, 200, nt);
    p.field('Title / Titre', o.title, X + 200, y + 11, 110, role(o, i));
    p.field('% Owned', `${o.pct}`, X + 310, y + 11, 60, pct(o, i));
    const [tx, tt] = ownerTax(o, i);
    p.field('SIN / NAS', tx, X + 370, y + 11, 162, tt);
    p.field('Date of Birth (YYYY-MM-DD)', b.dob ? '' : o.dob, X, y + 39, 150, b.dob ? undefined : dob(o, i));
    p.field('Home Address / Adresse domicile', home(o), X + 150, y + 39, 382, undefined, { decoy: true });
    y += 72;
  });
  y += 4;
  band(p, 'CONSENT (PIPEDA)', X, y, W, '#555555');
  y += 16 + para(p, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each principal consents to ' +
    'the collection, use and disclosure of personal information, including a credit bureau inquiry with Equifax Canada and TransUnion, ' +
    'for the purpose of evaluating this request. Conformément à la LPRPDE, chaque dirigeant consent à la collecte de ses renseignements personnels.',
  X, y + 16, W, 7);
  p.rule(X, y + 26, X + 240, y + 26); p.rule(X + 300, y + 26, X + W, y + 26);
  p.text('Signature', X, y + 29); p.text('Date', X + 300, y + 29);
  p.text(`${br.name} • ${br.phone} • ${br.street}, ${br.city}`, X, 760, { size: 6.5, width: W, align: 'center' });
}
