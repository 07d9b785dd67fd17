// The portal's own text-and-shape logo with the BETA tag (no external image).
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export function Logo({ to = paths.home }: { to?: string }) {
  return (
    <Link to={to} className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path
          d="M10 20c2-6 10-6 12 0M12 12h8"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__text">{env.productShortName}</span>
      <span className="logo__beta">BETA</span>
      <span className="visually-hidden">, {env.productName} home</span>
    </Link>
  );
}
