// Layouts 1-3 of set 99: a Gmail print of a forwarded application, an Outlook print with the newest reply on top over
// a pasted HTML table, and an Apple Mail print of a Canadian merchant's answers quoted with ">" and the broker's notes.
import type { Rng } from '../../statements/generator/prng.ts';
import { decoyLines, disclaimer, fixLine, fmtWhen, who, wrongText, type Cast, type Fix, type OwnerVals, type Vals } from './content.ts';
import type { Model } from './model.ts';
import type { Block, Chrome, Line, Seg } from './render.ts';

export interface Built { blocks: Block[]; chrome: Chrome }
export interface Ctx { m: Model; c: Rng; cs: Cast; v: Vals; ov: OwnerVals[]; fix: Fix }

export const L = (...segs: Seg[]): Block => ({ k: 'line', segs });
const kv = (label: string, value: Seg, indent = 0): Block => ({ k: 'line', segs: [`${label}: `, value], indent });
/** The field printed now: the wrong first answer when a later message corrects it. */
export function early(x: Ctx, which: Exclude<Fix, null>): Seg {
  if (x.fix !== which) return which === 'tax' ? x.v.tax : which === 'amount' ? x.v.amount : x.ov[0]!.dob;
  return wrongText(x.c, x.fix, x.v, x.m, x.ov[0]!);
}
export const addr = (x: Ctx): Line => [`${x.m.street}, ${x.m.city}, `, x.v.region, ` ${x.m.zip}${x.m.country === 'CA' && x.c.chance(0.5) ? ', Canada' : ''}`];
export const taxLabel = (m: Model) => (m.country === 'CA' ? 'Business Number (BN)' : m.taxType === 'SSN' ? 'Tax ID (SSN, sole prop)' : 'Federal Tax ID (EIN)');
export const gmailChrome = (x: Ctx, subject: string): Chrome => ({
  font: 'Helvetica', bold: 'Helvetica-Bold', size: 9.5, quote: 'bar',
  header: () => [`${x.cs.dates[4]!.getUTCMonth() + 1}/${x.cs.dates[4]!.getUTCDate()}/25, ${x.cs.dates[4]!.getUTCHours() % 12 || 12}:${String(x.cs.dates[4]!.getUTCMinutes()).padStart(2, '0')} PM`, `Gmail - ${subject}`],
  footer: (p, n) => [`https://mail.google.com/mail/u/0/?ik=${x.c.alnum(10, 'abcdef0123456789')}&view=pt&search=all&permthid=thread-f:18${x.cs.dates[0]!.getTime() % 1e9}`, `${p}/${n}`],
});
export function ownerLines(x: Ctx, i: number, bullet: string, withFixDob: boolean): Block[] {
  const o = x.ov[i]!, out: Block[] = [];
  out.push(L(`${bullet}Owner ${i + 1}: `, o.name, ', ', o.role, ' - ', o.own));
  out.push(L(`   ${o.taxLabel}: `, o.tax, '   DOB: ', i === 0 && withFixDob ? early(x, 'dob') : o.dob));
  out.push(o.score ? L('   Credit score (self-reported): ', o.score) : L(`   Cell: ${x.m.owners[i]!.cell}`));
  out.push(L(`   Home: ${x.m.owners[i]!.home}`));
  return out;
}

