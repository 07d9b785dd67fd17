// Every image the deployment files start is pinned to an exact release or a digest: `docker compose up` or
// `docker build` next year starts what was tested, not whatever `caddy:2` or `node:24-bookworm-slim` points at by then
// (docs/deploy.md, "Containers"). compose.yaml and the Dockerfile are read as text; no Docker is needed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../scripts/env-names';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * Images whose releases are numbered with two parts, so `16.15` is one release, not a line of them: PostgreSQL
 * (major.minor since 10) and SeaweedFS (4.47). Anything else needs major.minor.patch: `7.4` of Redis moves with each
 * 7.4.x.
 */
const TWO_PART_RELEASES = new Set(['postgres', 'chrislusf/seaweedfs']);

interface ImageRef {
  /** Repository, registry host kept: `postgres`, `chrislusf/seaweedfs`, `ghcr.io/x/y`. */
  name: string;
  tag: string | undefined;
  digest: string | undefined;
}

/** `name[:tag][@digest]`; a colon before the last slash belongs to a registry's port, not to the tag. */
function parseImage(reference: string): ImageRef {
  const [withTag, digest] = reference.split('@', 2);
  const colon = withTag.lastIndexOf(':');
  const hasTag = colon > withTag.lastIndexOf('/');
  return {
    name: hasTag ? withTag.slice(0, colon) : withTag,
    tag: hasTag ? withTag.slice(colon + 1) : undefined,
    digest,
  };
}

/** Library images are `docker.io/library/<name>`; compare them by their short name. */
const shortName = (name: string) => name.replace(/^(docker\.io\/)?(library\/)?/, '');

/** Why the reference is not pinned, or undefined when it is (an exact release tag or a sha256 digest). */
function unpinned(reference: string): string | undefined {
  const { name, tag, digest } = parseImage(reference);
  if (digest !== undefined)
    return /^sha256:[0-9a-f]{64}$/.test(digest) ? undefined : `a malformed digest (${digest})`;
  if (tag === undefined || tag === 'latest') return 'no tag (latest)';
  // The release is the tag's leading numbers (`16.15` of `16.15-bookworm`, `24.21.0` of `24.21.0-bookworm-slim`).
  const release = /^v?(\d+(?:\.\d+)*)(?:[-_+].*)?$/.exec(tag)?.[1];
  if (!release) return `a tag that names no release (${tag})`;
  const parts = release.split('.').length;
  const needed = TWO_PART_RELEASES.has(shortName(name)) ? 2 : 3;
  return parts >= needed ? undefined : `a floating tag (${tag}: a line of releases, not one)`;
}

interface ComposeService {
  image?: string;
  build?: unknown;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const services = Object.entries(compose.services);
/** What compose makes of `${NAME:-default}` when NAME is unset; a variable without a default stays as written. */
const withDefaults = (value: string) => value.replace(/\$\{[A-Za-z_][A-Za-z0-9_]*:?-([^}]*)\}/g, '$1');

/** The Dockerfile's FROM images, with ARG defaults declared before the first FROM filled in; stages named by AS skipped. */
function dockerfileImages(text: string): string[] {
  const args = new Map<string, string>();
  const stages = new Set<string>();
  const images: string[] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim());
  for (const line of lines.filter((l) => l && !l.startsWith('#'))) {
    const arg = /^ARG\s+([A-Za-z_][A-Za-z0-9_]*)=(\S+)/i.exec(line);
    if (arg && images.length === 0) args.set(arg[1], arg[2].replace(/^"(.*)"$/, '$1'));
    const from = /^FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!from) continue;
    const image = from[1].replace(
      /\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g,
      (whole, name: string) => args.get(name) ?? whole,
    );
    if (!stages.has(image)) images.push(image);
    if (from[2]) stages.add(from[2]);
  }
  return images;
}
const dockerImages = dockerfileImages(read('Dockerfile'));

describe('what counts as pinned', () => {
  it('refuses latest, a missing tag, a major line and a major.minor line of a three-part project', () => {
    for (const reference of [
      'caddy',
      'caddy:latest',
      'caddy:2',
      'postgres:16-bookworm',
      'redis:7.4-bookworm',
      'node:24-bookworm-slim',
      'node:lts-slim',
      'x@sha256:abc',
    ]) {
      expect([reference, unpinned(reference)]).not.toEqual([reference, undefined]);
    }
  });

  it('accepts an exact release, with or without a variant, and a digest', () => {
    const digest = `sha256:${'0123456789abcdef'.repeat(4)}`;
    for (const reference of [
      'caddy:2.10.2',
      'postgres:16.11-bookworm',
      'chrislusf/seaweedfs:4.47',
      'node:24.21.0-bookworm-slim',
      'registry.example:5000/team/app:1.2.3',
      `caddy@${digest}`,
      `caddy:2@${digest}`,
    ]) {
      expect([reference, unpinned(reference)]).toEqual([reference, undefined]);
    }
  });

  it('reads a registry port as part of the name and a FROM with ARG defaults and stages', () => {
    expect(parseImage('registry.example:5000/app')).toEqual({
      name: 'registry.example:5000/app',
      tag: undefined,
      digest: undefined,
    });
    expect(
      dockerfileImages(
        'ARG NODE=24.21.0\nFROM node:${NODE}-slim AS build\nFROM build AS test\nFROM --platform=$BUILDPLATFORM caddy:2',
      ),
    ).toEqual(['node:24.21.0-slim', 'caddy:2']);
  });
});

describe('compose.yaml', () => {
  it('pins every image it pulls', () => {
    const pulled = services.filter(([, service]) => service.build === undefined);
    expect(pulled.length).toBeGreaterThanOrEqual(5);
    for (const [name, service] of pulled) {
      expect([name, service.image ? unpinned(withDefaults(service.image)) : 'no image']).toEqual([
        name,
        undefined,
      ]);
    }
  });

  it('tags the image it builds itself (creative-portal, never pulled) with PORTAL_TAG, not latest', () => {
    const built = services.filter(([, service]) => service.build !== undefined);
    expect(built.length).toBeGreaterThanOrEqual(2);
    for (const [name, service] of built) {
      expect([name, service.image]).toEqual([
        name,
        expect.stringMatching(/^creative-portal:\$\{PORTAL_TAG:-[\w.-]+\}$/),
      ]);
      const { tag } = parseImage(withDefaults(service.image ?? ''));
      expect([name, tag]).toEqual([name, 'local']);
    }
  });
});

describe('Dockerfile', () => {
  it('pins every FROM image', () => {
    expect(dockerImages.length).toBeGreaterThanOrEqual(1);
    for (const image of dockerImages) expect([image, unpinned(image)]).toEqual([image, undefined]);
  });

  it('builds and runs on one Node release, Node 24 on Debian 12 slim, the one the developers pin', () => {
    const nodes = new Set(dockerImages.filter((image) => parseImage(image).name === 'node'));
    expect(nodes.size).toBe(1);
    const [tag] = [...nodes].map((image) => parseImage(image).tag ?? '');
    expect(tag).toMatch(/^24\.\d+\.\d+-bookworm-slim$/);
    // The developers' version file, once there, names the same release (or its line: "24").
    for (const file of ['.nvmrc', '.node-version'].filter((name) => existsSync(path.join(ROOT, name)))) {
      const wanted = read(file).trim().replace(/^v/, '');
      expect([file, tag.startsWith(`${wanted}.`) || tag.startsWith(`${wanted}-`)]).toEqual([file, true]);
    }
  });
});
