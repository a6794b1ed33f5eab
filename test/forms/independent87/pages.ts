// The packet's numbered pages: business information and the funding request, owners 1-2 with terms, the additional
// owners / continuation sheet and the signature page.
import type { Val } from './canvas.ts';
import { bar, frame, ownerBlock, signatureBlock, type Ctx } from './sections.ts';
import { fmtDate, fmtMoney } from './layouts.ts';
import { businessNote, continuationNote, fundingNote, ownerNote, signatureNote, terms } from './prose.ts';
import { entityId, stateName } from './ref.ts';

const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
const ap = (f: string): string => `application.${f}`;

function entity(c: Ctx, y: number): number {
  const { s, l, m } = c;
  if (l.entity === 'text') {
    s.field(36, y, 250, 'Type of Entity (LLC, Corp, etc.)', { key: 'entity', text: m.entityText, fields: { [ap('type_of_entity')]: m.entityId } });
    return y;
  }
  s.text(36, y, 'Entity Type (check one)', { size: 6.5, color: '#444' });
  const hit = l.entity.find((o) => o !== 'Other' && entityId(o, l.country) === m.entityId);
  let x = 36;
  for (const o of l.entity) {
    const on = o === 'Other' ? !hit : o === hit;
    x = s.check(x, y + 10, o === 'Other' ? 'Other:' : o, on, `entity_${o.replace(/\W/g, '').toLowerCase()}`,
      on && o !== 'Other' ? { [ap('type_of_entity')]: m.entityId } : {}) + 9;
  }
  s.rule(x, y + 19, 576, y + 19);
  if (!hit) s.value(x, y + 8, 576 - x, { key: 'entity_other', text: m.entityText, fields: { [ap('type_of_entity')]: m.entityId } });
  return y + 27;
}

