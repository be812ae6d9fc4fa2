import type { OwnerBike } from '@bicla/api-client';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/link';
import { OwnerBikeCard } from '../../account';
import { bikeQueries } from '../../bikes';
import { isActive } from '../bike-choices';
import { EmptyState } from '../../../components/empty-state';

const gridStyle = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, sm: 3 },
  // Two a row even on a phone: this page is for finding one bike among several at a glance.
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** My bikes as cards, each opening the stolen-report tab of its page. */
function StolenTabCards({ label, bikes }: { label: string; bikes: OwnerBike[] }) {
  return (
    <Box component="ul" aria-label={label} sx={gridStyle}>
      {bikes.map((bike) => (
        <li key={bike.documentId}>
          <OwnerBikeCard bike={bike} tab="furtada" />
        </li>
      ))}
    </Box>
  );
}

/**
 * /report-stolen (docs/decisions/d9-mock-ups-made-real.md: one real stolen-report form). The form is the #furtada tab of the
 * bike's page, so this asks which bike; those already reported open their report there.
 */
export function ReportStolenPage() {
  const { data: bikes } = useSuspenseQuery(bikeQueries.mine());
  const candidates = bikes.filter(isActive);
  const stolen = bikes.filter((bike) => bike.stolen);
  const pending = bikes.filter((bike) => !bike.approved).length;

  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Reportar bicicleta roubada
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
        Lamentamos. Escolha a bicicleta que lhe foi roubada e preencha o alerta: ela passa a constar da lista de bicicletas
        roubadas, e quem pesquisar o número de série fica a saber.
      </Typography>

      {bikes.length === 0 ? (
        <EmptyState
          icon={<PedalBikeIcon />}
          title="Ainda não tem nenhuma bicicleta registada."
          hint="Só pode reportar o roubo de uma bicicleta registada em seu nome. Registe-a agora: depois de aprovada, fica protegida e pode reportá-la aqui."
          action={
            <ButtonLink to="/register-bikes" variant="contained" disableElevation>
              Registar bicicleta
            </ButtonLink>
          }
        />
      ) : (
        <>
          <Box component="section" aria-labelledby="escolher-roubada-titulo" sx={{ mt: 4 }}>
            <Typography id="escolher-roubada-titulo" variant="h3" component="h2" sx={{ mb: 2 }}>
              Qual foi a bicicleta roubada?
            </Typography>
            {pending > 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {pending === 1
                  ? 'Tem 1 bicicleta pendente de aprovação: poderá reportá-la assim que for aprovada.'
                  : `Tem ${pending} bicicletas pendentes de aprovação: poderá reportá-las assim que forem aprovadas.`}
              </Alert>
            )}
            {candidates.length > 0 ? (
              <StolenTabCards label="Bicicletas que pode reportar" bikes={candidates} />
            ) : (
              <Typography color="text.secondary">
                Não tem outras bicicletas aprovadas que possa reportar.{' '}
                <ButtonLink to="/register-bikes" size="small">
                  Registar bicicleta
                </ButtonLink>
              </Typography>
            )}
          </Box>

          {stolen.length > 0 && (
            <Box component="section" aria-labelledby="ja-roubadas-titulo" sx={{ mt: 5 }}>
              <Typography id="ja-roubadas-titulo" variant="h3" component="h2" sx={{ mb: 1 }}>
                Já dadas como roubadas
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Abra uma para ver o alerta, partilhá-lo ou marcá-la como recuperada.
              </Typography>
              <StolenTabCards label="Bicicletas dadas como roubadas" bikes={stolen} />
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
