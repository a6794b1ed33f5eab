// Layout "northern_lights_ca": Northern Lights Business Capital Inc. (Canadian broker, Toronto). Bilingual labels in a
// grey label column; BN with program account, province, postal code, SIN, PIPEDA consent. Page 1 business and
// banking, page 2 owner #1 (surname and given names in separate cells), page 3 financing request, existing
// obligations, consent and owner #1's signature, then one "Schedule B" sheet per additional owner, each with its
// own guarantor signature: the owners after the first come after the funding terms.
import type { Sheet, Fields } from './sheet.ts';
import type { Merchant, Owner } from './model.ts';
import { addrLine } from './model.ts';
import { bar, legalF, dbaF, taxF, regionF, amountF, ownerF, tinF } from './parts.ts';

const X = 36, W = 540, NB = 'NimbusSansNarrow-Bold', N = 'NimbusSansNarrow-Regular';

function lc(s: Sheet, label: string, x: number, y: number, w: number, h: number, lw: number, key: string, text: string,
  o: { fields?: Fields; decoy?: boolean; lines?: number; size?: number } = {}): void {
  s.doc.rect(x, y, lw, h).fill('#e9ecef').fillColor('black');
  s.doc.lineWidth(0.5).strokeColor('#555555').rect(x, y, w, h).stroke().strokeColor('black');
  s.text(label, x + 3, y + 3, { size: 6.6, font: NB, width: lw - 5, lineGap: 0 });
  s.value(key, text, x + lw + 1, y + 1, w - lw - 2, h - 2, o);
}

function frame(s: Sheet, m: Merchant, total: number, rep: string): number {
  s.doc.rect(0, 0, 612, 8).fill('#2c6e49').fillColor('black');
  s.text('NORTHERN LIGHTS', X, 22, { size: 15, font: 'NimbusSans-Bold', color: '#2c6e49' });
  s.text('BUSINESS CAPITAL INC.', X + 1, 39, { size: 7.5, font: 'NimbusSans-Bold', color: '#555555' });
  s.text('250 Front Street West, Suite 1102, Toronto, ON  M5V 3G5\n1-888-555-0164  ·  submissions@nlbcapital.ca', X + 300, 22, { size: 7, font: N, width: 240, align: 'right' });
  s.text(`Applicant / Demandeur : ${m.legal}`, X, 54, { size: 7.5, font: N, width: 400 });
  s.printed.push({ key: 'header_applicant', text: m.legal, page: s.page });
  s.doc.lineWidth(0.5).moveTo(X, 764).lineTo(X + W, 764).stroke();
  s.text(`Broker representative: ${rep}   ·   Form NLBC-APP-CA v4.2 (2024)`, X, 768, { size: 6.5, font: N });
  s.text(`Page ${s.page} / ${total}`, X + 440, 768, { size: 6.5, font: N, width: 100, align: 'right' });
  s.decoys.push(rep, '250 Front Street West, Suite 1102', 'M5V 3G5', '1-888-555-0164');
  return 70;
}

const CONSENT = [
  'PIPEDA CONSENT. Each signatory consents to Northern Lights Business Capital Inc. and the funders to which it presents this application collecting, using and disclosing personal information, including credit reports from Equifax Canada and TransUnion Canada, to evaluate this application and to administer any resulting agreement, in accordance with the Personal Information Protection and Electronic Documents Act. Consent may be withdrawn on 30 days written notice, subject to legal and contractual restrictions.',
  'A non-sufficient-funds (NSF) fee of $45.00 applies to each rejected pre-authorized debit. Broker compensation of up to 2.5% of the purchased amount may be paid by the funder. This form supersedes all versions issued before March 1, 2024. Files inactive for 60 days are closed.',
];
const GUARANTY = 'The undersigned guarantor confirms the information in this schedule and agrees to guarantee the performance of the applicant under any agreement arising from this application. Where more than one guarantor signs, their obligations are joint and several. Signed electronically or on paper, this schedule forms part of the application dated as below.';

