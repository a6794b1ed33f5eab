// Canadian layout, part two: Groupe Financier Fleuve (two pages, French label first with English under it, NEQ
// decoy beside the BN, owners as "Nom, Prénom", dates spelled out in French, amounts as "45 000 $").
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtMoney } from './data.ts';
import { businessValues, cell, checkRow, FREQ_LABELS, lab, ownerValues, type Cfg, type V } from './common.ts';
import type { Sheet } from './kit.ts';
import type { Merchant } from './merchant.ts';

const FL_LABELS: Record<string, [string, string]> = {
  legal: ['Legal Name', 'Dénomination sociale'], dba: ['Operating as', 'Nom d’emprunt (faisant affaire sous)'],
  taxid: ['Business Number', 'NE/BN'], start: ['Date of Incorporation', 'Date de constitution'], state: ['Province', 'Province'],
  zip: ['Postal Code', 'Code postal'], industry: ['Business Activity', 'Activité principale'], amount: ['Amount Requested', 'Montant demandé'],
  payment: ['Payment Amount', 'Montant du versement'], n: ['Number of Payments', 'Nombre de versements'],
  name: ['Last Name, First Name', 'Nom, Prénom'], ssn: ['SIN', 'NAS'], inc: ['Incorporated under', 'Constituée en vertu de'],
};
const FL_ENT = ['ca_corporation', 'sole_proprietorship', 'general_partnership', 'limited_partnership'];
const FL_ENT_LABELS = ['Société par actions (inc.) / Corporation', 'Entreprise individuelle / Sole Proprietorship',
  'S.E.N.C. / Partnership', 'S.E.C. / Limited Partnership'];

