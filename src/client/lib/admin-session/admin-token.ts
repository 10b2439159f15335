import { readLocal, removeLocal, writeLocal } from '../local-store';

/** The administrator's bearer token lives in localStorage under 'adminToken' (docs/product.md#browser-storage). */
export const readAdminToken = () => readLocal('adminToken');
export const storeAdminToken = (token: string) => writeLocal('adminToken', token);
export const clearAdminToken = () => removeLocal('adminToken');
