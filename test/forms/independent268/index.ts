// Set 268: multi-product small-business financing applications (lending marketplaces and brokers whose one form covers
// merchant cash advance, term loan, line of credit, equipment financing and SBA), in five invented layouts.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { emptyApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeCase, type Case, type CaseOptions, type Freq, type Owner, type Product } from './data.ts';
import { Sheet, type Cell, type CheckOpt, type Decoy268, type Loc268, type Style, type Theme } from './draw.ts';

export type { Loc268, Decoy268 } from './draw.ts';

export const INDEPENDENT268_LAYOUT_NAMES: string[] = ['keystone_marketplace', 'harborline_iso', 'northway_sba', 'maple_ridge_ca', 'lumen_equipment'];

export interface Independent268Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  locations: Loc268[];
  decoys: Decoy268[];
  layout: string;
  seed: number;
  style: Style;
  scan: boolean | 'phone';
  pages: number;
}

const A = 'application.';
const ap = (i: number, f: string): string => `application.applicants[${i}].${f}`;

// ---- shared pieces --------------------------------------------------------------------------------------------

function countryName(c: Case): string { return c.country === 'CA' ? 'Canada' : 'United States'; }

function stateFields(c: Case): Record<string, unknown> { return { [`${A}state_region`]: c.state, [`${A}country`]: countryName(c) }; }

function taxFields(c: Case): Record<string, unknown> | undefined {
  if (!c.taxPrinted) return undefined;
  return { [`${A}business_tax_id`]: c.taxTruth, [`${A}business_tax_id_type`]: c.taxType, [`${A}business_tax_id_country`]: c.taxCountry };
}

function cell(label: string, w: number, key: string, value: string | null, fields?: Record<string, unknown>): Cell {
  return { label, w, key, value, ...(fields && value ? { fields } : {}) };
}

function ownerCells(o: Owner, i: number, lab: { name: string; tax: string }): Record<string, Cell> {
  return {
    name: cell(lab.name, 0, `owner${i}_name`, o.printedName, { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }),
    role: cell('Title', 0, `owner${i}_title`, o.role, { [ap(i, 'role')]: o.role }),
    own: cell('Ownership %', 0, `owner${i}_pct`, o.ownershipPrinted, { [ap(i, 'ownership')]: o.ownership }),
    tax: cell(lab.tax, 0, `owner${i}_tax`, o.taxPrinted, o.taxPrinted ? { [ap(i, 'tax_id')]: o.taxTruth, [ap(i, 'tax_id_type')]: o.taxType,
      [ap(i, 'tax_id_country')]: o.taxCountry } : undefined),
    dob: cell('Date of Birth', 0, `owner${i}_dob`, o.dobPrinted, { [ap(i, 'date_of_birth')]: o.dobIso }),
    credit: cell('Credit Score', 0, `owner${i}_fico`, o.creditPrinted, { [ap(i, 'credit_score')]: o.credit }),
    home: cell('Home Address', 0, `owner${i}_home`, o.home),
    phone: cell('Cell Phone', 0, `owner${i}_phone`, o.phone),
    email: cell('E-mail', 0, `owner${i}_email`, o.email),
  };
}
const w = (c: Cell, width: number, label?: string): Cell => ({ ...c, w: width, ...(label ? { label } : {}) });

function entityChecks(c: Case, options: [string, string][], otherLabel: string): { opts: CheckOpt[]; other: Cell } {
  // options: [printed label, entity id it means]
  const useOther = !options.some(([, id]) => id === c.entityId);
  const fields = { [`${A}type_of_entity`]: c.entityId };
  const opts: CheckOpt[] = options.map(([label, id]) => ({ label, key: `entity_${label}`, checked: !useOther && id === c.entityId,
    ...(!useOther && id === c.entityId ? { fields } : {}) }));
  opts.push({ label: otherLabel, key: 'entity_other', checked: useOther });
  return { opts, other: cell(`${otherLabel === 'Other' ? 'Other:' : 'Specify:'}`, 0, 'entity_other_text', useOther ? c.entityText : null, fields) };
}

