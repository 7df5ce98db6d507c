import { createBrowserRouter, redirect } from 'react-router';
import { RootLayout } from '../features/layout/root-layout';
import { AboutPage } from './about';
import { CareersPage } from './careers';
import { ContactPage } from './contact';
import { CookiesPage } from './cookies';
import { HomePage } from './home';
import { NotFoundPage } from './not-found';
import { PrivacyPage } from './privacy';
import { ProfilePage } from './profile';
import { RouteError } from './route-error';
import { SignInPage } from './sign-in';
import { SignUpPage } from './sign-up';
import { TermsPage } from './terms';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'careers', element: <CareersPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'cookies', element: <CookiesPage /> },
          { path: 'signin', element: <SignInPage /> },
          { path: 'signup', element: <SignUpPage /> },
          { path: 'profile', element: <ProfilePage /> },
          // Settings live on the profile's Settings tab.
          { path: 'settings', loader: () => redirect('/profile?tab=settings') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
