// MSW handlers for certificates (issue 33): the public verification, the holder's list, revocation, issuing and the
// certificate of registration, kept in memory (resetCertificates() between tests that need a clean slate).
import { http, HttpResponse } from 'msw';
import type { CertificateItem, IssueCertificatesResult, RevokeCertificateBody } from '@contract/certificates';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const certificatesStore = {
  certificates: [] as CertificateItem[],
  /** Codes of the certificates the signed-in caller holds (GET /prop/certificate/mine). */
  mine: [] as string[],
  /** Codes the caller may revoke (the training's partner). */
  revocable: [] as string[],
  issued: { issued: 0, total: 0 } as IssueCertificatesResult,
};

export function resetCertificates(): void {
  certificatesStore.certificates = [];
  certificatesStore.mine = [];
  certificatesStore.revocable = [];
  certificatesStore.issued = { issued: 0, total: 0 };
}

export function makeCertificate(overrides: Partial<CertificateItem> = {}): CertificateItem {
  return {
    code: 'ABCDEFGHIJKLMNOPQRST',
    kind: 'training',
    status: 'valid',
    holder_name: 'Adéṣọlá Ọ̀ṣọ́fisan',
    holder_deleted: false,
    title: 'Film editing basics',
    partner_name: 'Lagos Film Academy',
    training_date: '2026-11-20T09:00:00.000Z',
    state: 'Lagos',
    issued_at: '2026-11-21T09:00:00.000Z',
    revoked_at: null,
    revoked_reason: null,
    ...overrides,
  };
}

const find = (code: unknown) => certificatesStore.certificates.find((c) => c.code === code);

export const certificateHandlers = [
  http.get(apiUrl('/prop/public/certificate/:code'), ({ params }) => {
    const certificate = find(params.code);
    if (!certificate) return errorEnvelope(404, 'Certificate not found.');
    const canRevoke =
      certificatesStore.revocable.includes(certificate.code) && certificate.status === 'valid';
    return okEnvelope({ ...certificate, can_revoke: canRevoke }, 'Certificate');
  }),
  http.get(apiUrl('/prop/certificate/mine'), () =>
    okEnvelope(
      certificatesStore.certificates.filter((c) => certificatesStore.mine.includes(c.code)),
      'Your certificates',
    ),
  ),
  http.delete(apiUrl('/prop/certificate/:code'), async ({ params, request }) => {
    const certificate = find(params.code);
    if (!certificate) return errorEnvelope(404, 'Certificate not found.');
    const { reason } = (await request.json()) as RevokeCertificateBody;
    Object.assign(certificate, {
      status: 'revoked',
      revoked_at: '2026-11-22T09:00:00.000Z',
      revoked_reason: reason,
    });
    return okEnvelope(certificate, 'The certificate has been revoked.');
  }),
  http.post(apiUrl('/prop/event/:id/certificates'), () =>
    okEnvelope(certificatesStore.issued, 'Certificates issued.'),
  ),
  http.post(apiUrl('/prop/account/registration-certificate'), () => {
    const certificate = makeCertificate({
      code: 'REGISTRATIONCODE2345',
      kind: 'registration',
      title: 'Registration with the Creative Portal',
      partner_name: null,
      training_date: null,
    });
    certificatesStore.certificates.push(certificate);
    certificatesStore.mine.push(certificate.code);
    return HttpResponse.json(
      { status: true, message: 'Your certificate of registration is ready.', data: certificate },
      { status: 201 },
    );
  }),
];
