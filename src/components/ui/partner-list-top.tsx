// The top of a list partners add to: its search, the partner's My/All toggle, and the create card in a row of
// the list's grid (the card opens the feature's lazy create modal).
import { ListSearch } from './list-search';
import { MineToggle } from './paged-list';
import { PartnerCreateCard, type PartnerCreateCardProps } from './partner-create-card';

export interface PartnerListTopProps {
  search: { value: string; onSearch: (q: string) => void; label: string };
  /** The signed-in partner, or null for everyone else (who sees the search only). */
  partner: { approved: boolean } | null;
  /** The My/All toggle, for the lists where a partner reads their own items first. */
  mineToggle?: { mine: boolean; noun: string; onChange: (mine: boolean) => void };
  /** The grid's column classes, the same as the list's below. */
  columns: string;
  createLabel: string;
  loadModal: PartnerCreateCardProps['loadModal'];
}

export function PartnerListTop({
  search,
  partner,
  mineToggle,
  columns,
  createLabel,
  loadModal,
}: PartnerListTopProps) {
  return (
    <>
      <ListSearch value={search.value} onSearch={search.onSearch} label={search.label} />
      {partner ? (
        <>
          {mineToggle ? <MineToggle {...mineToggle} /> : null}
          <div className={`row ${columns} g-3 mb-3`}>
            <div className="col">
              <PartnerCreateCard label={createLabel} approved={partner.approved} loadModal={loadModal} />
            </div>
          </div>
        </>
      ) : null}
    </>
  );
}
