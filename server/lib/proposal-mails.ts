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

/** The notice to the applicant: the subject, then `lines`, then where to follow the proposal. */
function proposalNotice(input: ProposalMailInput, subject: string, lines: string[]): MailMessage {
  const { language, link } = input;
  return noticeMail({
    to: input.to,
    name: input.name,
    language,
    subject,
    lines: [...lines, render(language, 'mail.funding.follow', { link })],
  });
}

/** The users' texts the sentences quote, each on one line. */
const quoted = (input: ProposalMailInput) => ({
  title: oneLine(input.title),
  call: oneLine(input.call),
  host: oneLine(input.host),
});

export function proposalReceivedMail(input: ProposalMailInput): MailMessage {
  const { language } = input;
  const texts = quoted(input);
  return proposalNotice(input, render(language, 'mail.proposal.received.subject', { title: texts.title }), [
    render(language, 'mail.proposal.received.body', texts),
  ]);
}

export function proposalDecisionMail(
  input: ProposalMailInput & { status: 'APPROVED' | 'REJECTED'; message: string },
): MailMessage {
  const { language, status } = input;
  const texts = quoted(input);
  return proposalNotice(
    input,
    render(language, 'mail.proposal.decision.subject', { title: texts.title, status }),
    [
      render(language, 'mail.proposal.decision.body', { ...texts, status }),
      render(language, 'mail.proposal.decision.message', { message: input.message }),
    ],
  );
}
