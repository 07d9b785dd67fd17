// The Create a Opportunity form's rules (spec section 5): every field required ('All fields are required'),
// timing full-time or remote, the image a PNG; date and time are combined into one timestamp on submit.
import * as yup from 'yup';
import { REQUIRED, requiredFiles, requiredLink, requiredText } from '@/lib/form-rules';
import { OPPORTUNITY_TIMINGS } from '@contract/options';

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
    .oneOf([...OPPORTUNITY_TIMINGS], 'Timing must be full-time or remote.'),
  image: requiredFiles((file) => file.type === 'image/png', 'The image must be a PNG file.'),
});

export type CreateOpportunityValues = yup.InferType<typeof createOpportunitySchema>;
