import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyBike } from '../api';
import { recoveryChecklist } from '../recovery-checklist';

/** The checklist beside every tab (spec, "My bike detail"), computed from the bike. */
export function RecoveryChecklistCard({ bike }: { bike: MyBike }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, letterSpacing: '0.02em', mb: 1 }}>
        FAÇA ESTAS COISAS PARA A MELHOR OPORTUNIDADE DE RECUPERAÇÃO!
      </Typography>
      <List dense aria-label="Lista de verificação">
        {recoveryChecklist(bike).map(({ label, done }) => (
          <ListItem key={label} disableGutters>
            <ListItemIcon sx={{ minWidth: 34 }}>
              {done ? (
                <CheckCircleIcon color="success" fontSize="small" titleAccess="Feito" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" fontSize="small" titleAccess="Por fazer" />
              )}
            </ListItemIcon>
            <ListItemText primary={label} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
