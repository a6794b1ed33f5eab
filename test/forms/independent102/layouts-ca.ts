// Canadian layouts of set 102: a Word document made fillable by Acrobat's field detection (Maple Leaf), and a bilingual
// Foxit form with "Field N" names and dropdowns exporting codes (Northstar).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, money, spacedSin, type Merchant } from './data.ts';
import { amountT, app, AUTH_CA, dbaT, dobT, entityT, firstT, fullName, industryT, lastT, legalT, nameT, ownerTaxT, pctT, PROVINCES, roleT, startT, stateT,
  taxT } from './common.ts';
import { Sheet, type Plan } from './sheet.ts';

/** Maple Leaf Business Funding: Word "save as fillable" (Acrobat field detection): names from labels with punctuation
 *  dropped ("Operating Name OA"), "Field 7"-style and "undefined" names in the owner table, a 15-cell BN comb, an
 *  entity radio group "Group1" on Choice1..Choice3, a province dropdown, SIN combs (left blank when the owner declines). */
export function mapleleaf(m: Merchant, r: Rng): Plan {
  const s = new Sheet('mapleleaf_word', 'Maple Leaf Business Funding', 'CA', 'Adobe Acrobat Pro (64-bit) 23.6.20360', 'Microsoft® Word for Microsoft 365');
  s.ap = r.chance(0.5);
  s.text('Maple Leaf Business Funding Inc.', 36, 36, 15, true).text('Business Funding Application - Canada', 36, 56, 10);
  s.text('Toronto, Ontario  |  1-888-555-0190  |  apply@mapleleaffunding.example', 340, 40, 7);
  s.band('Business Information', 78, '#f3d9d9');
  s.field('Legal Name of Business', 'Legal Name of Business', 36, 96, 300, m.legal, { truth: legalT(m) });
  s.field('Operating Name (O/A)', 'Operating Name OA', 342, 96, 234, m.dbaText, { truth: dbaT(m) });
  s.field('Business Number (BN) with program account', 'Business Number BN with program account', 36, 122, 240, m.taxId, { kind: 'comb', maxLen: 15, truth: taxT(m) });
  s.field('Date Established (YYYY-MM-DD)', 'Date Established YYYYMMDD', 282, 122, 130, fmtDate(m.start, 'iso'), { truth: startT(m) });
  s.field('Nature of Business', 'Nature of Business', 418, 122, 158, m.industryText, { truth: industryT(m) });
  s.text('Business Structure', 36, 152, 6.5);
  const ents = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']] as const;
  s.radio('Group1', 36, 162, ents.map(([l], i) => [l, `Choice${i + 1}`] as const), ents.findIndex(([, id]) => id === m.entity), entityT(m.entity), 110);
  s.field('Province of Incorporation', 'Province of Incorporation', 376, 152, 200, m.incRegion, { decoy: 'state_of_incorporation' });
  s.field('Street Address', 'Street Address', 36, 178, 240, m.street);
  s.field('City', 'City', 282, 178, 120, m.city);
  s.field('Province', 'Province', 408, 178, 60, m.region, { kind: 'combo', choices: PROVINCES.map(([c]) => c), truth: stateT(m) });
  s.field('Postal Code', 'Postal Code', 474, 178, 102, m.postal);
  s.field('Telephone', 'Telephone', 36, 204, 160, m.phone);
  s.field('Email', 'Email', 202, 204, 220, m.email);
  s.field('Number of Employees', 'Number of Employees', 428, 204, 148, String(m.employees));
  s.band('Financing Request', 234, '#f3d9d9');
  s.field('Amount Requested', 'Amount Requested', 36, 252, 160, money(m.amount, r.pick(['commas', 'cad'] as const)), { truth: amountT(m) });
  s.field('Intended Use of Funds', 'Intended Use of Funds', 202, 252, 374, m.use);
  s.band('Owners (25% or more)', 282, '#f3d9d9');
  const cols: [string, number, number][] = [['First Name', 36, 100], ['Last Name', 136, 110], ['Position', 246, 90], ['% Owned', 336, 50], ['SIN (optional)', 386, 120], ['Date of Birth', 506, 70]];
  for (const [l, x] of cols) s.text(l, x + 2, 300, 6.5, true);
  let fieldNo = 6;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], y = 310 + i * 20;
    const sinShown = !!o && !o.masked;
    const vals = o ? [o.first, o.last, o.title, `${o.pct}%`, sinShown ? o.taxId : '', fmtDate(o.dob, 'iso')] : ['', '', '', '', '', ''];
    const tr = o ? [firstT(i, o), lastT(i, o), roleT(i, o), pctT(i, o), sinShown ? ownerTaxT(i, o, true) : {}, dobT(i, o)] : [];
    cols.forEach(([, x, w], j) => {
      const name = j === 4 ? (i === 0 ? 'undefined' : 'undefined_2') : `Field ${++fieldNo}`;
      s.field('', name, x, y - 8, w, vals[j]!, { truth: tr[j] ?? {}, size: 8, ...(j === 4 ? { kind: 'comb', maxLen: 9 } : {}) });
    });
  }
  s.band('Banking', 356, '#f3d9d9');
  s.field('Financial Institution', 'Financial Institution', 36, 374, 200, m.bank, { decoy: 'bank' });
  s.field('Transit / Institution No.', 'Transit  Institution No', 242, 374, 130, m.routing, { decoy: 'routing' });
  s.field('Account No.', 'Account No', 378, 374, 198, m.account, { decoy: 'account' });
  s.field('Landlord', 'Landlord', 36, 400, 240, m.rent ? m.landlord : '', m.rent ? { decoy: 'landlord' } : {});
  s.field('Broker', 'Broker', 282, 400, 294, 'Maple Leaf Business Funding Inc.', { readOnly: true, decoy: 'iso_broker' });
  s.band('Consent (PIPEDA)', 432, '#f3d9d9');
  s.text(AUTH_CA.replace('%B', 'Maple Leaf Business Funding Inc.'), 36, 450, 7, false, 540);
  s.check('Check Box1', 'I consent to the collection and use of my personal information as described above.', 36, 500, 'Yes', true);
  s.rect(36, 540, 220, 0.6).text('Signature', 36, 544, 6.5).rect(300, 540, 120, 0.6).text('Date', 300, 544, 6.5);
  return s.plan;
}