/** 1. Gmail print: the broker forwards the merchant's typed answers; the funder asks; the broker answers (and corrects). */
export function gmailForward(x: Ctx): Built {
  const { m, cs, v } = x, subj = `Fwd: Funding application - ${cs.merchant.company}`;
  const hdr = (from: string, d: Date, to: string, cc?: string): Block[] => [{ k: 'rule', color: '#ccc' },
    { k: 'line', segs: [{ b: from }, `                ${fmtWhen(d, 'gmail')}`] }, L(`To: ${to}`), ...(cc ? [L(`Cc: ${cc}`)] : []), { k: 'gap', h: 4 }];
  const b: Block[] = [{ k: 'line', segs: [{ b: 'Gmail' }, `                                                                   ${cs.uw.first} ${cs.uw.last} <${cs.uw.email}>`] },
    { k: 'rule', color: '#333' }, { k: 'title', text: subj, size: 14 }, L(`${x.fix ? 4 : 3} messages`), ...hdr(who(cs.broker), cs.dates[1]!, who(cs.uw), `submissions@${cs.uw.email.split('@')[1]}`),
    L(`Hi ${cs.uw.first}, new file below - merchant filled out our questionnaire by email. 4 months statements attached.`), { k: 'gap', h: 6 },
    L('---------- Forwarded message ---------'), L('From: ', { b: `${cs.merchant.first} ${cs.merchant.last}` }, ` <${m.email}>`),
    L(`Date: ${fmtWhen(cs.dates[0]!, 'gmail')}`), L(`Subject: Re: Quick questions for your funding file`), L(`To: ${who(cs.broker)}`), { k: 'gap', h: 6 },
    L('Here you go:'), kv('Business Name', v.legal), kv('DBA', v.dba), kv('Entity', v.entity), kv(taxLabel(m), early(x, 'tax')), L('Address: ', ...addr(x)),
    L(`Phone: ${m.phone}   Email: ${m.email}`), kv('What we do', v.industry), kv('Business start date', v.start), { k: 'gap', h: 4 }, L('Owners:')];
  m.owners.forEach((_, i) => b.push(...ownerLines(x, i, '  * ', true)));
  b.push({ k: 'gap', h: 4 }, L(`we need about `, early(x, 'amount'), `, can do `, v.freq, ` if the payment is reasonable. It's for ${m.use}.`), ...decoyLines(m, x.c),
    L(`Thanks, ${cs.merchant.first}`), { k: 'gap', h: 4 }, { k: 'line', segs: ['--'] }, L(`${cs.broker.first} ${cs.broker.last} | ${cs.broker.company}`),
    L(`${cs.broker.phone} | ${cs.brokerAddr}`), L(cs.brokerIds.join(' | ')), disclaimer(m, cs.broker.company));
  b.push(...hdr(who(cs.uw), cs.dates[2]!, who(cs.broker)), L(`Thanks ${cs.broker.first}. Before I can price this: is ${m.owners.length > 1 ? 'everyone on the deal' : 'the owner the only guarantor'}? What payment are they looking for?`),
    L(`${cs.uw.first} ${cs.uw.last}, ${cs.uw.title}, ${cs.uw.company}  ${cs.uw.phone}`));
  b.push(...hdr(who(cs.broker), cs.dates[3]!, who(cs.uw)), L('All owners sign. They asked for ', v.payment, ' ', v.freq, ' over ', v.n, ' payments.'));
  if (x.fix) b.push(...hdr(who(cs.broker), cs.dates[4]!, who(cs.uw)), L(...fixLine(x.c, x.fix, v, x.ov[0]!, m.taxType === 'SSN' ? 'SSN' : 'EIN')));
  return { blocks: b, chrome: gmailChrome(x, subj) };
}

/** 2. Outlook print, newest first: the broker's correction and payment answers on top, the pasted HTML table below. */
export function outlookTable(x: Ctx): Built {
  const { m, cs, v, ov } = x, subj = `RE: Submission - ${m.legal}`;
  const hdr = (from: string, d: Date, to: string, cc: string | null, s: string): Block => ({ k: 'hdrs', labelW: 52, rows: [['From:', [from]], ['Sent:', [fmtWhen(d, 'outlook')]],
    ['To:', [to]], ...(cc ? [['Cc:', [cc]] as [string, Line]] : []), ['Subject:', [s]]] });
  const b: Block[] = [{ k: 'title', text: `${cs.uw.first} ${cs.uw.last}`, size: 13 }, { k: 'rule', color: '#000' }, { k: 'gap', h: 6 },
    hdr(who(cs.broker), cs.dates[3]!, who(cs.uw), null, subj), { k: 'gap', h: 6 }, L(`${cs.uw.first},`),
    L('Answers: merchant wants ', v.payment, ' ', v.freq, ', ', v.n, ' payments. Start date ', v.start, '.')];
  if (x.fix) b.push(L(...fixLine(x.c, x.fix, v, ov[0]!, m.country === 'CA' ? 'BN' : 'EIN')));
  b.push(L(`Best, ${cs.broker.first}`), { k: 'gap', h: 8 }, hdr(who(cs.uw), cs.dates[2]!, who(cs.broker), null, `RE: Submission - ${m.legal}`), { k: 'gap', h: 4 },
    L('What term and payment is the merchant asking for? And when did the business start?'), L(`${cs.uw.first} | ${cs.uw.company} | ${cs.uw.phone}`), { k: 'gap', h: 8 },
    hdr(who(cs.broker), cs.dates[1]!, who(cs.uw), `deals@${cs.broker.email.split('@')[1]}`, `Submission - ${m.legal}`), { k: 'gap', h: 4 },
    L('Please review the file below. Merchant answers pasted from our portal:'));
  const rows: Line[][] = [[['Field'], ['Merchant answer']], [['Legal Business Name'], [v.legal]], [['DBA'], [v.dba]], [['Entity Type'], [v.entity]],
    [[taxLabel(m)], [early(x, 'tax')]], [['Industry'], [v.industry]], [['Business Address'], addr(x)], [['Amount Requested'], [early(x, 'amount')]],
    [['Use of Funds'], [m.use]], [['Monthly Revenue'], [`$${m.monthly.toLocaleString('en-US')}`]]];
  b.push({ k: 'table', widths: [150, 330], rows, header: true });
  const orows: Line[][] = [[['Owner'], ['Title'], ['%'], [ov[0]!.taxLabel], ['DOB'], ['FICO']]];
  ov.forEach((o, i) => orows.push([[o.name], [o.role], [o.own], [o.tax], [i === 0 ? early(x, 'dob') : o.dob], [o.score ?? '']]));
  b.push({ k: 'table', widths: [130, 75, 38, 88, 104, 45], rows: orows, header: true }, ...decoyLines(m, x.c), { k: 'gap', h: 4 },
    L(`${cs.broker.first} ${cs.broker.last}`), L(cs.broker.title), L(`${cs.broker.company} | ${cs.brokerAddr}`), L(`O: ${cs.broker.phone} | ${cs.brokerIds[0]}`), disclaimer(m, cs.broker.company));
  return { blocks: b, chrome: { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9.5, quote: 'bar', header: () => ['', ''], footer: (p, n) => ['', `Page ${p} of ${n}`] } };
}

