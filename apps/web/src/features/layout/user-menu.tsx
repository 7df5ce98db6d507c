import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Activity,
  ChartLine,
  Flag,
  Library,
  LogOut,
  Package,
  Receipt,
  Settings,
  SlidersHorizontal,
  Store,
  User,
  UserCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useAuth } from '../../lib/auth';
import { useImportLocalSaves } from '../../lib/use-import-local-saves';
import { useSignOut } from './use-sign-out';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';

export function UserMenu() {
  const { user } = useAuth();
  const signOut = useSignOut();
  useImportLocalSaves();
  if (!user) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label="User menu"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
        >
          <Avatar src={user.avatarUrl} username={user.username} size="sm" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate text-sm font-medium text-slate-900">{user.username}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/profile">
              <User className="h-4 w-4" aria-hidden /> Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/following">
              <UserCheck className="h-4 w-4" aria-hidden /> Following
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/library">
              <Library className="h-4 w-4" aria-hidden /> Library
            </Link>
          </DropdownMenu.Item>
          {user['custom:level'] === 'creator' || user['custom:level'] === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/studio">
                <ChartLine className="h-4 w-4" aria-hidden /> Studio
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/orders">
              <Package className="h-4 w-4" aria-hidden /> My orders
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/profile?tab=settings">
              <Settings className="h-4 w-4" aria-hidden /> Settings
            </Link>
          </DropdownMenu.Item>
          {user['custom:level'] === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/admin/reports">
                <Flag className="h-4 w-4" aria-hidden /> Reports
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user['custom:level'] === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/admin/users">
                <Users className="h-4 w-4" aria-hidden /> Users
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user['custom:level'] === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/admin/orders">
                <Receipt className="h-4 w-4" aria-hidden /> Shop orders
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user['custom:level'] === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/admin/products">
                <Store className="h-4 w-4" aria-hidden /> Shop products
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user['custom:level'] === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/admin/settings">
                <SlidersHorizontal className="h-4 w-4" aria-hidden /> Site configuration
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user['custom:level'] === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/admin/health">
                <Activity className="h-4 w-4" aria-hidden /> Site health
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void signOut()}>
            <LogOut className="h-4 w-4" aria-hidden /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