/** Northstar Commercial Capital: bilingual (EN/FR) Foxit form, "Field N" names, an entity dropdown exporting 1/2/3 over its
 *  display names, a province dropdown exporting codes over names, BN text with its program account, SIN spaced or masked,
 *  payment terms with frequency boxes on "1". */
export function northstar(m: Merchant, r: Rng): Plan {
  const s = new Sheet('northstar_foxit', 'Northstar Commercial Capital', 'CA', 'Foxit PDF Editor 12.1.2.15332', 'Foxit PDF Editor');
  s.ap = r.chance(0.6);
  let n = 0;
  const F = (): string => `Field ${++n}`;
  s.rect(36, 30, 540, 34, '#1d3557').text('NORTHSTAR COMMERCIAL CAPITAL', 46, 36, 13, true, undefined, '#ffffff')
    .text('Demande de financement / Funding Application', 46, 52, 8, false, undefined, '#ffffff');
  s.band("Entreprise / Business", 76);
  s.field('Raison sociale / Legal name', F(), 36, 94, 300, m.legal, { truth: legalT(m) });
  s.field("Nom commercial / Operating as", F(), 342, 94, 234, m.dbaText, { truth: dbaT(m) });
  const ents = [['1', 'Corporation'], ['2', 'Sole Proprietorship'], ['3', 'Partnership']] as const;
  const ids = ['ca_corporation', 'sole_proprietorship', 'general_partnership'];
  const ei = Math.max(0, ids.indexOf(m.entity));
  s.field('Forme juridique / Legal structure', F(), 36, 120, 170, ents[ei]![0], { kind: 'combo', choices: ents.map(([e, d]) => [e, d] as [string, string]), show: ents[ei]![1], truth: entityT(m.entity) });
  s.field("Numéro d'entreprise / Business Number", F(), 212, 120, 170, m.taxText, { truth: taxT(m) });
  s.field("Secteur d'activité / Industry", F(), 388, 120, 188, m.industryText, { truth: industryT(m) });
  s.field('Début des activités / Business start', F(), 36, 146, 140, fmtDate(m.start, r.pick(['iso', 'long'] as const)), { truth: startT(m) });
  s.field('Adresse / Address', F(), 182, 146, 394, `${m.street}, ${m.city}`);
  const prov = PROVINCES.find(([c]) => c === m.region)!;
  s.field('Province', F(), 36, 172, 140, m.region, { kind: 'combo', choices: PROVINCES, show: prov[1], truth: stateT(m) });
  s.field('Code postal / Postal code', F(), 182, 172, 100, m.postal);
  s.field('Téléphone / Phone', F(), 288, 172, 140, m.phone);
  s.field('Courriel / Email', F(), 434, 172, 142, m.email);
  s.band('Financement demandé / Funding requested', 202);
  s.field('Montant / Amount', F(), 36, 220, 130, money(m.amount, r.pick(['commas', 'cad', 'plain'] as const)), { truth: amountT(m) });
  s.field('Versement / Payment', F(), 172, 220, 110, money(m.payment, 'commas'), { truth: { [app('requested_payment')]: m.payment } });
  s.field('Nombre de versements / No. of payments', F(), 288, 220, 140, String(m.payments), { truth: { [app('number_of_payments')]: m.payments } });
  const fs = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  ['Quotidien / Daily', 'Hebdo / Weekly', 'Aux 2 sem. / Bi-weekly', 'Mensuel / Monthly'].forEach((l, i) =>
    s.check(`Check Box${i + 1}`, l, 130 + i * 110, 248, '1', m.freq === fs[i], { [app('payment_frequency')]: fs[i]! }));
  s.text('Fréquence / Frequency:', 36, 249.5, 7, true);
  s.band('Propriétaires / Owners', 266);
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], y = 284 + i * 60;
    s.text(`Propriétaire ${i + 1} / Owner ${i + 1}`, 36, y, 7, true);
    s.field('Nom complet / Full name', F(), 36, y + 8, 220, o ? fullName(o, 'fml') : '', o ? { truth: nameT(i, o) } : {});
    s.field('Titre / Title', F(), 262, y + 8, 110, o?.title ?? '', o ? { truth: roleT(i, o) } : {});
    s.field('% de propriété', F(), 378, y + 8, 60, o ? `${o.pct}%` : '', o ? { truth: pctT(i, o) } : {});
    s.field('NAS / SIN', F(), 444, y + 8, 132, o ? (o.masked ? `XXX XXX ${o.taxId.slice(6)}` : spacedSin(o.taxId)) : '', o ? { truth: ownerTaxT(i, o, !o.masked) } : {});
    s.field('Date de naissance / DOB', F(), 36, y + 32, 130, o ? fmtDate(o.dob, 'iso') : '', o ? { truth: dobT(i, o) } : {});
    s.field('Adresse domicile / Home address', F(), 172, y + 32, 404, o ? `${o.street}, ${o.city}, ${o.region} ${o.postal}` : '', o ? { decoy: 'owner_home' } : {});
  }
  s.band('Banque / Bank', 466);
  s.field('Institution', F(), 36, 484, 180, m.bank, { decoy: 'bank' });
  s.field('Transit-Institution', F(), 222, 484, 120, m.routing, { decoy: 'routing' });
  s.field('Compte / Account', F(), 348, 484, 228, m.account, { decoy: 'account' });
  s.field('Financement existant / Existing funder', F(), 36, 510, 260, m.funder?.name ?? '', m.funder ? { decoy: 'existing_funder' } : {});
  s.field('Courtier / Broker', F(), 302, 510, 274, 'Northstar Commercial Capital', { readOnly: true, decoy: 'iso_broker' });
  s.text(AUTH_CA.replace('%B', 'Northstar Commercial Capital'), 36, 542, 7, false, 540);
  s.rect(36, 610, 220, 0.6).text('Signature', 36, 614, 6.5).rect(300, 610, 120, 0.6).text('Date', 300, 614, 6.5);
  return s.plan;
}
