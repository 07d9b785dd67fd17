// The Nigerian mobile rule and the enquiry's contact field: shared word for word by the server's checks and the
// portal's form, so their edges are pinned here once.
import { describe, expect, it } from 'vitest';
import { ENQUIRY_CONTACT_MAX, ENQUIRY_MESSAGES, readEnquiryContact, whatsappLink } from '../enquiries';
import { normaliseNigerianPhone } from '../phone';

describe('normaliseNigerianPhone', () => {
  it('stores the three spellings of a mobile number as +234XXXXXXXXXX', () => {
    expect(normaliseNigerianPhone('08031234567')).toBe('+2348031234567');
    expect(normaliseNigerianPhone('2348031234567')).toBe('+2348031234567');
    expect(normaliseNigerianPhone('+2348031234567')).toBe('+2348031234567');
  });

  it('allows spaces, dashes, dots and brackets around the digits', () => {
    expect(normaliseNigerianPhone('  (0803) 123-45.67 ')).toBe('+2348031234567');
  });

  it('takes every mobile prefix (70, 71, 80, 81, 90, 91) and nothing else', () => {
    for (const prefix of ['70', '71', '80', '81', '90', '91'])
      expect(normaliseNigerianPhone(`0${prefix}31234567`)).toBe(`+234${prefix}31234567`);
    for (const prefix of ['60', '72', '82', '92', '10'])
      expect(normaliseNigerianPhone(`0${prefix}31234567`), prefix).toBeNull();
  });

  it('wants exactly ten digits after the country code or the 0, and nothing around them', () => {
    expect(normaliseNigerianPhone('0803123456')).toBeNull();
    expect(normaliseNigerianPhone('080312345678')).toBeNull();
    expect(normaliseNigerianPhone('x08031234567')).toBeNull();
    expect(normaliseNigerianPhone('08031234567x')).toBeNull();
    expect(normaliseNigerianPhone('++2348031234567')).toBeNull();
    expect(normaliseNigerianPhone('8031234567')).toBeNull();
    expect(normaliseNigerianPhone('')).toBeNull();
  });
});

describe('readEnquiryContact', () => {
  it('reads an e-mail address as typed (trimmed) and a phone number in its stored form', () => {
    expect(readEnquiryContact('  Ada.Obi@Example.ng ')).toEqual({
      kind: 'email',
      value: 'Ada.Obi@Example.ng',
    });
    expect(readEnquiryContact(' 0803 123 4567 ')).toEqual({ kind: 'phone', value: '+2348031234567' });
  });

  it('refuses what could start a second address or header in Reply-To', () => {
    for (const bad of [
      'a@b',
      'a@b.c',
      'a b@c.ng',
      'a@b@c.ng',
      '"a"@b.ng',
      '<a@b.ng>',
      'a@b.ng, c@d.ng',
      'a;b@c.ng',
      'a@b.n1',
    ])
      expect(readEnquiryContact(bad), bad).toBeNull();
  });

  it('refuses an empty contact, an unknown number and one longer than 254 characters', () => {
    expect(readEnquiryContact('   ')).toBeNull();
    expect(readEnquiryContact('12345')).toBeNull();
    const longest = `${'a'.repeat(ENQUIRY_CONTACT_MAX - '@example.ng'.length)}@example.ng`;
    expect(readEnquiryContact(longest)).toEqual({ kind: 'email', value: longest });
    expect(readEnquiryContact(`a${longest}`)).toBeNull();
  });

  it("says the rule's limits in its message", () => {
    expect(ENQUIRY_MESSAGES.message).toBe('Please write a message of 10 to 1000 characters.');
  });
});

describe('whatsappLink', () => {
  it("keeps the number's digits only and encodes the message", () => {
    expect(whatsappLink('+234 803-123-4567', 'Hello & is "Ankara" available?')).toBe(
      'https://wa.me/2348031234567?text=Hello%20%26%20is%20%22Ankara%22%20available%3F',
    );
  });
});
