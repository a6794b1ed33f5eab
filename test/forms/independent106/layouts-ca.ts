// Set 106, Canadian layouts: Maplecrest Business Capital (ON), Northshore Capital Advisors (BC).
import type { Layout } from './layouts-us-a.ts';
import { money } from './data.ts';
import { A, advanceRow, amount, bankRow, count, countryV, dba, decoy, dob, entityChecks, entityText, freqChecks, fullName, home, industry,
  landlordRow, legal, ownerTax, payment, pct, refsRow, region, role, score, start, taxId, val } from './common.ts';
import { signBlock } from './sign.ts';

const PIPEDA = (broker: string): string => `Consent (PIPEDA). By signing, the business and each owner consent to ${broker} collecting, using and disclosing `
  + `the personal information in this application, including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of `
  + `arranging business financing and presenting this application to funding partners, and for as long as any financing remains outstanding. `
  + `Each signatory certifies the information provided is true and complete. Personal information is handled in accordance with the Personal `
  + `Information Protection and Electronic Documents Act and ${broker}'s privacy policy, available on request.`;

export const maplecrest: Layout = {
  broker: 'Maplecrest Business Capital', country: 'CA',
  theme: { band: '#b22234', bandText: '#ffffff', bar: '#8c1c2b', tint: '#fbf1f1', line: '#e6c2c6', grey: '#7a6a6c', accent: '#3f3f46',
    headFont: 'Times-Bold', tagFont: 'Times-Italic', barFont: 'Helvetica-Bold', labelFont: 'Helvetica', bodyFont: 'Helvetica',
    valueFont: 'Helvetica', labels: 'above', mark: 'check' },
  draw(f, m, r) {
    f.newPage();
    f.header('Maplecrest Business Capital', 'Canadian capital for Canadian business', ['BUSINESS FINANCING APPLICATION', 'Mississauga, Ontario',
      '1-888-555-0164  |  apply@maplecrestcapital.ca']);
    f.bar('Business Details');
    f.row([{ label: 'Legal Business Name', v: legal(m) }, { label: 'Operating Name (O/A)', v: dba(m, r) }]);
    f.row([{ label: 'Business Number (BN)', v: m.taxType === 'BN' ? taxId(m) : val('') }, { label: 'Type of Business Entity', v: entityText(m, r) },
      { label: 'Date Started (YYYY-MM-DD)', v: start(m, 'iso') }]);
    f.row([{ label: 'Industry / Type of Business', w: 1.4, v: industry(m) }, { label: 'Jurisdiction of Incorporation', v: decoy(m.incState) },
      { label: 'No. of Employees', w: 0.6, v: val(String(m.employees)) }]);
    f.row([{ label: 'Street Address', w: 1.6, v: val(m.addr.street) }, { label: 'City', v: val(m.addr.city) }, { label: 'Province', w: 0.5, v: region(m) },
      { label: 'Postal Code', w: 0.6, v: val(m.addr.zip) }]);
    f.row([{ label: 'Country', w: 0.6, v: countryV(m) }, { label: 'Business Phone', v: val(m.phone) }, { label: 'Email', w: 1.4, v: val(m.email) }]);
    f.bar('Financing Request');
    f.row([{ label: 'Amount Requested (CAD)', v: amount(m, r) }, { label: 'Use of Funds', w: 1.4, v: val(m.use) }, { label: 'Desired Payment', v: payment(m) }]);
    freqChecks(f, m, 'Payment Frequency');
    f.row([{ label: 'Number of Payments', w: 0.6, v: count(m) }, { label: 'Average Monthly Deposits', v: val(money(m.monthly)) }, { label: 'Annual Revenue', v: val(money(m.annual)) }]);
    f.bar('Owners / Directors');
    const masked = r.chance(0.5);
    const owner = (i: number): void => {
      const o = m.owners[i];
      f.sub(`Owner ${i + 1}`);
      f.row([{ label: 'Full Name', w: 1.6, v: o ? fullName(o, i) : null }, { label: 'Title', v: o ? role(o, i) : null }, { label: '% Ownership', w: 0.5, v: o ? pct(o, i) : null }]);
      f.row([{ label: 'SIN', v: o ? ownerTax(o, i, masked) : null }, { label: 'Date of Birth (YYYY-MM-DD)', v: o ? dob(o, i, 'iso') : null },
        { label: 'Home Address', w: 1.8, v: o ? home(o) : null }]);
    };
    owner(0);
    owner(1);
    f.footer('Maplecrest Business Capital  -  1/2');
    f.newPage();
    f.slimHeader('Maplecrest Business Capital', 'Business Ownership  -  2/2');
    f.bar('Business Ownership (owners 3 and 4)');
    owner(2);
    owner(3);
    f.bar('Banking & Existing Financing');
    bankRow(f, m, ['Financial Institution', 'Institution / Transit No.', 'Account No.']);
    advanceRow(f, m, r.chance(0.4));
    landlordRow(f, m);
    f.bar('Consent & Signature');
    f.para(PIPEDA('Maplecrest Business Capital'), 7);
    signBlock(f, m, r, 'iso', 2);
    f.footer('Maplecrest Business Capital  -  2/2');
  },
};

