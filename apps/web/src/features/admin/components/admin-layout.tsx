import { Outlet } from 'react-router';
import { LoginPanel } from '../../auth/components/login-panel';
import { usePrincipal } from '../../auth/hooks/use-principal';
import { visibleModules } from '../modules';
import { AdminSidebar } from './admin-sidebar';
import { PermissionDenied } from './permission-denied';

/** `/admin/*`: sign-in when nobody is, the denied page for a key without panel rights, else the panel. */
export function AdminLayout() {
  const principal = usePrincipal();
  if (principal.kind === 'none') return <LoginPanel />;
  if (visibleModules(principal).length === 0) return <PermissionDenied />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <AdminSidebar principal={principal} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
