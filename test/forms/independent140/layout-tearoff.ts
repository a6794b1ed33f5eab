// Ledgerline Advance: an express short form in the cheque manner. Values are typed on rules and each rule's name is a
// tiny caption printed under it (values first); several values share a row. Below a "cut here" line, a merchant stub
// repeats nothing of the application but carries the ISO rep, a submission number and the deposit account with a
// MICR-like line: all decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { authorisation, biz, blanks, FREQ_WORD, own } from './common.ts';
import type { Merchant } from './model.ts';
import type { SetFields, Sheet } from './sheet.ts';

interface Slot { w: number; cap: string; text: string; set?: SetFields | undefined; decoy?: string | undefined }

export function drawTearOff(s: Sheet, m: Merchant, r: Rng): void {
  const B = biz(m), bl = blanks(r), d = m.decoy, ca = m.country === 'CA';
  /** One row of rules, captions under them; widths are in points, 8 points apart. */
  const row = (y: number, slots: Slot[], x0 = 40) => {
    let x = x0;
    for (const sl of slots) {
      s.value(sl.text, x, y, sl.w, { set: sl.set, decoy: sl.decoy, size: 9.5 }).line(x, y, x + sl.w, 0.7, '#222');
      s.label(sl.cap, x + 1, y + 2.5, { size: 5.8, color: '#444' });
      x += sl.w + 8;
    }
  };
  s.rect(40, 34, 26, 26, '#0b4f6c', '#0b4f6c').label('L', 47, 38, { size: 18, bold: true, color: 'white' });
  s.label('LEDGERLINE ADVANCE', 74, 36, { size: 13, bold: true, color: '#0b4f6c' }).label('EXPRESS APPLICATION  -  short form, one page', 74, 52, { size: 8 });
  s.label('Type or print. Complete the upper part and return it; keep the stub below.', 360, 40, { size: 6.5, width: 212, align: 'right', color: '#555' });
  s.line(40, 68, 572, 1.5, '#0b4f6c');

  s.label('THE BUSINESS', 40, 78, { size: 7, bold: true, color: '#0b4f6c' });
  row(112, [{ w: 320, cap: 'legal name of business', text: m.legal, set: B.legal }, { w: 204, cap: ca ? 'operating as (O/A)' : 'd/b/a (if any)', text: m.dbaText, set: B.dba }]);
  row(146, [
    { w: 100, cap: 'entity type (corp., LLC, etc.)', text: m.entityText, set: B.entity },
    { w: 128, cap: ca ? 'business no. + program acct.' : m.taxType === 'EIN' ? 'federal tax ID (EIN)' : 'tax ID (EIN or SSN)', text: m.taxText, set: B.tax },
    { w: 84, cap: 'date started', text: bl.start ? '' : m.startText, set: B.start },
    { w: 40, cap: 'employees', text: String(m.employees) },
    { w: 148, cap: 'type of business', text: bl.industry ? '' : m.industryText, set: bl.industry ? {} : B.industry },
  ]);
  row(180, [
    { w: 190, cap: 'street address of business', text: m.street },
    { w: 100, cap: 'city', text: m.city },
    { w: 66, cap: ca ? 'province' : 'state', text: m.stateText, set: B.state },
    { w: 60, cap: ca ? 'postal code' : 'zip', text: m.zip },
    { w: 84, cap: 'phone', text: m.phone },
  ]);
  s.label('THE ADVANCE', 40, 196, { size: 7, bold: true, color: '#0b4f6c' });
  row(228, [
    { w: 96, cap: ca ? 'amount requested (CAD)' : 'amount requested', text: m.amountText, set: B.amount },
    { w: 70, cap: 'remit schedule', text: bl.payment ? '' : FREQ_WORD[m.freq]!, set: B.freq },
    { w: 50, cap: 'no. of remits', text: bl.payment ? '' : String(m.nPayments), set: B.n },
    { w: 80, cap: 'remit amount', text: bl.payment ? '' : m.paymentText, set: B.payment },
    { w: 90, cap: 'avg. monthly sales', text: m.monthlySales },
    { w: 110, cap: 'use of funds', text: m.useOfFunds },
  ]);
  s.label('OWNERS  (one line each; all owners of 20% or more)', 40, 244, { size: 7, bold: true, color: '#0b4f6c' });
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], S = o ? own(i, o, m) : null;
    row(276 + i * 32, [
      { w: 160, cap: `owner ${i + 1}  -  full name`, text: o?.nameText ?? '', set: S?.name },
      { w: 84, cap: 'title', text: o?.title ?? '', set: S?.title },
      { w: 34, cap: '% owned', text: o ? `${o.pct}%` : '', set: S?.pct },
      { w: 88, cap: ca ? 'SIN' : 'social security no.', text: o?.taxText ?? '', set: S?.tax },
      { w: 80, cap: 'date of birth', text: o?.dobText ?? '', set: S?.dob },
      { w: 46, cap: 'FICO (est.)', text: o && o.credit !== null && !bl.credit ? String(o.credit) : '', set: S?.credit },
    ]);
  }
  s.label('OTHER OBLIGATIONS', 40, 360, { size: 7, bold: true, color: '#0b4f6c' });
  const f = d.funders[0];
  row(392, [
    { w: 150, cap: 'current advance with (funder)', text: f ? f[0] : 'None', decoy: f ? 'existing_funder' : undefined },
    { w: 80, cap: 'balance', text: f ? f[1] : '', decoy: 'existing_funder' },
    { w: 160, cap: 'landlord', text: d.landlord, decoy: 'landlord' },
    { w: 118, cap: 'monthly rent', text: d.rent, decoy: 'rent' },
  ]);
  s.label(authorisation(m, 'Ledgerline Advance'), 40, 408, { size: 6.8, width: 532 });
  m.owners.forEach((o, i) => row(496, [{ w: 170, cap: `signature of owner ${i + 1}`, text: '' }], 40 + i * 178));
  s.label('Date: ____________', 40, 506, { size: 7 });

  // The stub below the cut line: decoys only.
  s.doc.moveTo(30, 532).lineTo(582, 532).dash(4, { space: 3 }).lineWidth(0.8).strokeColor('#666').stroke().undash();
  s.label('- - cut here - -', 280, 535, { size: 6, color: '#666' });
  s.rect(40, 550, 532, 170, '#f5f9fb', '#0b4f6c');
  s.label('MERCHANT STUB  -  keep for your records', 48, 558, { size: 8, bold: true, color: '#0b4f6c' });
  row(596, [
    { w: 150, cap: 'your Ledgerline representative', text: d.iso, decoy: 'iso_rep' },
    { w: 150, cap: 'representative company', text: d.isoCompany, decoy: 'iso_company' },
    { w: 100, cap: 'submission no.', text: `LL-${r.int(100000, 999999)}`, decoy: 'submission_number' },
  ], 48);
  row(634, [
    { w: 130, cap: 'funds will be deposited at', text: d.bank, decoy: 'bank_name' },
    { w: 110, cap: ca ? 'transit / institution no.' : 'routing no.', text: d.routing, decoy: 'routing_number' },
    { w: 120, cap: 'account no.', text: d.account, decoy: 'account_number' },
  ], 48);
  s.label('Questions? Call your representative. Ledgerline never asks for your online-banking password.', 48, 650, { size: 6.5, color: '#555' });
  s.label(`:${d.routing.replace('-', '')}:  ${d.account}"  ${r.int(1000, 9999)}`, 300, 696, { size: 11, font: 'Courier', color: '#222' });
  s.decoys.push({ key: 'micr_line', text: d.account });
}