export function fleuve(s: Sheet, m: Merchant, r: Rng): void {
  const c: Cfg = { date: r.pick(['long_fr', 'iso'] as const), dob: r.pick(['long_fr', 'iso'] as const), money: 'fr', payMoney: 'fr',
    stateName: r.chance(0.6), industry: 'otherFirst', pct: '%' };
  const b = businessValues(m, r, c);
  b.inc = { text: r.pick(['LCSA / CBCA', 'LSAQ (Québec)', `${m.decoy.incState}`, 'Fédéral / Federal']), fields: {} };
  const neq: V = { text: `11${r.digits(8)}`, fields: {} };
  const X = 36, W = 540;
  const head = (p: number) => {
    s.label('Groupe Financier Fleuve', X, 24, { font: 'Times-Bold', size: 18, color: '#0b5394' });
    s.label('Fleuve Financial Group', X, 45, { font: 'Times-Italic', size: 10, color: '#0b5394' });
    s.label('DEMANDE D’AVANCE SUR VENTES FUTURES', X, 26, { bold: true, size: 9, w: W, align: 'right' });
    s.label('Merchant Cash Advance Application', X, 38, { italic: true, size: 8, w: W, align: 'right' });
    s.label(`Page ${p}/2`, X, 50, { size: 7, w: W, align: 'right' });
    s.line(X, 62, X + W, 62, 1, '#0b5394');
  };
  let y = 70;
  const band = (fr: string, en: string) => {
    s.rect(X, y, W, 13, '#dbe7f5', '#0b5394');
    s.label(fr, X + 4, y + 3, { bold: true, size: 8, color: '#0b5394' });
    s.label(en, X, y + 3.5, { italic: true, size: 7, color: '#0b5394', w: W - 4, align: 'right' });
    y += 15;
  };
  const g = (cells: [string, number][], vals: Record<string, V> = b, prefix = '', h = 27) => {
    let x = X;
    for (const [k, w] of cells) {
      const [en, fr] = FL_LABELS[k] ?? lab(k, 'fr');
      cell(s, `${prefix}${k}`, x, y, w, h, en, fr, 'stackedOther', vals[k]);
      x += w;
    }
    y += h;
  };
  head(1);
  band('1. RENSEIGNEMENTS SUR L’ENTREPRISE', 'Business information');
  g([['legal', 320], ['dba', 220]]);
  const nx = X;
  cell(s, 'neq', nx, y, 130, 27, 'Québec Enterprise Number', 'NEQ', 'stackedOther', neq);
  let x = X + 130;
  for (const [k, w] of [['taxid', 170], ['start', 120], ['inc', 120]] as [string, number][]) {
    const [en, fr] = FL_LABELS[k]!;
    cell(s, k, x, y, w, 27, en, fr, 'stackedOther', b[k]); x += w;
  }
  y += 27;
  g([['street', 240], ['city', 120], ['state', 90], ['zip', 90]]);
  g([['industry', 240], ['phone', 130], ['email', 170]]);
  s.rect(X, y, W, 26);
  s.label('Forme juridique', X + 3, y + 2, { bold: true, size: 6.3 });
  s.label('Legal form', X + 62, y + 2.3, { italic: true, size: 5.8 });
  checkRow(s, 'forme', X + 3, y + 13, FL_ENT_LABELS, FL_ENT.indexOf(m.entity.id), { type_of_entity: m.entity.id }, 134, 6.1);
  y += 32;
  band('2. FINANCEMENT DEMANDÉ', 'Funding requested');
  g([['amount', 180], ['payment', 180], ['n', 180]]);
  s.rect(X, y, W, 17);
  s.label('Fréquence / Frequency :', X + 3, y + 5, { bold: true, size: 6.5 });
  const fk = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  checkRow(s, 'frequence', X + 92, y + 5, fk.map((k) => `${FREQ_LABELS[k][2]} / ${FREQ_LABELS[k][0]}`), fk.indexOf(m.freq), { payment_frequency: m.freq }, 112);
  y += 21;
  g([['sales', 180], ['revenue', 180], ['use', 180]]);
  y += 6;
  band('3. AVANCES EN COURS', 'Existing advances');
  for (let i = 0; i < 2; i++) {
    const f = m.decoy.funders[i];
    cell(s, `avance${i + 1}`, X, y, 240, 24, 'Funder', 'Société de financement', 'stackedOther', { text: f?.name ?? null, fields: {} });
    cell(s, `avance${i + 1}_solde`, X + 240, y, 150, 24, 'Balance', 'Solde', 'stackedOther', { text: f ? fmtMoney(f.balance, 'fr') : null, fields: {} });
    cell(s, `avance${i + 1}_vers`, X + 390, y, 150, 24, 'Payment', 'Versement', 'stackedOther', { text: f ? fmtMoney(f.payment, 'fr') : null, fields: {} });
    y += 24;
  }
  y += 6;
  band('4. RÉFÉRENCES ET LOCATEUR', 'References and landlord');
  m.decoy.refs.forEach((ref, i) => {
    cell(s, `ref${i + 1}`, X, y, 340, 24, 'Trade reference', 'Référence commerciale', 'stackedOther', { text: ref.name, fields: {} });
    cell(s, `ref${i + 1}_tel`, X + 340, y, 200, 24, 'Phone', 'Téléphone', 'stackedOther', { text: ref.phone, fields: {} });
    y += 24;
  });
  g([['landlord', 340], ['landlordPhone', 200]], b, '', 24);

  s.newPage();
  head(2);
  y = 70;
  band('5. PROPRIÉTAIRES (25 % ET PLUS)', 'Owners (25% or more)');
  m.owners.forEach((o, i) => {
    const ov = ownerValues(o, i, m, r, c, 'lastFirst');
    const p = `prop${i + 1}_`;
    s.label(`Propriétaire ${i + 1} / Owner ${i + 1}`, X, y, { bold: true, size: 7.5, color: '#0b5394' }); y += 10;
    g([['name', 240], ['title', 130], ['pct', 70], ['credit', 100]], ov, p);
    g([['ssn', 130], ['dob', 130], ['home', 280]], ov, p);
    y += 6;
  });
  y = Math.max(y, 360);
  band('6. INSTITUTION FINANCIÈRE', 'Bank');
  g([['bank', 200], ['routing', 160], ['account', 180]]);
  y += 8;
  s.para('Consentement (LPRPDE) : chaque soussigné autorise le Groupe Financier Fleuve et ses partenaires à obtenir son dossier de crédit '
    + 'et à vérifier les renseignements fournis. Consent (PIPEDA): each undersigned authorizes Fleuve Financial Group and its partners to '
    + 'obtain a credit report and to verify the information provided.', X, y, W, 6.6);
  y += 34;
  m.owners.forEach((_, i) => {
    const yy = y + i * 30;
    s.line(X, yy + 16, X + 220, yy + 16); s.scrawl(X + 8, yy + 12, 130);
    s.label(`Signature du propriétaire ${i + 1} / Owner signature`, X, yy + 19, { size: 6 });
    s.line(X + 260, yy + 16, X + 400, yy + 16);
    s.label('Date', X + 260, yy + 19, { size: 6 });
  });
}
