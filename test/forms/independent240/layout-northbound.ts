// Layout "northbound": Northbound Capital (Canada), boxed fields in two pages. Operating Name (O/A), Business Number
// with program account, head-office province and postal code, a numbered or named holding company with its own BN
// (decoy), additional locations in other provinces, a property manager, SIN (often masked) and a PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, oneLine } from './data.ts';
import { mainSite, type Merchant } from './model.ts';
import { CTX, field, finePrint, heading, logo, maskedTax, ownerFields, ownerName, signatures, type Look } from './parts.ts';
import type { Sheet } from './sheet.ts';
import { bizFields, entityRow } from './truthparts.ts';

const L: Look = { kind: 'box', color: '#7a1f2b' };

function bnText(taxId: string, v: number): string {
  const d = taxId.slice(0, 9);
  return v === 0 ? `${d} RC0001` : v === 1 ? taxId : `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)} RC 0001`;
}

export function drawNorthbound(s: Sheet, m: Merchant, rng: Rng): void {
  const f = bizFields(m);
  const dateFmt = rng.pick([0, 1, 5, 4]), moneyFmt = rng.int(0, 4);
  const X = 42, W = 528;
  logo(s, 'hex', X, 24, L.color, 'Northbound Capital', 'Revenue-based funding for Canadian businesses');
  s.label('BUSINESS FUNDING APPLICATION', 370, 26, { size: 11, bold: true, color: L.color });
  s.label('Demande de financement d\'entreprise', 370, 40, { size: 7.5, oblique: true });
  s.label(`Advisor: ${m.rep.name}  |  ${m.rep.email}`, 370, 52, { size: 6.5 });
  s.decoys.push({ key: 'iso_rep', text: m.rep.name, page: 1, box: [370, 792 - 60, 570, 792 - 52] });
  let y = 72;
  y += heading(s, L, 'Business Information', X, y, W);
  field(s, L, 'Legal Name of Business', X, y, 300, m.legal, f.legal);
  field(s, L, 'Operating Name (O/A)', X + 310, y, 218, m.dbaPrinted, f.dba);
  y += 29;
  field(s, L, 'Business Number (BN) incl. program account', X, y, 190, bnText(m.taxId, rng.int(0, 2)), f.tax);
  field(s, L, 'Jurisdiction of Incorporation', X + 200, y, 130, m.stateOfInc, 'decoy');
  field(s, L, 'Date Business Started', X + 340, y, 188, rng.chance(0.9) ? fmtDate(m.startDate, dateFmt) : '', f.start);
  y += 30;
  s.label('Legal Structure:', X, y + 1, { size: 7.5, bold: true });
  let cx = X + 66;
  for (const [label, idx] of entityRow('CA')) cx = s.check(`entity_${idx}`, cx, y, label, idx === m.entityIdx, f.entity);
  y += 15;
  field(s, L, 'Industry / Type of Business', X, y, 250, m.kindText, f.industry);
  field(s, L, 'Business Phone', X + 260, y, 120, m.phone, CTX);
  field(s, L, 'Website', X + 390, y, 138, m.website, CTX);
  y += 30;
  const p = mainSite(m).place;
  field(s, L, 'Head Office Address', X, y, 240, p.street, CTX);
  field(s, L, 'City', X + 250, y, 120, p.city, CTX);
  field(s, L, 'Province', X + 380, y, 60, p.state, f.state);
  field(s, L, 'Postal Code', X + 450, y, 78, p.zip, CTX);
  y += 30;
  s.label('Additional locations', X, y, { size: 6.5, bold: true, color: L.color });
  y += 9;
  m.sites.filter((x) => !x.main).forEach((site, r) => {
    s.label(`${r + 1}.`, X, y + 4, { size: 7 });
    s.value(`loc${r}`, X + 10, y, 360, 13, oneLine(site.place), 'decoy');
    s.value(`loc${r}_kind`, X + 380, y, 148, 13, site.kind, CTX);
    y += 14;
  });
  y += 6;
  y += heading(s, L, 'Holding / Parent Company', X, y, W);
  field(s, L, 'Holding Company Legal Name', X, y, 260, m.parent.name, 'decoy');
  field(s, L, 'Holding Company BN', X + 270, y, 258, m.parent.taxId, 'decoy');
  y += 29;
  field(s, L, 'Holding Company Address', X, y, W, oneLine(m.parent.place), 'decoy');
  y += 32;
  y += heading(s, L, 'Funding Request', X, y, W);
  field(s, L, 'Amount Requested (CAD)', X, y, 160, fmtMoney(m.requested, moneyFmt, 'CA'), f.requested);
  field(s, L, 'Purpose', X + 170, y, 358, m.useOfFunds, CTX);
  y += 30;
  const remit = rng.chance(0.7);
  s.label('Preferred remittance:', X, y + 1, { size: 7.5, bold: true });
  cx = X + 86;
  for (const [id, lab] of [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly'], ['monthly', 'Monthly']] as const) {
    cx = s.check(`freq_${id}`, cx, y, lab, remit && id === m.freq, f.freq);
  }
  y += 18;
  y += heading(s, L, 'Premises: Landlord / Property Manager', X, y, W);
  field(s, L, 'Property Manager', X, y, 200, m.mgmt.company, 'decoy');
  field(s, L, 'Contact Name', X + 210, y, 130, m.mgmt.contact, 'decoy');
  field(s, L, 'Phone', X + 350, y, 90, m.mgmt.phone, 'decoy');
  field(s, L, 'Monthly Rent', X + 450, y, 78, fmtMoney(m.mgmt.rent, 0, 'CA'), 'decoy');
  s.newPage();
  page2(s, m, rng, dateFmt);
}

function page2(s: Sheet, m: Merchant, rng: Rng, dateFmt: number): void {
  const X = 42, W = 528;
  s.label('Northbound Capital  -  Business Funding Application  -  2/2', X, 28, { size: 7, color: '#666666' });
  let y = 44;
  y += heading(s, L, 'Owners / Shareholders (25% or more)', X, y, W);
  m.owners.forEach((o, i) => {
    const of = ownerFields(i, o);
    field(s, L, `Owner ${i + 1}: Full Name`, X, y, 200, ownerName(o, 'first'), of.name, `owner${i}_name`);
    field(s, L, 'Position', X + 210, y, 120, o.role, of.role, `owner${i}_title`);
    field(s, L, '% Owned', X + 340, y, 60, `${o.ownership}%`, of.ownership, `owner${i}_pct`);
    field(s, L, 'SIN', X + 410, y, 118, maskedTax(o, i), of.tax, `owner${i}_sin`);
    y += 29;
    field(s, L, 'Date of Birth', X, y, 120, fmtDate(o.dob, dateFmt), of.dob, `owner${i}_dob`);
    field(s, L, 'Home Address', X + 130, y, 398, oneLine(o.home), 'decoy', `owner${i}_home`);
    y += 34;
  });
  y += heading(s, L, 'Banking', X, y, W);
  field(s, L, 'Financial Institution', X, y, 200, m.bank.name, 'decoy');
  field(s, L, 'Transit-Institution No.', X + 210, y, 140, m.bank.routing, 'decoy');
  field(s, L, 'Account No.', X + 360, y, 168, m.bank.account, 'decoy');
  y += 32;
  y += heading(s, L, 'Existing Financing', X, y, W);
  if (!m.advances.length) { s.label('No existing advances or loans declared.', X, y, { size: 7, oblique: true }); y += 12; }
  m.advances.forEach((a, r) => {
    s.value(`adv_funder_${r}`, X, y, 220, 13, a.funder, 'decoy');
    s.value(`adv_balance_${r}`, X + 230, y, 140, 13, `${fmtMoney(a.balance, 2, 'CA')} owing`, 'decoy');
    y += 14;
  });
  y += 8;
  y += heading(s, L, 'Consent (PIPEDA)', X, y, W);
  y += finePrint(s, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each signatory consents to the '
    + 'collection, use and disclosure of the personal information in this application, including credit reports from Equifax Canada and TransUnion '
    + 'Canada, for the purpose of assessing this request. The holding company and property manager named above are contacted for verification '
    + 'only and are not applicants. Vous pouvez retirer votre consentement en tout temps.', X, y, W, 6.3);
  y += 10;
  signatures(s, m.owners, X, y, W, `2024-03-${String(rng.int(1, 28)).padStart(2, '0')}`, dateFmt, 'first');
}
