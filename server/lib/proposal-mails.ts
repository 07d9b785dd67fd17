// The proposal mails (issue 32, docs/proposals.md): to the applicant when a proposal is received and when the call's
// partner decides, in the applicant's language (the catalogues' mail.proposal.* sentences). The titles, the host and
// the decision's message are the users' own text: noticeMail escapes them in the HTML part.
import { render, type Language } from '../i18n/registry';
import type { MailMessage } from './mail-message';
import { noticeMail } from './mail-templates';

export interface ProposalMailInput {
  to: string;
  name: string;
  language: Language;
  title: string;
  call: string;
  host: string;
  /** Where the applicant follows their proposals (PUBLIC_URL + /proposalpage). */
  link: string;
}

const oneLine = (value: string) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 160);

export function proposalReceivedMail(input: ProposalMailInput): MailMessage {
  const { language, link } = input;
  const title = oneLine(input.title);
  const call = oneLine(input.call);
  const host = oneLine(input.host);
  return noticeMail({
    to: input.to,
    name: input.name,
    language,
    subject: render(language, 'mail.proposal.received.subject', { title }),
    lines: [
      render(language, 'mail.proposal.received.body', { title, call, host }),
      render(language, 'mail.funding.follow', { link }),
    ],
  });
}

export function proposalDecisionMail(
  input: ProposalMailInput & { status: 'APPROVED' | 'REJECTED'; message: string },
): MailMessage {
  const { language, link, status } = input;
  const title = oneLine(input.title);
  const call = oneLine(input.call);
  const host = oneLine(input.host);
  return noticeMail({
    to: input.to,
    name: input.name,
    language,
    subject: render(language, 'mail.proposal.decision.subject', { title, status }),
    lines: [
      render(language, 'mail.proposal.decision.body', { title, call, host, status }),
      render(language, 'mail.proposal.decision.message', { message: input.message }),
      render(language, 'mail.funding.follow', { link }),
    ],
  });
}
