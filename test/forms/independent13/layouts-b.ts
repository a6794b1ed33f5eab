// Layouts 3-4: Northern Lights Revenue Capital (Canadian, bilingual, the BN split into 9 digits | program | reference
// combs) and Meridian Works Funding (a landscape page in three panels, the amount written in words).
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, bar, CA_ENTITY_BOXES, dba, entity, entityBoxes, frequencyBoxes, industry, legal, lined, payment, payments, region, startDate, taxId, type Layout } from './common.ts';
import { addressLine, date, FREQ_LABEL, money, moneyWords, nameTruth, ownerId, ownerName } from './fmt.ts';
import type { Merchant } from './model.ts';
import { own, type Sheet } from './sheet.ts';

function northern(s: Sheet, m: Merchant, r: Rng): void {
  s.rect(30, 24, 552, 46, '#e7eef5');
  s.label('NORTHERN LIGHTS REVENUE CAPITAL  |  CAPITAL DE REVENUS AURORE', 40, 32, { size: 12, bold: true });
  s.label('Business Funding Application / Demande de financement d\u2019entreprise \u2014 Canada', 40, 52, { size: 8 });
  bar(s, '1. BUSINESS / ENTREPRISE', 30, 80, 552);
  lined(s, 'legal_name', 'Legal name / Dénomination sociale', legal(m), 30, 98, 300);
  lined(s, 'dba', 'Operating name (O/A) / Nom commercial', dba(m), 344, 98, 238);
  // The BN in three combs: nine digits, the program identifier, the reference number.
  const tax = taxId(m);
  s.label('Business Number (BN) / Numéro d\u2019entreprise', 30, 128, { size: 6.5 });
  s.comb('bn', m.taxDigits, 30, 138, 13, 9, 16, tax.truth);
  s.comb('bn_program', m.bnProgram.slice(0, 2), 30 + 9 * 13 + 10, 138, 13, 2, 16, {});
  s.comb('bn_reference', m.bnProgram.slice(2), 30 + 11 * 13 + 20, 138, 13, 4, 16, {});
  s.label('9 digits / chiffres', 30, 156, { size: 5 });
  s.label('Program', 157, 156, { size: 5 });
  s.label('Reference', 196, 156, { size: 5 });
  lined(s, 'start', 'Date established / Date de création', startDate(m, r.pick(['iso', 'long'] as const)), 270, 128, 150);
  lined(s, 'inc_juris', 'Jurisdiction of incorporation', { text: m.stateOfInc, truth: {} }, 434, 128, 148, true);
  lined(s, 'street', 'Street address / Adresse', { text: m.address.street, truth: {} }, 30, 166, 220);
  lined(s, 'city', 'City / Ville', { text: m.address.city, truth: {} }, 264, 166, 120);
  lined(s, 'prov', 'Province', region(m), 398, 166, 70);
  lined(s, 'postal', 'Postal code / Code postal', { text: m.address.postal, truth: {} }, 482, 166, 100);
  lined(s, 'industry', 'Nature of business / Secteur d\u2019activité', industry(m), 30, 196, 250);
  lined(s, 'phone', 'Telephone / Téléphone', { text: m.phone, truth: {} }, 294, 196, 130);
  lined(s, 'employees', 'Employees / Employés', { text: String(m.employees), truth: {} }, 438, 196, 144);
  s.label('Legal form / Forme juridique', 30, 226, { size: 6.5 });
  entityBoxes(s, m, 30, 236, 14, CA_ENTITY_BOXES, 120);

  bar(s, '2. FUNDING / FINANCEMENT (CAD)', 30, 256, 552);
  lined(s, 'amount', 'Amount requested / Montant demandé', m.amount ? { text: `CAD ${money(m.amount, false)}`, truth: { requested_amount: m.amount } } : { text: '', truth: {} }, 30, 274, 150);
  lined(s, 'payment', 'Payment / Versement', payment(m, r.chance(0.5) ? 'CAD ' : ''), 194, 274, 110);
  lined(s, 'payments', 'Number of payments / Nombre', payments(m), 318, 274, 100);
  lined(s, 'use', 'Use of funds / Utilisation', { text: m.useOfFunds, truth: {} }, 432, 274, 150);
  s.label('Frequency / Fréquence :', 30, 308, { size: 6.5 });
  frequencyBoxes(s, m, 130, 306, 14);

  bar(s, '3. OWNERS / PROPRIÉTAIRES', 30, 332, 552);
  const dob = r.pick(['iso', 'long'] as const);
  m.owners.forEach((o, i) => {
    const y = 350 + i * 62;
    s.label(`${i + 1}`, 30, y + 10, { size: 14, bold: true, color: '#8aa' });
    const id = ownerId(o, i);
    lined(s, `o${i}_name`, 'Full name / Nom complet', { text: ownerName(o), truth: own(i, nameTruth(o)) }, 48, y, 190);
    lined(s, `o${i}_title`, 'Title / Titre', { text: o.title, truth: own(i, { role: o.title }) }, 250, y, 100);
    lined(s, `o${i}_pct`, '% ownership / part.', { text: `${o.pct}%`, truth: own(i, { ownership: o.pct }) }, 362, y, 90);
    lined(s, `o${i}_sin`, 'SIN / NAS', { text: id.text, truth: own(i, id.truth) }, 464, y, 118);
    lined(s, `o${i}_dob`, 'Date of birth / Date de naissance', o.dob ? { text: date(o.dob, dob), truth: own(i, { date_of_birth: date(o.dob, 'iso') }) } : { text: '', truth: {} }, 48, y + 29, 120);
    lined(s, `o${i}_score`, 'Credit score / Cote', o.score ? { text: String(o.score), truth: own(i, { credit_score: o.score }) } : { text: '', truth: {} }, 180, y + 29, 70);
    lined(s, `o${i}_home`, 'Home address / Adresse personnelle', { text: addressLine(o.home), truth: {} }, 262, y + 29, 320, true);
  });
  const yb = 350 + Math.max(2, m.owners.length) * 62 + 4;
  bar(s, '4. BANKING / BANQUE', 30, yb, 552);
  lined(s, 'bank', 'Institution', { text: m.bank.name, truth: {} }, 30, yb + 18, 180, true);
  lined(s, 'transit', 'Transit / Institution no.', { text: m.bank.routing, truth: {} }, 224, yb + 18, 120, true);
  lined(s, 'account', 'Account / Compte', { text: m.bank.account, truth: {} }, 358, yb + 18, 224, true);
  s.label('PIPEDA consent / Consentement (LPRPDE): ' + AUTH, 30, yb + 48, { size: 5.8, width: 552 });
}

