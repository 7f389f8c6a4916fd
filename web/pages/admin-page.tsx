import { RequireAccount } from '../components/gates/require-account';
import { AdminJobsPage } from './admin-jobs-page';

/** /admin/jobs for operators (ADMIN_EMAILS): visitors see Login required, other signed-in users Unauthorized. */
export default function AdminPage() {
  return (
    <RequireAccount gate="login" allow={(user) => user.isAdmin}>
      <AdminJobsPage />
    </RequireAccount>
  );
}
