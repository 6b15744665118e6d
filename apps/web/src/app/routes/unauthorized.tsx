import { AccessDenied } from '../../components/access-denied';

export function UnauthorizedPage() {
  return <AccessDenied />;
}