function meridian(s: Sheet, m: Merchant, r: Rng): void {
  s.label('MERIDIAN WORKS FUNDING', 30, 22, { size: 15, bold: true });
  s.label('Revenue-based financing request \u2014 landscape intake sheet MW-L', 30, 40, { size: 8 });
  s.label('Complete all three panels. Owners below.', 560, 26, { size: 7, width: 200, align: 'right' });
  const panel = (title: string, x: number, w: number): void => { s.rect(x, 56, w, 300); bar(s, title, x, 56, w, 14, '#e3e0d2'); };
  panel('I. MERCHANT', 30, 250);
  panel('II. FINANCING SOUGHT', 290, 240);
  panel('III. REFERRAL / BANK (office use)', 540, 222);
  // Panel I: label left, value right, a row each.
  const row = (key: string, label: string, v: { text: string; truth: Record<string, unknown> }, y: number, decoy = false): void => {
    s.label(label, 34, y + 6, { size: 6.5 });
    s.hline(112, 276, y + 16);
    if (decoy) s.decoy(key, v.text, 112, y + 2, 164, 14, { size: 8.5 });
    else s.value(key, v.text, 112, y + 2, 164, 14, v.truth, { size: 8.5 });
  };
  const rows: [string, string, { text: string; truth: Record<string, unknown> }, boolean?][] = [
    ['legal_name', 'Registered name', legal(m)], ['dba', 'Trading as', dba(m)], ['entity', 'Entity form', entity(m)],
    ['tax_id', m.taxType === 'EIN' ? 'EIN' : 'Tax ID (SSN)', taxId(m)], ['start', 'In business since', startDate(m, r.pick(['long', 'us'] as const))],
    ['industry', 'Line of business', industry(m)], ['street', 'Street', { text: m.address.street, truth: {} }],
    ['city', 'City', { text: m.address.city, truth: {} }], ['state', 'State', region(m)], ['zip', 'ZIP', { text: m.address.postal, truth: {} }],
    ['inc_state', 'State organized', { text: m.stateOfInc, truth: {} }, true], ['phone', 'Phone', { text: m.phone, truth: {} }],
    ['sales', 'Avg. monthly sales', { text: money(m.monthlySales, false), truth: {} }],
  ];
  rows.forEach(([k, l, v, d], i) => row(k, l, v, 76 + i * 21, d));
  // Panel II: the amount in words, the schedule as a word.
  s.label('Amount requested (in words and figures)', 294, 78, { size: 6.5 });
  s.rect(294, 88, 232, 30);
  if (m.amount) s.value('amount', moneyWords(m.amount), 296, 96, 228, 18, { requested_amount: m.amount }, { size: 8 });
  const small = (key: string, label: string, v: { text: string; truth: Record<string, unknown> }, y: number): void => {
    s.label(label, 294, y, { size: 6.5 });
    s.hline(400, 526, y + 10);
    s.value(key, v.text, 400, y - 4, 126, 14, v.truth, { size: 8.5 });
  };
  small('freq', 'Remittance schedule', m.frequency ? { text: FREQ_LABEL[m.frequency]!, truth: { payment_frequency: m.frequency } } : { text: '', truth: {} }, 128);
  small('payments', 'Number of remittances', payments(m), 148);
  small('payment', 'Each remittance', payment(m), 168);
  small('use', 'Purpose', { text: m.useOfFunds, truth: {} }, 188);
  s.label('Open advances (funder / balance / payment)', 294, 212, { size: 6.5, bold: true });
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i], y = 224 + i * 20;
    s.rect(294, y, 110, 20); s.rect(404, y, 62, 20); s.rect(466, y, 60, 20);
    s.decoy(`funder${i}`, f?.name ?? '', 295, y + 3, 108, 15, { size: 7 });
    s.decoy(`funder${i}_bal`, f ? money(f.balance) : '', 405, y + 3, 60, 15, { size: 7 });
    s.decoy(`funder${i}_pay`, f ? money(f.payment) : '', 467, y + 3, 58, 15, { size: 7 });
  }
  // Panel III: decoys only.
  const d = (key: string, label: string, text: string, y: number): void => {
    s.label(label, 544, y, { size: 6.5 });
    s.hline(544, 758, y + 22);
    s.decoy(key, text, 544, y + 8, 214, 14, { size: 8.5 });
  };
  d('iso_name', 'ISO representative', m.iso.name, 76);
  d('iso_company', 'ISO company', m.iso.company, 104);
  d('iso_phone', 'ISO phone', m.iso.phone, 132);
  d('bank', 'Depository bank', m.bank.name, 168);
  d('routing', 'ABA routing', m.bank.routing, 196);
  d('account', 'Operating account', m.bank.account, 224);
  d('landlord', 'Landlord', `${m.landlord.name}  ${m.landlord.phone}`, 260);

  // Owners as rows across the page.
  bar(s, 'IV. PRINCIPALS (all owners of 20% or more)', 30, 366, 732, 14, '#e3e0d2');
  const cols: [string, number][] = [['Name', 150], ['Title', 90], ['%', 40], ['SSN / ITIN', 90], ['Date of birth', 82], ['Credit score', 60], ['Residence', 220]];
  let x = 30;
  for (const [h, w] of cols) { s.rect(x, 380, w, 14, '#f2f0e6'); s.label(h, x + 3, 384, { size: 6.5, bold: true }); x += w; }
  const dob = r.pick(['us', 'long'] as const);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], y = 394 + i * 22;
    x = 30;
    for (const [, w] of cols) { s.rect(x, y, w, 22); x += w; }
    if (!o) continue;
    const id = ownerId(o, i);
    s.value(`o${i}_name`, ownerName(o), 31, y + 3, 148, 17, own(i, nameTruth(o)), { size: 8 });
    s.value(`o${i}_title`, o.title, 181, y + 3, 88, 17, own(i, { role: o.title }), { size: 8 });
    s.value(`o${i}_pct`, String(o.pct), 271, y + 3, 38, 17, own(i, { ownership: o.pct }), { size: 8 });
    s.value(`o${i}_ssn`, id.text, 311, y + 3, 88, 17, own(i, id.truth), { size: 8 });
    s.value(`o${i}_dob`, o.dob ? date(o.dob, dob) : '', 401, y + 3, 80, 17, own(i, { date_of_birth: o.dob ? date(o.dob, 'iso') : null }), { size: 8 });
    s.value(`o${i}_score`, o.score ? String(o.score) : '', 483, y + 3, 58, 17, own(i, { credit_score: o.score }), { size: 8 });
    s.decoy(`o${i}_home`, addressLine(o.home), 543, y + 3, 218, 17, { size: 7 });
  }
  s.label(AUTH, 30, 490, { size: 6, width: 732 });
  s.hline(30, 300, 560); s.hline(330, 520, 560); s.hline(550, 762, 560);
  s.label('Signature', 30, 563, { size: 6 }); s.label('Printed name', 330, 563, { size: 6 }); s.label('Date', 550, 563, { size: 6 });
}

export const LAYOUTS_B: Record<string, Layout> = {
  northern_lights_bn_split: { country: 'CA', draw: northern },
  meridian_landscape_words: { country: 'US', landscape: true, draw: meridian },
};
