// Layouts 6-7: a typewritten-looking Maritime form with numbered questions and a BN/SIN checkbox beside a bare
// 9-digit number, and a two-page Prairie form with one character per box (BN + program account, dates, SIN).
import { date, full, money, sinDashed, type Merchant } from './data.ts';
import { FREQ_EN, nameT, sinT } from './layouts-a.ts';
import type { Pen, T } from './pen.ts';

/** 6. Fundy Commercial Funding: Times, numbered questions on underlined rows, tax-ID type by checkbox. */
export function fundy(p: Pen, m: Merchant): void {
  const r = p.rng;
  p.label('FUNDY COMMERCIAL FUNDING LIMITED', 0, 36, { size: 14, font: 'Times-Bold', width: 612, align: 'center' })
    .label('1800 Argyle Street, Halifax, Nova Scotia  B3J 3N8   ·   Telephone (902) 555-0163', 0, 54, { size: 8.5, font: 'Times-Roman', width: 612, align: 'center' })
    .label('APPLICATION FOR A PURCHASE OF FUTURE RECEIVABLES', 0, 72, { size: 10, font: 'Times-Bold', width: 612, align: 'center' });
  let y = 100, q = 0;
  const ask = (text: string, name: string, value: string | null, t: T = {}, x = 54, end = 558): number => {
    q += 1;
    const lab = `${q}. ${text}`;
    p.label(lab, x, y, { size: 9, font: 'Times-Roman' });
    const lx = x + p.doc.widthOfString(lab) + 4;
    p.line(lx, y + 10, end, y + 10, 0.5).value(name, value, lx + 2, y - 1, end - lx, t);
    return end;
  };
  ask('Full legal name of the business:', 'legal', m.legal, { legal_name: m.legal }); y += 22;
  ask('Operating as (trade name, if any):', 'trade', m.trade, m.trade ? { trade_name: m.trade } : {}); y += 22;
  const corp = m.entity.id === 'ca_corporation';
  const form = corp ? r.pick(['Limited', 'Incorporated', 'Corporation']) : m.entity.en;
  ask('Form of organization:', 'form', form, { type_of_entity: m.entity.id }, 54, 300);
  ask('Date established:', 'est', date(m.start, 'en'), { business_start_date: m.start }, 306); y += 22;
  const sole = m.entity.id === 'sole_proprietorship';
  const taxT: T = sole ? { business_tax_id: m.owners[0]!.sin, business_tax_id_type: 'SIN', business_tax_id_country: 'CA' }
    : { business_tax_id: m.bn, business_tax_id_type: 'BN', business_tax_id_country: 'CA' };
  ask('Tax identification number (9 digits):', 'taxid', sole ? sinDashed(m.owners[0]!.sin, ' ') : m.bn, taxT, 54, 330);
  let x = 340;
  x = p.check('is_bn', 'Business Number', !sole, x, y + 1);
  p.check('is_sin', 'S.I.N. (sole proprietor)', sole, x, y + 1); y += 22;
  ask('Business address:', 'addr', `${m.street}, ${m.city}`); y += 22;
  ask('Province:', 'prov', m.prov.en, { state_region: m.prov.code }, 54, 300);
  ask('Postal code:', 'pc', m.postal, {}, 306); y += 22;
  ask('Telephone:', 'tel', m.phone, {}, 54, 300);
  ask('Nature of business:', 'nature', m.industry.en, { industry: m.industry.id }, 306); y += 22;
  ask('Advance sought:', 'amount', `$${m.amount.toLocaleString('en-US')}`, { requested_amount: m.amount }, 54, 300);
  ask('Monthly gross sales:', 'sales', money(m.monthly, 'us'), {}, 306); y += 22;
  q += 1;
  p.label(`${q}. Preferred remittance:`, 54, y, { size: 9, font: 'Times-Roman' });
  x = 170;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly']) x = p.check(`rem_${k}`, FREQ_EN[k]!, m.freq === k, x, y + 1, { payment_frequency: k });
  y += 30;
  p.label('PROPRIETORS, PARTNERS OR SHAREHOLDERS', 54, y, { size: 9.5, font: 'Times-Bold' }); y += 18;
  m.owners.forEach((o, i) => {
    p.label(`(${String.fromCharCode(97 + i)})`, 54, y, { size: 9, font: 'Times-Roman' });
    const row = (lab: string, x0: number, x1: number, name: string, v: string, t: T): void => {
      p.label(lab, x0, y, { size: 8, font: 'Times-Italic' });
      const lx = x0 + p.doc.widthOfString(lab) + 3;
      p.line(lx, y + 10, x1, y + 10, 0.5).value(name, v, lx + 2, y - 1, x1 - lx, t, { size: 9.5 });
    };
    row('Name', 70, 300, `o${i}_name`, full(o), nameT(i, o));
    row('Position', 306, 450, `o${i}_pos`, o.role, { [`applicants.${i}.role`]: o.role });
    row('% held', 456, 558, `o${i}_pct`, `${o.pct}`, { [`applicants.${i}.ownership`]: o.pct }); y += 18;
    row('S.I.N.', 70, 200, `o${i}_sin`, sinDashed(o.sin, ' '), sinT(i, o, false));
    row('Born', 206, 336, `o${i}_dob`, date(o.dob, 'en'), { [`applicants.${i}.date_of_birth`]: o.dob });
    row('Residence', 344, 558, `o${i}_res`, `${o.street}, ${o.city}`, {}); y += 24;
  });
  y += 6;
  p.label('REFERENCES', 54, y, { size: 9.5, font: 'Times-Bold' }); y += 18;
  ask('Bank and branch transit:', 'bank', `${m.bank.name}, transit ${m.bank.transit}, inst. ${m.bank.inst}`); y += 22;
  ask('Account number:', 'acct', m.bank.account, {}, 54, 300);
  ask('Accountant:', 'cpa', `${m.refs[1]!.name.split(' ')[0]} & Co. CPA`, {}, 306); y += 22;
  ask('Trade reference:', 'ref', `${m.refs[0]!.name}, ${m.refs[0]!.phone}`); y += 22;
  ask('Landlord and monthly rent:', 'landlord', `${m.landlord.name}, ${money(m.landlord.rent, 'us')}`); y += 22;
  ask('Other advances outstanding:', 'other', m.funders.map((f) => `${f.name} (bal. ${money(f.balance, 'us')})`).join('; ') || 'None'); y += 30;
  y = p.para('The undersigned declare that the statements above are true and authorize Fundy Commercial Funding Limited to obtain credit information from any credit reporting agency and to exchange information with the above references, subject to the Personal Information Protection and Electronic Documents Act.', 54, y, 504, 8, 'Times-Roman') + 26;
  p.line(54, y, 260, y).line(320, y, 440, y).label('Signature', 54, y + 3, { size: 7.5, font: 'Times-Italic' }).label('Date', 320, y + 3, { size: 7.5, font: 'Times-Italic' });
  p.label(`Referred by: ${m.iso.name}, ${m.iso.company}`, 54, 750, { size: 7.5, font: 'Times-Italic' });
}

