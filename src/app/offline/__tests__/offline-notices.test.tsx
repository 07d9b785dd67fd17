// The offline banner and the update prompt: shown when they should be, in one live region, Refresh only on a tap.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfflineNotices, offlineBannerShown } from '../offline-notices';

describe('offlineBannerShown', () => {
  it('when the browser is offline or an answer came from the cache', () => {
    expect(offlineBannerShown(true, false)).toBe(false);
    expect(offlineBannerShown(false, false)).toBe(true);
    expect(offlineBannerShown(true, true)).toBe(true);
  });
});

describe('OfflineNotices', () => {
  it('keeps an empty live region while there is nothing to say', () => {
    render(<OfflineNotices offline={false} onRefresh={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the content is saved when offline', () => {
    render(<OfflineNotices offline onRefresh={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline, showing saved content');
  });

  it('offers a new version, applied only when Refresh is tapped', async () => {
    const refresh = vi.fn();
    render(<OfflineNotices offline={false} onRefresh={refresh} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    expect(refresh).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
