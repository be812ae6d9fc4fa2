import Typography from '@mui/material/Typography';

/** A bike's message form's title: the form's own, and its place's while the form loads. */
export function MessageFormTitle({ id, title }: { id?: string; title: string }) {
  return (
    <Typography id={id} variant="h4" component="h2">
      {title}
    </Typography>
  );
}
