// Northbridge Capital Partners (Toronto, boxed-grid one-pager) and Fleur-de-Lys Financement (Montréal, bilingual,
// two pages, French-first labels, "Nom, Prénom" owners, French money and dates).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { fmtDate, fmtMoney, type Merchant, type MoneyFmt } from './data.ts';
import * as C from './common.ts';

const NAVY = '#14284b';

/** A boxed cell: tiny uppercase label at the top-left, value below. */
function cell(c: Canvas, key: string, label: string, text: string, x: number, y: number, w: number, fields: C.F = {}, h = 24): void {
  c.rect(x, y, w, h, '#555', 0.5);
  c.label(label.toUpperCase(), x + 3, y + 2.5, 5.6, 'Helvetica', '#333');
  c.value(key, text, x + 4, y + 11, { w: w - 8, size: 9, fields, h: 12 });
}
function bar(c: Canvas, text: string, y: number): void {
  c.fillRect(30, y, 552, 13, NAVY);
  c.label(text, 35, y + 3, 8, 'Helvetica-Bold', '#fff');
}

export function northbridge(c: Canvas, m: Merchant, rng: Rng): void {
  const money: MoneyFmt = rng.pick(['plain', 'cents', 'cad']);
  c.fillRect(0, 0, 612, 58, NAVY);
  c.label('NORTHBRIDGE', 30, 16, 20, 'Helvetica-Bold', '#fff');
  c.label('CAPITAL PARTNERS', 30, 38, 9, 'Helvetica', '#9fc3ff');
  c.label('Business Funding Application', 380, 18, 13, 'Helvetica-Bold', '#fff');
  c.label('100 King St W, Suite 5600, Toronto ON M5X 1C9  ·  1-888-555-0142', 380, 38, 6.5, 'Helvetica', '#cfe0ff');
  let y = 70;
  bar(c, 'SECTION A — BUSINESS INFORMATION', y); y += 15;
  cell(c, 'legal_name', 'Legal business name', m.legal, 30, y, 320, C.legalF(m));
  const op = C.operating(m, rng.pick(['SAME', 'Same as above', 'N/A']));
  cell(c, 'operating_name', 'Operating name (O/A)', op.text, 350, y, 232, op.fields); y += 24;
  const b = C.bn(m, rng.pick(['joined', 'space'] as const));
  cell(c, 'bn', 'Business Number (BN) / Program account', b.text, 30, y, 180, b.fields);
  cell(c, 'gst', 'GST/HST Registration No.', m.bnShown === 'blank' ? '' : m.gst, 210, y, 140);
  cell(c, 'start', 'Date business started', m.start ? fmtDate(m.start, rng.pick(['long', 'iso', 'short'])) : '', 350, y, 130, m.start ? C.startF(m.start) : {});
  cell(c, 'employees', '# of employees', String(m.employees), 480, y, 102); y += 24;
  cell(c, 'street', 'Business address (no P.O. boxes)', m.addr.street, 30, y, 250);
  cell(c, 'city', 'City', m.addr.city, 280, y, 120);
  cell(c, 'province', 'Province', m.addr.prov, 400, y, 70, C.provF(m.addr.prov));
  cell(c, 'postal', 'Postal code', m.addr.postal, 470, y, 112); y += 24;
  cell(c, 'phone', 'Business phone', m.phone, 30, y, 150);
  cell(c, 'email', 'E-mail', m.email, 180, y, 220);
  cell(c, 'website', 'Website', m.website ?? '', 400, y, 182); y += 24;
  cell(c, 'industry', 'Type of business / products or services sold', m.industryText, 30, y, 320, C.industryF(m));
  const corp = m.kind !== 'sole' && m.kind !== 'partnership';
  cell(c, 'jurisdiction', 'Jurisdiction of incorporation', corp ? m.jurisdiction : '', 350, y, 232); y += 24;
  c.rect(30, y, 552, 20, '#555', 0.5);
  c.label('LEGAL STRUCTURE:', 34, y + 7, 6.5, 'Helvetica-Bold');
  const other = m.kind === 'ulc' || m.kind === 'profcorp';
  const opts: [string, boolean][] = [['Sole Proprietorship', m.kind === 'sole'], ['Partnership', m.kind === 'partnership'], ['Corporation', m.kind === 'corp' || m.kind === 'numbered']];
  let x = 110;
  for (const [label, on] of opts) {
    c.check(`entity_${label}`, label, on, x, y + 6, { fields: on ? C.entityF(m) : {}, name: `entity_${label}`, typedMark: 'X' });
    c.label(label, x + 11, y + 7, 7); x += 105;
  }
  c.check('entity_other', 'Other', other, x, y + 6, { name: 'entity_other', fields: other ? C.entityF(m) : {} });
  c.label('Other:', x + 11, y + 7, 7);
  c.line(x + 36, y + 15, 578, y + 15, 0.4);
  c.value('entity_other_text', other ? C.entityText(m, rng) : '', x + 38, y + 5, { w: 120, size: 8.5, fields: other ? C.entityF(m) : {} });
  y += 26;
  bar(c, 'SECTION B — FUNDING REQUEST', y); y += 15;
  cell(c, 'amount', 'Amount requested (CAD)', fmtMoney(m.amount, money), 30, y, 150, C.amountF(m));
  cell(c, 'use', 'Use of funds', m.useOfFunds, 180, y, 220);
  cell(c, 'sales', 'Average monthly sales', fmtMoney(m.monthlySales, money), 400, y, 182); y += 30;
  bar(c, 'SECTION C — OWNERS / OFFICERS (list all owners of 20% or more)', y); y += 15;
  const cols: [string, number][] = [['Full name', 150], ['Title', 80], ['% owned', 44], ['SIN', 78], ['Date of birth', 70], ['Home address', 130]];
  x = 30;
  for (const [h, w] of cols) { c.rect(x, y, w, 12, '#555', 0.5, '#e6ecf5'); c.label(h.toUpperCase(), x + 3, y + 3.5, 5.8, 'Helvetica-Bold'); x += w; }
  y += 12;
  const dobFmt = rng.pick(['iso', 'long'] as const), pctPct = rng.chance(0.5);
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    x = 30;
    for (const [, w] of cols) { c.rect(x, y, w, 18, '#777', 0.4); x += w; }
    if (o) {
      const s = C.sin(i, o, rng.pick([' ', '-'] as const));
      c.value(`owner${i + 1}_name`, C.fullNameOf(o), 33, y + 5, { w: 144, size: 8.5, fields: C.nameF(i, o) });
      c.value(`owner${i + 1}_title`, o.role, 183, y + 5, { w: 74, size: 8.5, fields: C.roleF(i, o) });
      c.value(`owner${i + 1}_pct`, pctPct ? `${o.pct}%` : String(o.pct), 263, y + 5, { w: 38, size: 8.5, fields: C.pctF(i, o) });
      c.value(`owner${i + 1}_sin`, s.text, 307, y + 5, { w: 72, size: 8.5, fields: s.fields });
      c.value(`owner${i + 1}_dob`, o.dob ? fmtDate(o.dob, dobFmt) : '', 385, y + 5, { w: 64, size: 7.5, fields: o.dob ? C.dobF(i, o.dob) : {} });
      c.value(`owner${i + 1}_home`, C.addr1(o.home), 455, y + 5, { w: 124, size: 6.5 });
    }
    y += 18;
  }
  y += 6;
  bar(c, 'SECTION D — BANKING & PREMISES', y); y += 15;
  cell(c, 'bank', 'Bank', m.bank.name, 30, y, 150);
  cell(c, 'institution', 'Institution #', m.bank.institution, 180, y, 80);
  cell(c, 'transit', 'Transit #', m.bank.transit, 260, y, 80);
  cell(c, 'account', 'Account #', m.bank.account, 340, y, 242); y += 24;
  cell(c, 'landlord', 'Landlord / mortgage holder', m.landlord.name, 30, y, 250);
  cell(c, 'landlord_phone', 'Landlord phone', m.landlord.phone, 280, y, 140);
  cell(c, 'rent', 'Monthly rent', fmtMoney(m.landlord.rent, money), 420, y, 162); y += 32;
  y = c.para(C.CONSENT_EN, 30, y, 552, 6.5) + 10;
  for (let i = 0; i < Math.max(1, Math.min(2, m.owners.length)); i++) {
    const o = m.owners[i]!, x0 = 30 + i * 280;
    c.line(x0, y + 22, x0 + 170, y + 22); c.line(x0 + 185, y + 22, x0 + 260, y + 22);
    c.label('Signature', x0, y + 25, 6); c.label('Date', x0 + 185, y + 25, 6);
    c.value(`sign${i + 1}_date`, fmtDate({ y: 2025, m: 4, d: 14 + i }, 'iso'), x0 + 187, y + 10, { w: 70, size: 8 });
    c.label('Print name:', x0, y + 36, 6);
    c.value(`sign${i + 1}_name`, C.fullNameOf(o), x0 + 36, y + 33, { w: 130, size: 8, fields: C.nameF(i, o) });
  }
  c.label('Northbridge Capital Partners is an independent broker, not a lender. NCP-APP-CA rev. 2024-11', 30, 770, 5.5, 'Helvetica', '#666');
}

