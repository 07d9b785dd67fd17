// The take-down reason: 10 to 500 characters (it is mailed to the author), the server's rule and message.
import * as yup from 'yup';
import { MODERATION_MESSAGES, TAKE_DOWN_REASON_MAX, TAKE_DOWN_REASON_MIN } from '@contract/moderation';

export const takeDownSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(MODERATION_MESSAGES.takeDownReason)
    .min(TAKE_DOWN_REASON_MIN, MODERATION_MESSAGES.takeDownReason)
    .max(TAKE_DOWN_REASON_MAX, MODERATION_MESSAGES.takeDownReason),
});

export type TakeDownFormValues = yup.InferType<typeof takeDownSchema>;
