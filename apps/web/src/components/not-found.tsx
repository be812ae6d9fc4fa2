import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ButtonLink } from './link';

/** The spec's own English wording (section 2, "Errors and unmatched routes"). */
export function NotFound() {
  return (
    <Container sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '4rem', md: '6rem' }, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 1, mb: 4 }}>
        This page could not be found
      </Typography>
      <ButtonLink to="/" variant="contained" disableElevation>
        Back to the home page
      </ButtonLink>
    </Container>
  );
}
