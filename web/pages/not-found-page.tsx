import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';

export function NotFoundPage() {
  return (
    <div className="card empty">
      <h1 className="page-title"><Trans>Page not found</Trans></h1>
      <p><Trans>The page you are looking for does not exist.</Trans></p>
      <Link href="/dashboard/all" className="btn btn-primary"><Trans>Go to dashboard</Trans></Link>
    </div>
  );
}
