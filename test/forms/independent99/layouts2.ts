// Layouts 4-7 of set 99: a Canadian Gmail print with a pasted grid, an Outlook-on-the-web print of a merchant's bulleted
// reply over the broker's quoted questionnaire, a funder's print of an ISO submission with numbered answers, and a
// Thunderbird print whose header box and two-column answer grid come from a Canadian broker's web form.
import { decoyLines, disclaimer, fixLine, fmtWhen, signature, who } from './content.ts';
import { L, addr, early, gmailChrome, ownerLines, taxLabel, type Built, type Ctx } from './layouts.ts';
import type { Block, Line } from './render.ts';

/** 4. Gmail print, Canadian: the broker's pasted grid, the funder's questions, the merchant's reply in the thread. */
export function gmailGridCa(x: Ctx): Built {
  const { m, cs, v, ov } = x, subj = `${cs.merchant.company} - file for review`;
  const head = (from: string, d: Date, to: string): Block[] => [{ k: 'rule', color: '#ccc' }, { k: 'line', segs: [{ b: from }, `        ${fmtWhen(d, 'gmail')}`] }, L(`To: ${to}`), { k: 'gap', h: 4 }];
  const b: Block[] = [{ k: 'line', segs: [{ b: 'Gmail' }, `                                                              ${cs.broker.first} ${cs.broker.last} <${cs.broker.email}>`] },
    { k: 'rule', color: '#333' }, { k: 'title', text: subj, size: 14 }, ...head(who(cs.broker), cs.dates[0]!, who(cs.uw)), L('Hello, new Canadian file. Application details:')];
  const rows: Line[][] = [[['Legal Name'], [v.legal], ['Operating As'], [v.dba]], [['Entity'], [v.entity], ['BN / Program Acct'], [early(x, 'tax')]],
    [['Industry'], [v.industry], ['Date Incorporated'], [v.start]], [['Province'], [v.region], ['Postal Code'], [m.zip]], [['Funding Req.'], [early(x, 'amount')], ['Use'], [m.use]]];
  b.push({ k: 'table', widths: [78, 170, 100, 160], rows }, L(`Street: ${m.street}, ${m.city}`));
  const orows: Line[][] = [[['Owner / Director'], ['Position'], ['Own %'], ['SIN'], ['Date of Birth']]];
  ov.forEach((o, i) => orows.push([[o.name], [o.role], [o.own], [o.tax], [i === 0 ? early(x, 'dob') : o.dob]]));
  b.push({ k: 'table', widths: [150, 100, 50, 100, 100], rows: orows, header: true, shade: '#f1e9d8' }, ...decoyLines(m, x.c), ...signature(cs, m), disclaimer(m, cs.broker.company));
  b.push(...head(who(cs.uw), cs.dates[1]!, who(cs.broker)), L(`Thanks. Can the merchant confirm the payment schedule they want? Any credit scores?`));
  b.push(...head(`${cs.merchant.first} ${cs.merchant.last} <${m.email}>`, cs.dates[2]!, `${who(cs.broker)}, ${who(cs.uw)}`),
    L('Hi both, we can handle ', v.payment, ' ', v.freq, ' for ', v.n, ' payments.'));
  ov.forEach((o) => { if (o.score) b.push(L(`${o.name.t.split(/[ ,]/)[0]}'s credit score is about `, o.score, '.')); });
  if (x.fix) b.push(L(...fixLine(x.c, x.fix, v, ov[0]!, 'BN')));
  b.push(L(`${cs.merchant.first} ${cs.merchant.last}, ${m.phone}`), { k: 'quote', depth: 1, blocks: [L(`On ${fmtWhen(cs.dates[1]!, 'gmail')} ${cs.uw.first} ${cs.uw.last} wrote:`), L('Can the merchant confirm the payment schedule?')] });
  return { blocks: b, chrome: gmailChrome(x, subj) };
}

