import { HARBORLINE } from './harborline.ts';
export const KEYSTONE = { ...HARBORLINE, name: 'keystone' };
