// The enquiry form's rules: the contract's limits and messages, the same the server applies (docs/enquiries.md).
// The messages are in the `marketplace` catalogue (../texts.ts); FieldError shows them through translate().
import { enquiryFormSchema } from '@/lib/enquiry-form-schema';

export const enquirySchema = enquiryFormSchema();
