import { readLocal, removeLocal, writeLocal } from '../../lib/local-store';

/** SPEC §6: the administrator's bearer token lives in localStorage under 'adminToken'. */
export const readAdminToken = () => readLocal('adminToken');
export const storeAdminToken = (token: string) => writeLocal('adminToken', token);
export const clearAdminToken = () => removeLocal('adminToken');
