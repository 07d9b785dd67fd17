// Certificates (issue 33, docs/training.md): the public verification, the holder's list, revocation, issuing for a
// training, the certificate of registration, and the downloads. Lazy: only /verify, My certificates and the
// partner's Issue button load it.
import type { IssueCertificatesResult } from '@contract/certificates';
import { currentLanguage, msg, t } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { apiBaseUrl, authorizationHeader } from '@/lib/api-session';
import { fieldsOf } from '@/lib/adapt';
import { readAdaptedItem } from '@/lib/item-response';
import { readArray } from '@/lib/list-response';
import { saveBlob } from '@/lib/save-file';
import { toCertificate, type Certificate } from './certificate-adapter';

export type { Certificate };

const readIssued = (body: unknown): IssueCertificatesResult => {
  const data = fieldsOf(fieldsOf(body).data);
  return { issued: Number(data.issued) || 0, total: Number(data.total) || 0 };
};

export const certificatesApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    // Never kept: a revocation must show the next time anyone looks.
    getCertificate: build.query<Certificate | null, string>({
      query: (code) => `/prop/public/certificate/${encodeURIComponent(code)}`,
      transformResponse: readAdaptedItem(toCertificate),
      keepUnusedDataFor: 0,
    }),
    getMyCertificates: build.query<Certificate[], void>({
      query: () => '/prop/certificate/mine',
      transformResponse: (body: unknown) => readArray<unknown>(body).map(toCertificate),
      keepUnusedDataFor: 0,
    }),
    revokeCertificate: build.mutation<Certificate | null, { code: string; reason: string }>({
      query: ({ code, reason }) => ({
        url: `/prop/certificate/${encodeURIComponent(code)}`,
        method: 'DELETE',
        body: { reason },
      }),
      transformResponse: readAdaptedItem(toCertificate),
    }),
    issueCertificates: build.mutation<IssueCertificatesResult, number>({
      query: (eventId) => ({ url: `/prop/event/${eventId}/certificates`, method: 'POST' }),
      transformResponse: readIssued,
    }),
    getRegistrationCertificate: build.mutation<Certificate | null, void>({
      query: () => ({ url: '/prop/account/registration-certificate', method: 'POST' }),
      transformResponse: readAdaptedItem(toCertificate),
    }),
  }),
});

registerErrorToast('getMyCertificates', msg('Your certificates could not be loaded.'));
registerErrorToast('revokeCertificate', msg('The certificate could not be revoked. Please try again.'));
registerErrorToast('issueCertificates', msg('The certificates could not be issued. Please try again.'));
registerErrorToast(
  'getRegistrationCertificate',
  msg('The certificate of registration could not be issued. Please try again.'),
);

export const {
  useGetCertificateQuery,
  useGetMyCertificatesQuery,
  useRevokeCertificateMutation,
  useIssueCertificatesMutation,
  useGetRegistrationCertificateMutation,
} = certificatesApi;

export type CertificateFile = 'pdf' | 'credential';

/**
 * Downloads the holder's PDF (in the portal's language) or Open Badges credential: the routes want the token in
 * Authorization, which a plain link cannot send, so the bytes are fetched and handed to the browser as a file.
 */
export async function downloadCertificate(code: string, file: CertificateFile): Promise<void> {
  const token = authorizationHeader();
  const query = file === 'pdf' ? `?lang=${currentLanguage()}` : '';
  const response = await fetch(
    `${apiBaseUrl()}/prop/certificate/${encodeURIComponent(code)}/${file}${query}`,
    {
      headers: token ? { Authorization: token } : {},
    },
  );
  if (!response.ok) throw new Error(t('The certificate could not be downloaded.'));
  saveBlob(await response.blob(), `certificate-${code}.${file === 'pdf' ? 'pdf' : 'jwt'}`);
}
