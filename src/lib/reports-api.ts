// Reporting what is wrong (issue 14): POST /prop/reports, shared by every feature that shows a Report link (the feed,
// marketplace, tools, opportunities, training and profiles), loaded with the report dialog only. A repeat report of
// the same item answers 200 too, so the dialog thanks either way (with the contract's reportThanks).
import type { ReportBody } from '@contract/moderation';
import { api, ONE_OWNER_PER_ENDPOINT } from './api';

export const reportsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    reportItem: build.mutation<unknown, ReportBody>({
      query: (body) => ({ url: '/prop/reports', method: 'POST', body }),
    }),
  }),
});
// No error toast: the dialog shows a refusal (own item, 20 a day, gone) inside itself, where the reporter is.

export const { useReportItemMutation } = reportsApi;
