import { Clapperboard, Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { NotificationBell } from './notification-bell';
import { SearchBox } from './search-box';

// Only signed-in readers see the user menu: its code (Radix's dropdown and its positioning)
// loads when they do, not with every first visit.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 text-xl font-bold text-slate-900">
      <Clapperboard className="h-6 w-6 text-violet-600" aria-hidden />
      Reelboard
    </Link>
  );
}

export function Navbar() {
  const { status } = useAuth();
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'text-violet-700' : 'text-slate-600 hover:text-slate-900'}`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <SearchBox className="hidden max-w-sm flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1">
          <CartLink className="hidden md:flex" />
          {status === 'signedIn' ? (
            <>
              <NotificationBell />
              {/* Holds the avatar's place while the menu's code arrives. */}
              <Suspense fallback={<span className="h-8 w-8" />}>
                <UserMenu />
              </Suspense>
            </>
          ) : null}
          {status === 'signedOut' ? (
            <div className="hidden items-center gap-2 md:flex">
              <Link to="/signin" className={buttonClasses('ghost', 'sm')}>
                Sign In
              </Link>
              <Link to="/signup" className={buttonClasses('primary', 'sm')}>
                Sign Up
              </Link>
            </div>
          ) : null}
          <button
            type="button"
            className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen ? <MobileMenu id="mobile-menu" /> : null}
    </header>
  );
}
