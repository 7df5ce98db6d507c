import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { DisabledUntilHydrated } from '../../components/ui/disabled-until-hydrated';
import { useAccountTheme } from '../../lib/use-account-theme';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useSessionExpiryRedirect } from './use-session-expiry';

export function RootLayout() {
  useSessionExpiryRedirect();
  useAccountTheme();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <DisabledUntilHydrated>
        <Navbar />
      </DisabledUntilHydrated>
      <main id="main" className="flex-1">
        <DisabledUntilHydrated>
          <Outlet />
        </DisabledUntilHydrated>
      </main>
      <DisabledUntilHydrated>
        <Footer />
      </DisabledUntilHydrated>
      {/* One toast at a time (SPEC.md section 9), below the sticky navigation bar. */}
      <Toaster
        position="top-right"
        visibleToasts={1}
        richColors
        closeButton
        duration={5000}
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72 }}
      />
      <ScrollRestoration />
    </div>
  );
}
