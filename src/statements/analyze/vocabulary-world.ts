// More countries' banking words (issue 20), in the same form as vocabulary.ts (read its header first): Italian,
// Polish, Quebec French, Singapore and Malaysia (English and Malay), Nigeria and Kenya (English and Swahili), the UAE
// and Ireland. Written from how those countries' banks word their statement narratives; each term is a regular
// expression over the upper-cased description with accents removed (Polish `Ł` is read `L`, categories.ts).
//
// Debit terms for loans name an instalment or a repayment of a loan (RATA MUTUO, SPLATA KREDYTU, ANSURAN), never a
// bare word a funder's name may hold (FINANZIAMENTI, CAPITAL, FINANCE): an unnamed funder's recurring debit must stay
// `other` so positions.ts can find it. Cheque deposits, lodgements and customer transfers stay revenue.

import type { VocabularyCategory } from './vocabulary.ts';

export type WorldLanguage = 'it' | 'pl' | 'fr_qc' | 'ms' | 'en_sg_my' | 'en_ng_ke' | 'sw' | 'en_ae' | 'en_ie' | 'en_wallet';
type Terms = Partial<Record<VocabularyCategory, readonly string[]>>;
const r = String.raw;

const IT: Terms = {
  own_transfer: [r`\bGIROCONTO\b`, r`\bGIRO\s+(FONDI\s+)?(DA|SU|A)\s+(C\/C|CONTO)\b`],
  loan_proceeds: [r`\bEROGAZIONE\s+(DI\s+|DEL\s+)?(MUTUO|FINANZIAMENTO|PRESTITO|CREDITO)\b`,
    r`\bACCREDITO\s+(MUTUO|FINANZIAMENTO|PRESTITO)\b`, r`\bANTICIPO\s+(SU\s+)?(FATTURE|CREDITI|CONTRATTI|SBF|S\.B\.F\.)`],
  reversal: [r`\bRIMBORSO\b`, r`\bRESO\b`, r`\bANNULLAMENTO\b`, r`\bRETROCESSIONE\b`, r`\bSTORNO\b`],
  interest: [r`\bINTERESSI\s+(CREDITORI|ATTIVI|A\s+CREDITO|MATURATI|LORDI)\b`, r`^INTERESSI\b`],
  nsf_fee: [r`\b(COMMISSIONE|COMMISSIONI|COMM|SPESE|ONERI)\.?\s+(PER\s+|SU\s+|DI\s+)?(INSOLUT[OI]|ASSEGN[OI]\s+(INSOLUT|IMPAGAT|PROTESTAT)|PROTEST[OI]|SCONFINAMENTO|MANCATO\s+PAGAMENTO)`,
    r`\bISTRUTTORIA\s+VELOCE\b`, r`\bSALDO\s+INSUFFICIENTE\b`, r`\bDISPONIBILITA\s+INSUFFICIENTE\b`],
  fee: [r`\bCOMMISSION[EI]\b`, r`\bSPESE\b`, r`\bCOMPETENZE\b`, r`\bIMPOSTA\s+(DI\s+)?BOLLO\b`, r`\bINTERESSI\s+(DEBITORI|PASSIVI)\b`,
    r`\bCANONE\s+(MENSILE\s+|TRIMESTRALE\s+)?(CONTO|C\/C|SERVIZIO|HOME\s*BANKING|INTERNET\s+BANKING|CARTA|POS|PACCHETTO)`],
  loan_payment: [r`\bRATA\s+(N\.?\s*\d+\s+)?(DEL\s+|DI\s+)?(MUTUO|FINANZIAMENTO|PRESTITO|LEASING|CREDITO)\b`, r`\bMUTUO\b`,
    r`\bCANONE\s+(DI\s+)?LEASING\b`, r`\bRIMBORSO\s+(RATA\s+)?(MUTUO|FINANZIAMENTO|PRESTITO)\b`],
  check: [r`^(ADDEBITO\s+|PAGAMENTO\s+)?ASSEGN[OI](\s+(BANCARI[OI]|CIRCOLARE|N\.?))?\s*\d*\s*$`, r`^(ADDEBITO|PAGAMENTO)\s+ASSEGN[OI]\b`],
};

