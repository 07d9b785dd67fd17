// Inline SVG social icons for the footer and the login page; only the networks with a configured link are shown.
// With none configured, a "Follow us" link to the About page stands in: the spec wants social links on both screens,
// and guessing the Ministry's accounts (or pointing at a network's home page) would send people somewhere untrue.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

const icons: { key: keyof typeof env.social; name: string; path: ReactNode }[] = [
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
];

export function SocialIcons() {
  const configured = icons.filter((icon) => env.social[icon.key] !== '');
  if (configured.length === 0) {
    return (
      <ul className="social-icons" aria-label="Social media">
        <li>
          <Link to={paths.aboutUs} className="social-icons__follow">
            Follow us
          </Link>
        </li>
      </ul>
    );
  }
  return (
    <ul className="social-icons" aria-label="Social media">
      {configured.map((icon) => (
        <li key={icon.key}>
          <a href={env.social[icon.key]} target="_blank" rel="noopener noreferrer" aria-label={icon.name}>
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
