import { Login, LoginForm } from 'react-admin';
import { Box, Link, Typography } from '@mui/material';
import { SITE_SETTING_DEFAULTS } from '@institute/shared';

/** The back office's own sign-in page (/admin/login): username and password, both required. */
export function LoginPage() {
  return (
    <Login>
      <Box sx={{ px: 2, pt: 1, textAlign: 'center' }}>
        <Typography variant="h6" component="h1">
          {SITE_SETTING_DEFAULTS.siteName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Staff sign-in
        </Typography>
      </Box>
      <LoginForm />
      <Box sx={{ pb: 2, textAlign: 'center' }}>
        <Link href="/forgot-password" variant="body2">
          Forgot password?
        </Link>
      </Box>
    </Login>
  );
}
