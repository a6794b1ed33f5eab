// Prairie Nord Advance (Calgary): a one-page dense grid, every cell labelled `English | Français` in tiny type at its
// top-left. Hard: an ISO block on top with its own name, phone and ID; the entity and the payment frequency as free
// text in either language (`Ltée`, `Hebdomadaire`); dates in two formats on one page (start JJ/MM/AAAA, births
// AAAA-MM-JJ, each as labelled); four owner boxes in a 2 x 2 grid; open positions in a free-text line.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import type { Merchant } from './data.ts';
import { addressLine, app, bn, entityWords, industry, legalName, own, ownerName, province, sin, sinHow, tradeName, type Fields } from './common.ts';
import { date, money, percent, type MoneyStyle } from './format.ts';

const GREEN = '#2e5e3a', X0 = 28, W = 556, LINE = '#6b6b6b';

function cell(s: Sheet, label: string, x: number, y: number, w: number, key: string, text: string, fields: Fields = {}, h = 26): void {
  s.rect(x, y, w, h, { stroke: LINE, width: 0.45 });
  s.label(label, x + 2.5, y + 2, { size: 5.3, color: '#3a3a3a' });
  s.value(key, text, x + 1, y + 9.5, w - 2, h - 11, fields);
}

function section(s: Sheet, text: string, y: number): void {
  s.label(text, X0, y, { size: 7.5, bold: true, color: GREEN });
  s.line(X0 + s.labelWidth(text, 7.5, 'Helvetica-Bold') + 6, y + 4, X0 + W, y + 4, { width: 0.8, color: GREEN });
}

const FREQUENCY_WORDS: Record<Merchant['frequency'], string[]> = {
  daily: ['Daily', 'Quotidien', 'Quotidienne', 'Daily / Quotidien'], weekly: ['Weekly', 'Hebdomadaire', 'Hebdo. / Weekly'],
  biweekly: ['Bi-weekly', 'Aux deux semaines', 'Biweekly'], monthly: ['Monthly', 'Mensuel', 'Mensuelle'],
};