// Polish: PRZELEW (transfer), SPLATA (repayment), RATA (instalment), OPLATA/PROWIZJA (fee), ODSETKI (interest), ZWROT (refund).
const PL: Terms = {
  own_transfer: [r`\bPRZELEW\s+(WLASNY|MIEDZY\s+(RACHUNKAMI|KONTAMI)|NA\s+RACHUNEK\s+WLASNY)\b`, r`\bPRZEKSIEGOWANIE\b`,
    r`\b(Z|NA)\s+RACHUNKU?\s+(OSZCZEDNOSCIOWY|OSZCZEDNOSCIOWEGO|LOKATY|WLASNY|WLASNEGO)\b`, r`\bLOKAT[AY]\b`],
  loan_proceeds: [r`\b(URUCHOMIENIE|WYPLATA|UDZIELENIE)\s+(KREDYTU|POZYCZKI|LIMITU|TRANSZY)\b`],
  reversal: [r`\bZWROT\b`, r`\bKOREKTA\b`, r`\bANULOWANIE\b`, r`\bUZNANIE\s+ZWROTNE\b`],
  interest: [r`\bKAPITALIZACJA\s+ODSETEK\b`, r`^ODSETKI\b`, r`\bODSETKI\s+(OD\s+)?(SRODKOW|LOKATY|WKLADU|NALICZONE)\b`],
  nsf_fee: [r`\bBRAK\s+(WOLNYCH\s+)?SRODKOW\b`, r`\bNIEZREALIZOWAN\w*\b`, r`\bODMOW\w*\s+(REALIZACJI|WYKONANIA)\b`,
    r`\bPRZEKROCZENI\w*\s+(LIMITU|SALDA|DEBETU)\b`, r`\bDEBET\w*\s+(NIEDOZWOLON|NIEAUTORYZOWAN)\w*\b`, r`\bOPLATA\s+ZA\s+DEBET\b`, r`\bOPLATA\s+ZA\s+(ZWROT|ODRZUCENIE|MONIT)\w*\b`],
  fee: [r`\bPROWIZJ\w*\b`, r`^OPLATA\b`, r`\bOPLATA\s+(ZA\s+)?(PROWADZENIE|KARTE|KARTY|PRZELEW|ZLECENIE|MIESIECZNA|PAKIET|SMS|WYCIAG|USLUG)`,
    r`\bODSETKI\s+(OD\s+)?(DEBETU|ZADLUZENIA|KARNE)\b`],
  loan_payment: [r`\bSPLATA\s+(RATY\s+)?(KREDYTU|POZYCZKI|ZADLUZENIA|LEASINGU|RATY)\b`, r`\bRATA\s+(KREDYTU|POZYCZKI|LEASING\w*)\b`,
    r`\bRATA\s+\d+\s*\/\s*\d+\s+(KREDYT|POZYCZK|LEASING)\w*\b`],
};

