import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MyBikesPanel } from '../../account';

/** /user-bikes (spec: "The user's bikes list"): the account screen's list, on a page of its own. */
export function UserBikesPage() {
  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        As minhas bicicletas
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 760 }}>
        As bicicletas registadas em seu nome. Abra uma para a editar, vender, transferir ou reportar roubada.
      </Typography>
      <Box sx={{ mt: { xs: 2, md: 4 } }}>
        <MyBikesPanel />
      </Box>
    </Container>
  );
}