export const northshore: Layout = {
  broker: 'Northshore Capital Advisors', country: 'CA',
  theme: { band: '#1b4332', bandText: '#ffffff', bar: '#2d6a4f', tint: '#f0f7f4', line: '#b7d3c6', grey: '#5d6d66', accent: '#95d5b2',
    headFont: 'Helvetica-Bold', tagFont: 'Helvetica-Oblique', barFont: 'Helvetica-Bold', labelFont: 'Helvetica', bodyFont: 'Helvetica',
    valueFont: 'Helvetica', labels: 'inside', mark: 'x', barCase: 'title' },
  draw(f, m, r) {
    f.newPage();
    f.header('Northshore Capital Advisors', 'Pacific-fast funding for Canadian merchants', ['Merchant Application', 'North Vancouver, BC',
      '(604) 555-0187  |  deals@northshorecap.ca']);
    f.bar('Business');
    f.row([{ label: 'Registered Business Name', w: 1.5, v: legal(m) }, { label: 'Operating As', w: 1.2, v: dba(m, r) }, { label: 'Business Start Date', v: start(m, 'long') }]);
    f.row([{ label: 'Address', w: 1.5, v: val(m.addr.street) }, { label: 'City', v: val(m.addr.city) }, { label: 'Province', v: region(m, true) },
      { label: 'Postal Code', w: 0.6, v: val(m.addr.zip) }]);
    f.row([{ label: 'Country', w: 0.6, v: countryV(m) }, { label: 'Industry', w: 1.4, v: industry(m) }, { label: 'Phone', v: val(m.phone) }, { label: 'Website', v: val(m.website) }]);
    const tt = { [A('business_tax_id_type')]: m.taxType, [A('business_tax_id_country')]: 'CA' };
    f.checks('Tax number type', [{ label: 'BN', fields: m.taxType === 'BN' ? tt : {} }, { label: 'SIN (sole proprietor)', fields: m.taxType === 'SIN' ? tt : {} }],
      m.taxType === 'BN' ? 0 : 1, { text: taxId(m, true), width: 120 });
    entityChecks(f, m, r, 'Structure', [['Corporation', ['corp']], ['Sole Proprietorship', ['sole']], ['Partnership', ['partnership']], ['ULC', ['ulc']],
      ['Co-operative', ['coop']]], 'Other');
    f.bar('Funding');
    f.row([{ label: 'Amount Requested', v: amount(m, r) }, { label: 'Use of Funds', w: 1.4, v: val(m.use) }, { label: 'Desired Payment', v: payment(m) },
      { label: '# of Payments', w: 0.6, v: count(m) }]);
    freqChecks(f, m, 'Frequency');
    f.bar('Owners');
    const masked = r.chance(0.3);
    const owner = (i: number) => (): void => {
      const o = m.owners[i];
      f.sub(`Owner ${i + 1}`);
      f.row([{ label: 'Name', w: 1.6, v: o ? fullName(o, i) : null }, { label: 'Position', v: o ? role(o, i) : null }]);
      f.row([{ label: 'Ownership', w: 0.6, v: o ? pct(o, i) : null }, { label: 'Social Insurance No.', v: o ? ownerTax(o, i, masked) : null },
        { label: 'Birth Date', v: o ? dob(o, i, 'long') : null }]);
      f.row([{ label: 'Credit Score', w: 0.6, v: o ? score(o, i) : null }, { label: 'Residential Address', w: 2.4, v: o ? home(o) : null }]);
    };
    f.columns([owner(0), owner(1)]);
    f.footer('Northshore Capital Advisors  |  1 of 2');
    f.newPage();
    f.slimHeader('Northshore Capital Advisors', 'Business Ownership  |  2 of 2');
    f.bar('Business Ownership (additional owners)');
    f.columns([owner(2), owner(3)]);
    f.bar('Banking, Premises & References');
    bankRow(f, m, ['Bank', 'Transit / Institution', 'Account']);
    landlordRow(f, m);
    refsRow(f, m);
    advanceRow(f, m, r.chance(0.5));
    f.row([{ label: 'Incorporated under', v: decoy(m.incState) }, { label: 'Referred by', v: decoy(m.isoRep) }]);
    f.bar('Consent');
    f.para(PIPEDA('Northshore Capital Advisors'), 7);
    signBlock(f, m, r, 'long', 2);
    f.footer('Northshore Capital Advisors  |  2 of 2');
  },
};
