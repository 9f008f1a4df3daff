import { Card, CardActions, CardContent, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * The screen of an address the back office does not have, in the staff's language: react-admin's
 * "Not Found" is its title (the app bar's h1, the one h1 of every screen), its message below and
 * a Go Back button.
 */
export function NotFound() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card>
      <Title title="ra.page.not_found" />
      <CardContent>
        <Typography color="text.secondary">{translate('ra.message.not_found')}</Typography>
      </CardContent>
      <CardActions>
        <Button label="ra.action.back" onClick={() => navigate(-1)}>
          <ArrowBack />
        </Button>
      </CardActions>
    </Card>
  );
}
