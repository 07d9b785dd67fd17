// Every portal form with a link, website or social field validates it with the one URL rule (lib/web-url.ts,
// issue 11 7b): the same bad addresses fail each yup schema, good ones pass. Lives in app/ because it spans features.
import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import { businessStepSchemas } from '@/features/auth/schemas/business-signup';
import { partnerStepSchemas } from '@/features/auth/schemas/partner-signup';
import { addBusinessSchema } from '@/features/business/schemas/add-business-schema';
import { postSchema } from '@/features/feed/schemas/post-schema';
import { productSchema } from '@/features/marketplace/schemas/product-schema';
import { businessInfoSchema, creativeInfoSchema } from '@/features/profile/schemas/edit-info-schema';
import { createToolSchema } from '@/features/tools/schemas/create-tool-schema';
import { BAD_WEB_URLS, GOOD_WEB_URLS } from '@contract/__tests__/web-url-cases';

const BAD = BAD_WEB_URLS;
const GOOD = [...GOOD_WEB_URLS, 'https://bücher.example/x'];

async function accepts(schema: AnySchema, values: Record<string, unknown>, path: string): Promise<boolean> {
  try {
    await schema.validateAt(path, values);
    return true;
  } catch {
    return false;
  }
}

describe('every form with an address uses the rule', () => {
  const forms: { name: string; schema: AnySchema; field: string; bare: boolean }[] = [
    { name: 'create post link', schema: postSchema, field: 'link', bare: false },
    { name: 'create product link', schema: productSchema, field: 'link', bare: false },
    { name: 'create tool link', schema: createToolSchema, field: 'link', bare: false },
    { name: 'business sign-up website', schema: businessStepSchemas[1], field: 'website', bare: true },
    { name: 'partner sign-up website', schema: partnerStepSchemas[0], field: 'website', bare: true },
    { name: 'add a business website', schema: addBusinessSchema, field: 'website', bare: true },
    { name: 'edit business website', schema: businessInfoSchema, field: 'website', bare: true },
    { name: 'edit creative facebook', schema: creativeInfoSchema, field: 'facebook', bare: true },
    { name: 'edit business instagram', schema: businessInfoSchema, field: 'instagram', bare: true },
  ];
  for (const form of forms) {
    it(`${form.name}: bad addresses fail, good ones pass`, async () => {
      for (const bad of BAD)
        expect(await accepts(form.schema, { [form.field]: bad }, form.field), bad).toBe(false);
      for (const good of GOOD)
        expect(await accepts(form.schema, { [form.field]: good }, form.field), good).toBe(true);
      expect(await accepts(form.schema, { [form.field]: 'www.example.com' }, form.field)).toBe(form.bare);
    });
  }

  it('shows the form messages', async () => {
    await expect(postSchema.validateAt('link', { link: 'javascript:alert(1)' })).rejects.toThrow(
      'Enter a web address starting with http:// or https://',
    );
    await expect(
      businessStepSchemas[1].validateAt('website', { website: 'javascript:alert(1)<!--@x.example' }),
    ).rejects.toThrow('Please enter a valid website address.');
    await expect(
      creativeInfoSchema.validateAt('facebook', { facebook: 'http://user@host.example' }),
    ).rejects.toThrow('Enter a link (https://...) or a handle.');
  });
});
