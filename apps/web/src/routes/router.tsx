import { type RouteObject, redirect } from 'react-router';
import { RootLayout } from '../features/layout/root-layout';
import { HomePage } from './home';
import { NotFoundPage } from './not-found';
import { RouteError } from './route-error';

// The home page ships with the first load; other pages are fetched when first visited.
// main.tsx serves them from the browser's address, prerender.tsx renders the home page.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', lazy: async () => ({ Component: (await import('./about')).AboutPage }) },
          { path: 'careers', lazy: async () => ({ Component: (await import('./careers')).CareersPage }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('./contact')).ContactPage }) },
          { path: 'terms', lazy: async () => ({ Component: (await import('./terms')).TermsPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('./privacy')).PrivacyPage }) },
          { path: 'cookies', lazy: async () => ({ Component: (await import('./cookies')).CookiesPage }) },
          { path: 'signin', lazy: async () => ({ Component: (await import('./sign-in')).SignInPage }) },
          { path: 'signup', lazy: async () => ({ Component: (await import('./sign-up')).SignUpPage }) },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('./forgot-password')).ForgotPasswordPage }),
          },
          { path: 'profile', lazy: async () => ({ Component: (await import('./profile')).ProfilePage }) },
          { path: 'library', lazy: async () => ({ Component: (await import('./library')).LibraryPage }) },
          // The creator studio (issue 26): its chart library loads with these routes only.
          { path: 'studio', lazy: async () => ({ Component: (await import('./studio')).StudioPage }) },
          {
            path: 'studio/videos/:id',
            lazy: async () => ({ Component: (await import('./studio-video')).StudioVideoPage }),
          },
          {
            path: 'playlists/:id',
            lazy: async () => ({ Component: (await import('./playlist')).PlaylistPage }),
          },
          {
            path: 'playlists/:id/play',
            lazy: async () => ({ Component: (await import('./playlist-play')).PlaylistPlayPage }),
          },
          { path: 'videos/:id', lazy: async () => ({ Component: (await import('./video')).VideoPage }) },
          {
            path: 'videos/:id/captions',
            lazy: async () => ({ Component: (await import('./video-captions')).VideoCaptionsPage }),
          },
          // One route for /shorts and /shorts/:id, so that the feed stays mounted as the URL follows it.
          { path: 'shorts/:id?', lazy: async () => ({ Component: (await import('./shorts')).ShortsPage }) },
          // The Following tab of /shorts: its own feed and address (ADR 0028).
          {
            path: 'shorts/following/:id?',
            lazy: async () => ({ Component: (await import('./shorts')).FollowingShortsPage }),
          },
          {
            path: 'following',
            lazy: async () => ({ Component: (await import('./following')).FollowingPage }),
          },
          {
            path: 'categories/:category',
            lazy: async () => ({ Component: (await import('./category')).CategoryPage }),
          },
          { path: 'creator/:id', lazy: async () => ({ Component: (await import('./creator')).CreatorPage }) },
          { path: 'creators', lazy: async () => ({ Component: (await import('./creators')).CreatorsPage }) },
          { path: 'tags/:tag', lazy: async () => ({ Component: (await import('./tag')).TagPage }) },
          { path: 'test', lazy: async () => ({ Component: (await import('./test-lists')).TestIndexPage }) },
          {
            path: 'test/feature',
            lazy: async () => ({ Component: (await import('./test-lists')).TestFeaturePage }),
          },
          {
            path: 'test/trending',
            lazy: async () => ({ Component: (await import('./test-lists')).TestTrendingPage }),
          },
          {
            path: 'test/recent',
            lazy: async () => ({ Component: (await import('./test-lists')).TestRecentPage }),
          },
          {
            path: 'community-board',
            lazy: async () => ({ Component: (await import('./community-board')).CommunityBoardPage }),
          },
          {
            path: 'create-post',
            lazy: async () => ({ Component: (await import('./create-post')).CreatePostPage }),
          },
          { path: 'post/:id', lazy: async () => ({ Component: (await import('./post')).PostPage }) },
          { path: 'shop', lazy: async () => ({ Component: (await import('./shop')).ShopPage }) },
          { path: 'cart', lazy: async () => ({ Component: (await import('./cart')).CartPage }) },
          { path: 'orders', lazy: async () => ({ Component: (await import('./my-orders')).MyOrdersPage }) },
          { path: 'orders/:id', lazy: async () => ({ Component: (await import('./my-order')).MyOrderPage }) },
          {
            path: 'orders/follow/:secret',
            lazy: async () => ({ Component: (await import('./followed-order')).FollowedOrderPage }),
          },
          {
            path: 'admin/orders',
            lazy: async () => ({ Component: (await import('./admin-orders')).AdminOrdersPage }),
          },
          {
            path: 'admin/products',
            lazy: async () => ({ Component: (await import('./admin-products')).AdminProductsPage }),
          },
          {
            path: 'admin/reports',
            lazy: async () => ({ Component: (await import('./admin-reports')).AdminReportsPage }),
          },
          {
            path: 'admin/users',
            lazy: async () => ({ Component: (await import('./admin-users')).AdminUsersPage }),
          },
          {
            path: 'admin/users/:id',
            lazy: async () => ({ Component: (await import('./admin-user')).AdminUserPage }),
          },
          {
            path: 'admin/settings',
            lazy: async () => ({ Component: (await import('./admin-settings')).AdminSettingsPage }),
          },
          {
            path: 'admin/health',
            lazy: async () => ({ Component: (await import('./admin-health')).AdminHealthPage }),
          },
          // Settings live on the profile's Settings tab.
          {
            path: 'notifications',
            lazy: async () => ({ Component: (await import('./notifications')).NotificationsPage }),
          },
          {
            path: 'unsubscribe',
            lazy: async () => ({ Component: (await import('./unsubscribe')).UnsubscribePage }),
          },
          { path: 'settings', loader: () => redirect('/profile?tab=settings') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
