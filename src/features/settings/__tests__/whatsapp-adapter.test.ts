// The WhatsApp setting adapter: the server's answer read as is, anything else read as "not shown".
import { describe, expect, it } from 'vitest';
import type { WhatsappSetting } from '@contract/enquiries';
import { toWhatsappSetting } from '../api/whatsapp-adapter';
import { readWhatsappSetting } from '../api/settings-api';

describe('toWhatsappSetting', () => {
  it('reads the contract setting field for field', () => {
    const shown: WhatsappSetting = { show: true, number: '+2348031234567' };
    const hidden: WhatsappSetting = { show: false, number: null };
    expect(toWhatsappSetting(shown)).toEqual(shown);
    expect(toWhatsappSetting(hidden)).toEqual(hidden);
  });

  it('reads wrong shapes as not shown and no number', () => {
    expect(toWhatsappSetting({ show: 'yes', number: 2348031234567 })).toEqual({ show: false, number: null });
    expect(toWhatsappSetting(null)).toEqual({ show: false, number: null });
    expect(toWhatsappSetting(['x'])).toEqual({ show: false, number: null });
  });

  it('is what the api reads from the envelope', () => {
    expect(readWhatsappSetting({ status: true, data: { show: true, number: '+2348031234567' } })).toEqual({
      show: true,
      number: '+2348031234567',
    });
    expect(readWhatsappSetting('<html>')).toEqual({ show: false, number: null });
  });
});
