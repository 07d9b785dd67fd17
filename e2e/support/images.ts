// Real image files for upload tests, made with sharp (a server dependency).
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

export function solidPng(width = 16, height = 16, background = '#8a8a8a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Uploads a small PNG through the real /upload as the account with this token; returns the stored image's path. */
export async function uploadPng(request: APIRequestContext, token: string): Promise<string> {
  const upload = await request.post('/upload', {
    headers: { Authorization: token },
    data: { type: 'png', file: (await solidPng(32, 24)).toString('base64') },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  return ((await upload.json()) as { results: string }).results;
}
