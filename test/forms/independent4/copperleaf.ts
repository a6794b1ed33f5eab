import { HARBORLINE } from './harborline.ts';
export const COPPERLEAF = { ...HARBORLINE, name: 'copperleaf' };
