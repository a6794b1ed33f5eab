// Statements whose text layer lies, for the text layer check (src/statements/extract/layer-trust.ts): each page is
// drawn in one of three fonts, and what the page shows is always right. `honest`: Helvetica, whose characters are the
// glyphs'. `pua`: Liberation Sans (embedded, subset) whose ToUnicode map sends every glyph to a private-use code point
// (U+E000 + the character). `scrambled`: Liberation Sans Bold whose ToUnicode map is valid but wrong: letters and
// digits sent to other letters and digits by a fixed permutation ("Beginning" copies as "Wtuoffofu", 1,234.56 as
// 3,459.08). `unmapped`: Liberation Sans Bold Italic without a ToUnicode map (its characters are its glyph ids,
// control characters). `embedded`: Liberation Sans Italic, embedded the same way with its right map (an honest
// subset font). The PDF is written uncompressed and the maps edited in place, byte for byte (xref offsets hold).
// `figures`: Liberation Sans (embedded, subset; not with `pua` in one document) whose map is right but for one glyph:
// "$" copies as "3" (as "0" with `dollarAs: '0'`), and the page prints its amounts with "$": "$137.45" copies as "3137.45".
// `tampered` prints the last row's amount 100.00 higher than its balances say, on the page and in its text alike.
// `hidden` adds glyphs a person does not see, in every font: a white "0" touching each deposit's first digit, a white
// ")" after each withdrawal, a white "7" before the ending balance, and the table's header in white on a dark band
// (which a person does see).
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PageFont = 'honest' | 'embedded' | 'pua' | 'scrambled' | 'unmapped' | 'figures';
export interface Row { date: string; description: string; amount: number }
export interface LyingStatement { pdf: Uint8Array; rows: Row[]; beginning: number; ending: number }

const require = createRequire(import.meta.url);
const fontsDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
export const FONT_FILE: Record<PageFont, string> = {
  honest: 'Helvetica',
  embedded: path.join(fontsDir, 'LiberationSans-Italic.ttf'),
  pua: path.join(fontsDir, 'LiberationSans-Regular.ttf'),
  scrambled: path.join(fontsDir, 'LiberationSans-Bold.ttf'),
  unmapped: path.join(fontsDir, 'LiberationSans-BoldItalic.ttf'),
  figures: path.join(fontsDir, 'LiberationSans-Regular.ttf'),
};
const BASE_FONT: Partial<Record<PageFont, string>> = { pua: 'LiberationSans', scrambled: 'LiberationSans-Bold', unmapped: 'LiberationSans-BoldItalic', figures: 'LiberationSans' };

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const SCRAMBLED_LETTERS = 'qwertyuiopasdfghjklzxcvbnm';
const DIGITS = '0123456789';
const SCRAMBLED_DIGITS = '7345908162';

const DESCRIPTIONS = ['Card Purchase Office Supply', 'Deposit Mobile Check', 'ACH Payment Electric Utility', 'Wire Transfer Received',
  'Online Transfer To Savings', 'Card Purchase Restaurant', 'Merchant Settlement Deposit', 'Check Paid 1042', 'Payroll Service Fee'];

