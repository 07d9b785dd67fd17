import { describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES, businessOtpSchema, businessStepSchemas } from '../schemas/business-signup';
import { CREATIVE_SIGNUP_MESSAGES, creativeSignupSchema } from '../schemas/creative-signup';
import { FINISH_UP_MESSAGES, finishUpSchema } from '../schemas/finish-up';
import { forgotPasswordSchema } from '../schemas/forgot-password';
import { ADMIN_LOGIN_REQUIRED, LOGIN_REQUIRED, loginSchema } from '../schemas/login';
import { otpSchema } from '../schemas/otp';
import { PARTNER_MESSAGES, partnerStepSchemas } from '../schemas/partner-signup';
import { newPasswordSchema, OTP_MESSAGES, otpPasswordSchema, TERMS_MESSAGE } from '../schemas/password';

async function errorsOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('password rules in yup', () => {
  it.each([
    ['Ab#1', 'Password should be at least 8 characters long.'],
    ['abcdefg#1', 'Password should contain at least one capital letter.'],
    ['Abcdefgh1', 'Password should contain at least one symbol.'],
    [`A#${'a'.repeat(127)}`, 'Password should be at most 128 characters long.'],
    ['Password123!', 'This password is too common. Please choose another.'],
  ])('%s -> %s', async (password, message) => {
    expect(await errorsOf(newPasswordSchema, { password, confirm_password: password })).toEqual([message]);
  });

  it('requires the confirmation to match', async () => {
    expect(await errorsOf(newPasswordSchema, { password: 'Kente#Loom2026', confirm_password: 'x' })).toEqual([
      'Passwords do not match.',
    ]);
    expect(
      await errorsOf(newPasswordSchema, { password: 'Kente#Loom2026', confirm_password: 'Kente#Loom2026' }),
    ).toEqual([]);
  });

  it('needs a 6-digit code with a password', async () => {
    expect(
      await errorsOf(otpPasswordSchema, {
        otp: '',
        password: 'Kente#Loom2026',
        confirm_password: 'Kente#Loom2026',
      }),
    ).toEqual([OTP_MESSAGES.required]);
    expect(
      await errorsOf(otpPasswordSchema, {
        otp: '12a',
        password: 'Kente#Loom2026',
        confirm_password: 'Kente#Loom2026',
      }),
    ).toEqual([OTP_MESSAGES.format]);
  });
});

describe('login schemas', () => {
  it("uses 'All fields are required' for the sign-in and 'All Fields are required' for admins", async () => {
    expect(await errorsOf(loginSchema(), { email: '', password: '' })).toEqual([
      LOGIN_REQUIRED,
      LOGIN_REQUIRED,
    ]);
    expect(LOGIN_REQUIRED).toBe('All fields are required');
    expect(await errorsOf(loginSchema(ADMIN_LOGIN_REQUIRED), { email: '', password: '' })).toContain(
      'All Fields are required',
    );
    expect(await errorsOf(loginSchema(), { email: 'a@b.ng', password: 'x' })).toEqual([]);
  });
});

describe('creative signup and OTP', () => {
  it('requires names, e-mail, a valid password and the terms', async () => {
    const errors = await errorsOf(creativeSignupSchema, {});
    expect(errors).toEqual(
      expect.arrayContaining([
        CREATIVE_SIGNUP_MESSAGES.firstName,
        CREATIVE_SIGNUP_MESSAGES.lastName,
        'Email is required.',
        'Password should be at least 8 characters long.',
        TERMS_MESSAGE,
      ]),
    );
    expect(
      await errorsOf(creativeSignupSchema, {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.ng',
        password: 'Kente#Loom2026',
        terms: true,
      }),
    ).toEqual([]);
  });

  it('needs the code and the terms', async () => {
    expect(await errorsOf(otpSchema, { otp: '', terms: false })).toEqual([
      OTP_MESSAGES.required,
      TERMS_MESSAGE,
    ]);
    expect(await errorsOf(otpSchema, { otp: '123456', terms: true })).toEqual([]);
  });
});

