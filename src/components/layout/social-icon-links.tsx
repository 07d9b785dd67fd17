// The configured networks' links with their inline SVG icons (components/layout/social-icons.tsx loads this module only
// when the portal identity names a network: the default, a 'Follow us' link, costs the first load no icon paths).
import type { ReactNode } from 'react';
import type { SocialNetwork } from '@contract/portal-identity';
import { useT } from '@/i18n/use-t';

export const icons: { key: SocialNetwork; name: string; path: ReactNode }[] = [
  {
    key: 'facebook',
    name: 'Facebook',
    path: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z" />,
  },
  { key: 'x', name: 'X (Twitter)', path: <path d="M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 6-7h-2l-5 5-4-5H4z" /> },
  {
    key: 'instagram',
    name: 'Instagram',
    path: (
      <path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
    ),
  },
  {
    key: 'linkedin',
    name: 'LinkedIn',
    path: (
      <path d="M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2c1-2 6-3 7 1v9h-4v-7c0-2-3-2-3 0v7h-4z" />
    ),
  },
  {
    key: 'youtube',
    name: 'YouTube',
    path: <path d="M22 8s0-3-3-3H5C2 5 2 8 2 8v8s0 3 3 3h14c3 0 3-3 3-3zM10 9l5 3-5 3z" />,
  },
  {
    key: 'tiktok',
    name: 'TikTok',
    path: <path d="M14 3h3a5 5 0 0 0 4 4v3a8 8 0 0 1-4-1v6a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3z" />,
  },
];

/** `links`: each network's address ('' or absent: not shown), from the portal identity. */
export default function SocialIconLinks({ links }: { links: Partial<Record<SocialNetwork, string>> }) {
  const { t } = useT();
  const configured = icons.filter((icon) => (links[icon.key] ?? '') !== '');
  return (
    <ul className="social-icons" aria-label={t('Social media')}>
      {configured.map((icon) => (
        <li key={icon.key}>
          <a href={links[icon.key]} target="_blank" rel="noopener noreferrer" aria-label={icon.name}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              {icon.path}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
