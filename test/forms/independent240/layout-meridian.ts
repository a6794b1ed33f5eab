// Layout "meridian": Meridian Multi-Site Funding, underlined fields and a table of the merchant's locations in several
// states. The business address is the row whose type says Headquarters / Main (not always the first row); a parent /
// holding company box prints its own name, EIN and address; the requested terms (payment, number, frequency boxes) are
// printed. Two pages: owners as a table on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_FREE, fmtDate, fmtMoney, oneLine } from './data.ts';
import type { Merchant } from './model.ts';
import { CTX, field, finePrint, heading, logo, maskedTax, ownerFields, ownerName, signatures, type Look } from './parts.ts';
import type { Sheet } from './sheet.ts';
import { bizFields, entityText, money2 } from './truthparts.ts';

const L: Look = { kind: 'line', color: '#1e6b45' };
const FREQ_LABEL = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']] as const;

export function drawMeridian(s: Sheet, m: Merchant, rng: Rng): void {
  const f = bizFields(m);
  const dateFmt = rng.int(0, 5), moneyFmt = rng.int(0, 4);
  const X = 36, W = 540;
  logo(s, 'leaf', X, 24, L.color, 'Meridian Multi-Site Funding', 'Capital for merchants with more than one door');
  s.label('Business Funding Application', 380, 26, { size: 12, bold: true, color: '#333333' });
  s.label(`Submitted by: ${m.rep.name}, ${m.rep.phone}`, 380, 44, { size: 7 });
  s.decoys.push({ key: 'iso_rep', text: m.rep.name, page: s.page, box: [380, 792 - 52, 572, 792 - 44] });
  let y = 70;
  y += heading(s, L, 'Applicant Business', X, y, W);
  field(s, L, 'Legal Business Name:', X, y, 330, m.legal, f.legal);
  field(s, L, 'd/b/a:', X + 340, y, 200, m.dbaPrinted, f.dba);
  y += 21;
  const freeEntity = rng.pick(ENTITY_FREE[m.entityId] ?? [entityText(m.entityIdx)]);
  const bare = m.taxType === 'EIN' && rng.chance(0.5);
  field(s, L, m.taxType === 'EIN' ? 'Federal Tax ID (EIN):' : 'Tax ID (EIN/SSN):', X, y, 180, bare ? m.taxId.replace('-', '') : m.taxId, f.tax);
  field(s, L, 'Entity Type:', X + 190, y, 160, freeEntity, { 'application.type_of_entity': m.entityId });
  field(s, L, 'Date Established:', X + 360, y, 180, rng.chance(0.9) ? fmtDate(m.startDate, dateFmt) : '', f.start);
  y += 21;
  field(s, L, 'Nature of Business:', X, y, 260, m.kindText, f.industry);
  field(s, L, 'Number of Locations:', X + 270, y, 130, String(m.sites.length), CTX);
  field(s, L, 'Employees:', X + 410, y, 130, String(rng.int(6, 140)), CTX);
  y += 21;
  field(s, L, 'E-mail:', X, y, 260, m.email, CTX);
  field(s, L, 'Main Phone:', X + 270, y, 270, m.phone, CTX);
  y += 26;
  y += heading(s, L, 'Business Locations (list headquarters first or mark it below)', X, y, W);
  const cols: [string, number][] = [['#', 18], ['Location Type', 100], ['Street Address', 170], ['City', 92], ['State', 40], ['ZIP', 50], ['Phone', 70]];
  let tx = X;
  s.doc.rect(X, y, W, 12).fill('#e6f1ea');
  for (const [c, w] of cols) { s.label(c, tx + 2, y + 3, { size: 6.5, bold: true }); tx += w; }
  y += 12;
  m.sites.forEach((site, r) => {
    const kind = site.main ? rng.pick(['Headquarters / Main', 'Main Office (HQ)', 'Headquarters']) : site.kind;
    const rowFields = site.main ? CTX : 'decoy';
    const xs = cols.reduce<number[]>((acc, [, w]) => [...acc, acc[acc.length - 1]! + w], [X]);
    s.doc.lineWidth(0.4).strokeColor('#9bb8a6').rect(X, y, W, 15).stroke();
    s.label(String(r + 1), X + 4, y + 4, { size: 7 });
    s.value(`loc${r}_type`, xs[1]!, y, 100, 15, kind, CTX);
    s.value(`loc${r}_street`, xs[2]!, y, 170, 15, site.place.street, rowFields);
    s.value(`loc${r}_city`, xs[3]!, y, 92, 15, site.place.city, rowFields);
    s.value(`loc${r}_state`, xs[4]!, y, 40, 15, site.place.state, site.main ? f.state : 'decoy');
    s.value(`loc${r}_zip`, xs[5]!, y, 50, 15, site.place.zip, rowFields);
    s.value(`loc${r}_phone`, xs[6]!, y, 70, 15, site.phone, rowFields);
    y += 15;
  });
  y += 10;
  y += heading(s, L, 'Parent / Holding Company (if any)', X, y, W);
  field(s, L, 'Parent Company Name:', X, y, 300, m.parent.name, 'decoy');
  field(s, L, 'Parent EIN:', X + 310, y, 230, m.parent.taxId, 'decoy');
  y += 21;
  field(s, L, 'Parent Address:', X, y, W, oneLine(m.parent.place), 'decoy');
  y += 26;
  y += heading(s, L, 'Funding Request', X, y, W);
  field(s, L, 'Amount Requested:', X, y, 200, fmtMoney(m.requested, moneyFmt), f.requested);
  const terms = rng.chance(0.8);
  field(s, L, 'Est. Payment:', X + 210, y, 150, terms ? money2(m.payment) : '', f.payment);
  field(s, L, 'No. of Payments:', X + 370, y, 170, terms ? String(m.nPayments) : '', f.nPayments);
  y += 22;
  s.label('Payment Schedule:', X, y + 1, { size: 7.5, bold: true });
  let cx = X + 80;
  for (const [id, lab] of FREQ_LABEL) cx = s.check(`freq_${id}`, cx, y, lab, terms && id === m.freq, f.freq);
  y += 16;
  field(s, L, 'Use of Proceeds:', X, y, W, m.useOfFunds, CTX);
  y += 26;
  y += heading(s, L, 'Landlord / Property Manager of Headquarters', X, y, W);
  field(s, L, 'Company:', X, y, 260, m.mgmt.company, 'decoy');
  field(s, L, 'Contact:', X + 270, y, 130, m.mgmt.contact, 'decoy');
  field(s, L, 'Phone:', X + 410, y, 130, m.mgmt.phone, 'decoy');
  y += 24;
  finePrint(s, 'Meridian Multi-Site Funding, LLC is a commercial funding broker. Listing a parent or affiliated company does not make it a party to '
    + 'this application unless it signs as guarantor. Locations other than the headquarters are listed for site verification only.', X, y, W);
  s.newPage();
  page2(s, m, rng, dateFmt);
}

