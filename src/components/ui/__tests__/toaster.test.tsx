import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { toast } from 'react-toastify';
import Toaster from '../toaster';

let navigate: NavigateFunction;
function Navigator({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  onNavigate(useNavigate());
  return null;
}

function Probe() {
  return (
    <Navigator
      onNavigate={(next) => {
        navigate = next;
      }}
    />
  );
}

function renderToaster() {
  render(
    <MemoryRouter initialEntries={['/otp']}>
      <Probe />
      <Toaster />
    </MemoryRouter>,
  );
}

/** A toast on its way out (react-toastify removes it when its exit animation ends, which jsdom never runs). */
const leaving = (text: string) =>
  screen.getByText(text).closest('.Toastify__toast')?.className.includes('exit') ?? true;

describe('old toasts do not outlive the journey', () => {
  it('dismisses an error toast when a success toast appears, and keeps the success', async () => {
    renderToaster();
    act(() => void toast.error('Invalid OTP'));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(leaving('Invalid OTP')).toBe(false);
    act(() => void toast.success('User verified successfully!'));
    expect(await screen.findByText('User verified successfully!')).toBeInTheDocument();
    await vi.waitFor(() => expect(leaving('Invalid OTP')).toBe(true));
    expect(leaving('User verified successfully!')).toBe(false);
  });

  it('dismisses error toasts on a route change, but not on a query change or for an info toast', async () => {
    renderToaster();
    act(() => {
      toast.error('Log in failed!');
      toast.info('Saved as a draft');
    });
    expect(await screen.findByText('Log in failed!')).toBeInTheDocument();
    act(() => void navigate('/otp?step=finish'));
    expect(leaving('Log in failed!')).toBe(false);
    act(() => void navigate('/homepage'));
    await vi.waitFor(() => expect(leaving('Log in failed!')).toBe(true));
    expect(leaving('Saved as a draft')).toBe(false);
  });
});
