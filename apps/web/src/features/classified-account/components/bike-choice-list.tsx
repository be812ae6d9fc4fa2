import { REGISTRY_NUMBER_LABEL, type OwnerBike } from '@bicla/api-client';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { BikePhoto } from '../../../components/bike-photo';
import { ListItemLink } from '../../../components/list-item-link';
import type { BikeTab } from '../../my-bikes';
import { makeAndModel } from './bike-row';

interface BikeChoiceListProps {
  label: string;
  bikes: OwnerBike[];
  /** The tab of /edit-bike/{slug} a choice opens. */
  tab: BikeTab;
}

/** A short list of my bikes, each a link to one tab of its page. */
export function BikeChoiceList({ label, bikes, tab }: BikeChoiceListProps) {
  return (
    <List aria-label={label} disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {bikes.map((bike, index) => (
        <ListItem key={bike.documentId} disablePadding divider={index < bikes.length - 1}>
          <ListItemLink to="/edit-bike/$slug" params={{ slug: bike.slug }} hash={tab} sx={{ gap: 2, py: 1.5 }}>
            <Box sx={{ width: 80, flexShrink: 0 }}>
              <BikePhoto photo={bike.bike_photo} alt={`Fotografia da bicicleta ${bike.nickName}`} sizes="80px" sx={{ borderRadius: 1 }} />
            </Box>
            <ListItemText
              primary={bike.nickName}
              secondary={[makeAndModel(bike), `${REGISTRY_NUMBER_LABEL} ${bike.registry_number}`].filter(Boolean).join(' · ')}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemLink>
        </ListItem>
      ))}
    </List>
  );
}
