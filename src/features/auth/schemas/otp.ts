// Creative e-mail verification (spec sections 2 and 5): the code and the terms checkbox.
import * as yup from 'yup';
import { otpField, termsField } from './password';

export const otpSchema = yup.object({ otp: otpField(), terms: termsField() });
export type OtpValues = yup.InferType<typeof otpSchema>;
