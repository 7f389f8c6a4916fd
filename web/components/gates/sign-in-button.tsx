import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** Log in / Sign up: the login page, which comes back here once signed in. */
export function SignInButton({ children }: { children: ReactNode }) {
  const next = typeof window === 'undefined' ? '/dashboard' : window.location.pathname + window.location.search;
  return (
    <Link href={`/login?next=${encodeURIComponent(next)}`} className="btn btn-primary btn-lg">{children}</Link>
  );
}
