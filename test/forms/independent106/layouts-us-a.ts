// Set 106, US layouts 1-3: Harborline (NJ), Summit Peak (CO), Bluebonnet (TX).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, Theme } from './form.ts';
import type { Merchant } from './data.ts';
import { money } from './data.ts';
import { advanceRow, amount, bankRow, count, dba, decoy, dob, entityChecks, entityText, firstV, freqChecks, fullName, home, industry,
  landlordRow, lastV, legal, ownerTax, payment, pct, refsRow, region, role, score, start, taxId, val } from './common.ts';
import { signBlock } from './sign.ts';

export interface Layout { broker: string; country: 'US' | 'CA'; theme: Theme; draw: (f: Form, m: Merchant, r: Rng) => void }

const US_AUTH = (broker: string): string => `By signing below, each of the above-listed business and its owner(s) (individually and as a representative of the business) `
  + `certifies that all information and documents submitted in connection with this application are true, accurate and complete, and authorizes ${broker}, `
  + `its assigns, agents, banks and financial institutions, and any funding partner to which this application is presented, to obtain consumer and business `
  + `credit reports, to verify the information given, and to contact the business's bank, landlord and trade references. The business and owners agree that `
  + `${broker} may share this application with funding partners. A photocopy or electronic copy of this authorization shall be as valid as the original.`;

export const harborline: Layout = {
  broker: 'Harborline Capital Partners', country: 'US',
  theme: { band: '#1f3a5f', bandText: '#ffffff', bar: '#2e5a88', tint: '#eef3f8', line: '#c5d3e3', grey: '#6b7785', accent: '#c9a227',
    headFont: 'Helvetica-Bold', tagFont: 'Helvetica-Oblique', barFont: 'Helvetica-Bold', labelFont: 'Helvetica', bodyFont: 'Helvetica',
    valueFont: 'Helvetica', labels: 'inside', mark: 'x' },
  draw(f, m, r) {
    f.newPage();
    f.header('Harborline Capital Partners', 'Working capital for Main Street. Funded in as little as 24 hours.',
      ['MERCHANT APPLICATION', 'Hoboken, NJ  |  (201) 555-0148', 'submissions@harborlinecap.com']);
    f.bar('Business Information');
    f.row([{ label: 'Legal / Corporate Name', w: 2, v: legal(m) }, { label: 'DBA', w: 1.5, v: dba(m, r) }]);
    f.row([{ label: 'Physical Address (no P.O. Box)', w: 2, v: val(m.addr.street) }, { label: 'City', v: val(m.addr.city) },
      { label: 'State', w: 0.45, v: region(m) }, { label: 'Zip', w: 0.55, v: val(m.addr.zip) }]);
    f.row([{ label: 'Business Phone', v: val(m.phone) }, { label: 'Business Email', w: 1.4, v: val(m.email) }, { label: 'Website', v: val(m.website) }]);
    f.row([{ label: 'Federal Tax ID', v: taxId(m) }, { label: 'Business Start Date', v: start(m, 'mdy') },
      { label: 'State of Incorporation', v: decoy(m.incState) }, { label: '# of Employees', w: 0.6, v: val(String(m.employees)) }]);
    f.row([{ label: 'Type of Business / Industry', w: 2, v: industry(m) }, { label: 'Avg. Monthly Sales', v: val(money(m.monthly)) },
      { label: 'Annual Revenue', v: val(money(m.annual)) }]);
    entityChecks(f, m, r, 'Entity Type', [['Corporation', ['corp']], ['LLC', ['llc']], ['S-Corp', ['scorp']], ['Partnership', ['partnership']],
      ['Sole Proprietor', ['sole']], ['Non-Profit', []]], 'Other:');
    f.bar('Funding Request');
    f.row([{ label: 'Amount Requested', v: amount(m, r) }, { label: 'Use of Funds', w: 1.6, v: val(m.use) },
      { label: 'ISO / Broker Rep', v: decoy(m.isoRep) }]);
    f.bar('Owner / Officer Information');
    const owner = (i: number) => (): void => {
      const o = m.owners[i];
      f.sub(`Owner ${i + 1}`);
      f.row([{ label: 'Full Name', w: 2, v: o ? fullName(o, i) : null }, { label: 'Title', v: o ? role(o, i) : null }]);
      f.row([{ label: 'Ownership %', w: 0.7, v: o ? pct(o, i) : null }, { label: 'Date of Birth', v: o ? dob(o, i, 'mdy') : null },
        { label: 'SSN', v: o ? ownerTax(o, i, false) : null }]);
      f.row([{ label: 'Home Address', v: o ? home(o) : null }]);
      f.row([{ label: 'Cell Phone', v: o ? val(o.phone) : null }, { label: 'Email', w: 1.5, v: o ? val(o.email) : null }]);
    };
    f.columns([owner(0), owner(1)]);
    f.footer('Harborline Capital Partners  |  Page 1 of 2  |  Please attach the last 4 months of business bank statements');
    f.newPage();
    f.slimHeader('Harborline Capital Partners', 'Merchant Application  -  Page 2');
    f.bar('Business Ownership (additional owners of 20% or more)');
    f.columns([owner(2), owner(3)]);
    f.bar('Bank & Business References');
    bankRow(f, m);
    landlordRow(f, m);
    advanceRow(f, m, r.chance(0.5));
    refsRow(f, m);
    f.bar('Authorization & Signatures');
    f.para(US_AUTH('Harborline Capital Partners'));
    signBlock(f, m, r, 'mdy', 2);
    f.footer('Harborline Capital Partners  |  Page 2 of 2');
  },
};

