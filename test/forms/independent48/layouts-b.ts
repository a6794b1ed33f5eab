// Four more funders: Laurentian (Canadian, bilingual, Surname / Given Name / Init. boxes, BN with RC0001, SIN, PIPEDA),
// Sterling Oak (letter, "Name (Last, First Middle)" with full middle names, an ISO-use-only block), Pinecrest (legal,
// all capitals, FIRST / M.I. / LAST / SUFFIX boxes with an AKA box for the nickname) and Great Lakes (letter, owners as
// a table whose first column is the last name).
import { bizFacts, dbaFacts, dobCell, entityCell, freqCell, header, oT, ownerId, room, signatures, taxFacts, terms, type Funder, type Layout } from './common.ts';
import { printDate, usd } from './merchant.ts';
import { fullName, lastFirst, splitName } from './people.ts';
import type { Cell } from './sheet.ts';

const LAURENTIAN: Funder = { name: 'Laurentian Commercial Finance', legal: 'Financement Commercial Laurentien Inc. / Laurentian Commercial Finance Inc.',
  addr: '1250 boul. René-Lévesque O., bureau 2200, Montréal (QC) H3B 4W8', officers: [['Étienne Beauchemin-Roy', 'Privacy Officer'], ['Sarah J. Whitcombe', 'Chief Risk Officer']],
  phone: '1-866-555-0172', web: 'laurentiancf.ca' };
const STERLING: Funder = { name: 'Sterling Oak Funding', legal: 'Sterling Oak Funding Group, Inc.', addr: '3300 N. Central Ave, Suite 1800, Phoenix, AZ 85012',
  officers: [['Bradley K. Nussbaum', 'Chief Executive Officer'], ['Lourdes Ibarra-Quinn', 'Director of Funding']], phone: '(602) 555-0133', web: 'sterlingoakfunding.com' };
const PINECREST: Funder = { name: 'Pinecrest National Funding', legal: 'Pinecrest National Funding LLC', addr: '400 Interstate N. Pkwy SE, Suite 900, Atlanta, GA 30339',
  officers: [['Dwight E. Carrington Jr.', 'Senior Vice President'], ['Anjali Raghunathan', 'Corporate Secretary']], phone: '(770) 555-0166', web: 'pinecrestnational.com' };
const GREAT_LAKES: Funder = { name: 'Great Lakes Mercantile Advance', legal: 'Great Lakes Mercantile Advance Co.', addr: '225 W. Wacker Dr., 9th Floor, Chicago, IL 60606',
  officers: [['Theodore "Ted" Wozniak', 'President'], ['Beatriz Santoro-Klein', 'Head of Operations']], phone: '(312) 555-0109', web: 'glmadvance.com' };

