import type { ReactNode } from 'react';
import { usePrincipal } from '../../auth/hooks/use-principal';
import { canOpenModule, type AdminModule } from '../modules';
import { PermissionDenied } from './permission-denied';

/** Renders a module only for a principal allowed to open it. */
export function ModuleGate({ module, children }: { module: AdminModule; children: ReactNode }) {
  const principal = usePrincipal();
  if (!canOpenModule(principal, module)) return <PermissionDenied />;
  return children;
}
