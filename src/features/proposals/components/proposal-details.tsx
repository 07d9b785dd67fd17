// /proposaldetailsPage/{id}: with the `calls` extension, one call for proposals (its eligibility, required documents
// and the side card of similar calls, descriptions cut at 8 words) and Submit a proposal; 'Opportunity not found' for
// an unknown id. Against a spec-only host, the spec's sample proposal.
import { LoadingState } from '@/components/ui/list-state';
import { useFeature } from '@/lib/capabilities';
import { CallDetails } from './call-details';
import { SampleProposalDetails } from './sample-proposal-details';

export function ProposalDetails({ id }: { id: string }) {
  const calls = useFeature('calls');
  if (calls === undefined) return <LoadingState skeletons={2} />;
  return calls ? <CallDetails id={id} /> : <SampleProposalDetails id={id} />;
}
