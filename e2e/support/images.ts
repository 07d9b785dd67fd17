// Real image files for upload tests, made with sharp (a server dependency).
import sharp from 'sharp';

export function solidPng(width = 16, height = 16, background = '#8a8a8a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}
