import LinearProgress from '@mui/material/LinearProgress';

/** A thin bar pinned to the top while a route loads (spec, section 2). */
export function PageLoader() {
  return (
    <LinearProgress
      aria-label="A carregar"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
