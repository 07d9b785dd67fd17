// Your Business Profile: the businesses the account runs, 'Add a Business' (modal), 'No Business Added' when empty.
import { lazy, Suspense, useState } from 'react';
import { ListState } from '@/components/ui/list-state';
import { getErrorMessage } from '@/lib/api-client';
import { useGetMyBusinessesQuery } from '../api/business-api';
import { BusinessCard } from './business-card';

const AddBusinessModal = lazy(() => import('./add-business-modal'));

export function BusinessList() {
  const { data = [], isLoading, error, refetch } = useGetMyBusinessesQuery();
  const [adding, setAdding] = useState(false);
  return (
    <div>
      <button type="button" className="btn btn-primary mb-3" onClick={() => setAdding(true)}>
        Add a Business
      </button>
      <ListState
        isLoading={isLoading}
        error={error ? getErrorMessage(error, 'An error occurred.') : null}
        isEmpty={data.length === 0}
        emptyText="No Business Added"
        onRetry={() => void refetch()}
      >
        <ul className="row g-3 list-unstyled" aria-label="Your businesses">
          {data.map((business) => (
            <li key={business.id} className="col-12 col-md-6">
              <BusinessCard business={business} />
            </li>
          ))}
        </ul>
      </ListState>
      {adding ? (
        <Suspense fallback={null}>
          <AddBusinessModal show={adding} onHide={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
