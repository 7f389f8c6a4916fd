import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { RequireAccount } from '../components/gates/require-account';

/** /checkout: buying needs an account (visitors see Authentication required); checkout itself comes with billing. */
export default function CheckoutPage() {
  return (
    <RequireAccount gate="signup">
      <div className="card notice-page" data-testid="checkout">
        <h1 className="page-title"><Trans>Checkout</Trans></h1>
        <p className="notice-text"><Trans>Checkout is not available yet: billing comes in a later release.</Trans></p>
        <Link href="/pricing" className="btn btn-secondary"><Trans>See pricing</Trans></Link>
      </div>
    </RequireAccount>
  );
}
