import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { findPageHeading, renderApp } from '@/testing/render';

describe('route table', () => {
  it('renders /t&c literally', async () => {
    const { router } = renderApp('/t&c');
    expect(await findPageHeading('Terms of Use')).toBeInTheDocument(); // the same terms as /terms-of-use
    expect(router.state.location.pathname).toBe('/t&c');
    expect(document.title).toBe('Terms & Conditions | CLAP');
  });

  it.each([
    ['/homepage', 'Home'],
    ['/directorypage', 'Directory'],
    ['/marketpage', 'Marketplace'],
    ['/toolsPage', 'Tools'],
    ['/toolspage', 'Tools'],
    ['/opportunitypage', 'Opportunities'],
    ['/trainingpage', 'Training'],
    ['/trainingPage', 'Training'],
    ['/proposalpage', 'Proposals'],
    ['/user-products/500', 'Products by Merchant 0'], // the seller's account id (MSW products by author 500)
    ['/licensepage', /Intellectual Property Securitization/],
    ['/fundingpage', 'Funding for Creatives and Creative Businesses'],
    ['/funding', 'Apply for funding'],
    ['/privacy', 'Privacy Policy'],
    ['/vision-mission', 'Vision and Mission'],
    ['/8-point-plan', "The Minister's Eight-Point Plan"],
    ['/aboutus', 'About the Ministry'],
    ['/faq', 'Frequently Asked Questions'],
    ['/training/4', 'Training Details'],
    ['/tooldetailsPage/4', 'Offer Details'],
    ['/opportunity/4', 'Opportunity Details'],
    ['/proposaldetailsPage/4', 'Proposal Details'],
    ['/profile/4', 'Profile not found'], // unknown id: the profile screen's not-found state
    ['/publicProfile/ref-4', 'Profile not found'],
    ['/welcome', 'Welcome'],
    ['/setpartnerpassword', 'Set your password'],
    ['/partnerwelcome', 'Thank you for registering'],
    ['/otp', 'Verify your account'],
    ['/bpassword', 'Create your password'],
    ['/cpassword', 'Create your password'],
    ['/partpassword', 'Set your password'],
    ['/partPassword', 'Set your password'],
    ['/partnersetpassword', 'Set your partner password'],
    ['/forgot-password?loginType=partner', 'Forgot password'],
    ['/resetPassword', 'Reset Password'],
    ['/password', 'Create your password'],
    ['/marketdetailsPage/4', /^Product/],
    ['/admin-login', 'Admin login'],
    ['/creative', 'Create a Creative account'],
    ['/partner', 'Become a Partner'],
    ['/business', 'Business Registration'],
    ['/login', 'Login'],
    ['/', 'Creative Economy Portal'],
    ['/terms-of-use', 'Terms of Use'],
    ['/signup', 'Sign Up'],
  ])('%s shows %s', async (path, title) => {
    renderApp(path);
    // A details page may show a loading heading first; wait for the page's own heading to settle.
    await findPageHeading(title);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument());
  });

  it.each([
    ['/profilepage', 'Your Profile'],
    ['/bussinesspage', 'Business'],
    ['/addbusiness', 'Add a Business'],
    ['/settings', 'Settings'],
    ['/trainingform', 'Create a Training'],
    ['/newform', 'Create something new'],
  ])('%s shows %s with a token', async (path, title) => {
    seedSession('user');
    renderApp(path);
    expect(await findPageHeading(title)).toBeInTheDocument();
  });

  it('uses the layouts: main with sidebar, auth card without nav, detail without sidebar', async () => {
    const { router } = renderApp('/directorypage');
    await findPageHeading('Directory');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('navigation', { name: 'Sidebar navigation' })).toBeInTheDocument();
    await router.navigate('/marketdetailsPage/1');
    await findPageHeading(/^Product/);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sidebar/i })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await router.navigate('/otp');
    await findPageHeading('Verify your account');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByText('We sent an OTP to your registered email')).toBeInTheDocument();
  });

  it('shows a friendly 404 for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/homepage');
  });
});
