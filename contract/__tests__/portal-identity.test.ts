// The portal identity's one rule (issue 31): what an admin's edit and the environment may hold, and the legal pages'
// tokens filled from it (with a true sentence for a fact not given).
import { describe, expect, it } from 'vitest';
import { isDraftPage, PAGE_DRAFTS, PAGE_SLUGS } from '../page-drafts';
import {
  BACKUP_RETENTION_DAYS,
  checkIdentity,
  DEMO_IDENTITY,
  EMPTY_IDENTITY,
  fillPageTokens,
  fillTokens,
  IDENTITY_FIELDS,
  whatsappLink,
  type PortalIdentity,
} from '../portal-identity';

const valid: PortalIdentity = { ...EMPTY_IDENTITY, name: 'Federal Ministry of Testing' };

describe('checkIdentity', () => {
  it('accepts the demo identity and an identity with only a name', () => {
    expect(checkIdentity(DEMO_IDENTITY)).toEqual({ ok: true, identity: DEMO_IDENTITY });
    expect(checkIdentity(valid).ok).toBe(true);
  });

  it('requires the name unless told not to (the environment may leave it unset)', () => {
    expect(checkIdentity(EMPTY_IDENTITY)).toEqual({
      ok: false,
      problems: { name: 'Please enter the full name.' },
    });
    expect(checkIdentity(EMPTY_IDENTITY, { requireName: false }).ok).toBe(true);
  });

  it('trims and collapses spaces, and normalises the phone numbers', () => {
    const checked = checkIdentity({
      ...valid,
      name: '  Federal   Ministry ',
      whatsapp: '0803 123 4567',
      phone: '0809-000-1111',
    });
    expect(checked).toMatchObject({
      ok: true,
      identity: { name: 'Federal Ministry', whatsapp: '+2348031234567', phone: '+2348090001111' },
    });
    // A landline is a phone, not a WhatsApp number.
    expect(checkIdentity({ ...valid, phone: '+234 9 461 0000' }).ok).toBe(true);
    expect(checkIdentity({ ...valid, whatsapp: '+234 9 461 0000' }).ok).toBe(false);
  });

  it.each([
    ['email', 'ministry.test', 'Please enter a valid e-mail address.'],
    ['dpo_email', 'dpo@ministry', 'Please enter a valid e-mail address.'],
    ['phone', 'ring us', 'Please enter a valid phone number.'],
    ['whatsapp', '12345', 'Please enter a valid Nigerian phone number.'],
    ['website', 'javascript:alert(1)', 'Enter a valid link starting with http:// or https://.'],
    ['x_url', 'ftp://x.com/fmt', 'Enter a valid link starting with http:// or https://.'],
    ['logo_url', '//evil.test/crest.png', 'Enter a valid link starting with http:// or https://.'],
    ['short_name', 'x'.repeat(41), 'This text is too long.'],
    ['tiktok_url', `https://tiktok.com/${'x'.repeat(500)}`, 'This text is too long.'],
  ] as const)('refuses %s = %j', (field, value, problem) => {
    expect(checkIdentity({ ...valid, [field]: value })).toEqual({
      ok: false,
      problems: { [field]: problem },
    });
  });

  it('takes the crest as an http(s) link or a path on this server', () => {
    expect(checkIdentity({ ...valid, logo_url: '/uploads/crest.png' }).ok).toBe(true);
    expect(checkIdentity({ ...valid, logo_url: 'https://ministry.test/crest.png' }).ok).toBe(true);
  });

  it('has an environment variable name for every field (docs/identity.md lists them)', () => {
    expect(IDENTITY_FIELDS).toHaveLength(16);
  });
});

describe('the legal pages', () => {
  it('never makes the privacy policy, the terms or the accessibility statement a draft', () => {
    for (const slug of ['privacy', 'terms', 'accessibility', 'faq', 'funding', 'license'] as const) {
      expect(isDraftPage(PAGE_DRAFTS[slug]), slug).toBe(false);
    }
    // Pages only the Ministry can write stay drafts.
    for (const slug of ['vision-mission', 'eight-point-plan', 'about'] as const) {
      expect(isDraftPage(PAGE_DRAFTS[slug]), slug).toBe(true);
    }
  });

  it('fills every token of every page, leaving no brace behind, with the identity and without it', () => {
    for (const identity of [DEMO_IDENTITY, EMPTY_IDENTITY]) {
      for (const slug of PAGE_SLUGS) {
        const filled = JSON.stringify(fillPageTokens(PAGE_DRAFTS[slug], identity));
        expect(filled, slug).not.toMatch(/\{[a-z_]+\}/);
      }
    }
  });

  it('names the operator, its contacts and the backup retention', () => {
    const privacy = JSON.stringify(fillPageTokens(PAGE_DRAFTS.privacy, DEMO_IDENTITY));
    expect(privacy).toContain(`The ${DEMO_IDENTITY.name} is the data controller`);
    expect(privacy).toContain(`E-mail: ${DEMO_IDENTITY.dpo_email}`);
    expect(privacy).toContain(`kept for ${BACKUP_RETENTION_DAYS} days`);
    expect(BACKUP_RETENTION_DAYS).toBe(35);
  });

  it('falls back to sentences that stay true: the data-protection e-mail to the contact, then to the channels', () => {
    expect(fillTokens('{dpo_email}', { ...EMPTY_IDENTITY, email: 'info@ministry.test' })).toBe(
      'info@ministry.test',
    );
    expect(fillTokens('Write to {dpo_email}.', EMPTY_IDENTITY)).toBe(
      "Write to the Ministry's official contact channels.",
    );
    expect(fillTokens('The {operator} is', EMPTY_IDENTITY)).toBe(
      'The Ministry responsible for the creative economy is',
    );
    // Unknown braces are text.
    expect(fillTokens('{unknown} {{email}}', DEMO_IDENTITY)).toBe(`{unknown} {${DEMO_IDENTITY.email}}`);
  });
});

describe('whatsappLink', () => {
  it('is wa.me with the digits, or nothing without a number', () => {
    expect(whatsappLink('+2348031234567')).toBe('https://wa.me/2348031234567');
    expect(whatsappLink('')).toBe('');
  });
});
