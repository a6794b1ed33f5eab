// Layout originpoint_los_export: a loan-origination system's "application data export": a metadata block (export
// user, time, loan number, pipeline stage), then a Field ID | Label | Value table grouped by section, with internal
// codes beside the human label, "(null)" for empty values and repeating owner groups OWN[1]., OWN[2]. ... The
// system's own fields (underwriting decision, approved amount, ISO, bank, existing positions) are decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, fmtPct, type Deal } from './data.ts';
import type { Sheet } from './draw.ts';
import { amountPatch, dateCell, dbaCell, entityPatch, FREQ_LABEL, industryPatch, legalPatch, ownerTaxCell, pickDateFmt, placePatch, taxCell, type P } from './pieces.ts';
import type { TruthApplicant } from '../generator/truth.ts';

type Row = [id: string, label: string, value: string, patch?: P | null, owner?: [number, Partial<TruthApplicant>]];

export function drawLos(s: Sheet, d: Deal, rng: Rng): void {
  const ca = d.country === 'CA';
  const nul = rng.pick(['(null)', '', 'NULL']);
  const [dba, dbaP] = dbaCell(d, rng);
  const [tax, taxP] = taxCell(d, rng.chance(0.5));
  const iso8601 = rng.chance(0.5);
  const [start, startIso] = dateCell(d.start, iso8601 ? 'iso' : pickDateFmt(rng, false));
  const terms = rng.chance(0.65);
  const rows: (Row | string)[] = [
    'APPLICANT BUSINESS',
    ['APP_LEGAL_NM', 'Legal Name', d.legal, legalPatch(d)],
    ['APP_DBA_NM', 'Doing Business As', dba === 'SAME' || dba === '' ? nul : dba, dbaP],
    ['APP_ENTITY_CD', 'Entity Type', d.entityText, entityPatch(d.entityText, d)],
    ['APP_TAX_ID', ca ? 'Business Number' : d.taxType === 'EIN' ? 'Federal EIN' : 'Tax ID (SSN)', tax, taxP],
    ['APP_TAX_ID_TYP', 'Tax ID Type', d.taxType],
    ['APP_BUS_START_DT', 'Business Start Date', start, { business_start_date: startIso }],
    ['APP_INC_ST_CD', ca ? 'Province of Incorporation' : 'State of Incorporation', d.stateOfInc],
    ['APP_NAICS_DESC', 'Industry Description', d.industryText, industryPatch(d.industryText)],
    ['APP_NAICS_CD', 'NAICS Code', String(rng.int(111110, 813990))],
    ['APP_ADDR_LN1', 'Street Address', d.addr.street],
    ['APP_CITY_NM', 'City', d.addr.city],
    [ca ? 'APP_PROV_CD' : 'APP_ST_CD', ca ? 'Province' : 'State', d.addr.state, placePatch(d)],
    [ca ? 'APP_POSTAL_CD' : 'APP_ZIP_CD', ca ? 'Postal Code' : 'ZIP', d.addr.zip],
    ['APP_PHONE_NBR', 'Business Phone', d.phone.replace(/\D/g, '')],
    ['APP_EMAIL_ADDR', 'Business Email', d.email],
    ['APP_WEB_URL', 'Website', d.website ?? nul],
    ['APP_EMP_CNT', 'Number of Employees', String(d.employees)],
    ['APP_PREM_OWN_IND', 'Premises Owned (Y/N)', d.rent ? 'N' : 'Y'],
    ['APP_LNDLRD_NM', 'Landlord Name', d.rent ? d.landlord : nul],
    'REQUEST',
    ['REQ_AMT', 'Requested Amount', fmtMoney(d.requested, rng.pick(['plain', 'comma'] as const)), amountPatch(d)],
    ['REQ_PMT_AMT', 'Requested Payment Amount', terms ? fmtMoney(d.payment, 'plain') : nul, terms ? { requested_payment: d.payment } : null],
    ['REQ_PMT_CNT', 'Requested Number of Payments', terms ? String(d.nPayments) : nul, terms ? { number_of_payments: d.nPayments } : null],
    ['REQ_PMT_FREQ_CD', 'Payment Frequency', terms ? FREQ_LABEL[d.freq]!.toUpperCase() : nul, terms ? { payment_frequency: d.freq } : null],
    ['REQ_USE_OF_FUNDS', 'Use of Funds', d.useOfFunds],
    ['FIN_AVG_MO_DEP_AMT', 'Avg Monthly Deposits (stated)', fmtMoney(d.monthlySales, 'plain')],
    ['FIN_BANK_NM', 'Operating Bank', d.bank],
    ['FIN_BANK_RTG_NBR', ca ? 'Transit / Institution' : 'ABA Routing Number', d.routing],
    ['FIN_BANK_ACCT_NBR', 'Account Number', d.account],
    ['FIN_PROC_NM', 'Card Processor', d.processor],
    ['FIN_PROC_MID', 'Merchant ID (MID)', d.mid],
  ];
  d.positions.forEach((p, i) => rows.push(`EXISTING POSITION ${i + 1}`, [`POS[${i + 1}].FUNDER_NM`, 'Funder', p.funder], [`POS[${i + 1}].BAL_AMT`, 'Est. Balance', fmtMoney(p.balance, 'plain')],
    [`POS[${i + 1}].PMT_AMT`, 'Payment', fmtMoney(p.payment, 'plain')]));
  const mask = rng.pick(['stars', 'x', 'dots']);
  d.owners.forEach((o, i) => {
    const k = `OWN[${i + 1}]`;
    const [t, tP] = ownerTaxCell(o, d, mask);
    const [dob, dobIso] = dateCell(o.dob, iso8601 ? 'iso' : pickDateFmt(rng, true));
    rows.push(`GUARANTOR / OWNER ${i + 1}`,
      [`${k}.FIRST_NM`, 'First Name', o.first, null, [i, { first_name: o.first }]], [`${k}.MID_NM`, 'Middle Name', o.middle ?? nul],
      [`${k}.LAST_NM`, 'Last Name', o.last, null, [i, { last_name: o.last }]], [`${k}.TITLE_TXT`, 'Title', o.role, null, [i, { role: o.role }]],
      [`${k}.OWN_PCT`, 'Ownership Percent', rng.chance(0.5) ? fmtPct(o.pct, 'num') : fmtPct(o.pct, 'pct2'), null, [i, { ownership: o.pct }]],
      [`${k}.${ca ? 'SIN' : 'SSN'}`, ca ? 'Social Insurance Number' : 'Social Security Number', t, null, [i, tP]],
      [`${k}.BIRTH_DT`, 'Date of Birth', dob, null, [i, { date_of_birth: dobIso }]],
      [`${k}.FICO_SELF`, 'Credit Score (self-reported)', o.credit ? String(o.credit) : nul, null, [i, { credit_score: o.credit }]],
      [`${k}.HOME_ADDR`, 'Home Address', `${o.home.street}, ${o.home.city} ${o.home.state} ${o.home.zip}`], [`${k}.MOBILE_NBR`, 'Mobile', o.phone]);
  });
  rows.push('ORIGINATION (INTERNAL)', ['ISO_NM', 'ISO / Broker', d.broker], ['ISO_REP_NM', 'ISO Rep', d.rep], ['ISO_REP_EMAIL', 'ISO Rep Email', d.repEmail],
    ['LEAD_SRC_CD', 'Lead Source', d.leadSource.toUpperCase().replace(/ /g, '_')], ['UW_DECISION_CD', 'UW Decision', d.decision.toUpperCase()],
    ['UW_APPR_AMT', 'Approved Amount', fmtMoney(d.approved, 'plain')], ['UW_FACTOR_RT', 'Factor Rate', d.factor.toFixed(3)],
    ['ISO_COMM_PCT', 'ISO Commission', fmtPct(d.commission / 100, 'num')], ['APP_RCVD_DT', 'Application Received', fmtDate(d.submitted, 'iso')]);

  const loan = `OP-${rng.int(2023, 2024)}-${rng.digits(6)}`;
  const exportUser = rng.pick(['jpark', 'mhollis', 'svc_export', 'tnguyen']);
  const stamp = `${fmtDate(d.submitted, 'iso')} ${rng.int(10, 23)}:${rng.int(10, 59)}:${rng.int(10, 59)} UTC`;
  const head = (page: number) => {
    s.label('OriginPoint LOS  |  Application Data Export', 36, 28, { size: 11, bold: true });
    s.label(`Loan #: ${loan}    Stage: ${d.status}    Exported by: ${exportUser}    ${stamp}`, 36, 44, { size: 7, color: '#444' });
    s.label(`report: APP_FULL_V3.rpt   page ${page}`, 36, s.H - 26, { size: 6.5, color: '#666' });
    s.label(`\\\\opfs01\\exports\\${loan}\\app_full.pdf`, s.W - 336, s.H - 26, { size: 6.5, w: 300, align: 'right', color: '#666' });
    const y = 62;
    s.doc.rect(36, y, s.W - 72, 13).fill('#3b3b3b');
    s.label('FIELD_ID', 40, y + 3.5, { size: 7, bold: true, color: '#fff' });
    s.label('FIELD LABEL', 176, y + 3.5, { size: 7, bold: true, color: '#fff' });
    s.label('VALUE', 340, y + 3.5, { size: 7, bold: true, color: '#fff' });
    return y + 13;
  };
  let page = 1;
  let y = head(page);
  const RH = 11.6;
  let stripe = false;
  for (const r of rows) {
    if (y > s.H - 50) { s.doc.addPage({ size: 'LETTER', margin: 0 }); y = head(++page); }
    if (typeof r === 'string') {
      s.doc.rect(36, y, s.W - 72, RH).fill('#d0d7e1');
      s.label(r, 40, y + 2.5, { size: 7, bold: true });
      y += RH;
      continue;
    }
    const [id, label, value, patch, owner] = r;
    if ((stripe = !stripe)) s.doc.rect(36, y, s.W - 72, RH).fill('#f3f3f3');
    s.label(id, 40, y + 2.5, { size: 6.8, font: 'Courier' });
    s.label(label, 176, y + 2.5, { size: 7 });
    const b = { x: 338, y, w: s.W - 36 - 338, h: RH };
    if (owner) s.owner(owner[0], value, b, id, value === nul ? null : owner[1], { size: 7 });
    else s.value(value, b, id, value === nul || value === '' ? (patch?.trade_name === null ? patch : undefined) : patch ?? undefined, { size: 7 });
    y += RH;
  }
}
