import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePrincipal } from '../../auth/hooks/use-principal';
import { DEFAULT_ADMIN_MODULE, visibleModules } from '../modules';
import { ModulePlaceholder } from './module-placeholder';

/** `/admin`: the dashboard for the admin; a key user goes to the first module they may open. */
export function AdminIndex() {
  const principal = usePrincipal();
  if (principal.kind === 'api-key') {
    const first = visibleModules(principal)[0];
    if (first) return <Navigate to={paths.adminModule(first)} replace />;
  }
  return <ModulePlaceholder module={DEFAULT_ADMIN_MODULE} />;
}
