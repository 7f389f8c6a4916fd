import { Trans } from '@lingui/react/macro';
import { RequireAccount } from '../components/gates/require-account';

/** /workflows: the experimental tool chaining, for account holders; visitors see Authentication required. */
export default function WorkflowsPage() {
  return (
    <RequireAccount gate="signup">
      <div className="page-head">
        <div>
          <h1 className="page-title"><Trans>Workflows</Trans></h1>
          <p className="page-sub"><Trans>Chain tools so that one tool’s output feeds the next. This experimental feature is not available yet.</Trans></p>
        </div>
      </div>
    </RequireAccount>
  );
}
