import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListState } from '../list-state';
import { Pagination, pageWindow } from '../pagination';

describe('Pagination', () => {
  it('moves with Previous, Next and page numbers', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination page={1} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('renders nothing for a single page and elides long ranges', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('ListState', () => {
  it('shows loading, error with Retry, empty text, then the children', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ListState isLoading isEmpty={false} emptyText="No products found">
        <p>items</p>
      </ListState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(
      <ListState
        isLoading={false}
        error="Error loading data"
        onRetry={onRetry}
        isEmpty
        emptyText="No products found"
      >
        <p>items</p>
      </ListState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading data');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(
      <ListState isLoading={false} isEmpty emptyText="No products found">
        <p>items</p>
      </ListState>,
    );
    expect(screen.getByText('No products found')).toBeInTheDocument();
    rerender(
      <ListState isLoading={false} isEmpty={false} emptyText="No products found">
        <p>items</p>
      </ListState>,
    );
    expect(screen.getByText('items')).toBeInTheDocument();
  });
});