describe('partner steps (spec section 5)', () => {
  it('step 1', async () => {
    expect(await errorsOf(partnerStepSchemas[0], {})).toEqual([
      PARTNER_MESSAGES.name,
      PARTNER_MESSAGES.email,
      PARTNER_MESSAGES.industry,
    ]);
    expect(
      await errorsOf(partnerStepSchemas[0], {
        name: 'x',
        email: 'a@b.ng',
        industry: 'private',
        website: 'nope',
      }),
    ).toEqual(['Please enter a valid website address.']);
  });
  it('step 2', async () => {
    expect(await errorsOf(partnerStepSchemas[1], {})).toEqual([
      'Contact Name is required.',
      'Contact Email is required.',
      'Contact Number is required.',
    ]);
  });
  it('step 3 with the terms; values are trimmed', async () => {
    expect(await errorsOf(partnerStepSchemas[2], {})).toEqual([
      'Partner type is required.',
      'Goal is required.',
      'Benefit is required.',
      TERMS_MESSAGE,
    ]);
    expect(
      await errorsOf(partnerStepSchemas[2], { partner_type: 'gift', goals: 'g', outcome: 'o', terms: true }),
    ).toEqual(['Partner type is required.']);
    expect(
      partnerStepSchemas[2].cast({ partner_type: 'donate', goals: '  g  ', outcome: 'o', terms: true }).goals,
    ).toBe('g');
  });
});

describe('business steps (spec section 5)', () => {
  it('step 1 and 2 use the server sentences', async () => {
    expect(await errorsOf(businessStepSchemas[0], {})).toEqual([
      BUSINESS_MESSAGES.tradeName,
      BUSINESS_MESSAGES.sector,
      BUSINESS_MESSAGES.area,
      BUSINESS_MESSAGES.state,
      BUSINESS_MESSAGES.lga,
    ]);
    expect(BUSINESS_MESSAGES.tradeName).toBe('Trade name is required.');
    expect(BUSINESS_MESSAGES.lga).toBe('LGA is required.');
    expect(await errorsOf(businessStepSchemas[1], {})).toEqual([
      'Email is required.',
      'Phone number is required.',
    ]);
    expect(await errorsOf(businessStepSchemas[1], { email: 'x', phone_number: '12345' })).toEqual([
      'Please enter a valid email address.',
      'Please enter a valid Nigerian phone number.',
    ]);
    expect(
      await errorsOf(businessStepSchemas[1], { email: 'a@b.ng', phone_number: '+2348031234567' }),
    ).toEqual([]);
    expect(await errorsOf(businessStepSchemas[2], {})).toEqual([]);
    expect(await errorsOf(businessOtpSchema, { otp: '' })).toEqual([OTP_MESSAGES.required]);
  });
});

describe('forgot password', () => {
  it("'Please select an account type' and 'Invalid user type.'", async () => {
    expect(await errorsOf(forgotPasswordSchema, { accountType: '', email: 'a@b.ng' })).toEqual([
      'Please select an account type',
    ]);
    expect(await errorsOf(forgotPasswordSchema, { accountType: 'admin', email: 'a@b.ng' })).toEqual([
      'Invalid user type.',
    ]);
    expect(await errorsOf(forgotPasswordSchema, { accountType: 'partner', email: 'a@b.ng' })).toEqual([]);
  });
});

describe('finish up', () => {
  it('needs a Nigerian phone number and checks identity fields', async () => {
    expect(await errorsOf(finishUpSchema, {})).toEqual([FINISH_UP_MESSAGES.phone]);
    expect(
      await errorsOf(finishUpSchema, {
        phone_number: '08031234567',
        verificationMethod: 'NIN',
        identificationNumber: '123',
      }),
    ).toEqual([FINISH_UP_MESSAGES.identification]);
    expect(
      await errorsOf(finishUpSchema, { phone_number: '08031234567', identificationNumber: '12345678901' }),
    ).toEqual([FINISH_UP_MESSAGES.method]);
    expect(
      await errorsOf(finishUpSchema, { phone_number: '0803 123 4567', training: true, detail_training: 'x' }),
    ).toEqual([]);
  });
});