/** 3. Apple Mail print, Canadian: the broker's reply on top, the merchant's answers quoted with ">" below, the correction on top. */
export function appleQuoted(x: Ctx): Built {
  const { m, cs, v, ov } = x;
  const b: Block[] = [{ k: 'hdrs', labelW: 56, right: true, rows: [['From:', [who(cs.broker)]], ['Subject:', [`Re: Application - ${cs.merchant.company}`]],
    ['Date:', [fmtWhen(cs.dates[2]!, 'apple')]], ['To:', [who(cs.uw)]], ['Cc:', [`${cs.merchant.first} ${cs.merchant.last} <${m.email}>`]]] }, { k: 'rule', color: '#bbb' },
    L(`${cs.uw.first} - merchant's answers below. Repayment: `, v.payment, ' ', v.freq, ', ', v.n, ' payments.')];
  if (x.fix) b.push(L(...fixLine(x.c, x.fix, v, ov[0]!, 'BN')));
  b.push(L(`Regards, ${cs.broker.first}`), L(`${cs.broker.company} | ${cs.broker.phone} | ${cs.brokerIds.join(' | ')}`), { k: 'gap', h: 6 },
    L(`On ${fmtWhen(cs.dates[1]!, 'apple')}, ${cs.merchant.first} ${cs.merchant.last} <${m.email}> wrote:`));
  const q: Block[] = [L('Hi, answers to your questions:'), kv('Legal name', v.legal), kv('Operating name (O/A)', v.dba), kv('Type of business entity', v.entity),
    kv(taxLabel(m), early(x, 'tax')), kv('Nature of business', v.industry), kv('Incorporated on', v.start), L('Address: ', ...addr(x)),
    L('We are looking for ', early(x, 'amount'), ` for ${m.use}.`)];
  ov.forEach((o, i) => q.push(L(`Owner ${i + 1}: `, o.name, ` (`, o.role, `), `, o.own, `, SIN `, o.tax, `, born `, i === 0 ? early(x, 'dob') : o.dob, ...(o.score ? [', Beacon ', o.score] : []))));
  q.push(...decoyLines(m, x.c), L(`${cs.merchant.first}`), { k: 'quote', depth: 2, blocks: [L(`On ${fmtWhen(cs.dates[0]!, 'apple')}, ${cs.broker.first} ${cs.broker.last} wrote:`),
    L('Please reply with legal name, operating name, BN, owners and % and the amount you need.'), disclaimer(m, cs.broker.company)] });
  b.push({ k: 'quote', depth: 1, blocks: q });
  return { blocks: b, chrome: { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9.5, quote: 'gt', header: () => ['', ''], footer: (p, n) => [`Mail - ${cs.broker.email}`, `Page ${p} of ${n}`] } };
}
