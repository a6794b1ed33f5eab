// Layout "keystone": Keystone Franchise Capital, a two-page franchisee application in bordered cells. The franchisor
// section prints the franchisor's legal name, corporate address (another state) and the franchise ID beside the
// applicant's own; existing advances, landlord / property manager, bank and ISO rep are decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, oneLine } from './data.ts';
import { mainSite, type Merchant } from './model.ts';
import { CTX, field, finePrint, heading, logo, maskedTax, ownerFields, ownerName, signatures, type Look } from './parts.ts';
import type { Sheet } from './sheet.ts';
import { bizFields, entityRow, money2 } from './truthparts.ts';

const L: Look = { kind: 'cell', color: '#1f3a68' };

export function drawKeystone(s: Sheet, m: Merchant, rng: Rng): void {
  const f = bizFields(m);
  const dateFmt = rng.int(0, 5), moneyFmt = rng.int(0, 4);
  const X = 40, W = 532;
  logo(s, 'keystone', X, 26, L.color, 'Keystone Franchise Capital', 'Working capital for franchise owners since 2009');
  s.label('ISO / Referring Broker', 400, 26, { size: 6.5, bold: true });
  s.value('iso_rep', 400, 33, 172, 11, `${m.rep.name} (${m.rep.isoId})`, 'decoy', 7.5);
  s.value('iso_phone', 400, 44, 172, 11, `${m.rep.phone}  ${m.rep.email}`, 'decoy', 7);
  let y = 68;
  s.doc.rect(X, y, W, 16).fill('#e8edf5');
  s.label('FRANCHISEE MERCHANT CASH ADVANCE APPLICATION', X + 6, y + 4, { size: 9.5, bold: true, color: L.color });
  s.label('Page 1 of 2', X + W - 50, y + 5, { size: 7 });
  y += 22;
  y += heading(s, L, '1. Franchisee (Applicant) Business', X, y, W);
  field(s, L, 'Legal Business Name (as on tax return)', X, y, 320, m.legal, f.legal);
  field(s, L, 'DBA / Franchise Trading Name', X + 320, y, 212, m.dbaPrinted, f.dba);
  y += 24;
  field(s, L, 'Federal Tax ID (EIN, or SSN if none)', X, y, 150, m.taxId, f.tax);
  const startShown = rng.chance(0.88);
  field(s, L, 'Business Start Date', X + 150, y, 110, startShown ? fmtDate(m.startDate, dateFmt) : '', f.start);
  field(s, L, 'State of Incorporation', X + 260, y, 100, m.stateOfInc, 'decoy');
  field(s, L, 'Business Phone', X + 360, y, 172, m.phone, CTX);
  y += 28;
  s.label('Entity Type:', X, y + 1, { size: 7.5, bold: true });
  let cx = X + 52;
  for (const [label, idx] of entityRow('US')) cx = s.check(`entity_${idx}`, cx, y, label, idx === m.entityIdx, f.entity);
  y += 14;
  field(s, L, 'Type of Business / Franchise Concept', X, y, 200, m.kindText, f.industry);
  field(s, L, 'Website', X + 200, y, 150, m.website, CTX);
  field(s, L, 'Business E-mail', X + 350, y, 182, m.email, CTX);
  y += 26;
  s.label('Main location / headquarters address (where the franchise unit operates)', X, y, { size: 6.5, oblique: true });
  y += 9;
  const p = mainSite(m).place;
  field(s, L, 'Street', X, y, 250, p.street, CTX);
  field(s, L, 'City', X + 250, y, 130, p.city, CTX);
  field(s, L, 'State', X + 380, y, 60, p.state, f.state);
  field(s, L, 'ZIP', X + 440, y, 92, p.zip, CTX);
  y += 32;
  y += heading(s, L, '2. Franchise Information (Franchisor)', X, y, W);
  field(s, L, 'Franchisor Legal Name', X, y, 260, m.brand.franchisor, 'decoy');
  field(s, L, 'Franchise ID / Unit No.', X + 260, y, 120, m.franchiseId, 'decoy');
  field(s, L, 'Franchise Agreement Date', X + 380, y, 152, fmtDate(m.franchiseDate, dateFmt), 'decoy');
  y += 24;
  field(s, L, 'Franchisor Corporate Headquarters Address', X, y, 400, oneLine(m.franchisorPlace), 'decoy');
  field(s, L, 'Royalty Rate', X + 400, y, 132, `${rng.int(4, 8)}% of gross sales`, 'decoy');
  y += 32;
  y += heading(s, L, '3. Funding Request', X, y, W);
  field(s, L, 'Amount Requested', X, y, 160, rng.chance(0.92) ? fmtMoney(m.requested, moneyFmt) : '', f.requested);
  field(s, L, 'Use of Funds', X + 160, y, 372, m.useOfFunds, CTX);
  y += 32;
  y += heading(s, L, '4. Existing Advances / Loans', X, y, W);
  const cols = [['Funder / Lender', 220], ['Current Balance', 140], ['Payment', 172]] as const;
  let tx = X;
  for (const [c, w] of cols) { s.label(c, tx + 2, y, { size: 6.5, bold: true }); tx += w; }
  y += 9;
  for (let r = 0; r < 3; r++) {
    const a = m.advances[r];
    s.doc.lineWidth(0.4).strokeColor('#999999').rect(X, y, W, 15).stroke();
    if (a) {
      s.value(`adv_funder_${r}`, X, y, 220, 15, a.funder, 'decoy');
      s.value(`adv_balance_${r}`, X + 220, y, 140, 15, fmtMoney(a.balance, moneyFmt), 'decoy');
      s.value(`adv_payment_${r}`, X + 360, y, 172, 15, `${money2(a.payment)} daily`, 'decoy');
    }
    y += 15;
  }
  finePrint(s, 'Keystone Franchise Capital purchases future receivables; it is not a lender. Franchisor consent may be required under your franchise agreement. '
    + 'Information about the franchisor is collected for verification only.', X, y + 8, W);
  s.newPage();
  drawKeystonePage2(s, m, rng, dateFmt);
}

