import { HARBORLINE } from './harborline.ts';
export const SOLANA = { ...HARBORLINE, name: 'solana' };
