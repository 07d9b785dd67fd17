// The proposals page (/proposalpage). With the `calls` extension it lists real open calls for proposals; against a
// host that offers only the spec's API it keeps the spec's sample data (docs/proposals.md). While the host has not
// answered yet, a loading state (never the sample data that a moment later would be replaced).
import { LoadingState } from '@/components/ui/list-state';
import { useFeature } from '@/lib/capabilities';
import { CallsScreen } from './calls-screen';
import { SampleProposalsScreen } from './sample-proposals-screen';

export { PROPOSALS_PAGE_SIZE } from './sample-proposals-screen';

export function ProposalsScreen() {
  const calls = useFeature('calls');
  if (calls === undefined) return <LoadingState skeletons={3} />;
  return calls ? <CallsScreen /> : <SampleProposalsScreen />;
}