export function businessPage(c: Ctx): void {
  const { s, l, m } = c, ca = l.country === 'CA';
  let y = bar(c, frame(c, 'Business Information'), 'SECTION 1 - BUSINESS INFORMATION');
  y = s.para(36, y, 540, businessNote(l));
  s.field(36, y, 540, 'Business Legal Name (as shown on tax return)', { key: 'legal_name', text: m.legal, fields: { [ap('legal_name')]: m.legal } });
  y += 27;
  const dba: Val | null = m.dba ? { key: 'dba', text: m.dba, fields: { [ap('trade_name')]: m.dba } }
    : l.dbaFiller && m.dbaFiller ? { key: 'dba', text: m.dbaFiller, fields: { [ap('trade_name')]: null } } : null;
  s.field(36, y, 540, ca ? 'Operating Name (O/A)' : 'DBA / Trade Name (if different)', dba);
  y += 27;
  const tax: Val = { key: 'tax_id', text: m.taxPrinted, fields: { [ap('business_tax_id')]: m.taxValue, [ap('business_tax_id_type')]: m.taxType,
    [ap('business_tax_id_country')]: l.country } };
  if (l.entity === 'text') {
    entity(c, y);
    s.field(292, y, 284, ca ? 'Business Number (BN) / Program Account' : 'Federal Tax ID (EIN or SSN)', tax);
    y += 27;
  } else {
    y = entity(c, y);
    s.field(36, y, 250, ca ? 'Business Number (BN) / Program Account' : 'Federal Tax ID (EIN or SSN)', tax);
    s.field(292, y, 284, ca ? 'GST/HST Registrant' : 'NAICS / SIC (optional)', null);
    y += 27;
  }
  let x = 36;
  if (l.start !== 'years') {
    s.field(x, y, 150, 'Business Start Date', { key: 'start', text: fmtDate(m.start, l.date), fields: { [ap('business_start_date')]: m.start } });
    x += 156;
  }
  if (l.start !== 'date') { s.field(x, y, 100, 'Years in Business', { key: 'years', text: String(m.years) }); x += 106; }
  s.field(x, y, 576 - x, ca ? 'Province of Incorporation' : 'State of Incorporation', { key: 'decoy_state_of_inc', text: stateName(m.stateOfInc) });
  y += 27;
  s.field(36, y, 230, 'Business Address (no P.O. Box)', { key: 'addr_street', text: m.addr.street });
  s.field(272, y, 130, 'City', { key: 'addr_city', text: m.addr.city });
  s.field(408, y, 70, ca ? 'Province' : 'State', { key: 'addr_state', text: m.addr.st,
    fields: { [ap('state_region')]: m.addr.st, [ap('country')]: ca ? 'Canada' : 'United States' } });
  s.field(484, y, 92, ca ? 'Postal Code' : 'Zip Code', { key: 'addr_zip', text: m.addr.zip });
  y += 27;
  s.field(36, y, 150, 'Business Phone', { key: 'phone', text: m.phone });
  s.field(192, y, 200, 'Business E-mail', { key: 'email', text: m.email });
  s.field(398, y, 178, 'Website', { key: 'web', text: m.website });
  y += 27;
  s.field(36, y, 300, 'Type of Business / Industry', { key: 'industry', text: m.industryText, fields: { [ap('industry')]: m.industryId } });
  s.field(342, y, 80, 'No. of Employees', { key: 'employees', text: String(m.employees) });
  s.text(430, y, 'Business Location', { size: 6.5, color: '#444' });
  const xo = s.check(430, y + 10, 'Own', m.own === 'Own', 'own');
  s.check(xo + 10, y + 10, 'Rent / Lease', m.own === 'Rent', 'rent');
  y += 27;
  const rented = m.own === 'Rent';
  s.field(36, y, 260, 'Landlord / Mortgage Company', rented ? { key: 'decoy_landlord', text: m.landlord } : null);
  s.field(302, y, 130, 'Landlord Phone', rented ? { key: 'decoy_landlord_phone', text: m.landlordPhone } : null);
  s.field(438, y, 138, 'Monthly Rent / Mortgage', rented ? { key: 'decoy_rent', text: fmtMoney(m.rent, false, l.country) } : null);
  y = bar(c, y + 32, 'SECTION 2 - FUNDING REQUEST AND FINANCIAL INFORMATION');
  y = s.para(36, y, 540, fundingNote(l));
  s.field(36, y, 160, 'Amount Requested', { key: 'amount', text: fmtMoney(m.amount, l.money === 'cents', l.country), fields: { [ap('requested_amount')]: m.amount } });
  s.field(202, y, 200, 'Use of Funds', { key: 'use', text: m.use });
  s.field(408, y, 168, 'Average Monthly Sales', { key: 'decoy_monthly_sales', text: fmtMoney(m.monthlySales, false, l.country) });
  y += 27;
  if (l.terms !== 'none') {
    s.field(36, y, 130, 'Requested Payment', { key: 'payment', text: fmtMoney(m.payment, true, l.country), fields: { [ap('requested_payment')]: m.payment } });
    s.field(172, y, 90, 'No. of Payments', { key: 'count', text: String(m.count), fields: { [ap('number_of_payments')]: m.count } });
    const label = FREQ.find(([, f]) => f === m.freq)![0];
    if (l.terms === 'text') s.field(268, y, 120, 'Payment Frequency', { key: 'freq', text: label, fields: { [ap('payment_frequency')]: m.freq } });
    else {
      s.text(268, y, 'Payment Frequency', { size: 6.5, color: '#444' });
      let x2 = 268;
      for (const [t, f] of FREQ) x2 = s.check(x2, y + 10, t, f === m.freq, `freq_${f}`, f === m.freq ? { [ap('payment_frequency')]: f } : {}) + 8;
    }
    y += 27;
  }
  s.text(36, y, 'EXISTING ADVANCES / LOANS (list every open balance)', { size: 7, bold: true });
  y += 10;
  for (const [j, h] of ['Funder / Lender', 'Current Balance', 'Daily / Weekly Payment'].entries()) s.text(36 + j * 180, y, h, { size: 6.5, color: '#444' });
  for (let r = 0; r < 2; r++) {
    const e = m.existing[r];
    s.rule(36, y + 22 + r * 15, 576, y + 22 + r * 15, '#888');
    if (!e) continue;
    s.value(36, y + 11 + r * 15, 170, { key: `decoy_funder${r + 1}`, text: e.funder });
    s.value(216, y + 11 + r * 15, 160, { key: `decoy_balance${r + 1}`, text: fmtMoney(e.balance, false, l.country) });
    s.value(396, y + 11 + r * 15, 170, { key: `decoy_fpayment${r + 1}`, text: fmtMoney(e.payment, false, l.country) });
  }
  y += 46;
  s.field(36, y, 200, 'Business Bank Name', { key: 'decoy_bank', text: m.bank });
  s.field(242, y, 150, ca ? 'Transit / Institution No.' : 'Routing Number', { key: 'decoy_routing', text: m.routing });
  s.field(398, y, 178, 'Account Number', { key: 'decoy_account', text: m.account });
}

