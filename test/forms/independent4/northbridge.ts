import { HARBORLINE } from './harborline.ts';
export const NORTHBRIDGE = { ...HARBORLINE, name: 'northbridge' };
