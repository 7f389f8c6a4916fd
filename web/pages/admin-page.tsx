import { RequireAccount } from '../components/gates/require-account';

/** /admin: operators only. No account has an administrator role yet, so signed-in users see Unauthorized. */
export default function AdminPage() {
  return <RequireAccount gate="login" allow={() => false}>{null}</RequireAccount>;
}
