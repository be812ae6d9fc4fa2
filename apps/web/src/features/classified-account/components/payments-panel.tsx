import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '../../../components/link';
import { EmptyState } from '../../../components/empty-state';

/** 'Pagamentos': Bicla processes no payments yet, and says so (docs/decisions/d9-mock-ups-made-real.md). */
export function PaymentsPanel() {
  return (
    <Box component="section" aria-labelledby="pagamentos-titulo">
      <Typography id="pagamentos-titulo" variant="h3" component="h2">
        Pagamentos
      </Typography>
      <EmptyState
        icon={<ReceiptLongOutlinedIcon />}
        title="Não tem pagamentos."
        hint="O Bicla ainda não processa pagamentos: quem compra e quem vende combinam o pagamento e a entrega diretamente. Quando for possível pagar no Bicla, os seus pagamentos aparecem aqui."
      />
      <Alert severity="info" sx={{ maxWidth: 720, mx: 'auto' }}>
        Antes de pagar uma bicicleta usada, veja-a ao vivo e confirme na{' '}
        <Link to="/search-bikes" underline="always">Pesquisa</Link> que o número de série não pertence a uma bicicleta roubada. Depois do
        pagamento, peça ao vendedor que lha transfira no Bicla.
      </Alert>
    </Box>
  );
}
