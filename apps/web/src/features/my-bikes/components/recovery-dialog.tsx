import { MESSAGES, recoverySchema, type RecoveryInput } from '@bicla/api-client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormGroup from '@mui/material/FormGroup';
import { FormikProvider, useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import type { MyBike } from '../api';
import { attempt, useMyBikeMutation } from '../mutations';
import { submitOrWarn, toSchemaInput } from '../../../lib/forms';
import { CheckboxField, TextInput } from './form-fields';

interface RecoveryDialogProps {
  bike: MyBike;
  open: boolean;
  /** 'Vamos esquecer': nothing changes. */
  onClose: () => void;
  onRecovered: () => void;
}

/**
 * The recovery modal (spec, "My bike detail"; docs/decisions/d9-mock-ups-made-real.md: its buttons act). It closes only
 * through its buttons: no backdrop click or Escape, so a half-written story is not lost.
 */
export function RecoveryDialog({ bike, open, onClose, onRecovered }: RecoveryDialogProps) {
  const recover = useMyBikeMutation((input: RecoveryInput) => api.bikes.recover(bike.documentId, input));
  const formik = useFormik({
    initialValues: { recovery_message: '', we_helped: false, can_share: false },
    validationSchema: recoverySchema,
    onSubmit: async (values) => {
      if (!(await attempt(recover.mutateAsync(toSchemaInput(recoverySchema, values))))) return;
      showToast('Sucesso!', 'success');
      onRecovered();
    },
  });

  return (
    <Dialog open={open} aria-labelledby="recovery-title" fullWidth maxWidth="sm">
      <FormikProvider value={formik}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submitOrWarn(formik, MESSAGES.recovery.invalid);
          }}
        >
          <DialogTitle id="recovery-title">Ótimas notícias! Ainda bem que recuperou a sua bicicleta!</DialogTitle>
          <DialogContent>
            <TextInput
              name="recovery_message"
              label="Como a conseguiu recuperar?"
              multiline
              minRows={4}
              required
              sx={{ mt: 1 }}
            />
            <FormGroup sx={{ mt: 2 }}>
              <CheckboxField name="we_helped" label="Conseguimos ajudar?" />
              <CheckboxField
                name="can_share"
                label="Pode partilhar como aconteceu?"
                hint="Se sim, a bicicleta e a sua história aparecem na página inicial, sem o seu nome."
              />
            </FormGroup>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose} disabled={formik.isSubmitting}>
              Vamos esquecer
            </Button>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              Assinalar como Recuperada
            </Button>
          </DialogActions>
        </form>
      </FormikProvider>
    </Dialog>
  );
}