function ownerBlock(s: Sheet, m: Merchant, o: Owner, i: number, y0: number): number {
  let y = y0;
  const k = `owner${i + 1}`;
  const given = `${o.first}${o.middle ? ' ' + o.middle : ''}`;
  lc(s, 'Surname / Nom de famille', X, y, 270, 24, 75, `${k}_last`, o.last, { fields: { [`applicants[${i}].last_name`]: o.last } });
  lc(s, 'Given name(s) / Prénom(s)', X + 270, y, 270, 24, 75, `${k}_first`, given, { fields: { [`applicants[${i}].first_name`]: o.first } }); y += 24;
  lc(s, 'Title / Titre', X, y, 270, 24, 75, `${k}_title`, o.title, { fields: ownerF(o, i, 'role') });
  lc(s, 'Ownership % / Participation', X + 270, y, 270, 24, 75, `${k}_pct`, o.pctText, { fields: ownerF(o, i, 'ownership') }); y += 24;
  lc(s, 'SIN / NAS', X, y, 270, 24, 75, `${k}_sin`, o.tinText, { fields: tinF(o, i, m.country) });
  lc(s, 'Date of Birth / Date de naissance', X + 270, y, 270, 24, 75, `${k}_dob`, o.dobText, { fields: ownerF(o, i, 'date_of_birth') }); y += 24;
  lc(s, 'Home Address / Adresse domicile', X, y, W, 30, 75, `${k}_home`, `${addrLine(o.home)}, ${o.home.city}`, { decoy: true, lines: 2 }); y += 30;
  lc(s, 'Province', X, y, 180, 24, 55, `${k}_prov`, o.home.region, { decoy: true });
  lc(s, 'Postal Code / Code postal', X + 180, y, 180, 24, 60, `${k}_postal`, o.home.postal, { decoy: true });
  lc(s, 'Mobile / Cellulaire', X + 360, y, 180, 24, 60, `${k}_cell`, o.phone); y += 24;
  lc(s, 'E-mail / Courriel', X, y, 360, 24, 75, `${k}_email`, o.email);
  lc(s, 'Credit score (self-reported)', X + 360, y, 180, 24, 80, `${k}_score`, o.score === null ? '' : String(o.score), { fields: ownerF(o, i, 'credit_score') }); y += 30;
  const res = s.rng.chance(0.92);
  s.text('Canadian citizen or permanent resident? / Citoyen canadien ou résident permanent ?', X + 2, y, { size: 7.5, font: N });
  s.check(`${k}_res_y`, 'Yes', X + 330, y, res); s.text('Yes / Oui', X + 341, y, { size: 7.5, font: N });
  s.check(`${k}_res_n`, 'No', X + 400, y, !res); s.text('No / Non', X + 411, y, { size: 7.5, font: N });
  return y + 16;
}

function signBlock(s: Sheet, m: Merchant, o: Owner, i: number, y: number, role: string): number {
  s.doc.lineWidth(0.5).rect(X, y, W, 58).stroke();
  s.text(`${role} — Owner ${i + 1}`, X + 4, y + 4, { size: 7, font: NB });
  s.signature(X + 20, y + 32, 190);
  s.doc.moveTo(X + 10, y + 40).lineTo(X + 230, y + 40).stroke();
  s.text('Signature', X + 10, y + 43, { size: 6.5, font: N });
  s.value(`sig${i + 1}_name`, o.sigName, X + 240, y + 22, 150, 16);
  s.doc.moveTo(X + 240, y + 40).lineTo(X + 390, y + 40).stroke();
  s.text('Print name / Nom en lettres moulées', X + 240, y + 43, { size: 6.5, font: N });
  s.value(`sig${i + 1}_title`, o.title, X + 400, y + 8, 130, 14, { size: 8 });
  s.text('Title / Titre', X + 400, y + 22, { size: 6.5, font: N });
  s.value(`sig${i + 1}_date`, m.signDate, X + 400, y + 26, 130, 14, { decoy: true, size: 8 });
  s.doc.moveTo(X + 400, y + 40).lineTo(X + 530, y + 40).stroke();
  s.text('Date (YYYY-MM-DD)', X + 400, y + 43, { size: 6.5, font: N });
  return y + 64;
}