// Quebec French (the French of France is in vocabulary.ts): effets retournés, fonds insuffisants, déboursé de prêt.
const FR_QC: Terms = {
  own_transfer: [r`\b(VIR(EMENT)?|TRANSFERT|TRANSF)\.?\s+ENTRE\s+(COMPTES|CPTES|FOLIOS)\b`, r`\bTRANSFERT\s+(DE|VERS|AU)\s+(COMPTE|FOLIO|EPARGNE)\b`],
  // Savings, tax-free (CELI) and retirement (REER) accounts and term savings (EOP, epargne a terme) are the holder's own.
  transfer_in: [r`\b(VIR(EMENT)?|TRANSFERT)\.?\s+(RECU\s+)?(DE|DU|DEPUIS)\s+(L\s*'?\s*)?(EOP|CELI|REER|EPARGNE)\b`],
  transfer_out: [r`\b(VIR(EMENT)?|TRANSFERT)\.?\s+(EMIS\s+)?(A|AU|VERS)\s+(L\s*'?\s*)?(EOP|CELI|REER|EPARGNE)\b`],
  loan_proceeds: [r`\bDEBOURS(E|EMENT)\s+(DE\s+|DU\s+)?(PRET|MARGE|CREDIT)\b`, r`\bDECAISSEMENT\b`, r`\bAVANCE\s+(SUR\s+)?MARGE\b`],
  reversal: [r`\bRENVERSEMENT\b`, r`\bCORRECTION\b`],
  interest: [r`\bINTERETS?\s+(CREDITE|CREDITES|GAGNES?|PAYES?)\b`],
  nsf_fee: [r`\bFONDS\s+INSUFFISANTS\b`, r`\bSANS\s+PROVISION\b`, r`\bEFFETS?\s+(RETOURNES?|IMPAYES?)\b`, r`\bCHEQUES?\s+RETOURNES?\b`,
    r`\bFRAIS\s+(DE\s+|SUR\s+)?DECOUVERT\b`, r`\bFRAIS\s+(D\s*'?\s*)?(EFFET|ARTICLE)\s+(RETOURNE|REFUSE|IMPAYE)\b`],
  loan_payment: [r`\b(PAIEMENT|PAIE|PMT|VERSEMENT|VERS)\.?\s+(DE\s+|SUR\s+|DU\s+)?(PRET|HYPOTHEQUE|MARGE\s+DE\s+CREDIT)\b`],
};

// Malay (Malaysian statements print Malay and English).
const MS: Terms = {
  own_transfer: [r`\b(PEMINDAHAN|PINDAHAN)\s+(DANA\s+)?(KE|DARI|ANTARA)\s+(AKAUN\s+)?SENDIRI\b`, r`\bAKAUN\s+SENDIRI\b`],
  loan_proceeds: [r`\bPENGELUARAN\s+(PINJAMAN|PEMBIAYAAN)\b`, r`\bPINJAMAN\s+(DIKELUARKAN|DILULUSKAN)\b`],
  reversal: [r`\bPEMULANGAN\b`, r`\bPEMBATALAN\b`],
  interest: [r`\bFAEDAH\s+(DIBAYAR|DIKREDIT|SIMPANAN)\b`, r`^FAEDAH\b`, r`\bHIBAH\b`],
  nsf_fee: [r`\bCEK\s+(TAK|TIDAK)\s+(LAYAN|DILAYAN|DIBAYAR)\b`, r`\bCEK\s+(DIKEMBALIKAN|DIPULANGKAN)\b`,
    r`\b(DANA|BAKI)\s+(TIDAK|TAK)\s+(MENCUKUPI|CUKUP)\b`],
  fee: [r`\bCAJ\b`, r`\bYURAN\b`, r`\bDUTI\s+SETEM\b`, r`\bFI\s+(PERKHIDMATAN|TRANSAKSI|BULANAN|KAD|AKAUN)\b`],
  loan_payment: [r`\bANSURAN\b`, r`\bBAYARAN\s+(BALIK\s+)?(PINJAMAN|PEMBIAYAAN)\b`],
  check: [r`^CEK\s*(NO\.?\s*)?\d+\s*$`, r`\bCEK\s+(DIBAYAR|DITUNAIKAN)\b`],
};

