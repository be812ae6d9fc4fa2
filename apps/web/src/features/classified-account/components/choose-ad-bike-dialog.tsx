import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/link';
import { bikeQueries } from '../../bikes';
import { canBeListed } from '../bike-choices';
import { BikeChoiceList } from './bike-choice-list';

interface ChooseAdBikeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Adicionar anúncio': the ad is written on the bike's own page, so this only asks which bike.
 * Only an approved bike that is not stolen nor already on sale can get one (docs/decisions/d5-approval.md).
 */
export function ChooseAdBikeDialog({ open, onClose }: ChooseAdBikeDialogProps) {
  const { data: bikes } = useSuspenseQuery(bikeQueries.mine());
  const choices = bikes.filter(canBeListed);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="novo-anuncio-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="novo-anuncio-titulo">Adicionar anúncio</DialogTitle>
      <DialogContent>
        {choices.length > 0 ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Que bicicleta quer vender? Depois indica o preço, os comentários e, se quiser, mais duas fotografias.
            </DialogContentText>
            <BikeChoiceList label="Bicicletas que pode anunciar" bikes={choices} tab="classificado" />
          </>
        ) : (
          <DialogContentText>
            Não tem nenhuma bicicleta que possa anunciar. Só se vendem bicicletas aprovadas, que não estejam dadas como roubadas
            nem já à venda.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {choices.length === 0 && (
          <ButtonLink to="/register-bikes" variant="contained" disableElevation>
            Registar bicicleta
          </ButtonLink>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
