import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageIcon } from './content-icon';

interface PageHeroProps {
  title: string;
  subTitle?: string | null;
  /** The CMS's icon name, e.g. 'ShieldOutlined'. */
  icon?: string | null;
}

/** The band at the top of every content page: the page's one h1 and its subtitle. */
export function PageHero({ title, subTitle, icon }: PageHeroProps) {
  const iconElement = pageIcon(icon, { sx: { fontSize: 36 } });
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #E8F3EE 0%, #F6F8F7 100%)',
        borderBottom: 1,
        borderColor: 'divider',
        py: { xs: 4, md: 7 },
      }}
    >
      <Container>
        <Stack direction="row" spacing={{ xs: 2, md: 3 }} sx={{ alignItems: 'center' }}>
          {iconElement && (
            <Box
              aria-hidden
              sx={{
                display: { xs: 'none', sm: 'grid' },
                placeItems: 'center',
                flexShrink: 0,
                width: 64,
                height: 64,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {iconElement}
            </Box>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {subTitle && (
              <Typography component="p" variant="h5" color="text.secondary" sx={{ mt: 1, fontWeight: 400, fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
                {subTitle}
              </Typography>
            )}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
