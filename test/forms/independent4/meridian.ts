import { HARBORLINE } from './harborline.ts';
export const MERIDIAN = { ...HARBORLINE, name: 'meridian' };
