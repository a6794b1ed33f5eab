// The four brokers' CRM printouts: labels (system field names), look, section order, header stamps and audit trail.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import type { Country, Merchant } from './merchant.ts';
import type { Choices, Labels } from './items.ts';
import type { Item, Look, Section } from './sheet.ts';

export interface Spec {
  broker: string;
  country(rng: Rng): Country;
  maxOwners: number;
  nameForms: Choices['nameForm'][];
  look(rng: Rng): Look;
  labels(m: Merchant): Labels;
  owner(n: number, key: string): string;
  sections(it: Record<string, Item>, owners: Item[][], m: Merchant, rng: Rng): Section[];
  /** Draws the page header (record ids, print stamps: decoys) and returns where the sections start. */
  header(c: Canvas, m: Merchant, rng: Rng): number;
}

const pick = (it: Record<string, Item>, keys: string[]) => keys.map((k) => it[k]).filter((x): x is Item => x !== undefined);
const stamp = (rng: Rng) => `${rng.int(1, 12)}/${rng.int(1, 28)}/2024 ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;

/** Salesforce-like "Opportunity" printout: two columns, labels in a grey column, '--' for empty fields. */
const ledgerline: Spec = {
  broker: 'Ledgerline Capital Advisors',
  country: () => 'US',
  maxOwners: 4,
  nameForms: ['split', 'full'],
  look: (rng) => ({ inline: false, labelW: rng.pick([82, 90]), blank: '--', bar: '#d9d9d9', barText: '#222', labelColor: '#555', rowH: 15, colon: false, left: 36, right: 576 }),
  labels: () => ({ legal: 'Biz Legal Name', dba: 'DBA', entity: 'Entity Type', industry: 'Industry', taxId: 'Fed Tax ID', start: 'Biz Start Date',
    years: 'Time in Biz', street: 'Biz Street', city: 'Biz City', state: 'Biz State', zip: 'Biz Zip', phone: 'Biz Phone', email: 'Biz Email',
    web: 'Website', stateInc: 'State of Inc', employees: '# Employees', reqAmt: 'Req Amt', pmt: 'Est Pmt', nPmts: '# of Pmts', freq: 'Pmt Freq',
    use: 'Use of Funds', sales: 'Avg Mthly Sales', revenue: 'Gross Annual Rev', bank: 'Bank Name', routing: 'ABA Routing', account: 'Acct #',
    landlord: 'Landlord', landlordPhone: 'Landlord Ph', rent: 'Mthly Rent', ref1: 'Trade Ref 1', ref2: 'Trade Ref 2', isoName: 'ISO Rep',
    isoPhone: 'Rep Phone', isoEmail: 'Rep Email', funder1: 'Curr Funder 1', funderBal1: 'Bal 1', funderPmt1: 'Pmt 1', funder2: 'Curr Funder 2',
    funderBal2: 'Bal 2', funderPmt2: 'Pmt 2' }),
  owner: (n, k) => `Owner${n} ${{ first: 'First', last: 'Last', name: 'Name', title: 'Title', pct: 'Own %', ssn: 'SSN', dob: 'DOB', score: 'FICO',
    home: 'Home Addr', cell: 'Cell', oemail: 'Email' }[k]}`,
  sections: (it, owners) => [
    { title: 'Business Information', cols: 2, items: pick(it, ['legal', 'dba', 'entity', 'industry', 'taxId', 'start', 'years', 'stateInc', 'employees',
      'street', 'city', 'state', 'zip', 'phone', 'email', 'web']) },
    { title: 'Funding Request', cols: 2, items: pick(it, ['reqAmt', 'freq', 'pmt', 'nPmts', 'use', 'sales', 'revenue']) },
    ...owners.map((o, i) => ({ title: `Owner / Guarantor ${i + 1}`, cols: 2, items: o })),
    { title: 'Banking & Property', cols: 2, items: pick(it, ['bank', 'routing', 'account', 'landlord', 'landlordPhone', 'rent']) },
    { title: 'Existing Positions', cols: 3, items: pick(it, ['funder1', 'funderBal1', 'funderPmt1', 'funder2', 'funderBal2', 'funderPmt2']) },
    { title: 'References / ISO', cols: 2, items: pick(it, ['ref1', 'ref2', 'isoName', 'isoPhone', 'isoEmail']) },
  ],
  header: (c, m, rng) => {
    c.text('Ledgerline Capital Advisors', 36, 30, { size: 13, bold: true });
    c.text('Opportunity Detail  |  Merchant Application', 36, 47, { size: 8, color: '#555' });
    c.text('Record ID', 400, 30, { size: 7, color: '#555' });
    c.stamp('recordId', `OPP-${rng.digits(7)}`, 450, 30);
    c.text('Printed', 400, 42, { size: 7, color: '#555' });
    c.stamp('printed', `${stamp(rng)} by ${rng.pick(['jmartin', 'kpatel', 'sreyes'])}`, 450, 42, 7);
    c.text('Stage', 400, 54, { size: 7, color: '#555' });
    c.stamp('stage', rng.pick(['App In', 'Submitted', 'Docs Requested']), 450, 54, 7);
    return 72;
  },
};

/** A dense three-column export with camel-case system field names and '(blank)' for empty fields. */
const fundstack: Spec = {
  broker: 'FundStack Brokerage',
  country: () => 'US',
  maxOwners: 3,
  nameForms: ['lastFirst', 'split', 'full'],
  look: (rng) => ({ inline: rng.chance(0.5), labelW: 66, blank: '(blank)', bar: '#bfbfbf', barText: '#000', labelColor: '#333', rowH: 14, colon: true, left: 30, right: 582 }),
  labels: () => ({ legal: 'bizLegalName', dba: 'dbaName', entity: 'entityType', industry: 'bizType', taxId: 'taxIdEin', start: 'bizStartDt',
    years: 'yrsInBiz', street: 'bizAddr1', city: 'bizCity', state: 'bizState', zip: 'bizZip', phone: 'bizPhone', email: 'bizEmail', web: 'webUrl',
    stateInc: 'incState', employees: 'numEmp', reqAmt: 'reqAmt', pmt: 'pmtAmt', nPmts: 'numPmts', freq: 'pmtFreq', use: 'useOfFunds',
    sales: 'avgMoRev', revenue: 'annRev', bank: 'bankName', routing: 'routingNo', account: 'acctNo', landlord: 'landlordName',
    landlordPhone: 'landlordPh', rent: 'rentAmt', ref1: 'tradeRef1', ref2: 'tradeRef2', isoName: 'isoRep', isoPhone: 'isoRepPh', isoEmail: 'isoRepEmail',
    funder1: 'mca1Funder', funderBal1: 'mca1Bal', funderPmt1: 'mca1Pmt', funder2: 'mca2Funder', funderBal2: 'mca2Bal', funderPmt2: 'mca2Pmt' }),
  owner: (n, k) => `owner${n}${{ first: 'FirstNm', last: 'LastNm', name: 'FullNm', title: 'Title', pct: 'OwnPct', ssn: 'Ssn', dob: 'Dob',
    score: 'CreditScore', home: 'HomeAddr', cell: 'CellPh', oemail: 'Email' }[k]}`,
  sections: (it, owners, _m, rng) => [
    { title: 'ACCOUNT', cols: 3, items: pick(it, ['legal', 'dba', 'entity', 'taxId', 'industry', 'start', 'years', 'employees', 'stateInc', 'street',
      'city', 'state', 'zip', 'phone', 'email', 'web']) },
    { title: 'DEAL', cols: 3, items: pick(it, ['reqAmt', 'pmt', 'nPmts', 'freq', 'use', 'sales', 'revenue']) },
    { title: 'CONTACTS', cols: rng.pick([2, 3]), items: owners.flat() },
    { title: 'OPEN POSITIONS', cols: 3, items: pick(it, ['funder1', 'funderBal1', 'funderPmt1', 'funder2', 'funderBal2', 'funderPmt2']) },
    { title: 'OTHER', cols: 3, items: pick(it, ['bank', 'routing', 'account', 'landlord', 'landlordPhone', 'rent', 'isoName', 'isoPhone', 'isoEmail']) },
  ],
  header: (c, _m, rng) => {
    c.text('FUNDSTACK  >  Deals  >  Record View', 30, 24, { size: 9, bold: true, color: '#333' });
    c.text('dealId:', 30, 38, { size: 7 });
    c.stamp('dealId', `${rng.alnum(8).toLowerCase()}-${rng.alnum(4).toLowerCase()}`, 58, 38, 7);
    c.text('createdAt:', 190, 38, { size: 7 });
    c.stamp('createdAt', `2024-0${rng.int(1, 9)}-1${rng.int(0, 9)}T${rng.int(10, 23)}:${rng.int(10, 59)}:0${rng.int(0, 9)}Z`, 228, 38, 7);
    c.text('ownerUser:', 370, 38, { size: 7 });
    c.stamp('ownerUser', rng.pick(['dgreen@fundstack.io', 'amoss@fundstack.io']), 408, 38, 7);
    return 54;
  },
};

/** Canadian-capable LOS printout: Operating Name (O/A), BN with program account, Prov, SIN, PIPEDA consent. */
const maplecrest: Spec = {
  broker: 'Maplecrest Business Funding',
  country: (rng) => (rng.chance(0.7) ? 'CA' : 'US'),
  maxOwners: 2,
  nameForms: ['full', 'lastFirst'],
  look: () => ({ inline: true, labelW: 0, blank: '--', bar: '#e3e3e3', barText: '#1a3d6b', labelColor: '#1a1a1a', rowH: 16, colon: true, left: 40, right: 572 }),
  labels: (m) => {
    const ca = m.country === 'CA';
    return { legal: 'Legal Name', dba: ca ? 'Operating Name (O/A)' : 'DBA Name', entity: 'Biz Structure', industry: 'Nature of Biz',
      taxId: ca ? (m.taxType === 'SIN' ? 'SIN (Sole Prop)' : 'BN / Prog Acct') : 'EIN / TIN', start: 'Est. Date', years: 'Yrs Operating', street: 'Street',
      city: 'City', state: ca ? 'Prov' : 'State', zip: ca ? 'Postal Code' : 'ZIP', country: 'Country', phone: 'Tel', email: 'Email', web: 'Web',
      stateInc: ca ? 'Jurisdiction of Inc' : 'State of Inc', employees: 'FTEs', reqAmt: 'Amt Requested', pmt: 'Pmt Amt', nPmts: 'Term (# Pmts)',
      freq: 'Remit Freq', use: 'Purpose', sales: 'Mo. Card + Cash Sales', revenue: 'Annual Gross', bank: 'Fin. Institution', routing: 'Transit-Inst',
      account: 'Acct No', landlord: 'Landlord / Mortgagee', landlordPhone: 'LL Phone', rent: 'Rent / Mo', isoName: 'Referred By', isoPhone: 'Referrer Ph',
      isoEmail: 'Referrer Email', funder1: 'Exist. Advance 1', funderBal1: 'Bal Owing 1', funderPmt1: 'Pmt 1', funder2: 'Exist. Advance 2',
      funderBal2: 'Bal Owing 2', funderPmt2: 'Pmt 2' };
  },
  owner: (n, k) => `Prin${n} ${{ first: 'First', last: 'Last', name: 'Name', title: 'Position', pct: '% Own', ssn: 'SIN/SSN', dob: 'Birth Dt',
    score: 'Bureau Score', home: 'Res. Addr', cell: 'Mobile', oemail: 'Email' }[k]}`,
  sections: (it, owners) => [
    { title: 'Section A - Business', cols: 2, items: pick(it, ['legal', 'dba', 'entity', 'taxId', 'industry', 'start', 'years', 'stateInc', 'street',
      'city', 'state', 'zip', 'country', 'phone', 'email', 'web', 'employees']) },
    { title: 'Section B - Request', cols: 3, items: pick(it, ['reqAmt', 'pmt', 'nPmts', 'freq', 'use', 'sales', 'revenue']) },
    ...owners.map((o, i) => ({ title: `Section C${i + 1} - Principal ${i + 1}`, cols: 2, items: o })),
    { title: 'Section D - Other Obligations', cols: 3, items: pick(it, ['funder1', 'funderBal1', 'funderPmt1', 'funder2', 'funderBal2', 'funderPmt2',
      'landlord', 'landlordPhone', 'rent']) },
    { title: 'Section E - Banking / Referral', cols: 3, items: pick(it, ['bank', 'routing', 'account', 'isoName', 'isoPhone', 'isoEmail']) },
  ],
  header: (c, m, rng) => {
    c.text('Maplecrest Business Funding', 40, 28, { size: 12, bold: true, color: '#1a3d6b' });
    c.text(m.country === 'CA' ? 'LOS Export - Application Summary (CAD)' : 'LOS Export - Application Summary', 40, 44, { size: 8, color: '#444' });
    c.text('File #', 410, 28, { size: 7 });
    c.stamp('fileNo', `MC-${rng.int(2023, 2024)}-${rng.digits(5)}`, 440, 28);
    c.text('Exported', 410, 40, { size: 7 });
    c.stamp('exported', stamp(rng), 448, 40, 7);
    return 62;
  },
};

/** A loan-origination "application snapshot": upper-case keys, two pages, an audit trail of old values. */
const pipelinepro: Spec = {
  broker: 'Pipeline Pro Merchant Services',
  country: () => 'US',
  maxOwners: 4,
  nameForms: ['split', 'lastFirst', 'full'],
  look: (rng) => ({ inline: true, labelW: 0, blank: rng.pick(['--', '(blank)']), bar: '#a6a6a6', barText: '#fff', labelColor: '#000', rowH: 15, colon: true, left: 32, right: 580 }),
  labels: () => ({ legal: 'BIZ_LEGAL_NM', dba: 'BIZ_DBA_NM', entity: 'ENTITY_TYP', industry: 'SIC_DESC', taxId: 'FED_TAX_ID', start: 'BIZ_INCEPT_DT',
    years: 'TIB_YRS', street: 'ADDR_LN1', city: 'ADDR_CITY', state: 'ADDR_ST', zip: 'ADDR_ZIP', phone: 'BIZ_PH', email: 'BIZ_EMAIL', web: 'BIZ_URL',
    stateInc: 'INC_ST', employees: 'EMP_CNT', reqAmt: 'REQ_AMT', pmt: 'PMT_AMT', nPmts: 'NUM_PMTS', freq: 'PMT_FREQ', use: 'USE_OF_PROCEEDS',
    sales: 'AVG_MO_DEP', revenue: 'ANN_REV', bank: 'DDA_BANK', routing: 'DDA_ABA', account: 'DDA_ACCT', landlord: 'LANDLORD_NM',
    landlordPhone: 'LANDLORD_PH', rent: 'RENT_AMT', ref1: 'TRADE_REF_1', ref2: 'TRADE_REF_2', isoName: 'ISO_REP', isoPhone: 'ISO_PH',
    isoEmail: 'ISO_EMAIL', funder1: 'POS1_FUNDER', funderBal1: 'POS1_BAL', funderPmt1: 'POS1_PMT', funder2: 'POS2_FUNDER', funderBal2: 'POS2_BAL',
    funderPmt2: 'POS2_PMT' }),
  owner: (n, k) => `OWNER${n}_${{ first: 'FNAME', last: 'LNAME', name: 'NAME', title: 'TITLE', pct: 'OWN_PCT', ssn: 'SSN', dob: 'DOB', score: 'FICO',
    home: 'HOME_ADDR', cell: 'CELL', oemail: 'EMAIL' }[k]}`,
  sections: (it, owners) => [
    { title: 'MERCHANT', cols: 3, items: pick(it, ['legal', 'dba', 'entity', 'industry', 'taxId', 'start', 'years', 'stateInc', 'employees', 'street',
      'city', 'state', 'zip', 'phone', 'email', 'web']) },
    { title: 'REQUEST', cols: 3, items: pick(it, ['reqAmt', 'pmt', 'nPmts', 'freq', 'use', 'sales', 'revenue']) },
    { title: 'GUARANTORS', cols: 3, items: owners.flat() },
    { title: 'POSITIONS / BANK / LANDLORD', cols: 3, items: pick(it, ['funder1', 'funderBal1', 'funderPmt1', 'funder2', 'funderBal2', 'funderPmt2', 'bank',
      'routing', 'account', 'landlord', 'landlordPhone', 'rent', 'ref1', 'ref2', 'isoName', 'isoPhone', 'isoEmail']) },
  ],
  header: (c, _m, rng) => {
    c.text('PIPELINE PRO LOS  -  APPLICATION SNAPSHOT', 32, 26, { size: 10, bold: true });
    c.text('APP_ID:', 32, 42, { size: 7, bold: true });
    c.stamp('appId', `A${rng.digits(9)}`, 64, 42, 7);
    c.text('LOAN_NO:', 160, 42, { size: 7, bold: true });
    c.stamp('loanNo', `LN-${rng.digits(6)}`, 198, 42, 7);
    c.text('SNAPSHOT_TS:', 300, 42, { size: 7, bold: true });
    c.stamp('snapTs', stamp(rng), 356, 42, 7);
    return 58;
  },
};

export const SPECS: Record<string, Spec> = { ledgerline, fundstack, maplecrest, pipelinepro };