// Singapore and Malaysia English: GIRO, FAST, DuitNow, hire purchase, Islamic profit and financing.
const EN_SG_MY: Terms = {
  own_transfer: [r`\b(FUNDS?\s+)?(TRANSFER|TRF|TFR|FT)\s+(TO|FROM)\s+OWN\s+(A\/C|ACCOUNT|ACCT)\b`, r`\bOWN\s+(A\/C|ACCOUNT|ACCT)\s+(TRANSFER|TRF|TFR)\b`],
  loan_proceeds: [r`\b(FINANCING|FINANCE|FACILITY|MURABAHAH?|TAWARRUQ)\s+(DISBURSEMENT|DISBURSAL|DISB|RELEASE)\b`,
    r`\bDISBURSEMENT\s+(OF\s+)?(LOAN|FINANCING|FACILITY)\b`],
  interest: [r`\bPROFIT\s+(PAID|CREDIT(ED)?|PAYMENT|DISTRIBUTION)\b`, r`\bINTEREST\s+(CREDITED|CAPITALI[SZ](ED|ATION))\b`],
  nsf_fee: [r`\bDISHONOU?RED\s+(CHEQUE|CHQ|CHECK|ITEM|DD|DIRECT\s+DEBIT|GIRO|PAYMENT|STANDING\s+ORDER|S\/O)\s+(FEE|CHARGE|CHG|COMMISSION)S?\b`,
    r`\bGIRO\s+(RETURN(ED)?|REJECT(ED|ION)?|UNSUCCESSFUL)\s+(FEE|CHARGE|CHG)S?\b`, r`\b(CHEQUE|CHQ)\s+RETURN(ED)?\s+(FEE|CHARGE|CHG)S?\b`],
  fee: [r`\bFALL[\s-]BELOW\b`, r`\bSTAMP\s+DUTY\b`, r`\bSERVICE\s+TAX\b`],
  loan_payment: [r`\b(LOAN|HP|HIRE\s+PURCHASE|FINANCING|PINJAMAN)\s+(INSTAL?L?MENT|REPAYMENT|REPYMT|INSTL)\b`,
    r`\b(MURABAHAH?|IJARAH?|TAWARRUQ|MUSHARAKAH?)\s+(INSTAL?L?MENT|REPAYMENT|PAYMENT|RENTAL)\b`],
  check: [r`\b(CHQ|CHEQUE)\s+(DEBIT|PRESENTED|ENCASHMENT|WITHDRAWAL|ISSUED)\b`, r`\bINWARD\s+(CLEARING\s+)?(CHQ|CHEQUE)\b`],
};

// Nigeria and Kenya English: NIP, COT, EMTL, excise duty on charges, returned direct debits.
const EN_NG_KE: Terms = {
  transfer_in: [r`\b(FT|TRF|TFR)\s+FROM\s+A\/C\s+\d+\s*$`],
  transfer_out: [r`\b(FT|TRF|TFR)\s+TO\s+A\/C\s+\d+\s*$`],
  loan_proceeds: [r`\bLOAN\s+(BOOKING|BOOKED|DISBURSAL|DISBURSED|CREDIT)\b`],
  nsf_fee: [r`\b(DD|DIRECT\s+DEBIT|D\/D|SO|S\/O|STANDING\s+ORDER|CHEQUE|CHQ|ITEM)\s+RETURN(ED)?\s+(FEE|CHARGE|CHG)S?\b`,
    r`\bUNPAID\s+(CHEQUE|CHQ|STANDING\s+ORDER|S\/O)\s+(FEE|CHARGE|CHG)S?\b`, r`\bUN(ARRANGED|AUTHORI[SZ]ED)\s+(OVERDRAFT|OD)\s+(FEE|CHARGE|CHG)S?\b`,
    r`\bEXCESS\s+(OVER\s+)?LIMIT\s+(FEE|CHARGE|CHG)S?\b`],
  fee: [r`\bCOMMISSION\s+ON\s+TURNOVER\b`, r`\bCOT\s+(CHARGE|CHG|FEE|@)`, r`\bEMTL\b`, r`\bELECTRONIC\s+MONEY\s+TRANSFER\s+LEVY\b`,
    r`\bEXCISE\s+DUTY\b`, r`\bCHARGES(\s+[A-Z]*\d[A-Z0-9]*)?$`, r`\bSMS\s+(ALERT\s+)?(CHARGES?|CHGS|FEES?)\b`, r`\bVAT\s+(ON\s+)?(CHARGES?|FEES?|COMMISSION|COT|SMS)\b`],
  loan_payment: [r`\bLOAN\s+(LIQUIDATION|REPAYMENT|RECOVERY|INSTAL?L?MENT)\b`],
};