const laurentian: Layout = {
  name: 'Laurentian Commercial Finance', size: 'LEGAL', country: 'CA', maxOwners: 3, accent: '#7a1f2b', entities: ['corp', 'corp', 'sole', 'partnership'],
  draw(s, m, rng) {
    header(s, LAURENTIAN, "BUSINESS FINANCING APPLICATION / DEMANDE DE FINANCEMENT D'ENTREPRISE", ['Formulaire LCF-12 (2024-06)', 'Dossier no ' + rng.digits(6)]);
    s.bar('1. BUSINESS / ENTREPRISE');
    s.row([{ l: 'Legal Name / Dénomination sociale', w: 4, v: m.legal, t: { legal_name: m.legal } }, { l: 'Operating Name (O/A) / Nom commercial', w: 3.4, v: m.dba, t: dbaFacts(m) }]);
    s.row([{ l: 'Business Number (BN) with program account / Numéro d\'entreprise (NE)', w: 3, v: m.taxId, t: taxFacts(m) },
      { l: 'Date of Incorporation or Start (YYYY-MM-DD)', w: 2, v: printDate(m.start, 'iso'), t: { business_start_date: m.start } },
      { l: 'Jurisdiction of Incorporation', w: 1.6, v: m.incState }, { l: 'Employees / Employés', w: 1, v: String(m.employees) }]);
    s.row([entityCell(m, 'Structure', 1, [['Corporation / Société par actions', 'corp'], ['Sole Proprietorship / Entreprise individuelle', 'sole'],
      ['Partnership / Société de personnes', 'partnership'], ['Other / Autre:', null]])], 17);
    s.row([{ l: 'Street Address / Adresse', w: 3.2, v: m.street }, { l: 'City / Ville', w: 1.7, v: m.city }, { l: 'Province', w: 0.8, v: m.st, t: bizFacts(m) },
      { l: 'Postal Code / Code postal', w: 1.2, v: m.zip }, { l: 'Telephone / Téléphone', w: 1.5, v: m.phone }]);
    s.row([{ l: 'Type of Business / Secteur d\'activité', w: 2.8, v: m.industryText, t: { industry: m.industry } }, { l: 'Email / Courriel', w: 2.6, v: m.email },
      { l: 'Premises / Locaux', w: 1.8, opts: ['Owned', 'Leased'], pick: m.own ? 0 : 1 }, { l: 'Landlord / Propriétaire', w: 2.2, v: m.own ? '' : m.landlord }]);
    s.gap(3);
    s.bar('2. FINANCING REQUESTED / FINANCEMENT DEMANDÉ', 10, 'All amounts in Canadian dollars / Montants en dollars canadiens');
    s.row([{ l: 'Amount Requested / Montant demandé', w: 2, v: `${usd(m.amount)} CAD`, t: { requested_amount: m.amount } },
      { l: 'Remittance / Versement', w: 1.6, v: usd(m.payment, true), t: { requested_payment: m.payment } },
      freqCell(m, 'Frequency / Fréquence', 3.6, ['Daily / Quotidien', 'Weekly / Hebdo.', 'Bi-weekly', 'Monthly']),
      { l: 'Monthly Sales / Ventes mensuelles', w: 1.8, v: usd(m.monthlySales) }]);
    s.gap(3);
    s.bar('3. OWNERS / PROPRIÉTAIRES (25% +)');
    for (let i = 0; i < 3; i++) { // three owner slots on the paper form; unused ones stay blank
      const o = m.owners[i];
      const n = o ? splitName({ ...o.p, nick: undefined }, false) : null;
      const id = o ? ownerId(o, i, m) : null;
      s.row([{ l: `Surname / Nom de famille (${i + 1})`, w: 2.6, v: n?.last, t: n ? oT(i, 'last_name', n.lastTruth) : undefined },
        { l: 'Given Name / Prénom', w: 2.2, v: n?.first, t: n ? oT(i, 'first_name', n.firstTruth) : undefined }, { l: 'Init.', w: 0.5, v: n?.mi },
        { l: 'Title / Fonction', w: 1.8, v: o?.title, t: o ? oT(i, 'role', o.title) : undefined }, { l: '% Owned / Détenu', w: 1, v: o ? `${o.pct} %` : '', t: o ? oT(i, 'ownership', o.pct) : undefined }], 18);
      s.row([{ l: 'SIN / NAS', w: 1.6, v: id?.v, t: id?.t }, o ? dobCell(o, i, 'Date of Birth / Naissance (YYYY-MM-DD)', 1.9, 'iso') : { l: 'Date of Birth / Naissance (YYYY-MM-DD)', w: 1.9 },
        { l: 'Home Address / Adresse personnelle', w: 4, v: o ? `${o.street}, ${o.city} ${o.st} ${o.zip}` : '' }, { l: 'Cell / Cellulaire', w: 1.6, v: o?.cell }], 18);
    }
    s.gap(3);
    s.bar('4. BANKING, ACCOUNTANT & OTHER FINANCING / BANQUE, COMPTABLE ET AUTRES');
    const [transit, inst] = m.routing.split('-');
    s.row([{ l: 'Financial Institution / Institution', w: 2.2, v: m.bank }, { l: 'Institution No.', w: 1, v: inst }, { l: 'Transit No.', w: 1, v: transit },
      { l: 'Account No. / Compte', w: 1.6, v: m.account }, { l: 'Accountant / Comptable', w: 2.2, v: `${m.refs[0]!.contact}, CPA` }, { l: 'Accountant Tel.', w: 1.4, v: m.refs[0]!.phone }], 18);
    s.row([{ l: 'Existing Financing / Financement existant (lender)', w: 3, v: m.funders[0]?.name ?? '' }, { l: 'Balance / Solde', w: 1.4, v: m.funders[0] ? usd(m.funders[0].balance) : '' },
      { l: 'Payment / Paiement', w: 1.4, v: m.funders[0] ? usd(m.funders[0].pay) : '' }, { l: 'Payment Processor / Terminal', w: 2, v: 'Moneris' }], 18);
    s.gap(2);
    s.bar('5. CONSENT (PIPEDA) AND TERMS / CONSENTEMENT (LPRPDE) ET CONDITIONS');
    const pipeda = `CONSENT TO THE COLLECTION, USE AND DISCLOSURE OF PERSONAL INFORMATION. In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial legislation, each individual signing below consents to ${LAURENTIAN.legal} collecting, using and disclosing personal information, including the Social Insurance Number, to verify identity, to obtain credit reports from Equifax Canada and TransUnion Canada, and to evaluate and administer the financing. Questions or requests for access may be addressed to ${LAURENTIAN.officers[0]![0]}, ${LAURENTIAN.officers[0]![1]}, ${LAURENTIAN.addr}. Le présent consentement peut être retiré en tout temps, sous réserve des restrictions légales ou contractuelles.`;
    s.fine([pipeda, ...terms(LAURENTIAN, rng, 17).map((p) => p.replace('the State of New York', 'the Province of Québec and the federal laws of Canada applicable therein'))], 7, 3, room(s, m.owners.length));
    signatures(s, m, rng, m.owners.map((o) => fullName({ given: o.p.given, last: o.p.last }, false).text), printDate(`2025-01-${10 + rng.int(0, 18)}`, 'iso'));
  },
};

