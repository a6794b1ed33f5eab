// Brokers' layouts, part four: a funder's merchant-information form, a grid of grey label cells with two label and
// answer pairs per row; year-only "Established", state of incorporation beside the state, owners with credentials.
import type { Sheet } from './draw.ts';
import type { Layout } from './layout.ts';
import { dob, money, ownerId, ownerName, startDate } from './rules.ts';
import type { Merchant } from './model.ts';

type Pair = [string, string, string, boolean];

function grid(s: Sheet, rows: [Pair, Pair | null][], y0: number): number {
  let y = y0;
  for (const [a, b] of rows) {
    const pairs = b ? [a, b] : [a];
    pairs.forEach(([label, v, name, decoy], i) => {
      const x = 36 + i * 270, vw = b ? 170 : 440;
      s.rect(x, y, 100, 18, '#d9d9d9'); s.rect(x, y, 100, 18); s.rect(x + 100, y, vw, 18);
      s.text(label, x + 3, y + 6, { size: 6.5, font: 'Helvetica-Bold' });
      if (decoy) s.decoy(v, x + 104, y + 5, vw - 8, name, { size: 8.5 }); else s.value(v, x + 104, y + 5, vw - 8, name, { size: 8.5 });
    });
    y += 18;
  }
  return y;
}

const CREDENTIAL: Record<string, string> = { dental_practice: 'DDS', veterinary: 'DVM' };

/** Pinecrest: funder-style grey grid; "Year Established"; phone, fax, e-mail and website side by side. */
export const pinecrestFunder: Layout = {
  name: 'pinecrest_funder', countries: ['US', 'CA'], owners: [1, 2],
  draw(s, m) {
    const ca = m.country === 'CA';
    s.opaqueNames = true;
    s.valueFont = 'Helvetica';
    const cred = m.industry ? CREDENTIAL[m.industry] : undefined;
    if (cred) m.owners[0]!.credential = cred;
    s.text('PINECREST RECEIVABLES PURCHASE CO.', 36, 30, { size: 13, font: 'Helvetica-Bold', color: '#24502a' });
    s.text('MERCHANT INFORMATION FORM', 36, 47, { size: 9, font: 'Helvetica-Bold' });
    s.text('To be completed by the Merchant. Please type or print clearly.', 36, 60, { size: 7, font: 'Helvetica-Oblique' });
    let y = 76;
    s.bar('MERCHANT INFORMATION', 36, y, 540, '#24502a'); y += 13;
    y = grid(s, [
      [['Legal Business Name', m.legal, 'legal', false], null],
      [['DBA', m.dba, 'dba', false], ['Entity Type', m.entity.text, 'entity', false]],
      [[ca ? 'Business No. (BN)' : 'Federal Tax ID', m.taxId, 'taxid', false], ['Year Established', startDate(m.start, 'year').text, 'start', false]],
      [['Physical Address', m.street, 'street', false], ['Mailing Address', 'Same as physical', 'mailing', false]],
      [['City', m.city, 'city', false], [ca ? 'Province' : 'State', m.region, 'state', false]],
      [[ca ? 'Postal Code' : 'Zip Code', m.zip, 'zip', false], [ca ? 'Prov. of Incorporation' : 'State of Incorporation', m.incRegion, 'inc', true]],
      [['Business Phone', m.phone, 'phone', false], ['Business Fax', m.fax, 'fax', true]],
      [['E-mail', m.email, 'email', false], ['Website', m.web, 'web', false]],
      [['Type of Business', m.industryText, 'industry', false], ['Landlord / Mortgagee', m.landlord.name, 'landlord', true]],
      [['Landlord Phone', m.landlord.phone, 'landlord_phone', true], ['Monthly Rent', money(m.landlord.rent, 'plain'), 'rent', true]],
      [['Requested Funding', money(m.amount, ca ? 'cad' : 'plain'), 'amount', false], ['Use of Proceeds', 'Working capital', 'use', false]],
    ], y);
    y += 10;
    m.owners.slice(0, 2).forEach((o, i) => {
      s.bar(`OWNER / GUARANTOR #${i + 1}`, 36, y, 540, '#24502a'); y += 13;
      y = grid(s, [
        [['Name', ownerName(o, 'with_middle'), `o${i}_name`, false], ['Title', o.title, `o${i}_title`, false]],
        [['Ownership %', `${o.pct}%`, `o${i}_pct`, false], [ca ? 'SIN' : 'SSN', ownerId(m.country, o), `o${i}_ssn`, false]],
        [['Date of Birth', dob(o.dob), `o${i}_dob`, false], ['Self-Reported FICO', o.score === null ? '' : String(o.score), `o${i}_fico`, false]],
        [['Home Address', `${o.home.street}, ${o.home.city}`, `o${i}_home`, true], ['Home Phone', `(555) 010-${4400 + i * 11}`, `o${i}_phone`, true]],
      ], y) + 10;
    });
    pinecrestBank(s, m, y);
    return { start: 'year', terms: { amount: true, payment: false, payments: false, freq: false }, maxOwners: 2, score: true, caps: false };
  },
};

function pinecrestBank(s: Sheet, m: Merchant, y0: number): void {
  let y = y0;
  s.bar('DEPOSITORY ACCOUNT', 36, y, 540, '#24502a'); y += 13;
  y = grid(s, [[['Bank Name', m.bank.name, 'bank', true], [m.country === 'CA' ? 'Transit / Inst.' : 'ABA Routing', m.country === 'CA' ? m.bank.transit : m.bank.routing, 'routing', true]],
    [['Account Number', m.bank.account, 'account', true], ['Trade Reference', m.refs[0]!.name, 'ref0', true]]], y) + 12;
  y = s.para('The Merchant and each Owner/Guarantor certify that the information on this form is accurate and authorize Pinecrest Receivables Purchase Co. to obtain credit reports and to verify the information with the depository institution named above. This form is not an agreement to purchase receivables.', 36, y, 540, 7) + 22;
  s.line(36, y, 236, y); s.text('Owner / Guarantor #1', 36, y + 2, { size: 6 });
  s.line(300, y, 500, y); s.text('Owner / Guarantor #2', 300, y + 2, { size: 6 });
}