export function renderNorthern(s: Sheet, m: Merchant): void {
  const n = m.owners.length, total = n + 2;
  const rep = `${s.rng.pick(['Geneviève Tremblay', 'Arjun Mehta', 'Colin Fraser', 'Olivia Chow-Martin'])} (ext. ${s.rng.int(200, 260)})`;
  const G = { fill: '#2c6e49' };
  s.newPage();
  let y = frame(s, m, total, rep);
  y = bar(s, '1. BUSINESS INFORMATION / RENSEIGNEMENTS SUR L\'ENTREPRISE', X, y, W, G);
  lc(s, 'Legal Name / Raison sociale', X, y, 330, 34, 75, 'legal_name', m.legal, { fields: legalF(m), lines: 2, size: 9.5 });
  lc(s, 'Date of Incorporation / Registration', X + 330, y, 210, 34, 80, 'start', m.startText, { fields: { business_start_date: m.start } }); y += 34;
  lc(s, 'Operating Name (O/A) / Nom commercial', X, y, W, 24, 90, 'dba', m.dbaText, { fields: dbaF(m) }); y += 24;
  lc(s, 'Business Number (BN) incl. program account', X, y, 330, 26, 90, 'bn', m.tax.text, { fields: taxF(m) });
  lc(s, 'GST/HST Registrant?', X + 330, y, 210, 26, 80, 'gst', s.rng.pick(['Yes', 'Yes', 'No'])); y += 26;
  lc(s, 'Jurisdiction of Incorporation', X, y, 200, 26, 80, 'jurisdiction', m.incRegion, { decoy: m.incRegion !== m.addr.region });
  s.doc.rect(X + 200, y, 340, 26).stroke();
  s.text('Structure :', X + 204, y + 4, { size: 6.6, font: NB });
  let cx = X + 246;
  for (const lab of ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other:']) {
    const on = lab === 'Other:' ? m.entityBox === 'Other' : m.entityBox === lab;
    s.check(`structure_${lab}`, lab, cx, y + 4, on, on && lab !== 'Other:' ? { type_of_entity: m.entityId } : undefined);
    s.text(lab, cx + 10, y + 4.5, { size: 7.3, font: N });
    cx += s.doc.font(N).fontSize(7.3).widthOfString(lab) + 22;
  }
  s.value('structure_other', m.entityBox === 'Other' ? m.entityText : '', X + 246, y + 13, 150, 12, { fields: m.entityBox === 'Other' ? { type_of_entity: m.entityId } : {}, size: 8 });
  y += 26;
  lc(s, 'Street Address / Adresse', X, y, W, 30, 90, 'street', addrLine(m.addr), { lines: 2 }); y += 30;
  lc(s, 'City / Ville', X, y, 220, 24, 55, 'city', m.addr.city);
  lc(s, 'Province', X + 220, y, 140, 24, 50, 'province', m.addr.region, { fields: regionF(m) });
  lc(s, 'Postal Code / Code postal', X + 360, y, 180, 24, 70, 'postal', m.addr.postal); y += 24;
  lc(s, 'Telephone / Téléphone', X, y, 220, 24, 70, 'phone', m.phone);
  lc(s, 'E-mail / Courriel', X + 220, y, 320, 24, 60, 'email', m.email); y += 24;
  lc(s, 'Website / Site Web', X, y, 360, 24, 70, 'web', m.website);
  lc(s, 'Employees / Employés', X + 360, y, 180, 24, 70, 'employees', m.employees); y += 24;
  lc(s, 'Nature of Business / Secteur d\'activité', X, y, W, 24, 90, 'industry', m.industryText, { fields: { industry: m.industryId } }); y += 24;
  lc(s, 'Premises / Locaux', X, y, 140, 24, 60, 'premises', m.ownRent === 'Own' ? 'Owned' : 'Leased');
  lc(s, 'Landlord / Propriétaire', X + 140, y, 250, 24, 70, 'landlord', m.ownRent === 'Rent' ? m.landlord.name : '', { decoy: true });
  lc(s, 'Monthly Rent / Loyer', X + 390, y, 150, 24, 60, 'rent', m.ownRent === 'Rent' ? m.landlord.rent : '', { decoy: true }); y += 32;
  y = bar(s, '2. BANKING / INFORMATIONS BANCAIRES', X, y, W, G);
  lc(s, 'Financial Institution', X, y, 300, 24, 80, 'bank', m.bank.name, { decoy: true });
  lc(s, 'Transit-Institution #', X + 300, y, 240, 24, 80, 'transit', m.bank.routing, { decoy: true }); y += 24;
  lc(s, 'Account # / No de compte', X, y, 300, 24, 80, 'account', m.bank.account, { decoy: true });
  lc(s, 'Avg. Monthly Deposits', X + 300, y, 240, 24, 80, 'deposits', m.monthlySales, { decoy: true }); y += 24;
  lc(s, 'Annual Gross Sales / Chiffre d\'affaires annuel', X, y, 300, 24, 110, 'annual', m.annualRevenue, { decoy: true });
  lc(s, 'Account Manager', X + 300, y, 240, 24, 80, 'bank_officer', m.bank.officer, { decoy: true }); y += 24;

  s.newPage();
  y = frame(s, m, total, rep);
  y = bar(s, `3. PRINCIPAL OWNER / PROPRIÉTAIRE PRINCIPAL   (Owner 1 of ${n})`, X, y, W, G);
  y = ownerBlock(s, m, m.owners[0]!, 0, y) + 8;
  if (n > 1) y = s.text(`${n - 1} additional owner(s) / guarantor(s): see Schedule B (pages 4 to ${total}).`, X, y, { size: 8, font: NB, width: W }) + 8;
  y = bar(s, 'TRADE REFERENCES / RÉFÉRENCES COMMERCIALES', X, y, W, G);
  m.refs.forEach((r, k) => {
    lc(s, `Supplier ${k + 1} / Fournisseur`, X, y, 240, 24, 70, `ref${k + 1}`, r.name, { decoy: true });
    lc(s, 'Contact', X + 240, y, 160, 24, 40, `ref${k + 1}_c`, r.contact, { decoy: true });
    lc(s, 'Phone', X + 400, y, 140, 24, 35, `ref${k + 1}_p`, r.phone, { decoy: true }); y += 24;
  });

  s.newPage();
  y = frame(s, m, total, rep);
  y = bar(s, '4. FINANCING REQUEST / DEMANDE DE FINANCEMENT', X, y, W, G);
  lc(s, 'Amount Requested (CAD) / Montant demandé', X, y, 270, 26, 100, 'amount', m.amountText, { fields: amountF(m) });
  lc(s, 'Use of Funds / Utilisation', X + 270, y, 270, 26, 80, 'use', m.useOfFunds); y += 26;
  lc(s, 'Proposed Remittance / Versement proposé', X, y, 270, 26, 100, 'payment', m.paymentText, { fields: m.payment === null ? {} : { requested_payment: m.payment } });
  lc(s, 'Number of Remittances / Nombre de versements', X + 270, y, 270, 26, 110, 'n_payments', m.nPayments === null ? '' : String(m.nPayments), { fields: m.nPayments === null ? {} : { number_of_payments: m.nPayments } }); y += 26;
  s.doc.rect(X, y, W, 22).stroke();
  s.text('Remittance Frequency / Fréquence :', X + 4, y + 7, { size: 7, font: NB });
  ([['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']] as const).forEach(([lab, id], k) => {
    s.check(`freq_${id}`, lab, X + 150 + k * 85, y + 7, m.freq === id, m.freq === id ? { payment_frequency: id } : undefined);
    s.text(lab, X + 161 + k * 85, y + 7.5, { size: 7.5, font: N });
  });
  y += 30;
  y = bar(s, '5. EXISTING FINANCING & ADVANCES / FINANCEMENTS EXISTANTS', X, y, W, G);
  ['Funder / Prêteur', 'Balance / Solde', 'Payment / Versement', 'Frequency'].forEach((h, c) => s.text(h, X + 4 + [0, 220, 340, 450][c]!, y, { size: 7, font: NB }));
  y += 10;
  for (let r = 0; r < 3; r++) {
    const a = m.advances[r];
    [[0, 220], [220, 120], [340, 110], [450, 90]].forEach(([dx, w], c) => {
      s.doc.rect(X + dx!, y, w!, 18).stroke();
      s.value(`adv${r + 1}_${c}`, a ? [a.funder, a.balance, a.payment, a.freq][c]! : '', X + dx! + 1, y + 1, w! - 2, 16, { decoy: true, size: 8.5 });
    });
    y += 18;
  }
  y = bar(s, '6. CONSENT & DECLARATION / CONSENTEMENT ET DÉCLARATION', X, y + 8, W, G);
  for (const p of CONSENT) y = s.text(p, X, y, { size: 7, font: N, width: W, align: 'justify' }) + 4;
  s.decoys.push('$45.00', '2.5%', 'March 1, 2024');
  y = signBlock(s, m, m.owners[0]!, 0, y + 4, 'APPLICANT / DEMANDEUR');

  for (let i = 1; i < n; i++) {
    s.newPage();
    y = frame(s, m, total, rep);
    y = bar(s, `SCHEDULE B — ADDITIONAL OWNER / GUARANTOR   ·   Owner #${i + 1} of ${n}`, X, y, W, G);
    y = s.text('Annexe B — Propriétaire additionnel / caution. One schedule per additional owner holding 20% or more.', X, y, { size: 7.5, font: N, width: W }) + 6;
    y = ownerBlock(s, m, m.owners[i]!, i, y) + 10;
    y = s.text(GUARANTY, X, y, { size: 7.2, font: N, width: W, align: 'justify' }) + 8;
    signBlock(s, m, m.owners[i]!, i, y, 'GUARANTOR / CAUTION');
  }
}