const sterling: Layout = {
  name: 'Sterling Oak Funding', size: 'LETTER', country: 'US', maxOwners: 4, accent: '#2f5d2a', entities: ['llc', 'corp', 'scorp', 'sole', 'pllc', 'partnership'],
  draw(s, m, rng) {
    header(s, STERLING, 'SMALL BUSINESS CAPITAL APPLICATION', ['SOF-1 v5', 'Funder use: ____________']);
    s.row([{ l: 'FOR ISO USE ONLY - ISO Company', w: 2.6, v: m.iso }, { l: 'Agent Name', w: 2.2, v: m.isoRep }, { l: 'ISO #', w: 1, v: m.isoId },
      { l: 'Agent Email', w: 2.4, v: `deals@${m.iso.toLowerCase().replace(/[^a-z]/g, '')}.com` }], 15);
    s.bar('COMPANY INFORMATION', 9);
    s.row([{ l: 'Company Legal Name', w: 3.6, v: m.legal, t: { legal_name: m.legal } }, { l: 'DBA', w: 2.6, v: m.dba, t: dbaFacts(m) },
      { l: m.taxIdType === 'SSN' ? 'Tax ID (EIN or SSN)' : 'Federal EIN', w: 1.6, v: m.taxId, t: taxFacts(m) }], 17);
    s.row([entityCell(m, 'Entity', 5, [['LLC', 'llc'], ['Corporation', 'corp'], ['S-Corp', 'scorp'], ['Sole Proprietor', 'sole'], ['Other:', null]]),
      { l: 'Inception Date', w: 1.3, v: printDate(m.start, 'mdy'), t: { business_start_date: m.start } }, { l: 'Industry', w: 2.2, v: m.industryText, t: { industry: m.industry } }], 17);
    s.row([{ l: 'Business Address', w: 3, v: m.street }, { l: 'City', w: 1.6, v: m.city }, { l: 'State', w: 0.6, v: m.st, t: bizFacts(m) }, { l: 'Zip', w: 0.9, v: m.zip },
      { l: 'Phone', w: 1.4, v: m.phone }, { l: 'Own / Rent', w: 1.3, opts: ['Own', 'Rent'], pick: m.own ? 0 : 1 }], 17);
    s.bar('REQUEST', 9);
    s.row([{ l: 'Requested Amount', w: 1.4, v: usd(m.amount), t: { requested_amount: m.amount } }, { l: 'Est. Payment', w: 1.3, v: usd(m.payment, true), t: { requested_payment: m.payment } },
      { l: 'Term (# of payments)', w: 1.2, v: String(m.npay), t: { number_of_payments: m.npay } }, freqCell(m, 'Payment Schedule', 3.5)], 17);
    s.bar('OWNERSHIP', 9, 'List every owner; the emergency contact is not a guarantor');
    m.owners.forEach((o, i) => {
      const n = lastFirst(o.p, false, 'full');
      const id = ownerId(o, i, m);
      s.row([{ l: `Owner ${i + 1} - Name (Last, First Middle)`, w: 3.4, v: n.text, t: { ...oT(i, 'first_name', n.first), ...oT(i, 'last_name', n.last) } },
        { l: 'Title', w: 1.2, v: o.title, t: oT(i, 'role', o.title) }, { l: 'Own %', w: 0.6, v: `${o.pct}%`, t: oT(i, 'ownership', o.pct) },
        { l: 'SSN', w: 1.3, v: id.v, t: id.t }, dobCell(o, i, 'DOB', 1.1), { l: 'Credit', w: 0.6, v: o.score != null ? String(o.score) : '', t: o.score != null ? oT(i, 'credit_score', o.score) : undefined }], 16);
      s.row([{ l: 'Home Address (Street, City, State, ZIP)', w: 4.6, v: `${o.street}, ${o.city}, ${o.st} ${o.zip}` }, { l: 'Mobile', w: 1.6, v: o.cell }, { l: 'Email', w: 2, v: '' }], 14);
    });
    s.row([{ l: 'Emergency Contact (not an owner)', w: 3, v: m.owners[0]!.spouse }, { l: 'Relationship', w: 1.2, v: 'Spouse' }, { l: 'Phone', w: 1.4, v: '(555) 555-' + rng.digits(4) }], 15);
    s.row([{ l: 'Operating Bank', w: 1.6, v: m.bank }, { l: 'Routing', w: 1.3, v: m.routing }, { l: 'Account', w: 1.5, v: m.account },
      { l: 'Current Funders (name / balance)', w: 3.2, v: m.funders.map((f) => `${f.name} ${usd(f.balance)}`).join('; ') }], 15);
    s.bar('TERMS', 9);
    s.fine(terms(STERLING, rng, 17), 6.4, 2, room(s, m.owners.length));
    signatures(s, m, rng, m.owners.map((o) => fullName(o.p, false).text), printDate('2025-03-0' + rng.int(1, 9), 'mdy'));
  },
};

