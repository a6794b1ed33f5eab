// Set 106, US layouts 4-5: Golden Gate Revenue Partners (CA), Lakeshore Merchant Capital (IL).
import type { Layout } from './layouts-us-a.ts';
import { FREQ_LABEL, money } from './data.ts';
import { A, advanceRow, amount, bankRow, count, countryV, dba, decoy, dob, entityChecks, entityText, freqChecks, fullName, home, homeStreet,
  industry, landlordRow, legal, ownerTax, payment, pct, refsRow, region, role, start, taxId, val } from './common.ts';
import { signBlock } from './sign.ts';

export const goldengate: Layout = {
  broker: 'Golden Gate Revenue Partners', country: 'US',
  theme: { band: '#c2410c', bandText: '#ffffff', bar: '#9a3412', tint: '#fff7ed', line: '#f3c9a8', grey: '#7c6f64', accent: '#fbbf24',
    headFont: 'Helvetica-Bold', tagFont: 'Helvetica', barFont: 'Helvetica-Bold', labelFont: 'Helvetica', bodyFont: 'Helvetica',
    valueFont: 'Courier-Bold', labels: 'above', mark: 'x' },
  draw(f, m, r) {
    f.newPage();
    f.header('Golden Gate Revenue Partners', 'Fast, fair working capital  |  Revenue-based funding since 2014',
      ['Merchant Funding Application', 'Oakland, California', 'T (510) 555-0133  |  new@ggrevenue.com']);
    f.row([{ label: 'Submitted by (ISO)', v: decoy('Golden Gate Revenue Partners') }, { label: 'ISO Representative', v: decoy(m.isoRep) },
      { label: 'ISO ID', w: 0.5, v: decoy(`GG-${String(m.employees * 37 + 1000)}`) }]);
    f.bar('Company Profile');
    f.row([{ label: 'Legal Name of Business', v: legal(m) }, { label: 'DBA / Trade Name', v: dba(m, r) }]);
    f.row([{ label: 'Legal Entity Type', v: entityText(m, r) }, { label: 'EIN / SSN', v: taxId(m) }]);
    f.row([{ label: 'Nature of Business', v: industry(m) }, { label: 'Date Business Established', v: start(m, 'mdy') }]);
    f.row([{ label: 'Business Street Address', v: val(m.addr.street) }, { label: 'City', v: val(m.addr.city) }]);
    f.row([{ label: 'State', v: region(m) }, { label: 'Zip', v: val(m.addr.zip) }, { label: 'Country', v: countryV(m) }]);
    f.row([{ label: 'Business Phone', v: val(m.phone) }, { label: 'Website', v: val(m.website) }]);
    f.bar('Funding Request');
    f.row([{ label: 'Amount Requested', v: amount(m, r) }, { label: 'Use of Proceeds', v: val(m.use) }]);
    const fq = FREQ_LABEL[m.freq];
    f.row([{ label: 'Desired Payment', v: payment(m) }, { label: 'Payment Frequency', v: val(r.chance(0.5) ? fq : fq.toLowerCase(), { [A('payment_frequency')]: m.freq }) },
      { label: 'Term (# of Payments)', v: count(m) }]);
    f.bar('Principal Owners');
    const owner = (i: number): void => {
      const o = m.owners[i];
      f.sub(`Principal ${i + 1}`);
      f.row([{ label: 'Name', w: 1.6, v: o ? fullName(o, i) : null }, { label: 'Title', v: o ? role(o, i) : null }, { label: 'Ownership %', w: 0.6, v: o ? pct(o, i) : null }]);
      f.row([{ label: 'Social Security #', v: o ? ownerTax(o, i, false) : null }, { label: 'Date of Birth', v: o ? dob(o, i, 'mdy') : null },
        { label: 'Residence Address', w: 1.6, v: o ? home(o) : null }]);
    };
    owner(0);
    owner(1);
    f.footer('Golden Gate Revenue Partners  -  Application p.1/2');
    f.newPage();
    f.slimHeader('Golden Gate Revenue Partners', 'Business Ownership  -  p.2/2');
    f.bar('Business Ownership (additional principals)');
    owner(2);
    owner(3);
    f.bar('Current Advances & Banking');
    advanceRow(f, m, r.chance(0.6));
    bankRow(f, m);
    f.row([{ label: 'State of Incorporation', v: decoy(m.incState) }, { label: 'Landlord', v: m.rent === 'Rent' ? decoy(m.landlord) : val('Owns property') }]);
    f.bar('Authorization to Obtain Credit Reports');
    f.para('Each undersigned principal authorizes Golden Gate Revenue Partners and its funding partners to obtain business and personal credit reports, '
      + 'bank references and any other information needed to evaluate this request, now and for as long as any funding remains outstanding. '
      + 'The undersigned certifies that the information above is complete and correct, and that the business is not in bankruptcy nor contemplating it. '
      + 'California residents: a commercial financing disclosure will be provided with any offer, as required by law.', 7);
    signBlock(f, m, r, 'mdy', 2, ['Principal Signature', 'Printed Name', 'Date']);
    f.footer('Golden Gate Revenue Partners  -  Application p.2/2');
  },
};