// Swahili (Kenyan statements and M-PESA narratives).
const SW: Terms = {
  loan_proceeds: [r`\bMKOPO\s+(ULIOTOLEWA|UMETOLEWA)\b`],
  reversal: [r`\bMAREJESHO\s+YA\s+(MALIPO|PESA)\b`],
  nsf_fee: [r`\bHUNDI\s+(ILIYOKATALIWA|ILIYORUDISHWA|IMEKATALIWA)\b`, r`\bSALIO\s+HALITOSHI\b`],
  fee: [r`\bADA\s+YA\s+(HUDUMA|AKAUNTI|MWEZI|BENKI|KUTOA)\b`, r`\bUSHURU\s+WA\s+BLOGU\b`],
  loan_payment: [r`\b(MALIPO|MAREJESHO)\s+YA\s+MKOPO\b`],
  check: [r`^HUNDI\s*(NAMBA\s*)?\d+\s*$`],
};

// UAE English: returned cheques, insufficient balance, Islamic financing instalments.
const EN_AE: Terms = {
  nsf_fee: [r`\b(RETURNED|RETURN|BOUNCED|DISHONOU?RED)\s+(CHEQUE|CHQ|CHECK|DDS?|DIRECT\s+DEBIT)\s+(FEE|CHARGE|CHG)S?\b`,
    r`\b(DDS?|CHQ|CHEQUE)\s+(RETURN|RTN|BOUNCE)\s+(FEE|CHARGE|CHG)S?\b`, r`\bINSUFFICIENT\s+BALANCE\b`],
  fee: [r`\bMIN(IMUM)?\.?\s+BAL(ANCE)?\.?\s+(FEE|CHARGE|CHG)S?\b`, r`\bVAT\s+ON\s+(FEE|CHARGE)S?\b`],
  loan_payment: [r`\b(LOAN|FINANCE|FINANCING)\s+(INSTAL?L?MENT|INSTL|EMI)\b`, r`\bIJARAH?\b`],
};

// Irish English: lodgements, refer to drawer, government stamp duty, unpaid items.
const EN_IE: Terms = {
  nsf_fee: [r`\b(REFER(RED)?\s+TO\s+DRAWER|R\/D)\s+(CHQ\s+|CHEQUE\s+|ITEM\s+)?(FEE|CHARGE|CHG)S?\b`, r`\bUNPAID\s+(ITEM|CHEQUE|DD|D\/D|SEPA\s+DD)\s+(FEE|CHARGE|CHG)S?\b`,
    r`\bSEPA\s+(DD\s+)?(RETURN|REJECT(ION)?|R-TRANSACTION)\s+(FEE|CHARGE|CHG)S?\b`],
  fee: [r`\bGOVT\.?\s+(STAMP\s+)?DUTY\b`, r`\bGOVERNMENT\s+(STAMP\s+)?DUTY\b`, r`\bQUARTERLY\s+(FEES?|CHARGES?)\b`],
  loan_payment: [r`\b(D\/D|DD|SEPA\s+DD)\s+(LEASE|LEASING|HIRE\s+PURCHASE|HP)\b`, r`\bLEASE\s+(RENTAL|INSTAL?L?MENT|REPAYMENT)\b`],
};

// Multi-currency wallets (fintech accounts holding several currencies): converting one's own balance into another
// currency moves money between the holder's own balances, both ways.
const EN_WALLET: Terms = {
  own_transfer: [r`^CONVERTED\s+[\d,.]+\s+[A-Z]{3}\s+(TO|INTO|FOR)\s+[\d,.]+\s+[A-Z]{3}\b`, r`\b(FX|CURRENCY)\s+(CONVERSION|EXCHANGE)\s+(FROM|TO)\s+[A-Z]{3}\b`,
    r`\b(BALANCE|WALLET)\s+CONVERSION\b`],
};

export const WORLD_VOCABULARY: Readonly<Record<WorldLanguage, Terms>> = {
  it: IT, pl: PL, fr_qc: FR_QC, ms: MS, en_sg_my: EN_SG_MY, en_ng_ke: EN_NG_KE, sw: SW, en_ae: EN_AE, en_ie: EN_IE, en_wallet: EN_WALLET,
};