export function ownersPage(c: Ctx, withSignatures: boolean, signed: string): void {
  const { s, l, m } = c;
  let y = bar(c, frame(c, 'Owner Information'), 'SECTION 3 - OWNER / GUARANTOR INFORMATION');
  y = s.para(36, y, 540, ownerNote());
  for (let i = 0; i < 2; i++) y = ownerBlock(c, y, i, m.owners[i]);
  s.text(36, y, 'TRADE REFERENCES', { size: 7, bold: true });
  y += 10;
  for (const [r, ref] of m.refs.entries()) {
    s.field(36 + r * 272, y, 160, `Reference ${r + 1} Name`, { key: `decoy_ref${r + 1}`, text: ref.name });
    s.field(202 + r * 272, y, 100, 'Phone', { key: `decoy_ref${r + 1}_phone`, text: ref.phone });
  }
  y = bar(c, y + 32, withSignatures ? 'SECTION 4 - AUTHORIZATIONS AND SIGNATURES' : 'SECTION 4 - TERMS AND AUTHORIZATIONS');
  const t = terms(l);
  for (const p of withSignatures ? t.slice(0, 2) : t) y = s.para(36, y, 540, p, 7);
  if (!withSignatures) return;
  y += 4;
  for (let i = 0; i < 2; i++) if (i === 0 || m.owners[i]) y = signatureBlock(c, y, i, m.owners[i], signed);
}

export function continuationPage(c: Ctx, withSignatures: boolean, signed: string): void {
  const { s, l, m } = c;
  let y = bar(c, frame(c, 'Continuation Sheet'), 'ADDITIONAL OWNERS / CONTINUATION SHEET');
  y = s.para(36, y, 540, continuationNote());
  for (let i = 2; i < 4; i++) y = ownerBlock(c, y, i, m.owners[i]);
  if (withSignatures) {
    y = bar(c, y, 'SIGNATURES OF ADDITIONAL OWNERS');
    for (const p of terms(l).slice(2)) y = s.para(36, y, 540, p, 7);
    for (let i = 2; i < 4; i++) y = signatureBlock(c, y + 2, i, m.owners[i], signed);
  }
  s.text(36, y + 4, 'Additional comments (the business, its owners or its history):', { size: 6.5, color: '#444' });
  for (let r = 0; r < 3; r++) s.rule(36, y + 28 + r * 16, 576, y + 28 + r * 16, '#888');
}

export function signaturePage(c: Ctx, signed: string): void {
  const { s, l, m } = c;
  let y = bar(c, frame(c, 'Signatures'), 'SECTION 5 - AUTHORIZATIONS, DISCLOSURES AND SIGNATURES');
  y = s.para(36, y, 540, signatureNote(l), 8);
  y = s.para(36, y, 540, 'ELECTRONIC RECORDS. The business and each owner consent to receive disclosures, notices and any agreement electronically at the '
    + 'e-mail addresses provided in this application. The owner signing for the business represents that he or she has authority to bind the business.', 8);
  y += 6;
  const n = Math.max(2, m.owners.length);
  for (let i = 0; i < n; i++) y = signatureBlock(c, y, i, m.owners[i], signed) + 6;
  s.rect(36, y + 6, 540, 60, { stroke: '#999' });
  s.text(44, y + 12, `FOR ${l.broker.short} USE ONLY`, { size: 7, bold: true, color: '#666' });
  s.text(44, y + 26, `Funding specialist: ${l.broker.rep}     Received: ________     Submitted to: ____________________`, { size: 7, color: '#666' });
}