const pinecrest: Layout = {
  name: 'Pinecrest National Funding', size: 'LEGAL', country: 'US', maxOwners: 4, accent: '#4b2e83', entities: ['llc', 'corp', 'partnership', 'sole', 'llp'],
  draw(s, m, rng) {
    const U = (v: string) => v.toUpperCase(); // the form says "print in capital letters", and the filler did
    header(s, PINECREST, 'MERCHANT CASH ADVANCE APPLICATION  -  PLEASE PRINT IN CAPITAL LETTERS', ['PNF-100 (01/25)', 'Deal # ' + rng.digits(8)]);
    s.bar('MERCHANT');
    s.row([{ l: 'LEGAL NAME OF BUSINESS', w: 4, v: U(m.legal), t: { legal_name: U(m.legal) } }, { l: 'DBA', w: 2.8, v: U(m.dba), t: m.dba && dbaFacts(m) ? { trade_name: U(m.dba) } : undefined },
      { l: 'FEDERAL TAX ID', w: 1.6, v: m.taxId, t: taxFacts(m) }, { l: 'DATE STARTED', w: 1.3, v: printDate(m.start, 'mdy'), t: { business_start_date: m.start } }]);
    s.row([entityCell(m, 'ENTITY TYPE', 5, [['CORP', 'corp'], ['LLC', 'llc'], ['PARTNERSHIP', 'partnership'], ['SOLE PROP', 'sole'], ['OTHER:', null]]),
      { l: 'STATE OF FORMATION', w: 1.2, v: m.incState }, { l: 'TYPE OF BUSINESS', w: 2.6, v: U(m.industryText), t: { industry: m.industry } }]);
    s.row([{ l: 'STREET', w: 3.2, v: U(m.street) }, { l: 'CITY', w: 1.8, v: U(m.city) }, { l: 'ST', w: 0.5, v: m.st, t: bizFacts(m) }, { l: 'ZIP', w: 0.9, v: m.zip },
      { l: 'PHONE', w: 1.5, v: m.phone }, { l: 'FAX', w: 1.3, v: '' }]);
    s.row([{ l: 'AMOUNT REQUESTED', w: 1.6, v: usd(m.amount), t: { requested_amount: m.amount } }, freqCell(m, 'PREFERRED REMITTANCE', 3.6, ['DAILY', 'WEEKLY', 'BI-WEEKLY', 'MONTHLY']),
      { l: 'GROSS ANNUAL SALES', w: 1.6, v: usd(m.monthlySales * 12) }, { l: 'LANDLORD / MORTGAGE CO.', w: 2.4, v: m.own ? '' : U(m.landlord) }]);
    s.gap(3);
    s.bar('PRINCIPALS / GUARANTORS', 10, 'NICKNAMES AND OTHER NAMES USED GO IN THE AKA BOX');
    for (let i = 0; i < 4; i++) { // four principal slots on the paper form, the unused ones left blank
      const o = m.owners[i];
      const n = o ? splitName({ ...o.p, nick: undefined }, true) : null;
      const id = o ? ownerId(o, i, m) : null;
      s.row([{ l: `${i + 1}. FIRST NAME`, w: 2, v: n?.first, t: n ? oT(i, 'first_name', n.firstTruth) : undefined }, { l: 'M.I.', w: 0.4, v: n?.mi },
        { l: 'LAST NAME', w: 2.4, v: n?.last, t: n ? oT(i, 'last_name', n.lastTruth) : undefined }, { l: 'JR/SR/III', w: 0.7, v: n?.suffix },
        { l: 'AKA / NICKNAME', w: 1.3, v: o?.p.nick ? U(o.p.nick) : '' }, { l: 'TITLE', w: 1.4, v: o ? U(o.title) : '', t: o ? oT(i, 'role', U(o.title)) : undefined },
        { l: '% OWNED', w: 0.8, v: o ? `${o.pct}%` : '', t: o ? oT(i, 'ownership', o.pct) : undefined }], 18);
      s.row([{ l: 'SSN', w: 1.4, v: id?.v, t: id?.t }, o ? dobCell(o, i, 'DATE OF BIRTH', 1.2) : { l: 'DATE OF BIRTH', w: 1.2 },
        { l: 'HOME ADDRESS', w: 3, v: o ? U(`${o.street}, ${o.city}, ${o.st} ${o.zip}`) : '' }, { l: 'CELL', w: 1.4, v: o?.cell },
        { l: 'FICO', w: 0.7, v: o?.score != null ? String(o.score) : '', t: o?.score != null ? oT(i, 'credit_score', o.score) : undefined }], 18);
    }
    s.gap(3);
    s.bar('BANK / PROCESSOR / REFERENCES');
    s.row([{ l: 'BANK NAME', w: 2, v: U(m.bank) }, { l: 'ROUTING #', w: 1.4, v: m.routing }, { l: 'ACCOUNT #', w: 1.6, v: m.account }, { l: 'PROCESSOR', w: 1.8, v: U(m.processor) }, { l: 'MID #', w: 1.6, v: m.mid }], 18);
    m.refs.forEach((r, i) => s.row([{ l: `BUSINESS REFERENCE ${i + 1}`, w: 3, v: U(r.name) }, { l: 'CONTACT', w: 2.4, v: U(r.contact) }, { l: 'PHONE', w: 1.6, v: r.phone }], 17));
    s.gap(2);
    s.bar('AGREEMENT AND PERSONAL GUARANTY');
    s.fine(terms(PINECREST, rng, 17), 7, 3, room(s, m.owners.length));
    signatures(s, m, rng, m.owners.map((o) => U(fullName(o.p, false).text)), printDate('2025-01-2' + rng.int(0, 9), 'mdy'));
  },
};