export const summitpeak: Layout = {
  broker: 'Summit Peak Funding Group', country: 'US',
  theme: { band: '#0f766e', bandText: '#ffffff', bar: '#115e59', tint: '#ecfdf5', line: '#a7d8cc', grey: '#5f7370', accent: '#f59e0b',
    headFont: 'Helvetica-Bold', tagFont: 'Helvetica-Oblique', barFont: 'Helvetica-Bold', labelFont: 'Helvetica-Bold', bodyFont: 'Helvetica',
    valueFont: 'Courier', labels: 'inside', mark: 'check', barCase: 'title' },
  draw(f, m, r) {
    f.newPage();
    f.header('SUMMIT PEAK', 'FUNDING GROUP  -  capital that climbs with you', ['Business Funding Application', 'Denver, Colorado', '(720) 555-0192  |  apply@summitpeakfunding.com']);
    f.bar('1. About the Business');
    f.row([{ label: 'Business Legal Name', v: legal(m) }, { label: 'Doing Business As', v: dba(m, r) }]);
    f.row([{ label: 'Entity Type', v: entityText(m, r) }, { label: 'Business Start Date', v: start(m, 'long') }]);
    f.row([{ label: 'Tax ID (EIN)', v: taxId(m) }, { label: 'Industry', v: industry(m) }]);
    f.row([{ label: 'Street Address', w: 1.6, v: val(m.addr.street) }, { label: 'City', v: val(m.addr.city) }, { label: 'State', w: 0.8, v: region(m, true) },
      { label: 'Zip', w: 0.5, v: val(m.addr.zip) }]);
    f.row([{ label: 'State of Formation', v: decoy(m.incState) }, { label: 'Phone', v: val(m.phone) }, { label: 'Email', v: val(m.email) }]);
    f.bar('2. Funding Request');
    f.row([{ label: 'Amount Requested', v: amount(m, r) }, { label: 'Use of Funds', v: val(m.use) }]);
    f.row([{ label: 'Desired Payment', v: payment(m) }, { label: 'Number of Payments (Term)', v: count(m) }]);
    freqChecks(f, m, 'Payment Frequency');
    f.bar('3. Owners');
    const masked = r.chance(0.5);
    const owner = (i: number): void => {
      const o = m.owners[i];
      f.sub(`Owner ${i + 1}`);
      f.row([{ label: 'Owner Name', v: o ? fullName(o, i) : null }, { label: 'Title', w: 0.6, v: o ? role(o, i) : null },
        { label: '% Owned', w: 0.4, v: o ? pct(o, i) : null }]);
      f.row([{ label: 'SSN', v: o ? ownerTax(o, i, masked) : null }, { label: 'DOB', w: 0.6, v: o ? dob(o, i, 'mdy') : null },
        { label: 'Credit Score (est.)', w: 0.4, v: o ? score(o, i) : null }]);
    };
    owner(0);
    owner(1);
    f.footer('Summit Peak Funding Group  |  1 of 2');
    f.newPage();
    f.slimHeader('Summit Peak Funding Group', 'Business Ownership  |  2 of 2');
    f.bar('4. Business Ownership (owners 3 and 4)');
    owner(2);
    owner(3);
    f.bar('5. Banking');
    bankRow(f, m, ['Primary Bank', 'ABA Routing', 'Checking Account #']);
    advanceRow(f, m, r.chance(0.4));
    f.bar('6. Signatures');
    f.para(US_AUTH('Summit Peak Funding Group'));
    signBlock(f, m, r, 'mdy', Math.min(2, m.owners.length));
    f.footer('Summit Peak Funding Group  |  2 of 2');
  },
};