export function drawPrairie(s: Sheet, m: Merchant, rng: Rng): void {
  const reqStyle: MoneyStyle = rng.pick(['en-int', 'fr-int', 'en', 'cad-pre']);
  const payStyle: MoneyStyle = rng.pick(['en', 'fr']);
  s.addPage();
  s.rect(X0, 22, W, 38, { fill: GREEN });
  s.label('PRAIRIE NORD ADVANCE', X0 + 10, 28, { size: 15, bold: true, color: '#ffffff' });
  s.label('Merchant Application | Demande marchande', X0 + 10, 46, { size: 7.5, color: '#dfe9df' });
  s.label('Suite 410, 808 4 Ave SW, Calgary AB T2P 3E8 · 403 555-0190 · apps@prairienord.ca', X0 + 250, 44,
    { size: 6.3, color: '#dfe9df', width: 296, align: 'right' });
  let y = 66;
  cell(s, 'ISO / Courtier', X0, y, 180, 'iso_company', m.iso.company);
  cell(s, 'Rep | Représentant', X0 + 180, y, 140, 'iso_rep', m.iso.rep);
  cell(s, 'Rep phone | Tél. du représentant', X0 + 320, y, 120, 'iso_phone', m.iso.phone);
  cell(s, 'ISO ID', X0 + 440, y, 116, 'iso_id', m.iso.id);

  y += 34;
  section(s, '1 · BUSINESS | ENTREPRISE', y);
  y += 12;
  cell(s, 'Legal Name | Raison sociale', X0, y, 300, 'legal_name', ...legalName(m));
  cell(s, 'DBA / O/A | Nom commercial', X0 + 300, y, 256, 'trade_name', ...tradeName(m, rng));
  y += 26;
  cell(s, 'Entity | Forme juridique', X0, y, 110, 'entity', ...(rng.chance(0.9) ? entityWords(m, rng) : ['', {}] as [string, Fields]));
  cell(s, 'BN | NE', X0 + 110, y, 150, 'bn', ...(rng.chance(0.93) ? bn(m, rng) : ['', {}] as [string, Fields]));
  const start = rng.chance(0.85);
  cell(s, 'Start date (JJ/MM/AAAA) | Date de début', X0 + 260, y, 120, 'start_date', start ? date(m.start, 'JJ/MM/AAAA') : '',
    start ? { [app('business_start_date')]: m.start } : {});
  cell(s, 'Industry | Secteur d’activité', X0 + 380, y, 176, 'industry', ...industry(m));
  y += 26;
  cell(s, 'Address | Adresse', X0, y, 220, 'address', m.address.street);
  cell(s, 'City | Ville', X0 + 220, y, 120, 'city', m.address.city);
  cell(s, 'Prov.', X0 + 340, y, 50, 'province', ...province(m.address.province, rng.pick(['code', 'code', 'abbr'] as const)));
  cell(s, 'Postal | Code postal', X0 + 390, y, 70, 'postal', m.address.postal);
  cell(s, 'Phone | Tél.', X0 + 460, y, 96, 'phone', m.phone);
  y += 26;
  cell(s, 'Email | Courriel', X0, y, 200, 'email', m.email);
  cell(s, 'Website | Site Web', X0 + 200, y, 180, 'website', m.website ?? '');
  cell(s, 'Employees | Employés', X0 + 380, y, 70, 'employees', String(m.employees));
  cell(s, 'Monthly sales | Ventes mens.', X0 + 450, y, 106, 'monthly_sales', money(m.monthlySales, reqStyle));

  y += 34;
  section(s, '2 · REQUEST | DEMANDE', y);
  y += 12;
  cell(s, 'Amount requested | Montant demandé', X0, y, 150, 'requested_amount', money(m.requested, reqStyle), { [app('requested_amount')]: m.requested });
  const pay = rng.chance(0.7), count = pay && rng.chance(0.85), freq = rng.chance(0.75);
  cell(s, 'Est. payment | Paiement estimé', X0 + 150, y, 130, 'requested_payment', pay ? money(m.payment, payStyle) : '',
    pay ? { [app('requested_payment')]: m.payment } : {});
  cell(s, '# of payments | Nbre de paiements', X0 + 280, y, 110, 'number_of_payments', count ? String(m.payments) : '',
    count ? { [app('number_of_payments')]: m.payments } : {});
  cell(s, 'Frequency | Fréquence', X0 + 390, y, 166, 'payment_frequency', freq ? rng.pick(FREQUENCY_WORDS[m.frequency]) : '',
    freq ? { [app('payment_frequency')]: m.frequency } : {});
  y += 26;
  const open = m.advances.map((a) => `${a.funder} — ${money(a.balance, payStyle)} @ ${money(a.payment, payStyle)}/${rng.pick(['jour', 'day', 'wk'])}`).join('; ');
  cell(s, 'Open positions (funder, balance, payment) | Positions ouvertes (bailleur, solde, versement)', X0, y, W, 'advances', open || 'Aucune / None');

  y += 34;
  section(s, '3 · OWNERS | PROPRIÉTAIRES', y);
  y += 12;
  const scores = rng.chance(0.6);
  for (let i = 0; i < 4; i++) {
    const bx = X0 + (i % 2) * 278, by = y + Math.floor(i / 2) * 82;
    const o = m.owners[i];
    s.label(`Owner ${i + 1} | Propriétaire ${i + 1}`, bx, by, { size: 6, bold: true });
    const name: [string, Fields] = o ? ownerName(o, i, 'full') : ['', {}];
    cell(s, 'Name | Nom', bx, by + 8, 170, `owner${i + 1}_name`, ...name);
    cell(s, 'Title | Titre', bx + 170, by + 8, 108, `owner${i + 1}_title`, o ? o.title : '', o ? { [own(i, 'role')]: o.title } : {});
    cell(s, '% Own. | Part', bx, by + 34, 50, `owner${i + 1}_pct`, o ? percent(o.pct, rng.chance(0.5)) : '', o ? { [own(i, 'ownership')]: o.pct } : {});
    cell(s, 'SIN | NAS', bx + 50, by + 34, 90, `owner${i + 1}_sin`, ...(o ? sin(o, i, sinHow(rng), rng) : ['', {}] as [string, Fields]));
    const dob = o && rng.chance(0.85);
    cell(s, 'DOB (AAAA-MM-JJ) | Naissance', bx + 140, by + 34, 80, `owner${i + 1}_dob`, dob ? date(o.dob, 'AAAA-MM-JJ') : '',
      dob ? { [own(i, 'date_of_birth')]: o.dob } : {});
    cell(s, 'Credit | Cote', bx + 220, by + 34, 58, `owner${i + 1}_score`, o && scores ? String(o.score) : '',
      o && scores ? { [own(i, 'credit_score')]: o.score } : {});
    // Home address cells are drawn narrower than the box so the two columns keep a gap.
    cell(s, 'Home address | Domicile', bx, by + 60, 270, `owner${i + 1}_home`, o ? addressLine(o.home) : '', {}, 20);
  }
  y += 168;
  section(s, '4 · BANK | BANQUE', y);
  y += 12;
  cell(s, 'Bank | Banque', X0, y, 180, 'bank_name', m.bank.name);
  cell(s, 'Transit', X0 + 180, y, 110, 'bank_transit', m.bank.transit);
  cell(s, 'Inst.', X0 + 290, y, 80, 'bank_institution', m.bank.institution);
  cell(s, 'Account | Compte', X0 + 370, y, 186, 'bank_account', m.bank.account);
  y += 34;
  s.label('The undersigned certify this application is true and authorize Prairie Nord Advance, its assignees and funders to obtain '
    + 'credit bureau reports and verify any information herein (PIPEDA). | Les soussignés attestent l’exactitude de la présente demande et '
    + 'autorisent Prairie Nord Advance et ses bailleurs de fonds à obtenir des rapports de solvabilité et à vérifier ces renseignements (LPRPDE).',
  X0, y, { size: 6, width: W });
  y += 30;
  for (const i of m.owners.slice(0, 2).keys()) {
    const bx = X0 + i * 278;
    s.signature(bx + 6, y + 14, 120);
    s.line(bx, y + 20, bx + 150, y + 20);
    s.label(`Signature ${i + 1}`, bx, y + 23, { size: 5.5 });
    s.value(`owner${i + 1}_signed`, date(new Date(Date.UTC(2026, 0, 5 - rng.int(0, 12))).toISOString().slice(0, 10), 'JJ/MM/AAAA'), bx + 160, y + 5, 100, 14);
    s.line(bx + 160, y + 20, bx + 262, y + 20);
    s.label('Date (JJ/MM/AAAA)', bx + 160, y + 23, { size: 5.5 });
  }
  s.label('PNA-MA 2025.1', X0, 768, { size: 5.5, width: W, align: 'right', color: '#777777' });
}
