import type { ContentItem } from '@bicla/api-client';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s]{9,}$/;

/** Editors title the contact lines in Portuguese; the icon follows the title, or a neutral one. */
function iconFor(title: string) {
  const key = title.toLowerCase();
  if (key.includes('mail')) return MailOutlinedIcon;
  if (key.includes('telefone') || key.includes('telemóvel')) return PhoneOutlinedIcon;
  if (key.includes('morada') || key.includes('endereço')) return PlaceOutlinedIcon;
  if (key.includes('horário')) return ScheduleOutlinedIcon;
  return InfoOutlinedIcon;
}

/** An address or a number becomes a link the visitor can tap; anything else stays text. */
function ContactValue({ value }: { value: string }) {
  const text = value.trim();
  if (EMAIL.test(text)) return <Link href={`mailto:${text}`}>{text}</Link>;
  if (PHONE.test(text)) return <Link href={`tel:${text.replace(/\s/g, '')}`}>{text}</Link>;
  return <>{text}</>;
}

/** The contact block's items (E-mail, Morada, Horário, ...) as a list of label and value. */
export function ContactInfo({ items }: { items: readonly ContentItem[] }) {
  if (items.length === 0) return null;
  return (
    <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        const Icon = iconFor(item.title ?? '');
        return (
          <Stack component="li" key={item.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{ display: 'grid', placeItems: 'center', flexShrink: 0, width: 44, height: 44, borderRadius: 1, bgcolor: '#E8F3EE', color: 'primary.main' }}
            >
              <Icon />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" color="text.secondary">
                {item.title}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.description && <ContactValue value={item.description} />}
              </Typography>
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
