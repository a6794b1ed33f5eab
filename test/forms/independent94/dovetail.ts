// Dovetail Advance Group: a Canadian, bilingual key-value form. Small-caps labels (two font sizes) are right-aligned in
// a shaded label column and each value starts a little inside its label's box. The principals table is written column
// by column (every name, then every title ...), so owners' rows interleave in the text layer. A previous applicant's
// values were left in the template, clipped away (drawn outside a clipping path), under several fields.
import { amount, bizTax, countryOf, dba, dob, entity, freq, industry, legal, moneyText, ownerName, payment, pct, personalTax, plain, region,
  role, start, count, type Printed } from './fields.ts';
import { ORDER } from './sheet.ts';
import type { Ctx, LayoutDef } from './layout.ts';

const L = 36, R = 576, G = 190, G2 = 432, M = '#7a1f2b';

function build({ d, r, s }: Ctx) {
  const { biz, req, decoys } = d;
  s.newPage();
  const kv = (y: number, label: string, p: Printed, acro: string, o: { right?: boolean; full?: boolean; left?: string } = {}) => {
    const g = o.right ? G2 : G;
    s.label(label, g - 0.5, y, { size: 7.5, fx: 'smallcaps', align: 'right', color: '#5a4a4c' });
    if (o.left) s.hide(o.left, g + 4, y, 'clipped', { size: 9 });
    const w = o.full ? R - g : o.right ? R - g : 330 - g - 6;
    s.value(p.text, g - 1.5, y, { fields: p.fields, acro, w, size: 9 });
  };
  const heading = (y: number, en: string, fr: string) => {
    s.rect(L, y - 11, R - L, 15, { fill: M });
    s.label(`${en}  /  ${fr}`, L + 6, y, { size: 9, font: 'Helvetica-Bold', color: '#ffffff', fx: 'smallcaps' });
  };
  const shade = (y0: number, y1: number) => { s.rect(L, y0, G - L + 1, y1 - y0, { fill: '#f3e9ea' }); };

  s.label('DOVETAIL', L, 50, { size: 24, font: 'Times-Bold', color: M });
  s.label('Advance Group Inc.', L + 2, 64, { size: 9, fx: 'smallcaps', color: '#444444' });
  s.label('Merchant Cash Advance Application', R, 46, { size: 10, font: 'Helvetica-Bold', align: 'right' });
  s.label('Demande d’avance de fonds aux marchands', R, 60, { size: 8.5, font: 'Helvetica-Oblique', align: 'right' });

  heading(92, 'Business', 'Entreprise');
  shade(97, 229);
  kv(110, 'Legal Name / Dénomination sociale', legal(biz), 'legal_name_denomination', { full: true, left: 'Maple Sample Holdings Ltd.' });
  kv(126, 'Operating Name (O/A) / Nom commercial', dba(biz, r.pick(['', 'N/A', 'SAME'] as const)),
    'operating_name_nom_commercial', { full: true, left: 'Sample Trading Co.' });
  kv(142, 'Business No. (BN) / NE', bizTax(biz), 'business_number_ne', { left: '123456789 RT0001' });
  kv(142, 'Legal Structure', entity(biz), 'legal_structure', { right: true });
  kv(158, 'Nature of Business / Secteur', industry(biz), 'nature_of_business_secteur');
  kv(158, 'Incorporated / Constituée', r.chance(0.85) ? start(biz, r.pick(['iso', 'dmy-long'] as const)) : plain(''), 'date_incorporated', { right: true });
  kv(174, 'Street Address / Adresse', plain(biz.addr.street), 'street_adresse', { full: true });
  kv(190, 'City / Ville', plain(biz.addr.city), 'city_ville');
  kv(190, 'Province', region(biz, r.chance(0.5)), 'province', { right: true });
  kv(206, 'Postal Code / Code postal', plain(biz.addr.postal), 'postal_code');
  kv(206, 'Jurisdiction of Inc.', plain(biz.incRegion === 'QC' ? 'Québec' : biz.incRegion), 'jurisdiction', { right: true });
  kv(222, 'Telephone / Téléphone', plain(biz.phone), 'telephone');
  kv(222, 'Email / Courriel', plain(biz.email), 'email_courriel', { right: true });
  Object.assign(s.derived, countryOf(biz));

  heading(252, 'Financing Request', 'Demande de financement');
  shade(257, 306);
  const showPay = r.chance(0.55), showCount = r.chance(0.7);
  kv(270, 'Amount Requested / Montant', amount(d, r.pick(['cad', 'cents'] as const)), 'amount_requested_montant');
  kv(270, 'Remittance Frequency', freq(d), 'remittance_frequency', { right: true });
  kv(286, 'No. of Remittances / Nombre', showCount ? count(d) : plain(''), 'number_of_remittances', { left: '120' });
  kv(286, 'Remittance Amount', showPay ? payment(d, 'cad') : plain(''), 'remittance_amount', { right: true, left: 'CAD $1,000.00' });
  kv(302, 'Use of Funds / Utilisation', plain(req.use), 'use_of_funds', { full: true });

  heading(330, 'Principals', 'Dirigeants');
  const cols: [number, string, number][] = [[L + 4, 'Name / Nom', 150], [L + 160, 'Title / Titre', 90], [L + 254, '% Owned', 44],
    [L + 304, 'SIN / NAS', 90], [L + 400, 'Date of Birth', 80], [L + 486, 'Beacon', 50]];
  cols.forEach(([x, h]) => s.label(h, x, 346, { size: 7.5, fx: 'smallcaps', font: 'Helvetica-Bold' }));
  s.rule(L, 350, R, 350, 0.6);
  const n = d.owners.length;
  const cells: ((i: number) => Printed)[] = [(i) => ownerName(d.owners[i]!, i, 'first-last'), (i) => role(d.owners[i]!, i),
    (i) => pct(d.owners[i]!, i, true), (i) => personalTax(d.owners[i]!, i, r.pick(['X', '*'] as const)), (i) => dob(d.owners[i]!, i, 'iso'),
    (i) => { const c = d.owners[i]!.credit; return c === null ? plain('') : { text: String(c), fields: { [`applicants[${i}].credit_score`]: c } }; }];
  // Column-major: every owner's name, then every owner's title ... (the owners' rows interleave in the stream).
  cells.forEach((cell, k) => {
    for (let i = 0; i < 3; i++) {
      const y = 364 + i * 17;
      if (k === 0) s.rule(L, y + 4, R, y + 4, 0.3, '#bbbbbb');
      if (i < n) s.value(cell(i).text, cols[k]![0], y, { fields: cell(i).fields, acro: `principal_${i + 1}_${k}`, w: cols[k]![2] });
      else if (k === 3 && i === n) s.hide('046 454 286', cols[k]![0], y, 'clipped', { size: 9 });
    }
  });
  s.label('Residential addresses / Adresses résidentielles', L, 426, { size: 7.5, fx: 'smallcaps', font: 'Helvetica-Bold' });
  d.owners.forEach((o, i) => {
    s.label(`${i + 1}.`, L + 4, 440 + i * 14, { size: 8 });
    s.value(`${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}  ·  ${o.phone}`, L + 16, 440 + i * 14, { acro: `principal_${i + 1}_home`, w: 500, size: 8.5 });
  });

  heading(496, 'Banking', 'Renseignements bancaires');
  shade(501, 534);
  kv(514, 'Financial Institution', plain(decoys.bank.name), 'bank_institution');
  kv(514, 'Transit / Institution', plain(`${decoys.bank.transit ?? ''} / ${decoys.bank.routing}`), 'bank_transit', { right: true });
  kv(530, 'Account No. / Compte', plain(decoys.bank.account), 'bank_account');
  const f = decoys.funders[0];
  kv(530, 'Existing Advance', plain(f ? `${f.name} ${moneyText(f.balance, 'dollar')}` : 'None'), 'existing_advance', { right: true });

  heading(560, 'Consent', 'Consentement');
  s.para('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each signatory consents to '
    + 'Dovetail Advance Group Inc. and its funding partners collecting, using and disclosing the personal information in this '
    + 'application, including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this request. / Conformément à '
    + 'la LPRPDE, chaque signataire consent à la collecte et à l’utilisation de ses renseignements personnels.', L, 570, R - L, 6.8);
  d.owners.slice(0, 2).forEach((o, i) => {
    const x = L + i * 280;
    s.rule(x, 650, x + 250, 650, 0.6);
    s.label('Signature', x, 659, { size: 7, fx: 'smallcaps' });
    s.value(`${o.first} ${o.last}`, x + 110, 646, { acro: `signature_name_${i + 1}`, w: 140, size: 8 });
  });
  s.label(`Broker / Courtier: ${decoys.iso.company} · ${decoys.iso.name}`, L, 700, { size: 7, color: '#555555' });
  s.label('DAG-CA-APP 2.3', R, 770, { size: 6.5, color: '#888888', align: 'right' });
  return ORDER.natural;
}

export const DOVETAIL: LayoutDef = {
  name: 'dovetail', broker: 'Dovetail Advance Group Inc.', look: 'Canadian bilingual key-value rows, maroon bars, shaded label column',
  country: () => 'CA', maxOwners: 3, sheet: { hand: 'patrick', producer: 'Bilingua DocGen 4.7' }, build,
};
