import type { ContentItem } from '@bicla/api-client';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MarkdownText } from '../../../components/markdown';

/**
 * Questions and answers, one open at a time (spec, "Other blocks"). Each question is a button
 * inside an h2, so Tab, Enter and Space work and screen readers can jump between questions.
 */
export function FaqAccordion({ items }: { items: readonly ContentItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  if (items.length === 0) return null;

  return (
    <Box sx={{ maxWidth: 900 }}>
      {items.map((item) => {
        const id = `faq-${item.id}`;
        return (
          <Accordion
            key={item.id}
            disableGutters
            expanded={openId === item.id}
            onChange={(_event, expanded) => setOpenId(expanded ? item.id : null)}
            slotProps={{ heading: { component: 'h2' } }}
            sx={{ '&:before': { display: 'none' }, mb: 1.5, borderRadius: 1 }}
          >
            <AccordionSummary
              id={`${id}-question`}
              aria-controls={`${id}-answer`}
              expandIcon={<ExpandMoreIcon />}
              sx={{ px: { xs: 2, md: 3 }, py: 0.5 }}
            >
              <Typography component="span" sx={{ fontWeight: 600, fontSize: { xs: '1rem', md: '1.0625rem' } }}>
                {/* The spec marks each question with a '#'; screen readers need not read it. */}
                <Box component="span" aria-hidden sx={{ color: 'primary.main', fontWeight: 700, mr: 1 }}>
                  #
                </Box>
                {item.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 2.5 }}>
              {item.sub_title && (
                <Typography variant="subtitle2" color="primary.dark" gutterBottom>
                  {item.sub_title}
                </Typography>
              )}
              <MarkdownText sx={{ color: 'text.secondary' }}>{item.description}</MarkdownText>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
