import { HARBORLINE } from './harborline.ts';
export const BLUESTEM = { ...HARBORLINE, name: 'bluestem' };