function drawKeystonePage2(s: Sheet, m: Merchant, rng: Rng, dateFmt: number): void {
  const X = 40, W = 532;
  s.label('Keystone Franchise Capital  |  Franchisee Application  |  Page 2 of 2', X, 30, { size: 7, color: '#555555' });
  let y = 46;
  y += heading(s, L, '5. Owners / Personal Guarantors (all owners of 20% or more)', X, y, W);
  m.owners.forEach((o, i) => {
    const of = ownerFields(i, o);
    s.label(`Owner ${i + 1}`, X, y, { size: 7, bold: true, color: L.color });
    y += 9;
    field(s, L, 'Full Name', X, y, 200, ownerName(o, 'first'), of.name, `owner${i}_name`);
    field(s, L, 'Title', X + 200, y, 120, o.role, of.role, `owner${i}_title`);
    field(s, L, 'Ownership %', X + 320, y, 80, `${o.ownership}%`, of.ownership, `owner${i}_pct`);
    field(s, L, o.taxType === 'ITIN' ? 'SSN / ITIN' : 'Social Security No.', X + 400, y, 132, maskedTax(o, i), of.tax, `owner${i}_ssn`);
    y += 24;
    field(s, L, 'Date of Birth', X, y, 100, fmtDate(o.dob, dateFmt === 3 ? 0 : dateFmt), of.dob, `owner${i}_dob`);
    field(s, L, 'Credit Score (self-reported)', X + 100, y, 100, o.credit === null ? '' : String(o.credit), of.credit, `owner${i}_fico`);
    field(s, L, 'Home Address', X + 200, y, 332, oneLine(o.home), 'decoy', `owner${i}_home`);
    y += 30;
  });
  y += heading(s, L, '6. Landlord / Property Management Company', X, y, W);
  field(s, L, 'Management Company', X, y, 200, m.mgmt.company, 'decoy');
  field(s, L, 'Contact', X + 200, y, 130, m.mgmt.contact, 'decoy');
  field(s, L, 'Phone', X + 330, y, 110, m.mgmt.phone, 'decoy');
  field(s, L, 'Monthly Rent', X + 440, y, 92, fmtMoney(m.mgmt.rent, 0), 'decoy');
  y += 24;
  field(s, L, 'Landlord Address', X, y, W, oneLine(m.mgmt.place), 'decoy');
  y += 32;
  y += heading(s, L, '7. Business Bank Account (for ACH debits)', X, y, W);
  field(s, L, 'Bank Name', X, y, 200, m.bank.name, 'decoy');
  field(s, L, 'ABA Routing No.', X + 200, y, 150, m.bank.routing, 'decoy');
  field(s, L, 'Account No.', X + 350, y, 182, m.bank.account, 'decoy');
  y += 32;
  y += heading(s, L, '8. Authorization', X, y, W);
  y += finePrint(s, 'Each undersigned owner certifies that the information above is true and complete and authorizes Keystone Franchise Capital, its '
    + 'assigns and funding partners to obtain consumer and business credit reports, verify bank and franchise information, and contact the franchisor '
    + 'and landlord named above. The franchisor named above is not an applicant or guarantor and is not bound by this application. '
    + 'This authorization remains valid for the life of any agreement.', X, y, W, 6.3);
  y += 8;
  signatures(s, m.owners, X, y, W, '2024-04-' + String(rng.int(10, 28)), dateFmt, 'first');
}