const P_ENT: [string, string][] = [['Incorporated', 'ca_corporation'], ['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
  ['Limited Partnership', 'limited_partnership'], ['Co-op', 'cooperative']];

/** 7. Prairie West Merchant Funding: two pages, one character per box for the BN, dates and SINs; surname and given name apart. */
export function prairie(p: Pen, m: Merchant): void {
  const r = p.rng;
  p.rect(30, 28, 552, 34).label('PRAIRIE WEST MERCHANT FUNDING', 40, 36, { size: 13, font: 'Helvetica-Bold' })
    .label('Suite 900, 10180 101 St NW, Edmonton AB T5J 3S4', 380, 36, { size: 7 }).label('Toll-free 1-877-555-0175', 380, 48, { size: 7 })
    .label('Form PW-APP-03 (Rev. 2025)', 40, 51, { size: 6.5, color: '#555555' });
  let y = 74;
  const lab = (t: string, x: number): void => { p.label(t, x, y, { size: 7, font: 'Helvetica-Bold' }); };
  const line = (t: string, x: number, w: number, name: string, v: string | null, tt: T = {}): void => {
    lab(t, x); p.line(x, y + 22, x + w - 10, y + 22).value(name, v, x, y + 10, w - 10, tt);
  };
  p.label('PART 1 - THE BUSINESS', 30, y, { size: 9, font: 'Helvetica-Bold' }); y += 16;
  line('Legal name of business', 30, 552, 'legal', m.legal, { legal_name: m.legal }); y += 30;
  line('Trade name (if different)', 30, 552, 'trade', m.trade ?? (r.chance(0.5) ? 'N/A' : null), m.trade ? { trade_name: m.trade } : {}); y += 30;
  lab('CRA Business Number - 9 digits / program / reference (e.g. RC 0001)', 30); y += 10;
  p.boxes('bn', `${m.bn}${m.program}${m.ref}`, 30, y, 14, { business_tax_id: `${m.bn}${m.program}${m.ref}`, business_tax_id_type: 'BN', business_tax_id_country: 'CA' });
  p.label('Date business started (YYYY-MM-DD)', 300, y - 10, { size: 7, font: 'Helvetica-Bold' });
  p.boxes('start', m.start.replace(/-/g, ''), 300, y, 14, { business_start_date: m.start }); y += 28;
  lab('Legal structure (check one)', 30); y += 12;
  let x = 30;
  for (const [l, id] of P_ENT) x = p.check(`ent_${id}`, l, m.entity.id === id, x, y, { type_of_entity: id });
  y += 18;
  line('Street address', 30, 300, 'street', m.street);
  line('City / Town', 330, 140, 'city', m.city);
  line('Prov.', 470, 50, 'prov', m.prov.code, { state_region: m.prov.code }); y += 30;
  lab('Postal code', 30); p.boxes('pc', m.postal.replace(' ', ''), 30, y + 10, 14, {});
  line('Business phone', 150, 150, 'phone', m.phone);
  line('What does the business do?', 300, 282, 'what', m.industry.en, { industry: m.industry.id }); y += 34;
  p.label('PART 2 - THE ADVANCE', 30, y, { size: 9, font: 'Helvetica-Bold' }); y += 16;
  line('Funding requested', 30, 150, 'amount', money(m.amount, 'space'), { requested_amount: m.amount });
  line('Payment amount', 180, 130, 'pay', money(m.payment, 'space'), { requested_payment: m.payment });
  line('No. of payments', 310, 100, 'n', String(m.nPay), { number_of_payments: m.nPay });
  line('Payment schedule', 410, 172, 'sched', FREQ_EN[m.freq]!, { payment_frequency: m.freq }); y += 34;
  p.label('PART 3 - BANKING (for deposits only)', 30, y, { size: 9, font: 'Helvetica-Bold' }); y += 16;
  lab('Transit', 30); p.boxes('transit', m.bank.transit, 30, y + 10, 14, {});
  lab('Institution', 120, ); p.boxes('inst', m.bank.inst, 120, y + 10, 14, {});
  lab('Account', 180); p.boxes('acct', m.bank.account, 180, y + 10, 14, {});
  line('Financial institution', 370, 212, 'bank', m.bank.name); y += 40;
  line('Broker of record', 30, 276, 'broker', `${m.iso.name} (${m.iso.company})`);
  line('Broker phone', 306, 276, 'broker_tel', m.iso.phone);
  p.label('Page 1 / 2', 290, 760, { size: 7 });
  p.page(); y = 40;
  p.label('PART 4 - OWNERS AND GUARANTORS', 30, y, { size: 9, font: 'Helvetica-Bold' }); y += 18;
  m.owners.forEach((o, i) => {
    p.rect(30, y - 4, 552, 108).label(`Guarantor #${i + 1}`, 36, y, { size: 8, font: 'Helvetica-Bold' }); y += 14;
    line('Surname', 36, 200, `g${i}_sur`, o.last, { [`applicants.${i}.last_name`]: o.last });
    line('Given name(s)', 236, 180, `g${i}_given`, o.first, { [`applicants.${i}.first_name`]: o.first });
    line('Initial', 416, 50, `g${i}_init`, o.middle?.[0] ?? null);
    line('% owned', 466, 110, `g${i}_pct`, `${o.pct}%`, { [`applicants.${i}.ownership`]: o.pct }); y += 30;
    line('Position held', 36, 200, `g${i}_pos`, o.role, { [`applicants.${i}.role`]: o.role });
    lab('Social Insurance Number', 236); p.boxes(`g${i}_sin`, o.sin, 236, y + 10, 14, sinT(i, o, false));
    lab('Birth date (YYYY-MM-DD)', 380); p.boxes(`g${i}_dob`, o.dob.replace(/-/g, ''), 380, y + 10, 14, { [`applicants.${i}.date_of_birth`]: o.dob }); y += 34;
    line('Home address', 36, 540, `g${i}_home`, `${o.street}, ${o.city} ${m.prov.code} ${o.postal}`); y += 42;
  });
  p.label('PART 5 - EXISTING OBLIGATIONS AND PREMISES', 30, y, { size: 9, font: 'Helvetica-Bold' }); y += 16;
  const f = m.funders[0];
  line('Current advance / loan provider', 30, 250, 'funder', f ? f.name : 'None');
  line('Balance owing', 280, 150, 'fbal', f ? money(f.balance, 'space') : null);
  line('Landlord', 430, 152, 'landlord', m.landlord.name); y += 40;
  y = p.para('Each guarantor consents to Prairie West Merchant Funding obtaining personal and commercial credit reports and verifying the information above with the institutions named, in accordance with PIPEDA and the Alberta Personal Information Protection Act.', 30, y, 552, 7) + 26;
  p.line(30, y, 250, y).line(300, y, 420, y).label('Signature', 30, y + 3, { size: 6.5 }).label('Date', 300, y + 3, { size: 6.5 });
  p.label('Page 2 / 2', 290, 760, { size: 7 });
}
