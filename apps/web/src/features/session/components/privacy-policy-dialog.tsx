import { GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MarkdownText } from '../../../components/markdown';
import { contentQueries } from '../../content';

export const PRIVACY_POLICY_SLUG = 'privacy-policy';

/** The terms modal of sign-up: the CMS's privacy-policy page, read where the box is ticked. */
export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: page, isPending, isError } = useQuery({ ...contentQueries.page(PRIVACY_POLICY_SLUG), enabled: open });

  return (
    <Dialog open={open} onClose={onClose} scroll="paper" maxWidth="md" fullWidth aria-labelledby="privacy-policy-title">
      <DialogTitle id="privacy-policy-title">{page?.title ?? 'Política de Privacidade'}</DialogTitle>
      <DialogContent dividers>
        {isPending && <CircularProgress aria-label="A carregar" sx={{ display: 'block', mx: 'auto', my: 4 }} />}
        {isError && <Typography color="error">{GENERIC_ERROR_MESSAGE}</Typography>}
        {page && <MarkdownText sx={{ '& h1, & h2': { fontSize: '1.25rem' }, '& h3, & h4': { fontSize: '1.1rem' } }}>{page.description}</MarkdownText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" disableElevation>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
