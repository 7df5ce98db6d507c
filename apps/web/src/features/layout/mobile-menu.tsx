import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth';
import { NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import { useSignOut } from './use-sign-out';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-base font-medium ${isActive ? 'bg-violet-50 text-violet-700' : 'text-slate-700 hover:bg-slate-100'}`;

export function MobileMenu({ id }: { id: string }) {
  const { status, user } = useAuth();
  const level = user?.['custom:level'];
  const signOut = useSignOut();
  return (
    <div id={id} className="border-t border-slate-200 bg-white px-4 pt-3 pb-4 md:hidden">
      <SearchBox className="mb-3" />
      <nav aria-label="Mobile" className="space-y-1">
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={linkClasses}>
            {link.label}
          </NavLink>
        ))}
        <NavLink to="/cart" className={linkClasses}>
          Cart
        </NavLink>
        {status === 'signedIn' ? (
          <>
            <NavLink to="/profile" end className={linkClasses}>
              Profile
            </NavLink>
            <NavLink to="/following" className={linkClasses}>
              Following
            </NavLink>
            <NavLink to="/library" className={linkClasses}>
              Library
            </NavLink>
            {level === 'creator' || level === 'admin' ? (
              <NavLink to="/studio" className={linkClasses}>
                Studio
              </NavLink>
            ) : null}
            <NavLink to="/profile?tab=settings" className={linkClasses}>
              Settings
            </NavLink>
            <button
              type="button"
              onClick={() => void signOut()}
              className="block w-full rounded-lg px-3 py-2 text-left text-base font-medium text-slate-700 hover:bg-slate-100"
            >
              Sign Out
            </button>
          </>
        ) : null}
        {status === 'signedOut' ? (
          <>
            <NavLink to="/signin" className={linkClasses}>
              Sign In
            </NavLink>
            <NavLink to="/signup" className={linkClasses}>
              Sign Up
            </NavLink>
          </>
        ) : null}
      </nav>
    </div>
  );
}