export const bluebonnet: Layout = {
  broker: 'Bluebonnet Merchant Funding', country: 'US',
  theme: { band: '#3730a3', bandText: '#ffffff', bar: '#4f46e5', tint: '#eef2ff', line: '#c7cdf5', grey: '#6b6f86', accent: '#93c5fd',
    headFont: 'Times-BoldItalic', tagFont: 'Times-Italic', barFont: 'Helvetica-Bold', labelFont: 'Helvetica', bodyFont: 'Times-Roman',
    valueFont: 'Helvetica', labels: 'above', mark: 'x' },
  draw(f, m, r) {
    f.newPage();
    f.header('Bluebonnet Merchant Funding', 'Texas-sized support for small business', ['APPLICATION FOR BUSINESS FUNDING', 'Austin, TX 78701', 'Fax (512) 555-0177  |  deals@bluebonnetmf.com']);
    f.bar('Merchant Information');
    f.row([{ label: 'Business Legal Name', w: 1.6, v: legal(m) }, { label: 'DBA Name', w: 1.2, v: dba(m, r) }, { label: 'Date Business Started', v: start(m, 'mdy-short') }]);
    f.row([{ label: 'Federal Tax ID (EIN)', v: taxId(m, true) }, { label: 'Type of Business', w: 1.4, v: industry(m) }, { label: 'Incorporated in (state)', v: decoy(m.incState) }]);
    f.row([{ label: 'Business Address', w: 1.6, v: val(m.addr.street) }, { label: 'City', v: val(m.addr.city) }, { label: 'State', w: 0.4, v: region(m) },
      { label: 'Zip Code', w: 0.6, v: val(m.addr.zip) }]);
    f.row([{ label: 'Business Phone', v: val(m.phone) }, { label: 'Email Address', v: val(m.email) }, { label: 'Years at Location', v: val(String(Math.max(1, 2026 - Number(m.start.slice(0, 4)) - 1))) }]);
    entityChecks(f, m, r, 'Business Structure', [['LLC', ['llc']], ['Corporation', ['corp']], ['Partnership', ['partnership']], ['Sole Prop', ['sole']],
      ['LLP', ['llp']]], 'Other');
    f.bar('Funding Request');
    f.row([{ label: 'Amount Requested', v: amount(m, r) }, { label: 'How will the funds be used?', w: 2, v: val(m.use) }]);
    f.bar('Owner(s)');
    const owner = (i: number) => (): void => {
      const o = m.owners[i];
      f.sub(i === 0 ? 'Owner 1 / Guarantor' : `Owner ${i + 1}`);
      f.row([{ label: 'First Name', v: o ? firstV(o, i) : null }, { label: 'Last Name', v: o ? lastV(o, i) : null }, { label: 'Title', w: 0.8, v: o ? role(o, i) : null }]);
      f.row([{ label: 'Ownership', w: 0.6, v: o ? pct(o, i) : null }, { label: 'SSN (last 4)', v: o ? ownerTax(o, i, true) : null },
        { label: 'Date of Birth', v: o ? dob(o, i, 'mdy') : null }]);
      f.row([{ label: 'FICO (approx.)', w: 0.6, v: o ? score(o, i) : null }, { label: 'Home Address', w: 2.4, v: o ? home(o) : null }]);
    };
    f.columns([owner(0), owner(1)]);
    f.para('Owners of 20% or more must each be listed. Use the Business Ownership page for a third or fourth owner.', 7, 4);
    f.footer('Bluebonnet Merchant Funding  -  page 1');
    f.newPage();
    f.slimHeader('Bluebonnet Merchant Funding', 'Business Ownership  -  page 2');
    f.bar('Business Ownership');
    f.columns([owner(2), owner(3)]);
    f.bar('Banking & Landlord');
    bankRow(f, m, ['Bank Name', 'Routing #', 'Account #']);
    landlordRow(f, m);
    advanceRow(f, m, r.chance(0.5));
    f.bar('Authorization');
    f.para(US_AUTH('Bluebonnet Merchant Funding'), 7);
    signBlock(f, m, r, 'mdy', 2);
    f.footer('Bluebonnet Merchant Funding  -  page 2');
  },
};