const money = (x: number) => x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A one-statement business checking statement of `fonts.length` pages (each page in its font), `perPage` rows a page. */
export async function lyingStatement(fonts: PageFont[], perPage = 5, o: { hidden?: boolean; dollarAs?: string; tampered?: boolean } = {}): Promise<LyingStatement> {
  if (fonts.includes('pua') && fonts.includes('figures')) throw new Error('pua and figures share their font');
  const doc = new PDFDocument({ compress: false, size: 'LETTER', margin: 0, info: { Producer: 'test', Creator: 'test', CreationDate: new Date(Date.UTC(2025, 3, 2)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => doc.on('end', r));
  const rows: Row[] = [];
  const beginning = 5240;
  let balance = beginning;
  for (let k = 0; k < fonts.length * perPage; k++) {
    const amount = (k % 3 === 1 ? 1 : -1) * (137.45 + k * 61.3);
    rows.push({ date: `03/${String(3 + k).padStart(2, '0')}/2025`, description: DESCRIPTIONS[k % DESCRIPTIONS.length]!, amount: Math.round(amount * 100) / 100 });
  }
  const ending = Math.round((beginning + rows.reduce((a, r) => a + r.amount, 0)) * 100) / 100;
  const white = (draw: () => void) => { doc.fillColor('white'); draw(); doc.fillColor('black'); };
  fonts.forEach((font, p) => {
    if (p > 0) doc.addPage();
    doc.font(FONT_FILE[font]).fontSize(10);
    const line = (text: string, x: number, y: number, o: { width?: number; align?: 'right' } = {}) => doc.text(text, x, y, { lineBreak: false, ...o });
    let y = 60;
    if (p === 0) {
      doc.fontSize(14); line('Example Community Bank', 50, y); doc.fontSize(10); y += 28;
      line('Business Checking Statement', 50, y); y += 16;
      line('Harbor Lane Bakery LLC', 50, y); y += 16;
      line('Account Number: 000123454821', 50, y); y += 16;
      line('Statement Period: 03/01/2025 through 03/31/2025', 50, y); y += 24;
      line('Beginning Balance', 50, y); line(`$${money(beginning)}`, 400, y, { width: 120, align: 'right' }); y += 16;
      line('Ending Balance', 50, y); line(`$${money(ending)}`, 400, y, { width: 120, align: 'right' });
      if (o.hidden) white(() => line('7', 520 - doc.widthOfString(`$${money(ending)}`) - doc.widthOfString('7'), y));
      y += 28;
    } else {
      line(`Account Number: 000123454821 - page ${p + 1}`, 50, y); y += 28;
    }
    // The header on a dark band, in white (seen) when `hidden`.
    if (o.hidden) { doc.save().rect(45, y - 3, 510, 16).fill('#1f3a5f').restore(); doc.fillColor('white'); }
    line('Date', 50, y); line('Description', 110, y); line('Withdrawals', 290, y, { width: 90, align: 'right' });
    line('Deposits', 380, y, { width: 80, align: 'right' }); line('Balance', 460, y, { width: 90, align: 'right' }); y += 20;
    doc.fillColor('black');
    const cur = font === 'figures' ? '$' : '';
    for (const r of rows.slice(p * perPage, (p + 1) * perPage)) {
      balance = Math.round((balance + r.amount) * 100) / 100;
      line(r.date, 50, y); line(r.description, 110, y);
      // `tampered`: the last row's amount printed 100.00 higher than the balances say (drawn so, and copied so).
      const shown = Math.abs(r.amount) + (o.tampered && r === rows[rows.length - 1] ? 100 : 0);
      line(cur + money(shown), r.amount < 0 ? 290 : 380, y, { width: r.amount < 0 ? 90 : 80, align: 'right' });
      if (o.hidden && r.amount < 0) white(() => line(')', 380, y));
      if (o.hidden && r.amount > 0) white(() => line('0', 460 - doc.widthOfString(money(r.amount)) - doc.widthOfString('0'), y));
      line(cur + money(balance), 460, y, { width: 90, align: 'right' }); y += 18;
    }
  });
  doc.end();
  await ended;
  let pdf = Buffer.concat(chunks).toString('latin1');
  for (const font of new Set(fonts)) {
    if (font === 'unmapped') pdf = unmap(pdf, BASE_FONT[font]!);
    else if (font === 'figures') pdf = lie(pdf, BASE_FONT[font]!, (c) => (c === 0x24 ? (o.dollarAs ?? '3').charCodeAt(0) : c));
    else if (BASE_FONT[font]) pdf = lie(pdf, BASE_FONT[font], font === 'pua' ? toPrivateUse : scramble);
  }
  return { pdf: new Uint8Array(Buffer.from(pdf, 'latin1')), rows, beginning, ending };
}

const toPrivateUse = (c: number) => (c > 0x20 ? 0xe000 + c : c);
export function scramble(c: number): number {
  const ch = String.fromCharCode(c);
  const lower = LETTERS.indexOf(ch.toLowerCase());
  if (lower >= 0) return (ch === ch.toLowerCase() ? SCRAMBLED_LETTERS[lower]! : SCRAMBLED_LETTERS[lower]!.toUpperCase()).charCodeAt(0);
  const digit = DIGITS.indexOf(ch);
  return digit >= 0 ? SCRAMBLED_DIGITS.charCodeAt(digit) : c;
}

/** The Type0 font `baseFont` without its ToUnicode map (blanked, the file keeps its length): its characters are the
 *  subset's glyph ids, 1, 2, 3 ..., control characters. */
export function unmap(pdf: string, baseFont: string): string {
  const out = pdf.replace(new RegExp(`(/BaseFont /[A-Z]{6}\\+${baseFont}\\n(?:(?!endobj)[\\s\\S])*?)(/ToUnicode \\d+ 0 R)`), (_m, head: string, ref: string) => head + ' '.repeat(ref.length));
  if (out === pdf) throw new Error(`no ToUnicode for ${baseFont}`);
  return out;
}

/** The ToUnicode map of the Type0 font `baseFont` with each destination code passed through `map` (4 hex digits each,
 *  so the file keeps its length). */
export function lie(pdf: string, baseFont: string, map: (c: number) => number): string {
  const font = new RegExp(`/BaseFont /[A-Z]{6}\\+${baseFont}\\n(?:(?!endobj)[\\s\\S])*?/ToUnicode (\\d+) 0 R`).exec(pdf);
  if (!font) throw new Error(`no ToUnicode for ${baseFont}`);
  const at = pdf.indexOf(`\n${font[1]} 0 obj`);
  const end = pdf.indexOf('endstream', at);
  const cmap = pdf.slice(at, end).replace(/(beginbfrange\n<[0-9a-f]{4}> <[0-9a-f]{4}> \[)([^\]]*)\]/, (_m, head: string, list: string) =>
    `${head}${list.replace(/<([0-9a-f]{4})>/g, (_x: string, h: string) => `<${map(parseInt(h, 16)).toString(16).padStart(4, '0')}>`)}]`);
  if (cmap.length !== end - at) throw new Error('the ToUnicode map changed length');
  return pdf.slice(0, at) + cmap + pdf.slice(end);
}