/** 5. Outlook on the web print: the merchant's casual bulleted reply on top, the broker's questionnaire quoted below. */
export function owaBullets(x: Ctx): Built {
  const { m, cs, v, ov } = x, subj = `RE: Working capital - a few questions`;
  const b: Block[] = [{ k: 'title', text: subj, size: 15 }, { k: 'rule', color: '#0f6cbd' },
    { k: 'hdrs', labelW: 44, rows: [['From', [`${cs.merchant.first} ${cs.merchant.last} <${m.email}>`]], ['Date', [fmtWhen(cs.dates[3]!, 'outlook')]],
      ['To', [who(cs.broker)]], ['Cc', [`${x.m.owners[1] ? `${x.m.owners[1].first} ${x.m.owners[1].last} <${x.m.owners[1].email}>` : `bookkeeper@${m.domain}`}`]]] },
    { k: 'gap', h: 6 }, L(`Hi ${cs.broker.first},`)];
  if (x.fix) b.push(L(...fixLine(x.c, x.fix, v, ov[0]!, m.taxType === 'SSN' ? 'SSN' : 'EIN')));
  b.push(L('and for the payment question: ', v.payment, ' ', v.freq, ' works, ', v.n, ' payments max.'), L(`Thanks, ${cs.merchant.first}`), { k: 'gap', h: 6 },
    { k: 'rule', color: '#bbb' }, { k: 'hdrs', labelW: 44, rows: [['From:', [`${cs.merchant.first} ${cs.merchant.last} <${m.email}>`]], ['Sent:', [fmtWhen(cs.dates[1]!, 'outlook')]], ['To:', [who(cs.broker)]], ['Subject:', [subj]]] },
    { k: 'gap', h: 4 }, L('Answers below in bold-ish, sorry for the format:'),
    L('  \u2022 Company (legal): ', v.legal), L('  \u2022 DBA: ', v.dba), L('  \u2022 LLC/Corp/etc: ', v.entity), L('  \u2022 Type of business: ', v.industry),
    L(`  \u2022 ${taxLabel(m)}: `, early(x, 'tax')), L('  \u2022 Opened: ', v.start), L('  \u2022 Location: ', ...addr(x)));
  m.owners.forEach((_, i) => b.push(...ownerLines(x, i, '  \u2022 ', true)));
  b.push(L('we need about ', early(x, 'amount'), `, mostly for ${m.use}.`), ...decoyLines(m, x.c), { k: 'gap', h: 4 },
    { k: 'quote', depth: 1, blocks: [L(`On ${fmtWhen(cs.dates[0]!, 'gmail')}, ${who(cs.broker)} wrote:`), L('Thanks for the call. To get you offers I need:'),
      L('1. Legal name / DBA / entity  2. Tax ID  3. Owners with % and SSN  4. Amount and how often you can pay'), ...signature(cs, m), disclaimer(m, cs.broker.company)] });
  return { blocks: b, chrome: { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9.5, quote: 'bar', header: () => [fmtWhen(cs.dates[4]!, 'iso'), `Mail - ${cs.broker.first} ${cs.broker.last} - Outlook`],
    footer: (p, n) => [`https://outlook.office.com/mail/inbox/id/AAQkADk${x.c.alnum(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`, `${p}/${n}`] } };
}

