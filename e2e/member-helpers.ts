import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

/** A small JPEG, as a phone photo would be uploaded (a colour per photo, so they differ). */
export async function photoFile(name: string, colour = '#7b1e3a') {
  const buffer = await sharp({ create: { width: 640, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export const BASIC = {
  gender: 'Female',
  dob: '1996-04-14',
  state: 'Tamil Nadu',
  city: 'Madurai',
  height: '5.4',
  weight: '55-60',
  fathers_name: 'Raman',
  mothers_name: 'Lakshmi',
  address: '12 South Masi Street, Madurai',
  marital_status: 'Never Married',
};

/** Calls one of the member's own APIs directly (to set up a step quickly). */
export async function memberCall(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.post(`/api/${url}`, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
