// The site header of spec section 2: logo with BETA, role navigation, Apply for funding, profile menu or sign-in,
// the mobile menu, the language menu and the large page title on /homepage. At 900 px or less (where the
// sidebar is closed) the header is one row, and its one Menu holds the main links, the sidebar's About Us pages and,
// on phones, Apply for funding.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { viaLoaders } from '@/app/lazy-loaders';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Logo } from '@/components/layout/logo';
import { useFeature } from '@/lib/capabilities';
import { SmallImage } from '@/components/ui/small-image';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { selectAuth, selectIsSignedIn } from '@/features/auth/auth-slice';
import { fundingModalOpened } from '@/features/funding/funding-slice';
import { AfterPage } from '@/components/ui/after-page';
import { useT } from '@/i18n/use-t';
import { NotificationBell, useNotificationsShown } from '../notifications-after-page';
import { navItemsFor, useShownNavItems } from './nav-items';
import { navList } from './nav-links';
import { FundingButton } from './funding-button';

// The phone menu's contents and the signed-in member's menu load when they are opened (with the Data saver switch
// and its Bootstrap styles). (Signed-out desktop visitors have no header menu, only Sign in: its default follows the
// Save-Data hint.)
// Their import() calls are in the page loaders' chunk (app/page-loaders.ts), fetched after the load event.
const MobileMenu = lazyWithStyles(viaLoaders('mobileMenu'));
// The wide screens' language menu loads just after the header (phones have it in the menu above): its CSS is in the
// first load (scripts/first-screen.ts), and its place is held so that nothing moves when it arrives.
const LanguageMenu = lazyWithStyles(
  () => import('@/components/layout/language-menu').then((module) => ({ default: module.LanguageMenu })),
  { stylesInFirstLoad: true },
);
// The search box (issue 35) shows once the host has said it offers search, which it is asked after the page's load
// event: never on the first screen, so its code loads then too.
const SiteSearchForm = lazyWithStyles(viaLoaders('siteSearchForm'));
// The signed-in member's menu opens on a tap: its links and the logout load then.
const ProfileMenuList = lazyWithStyles(viaLoaders('profileMenuList'));
const SignInModal = lazyWithStyles(viaLoaders('signInModal'));

function avatarUrl(auth: ReturnType<typeof selectAuth>): string | null {
  const profile = auth.userType
    ? { user: auth.user, business: auth.business, partner: auth.partner, admin: auth.admin }[auth.userType]
    : null;
  const candidate = profile?.photo ?? profile?.logo;
  return typeof candidate === 'string' && candidate !== '' ? candidate : null;
}

function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const auth = useAppSelector(selectAuth);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const photo = avatarUrl(auth);
  const { t } = useT();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={wrapper}>
      <button
        type="button"
        className="avatar-button"
        aria-label={t('Open account menu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar photo={photo} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfileMenuList id={menuId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function Avatar({ photo }: { photo: string | null }) {
  if (photo) return <SmallImage src={photo} alt="" className="avatar-button__img" width="36" height="36" />;
  return (
    <svg
      viewBox="0 0 24 24"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className="avatar-button__icon"
    >
      <circle cx="12" cy="12" r="12" fill="currentColor" opacity="0.15" />
      <circle cx="12" cy="9" r="4" fill="currentColor" />
      <path d="M4.5 19.5c1.5-3.5 4.2-5 7.5-5s6 1.5 7.5 5" fill="currentColor" />
    </svg>
  );
}

function SignInButton() {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <>
      <button
        type="button"
        className="avatar-button"
        aria-label={t('Sign in')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Avatar photo={null} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SignInModal show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function Header({ pageTitle }: { pageTitle?: string }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const userType = useAppSelector((state) => state.auth.userType);
  const signedIn = useAppSelector(selectIsSignedIn);
  // The bell (issue 34) comes after the page (the host's answer itself comes after the load event).
  const bell = useNotificationsShown();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileNavId = useId();
  const menuToggle = useRef<HTMLButtonElement>(null);
  const items = useShownNavItems(navItemsFor(userType));
  const isHome = pathname.toLowerCase() === paths.home;
  const searchOn = useFeature('search') === true;
  const { t } = useT();

  // A route change closes the mobile menu; so does Escape, which gives the focus back to its button.
  useEffect(() => setMobileOpen(false), [pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // The main layout mounts the funding modal (lazily) when this flag is set.
  function applyForFunding() {
    setMobileOpen(false);
    dispatch(fundingModalOpened());
  }

  const links = navList(items, t);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Logo />
        <div className="site-header__actions">
          {searchOn ? (
            <Suspense fallback={null}>
              <SiteSearchForm className="site-search--bar" />
            </Suspense>
          ) : null}
          <AfterPage
            placeholder={<div className="language-menu language-menu--bar language-menu--pending" />}
          >
            <LanguageMenu className="language-menu--bar" />
          </AfterPage>
          {/* An admin reviews applications and does not apply (issue 31). */}
          {userType === 'admin' ? null : <FundingButton className="btn-funding" onApply={applyForFunding} />}
          {bell ? (
            <AfterPage placeholder={<span className="bell-slot" />}>
              <NotificationBell />
            </AfterPage>
          ) : null}
          {signedIn ? <ProfileMenu /> : <SignInButton />}
          <button
            ref={menuToggle}
            type="button"
            className="menu-toggle"
            aria-label={t('Menu')}
            aria-expanded={mobileOpen}
            aria-controls={mobileNavId}
            onClick={() => setMobileOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d={mobileOpen ? 'M6 6l12 12M18 6 6 18' : 'M3 6h18M3 12h18M3 18h18'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {/* The main links take a row of their own under the logo and the actions on wide screens: with the site
            search, the language, Apply for funding, the bell and the avatar, one row cannot hold them at 1280 px
            (nor at 901-1100 px before those came), and the five languages' labels differ in length. After the
            actions in the page too, so the focus order follows what is seen. */}
        <nav className="site-nav site-nav--desktop" aria-label={t('Main')}>
          <ul>{links}</ul>
        </nav>
      </div>
      <nav
        id={mobileNavId}
        className="site-nav site-nav--mobile"
        aria-label={t('Mobile')}
        hidden={!mobileOpen}
      >
        {mobileOpen ? (
          <Suspense fallback={null}>
            <MobileMenu
              links={links}
              bell={bell}
              onApply={userType === 'admin' ? null : applyForFunding}
              search={searchOn}
              onSearch={() => setMobileOpen(false)}
            />
          </Suspense>
        ) : null}
      </nav>
      {isHome && pageTitle ? (
        <div className="home-title">
          <h1 className="home-title__heading">{pageTitle}</h1>
          <p className="home-title__tagline">{env.productName}</p>
        </div>
      ) : null}
    </header>
  );
}
