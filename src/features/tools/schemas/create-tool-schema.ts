// The Create Tool form's rules (spec section 5): name, description, link (url), images, sector and offer required;
// price and type too, because the tools filters use them (issue 13: a tool without them never matched a filter).
import * as yup from 'yup';
import { TOOL_PRICES, TOOL_TYPES } from '@contract/options';
import { msg } from '@/i18n/runtime';
import { REQUIRED, requiredFiles, requiredLink, requiredText } from '@/lib/form-rules';

export { REQUIRED };
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export const createToolSchema = yup.object({
  name: requiredText('name', 200),
  description: requiredText('description', 5000),
  link: requiredLink(),
  sector: yup.string().trim().required(REQUIRED),
  offer: requiredText('offer', 200),
  price: yup
    .string()
    .required(REQUIRED)
    .oneOf([...TOOL_PRICES], msg('Price must be free or paid.')),
  type: yup
    .string()
    .required(REQUIRED)
    .oneOf([...TOOL_TYPES], msg('Type must be subscription, membership or one-time purchase.')),
  images: requiredFiles(
    (file) => IMAGE_TYPES.includes(file.type),
    msg('Images must be PNG, JPEG, GIF or WebP files.'),
  ),
});

/**
 * The shared rules' messages (lib/form-rules.ts, contract/web-url.ts) as this form shows them, for the `tools`
 * catalogue: FormAlerts and FieldError find each through translate() (a number matches its {{max}}).
 */
export const TOOL_FORM_TEXTS = [
  msg('All fields are required'),
  msg('The name is at most {{max}} characters.'),
  msg('The description is at most {{max}} characters.'),
  msg('The offer is at most {{max}} characters.'),
  msg('Enter a valid link starting with http:// or https://.'),
];

export type CreateToolValues = yup.InferType<typeof createToolSchema>;
