import { Link } from 'react-router';
import { DarkModeCheckbox } from '../../components/ui/dark-mode-checkbox';
import { Brand } from './navbar';
import { SOCIAL_LINKS } from './social-icons';

const COLUMNS = [
  {
    title: 'Categories',
    links: [
      { to: '/categories/business', label: 'Business' },
      { to: '/categories/lifestyle', label: 'Lifestyle' },
      { to: '/categories/beauty', label: 'Beauty' },
      { to: '/categories/innovation', label: 'Innovation' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/cookies', label: 'Cookies' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <Brand />
          <p className="mt-3 max-w-sm text-sm text-slate-600">
            Short videos under ten minutes from creators in business, lifestyle, beauty and innovation, with a
            community board to talk about them.
          </p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  className="flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-violet-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="space-y-3 border-t border-slate-200 py-6 text-center text-sm text-slate-500">
        <DarkModeCheckbox className="justify-center" />
        <p>© 2025 Reelboard. All rights reserved.</p>
      </div>
    </footer>
  );
}
