// Hudson Yards Capital Partners (Manhattan ISO: two pages, numbered labels on lines, owner blocks) and Nutmeg
// Merchant Partners (Stamford CT broker: two pages, values over lines with labels beneath, years in business only,
// owners as "Last, First").
import type { Rng } from '../../statements/generator/prng.ts';
import { entityRow, footer, funderBox, header, signatures } from './common.ts';
import type { Merchant } from './data.ts';
import { AUTH, biz, decoys, own } from './parts.ts';
import type { Sheet } from './sheet.ts';

export function hudsonYards(s: Sheet, m: Merchant, rng: Rng): void {
  const b = biz(m, { date: rng.pick(['us', 'us2'] as const) });
  const d = decoys(m, 'us');
  const owners = m.owners.map((w, i) => own(w, i, { date: 'us', name: 'first-last', pctSign: rng.chance(0.5) }));
  const head = (p: number): void => header(s, 'HUDSON YARDS CAPITAL PARTNERS', '450 West 33rd Street, 12th Floor  |  New York, NY 10001  |  (212) 555-0142  |  submissions@hycapital.example',
    'MERCHANT CASH ADVANCE APPLICATION', `Page ${p} of 2`, { color: '#0b2545' });
  head(1);
  let y = 70;
  s.band(36, y, 540, 'SECTION 1 - BUSINESS INFORMATION', { fill: '#0b2545' }); y += 20;
  s.line(36, y, 540, '1. Legal Business Name:', b.legal); y += 19;
  s.line(36, y, 540, '2. DBA (if different):', b.dba); y += 19;
  s.line(36, y, 265, '3. Federal Tax ID #:', b.tax); s.line(311, y, 265, '4. Business Start Date:', b.start); y += 19;
  s.text(36, y + 1, '5. Entity Type:', 7.5);
  entityRow(s, 100, y, ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'], 'Other:', m); y += 19;
  s.line(36, y, 265, '6. State of Incorporation:', b.stateInc); s.line(311, y, 265, '7. Type of Business:', b.industry); y += 19;
  s.line(36, y, 540, '8. Physical Address (no P.O. Box):', b.street); y += 19;
  s.line(36, y, 230, '9. City:', b.city); s.line(276, y, 120, '10. State:', b.state); s.line(406, y, 170, '11. Zip:', b.zip); y += 19;
  s.line(36, y, 265, '12. Business Phone:', b.phone); s.line(311, y, 265, '13. Email:', b.email); y += 19;
  s.line(36, y, 265, '14. Website:', b.website); s.line(311, y, 265, '15. # of Employees:', b.employees); y += 19;
  s.text(36, y + 1, '16. Business Location:', 7.5);
  s.check(130, y, 'Own', m.ownRent === 'Own', { f: 'ctx', key: 'own' }); s.check(175, y, 'Rent', m.ownRent === 'Rent', { f: 'ctx', key: 'rent' });
  s.line(230, y, 346, '17. Landlord / Mortgage Holder:', d.landlord); y += 19;
  s.line(36, y, 265, '18. Monthly Rent / Mortgage:', d.rent); s.line(311, y, 265, '19. Landlord Phone:', d.landlordPhone); y += 26;
  s.band(36, y, 540, 'SECTION 2 - MERCHANT PROCESSING', { fill: '#0b2545' }); y += 20;
  s.line(36, y, 265, '20. Current Processor:', d.processor); s.line(311, y, 265, '21. Monthly Card Volume:', d.cardVolume); y += 19;
  s.line(36, y, 265, '22. Avg. Monthly Gross Sales:', d.monthlySales); s.line(311, y, 265, '23. Merchant ID (MID):', d.mid); y += 26;
  s.band(36, y, 540, 'SECTION 3 - BUSINESS BANK ACCOUNT', { fill: '#0b2545' }); y += 20;
  s.line(36, y, 200, '24. Bank Name:', d.bank); s.line(246, y, 160, '25. Routing #:', d.routing); s.line(416, y, 160, '26. Account #:', d.account); y += 26;
  s.line(36, y, 265, 'Referred by (ISO Rep):', d.isoRep);
  footer(s, 'Hudson Yards Capital Partners is a commercial finance broker, not a lender. Rev. 03/2024');

  s.newPage(); head(2); y = 70;
  s.band(36, y, 540, 'SECTION 4 - OWNER / OFFICER INFORMATION (all owners of 20% or more)', { fill: '#0b2545' }); y += 18;
  owners.forEach((o, i) => {
    s.text(36, y, `Owner #${i + 1}`, 8, { bold: true }); y += 12;
    s.line(36, y, 300, '27. Full Name:', o.name); s.line(346, y, 120, '28. Title:', o.title); s.line(476, y, 100, '29. % Owned:', o.pct); y += 18;
    s.line(36, y, 180, '30. SSN:', o.ssn); s.line(226, y, 150, '31. Date of Birth:', o.dob); s.line(386, y, 190, '32. Credit Score (est.):', o.score); y += 18;
    s.line(36, y, 360, '33. Home Address:', o.home); s.line(406, y, 170, '34. Cell:', o.cell); y += 22;
  });
  s.band(36, y, 540, 'SECTION 5 - FUNDING REQUEST', { fill: '#0b2545' }); y += 20;
  s.line(36, y, 220, '35. Amount Requested:', b.requested); s.line(266, y, 310, '36. Use of Proceeds:', b.use); y += 24;
  y += funderBox(s, 36, y, 540, 'FOR FUNDER USE ONLY - DO NOT WRITE IN THIS BOX', [['Approved Amt:', d.approved], ['Factor Rate:', d.factor],
    ['Deal ID:', d.dealId], ['Underwriter:', d.underwriter]]) + 8;
  s.band(36, y, 540, 'SECTION 6 - AUTHORIZATION', { fill: '#0b2545' }); y += 16;
  y += s.para(36, y, 540, AUTH, 6) + 10;
  signatures(s, y, owners, { sig: 'Owner Signature', name: 'Print Name:', date: 'Date:' }, b.signed);
  footer(s, 'Hudson Yards Capital Partners  |  Page 2 of 2  |  Please attach 4 months of business bank statements and a copy of a driver\'s license');
}

export function nutmeg(s: Sheet, m: Merchant, rng: Rng): void {
  const b = biz(m, { date: 'us' });
  const d = decoys(m, 'us');
  const owners = m.owners.map((w, i) => own(w, i, { date: rng.pick(['us', 'dash'] as const), name: 'last-first' }));
  const head = (p: number): void => {
    s.rect(36, 28, 540, 36, { fill: '#e8efe4', lw: 0.8 });
    s.text(44, 34, 'Nutmeg Merchant Partners', 16, { bold: true, color: '#2f5d2a' });
    s.text(44, 53, 'One Landmark Square, Stamford, CT 06901  •  (203) 555-0187  •  apply@nutmegmp.example', 6.8, { color: '#333' });
    s.text(360, 36, 'Business Funding Request', 10, { bold: true, width: 208, align: 'right' });
    s.text(360, 50, `Form NMP-2  •  ${p} / 2`, 7, { width: 208, align: 'right' });
  };
  head(1);
  let y = 76;
  const sec = (t: string): void => { s.text(36, y, t, 9.5, { bold: true, color: '#2f5d2a' }); s.hline(36, y + 12, 540, 0.8); y += 20; };
  sec('Company Profile');
  s.under(36, y, 330, 'Company Legal Name', b.legal); s.under(366, y, 210, 'Trade Name / DBA', b.dba); y += 28;
  s.under(36, y, 170, 'Tax ID (EIN or SSN)', b.tax); s.under(206, y, 90, 'Years in Business', b.years);
  s.under(296, y, 140, 'Legal Structure', b.entity); s.under(436, y, 140, 'State Registered In', b.stateInc); y += 28;
  s.under(36, y, 270, 'Business Description', b.industry); s.under(306, y, 140, 'Main Phone', b.phone); s.under(446, y, 130, 'No. of Employees', b.employees); y += 28;
  s.under(36, y, 270, 'Street Address', b.street); s.under(306, y, 270, 'City, State, ZIP', b.cityStateZip); y += 28;
  s.under(36, y, 270, 'E-mail', b.email); s.under(306, y, 270, 'Web Address', b.website); y += 34;
  sec('Premises');
  s.text(36, y + 1, 'The business premises are:', 7.5);
  s.check(140, y, 'Owned', m.ownRent === 'Own', { f: 'ctx', key: 'owned' }); s.check(190, y, 'Leased', m.ownRent === 'Rent', { f: 'ctx', key: 'leased' }); y += 16;
  s.under(36, y, 270, 'Landlord or Mortgage Company', d.landlord); s.under(306, y, 130, 'Their Phone', d.landlordPhone); s.under(436, y, 140, 'Monthly Payment', d.rent); y += 34;
  sec('Banking Relationship');
  s.under(36, y, 200, 'Bank', d.bank); s.under(236, y, 160, 'ABA / Routing', d.routing); s.under(396, y, 180, 'Operating Account No.', d.account); y += 34;
  sec('Card Processing');
  s.under(36, y, 200, 'Processor', d.processor); s.under(236, y, 160, 'Avg Monthly Card Sales', d.cardVolume); s.under(396, y, 180, 'Total Monthly Deposits', d.monthlySales); y += 34;
  sec('Existing Advances');
  d.funderRows.slice(0, 2).forEach((r, i) => { s.under(36, y, 270, `Funder ${i + 1}`, r.name); s.under(306, y, 130, 'Balance', r.balance); s.under(436, y, 140, 'Payment', r.payment); y += 28; });
  if (!d.funderRows.length) s.text(36, y, 'None declared.', 7.5, { color: '#555' });
  footer(s, 'Nutmeg Merchant Partners LLC arranges commercial financing; it does not make loans.');

  s.newPage(); head(2); y = 76;
  owners.forEach((o, i) => {
    sec(`Principal #${i + 1}`);
    s.under(36, y, 250, 'Name (Last, First)', o.name); s.under(286, y, 150, 'Title', o.title); s.under(436, y, 140, 'Ownership %', o.pct); y += 28;
    s.under(36, y, 160, 'Social Security #', o.ssn); s.under(196, y, 120, 'DOB', o.dob); s.under(316, y, 260, 'Residence', o.home); y += 30;
  });
  sec('Funding Requested');
  s.text(36, y + 1, 'Requested Advance:  $', 8); s.value(120, y, 110, b.requestedBare); s.hline(120, y + 11, 110);
  s.text(250, y + 1, 'Purpose:', 8); s.value(290, y, 286, b.use); s.hline(290, y + 11, 286); y += 26;
  y += funderBox(s, 336, y, 240, 'FOR FUNDER USE ONLY', [['Deal #', d.dealId], ['Approved', d.approved], ['Factor', d.factor]], { cols: 1 }) + 10;
  sec('Certification & Authorization');
  y += s.para(36, y, 540, AUTH, 6.2) + 12;
  signatures(s, y, owners, { sig: 'Signature of Principal', name: 'Printed Name', date: 'Date', title: 'Title' }, b.signed);
  footer(s, 'Return with three months of bank statements to apply@nutmegmp.example');
}
