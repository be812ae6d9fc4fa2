import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { SOCIAL_PROVIDERS, sessionQueries, socialLoginUrl, type SocialProviderId } from '../api';

const ICONS: Record<SocialProviderId, typeof GoogleIcon> = { google: GoogleIcon, facebook: FacebookIcon };

/**
 * 'Entrar com Google' on /login, 'Registar com Google' on /sign-up. Only the providers the CMS
 * has client ids for are offered (docs/decisions/d10-open-defaults.md); if it cannot say, none are.
 */
export function SocialLoginButtons({ verb }: { verb: 'Entrar' | 'Registar' }) {
  const { data: enabled = [] } = useQuery(sessionQueries.providers());
  const providers = SOCIAL_PROVIDERS.filter((provider) => enabled.includes(provider.id));
  if (providers.length === 0) return null;

  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      {providers.map(({ id, label }) => {
        const Icon = ICONS[id];
        return (
          <Button key={id} variant="outlined" size="large" href={socialLoginUrl(id)} startIcon={<Icon aria-hidden />}>
            {verb} com {label}
          </Button>
        );
      })}
      <Divider sx={{ pt: 1.5, color: 'text.secondary', fontSize: '0.875rem' }}>ou</Divider>
    </Stack>
  );
}