/** A bilingual underline field: French label, English label in grey italic below it, the value on the line. */
function uf(c: Canvas, key: string, fr: string, en: string, text: string, x: number, y: number, w: number, fields: C.F = {}): void {
  c.label(fr, x, y, 6.8, 'Helvetica-Bold');
  c.label(en, x, y + 8, 6, 'Helvetica-Oblique', '#555');
  c.line(x, y + 30, x + w - 8, y + 30, 0.5);
  c.value(key, text, x + 2, y + 18, { w: w - 12, size: 9.5, fields, h: 12 });
}
function head(c: Canvas, n: string, fr: string, en: string, y: number): void {
  c.label(n, 36, y, 11, 'Helvetica-Bold', '#8a1c2b');
  c.label(`${fr}  ·  ${en}`, 54, y + 1, 9.5, 'Helvetica-Bold', '#1d3b6f');
  c.line(36, y + 14, 576, y + 14, 1.2, '#1d3b6f');
}

export function fleurDeLys(c: Canvas, m: Merchant, rng: Rng): void {
  const frMoney = rng.chance(0.6);
  const money = (n: number): string => fmtMoney(n, frMoney ? 'fr' : rng.pick(['plain', 'spaced']));
  const dateFmt = rng.pick(['iso', 'fr', 'dmy'] as const);
  const dl = dateFmt === 'dmy' ? ' (JJ/MM/AAAA)' : dateFmt === 'iso' ? ' (AAAA-MM-JJ)' : '';
  c.label('Fleur-de-Lys', 36, 30, 22, 'Times-BoldItalic', '#1d3b6f');
  c.label('FINANCEMENT · FUNDING', 36, 56, 8, 'Helvetica-Bold', '#8a1c2b');
  c.label('DEMANDE D\'AVANCE DE FONDS', 330, 32, 12, 'Helvetica-Bold');
  c.label('MERCHANT CASH ADVANCE APPLICATION', 330, 48, 9, 'Helvetica-Oblique', '#555');
  c.label('1155, rue Metcalfe, bureau 1500, Montréal (Québec) H3B 2V6 · 514 555-0199', 330, 62, 6.5, 'Helvetica', '#555');
  let y = 86;
  head(c, '1', 'Renseignements sur l\'entreprise', 'Business information', y); y += 22;
  uf(c, 'legal_name', 'Raison sociale', 'Legal name', m.legal, 36, y, 300, C.legalF(m));
  const op = C.operating(m, rng.pick(['Même', 'S.O.', 'SAME']));
  uf(c, 'operating_name', 'Nom commercial (f.a.s.r.s.)', 'Operating name (O/A)', op.text, 336, y, 240, op.fields); y += 38;
  uf(c, 'neq', 'NEQ', 'Québec enterprise no.', m.addr.prov === 'QC' ? m.neq : '', 36, y, 130);
  const b = C.bn(m, rng.pick(['space', 'grouped', 'joined'] as const));
  uf(c, 'bn', 'Numéro d\'entreprise (NE)', 'Business Number (BN)', b.text, 166, y, 170, b.fields);
  uf(c, 'gst', 'No TPS/TVH', 'GST/HST No.', m.bnShown === 'blank' ? '' : m.gst, 336, y, 120);
  uf(c, 'qst', 'No TVQ', 'QST No.', m.addr.prov === 'QC' ? m.qst : '', 456, y, 120); y += 38;
  c.label('Forme juridique', 36, y, 6.8, 'Helvetica-Bold'); c.label('Legal form', 36, y + 8, 6, 'Helvetica-Oblique', '#555');
  const forms: [string, string, boolean][] = [['Entreprise individuelle / Sole proprietorship', 'sole', m.kind === 'sole'],
    ['S.E.N.C. / Partnership', 'senc', m.kind === 'partnership'], ['Société par actions / Corporation', 'spa', m.kind === 'corp' || m.kind === 'numbered'],
    ['Autre / Other', 'autre', m.kind === 'ulc' || m.kind === 'profcorp']];
  let x = 110;
  for (const [label, id, on] of forms) {
    c.check(`forme_${id}`, label, on, x, y + 2, { fields: on ? C.entityF(m) : {}, name: `forme_${id}`, typedMark: 'fill' });
    c.label(label, x + 11, y + 3, 6.8); x += id === 'sole' ? 170 : id === 'senc' ? 100 : 135;
  }
  const other = m.kind === 'ulc' || m.kind === 'profcorp';
  c.line(440, y + 24, 570, y + 24, 0.4); c.label('Précisez / Specify:', 370, y + 16, 6);
  c.value('forme_autre_text', other ? C.entityText(m, rng) : '', 442, y + 13, { w: 126, size: 8.5, fields: other ? C.entityF(m) : {} }); y += 32;
  const corp = m.kind !== 'sole' && m.kind !== 'partnership';
  uf(c, 'jurisdiction', 'Loi constitutive', 'Incorporated under', corp ? m.jurisdiction : '', 36, y, 170);
  uf(c, 'start', `Début des activités${dl}`, 'Business start date', m.start ? fmtDate(m.start, dateFmt) : '', 206, y, 170, m.start ? C.startF(m.start) : {});
  uf(c, 'industry', 'Secteur d\'activité', 'Type of business', m.industryText, 376, y, 200, C.industryF(m)); y += 38;
  uf(c, 'street', 'Adresse de l\'établissement', 'Business address', m.addr.street, 36, y, 250);
  uf(c, 'city', 'Ville', 'City', m.addr.city, 286, y, 120);
  const provText = m.addr.prov === 'QC' ? rng.pick(['QC', 'Québec', 'Qc']) : m.addr.prov;
  uf(c, 'province', 'Province', 'Province', provText, 406, y, 70, C.provF(m.addr.prov));
  uf(c, 'postal', 'Code postal', 'Postal code', m.addr.postal, 476, y, 100); y += 38;
  uf(c, 'mailing', 'Adresse postale (si différente)', 'Mailing address (if different)', m.mailing ? C.addr1(m.mailing) : '', 36, y, 300);
  uf(c, 'phone', 'Téléphone', 'Phone', m.phone, 336, y, 110);
  uf(c, 'email', 'Courriel', 'E-mail', m.email, 446, y, 130); y += 44;
  head(c, '2', 'Demande de financement', 'Funding request', y); y += 22;
  uf(c, 'amount', 'Montant demandé', 'Amount requested', money(m.amount), 36, y, 160, C.amountF(m));
  uf(c, 'use', 'Utilisation des fonds', 'Use of funds', m.useOfFunds, 196, y, 200);
  uf(c, 'sales', 'Ventes mensuelles moyennes', 'Average monthly sales', money(m.monthlySales), 396, y, 180); y += 44;
  head(c, '3', 'Institution financière', 'Bank', y); y += 22;
  uf(c, 'bank', 'Institution', 'Bank', m.bank.name, 36, y, 180);
  uf(c, 'transit', 'No de transit', 'Transit no.', m.bank.transit, 216, y, 90);
  uf(c, 'institution', 'No d\'institution', 'Institution no.', m.bank.institution, 306, y, 90);
  uf(c, 'account', 'No de compte (folio)', 'Account no.', m.bank.account, 396, y, 180);
  c.label('Page 1 / 2', 540, 770, 6, 'Helvetica', '#777');
  c.addPage();
  y = 40;
  head(c, '4', 'Propriétaires et dirigeants', 'Owners and officers', y); y += 22;
  for (let i = 0; i < Math.max(2, m.owners.length); i++) {
    const o = m.owners[i];
    c.rect(36, y - 4, 540, 84, '#aab', 0.5);
    c.label(`Propriétaire ${i + 1} / Owner ${i + 1}`, 42, y, 7, 'Helvetica-Bold', '#8a1c2b'); y += 10;
    const s = o ? C.sin(i, o, ' ') : { text: '', fields: {} };
    const name = o ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : '';
    uf(c, `owner${i + 1}_name`, 'Nom, Prénom', 'Last name, First name', name, 42, y, 220, o ? C.nameF(i, o) : {});
    uf(c, `owner${i + 1}_title`, 'Titre', 'Title', o?.role ?? '', 262, y, 110, o ? C.roleF(i, o) : {});
    uf(c, `owner${i + 1}_pct`, '% de propriété', '% ownership', o ? `${o.pct} %` : '', 372, y, 80, o ? C.pctF(i, o) : {});
    uf(c, `owner${i + 1}_sin`, 'NAS', 'SIN', s.text, 452, y, 120, s.fields); y += 36;
    uf(c, `owner${i + 1}_dob`, `Date de naissance${dl}`, 'Date of birth', o?.dob ? fmtDate(o.dob, dateFmt) : '', 42, y, 160, o?.dob ? C.dobF(i, o.dob) : {});
    uf(c, `owner${i + 1}_home`, 'Adresse personnelle', 'Home address', o ? C.addr1(o.home) : '', 202, y, 370); y += 48;
  }
  head(c, '5', 'Références commerciales', 'Trade references', y); y += 22;
  m.refs.forEach((r, i) => {
    uf(c, `ref${i + 1}_name`, 'Fournisseur', 'Supplier', r.name, 36 + i * 270, y, 150);
    uf(c, `ref${i + 1}_phone`, 'Téléphone', 'Phone', r.phone, 186 + i * 270, y, 110);
  });
  y += 46;
  head(c, '6', 'Consentement (LPRPDE)', 'Consent (PIPEDA)', y); y += 20;
  y = c.para(C.CONSENT_FR, 36, y, 540, 6.5, 'Helvetica') + 4;
  y = c.para(C.CONSENT_EN, 36, y, 540, 6.2, 'Helvetica-Oblique') + 18;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x0 = 36 + i * 275;
    c.line(x0, y + 20, x0 + 160, y + 20); c.label('Signature', x0, y + 23, 6);
    c.line(x0 + 170, y + 20, x0 + 250, y + 20); c.label('Date', x0 + 170, y + 23, 6);
    c.value(`sign${i + 1}_date`, fmtDate({ y: 2025, m: 3, d: 20 + i }, dateFmt), x0 + 172, y + 8, { w: 76, size: 8 });
    c.label('Nom en lettres moulées / Print name:', x0, y + 33, 6.5);
    c.value(`sign${i + 1}_name`, `${o.first} ${o.last}`, x0 + 118, y + 30, { w: 140, size: 8.5, fields: C.nameF(i, o) });
  });
  c.label('Page 2 / 2 · FDL-DA-2025-02', 500, 770, 6, 'Helvetica', '#777');
}