/** 6. A funder's Gmail print: the ISO's key/value submission, the underwriter's numbered questions, numbered answers. */
export function funderThread(x: Ctx): Built {
  const { m, cs, v, ov } = x, subj = `New Submission: ${m.dba ?? m.legal} / ${cs.broker.company}`;
  const head = (from: string, d: Date, to: string): Block[] => [{ k: 'rule', color: '#ccc' }, { k: 'line', segs: [{ b: from }, `     ${fmtWhen(d, 'gmail')}`] }, L(`To: ${to}`), { k: 'gap', h: 4 }];
  const b: Block[] = [{ k: 'line', segs: [{ b: cs.uw.company }, `    ${cs.uw.first} ${cs.uw.last} <${cs.uw.email}>`] }, { k: 'rule', color: '#333' }, { k: 'title', text: subj, size: 13 },
    ...head(who(cs.broker), cs.dates[0]!, `submissions@${cs.uw.email.split('@')[1]}`), L('MERCHANT INFO')];
  const rows: Line[][] = [[['Business Legal Name'], [v.legal]], [['DBA'], [v.dba]], [['Corp Type'], [v.entity]], [[taxLabel(m)], [early(x, 'tax')]],
    [['Business Type'], [v.industry]], [['Physical Address'], addr(x)], [['Requested'], [early(x, 'amount')]]];
  b.push({ k: 'table', widths: [130, 340], rows });
  ov.forEach((o, i) => b.push({ k: 'table', widths: [130, 340], rows: [[[`Owner #${i + 1}`], [o.name, ' / ', o.role]], [['Ownership'], [o.own]],
    [[o.taxLabel], [o.tax]], [['DOB'], [i === 0 ? early(x, 'dob') : o.dob]]] }));
  b.push(...decoyLines(m, x.c), ...signature(cs, m), disclaimer(m, cs.broker.company), ...head(who(cs.uw), cs.dates[1]!, who(cs.broker)),
    L('Reviewed. Questions:'), L('1) Business start date?  2) FICO for each owner?  3) Requested payment and frequency?'), L(`${cs.uw.first}, ${cs.uw.title}`),
    ...head(who(cs.broker), cs.dates[2]!, who(cs.uw)), L('1) ', v.start));
  const scores: Line = ['2) '];
  ov.forEach((o, i) => { if (o.score) scores.push(`${i ? '; ' : ''}${o.name.t}: `, o.score); });
  b.push(L(...(scores.length > 1 ? scores : ['2) merchant will not share, please pull'])), L('3) ', v.payment, ' / ', v.freq, ' / ', v.n, ' pmts'));
  if (x.fix) b.push(L('4) ', ...fixLine(x.c, x.fix, v, ov[0]!, m.taxType === 'SSN' ? 'SSN' : 'EIN')));
  b.push({ k: 'quote', depth: 1, blocks: [L(`On ${fmtWhen(cs.dates[1]!, 'gmail')} ${who(cs.uw)} wrote:`), L('Reviewed. Questions: 1) start date 2) FICO 3) payment')] });
  return { blocks: b, chrome: gmailChrome(x, subj) };
}

/** 7. Thunderbird print, Canadian: a boxed header, the broker's web-form notification with a two-column answer grid. */
export function thunderbirdCa(x: Ctx): Built {
  const { m, cs, v, ov } = x;
  const b: Block[] = [{ k: 'table', widths: [70, 440], rows: [[['Subject:'], [`Web application received - ${cs.merchant.company}`]], [['From:'], [`noreply@${cs.broker.email.split('@')[1]}`]],
    [['Date:'], [fmtWhen(cs.dates[0]!, 'iso')]], [['To:'], [cs.broker.email]]] }, { k: 'gap', h: 6 },
    L('A merchant submitted the online application. Answers as entered:'), { k: 'gap', h: 4 }];
  const rows: Line[][] = [[['Legal business name'], [v.legal]], [['Operating name (O/A)'], [v.dba]], [['Legal structure'], [v.entity]],
    [['Business Number'], [early(x, 'tax')]], [['Industry / sector'], [v.industry]], [['Business start date'], [v.start]], [['Address'], addr(x)],
    [['Amount requested'], [early(x, 'amount')]], [['Preferred repayment'], [v.freq]]];
  b.push({ k: 'table', widths: [150, 360], rows, shade: '#eee' });
  ov.forEach((o, i) => b.push({ k: 'table', widths: [150, 360], header: true, rows: [[[`Principal ${i + 1}`], [o.name]], [['Title'], [o.role]], [['Ownership'], [o.own]],
    [['SIN'], [o.tax]], [['Date of birth'], [i === 0 ? early(x, 'dob') : o.dob]], [['Credit score'], [o.score ?? 'unknown']], [['Home address'], [m.owners[i]!.home]]] }));
  b.push(...decoyLines(m, x.c), L('Consent: the applicant consented to the collection of personal information (PIPEDA) and a credit check.'), { k: 'gap', h: 8 },
    { k: 'rule', color: '#999' }, { k: 'hdrs', labelW: 50, rows: [['From:', [`${cs.merchant.first} ${cs.merchant.last} <${m.email}>`]], ['Date:', [fmtWhen(cs.dates[2]!, 'iso')]], ['To:', [cs.broker.email]]] },
    L('Following up on my application - we would take ', v.payment, ' per payment, ', v.n, ' payments.'));
  if (x.fix) b.push(L(...fixLine(x.c, x.fix, v, ov[0]!, 'Business Number')));
  b.push(L(`${cs.merchant.first}`), disclaimer(m, cs.broker.company));
  return { blocks: b, chrome: { font: 'Times-Roman', bold: 'Times-Bold', size: 10, quote: 'gt', header: () => ['', ''], footer: (p, n) => [`${cs.broker.company} web intake`, `${p} of ${n}`] } };
}
