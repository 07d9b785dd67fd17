// The service worker's precache list: the entry's static import closure with its CSS and fonts, never a lazy chunk.
import { describe, expect, it } from 'vitest';
import { firstLoadFiles, precacheList, type ManifestChunk } from '../precache-list';

const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    css: ['assets/index-1.css'],
    assets: ['assets/font.woff2'],
    imports: ['_first-load.js'],
  },
  '_first-load.js': { file: 'assets/first-load-2.js', imports: ['_runtime.js', 'index.html'] },
  '_runtime.js': { file: 'assets/runtime-3.js' },
  'src/app/routes/marketplace.tsx': { file: 'assets/marketplace-4.js', imports: ['_first-load.js'] },
};

describe('firstLoadFiles', () => {
  it('follows static imports once each, with stylesheets and fonts, and leaves lazy chunks out', () => {
    expect(firstLoadFiles(manifest)).toEqual([
      '/assets/index-1.js',
      '/assets/index-1.css',
      '/assets/font.woff2',
      '/assets/first-load-2.js',
      '/assets/runtime-3.js',
    ]);
  });

  it('precaches the page and the manifest with them', () => {
    expect(precacheList(manifest).slice(0, 2)).toEqual(['/index.html', '/manifest.webmanifest']);
  });
});
