import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authDialog, useAuthDialog, type AuthDialog } from '@/shared/authDialog';
import { lazyIsland } from '@/shared/island';

// Loaded on first open, so a visitor who only browses never downloads the forms.
const LoginDialog = lazyIsland(() => import('./LoginDialog').then((m) => m.LoginDialog));
const RegisterDialog = lazyIsland(() => import('./RegisterDialog').then((m) => m.RegisterDialog));
const LogoutDialog = lazyIsland(() => import('./LogoutDialog').then((m) => m.LogoutDialog));
const ChangePasswordDialog = lazyIsland(() => import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog));
const ForgotPasswordDialog = lazyIsland(() => import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog));

/** Mounts the account popups; closing one that a route opened (/login, /register) returns to home. */
export function AuthDialogs() {
  const open = useAuthDialog();
  // Once mounted, a dialog stays mounted so its closing animation and focus return work.
  const [mounted, setMounted] = useState<Set<AuthDialog>>(() => new Set());
  if (open && !mounted.has(open)) setMounted(new Set(mounted).add(open));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const close = () => {
    authDialog.close();
    if (pathname === paths.login.path || pathname === paths.register.path) navigate(paths.home.path, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      {mounted.has('login') ? <LoginDialog open={open === 'login'} onClose={close} /> : null}
      {mounted.has('register') ? <RegisterDialog open={open === 'register'} onClose={close} /> : null}
      {mounted.has('logout') ? <LogoutDialog open={open === 'logout'} onClose={() => authDialog.close()} /> : null}
      {mounted.has('changePassword') ? <ChangePasswordDialog open={open === 'changePassword'} onClose={() => authDialog.close()} /> : null}
      {mounted.has('forgotPassword') ? <ForgotPasswordDialog open={open === 'forgotPassword'} onClose={close} /> : null}
    </Suspense>
  );
}
