import { type ReactNode, useEffect } from 'react';
import {
  AppBar,
  Layout as RaLayout,
  Menu,
  TitlePortal,
  useDataProvider,
  useGetIdentity,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Box, Button, Chip, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import SecurityIcon from '@mui/icons-material/Security';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { type Locale, resolveSiteSettings, type Role } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';
import type { InstituteDataProvider } from '../providers/dataProvider';
import { signOutTo } from '../providers/authProvider';
import { useCan } from '../lib/rights';
import { takeSignInNotice } from '../lib/welcome';

/** Logout ends the session, then goes to the public home page. */
function LogoutButton() {
  const translate = useTranslate();
  const logout = translate('app.menu.logout');
  return (
    <Button
      color="inherit"
      aria-label={logout}
      startIcon={<LogoutIcon />}
      sx={{ minWidth: 0, '& .label': { display: { xs: 'none', sm: 'inline' } }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      onClick={() => void signOutTo('/')}
    >
      <span className="label">{logout}</span>
    </Button>
  );
}

/**
 * The institute's name from Site Configuration (a public setting) in the screen's language (its
 * Nepali name where one is set); the built-in name until it loads and while it is unset.
 */
function useSiteName(): string {
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const [locale] = useLocaleState();
  const { data } = useQuery({ queryKey: ['site-settings', locale], queryFn: () => dataProvider.siteSettings(locale as Locale) });
  return resolveSiteSettings(data, locale as Locale).siteName;
}

function Header() {
  const translate = useTranslate();
  const security = translate('app.menu.security');
  const { identity } = useGetIdentity();
  const siteName = useSiteName();
  const role = identity?.role as Role | undefined;
  return (
    // Always on screen: hidden on scroll, it would take the screen's title (its h1) with it.
    <AppBar userMenu={false} toolbar={<></>} alwaysOn>
      <Typography variant="h6" component="p" noWrap sx={{ display: { xs: 'none', md: 'block' }, mr: 2 }} data-testid="header-site-name">
        {siteName}
      </Typography>
      {/* The screen's title is the page's one heading of level 1 (docs/back-office.md, Accessibility). */}
      <TitlePortal component="h1" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        {identity ? (
          <>
            <Typography variant="body2" data-testid="header-username" noWrap sx={{ maxWidth: { xs: 90, sm: 'none' } }}>
              {identity.username as string}
            </Typography>
            {role ? (
              <Chip
                size="small"
                label={translate(`app.roles.${role}`)}
                sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
                data-testid="header-role"
              />
            ) : null}
          </>
        ) : null}
        <Button
          color="inherit"
          component={RouterLink}
          to="/security"
          aria-label={security}
          startIcon={<SecurityIcon />}
          sx={{ minWidth: 0, '& .label': { display: { xs: 'none', sm: 'inline' } }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <span className="label">{security}</span>
        </Button>
        <LogoutButton />
      </Box>
    </AppBar>
  );
}

function SideMenu() {
  const translate = useTranslate();
  const canSettings = useCan('settings', 'manage');
  return (
    <Menu>
      <Menu.Item to="/" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} end />
      <Menu.ResourceItems />
      {canSettings ? (
        <Menu.Item to="/site-configuration" primaryText={translate('app.menu.siteConfiguration')} leftIcon={<SettingsIcon />} />
      ) : null}
    </Menu>
  );
}

/** 'Login successful' / 'Welcome to the admin panel' on arrival from the public sign-in page (lib/welcome.ts). */
function SignInNotice() {
  const notify = useNotify();
  useEffect(() => {
    const text = takeSignInNotice();
    if (text) notify(text, { type: 'success' });
  }, [notify]);
  return null;
}

/**
 * While Site Configuration requires 2FA of administrators, an administrator without it is taken
 * to Security, which says why (docs/api.md, Two-factor sign-in); the API refuses the rest (403).
 */
function TwoFactorSetupGate() {
  const { identity } = useGetIdentity();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const required = identity?.twoFactorSetupRequired === true;
  useEffect(() => {
    if (required && pathname !== '/security') navigate('/security', { replace: true });
  }, [required, pathname, navigate]);
  return null;
}

/** The back office speaks the signed-in user's language, kept on the account (docs/back-office.md, Languages). */
function FollowUserLanguage() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const wanted = identity?.locale as string | undefined;
  useEffect(() => {
    if (wanted && wanted !== locale) setLocale(wanted);
  }, [wanted, locale, setLocale]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={Header} menu={SideMenu}>
      <SignInNotice />
      <TwoFactorSetupGate />
      <FollowUserLanguage />
      {children}
    </RaLayout>
  );
}