const greatLakes: Layout = {
  name: 'Great Lakes Mercantile Advance', size: 'LETTER', country: 'US', maxOwners: 4, accent: '#14507a', entities: ['llc', 'corp', 'scorp', 'llp', 'partnership', 'sole', 'pllc'],
  draw(s, m, rng) {
    header(s, GREAT_LAKES, 'APPLICATION FOR MERCHANT CASH ADVANCE', ['GLMA Form 3B', 'Received: ____/____/______']);
    s.bar('BUSINESS PROFILE', 9);
    s.row([{ l: 'Legal Business Name', w: 3.2, v: m.legal, t: { legal_name: m.legal } }, { l: 'DBA Name', w: 2.4, v: m.dba, t: dbaFacts(m) },
      { l: 'EIN', w: 1.3, v: m.taxId, t: taxFacts(m) }, { l: 'Start Date', w: 1, v: printDate(m.start, 'mdyy'), t: { business_start_date: m.start } }, { l: 'Inc. State', w: 0.7, v: m.incState }], 16);
    s.row([entityCell(m, 'Entity Type', 1, [['LLC', 'llc'], ['Corp', 'corp'], ['S Corp', 'scorp'], ['LLP', 'llp'], ['Partnership', 'partnership'], ['Sole Prop', 'sole'], ['Other:', null]])], 15);
    s.row([{ l: 'Address', w: 2.8, v: m.street }, { l: 'City', w: 1.5, v: m.city }, { l: 'State', w: 0.5, v: m.st, t: bizFacts(m) }, { l: 'Zip', w: 0.8, v: m.zip },
      { l: 'Business Description', w: 2.6, v: m.industryText, t: { industry: m.industry } }], 16);
    s.row([{ l: 'Amount Requested', w: 1.4, v: usd(m.amount), t: { requested_amount: m.amount } }, { l: 'Use of Proceeds', w: 2, v: rng.pick(['Expansion', 'Inventory', 'Buy out partner', 'Equipment']) },
      { l: 'Monthly Card Volume', w: 1.4, v: usd(Math.round(m.monthlySales * 0.6)) }, { l: 'Monthly Bank Deposits', w: 1.4, v: usd(m.monthlySales) }, { l: 'Website', w: 2, v: m.web }], 16);
    s.bar('OWNERS (must total at least 51%)', 9);
    const heads: Cell[] = [['Last Name', 2.2], ['First Name', 1.8], ['MI', 0.4], ['Title', 1.3], ['Own %', 0.6], ['SSN', 1.3], ['DOB', 1], ['FICO', 0.6]].map(([l, w]) => ({ l: l as string, w: w as number, shade: true }));
    s.row(heads, 8);
    for (let i = 0; i < 4; i++) {
      const o = m.owners[i];
      const n = o ? splitName({ ...o.p, nick: undefined }, false) : null;
      const last = n ? (n.suffix ? `${n.last} ${n.suffix}` : n.last) : '';
      const id = o ? ownerId(o, i, m) : null;
      s.row([{ l: '', w: 2.2, v: last, t: n ? oT(i, 'last_name', n.lastTruth) : undefined }, { l: '', w: 1.8, v: n?.first, t: n ? oT(i, 'first_name', n.firstTruth) : undefined },
        { l: '', w: 0.4, v: n?.mi }, { l: '', w: 1.3, v: o?.title, t: o ? oT(i, 'role', o.title) : undefined }, { l: '', w: 0.6, v: o ? String(o.pct) : '', t: o ? oT(i, 'ownership', o.pct) : undefined },
        { l: '', w: 1.3, v: id?.v, t: id?.t }, o ? { ...dobCell(o, i, '', 1), v: printDate(o.dob, 'mdyy') } : { l: '', w: 1 },
        { l: '', w: 0.6, v: o?.score != null ? String(o.score) : '', t: o?.score != null ? oT(i, 'credit_score', o.score) : undefined }], 13, 1);
    }
    s.row([{ l: "Spouse's Name (community property states: AZ, CA, ID, LA, NV, NM, TX, WA, WI)", w: 4, v: rng.chance(0.5) ? m.owners[0]!.spouse : '' },
      { l: 'Landlord', w: 2.4, v: m.own ? 'Owns building' : m.landlord }, { l: 'Landlord Phone', w: 1.6, v: m.own ? '' : '(555) 555-' + rng.digits(4) }], 15);
    s.bar('EXISTING ADVANCES / LOANS', 9);
    for (let i = 0; i < 2; i++) {
      const f = m.funders[i];
      s.row([{ l: 'Funder', w: 2.6, v: f?.name }, { l: 'Balance', w: 1.2, v: f ? usd(f.balance) : '' }, { l: 'Payment', w: 1, v: f ? usd(f.pay) : '' },
        { l: 'Bank / Routing / Account', w: 3.6, v: i === 0 ? `${m.bank} / ${m.routing} / ${m.account}` : '' }], 14);
    }
    s.row([{ l: 'ISO', w: 2.6, v: m.iso }, { l: 'ISO Rep', w: 2.2, v: m.isoRep }, { l: 'ISO Rep Phone', w: 1.4, v: '(800) 555-' + rng.digits(4) }, { l: 'Commission Points', w: 1.2, v: `${rng.int(4, 12)}` }], 14);
    s.bar('TERMS AND AUTHORIZATION', 9);
    s.fine(terms(GREAT_LAKES, rng, 17), 6.6, 3, room(s, m.owners.length));
    signatures(s, m, rng, m.owners.map((o) => fullName(o.p, false).text), printDate('2025-02-1' + rng.int(0, 9), 'mdyy'));
  },
};

export const LAYOUTS_B: readonly Layout[] = [laurentian, sterling, pinecrest, greatLakes];
