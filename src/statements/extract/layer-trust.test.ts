// The text layer check alone (no OCR): which pages' layers read as text. Pages of real statements in the corpus pass,
// the same pages with their letters sent through a wrong table fail, and so do the lying pages of generated statements
// (test/statements/lying-fonts.ts); the OCR of such pages is tested in lying-layer.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { judgeLayer } from './layer-trust.ts';
import { needsOcr } from './ocr/needs.ts';
import { OCR_SETTINGS } from './ocr/settings.ts';
import { openPdf, readPage } from './pdf.ts';
import { createEngines } from './engines.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { extractDocument } from '../pipeline.ts';
import type { PageText } from '../types.ts';
import { lyingStatement, type PageFont } from '../../../test/statements/lying-fonts.ts';

const S = DEFAULT_SETTINGS.ocr;
const engines = createEngines();
afterAll(() => engines.close());

async function pagesOf(bytes: Uint8Array): Promise<PageText[]> {
  const o = await openPdf(bytes, engines, DEFAULT_SETTINGS.extract);
  if ('error' in o) throw new Error(o.message);
  try {
    const out: PageText[] = [];
    for (let p = 1; p <= o.info.pages; p++) out.push(await readPage(o.doc, p));
    return out;
  } finally {
    await o.close();
  }
}

const text = (words: string[], extra: Partial<PageText> = {}): PageText =>
  ({ page: 1, width: 612, height: 792, items: words.map((str, k) => ({ str, x: 40, y: 20 + 12 * k, w: 200, h: 10, font: 'f' })), ...extra });

/** The page with its letters sent through the permutation `to` of a-z (case kept): a valid but wrong ToUnicode map. */
function scrambled(page: PageText, to: string): PageText {
  const map = (c: string) => { const k = c.toLowerCase().charCodeAt(0) - 97; return k < 0 || k > 25 ? c : c === c.toLowerCase() ? to[k]! : to[k]!.toUpperCase(); };
  return { ...page, items: page.items.map((it) => ({ ...it, str: [...it.str].map(map).join('') })) };
}

describe('a text layer is trusted only when it reads as text', () => {
  it('every page of a real statement reads; the same pages through wrong letter maps do not', async () => {
    const pages = await pagesOf(new Uint8Array(readFileSync(new URL('../../../../shared/corpus/real/wells_fargo_checking_sample.pdf', import.meta.url))));
    for (const page of pages) {
      expect(judgeLayer(page, S).reason, `page ${page.page}`).toBeNull();
      for (const to of ['qwertyuiopasdfghjklzxcvbnm', 'zyxwvutsrqponmlkjihgfedcba', 'bcdefghijklmnopqrstuvwxyza']) {
        const j = judgeLayer(scrambled(page, to), S);
        if (j.words >= S.layerMinWords) expect(j.reason, `page ${page.page} through ${to}`).toMatch(/known words/);
      }
    }
  });

  it('a statement in a language the dictionary lacks still reads (its letters pair as words do)', () => {
    // Czech, Hungarian and Finnish: none of the dictionary's languages.
    const pages = [
      ['Výpis z účtu za období', 'Počáteční zůstatek 12 500,00', 'Příchozí platba od odběratele', 'Platba kartou v obchodě potraviny', 'Výběr hotovosti z bankomatu', 'Měsíční poplatek za vedení účtu', 'Odchozí úhrada dodavateli zboží', 'Konečný zůstatek 9 870,15'],
      ['Számlakivonat időszak', 'Nyitó egyenleg 12 500,00', 'Bejövő átutalás vevőtől', 'Kártyás vásárlás élelmiszer', 'Készpénzfelvétel automatából', 'Havi számlavezetési díj', 'Kimenő átutalás szállítónak', 'Záró egyenleg 9 870,15'],
      ['Tiliote ajanjakso', 'Alkusaldo 12 500,00', 'Saapuva maksu asiakkaalta', 'Korttiosto ruokakauppa', 'Käteisnosto pankkiautomaatista', 'Kuukausimaksu tilin hoidosta', 'Lähtevä maksu toimittajalle', 'Loppusaldo 9 870,15'],
    ];
    for (const words of pages) {
      const j = judgeLayer(text(words), S);
      expect(j.words).toBeGreaterThanOrEqual(S.layerMinWords);
      expect(j.known / j.words).toBeLessThan(S.layerMinKnownShare);
      expect(j.reason).toBeNull();
    }
  });

  it('private-use characters, glyphs mapped to nothing and garbage shapes each say why', () => {
    expect(judgeLayer(text(['\ue042\ue065\ue067\ue069\ue06e \ue062\ue061\ue06c', '\ue031\ue032/\ue030\ue031 \ue031,\ue032\ue033\ue034.\ue035\ue036']), S).reason).toMatch(/private-use/);
    expect(judgeLayer(text(['Page 1 of 2'], { unmapped: 900 }), S).reason).toMatch(/map to no character/);
    expect(judgeLayer(text(['8cg1nn1ng ba1&ncc 1.2B4,S6', 'Dcpo5i1s &rnd o1hcr crcdi15', '0l/O2 ACHCRcD1T Hc&r11&nd']), S).reason).toMatch(/shaped like words/);
    // Too little text to judge: no layer at all, the scan path decides.
    expect(judgeLayer(text(['\ue042\ue065']), S).reason).toBeNull();
  });

  it('is decided page by page: in a generated statement only the lying pages are OCR\'d', async () => {
    const fonts: PageFont[] = ['honest', 'pua', 'honest', 'scrambled', 'unmapped'];
    const pages = await pagesOf((await lyingStatement(fonts, 3)).pdf);
    const lies = pages.map((p) => needsOcr(p, OCR_SETTINGS, false));
    expect(lies.map((l) => l.ocr)).toEqual([false, true, false, true, true]);
    expect(lies[1]!.lie).toMatch(/^100% of its characters are private-use/);
    expect(lies[3]!.lie).toMatch(/known words/);
    // No ToUnicode map at all: PDFium gives the glyph ids, control characters.
    expect(lies[4]!.lie).toMatch(/of its characters are private-use or control code points/);
  });

  it('a lying page OCR does not replace is said, not passed over in silence', async () => {
    // OCR allowed on no page at all: the lying page 2 keeps its layer, and the document names it.
    const st = await lyingStatement(['honest', 'scrambled'], 3);
    const doc = await extractDocument({ name: 'kept.pdf', bytes: st.pdf }, { engines, ocr: { maxPages: 0 } });
    expect(doc.text_layer).toBe(true);
    expect(doc.warnings).toEqual(expect.arrayContaining(['too_many_pages', 'ocr']));
    expect(doc.warning_details?.find((d) => d.code === 'ocr')?.message)
      .toMatch(/^the text layer of one page does not read as text and was read as it is \(page 2: 0 of its \d+ words are known words.*, and it is past the pages OCR reads\)$/);
  });

  it('an embedded subset font with a right ToUnicode map is read as it is (never OCR\'d)', async () => {
    const st = await lyingStatement(['embedded', 'embedded']);
    const pages: number[] = [];
    const doc = await extractDocument({ name: 'embedded.pdf', bytes: st.pdf }, { engines, onOcrPage: (p) => pages.push(p.page) });
    expect(pages).toEqual([]);
    expect(doc.text_layer).toBe(true);
    expect(doc.statements.map((s) => s.transactions.map((t) => [t.date, t.amount, t.direction]))).toEqual([st.rows.map((r) => [iso(r.date), Math.abs(r.amount), r.amount < 0 ? 'debit' : 'credit'])]);
  });
});

const iso = (mdy: string) => `${mdy.slice(6)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;
