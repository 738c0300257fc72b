import type { StateEntry } from './schemas/locations.js';

/**
 * India's states and union territories as our API lists them (`POST /api/v0.1/countries/states`;
 * the server's data, which a server test holds this list to). The screens show them at once, in
 * a page rendered ahead too, while the API's answer is on its way.
 */
export const INDIAN_STATES: readonly StateEntry[] = [
  { name: 'Andaman and Nicobar Islands', state_code: 'AN' },
  { name: 'Andhra Pradesh', state_code: 'AP' },
  { name: 'Arunachal Pradesh', state_code: 'AR' },
  { name: 'Assam', state_code: 'AS' },
  { name: 'Bihar', state_code: 'BR' },
  { name: 'Chandigarh', state_code: 'CH' },
  { name: 'Chhattisgarh', state_code: 'CT' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', state_code: 'DH' },
  { name: 'Delhi', state_code: 'DL' },
  { name: 'Goa', state_code: 'GA' },
  { name: 'Gujarat', state_code: 'GJ' },
  { name: 'Haryana', state_code: 'HR' },
  { name: 'Himachal Pradesh', state_code: 'HP' },
  { name: 'Jammu and Kashmir', state_code: 'JK' },
  { name: 'Jharkhand', state_code: 'JH' },
  { name: 'Karnataka', state_code: 'KA' },
  { name: 'Kerala', state_code: 'KL' },
  { name: 'Ladakh', state_code: 'LA' },
  { name: 'Lakshadweep', state_code: 'LD' },
  { name: 'Madhya Pradesh', state_code: 'MP' },
  { name: 'Maharashtra', state_code: 'MH' },
  { name: 'Manipur', state_code: 'MN' },
  { name: 'Meghalaya', state_code: 'ML' },
  { name: 'Mizoram', state_code: 'MZ' },
  { name: 'Nagaland', state_code: 'NL' },
  { name: 'Odisha', state_code: 'OR' },
  { name: 'Puducherry', state_code: 'PY' },
  { name: 'Punjab', state_code: 'PB' },
  { name: 'Rajasthan', state_code: 'RJ' },
  { name: 'Sikkim', state_code: 'SK' },
  { name: 'Tamil Nadu', state_code: 'TN' },
  { name: 'Telangana', state_code: 'TG' },
  { name: 'Tripura', state_code: 'TR' },
  { name: 'Uttar Pradesh', state_code: 'UP' },
  { name: 'Uttarakhand', state_code: 'UK' },
  { name: 'West Bengal', state_code: 'WB' },
];