const FREQ_LABEL: Record<Freq, string[]> = { daily: ['Daily'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Bi-weekly'], monthly: ['Monthly'] };

function paymentRow(s: Sheet, c: Case, rng: Rng, asChecks: boolean): void {
  const pay = cell('Requested Payment', 150, 'req_payment', c.paymentPrinted, { [`${A}requested_payment`]: c.payment });
  const num = cell('Number of Payments', 120, 'req_num_payments', c.numPayments === null ? null : String(c.numPayments),
    { [`${A}number_of_payments`]: c.numPayments });
  if (asChecks) {
    s.row([pay, num, cell('Term (est.)', 0, 'req_term_note', null)]);
    s.checks('Payment Schedule:', (['daily', 'weekly', 'biweekly', 'monthly'] as Freq[]).map((f) => ({ label: FREQ_LABEL[f][0]!, key: `freq_${f}`,
      checked: c.freq === f, ...(c.freq === f ? { fields: { [`${A}payment_frequency`]: f } } : {}) })));
  } else {
    const fl = c.freq ? rng.pick(FREQ_LABEL[c.freq]) : null;
    s.row([pay, num, cell('Payment Frequency', 0, 'req_freq', fl, { [`${A}payment_frequency`]: c.freq })]);
  }
}

function useOfFunds(s: Sheet, c: Case): void {
  const uses = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Debt refinance', 'Marketing'];
  s.checks('Use of Funds:', uses.map((u) => ({ label: u, key: `use_${u}`, checked: u === c.useOfFunds })));
  s.row([cell('Describe how the funds will be used', 0, 'use_text', c.useText)]);
}

function existingTable(s: Sheet, c: Case, title: string): void {
  s.section(title);
  const rows = [...c.existing];
  while (rows.length < 2) rows.push({ lender: '', kind: '', limit: '', balance: '', payment: '' });
  s.table([['Lender / Funder', 150], ['Type', 90], ['Original Amount / Credit Limit', 110], ['Current Balance', 92], ['Payment', 90]],
    rows.map((e, i) => [cell('', 0, `debt${i}_lender`, e.lender || null), cell('', 0, `debt${i}_type`, e.kind || null),
      cell('', 0, `debt${i}_limit`, e.limit || null), cell('', 0, `debt${i}_balance`, e.balance || null), cell('', 0, `debt${i}_payment`, e.payment || null)]));
}

function signatures(s: Sheet, c: Case, owners: Owner[]): void {
  owners.slice(0, 2).forEach((o, i) => {
    const name = { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last };
    s.row([cell('Signature', 200, `sig${i}`, `${o.first} ${o.last}`, name), cell('Print Name', 190, `sig${i}_print`, o.printedName, name),
      cell('Date', 0, `sig${i}_date`, c.signDate)], 26);
  });
}

function bankRow(s: Sheet, c: Case, ca: boolean): void {
  s.row([cell('Business Bank', 150, 'bank_name', c.bank.name), cell(ca ? 'Transit / Institution No.' : 'Routing Number (ABA)', 140, 'bank_routing', c.bank.routing),
    cell('Account Number', 0, 'bank_account', c.bank.account)]);
}

// ---- layouts ----------------------------------------------------------------------------------------------------

interface LayoutDef {
  title: string;
  theme: Theme;
  options: CaseOptions;
  draw(s: Sheet, c: Case, rng: Rng): void;
}

const PRODUCTS_ALL: Product[] = ['mca', 'term', 'loc', 'equipment', 'sba'];

function productChecks(c: Case, labels: [Product, string][]): CheckOpt[] {
  return labels.map(([p, l]) => ({ label: l, key: `product_${p}`, checked: c.product === p }));
}

const LAYOUTS: Record<string, LayoutDef> = {
  keystone_marketplace: {
    title: 'Keystone Lending Marketplace',
    theme: { accent: '#1f5c3a', labelFont: 'Helvetica', labelBold: 'Helvetica-Bold', valueFont: 'Helvetica', labelPos: 'above', boxed: true, shade: '#eef5ef' },
    options: { country: 'US', maxOwners: 4, lastFirst: 0.15, products: PRODUCTS_ALL, paymentFields: false, creditScore: true, einLabel: false, guarantor: 0 },
    draw(s, c) {
      s.header('Keystone Lending Marketplace', 'One application. Every small-business financing option.', ['Marketplace Application v4.2', 'apply@keystonelending.example',
        '(888) 555-0142']);
      s.section('1. Financing Requested');
      s.checks('Product:', productChecks(c, [['mca', 'Merchant Cash Advance'], ['term', 'Term Loan'], ['loc', 'Line of Credit'],
        ['equipment', 'Equipment Financing'], ['sba', 'SBA Loan']]));
      s.row([cell('Amount Requested', 150, 'amount_requested', c.amountPrinted, { [`${A}requested_amount`]: c.amount }),
        cell('Equipment Cost (if equipment)', 140, 'equip_cost', c.equipment?.cost ?? null), cell('Down Payment Available', 120, 'equip_down', c.equipment?.down ?? null),
        cell('How soon do you need funds?', 0, 'urgency', 'Within 2 weeks')]);
      useOfFunds(s, c);
      s.section('2. Business Information');
      s.row([cell('Legal Business Name', 290, 'legal_name', c.legalName, { [`${A}legal_name`]: c.legalName }),
        cell('DBA (if different)', 0, 'dba', c.dbaPrinted, c.tradeTruth ? { [`${A}trade_name`]: c.tradeTruth } : undefined)]);
      const e = entityChecks(c, [['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
        ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation']], 'Other');
      s.checks('Entity Type:', e.opts, e.other);
      s.row([cell('Federal Tax ID / EIN', 120, 'tax_id', c.taxPrinted, taxFields(c)),
        cell('Business Start Date', 110, 'start_date', c.startPrinted, { [`${A}business_start_date`]: c.startIso }),
        cell('State of Incorporation', 100, 'inc_state', c.incState), cell('Type of Business / Industry', 0, 'industry', c.industryText, { [`${A}industry`]: c.industryId })]);
      s.row([cell('Business Address', 230, 'street', c.street), cell('City', 120, 'city', c.city), cell('State', 60, 'state', c.state, stateFields(c)),
        cell('ZIP', 0, 'zip', c.zip)]);
      s.row([cell('Business Phone', 130, 'biz_phone', c.phone), cell('Business E-mail', 200, 'biz_email', c.email), cell('Website', 0, 'website', c.website)]);
      s.checks('Premises:', [{ label: 'Own', key: 'prem_own', checked: c.ownsPremises }, { label: 'Rent / Lease', key: 'prem_rent', checked: !c.ownsPremises }]);
      s.row([cell('Landlord / Mortgage Holder', 220, 'landlord', c.ownsPremises ? c.realEstate?.lender ?? null : c.landlord.name),
        cell('Landlord Phone', 130, 'landlord_phone', c.ownsPremises ? null : c.landlord.phone), cell('Monthly Rent / Mortgage', 0, 'rent', c.landlord.extra)]);
      s.section('3. Financial Snapshot');
      s.row([cell('Gross Annual Revenue', 180, 'annual_rev', c.annualRevenue), cell('Avg. Monthly Sales', 170, 'monthly_sales', c.monthlySales),
        cell('Avg. Daily Bank Balance', 0, 'avg_balance', c.avgBalance)]);
      bankRow(s, c, false);
      s.newPage();
      s.section('4. Owners (all owners of 20% or more)');
      c.owners.forEach((o, i) => {
        const oc = ownerCells(o, i, { name: `Owner ${i + 1} Full Name`, tax: 'SSN' });
        s.row([w(oc.name!, 220), w(oc.role!, 120), w(oc.own!, 80), w(oc.credit!, 0, 'Est. Credit Score')]);
        s.row([w(oc.tax!, 120), w(oc.dob!, 100), w(oc.home!, 0)]);
        s.gap(4);
      });
      existingTable(s, c, '5. Existing Business Debt (loans, advances, lines of credit)');
      s.section('6. Authorization');
      s.para('By signing below, each owner certifies that the information in this application is true and complete and authorizes Keystone Lending Marketplace '
        + 'and its lending partners to obtain consumer and business credit reports, verify the information above, and share this application with '
        + 'lenders offering merchant cash advances, term loans, lines of credit, equipment financing and SBA loans.');
      signatures(s, c, c.owners);
    },
  },

  harborline_iso: {
    title: 'Harborline Capital Partners',
    theme: { accent: '#14305e', labelFont: 'Times-Roman', labelBold: 'Times-Bold', valueFont: 'Courier', labelPos: 'left', boxed: false, shade: null },
    options: { country: 'US', maxOwners: 3, lastFirst: 0.75, products: PRODUCTS_ALL, paymentFields: true, creditScore: false, einLabel: false, guarantor: 0 },
    draw(s, c, rng) {
      s.header('Harborline Capital Partners', 'Small Business Funding Application - ISO Submission', ['Funding desk: deals@harborline.example',
        'Fax (212) 555-0199', 'Form HCP-7 (rev. 03/25)']);
      s.section('Submitting ISO / Broker');
      s.row([cell('Rep Name', 200, 'iso_name', c.iso.name), cell('ISO Company', 180, 'iso_company', c.iso.extra), cell('Rep Phone', 0, 'iso_phone', c.iso.phone)]);
      s.section('Business');
      s.row([cell('Legal Name', 0, 'legal_name', c.legalName, { [`${A}legal_name`]: c.legalName })]);
      s.row([cell('D/B/A', 300, 'dba', c.dbaPrinted, c.tradeTruth ? { [`${A}trade_name`]: c.tradeTruth } : undefined),
        cell('Entity Type', 0, 'entity', c.entityText, { [`${A}type_of_entity`]: c.entityId })]);
      s.row([cell('Tax ID (EIN/SSN)', 200, 'tax_id', c.taxPrinted, taxFields(c)),
        cell('Date Business Started', 180, 'start_date', c.startPrinted, { [`${A}business_start_date`]: c.startIso }),
        cell('Inc. State', 0, 'inc_state', c.incState)]);
      s.row([cell('Physical Address', 0, 'address', `${c.street}, ${c.city}, ${c.state} ${c.zip}`, stateFields(c))]);
      s.row([cell('Nature of Business', 300, 'industry', c.industryText, { [`${A}industry`]: c.industryId }), cell('# Employees', 0, 'employees', c.employees)]);
      s.section('Product Requested (check one, complete only that block)');
      const mk = (p: Product, label: string): CheckOpt => ({ label, key: `product_${p}`, checked: c.product === p });
      const req = { [`${A}requested_amount`]: c.amount };
      const mine = (p: Product): string | null => (c.product === p ? c.amountPrinted : null);
      s.checks('A.', [mk('mca', 'Merchant Cash Advance')]);
      s.row([cell('Advance Amount', 200, 'mca_amount', mine('mca'), req), cell('', 0, 'mca_note', null)]);
      if (c.product === 'mca') paymentRow(s, c, rng, rng.chance(0.5));
      else s.row([cell('Requested Payment', 150, 'req_payment', null), cell('Number of Payments', 120, 'req_num_payments', null), cell('Payment Frequency', 0, 'req_freq', null)]);
      s.checks('B.', [mk('term', 'Term Loan')]);
      s.row([cell('Loan Amount', 200, 'term_amount', mine('term'), req), cell('Desired Term (months)', 0, 'term_months', c.product === 'term' ? String(rng.pick([12, 24, 36, 60])) : null)]);
      s.checks('C.', [mk('loc', 'Business Line of Credit')]);
      s.row([cell('Credit Line Requested', 220, 'loc_amount', mine('loc'), req), cell('', 0, 'loc_note', null)]);
      s.checks('D.', [mk('equipment', 'Equipment Financing')]);
      s.row([cell('Equipment Cost', 170, 'equip_cost', c.equipment?.cost ?? null), cell('Down Payment', 150, 'equip_down', c.equipment?.down ?? null),
        cell('Amount to Finance', 0, 'equip_amount', mine('equipment'), req)]);
      s.row([cell('Equipment / Vendor', 0, 'equip_desc', c.equipment ? `${c.equipment.description} - ${c.equipment.vendor}` : null)]);
      s.checks('E.', [mk('sba', 'SBA 7(a) / Express')]);
      s.row([cell('SBA Loan Amount', 220, 'sba_amount', mine('sba'), req), cell('', 0, 'sba_note', null)]);
      s.row([cell('Use of Funds', 0, 'use_text', `${c.useOfFunds}: ${c.useText}`)]);
      s.row([cell('Avg. Monthly Deposits', 200, 'monthly_sales', c.monthlySales), cell('Annual Gross Sales', 0, 'annual_rev', c.annualRevenue)]);
      s.newPage();
      s.section('Principals / Owners');
      c.owners.forEach((o, i) => {
        const oc = ownerCells(o, i, { name: 'Owner (Last, First)', tax: 'SSN' });
        s.row([w(oc.name!, 300), w(oc.role!, 0)]);
        s.row([w(oc.own!, 130), w(oc.tax!, 180), w(oc.dob!, 0, 'DOB')]);
        s.row([w(oc.home!, 330), w(oc.phone!, 0)]);
        s.gap(6);
      });
      existingTable(s, c, 'Open Positions / Existing Financing');
      s.section('Trade References');
      s.table([['Company', 200], ['Contact', 180], ['Phone', 152]], c.references.map((r, i) => [cell('', 0, `ref${i}_co`, r.name),
        cell('', 0, `ref${i}_contact`, r.extra), cell('', 0, `ref${i}_phone`, r.phone)]));
      bankRow(s, c, false);
      s.para('Merchant authorizes Harborline Capital Partners and its funding partners to obtain credit reports on the business and its principals and to '
        + 'contact the references and financial institutions listed. The information given is true and correct.');
      signatures(s, c, c.owners);
    },
  },

  northway_sba: {
    title: 'Northway Business Credit',
    theme: { accent: '#7a1f2b', labelFont: 'Helvetica', labelBold: 'Helvetica-Bold', valueFont: 'Times-Roman', labelPos: 'left', boxed: true, shade: '#f7eef0' },
    options: { country: 'US', maxOwners: 3, lastFirst: 0.1, products: ['term', 'sba', 'loc', 'equipment'], paymentFields: false, creditScore: false, einLabel: true,
      guarantor: 0.5 },
    draw(s, c, rng) {
      s.header('Northway Business Credit', 'Term Loan, SBA and Line of Credit Application', ['SBA Preferred Lender Network', 'loans@northwaycredit.example']);
      s.section('Loan Request');
      s.checks('Program:', productChecks(c, [['term', 'Conventional Term Loan'], ['sba', 'SBA 7(a)'], ['loc', 'Revolving Line of Credit'],
        ['equipment', 'Equipment Loan']]));
      s.row([cell('Loan Amount Requested', 260, 'amount_requested', c.amountPrinted, { [`${A}requested_amount`]: c.amount }),
        cell('Current Line Limit (if renewing)', 0, 'loc_existing_limit', c.product === 'loc' && c.existing[0] ? c.existing[0].limit : null)]);
      useOfFunds(s, c);
      s.section('Applicant Business');
      s.row([cell('Legal Name', 0, 'legal_name', c.legalName, { [`${A}legal_name`]: c.legalName })]);
      s.row([cell('Trade Name (DBA)', 0, 'dba', c.dbaPrinted, c.tradeTruth ? { [`${A}trade_name`]: c.tradeTruth } : undefined)]);
      s.row([cell('Federal Tax ID (EIN)', 250, 'tax_id', c.taxPrinted, taxFields(c)), cell('Legal Structure', 0, 'entity', c.entityText,
        { [`${A}type_of_entity`]: c.entityId })]);
      s.row([cell('Date Established', 250, 'start_date', c.startPrinted, { [`${A}business_start_date`]: c.startIso }),
        cell('Years in Business', 0, 'years', c.yearsPrinted)]);
      s.row([cell('Street', 250, 'street', c.street), cell('City', 0, 'city', c.city)]);
      s.row([cell('State', 120, 'state', c.state, stateFields(c)), cell('ZIP', 130, 'zip', c.zip), cell('State of Organization', 0, 'inc_state', c.incState)]);
      s.row([cell('Industry', 250, 'industry', c.industryText, { [`${A}industry`]: c.industryId }), cell('Employees', 0, 'employees', c.employees)]);
      s.row([cell('Annual Revenue (last FY)', 250, 'annual_rev', c.annualRevenue), cell('Average Bank Balance', 0, 'avg_balance', c.avgBalance)]);
      s.section('Collateral and Real Estate');
      const re = c.realEstate;
      s.checks('Business real estate:', [{ label: 'Owned', key: 're_owned', checked: c.ownsPremises }, { label: 'Leased', key: 're_leased', checked: !c.ownsPremises }]);
      s.row([cell('Property Address', 0, 're_address', re?.address ?? null)]);
      s.row([cell('Market Value', 180, 're_value', re?.value ?? null), cell('Mortgage Balance', 170, 're_mortgage', re?.mortgage ?? null),
        cell('Mortgage Holder', 0, 're_lender', re?.lender ?? null)]);
      s.row([cell('Other Collateral Offered', 0, 'collateral', rng.pick(['Blanket UCC lien on business assets', 'Equipment and receivables', 'None', 'Vehicles (3)']))]);
      s.newPage();
      // A co-applicant who is an owner is printed in its own section, after the owners' table.
      const coOwner = !c.guarantor && c.owners.length >= 2 && rng.chance(0.5);
      const tableOwners = coOwner ? c.owners.slice(0, -1) : c.owners;
      s.section('Owners of 20% or More');
      s.table([['Name', 170], ['Title', 100], ['Own %', 55], ['SSN', 100], ['Date of Birth', 107]], tableOwners.map((o, i) => {
        const oc = ownerCells(o, i, { name: 'Name', tax: 'SSN' });
        return [oc.name!, oc.role!, oc.own!, oc.tax!, oc.dob!];
      }), 18);
      s.section('Co-Applicant / Personal Guarantor');
      if (coOwner) {
        const i = c.owners.length - 1;
        const oc = ownerCells(c.owners[i]!, i, { name: 'Full Name', tax: 'SSN' });
        s.row([w(oc.name!, 300), w(oc.role!, 0)]);
        s.checks('Is this person an owner of the business?', [{ label: 'Yes', key: 'co_owner_yes', checked: true }, { label: 'No', key: 'co_owner_no', checked: false }]);
        s.row([w(oc.own!, 150), w(oc.tax!, 180), w(oc.dob!, 0)]);
        s.row([w(oc.home!, 0)]);
      } else if (c.guarantor) {
        const g = c.guarantor;
        s.row([cell('Full Name', 300, 'guar_name', g.name), cell('Relationship', 0, 'guar_rel', g.extra)]);
        s.checks('Is this person an owner of the business?', [{ label: 'Yes', key: 'co_owner_yes', checked: false }, { label: 'No', key: 'co_owner_no', checked: true }]);
        s.row([cell('Ownership %', 150, 'guar_pct', rng.pick(['0%', 'N/A', '0'])), cell('SSN', 180, 'guar_ssn', g.taxPrinted), cell('Phone', 0, 'guar_phone', g.phone)]);
      } else {
        s.row([cell('Full Name', 300, 'guar_name', null), cell('Relationship', 0, 'guar_rel', null)]);
        s.checks('Is this person an owner of the business?', [{ label: 'Yes', key: 'co_owner_yes', checked: false }, { label: 'No', key: 'co_owner_no', checked: false }]);
      }
      existingTable(s, c, 'Business Debt Schedule');
      bankRow(s, c, false);
      s.para('Each undersigned applicant and guarantor certifies the accuracy of this application, authorizes Northway Business Credit and any SBA lender '
        + 'in its network to obtain credit reports, and acknowledges that SBA loans require a personal guaranty from each 20% owner.');
      signatures(s, c, c.owners);
    },
  },

  maple_ridge_ca: {
    title: 'Maple Ridge Commercial Finance',
    theme: { accent: '#b0262c', labelFont: 'Helvetica', labelBold: 'Helvetica-Bold', valueFont: 'Courier', labelPos: 'above', boxed: false, shade: null },
    options: { country: 'CA', maxOwners: 3, lastFirst: 0.2, products: ['mca', 'term', 'loc', 'equipment'], paymentFields: true, creditScore: true, einLabel: false,
      guarantor: 0 },
    draw(s, c, rng) {
      s.header('Maple Ridge Commercial Finance', 'Business Financing Application (Canada)', ['Toronto | Calgary | Vancouver', '1-877-555-0123',
        'mapleridgefinance.example']);
      s.section('Financing Requested');
      s.checks('Product:', productChecks(c, [['mca', 'Merchant Cash Advance'], ['term', 'Term Loan'], ['loc', 'Line of Credit'], ['equipment', 'Equipment Lease']]));
      s.row([cell('Amount Requested (CAD)', 170, 'amount_requested', c.amountPrinted, { [`${A}requested_amount`]: c.amount }),
        cell('Equipment Cost', 120, 'equip_cost', c.equipment?.cost ?? null), cell('Deposit / Down Payment', 120, 'equip_down', c.equipment?.down ?? null),
        cell('Monthly Card Sales', 0, 'monthly_sales', c.monthlySales)]);
      if (c.product === 'mca') paymentRow(s, c, rng, true);
      s.row([cell('Use of Funds', 0, 'use_text', `${c.useOfFunds} - ${c.useText}`)]);
      s.section('Business');
      s.row([cell('Legal Name', 280, 'legal_name', c.legalName, { [`${A}legal_name`]: c.legalName }),
        cell('Operating Name (O/A)', 0, 'dba', c.dbaPrinted, c.tradeTruth ? { [`${A}trade_name`]: c.tradeTruth } : undefined)]);
      const e = entityChecks(c, [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']], 'Other');
      s.checks('Structure:', e.opts, e.other);
      s.row([cell('Business Number (BN) incl. program account', 200, 'tax_id', c.taxPrinted, taxFields(c)),
        cell('Date of Incorporation / Start', 130, 'start_date', c.startPrinted, { [`${A}business_start_date`]: c.startIso }),
        cell('Jurisdiction of Incorporation', 0, 'inc_state', c.incState)]);
      s.row([cell('Street Address', 220, 'street', c.street), cell('City', 120, 'city', c.city), cell('Province', 70, 'state', c.state, stateFields(c)),
        cell('Postal Code', 0, 'zip', c.zip)]);
      s.row([cell('Industry / Type of Business', 220, 'industry', c.industryText, { [`${A}industry`]: c.industryId }), cell('Phone', 130, 'biz_phone', c.phone),
        cell('E-mail', 0, 'biz_email', c.email)]);
      s.row([cell('Annual Revenue', 150, 'annual_rev', c.annualRevenue), cell('Average Bank Balance', 150, 'avg_balance', c.avgBalance),
        cell('Landlord', 0, 'landlord', c.ownsPremises ? null : `${c.landlord.name} ${c.landlord.phone}`)]);
      bankRow(s, c, true);
      s.newPage();
      s.section('Owners / Directors');
      c.owners.forEach((o, i) => {
        const oc = ownerCells(o, i, { name: 'Full Name', tax: 'SIN' });
        s.row([w(oc.name!, 220), w(oc.role!, 110), w(oc.own!, 80), w(oc.credit!, 0, 'Credit Score (Equifax)')]);
        s.row([w(oc.tax!, 120), w(oc.dob!, 110), w(oc.home!, 0)]);
        s.gap(4);
      });
      existingTable(s, c, 'Existing Financing');
      s.section('Consent (PIPEDA)');
      s.para('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each signatory consents to Maple Ridge Commercial '
        + 'Finance collecting, using and disclosing the personal information in this application, including obtaining credit bureau reports, for the purpose '
        + 'of assessing this request and sharing it with its funding partners.');
      signatures(s, c, c.owners);
    },
  },

  lumen_equipment: {
    title: 'Lumen Funding Exchange',
    theme: { accent: '#4b2a7b', labelFont: 'Helvetica', labelBold: 'Helvetica-Bold', valueFont: 'Courier-Bold', labelPos: 'above', boxed: true, shade: '#f1edf7' },
    options: { country: 'US', maxOwners: 2, lastFirst: 0.3, products: ['equipment', 'loc', 'mca', 'term'], paymentFields: true, creditScore: true, einLabel: false,
      guarantor: 0.35 },
    draw(s, c, rng) {
      s.header('Lumen Funding Exchange', 'Equipment, Line of Credit & Working Capital Application', ['Compare offers from 40+ lenders', 'lumenfunding.example']);
      s.section('A. Applicant Business');
      s.row([cell('Business Legal Name (or owner name if sole proprietor)', 300, 'legal_name', c.legalName, { [`${A}legal_name`]: c.legalName }),
        cell('Doing Business As', 0, 'dba', c.dbaPrinted, c.tradeTruth ? { [`${A}trade_name`]: c.tradeTruth } : undefined)]);
      s.row([cell('Business Type', 130, 'entity', c.entityText, { [`${A}type_of_entity`]: c.entityId }),
        cell('EIN or SSN (sole prop.)', 130, 'tax_id', c.taxPrinted, taxFields(c)),
        cell('In Business Since', 110, 'start_date', c.startPrinted, { [`${A}business_start_date`]: c.startIso }), cell('What does the business do?', 0, 'industry',
          c.industryText, { [`${A}industry`]: c.industryId })]);
      s.row([cell('Business Address (street, city, state, ZIP)', 380, 'address', `${c.street}, ${c.city}, ${c.state} ${c.zip}`, stateFields(c)),
        cell('Phone', 0, 'biz_phone', c.phone)]);
      s.section('B. What are you applying for? (check one)');
      s.checks('', productChecks(c, [['equipment', 'Equipment Financing / Lease'], ['loc', 'Line of Credit'], ['mca', 'Working Capital Advance'], ['term', 'Term Loan']]));
      const req = { [`${A}requested_amount`]: c.amount };
      const eq = c.equipment;
      s.row([cell('Equipment Description', 300, 'equip_desc', eq?.description ?? null), cell('Vendor / Dealer', 0, 'equip_vendor', eq?.vendor ?? null)]);
      s.row([cell('Total Equipment Cost', 180, 'equip_cost', eq?.cost ?? null), cell('Down Payment', 170, 'equip_down', eq?.down ?? null),
        cell('Amount to Finance', 0, 'equip_amount', c.product === 'equipment' ? c.amountPrinted : null, req)]);
      const lineLimit = c.existing.find((x) => x.kind === 'Line of credit');
      s.row([cell('Requested Credit Limit', 180, 'loc_amount', c.product === 'loc' ? c.amountPrinted : null, req),
        cell('Current LOC Limit Elsewhere', 170, 'loc_existing', lineLimit?.limit ?? null), cell('Current LOC Balance', 0, 'loc_existing_bal', lineLimit?.balance ?? null)]);
      s.row([cell('Working Capital / Term Amount', 180, 'wc_amount', c.product === 'mca' || c.product === 'term' ? c.amountPrinted : null, req),
        cell('Average Monthly Revenue', 170, 'monthly_sales', c.monthlySales), cell('Average Bank Balance', 0, 'avg_balance', c.avgBalance)]);
      if (c.product === 'mca') paymentRow(s, c, rng, false);
      s.row([cell('Purpose', 0, 'use_text', `${c.useOfFunds}: ${c.useText}`)]);
      s.section('C. Owners');
      c.owners.forEach((o, i) => {
        const oc = ownerCells(o, i, { name: `Owner ${i + 1} Name`, tax: 'Social Security #' });
        s.row([w(oc.name!, 200), w(oc.role!, 100), w(oc.own!, 70), w(oc.tax!, 0)]);
        s.row([w(oc.dob!, 100), w(oc.credit!, 90, 'FICO (self-reported)'), w(oc.home!, 240), w(oc.email!, 0)]);
      });
      s.section('D. Co-Signer / Guarantor (non-owner)');
      const g = c.guarantor;
      s.row([cell('Name', 200, 'guar_name', g?.name ?? null), cell('Relationship to Business', 130, 'guar_rel', g?.extra ?? null),
        cell('SSN', 100, 'guar_ssn', g?.taxPrinted ?? null), cell('Phone', 0, 'guar_phone', g?.phone ?? null)]);
      existingTable(s, c, 'E. Current Loans, Leases and Advances');
      s.row([cell('Landlord', 220, 'landlord', c.ownsPremises ? null : c.landlord.name), cell('Landlord Phone', 130, 'landlord_phone', c.ownsPremises ? null : c.landlord.phone),
        cell('Monthly Rent', 0, 'rent', c.ownsPremises ? null : c.landlord.extra)]);
      bankRow(s, c, false);
      s.para('You authorize Lumen Funding Exchange and the lenders and lessors in its marketplace to obtain business and personal credit reports and to verify '
        + 'the information provided. Equipment financing is subject to a first-priority lien on the equipment.');
      signatures(s, c, c.owners);
    },
  },
};

function assemble(values: Map<string, unknown>, nOwners: number): TruthApplication {
  const app = emptyApplication();
  for (let i = 0; i < nOwners; i++) {
    app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
      tax_id_country: null, date_of_birth: null });
  }
  for (const [path, v] of values) {
    const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (m) {
      const a = app.applicants[Number(m[1])];
      if (!a) throw new Error(`applicant ${m[1]} beyond the owners`);
      (a as unknown as Record<string, unknown>)[m[2]!] = v;
    } else {
      (app as unknown as Record<string, unknown>)[path.slice(A.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent268(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean | 'phone' }): Promise<Independent268Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm widgets');
  const rng = new Rng(`independent268:${layout}:${seed}`);
  const c = makeCase(rng.fork('case'), def.options);
  const sheet = new Sheet(opts.style, rng.fork(`draw:${opts.style}`), def.theme, def.title);
  def.draw(sheet, c, rng.fork('layout'));
  let pdf = await sheet.finish();
  const truth = assemble(sheet.values, c.owners.length);
  if (opts.scan) pdf = (await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  return { pdf, truth, locations: sheet.locations, decoys: sheet.decoys, layout, seed, style: opts.style, scan: opts.scan, pages: sheet.page };
}

export type { TruthApplicant };
