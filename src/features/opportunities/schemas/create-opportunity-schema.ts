// The Create a Opportunity form's rules (spec section 5): every field required ('All fields are required'),
// timing full-time or remote, the image a PNG; date and time are combined into one timestamp on submit. Location,
// level and address are required too: the filters use location and level, and the details show the address
// (issue 13: an opportunity without them never matched a filter).
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { REQUIRED, requiredFiles, requiredLink, requiredText } from '@/lib/form-rules';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@contract/options';

export { REQUIRED };

export const createOpportunitySchema = yup.object({
  title: requiredText('title', 200),
  description: requiredText('description', 5000),
  date: yup.string().required(REQUIRED),
  time: yup.string().required(REQUIRED),
  deadline: yup.string().required(REQUIRED),
  link: requiredLink(),
  timing: yup
    .string()
    .required(REQUIRED)
    .oneOf([...OPPORTUNITY_TIMINGS], msg('Timing must be full time or remote.')),
  location: yup
    .string()
    .required(REQUIRED)
    .oneOf([...OPPORTUNITY_LOCATIONS], msg('Location must be remote, on-site or hybrid.')),
  level: yup
    .string()
    .required(REQUIRED)
    .oneOf([...OPPORTUNITY_LEVELS], msg('Level must be junior, intermediate or senior.')),
  address: requiredText('address', 300),
  // Optional (issue 34): where it is, so members in that state are told of it; blank means anywhere.
  state: yup.string().optional(),
  image: requiredFiles((file) => file.type === 'image/png', msg('The image must be a PNG file.')),
});

/**
 * The shared rules' messages (lib/form-rules.ts, contract/web-url.ts) as this form shows them, for the
 * `opportunities` catalogue: FormAlerts and FieldError find each through translate() (a number matches its {{max}}).
 */
export const OPPORTUNITY_FORM_TEXTS = [
  msg('All fields are required'),
  msg('The title is at most {{max}} characters.'),
  msg('The description is at most {{max}} characters.'),
  msg('The address is at most {{max}} characters.'),
  msg('Enter a valid link starting with http:// or https://.'),
];

export type CreateOpportunityValues = yup.InferType<typeof createOpportunitySchema>;
