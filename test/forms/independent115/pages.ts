// The broker's pages around the application (cover sheet, e-mail printout, consent page) and the truth of the
// application itself. The broker's pages are always typed; their values are decoys except where they repeat one.
import type { TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { money, ownerName, phone, type Merchant } from './data.ts';
import type { Pen } from './pen.ts';

export interface Broker { name: string; domain: string; address: string; iso: string; country: 'US' | 'CA' }
export interface Shows { dob: boolean; credit: boolean; payments: boolean; start: boolean }

const REPS = ['Jordan Mercer', 'Alexis Romano', 'Trevor Banks', 'Nadia Petrov', 'Samir Qureshi', 'Colleen Hart'];
const FUNDERS = ['Granite Peak Capital', 'Everline Funding', 'Brightwater Advance', 'Cobalt Merchant Funding', 'Tidewater Capital', 'Northstar Revenue Partners'];

/** The truth: what applications.md says the printed application gives. */
export function truthOf(m: Merchant, shows: Shows): TruthApplication {
  return {
    trade_name: m.dba, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId,
    business_tax_id: m.taxDigits, business_tax_id_country: m.country, business_tax_id_type: m.taxType,
    state_region: m.state, country: m.country === 'US' ? 'United States' : 'Canada',
    requested_amount: m.requested, requested_payment: shows.payments ? m.payment : null,
    number_of_payments: shows.payments ? m.payments : null, payment_frequency: shows.payments ? m.frequency : null,
    business_start_date: shows.start && m.start ? m.start.iso : null,
    applicants: m.owners.map((o) => ({
      first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: shows.credit ? o.credit : null,
      tax_id: o.taxDigits, tax_id_type: o.taxType, tax_id_country: o.taxDigits ? m.country : null,
      date_of_birth: shows.dob && o.dob ? o.dob.iso : null,
    })),
  };
}

export interface Deal { rep: string; repEmail: string; amount: number; label: 'Requested' | 'Approved'; submitted: string; funders: string[] }

export function deal(rng: Rng, m: Merchant, b: Broker): Deal {
  const rep = rng.pick(REPS);
  const base = m.requested ?? rng.int(20, 200) * 1000;
  let amount = Math.round((base * rng.pick([0.6, 0.75, 1.2, 1.5])) / 500) * 500;
  if (amount === m.requested || amount === m.payment) amount += 2500;
  const funders = rng.shuffle([...FUNDERS]).slice(0, rng.int(2, 4));
  return { rep, repEmail: `${rep.split(' ')[0]!.toLowerCase()}@${b.domain}`, amount, label: rng.chance(0.5) ? 'Requested' : 'Approved',
    submitted: `0${rng.int(1, 3)}/${String(rng.int(10, 28))}/2026`, funders };
}

/** A broker's "Deal submission" cover sheet: ISO identity, deal summary, commission, funders sent to. */
export function coverSheet(pen: Pen, m: Merchant, b: Broker, d: Deal, rng: Rng): void {
  pen.box(36, 36, 540, 56, 0.8, '#e9eef5');
  pen.text(b.name, 48, 44, { size: 16, bold: true });
  pen.typedValue(b.address, 48, 64, true, { size: 8 });
  const isoPhone = phone(rng);
  pen.typedValue(`Tel ${isoPhone}  |  ${b.domain}  |  ISO # ${b.iso}`, 48, 76, true, { size: 8 });
  pen.text('DEAL SUBMISSION', 400, 48, { size: 14, bold: true, width: 165, align: 'right' });
  const rows: [string, string, boolean][] = [
    ['Submitted', d.submitted, true], ['ISO Representative', d.rep, true], ['Rep e-mail', d.repEmail, true], ['ISO Number', b.iso, true],
    ['Merchant', m.dba ?? m.legal, false], [`${d.label} Amount`, money(d.amount), true],
    ['Factor Rate', rng.pick(['1.29', '1.35', '1.42', '1.49']), true], ['Term', `${rng.int(4, 12)} months`, true],
    ['ISO Commission', `${rng.int(6, 12)} points (${money(Math.round(d.amount * 0.1))})`, true],
    ['Monthly Revenue (bank avg.)', money(Math.round(m.monthlySales * rng.float(0.8, 1.1))), true],
    ['Existing Positions', String(m.funders.length), true], ['Sent To', d.funders.join(', '), true],
  ];
  let y = 112;
  pen.text('Deal Summary', 36, y, { size: 11, bold: true }); y += 18;
  for (const [k, v, decoy] of rows) {
    pen.box(36, y, 540, 20, 0.4);
    pen.text(k, 42, y + 6, { size: 8, bold: true });
    pen.typedValue(v, 210, y + 6, decoy, { size: 9 });
    y += 20;
  }
  y += 16;
  pen.text('Broker notes', 36, y, { size: 10, bold: true });
  pen.typedValue(`Merchant ${rng.pick(['is looking to close this week', 'has clean statements, no NSFs', 'wants the full amount, will take less'])}. `
    + `Please send offers to ${d.repEmail}.`, 36, y + 14, false, { size: 9, width: 540 });
  pen.text('Stips included: application, 4 months bank statements, voided check, DL', 36, y + 40, { size: 8 });
  pen.text(`${b.name} is an independent sales organization and is not a lender.`, 36, 740, { size: 7, color: '#555' });
}

/** An e-mail printout from the broker's rep, before the application. */
export function emailPage(pen: Pen, m: Merchant, b: Broker, d: Deal, rng: Rng): void {
  pen.text(`Gmail - New deal - ${m.dba ?? m.legal}`, 36, 30, { size: 7, color: '#444' });
  pen.text(`${d.submitted}, ${rng.int(8, 11)}:${String(rng.int(10, 59))} AM`, 450, 30, { size: 7, color: '#444' });
  pen.line(36, 42, 576, 42, 0.5, '#999');
  pen.text(`New deal \u2013 ${m.dba ?? m.legal}`, 36, 56, { size: 15, bold: true });
  const hdr: [string, string][] = [['From:', `${d.rep} <${d.repEmail}>`], ['To:', `submissions@${rng.pick(['granitepeak.com', 'everlinefunding.com', 'cobaltmf.com'])}`],
    ['Cc:', `deals@${b.domain}`], ['Date:', d.submitted], ['Subject:', `New deal \u2013 ${m.dba ?? m.legal}`], ['Attachments:', 'application.pdf, statements.zip']];
  let y = 84;
  for (const [k, v] of hdr) { pen.text(k, 36, y, { size: 9, bold: true }); pen.typedValue(v, 110, y, k === 'From:', { size: 9 }); y += 14; }
  pen.line(36, y + 4, 576, y + 4, 0.5, '#999');
  y += 18;
  const first = m.owners[0]!;
  const body = [
    'Hi team,',
    '',
    `Attached is a new submission for ${m.dba ?? m.legal} (${m.city}). The owner, ${first.first}, is asking for ${money(d.amount)} `
      + `but would consider a smaller offer. Revenue runs around ${money(m.monthlySales + rng.int(1000, 9000))} a month.`,
    m.funders.length ? `They have ${m.funders.length} open position(s) with ${m.funders.map((f) => f.name).join(' and ')}; payoff letters on request.` : 'No open positions.',
    `Please send offers to ${d.repEmail} or call me at ${phone(rng)}.`,
    '',
    'Thanks,',
    d.rep,
    `${b.name} | ISO # ${b.iso}`,
    b.address,
  ];
  for (const l of body) { pen.typedValue(l, 36, y, false, { size: 10, width: 540 }); y += l.length > 100 ? 28 : 14; }
  pen.decoys.push(money(d.amount));
}

/** The signed authorisation page: the owners again, each with a signature line and a date. */
export function consentPage(pen: Pen, m: Merchant, b: Broker, rng: Rng, country: 'US' | 'CA'): void {
  pen.text(country === 'CA' ? 'AUTHORIZATION AND CONSENT (PIPEDA)' : 'AUTHORIZATION / CONSENT TO OBTAIN CREDIT INFORMATION', 36, 40, { size: 13, bold: true });
  const text = `Each of the undersigned, individually and on behalf of ${m.legal}, authorizes ${b.name} and any funder or assignee to whom `
    + `this application is submitted to obtain consumer and business credit reports, verify bank accounts, contact landlords and trade references, `
    + 'and share this information with prospective funding sources. '
    + (country === 'CA' ? 'Personal information is collected, used and disclosed in accordance with the Personal Information Protection and '
      + 'Electronic Documents Act (PIPEDA). ' : 'This authorization is valid for one year and a photocopy is as valid as the original. ')
    + 'The undersigned certify that the information given is true and complete.';
  pen.text(text, 36, 66, { size: 9, width: 540 });
  let y = 170;
  for (const [i, o] of m.owners.entries()) {
    pen.text(`Owner ${i + 1}`, 36, y, { size: 10, bold: true });
    pen.signature(36, y + 18, 240);
    pen.text('Signature', 36, y + 36, { size: 7 });
    pen.text(ownerName(o, 0), 300, y + 24, { size: 10 });
    pen.line(300, y + 32, 470, y + 32, 0.5);
    pen.text('Printed Name / Title', 300, y + 36, { size: 7 });
    pen.text(o.title, 300, y + 46, { size: 8, color: '#333' });
    const signed = `03/${String(rng.int(1, 28)).padStart(2, '0')}/2026`;
    pen.typedValue(signed, 490, y + 24, true, { size: 10 });
    pen.line(490, y + 32, 576, y + 32, 0.5);
    pen.text('Date', 490, y + 36, { size: 7 });
    y += 88;
  }
}
