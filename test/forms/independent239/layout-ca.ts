// Layout 4, "mapleridge_express": a Canadian funder's one-page express application. Operating name (O/A), BN with or
// without its program account (or N/A), province and postal code, province of incorporation (a decoy), request in
// CAD, up to three owner rows with SINs mostly masked, banking numbers and a broker box as decoys, PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import { Form, PAGE_W } from './canvas.ts';
import { filler, fmtDate, fmtMoney, isoDate, nameFields, ownerPath, personalTaxId, printedName, regionFields } from './fmt.ts';
import type { Merchant } from './model.ts';
import { CA_BANKS, finePrint, logo, repName, sectionBar, signature } from './parts.ts';

const C = '#b5451b';

export function drawCa(f: Form, m: Merchant, rng: Rng): void {
  logo(f, 'leaf', 36, 26, C);
  f.text('Maple Ridge Capital', 72, 27, { size: 15, bold: true });
  f.text('Express Funding Application  /  Demande express', 72, 45, { size: 8, color: '#555' });
  f.rect(400, 24, 176, 36, { fill: '#fbeee8' });
  f.text('Referred by / Courtier', 406, 27, { size: 6, color: '#555' });
  f.value('broker', {}, `${repName(rng)}, ${rng.pick(['Northern Lights Brokerage', 'True North ISO', 'Prairie Funding Group'])}`, { x: 406, y: 38, w: 166 }, { size: 8 });
  let y = 72;
  sectionBar(f, 'A. Business / Entreprise', y, C); y += 20;
  let at = f.blank('Legal Name', 36, y, 290);
  f.value('legal_name', { 'application.legal_name': m.legal }, m.legal, at);
  at = f.blank('Operating Name (O/A)', 340, y, 236);
  if (m.dba) f.value('dba', { 'application.trade_name': m.dba }, m.dba, at);
  else f.value('dba', {}, rng.pick(['N/A', 'same', '\u2014', 'n/a']), at, { filler: true });
  y += 30;
  at = f.blank('Business Number (BN)', 36, y, 170);
  const bnMode = rng.pick(['full', 'full', 'bare', 'na'] as const);
  const bnFields = (id: string) => ({ 'application.business_tax_id': id, 'application.business_tax_id_type': 'BN', 'application.business_tax_id_country': 'CA' });
  if (m.taxType === 'BN' && bnMode === 'full') f.value('bn', bnFields(m.taxId), m.taxPrinted, at);
  else if (m.taxType === 'BN' && bnMode === 'bare') f.value('bn', bnFields(m.taxId.slice(0, 9)), m.taxId.slice(0, 9), at);
  else f.value('bn', {}, filler(rng), at, { filler: true });
  at = f.blank('Business Type', 220, y, 120);
  f.value('entity', { 'application.type_of_entity': m.entityId }, m.entityText, at);
  at = f.blank('Province of Incorporation', 354, y, 100);
  if (m.entityId === 'ca_corporation') f.value('inc_prov', {}, rng.chance(0.5) ? 'Federal (CBCA)' : m.incRegion, at);
  at = f.blank('Time in Business', 468, y, 108);
  const startMode = rng.pick(['date', 'years', 'blank'] as const);
  if (startMode === 'years') f.value('tib', {}, `${2025 - m.start.y} yrs`, at);
  y += 30;
  at = f.blank('Street Address', 36, y, 220);
  f.value('street', {}, m.street, at);
  at = f.blank('City', 270, y, 110);
  f.value('city', {}, m.city, at);
  at = f.blank('Province', 394, y, 70);
  f.value('province', regionFields(m), rng.chance(0.7) ? m.region : m.regionName, at);
  at = f.blank('Postal Code', 478, y, 98);
  f.value('postal', {}, m.zip, at);
  y += 30;
  at = f.blank('Nature of Business', 36, y, 220);
  f.value('industry', { 'application.industry': m.industryId }, m.industryText, at);
  at = f.blank('Business Start Date (YYYY-MM-DD)', 270, y, 150);
  if (startMode === 'date') f.value('start', { 'application.business_start_date': isoDate(m.start) }, rng.chance(0.7) ? isoDate(m.start) : fmtDate(rng, m.start, 'CA'), at);
  else if (rng.chance(0.5)) f.strike(at);
  at = f.blank('Phone', 434, y, 142);
  f.value('phone', {}, m.phone, at);
  y += 36;
  sectionBar(f, 'B. Request / Demande', y, C); y += 20;
  at = f.blank('Amount Requested (CAD)', 36, y, 170);
  if (rng.chance(0.8)) f.value('amount', { 'application.requested_amount': m.amount }, fmtMoney(rng, m.amount, { cad: true }), at);
  else f.value('amount', {}, rng.pick(['as much as possible', 'TBD', 'max']), at, { filler: true });
  at = f.blank('Use of Funds', 220, y, 356);
  f.value('use', {}, rng.pick(['Inventory for spring season', 'Equipment', 'Working capital', 'Renovation']), at);
  y += 36;
  sectionBar(f, 'C. Owners / Propriétaires (20%+)', y, C); y += 16;
  const cols = [40, 210, 320, 380];
  ['Full Name', 'Title', '% Owned', 'SIN'].forEach((h, i) => f.text(h, cols[i]!, y, { size: 7, bold: true }));
  y += 10;
  for (let i = 0; i < 3; i++) {
    f.line(36, y + 16, PAGE_W - 36, y + 16, 0.4);
    const o = m.owners[i];
    if (o) {
      f.value(`owner${i}_name`, nameFields(i, o), printedName(rng, o), { x: cols[0]!, y: y + 2, w: 165 }, { size: 8.5 });
      f.value(`owner${i}_title`, { [ownerPath(i, 'role')]: o.title }, o.title, { x: cols[1]!, y: y + 2, w: 105 }, { size: 8.5 });
      if (rng.chance(0.85)) f.value(`owner${i}_pct`, { [ownerPath(i, 'ownership')]: o.pct }, `${o.pct}%`, { x: cols[2]!, y: y + 2, w: 55 }, { size: 8.5 });
      const t = personalTaxId(rng, i, o, 0.6);
      f.value(`owner${i}_sin`, t.fields, t.text, { x: cols[3]!, y: y + 2, w: 180 }, { size: 8.5 });
    }
    y += 18;
  }
  y += 10;
  sectionBar(f, 'D. Banking / Renseignements bancaires', y, C); y += 20;
  at = f.blank('Financial Institution', 36, y, 170);
  f.value('bank', {}, rng.pick(CA_BANKS), at);
  at = f.blank('Institution No.', 220, y, 80);
  f.value('inst', {}, `0${rng.digits(2)}`, at);
  at = f.blank('Transit No.', 314, y, 90);
  f.value('transit', {}, rng.digits(5), at);
  at = f.blank('Account No.', 418, y, 158);
  f.value('account', {}, rng.digits(7), at);
  y += 38;
  sectionBar(f, 'Consent (PIPEDA)', y, C, { style: 'rule' });
  y = finePrint(f, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each signatory consents ' +
    'to Maple Ridge Capital Inc. and its funding partners collecting, using and disclosing the personal information above, including ' +
    'obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this request and to administer any resulting ' +
    'agreement. Maple Ridge Capital Inc., 100 King St W, Suite 5600, Toronto, ON M5X 1C9.', 36, y + 16, PAGE_W - 72, 6.2) + 22;
  signature(f, 50, y, rng);
  f.line(36, y + 22, 290, y + 22, 0.5);
  f.text('Signature of authorized owner', 36, y + 25, { size: 6.5 });
  f.line(320, y + 22, 460, y + 22, 0.5);
  f.text('Date', 320, y + 25, { size: 6.5 });
  f.value('sign_date', {}, `2025-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, { x: 322, y: y + 8, w: 130 });
}