export const lakeshore: Layout = {
  broker: 'Lakeshore Merchant Capital', country: 'US',
  theme: { band: '#334155', bandText: '#f8fafc', bar: '#0369a1', tint: '#f0f9ff', line: '#bfdbee', grey: '#64748b', accent: '#38bdf8',
    headFont: 'Times-Bold', tagFont: 'Times-Italic', barFont: 'Times-Bold', labelFont: 'Times-Roman', bodyFont: 'Times-Roman',
    valueFont: 'Times-Roman', labels: 'inside', mark: 'check' },
  draw(f, m, r) {
    f.newPage();
    f.header('Lakeshore Merchant Capital', "Chicago's small-business funding desk", ['Merchant Cash Advance Application', '233 S. Wacker Dr, Chicago, IL',
      '(312) 555-0119  |  files@lakeshoremc.com']);
    f.bar('Section A - Business');
    f.row([{ label: 'Corporate / Legal Name', w: 1.5, v: legal(m) }, { label: 'D/B/A', v: dba(m, r) }, { label: 'Federal Tax ID #', w: 0.8, v: taxId(m) }]);
    entityChecks(f, m, r, 'Form of Business', [['C-Corp', ['corp']], ['S-Corp', ['scorp']], ['LLC', ['llc']], ['LLP', ['llp']], ['Partnership', ['partnership']],
      ['Sole Prop', ['sole']]], 'Other:');
    f.row([{ label: 'Business Address', w: 1.5, v: val(m.addr.street) }, { label: 'City', v: val(m.addr.city) }, { label: 'State', w: 0.4, v: region(m) },
      { label: 'Zip', w: 0.5, v: val(m.addr.zip) }]);
    f.row([{ label: 'Date Business Started', v: start(m, r.chance(0.5) ? 'long' : 'mdy') }, { label: 'Description of Business', w: 1.5, v: industry(m) },
      { label: 'Employees', w: 0.5, v: val(String(m.employees)) }]);
    f.row([{ label: 'Phone', v: val(m.phone) }, { label: 'Email', v: val(m.email) }, { label: 'Gross Monthly Sales', v: val(money(m.monthly)) }]);
    f.bar('Section B - Funding Request');
    f.row([{ label: 'Amount Requested', v: amount(m, r) }, { label: 'Purpose', w: 1.4, v: val(m.use) }, { label: 'Desired Payment', v: payment(m) }]);
    freqChecks(f, m, 'Payment Schedule', { biweekly: 'Bi-weekly' });
    f.bar('Section C - Owners / Guarantors');
    const masked = r.chance(0.3);
    const owner = (i: number) => (): void => {
      const o = m.owners[i];
      f.sub(`Owner ${i + 1}`);
      f.row([{ label: 'Owner Name (Last, First)', w: 1.7, v: o ? fullName(o, i, 'last') : null }, { label: 'Title', v: o ? role(o, i) : null }]);
      f.row([{ label: '% Ownership', w: 0.6, v: o ? pct(o, i) : null }, { label: 'Soc. Sec. #', v: o ? ownerTax(o, i, masked) : null },
        { label: 'Birth Date', v: o ? dob(o, i, 'mdy') : null }]);
      f.row([{ label: 'Home Street', w: 1.5, v: o ? homeStreet(o) : null }, { label: 'City, State', v: o ? decoy(`${o.home.city}, ${o.home.st}`) : null }]);
    };
    f.columns([owner(0), owner(1)]);
    f.footer('Lakeshore Merchant Capital  |  Page 1 of 2');
    f.newPage();
    f.slimHeader('Lakeshore Merchant Capital', 'Page 2 of 2');
    f.bar('Section D - Business Ownership (continued)');
    f.columns([owner(2), owner(3)]);
    f.bar('Section E - Bank, Landlord, References');
    bankRow(f, m, ['Depository Bank', 'Routing Number', 'Account Number']);
    landlordRow(f, m);
    refsRow(f, m);
    advanceRow(f, m, r.chance(0.45));
    f.bar('Section F - Certification');
    f.para('The merchant and each owner certify that the information in this application is true and complete and authorize Lakeshore Merchant Capital, '
      + 'its affiliates and prospective funders to obtain credit reports and verify all information provided, including with the merchant\'s bank and '
      + 'landlord. This application does not obligate the merchant or Lakeshore Merchant Capital to enter into any agreement.', 7.2);
    signBlock(f, m, r, 'long', 2, ['Owner Signature', 'Name', 'Date']);
    f.footer('Lakeshore Merchant Capital  |  Page 2 of 2');
  },
};
