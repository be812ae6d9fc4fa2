import { PRODUCT_NAME, PRODUCT_TITLE } from '@bicla/api-client';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from '../link';
import { FOOTER_GROUPS } from './nav-items';

/** Official profiles; one list so the footer and any later share block agree. */
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/bicla.pt', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/bicla.pt', Icon: InstagramIcon },
  { label: 'X (Twitter)', href: 'https://x.com/bicla_pt', Icon: XIcon },
] as const;

/** The site's footer; `newsletter` is the signup the root route puts in its last column. */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  return (
    <Box component="footer" sx={{ bgcolor: '#073F2E', color: 'common.white', mt: 'auto', pt: 6, pb: 3 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4, lg: 3 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <PedalBikeIcon aria-hidden />
              <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 800 }}>
                {PRODUCT_NAME}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ opacity: 0.85, maxWidth: 320 }}>
              O registo nacional que ajuda a proteger, recuperar e vender bicicletas em Portugal.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2, ml: -1 }}>
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  sx={{ color: 'inherit' }}
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          </Grid>

          {FOOTER_GROUPS.map((group) => (
            <Grid key={group.title} size={{ xs: 12, sm: 4, md: 'grow' }}>
              <Typography
                component="h2"
                variant="subtitle2"
                sx={{ textTransform: 'uppercase', letterSpacing: '0.08em', opacity: 0.7, mb: 1.5 }}
              >
                {group.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} color="inherit" variant="body2">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}

          <Grid size={{ xs: 12, lg: 4 }} sx={{ maxWidth: { md: 560, lg: 'none' } }}>
            {newsletter}
          </Grid>
        </Grid>

        <Divider sx={{ borderColor: 'rgba(255, 255, 255, 0.15)', my: 3 }} />
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          © {new Date().getFullYear()} {PRODUCT_TITLE}
        </Typography>
      </Container>
    </Box>
  );
}