function page2(s: Sheet, m: Merchant, rng: Rng, dateFmt: number): void {
  const X = 36, W = 540;
  s.label('Meridian Multi-Site Funding - Business Funding Application (continued)', X, 28, { size: 7.5, color: '#555555' });
  let y = 46;
  y += heading(s, L, 'Owners (100% of ownership must be listed)', X, y, W);
  const cols: [string, number][] = [['Owner Name', 150], ['Title', 80], ['Own %', 40], ['SSN / ITIN', 82], ['Date of Birth', 78], ['FICO', 36], ['Cell Phone', 74]];
  let tx = X;
  s.doc.rect(X, y, W, 12).fill('#e6f1ea');
  for (const [c, w] of cols) { s.label(c, tx + 2, y + 3, { size: 6.5, bold: true }); tx += w; }
  y += 12;
  const xs = cols.reduce<number[]>((acc, [, w]) => [...acc, acc[acc.length - 1]! + w], [X]);
  m.owners.forEach((o, i) => {
    const of = ownerFields(i, o);
    s.doc.lineWidth(0.4).strokeColor('#9bb8a6').rect(X, y, W, 16).stroke();
    s.value(`owner${i}_name`, xs[0]!, y, 150, 16, ownerName(o, 'first'), of.name);
    s.value(`owner${i}_title`, xs[1]!, y, 80, 16, o.role, of.role);
    s.value(`owner${i}_pct`, xs[2]!, y, 40, 16, String(o.ownership), of.ownership);
    s.value(`owner${i}_ssn`, xs[3]!, y, 82, 16, maskedTax(o, i + 1), of.tax);
    s.value(`owner${i}_dob`, xs[4]!, y, 78, 16, fmtDate(o.dob, 0), of.dob);
    s.value(`owner${i}_fico`, xs[5]!, y, 36, 16, o.credit === null ? '' : String(o.credit), of.credit);
    s.value(`owner${i}_cell`, xs[6]!, y, 74, 16, o.phone, CTX);
    y += 16;
  });
  y += 8;
  s.label('Owners\' home addresses', X, y, { size: 7, bold: true });
  y += 10;
  m.owners.forEach((o, i) => {
    s.label(`Owner ${i + 1}:`, X, y + 3, { size: 7 });
    s.value(`owner${i}_home`, X + 40, y, W - 40, 13, oneLine(o.home), 'decoy');
    y += 14;
  });
  y += 8;
  y += heading(s, L, 'Operating Account', X, y, W);
  field(s, L, 'Bank:', X, y, 200, m.bank.name, 'decoy');
  field(s, L, 'Routing:', X + 210, y, 150, m.bank.routing, 'decoy');
  field(s, L, 'Account:', X + 370, y, 170, m.bank.account, 'decoy');
  y += 26;
  y += heading(s, L, 'Current Funding Positions', X, y, W);
  if (!m.advances.length) { s.label('None reported.', X, y, { size: 7.5, oblique: true }); y += 12; }
  m.advances.forEach((a, r) => {
    s.value(`adv_funder_${r}`, X, y, 200, 13, a.funder, 'decoy');
    s.value(`adv_balance_${r}`, X + 210, y, 150, 13, `Bal. ${fmtMoney(a.balance, 0)}`, 'decoy');
    s.value(`adv_payment_${r}`, X + 370, y, 170, 13, `${money2(a.payment)}/day`, 'decoy');
    y += 14;
  });
  y += 10;
  y += heading(s, L, 'Certification and Authorization', X, y, W);
  y += finePrint(s, 'By signing below, each owner certifies that the applicant business, its headquarters and each listed location are accurately '
    + 'described and authorizes Meridian Multi-Site Funding, LLC and its funding partners to obtain credit reports and verify the information '
    + 'provided with landlords, parent companies, banks and other funders. Each signer agrees that a copy or electronic image of this application '
    + 'is as valid as the original.', X, y, W, 6.3);
  y += 10;
  signatures(s, m.owners, X, y, W, `2024-05-${String(rng.int(1, 28)).padStart(2, '0')}`, dateFmt, 'first');
}
