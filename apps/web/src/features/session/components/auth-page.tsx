import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  /** Sign-up has more to say than a login; the others stay narrow. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The one look of the session pages: a calm card centred on the page, with the page's h1. */
export function AuthPage({ title, intro, width = 'narrow', children }: AuthPageProps) {
  return (
    <Container sx={{ py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ mx: 'auto', maxWidth: width === 'wide' ? 600 : 480, p: { xs: 2.5, sm: 5 }, borderRadius: 2 }}
      >
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 700 }}>
          {/* Each word stays whole, so a narrow phone never breaks 'palavra-passe' at its hyphen. */}
          {title.split(' ').map((word, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {word}
              </Box>
            </Fragment>
          ))}
        </Typography>
        {intro && (
          <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
            {intro}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
    </Container>
  );
}
