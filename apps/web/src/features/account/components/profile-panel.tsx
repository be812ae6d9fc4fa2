import { GENRES, type ProfileInput, type User } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { lookupQueries } from '../../lookups';
import { accountQueries, CityField } from '../../session';
import { fieldError, textFieldProps } from '../../../lib/forms';
import { profileFormSchema, profileFormValues, toProfileInput, type ProfileFormValues } from '../profile-form';
import { AccountDataSection } from './account-data-section';

/** #perfil: the editable profile (spec, "My account" and section 5), then the account's data. */
export function ProfilePanel() {
  const { data: me } = useSuspenseQuery(accountQueries.me());
  return (
    <>
      <ProfileForm me={me} />
      <AccountDataSection email={me.email} />
    </>
  );
}

function ProfileForm({ me }: { me: User }) {
  const { data: cities } = useSuspenseQuery(lookupQueries.cities());
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: ProfileInput) => api.account.updateMe(input),
    meta: { errorMessage: 'Erro ao salvar dados' },
    onSuccess: (user) => {
      queryClient.setQueryData(accountQueries.me().queryKey, user);
      showToast('Salvo com sucesso', 'success');
    },
  });
  const form = useFormik<ProfileFormValues>({
    initialValues: profileFormValues(me),
    validationSchema: profileFormSchema,
    onSubmit: async (values, { resetForm }) => {
      try {
        const user = await save.mutateAsync(toProfileInput(values, me));
        resetForm({ values: profileFormValues(user) });
      } catch {
        // The mutation cache has shown the toast; what was typed stays in the form.
      }
    },
  });
  /** A field whose helper line shows a hint until there is a message to show. */
  const hinted = (name: keyof ProfileFormValues, hint: string) => ({
    ...textFieldProps(form, name),
    helperText: fieldError(form, name) ?? hint,
  });

  return (
    <Paper component="section" aria-labelledby="perfil-titulo" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="perfil-titulo" variant="h3" component="h2" gutterBottom>
        Meu perfil
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        O nome e a localidade são obrigatórios. Os restantes dados são opcionais e nunca aparecem nas páginas públicas.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1 }}
      >
        <TextField {...textFieldProps(form, 'name')} label="Nome" required autoComplete="name" />
        <TextField
          id="email"
          label="Email"
          value={me.email}
          helperText="O email da conta não pode ser alterado."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <CityField
          cities={cities}
          value={form.values.city}
          error={fieldError(form, 'city')}
          onChange={(city) => void form.setFieldValue('city', city)}
          onBlur={() => void form.setFieldTouched('city')}
        />
        <TextField
          {...hinted('taxpayer_number', 'Número de contribuinte, 9 algarismos')}
          label="NIF"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField {...textFieldProps(form, 'mobile_number')} label="Telemóvel" type="tel" autoComplete="tel" />
        <TextField {...textFieldProps(form, 'genre')} label="Género" select>
          <MenuItem value="">Prefiro não indicar</MenuItem>
          {GENRES.map((genre) => (
            <MenuItem key={genre} value={genre}>
              {genre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...hinted('date_of_birth', 'dd/mm/aaaa')}
          label="Data de nascimento"
          placeholder="dd/mm/aaaa"
          autoComplete="bday"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
          <Button type="submit" variant="contained" disableElevation disabled={form.isSubmitting}>
            Guardar alterações
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
